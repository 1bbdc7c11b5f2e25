"""Fallout homebrew: d100 <= skill - AC +- modifiers, capped at 95."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def _ids(explanation):
    return {m.id: m.value for m in explanation.modifiers}


def _shot(text="A....b", sniper=None, target=None):
    tokens = {"A": {"template": "sniper", **(sniper or {})}, "b": {"template": "raider", **(target or {})}}
    return battle(text, "fallout-pnp", tokens=tokens)


def test_skill_minus_armour_class():
    e = explain_attack(_shot(), "A", "b")
    assert e.weapon == "hunting_rifle"
    assert e.roll == "d100 <= 74"  # Guns 80 - AC 6
    assert e.probability == Fraction(74, 100)
    assert _ids(e) == {"target_ac": -6}


def test_the_hit_chance_is_capped():
    e = explain_attack(_shot(sniper={"stats": {"guns": 130}}), "A", "b")
    assert e.roll == "d100 <= 95"
    assert _ids(e)["hit_cap"] == -29
    assert e.probability == Fraction(95, 100)
    uncapped = explain_attack(with_options(_shot(sniper={"stats": {"guns": 130}}), hit_chance_cap=100), "A", "b")
    assert uncapped.probability == 1


@pytest.mark.parametrize(
    "target, stacks, expected",
    [({"state": {"defend": 2}}, True, -40), ({"state": {"defend": 2}}, False, -20),
     ({"state": {"dodge_ap": 3}}, True, -15)],
    ids=["defend-twice", "defend-no-stack", "dodge-3-ap"],
)
def test_defending_and_dodging_targets(target, stacks, expected):
    state = with_options(_shot(target=target), defend_stacks=stacks)
    e = explain_attack(state, "A", "b")
    assert sum(v for k, v in _ids(e).items() if k != "target_ac") == expected


def test_partial_cover_overwatch_and_focus():
    e = explain_attack(_shot("A...+b"), "A", "b", "overwatch")
    assert _ids(e) == {"target_ac": -6, "cover_partial": -20, "overwatch": -20}
    assert e.roll == "d100 <= 34"
    focused = explain_attack(_shot(), "A", "b", "focus")
    assert _ids(focused)["focus"] == 10


def test_a_hopeless_shot_shows_zero():
    e = explain_attack(_shot(sniper={"stats": {"guns": 10}}, target={"state": {"defend": 1}}), "A", "b")
    assert e.roll == "d100 <= 0"
    assert e.probability == 0


def test_melee_uses_the_melee_skill():
    tokens = {"A": {"template": "brute"}, "b": {"template": "raider"}}
    e = explain_attack(battle("A.b\n...", "fallout-pnp", tokens=tokens), "A", "b")
    assert e.weapon == "sledgehammer"
    assert e.roll == "d100 <= 74"  # Melee Weapons 80 - AC 6


@pytest.mark.parametrize(
    "state, repeats, expected",
    [({"focus_aim": 1}, True, {"focus": 10}), ({"focus_aim": 2}, True, {"focus": 20}),
     ({"focus_aim": 2}, False, {"focus": 10}), ({}, True, {})],
    ids=["2-ap", "4-ap", "4-ap-no-repeat", "none"],
)
def test_focus_declared_before_the_roll_adds_ten_per_use(state, repeats, expected):
    e = explain_attack(with_options(_shot(sniper={"state": state}), focus_repeats=repeats), "A", "b")
    assert {k: v for k, v in _ids(e).items() if k.startswith("focus")} == expected


@pytest.mark.parametrize(
    "uses, expected", [(1, 10), (2, 20), (3, 20)], ids=["ignore-10", "ignore-20", "no-more-than-the-penalty"],
)
def test_focus_ignores_penalties_but_not_armour_class(uses, expected):
    state = _shot("A...+b", sniper={"state": {"focus_ignore": uses}}, target={"state": {"dodge_ap": 2}})
    e = explain_attack(state, "A", "b")
    assert _ids(e)["focus_ignore"] == expected  # partial cover -20 is the only penalty; AC and Dodge stay
    assert e.roll == f"d100 <= {80 - 6 - 10 - 20 + expected}"


@pytest.mark.parametrize("action", ["overwatch", "overwatch_burst", "shoot_thrown_item"])
def test_focus_never_applies_to_overwatch(action):
    e = explain_attack(_shot(sniper={"state": {"focus_aim": 2, "focus_ignore": 1}}), "A", "b", action)
    assert not {k for k in _ids(e) if k.startswith("focus")}


def test_a_thrown_item_on_the_line_is_shot_at_minus_100():
    e = explain_attack(_shot(sniper={"stats": {"guns": 150}}), "A", "b", "shoot_thrown_item")
    assert _ids(e) == {"target_ac": -6, "thrown_item": -100}
    assert e.roll == "d100 <= 44"  # 150 - AC 6 - 100


@pytest.mark.parametrize("bonus", [10, 15])
def test_help_from_an_adjacent_ally(bonus):
    tokens = {"A": {"template": "sniper"}, "B": {"template": "wastelander", "state": {"helping": True}},
              "b": {"template": "raider"}}
    state = with_options(battle("AB...b", "fallout-pnp", tokens=tokens), help_bonus=bonus)
    assert _ids(explain_attack(state, "A", "b"))["helped"] == bonus
    far = battle("A.B..b", "fallout-pnp", tokens=tokens)
    assert "helped" not in _ids(explain_attack(far, "A", "b"))
