"""Year Zero: d6 pools with range-band modifiers; close combat opposed by parry dice."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.systems.yze.dice import push, roll_pool
from battlemap.engine.systems.yze.odds import pool_success
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options

BRAWLER = {"stats": {"strength": 2, "melee": 1}, "weapons": ["knife"], "readied": ["knife"]}
PARRIER = {"stats": {"strength": 1, "melee": 0}, "weapons": ["knife"], "readied": ["knife"]}


def _ids(explanation):
    return {m.id: m.value for m in explanation.modifiers}


def test_close_combat_4_dice_against_2_parry_dice():
    e = explain_attack(battle("Ab", "yze", tokens={"A": BRAWLER, "b": PARRIER}), "A", "b")
    assert e.roll == "4 dice vs 2 parry dice"
    assert e.probability == Fraction(9253, 23328)
    assert e.distribution.at_least(1) == e.probability


def test_no_parry_once_the_target_spent_both_actions():
    state = battle("Ab", "yze", tokens={"A": BRAWLER, "b": PARRIER},
                   combat={"spent": {"b": {"action.slow": 1, "action.fast": 1}}})
    e = explain_attack(state, "A", "b")
    assert e.roll == "4 dice"
    assert e.probability == pool_success(4)


def test_without_option_yze_parry_only_a_declared_parry_defends():
    """The reading `yze_parry` (rulesets/README.md): on by default, off means no undeclared parry."""
    state = with_options(battle("Ab", "yze", tokens={"A": BRAWLER, "b": PARRIER}), yze_parry=False)
    e = explain_attack(state, "A", "b")
    assert e.roll == "4 dice"
    assert e.probability == pool_success(4)


def test_a_sneak_attack_adds_3_and_cannot_be_parried():
    e = explain_attack(battle("Ab", "yze", tokens={"A": BRAWLER, "b": PARRIER}), "A", "b", "sneak_attack")
    assert e.roll == "7 dice"
    assert _ids(e) == {"sneak_attack": 3}


def test_prone_and_unaware_targets_are_capped_at_plus_3():
    target = {**PARRIER, "posture": "prone", "conditions": ["unaware"]}
    e = explain_attack(battle("Ab", "yze", tokens={"A": BRAWLER, "b": target}), "A", "b")
    assert sum(_ids(e).values()) == 3
    assert e.roll == "7 dice"


def _zoned_shot(target_col, hunter=None, target=None):
    zones = [{"id": f"z{k}", "cells": [[c, 0] for c in range(3 * k, 3 * k + 3)]} for k in range(6)]
    text = "A" + "." * 17
    tokens = {"A": {"template": "hunter", **(hunter or {})}, "b": {"at": [target_col, 0], **(target or {})}}
    return battle(text + "\n" + "b" + "." * 17, "yze", tokens=tokens, zones=zones)


@pytest.mark.parametrize(
    "col, band, dice",
    [(1, "engaged", 5), (2, "short", 8), (4, "medium", 7), (7, "long", 6)],
    ids=["engaged", "short", "medium", "long"],
)
def test_shots_lose_dice_with_the_range_band(col, band, dice):
    # Hunter: Agility 4 + Marksmanship 3 + bow 1 = 8 dice.
    e = explain_attack(_zoned_shot(col), "A", "b")
    assert e.range.band == band
    assert _ids(e)["range_band"] == dice - 8
    assert e.roll == f"{dice} dice"
    assert e.probability == pool_success(dice)


def test_aiming_adds_2_dice():
    e = explain_attack(_zoned_shot(4, hunter={"state": {"aiming": "b"}}), "A", "b")
    assert e.roll == "9 dice"


def test_a_weapon_cannot_shoot_past_its_band():
    sling = {"weapons": ["sling"], "readied": ["sling"]}
    e = explain_attack(_zoned_shot(7, hunter=sling), "A", "b")
    assert [r.code for r in e.reasons] == ["out_of_range"]
    assert e.probability == 0


def test_a_shot_into_a_dark_zone():
    zones = [{"id": "cellar", "cells": [[5, 0]], "tags": ["dark"]}]
    state = battle("A....b", "yze", tokens={"A": {"template": "hunter"}}, zones=zones)
    assert _ids(explain_attack(state, "A", "b"))["darkness"] == -2


def test_an_empty_pool_has_no_chance():
    weak = {"stats": {"agility": 0, "marksmanship": 0}, "weapons": ["rock"], "readied": ["rock"]}
    e = explain_attack(_zoned_shot(7, hunter=weak), "A", "b")
    assert e.roll == "0 dice"
    assert "empty_pool" in [r.code for r in e.reasons]


@pytest.mark.parametrize("helpers, bonus", [(1, 1), (3, 3), (5, 3)], ids=["one", "three", "capped-at-3"])
def test_help_adds_a_die_per_helper_at_most_3(helpers, bonus):
    brawler = {**BRAWLER, "state": {"help": helpers}}
    e = explain_attack(battle("Ab", "yze", tokens={"A": brawler, "b": PARRIER}), "A", "b")
    assert _ids(e)["help"] == bonus
    assert e.roll == f"{4 + bonus} dice vs 2 parry dice"


def test_an_unseen_target_costs_2_dice():
    e = explain_attack(_zoned_shot(4, hunter=None), "A", "b")
    hidden = battle("A...b", "yze", tokens={"A": {"template": "hunter"}, "b": {"conditions": ["unseen"]}})
    assert _ids(explain_attack(hidden, "A", "b"))["unseen"] == -2
    assert "unseen" not in _ids(e)


def test_retreat_rolls_agility_and_mobility_with_no_parry():
    e = explain_attack(battle("Ab", "yze", tokens={"A": {"template": "fighter"}, "b": PARRIER}), "A", "b", "retreat")
    assert e.roll == "5 dice" and e.modifiers == ()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), attribute=st.integers(0, 6), skill=st.integers(0, 5), gear=st.integers(0, 3),
       lock=st.sampled_from(["attribute_gear", "all"]))
def test_a_push_keeps_every_six_and_every_locked_bane(seed, attribute, skill, gear, lock):
    roll, stream = roll_pool(DiceStream(seed), attribute, skill, gear)
    pushed, _ = push(roll, stream, lock)
    assert pushed.successes >= roll.successes
    assert pushed.attribute.count(1) >= roll.attribute.count(1)
    assert pushed.gear.count(1) >= roll.gear.count(1)
    assert all(after == 6 for before, after in zip(roll.faces, pushed.faces) if before == 6)


@pytest.mark.parametrize(("a", "b", "ids"), [
    ({"posture": "prone"}, {}, {"attacker_prone": -2}),
    ({}, {"posture": "prone"}, {"target_prone": 2}),
    ({}, {"conditions": ["unaware"]}, {"defenceless": 3}),
], ids=["attacker-prone-minus-2", "target-prone-plus-2", "defenceless-plus-3"])
def test_the_close_combat_table(a, b, ids):
    e = explain_attack(battle("Ab", "yze", tokens={"A": {**BRAWLER, **a}, "b": {**PARRIER, **b}}), "A", "b")
    assert {k: v for k, v in _ids(e).items() if k != "parry"} == ids


def test_a_shot_at_an_engaged_unaware_target_is_plus_3_not_minus_3():
    e = explain_attack(_zoned_shot(1, target={"conditions": ["unaware"]}), "A", "b")
    assert e.range.band == "engaged" and _ids(e)["range_band"] == 3


def test_a_small_target_is_minus_2_and_extreme_range_minus_3():
    small = explain_attack(_zoned_shot(2, target={"size": "small"}), "A", "b")
    assert _ids(small)["target_size"] == -2
    rifle = {"weapons": ["hunting_rifle"], "readied": ["hunting_rifle"]}
    far = explain_attack(_zoned_shot(16, hunter=rifle), "A", "b")
    # Hunter: Agility 4 + Marksmanship 3 + rifle 2 = 9 dice; five zones off: Extreme, -3.
    assert far.range.band == "extreme" and _ids(far)["range_band"] == -3 and far.roll == "6 dice"
