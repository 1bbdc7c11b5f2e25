"""Costs in the user's language: English as the engine and the log write it, Chinese and Russian from the packs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.document.log import amount
from battlemap.engine.play.budgets import label
from battlemap.schema.actions import Cost
from battlemap.ui.words.costs import amount_text, cost_text
from battlemap.ui.words.languages import install_language

#: (cost fields, English, Simplified Chinese, Traditional Chinese, Russian)
COSTS = [
    ({"standard": 1}, "standard", "标准", "標準", "стандартное"),
    ({"swift": 2}, "2 swift", "迅捷 ×2", "迅捷 ×2", "быстрых: 2"),
    ({"move": 1, "swift": 1}, "move + swift", "移动 + 迅捷", "移動 + 迅捷", "перемещение + быстрое"),
    ({"full_round": True}, "full-round", "整轮", "整輪", "полный раунд"),
    ({"slow": 1}, "slow", "慢速", "慢速", "медленное"),
    ({"fast": 2}, "2 fast", "快速 ×2", "快速 ×2", "быстрых: 2"),
    ({"ap": 4}, "4 AP", "4 行动点", "4 行動點", "4 ОД"),
    ({"ap": 2, "from_next_turn": True}, "2 AP from next turn", "2 行动点（由下一回合支付）",
     "2 行動點（由下一回合支付）", "2 ОД из следующего хода"),
    ({"ap": 1, "ap_weapon_field": "ap_cost"}, "1 AP + weapon ap_cost", "1 行动点 + 武器的 ap_cost",
     "1 行動點 + 武器的 ap_cost", "1 ОД + оружие: ap_cost"),
    ({"maneuver": 1}, "1 maneuver", "1 次行动", "1 次行動", "1 манёвр"),
    ({"reaction": 1}, "reaction", "反应", "反應", "реакция"),
    ({"standard": 1, "reaction": 2}, "standard + 2 reactions", "标准 + 反应 ×2", "標準 + 反應 ×2",
     "стандартное + реакций: 2"),
    ({}, "free", "自由", "自由", "свободное"),
]
_IDS = [row[1] for row in COSTS]


@pytest.fixture
def language(qapp):
    """language(code): install a pack for this test only."""
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


@pytest.mark.parametrize(("fields", "english", "cn", "tw", "ru"), COSTS, ids=_IDS)
def test_english_is_what_the_engine_writes(qapp, fields, english, cn, tw, ru):
    cost = Cost(**fields)
    assert cost_text(cost) == english == label(cost)


@pytest.mark.parametrize(("fields", "english", "cn", "tw", "ru"), COSTS, ids=_IDS)
@pytest.mark.parametrize("code", ["zh_CN", "zh_TW", "ru"])
def test_each_language_words_the_cost(language, code, fields, english, cn, tw, ru):
    language(code)
    assert cost_text(Cost(**fields)) == {"zh_CN": cn, "zh_TW": tw, "ru": ru}[code]


_count = st.integers(0, 3)


@st.composite
def costs(draw) -> Cost:
    """Any valid cost: slots, speeds, AP (maybe owed), maneuvers and reactions mixed."""
    full_round = draw(st.booleans())
    ap = draw(st.integers(0, 12))
    weapon = draw(st.sampled_from([None, "ap_cost"]))
    return Cost(
        full_round=full_round,
        standard=0 if full_round else draw(_count), move=0 if full_round else draw(_count),
        swift=0 if full_round else draw(_count), slow=draw(_count), fast=draw(_count),
        ap=ap, ap_weapon_field=weapon, from_next_turn=bool(ap or weapon) and draw(st.booleans()),
        maneuver=draw(_count), reaction=draw(_count),
    )


@settings(max_examples=150, deadline=None)
@given(costs())
def test_without_a_pack_every_cost_reads_as_the_engine_label(cost):
    assert cost_text(cost) == label(cost)


#: (value, unit, English, Simplified Chinese, Russian)
AMOUNTS = [
    (3, "squares", "3 squares", "3 格", "3 кл."),
    (1, "squares", "1 square", "1 格", "1 кл."),
    (2, "hexes", "2 hexes", "2 格", "2 гекс."),
    (1.5, "yd", "1.5 yd", "1.5 码", "1.5 ярд."),
    (10, "ft", "10 ft", "10 英尺", "10 фт"),
    (4, "m", "4 m", "4 米", "4 м"),
    (2.25, "AP", "2.25 AP", "2.25 行动点", "2.25 ОД"),
    (2, "furlongs", "2 furlongs", "2 furlongs", "2 furlongs"),  # a unit of no bundled ruleset
]


@pytest.mark.parametrize(("value", "unit", "english", "cn", "ru"), AMOUNTS, ids=[a[2] for a in AMOUNTS])
def test_a_distance_reads_in_each_language(language, value, unit, english, cn, ru):
    assert amount_text(value, unit) == english == amount(value, unit)
    language("zh_CN")
    assert amount_text(value, unit) == cn
    language("ru")
    assert amount_text(value, unit) == ru


@settings(max_examples=100, deadline=None)
@given(st.floats(0, 500, allow_nan=False), st.sampled_from(["squares", "hexes", "ft", "yd", "m", "AP", "zones"]))
def test_without_a_pack_a_distance_reads_as_the_log_writes_it(value, unit):
    assert amount_text(value, unit) == amount(value, unit)
