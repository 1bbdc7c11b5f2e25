"""Dodge = floor(Basic Speed) + 3 (RULES.md 1.7 [X]) less the encumbrance level (B17 [X])."""

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.systems.gurps4e.defence import base_defences
from battlemap.engine.systems.gurps4e.encumbrance import encumbered_move, level_for_load
from tests.engine.ascii_maps import battle


def duel(B=None, text="Ab"):
    return battle(text, "gurps4e", seed=7, tokens={"A": {"template": "swordsman", "facing": 2},
                                                   "b": {"template": "archer", "facing": 5, **(B or {})}})


def dodge_of(state):
    return base_defences(state.token("b"), ranged=True)["Dodge"]


def test_b17_dodge_is_basic_speed_plus_3_when_the_token_sets_none():
    # The ruleset gives dodge no default and the templates no dodge: it is worked out.
    state = duel(B={"stats": {"basic_speed": 7.25}})
    assert "dodge" not in state.token("b").stats
    assert dodge_of(state) == 10


@pytest.mark.parametrize(("level", "dodge"), [(0, 8), (1, 7), (2, 6), (3, 5), (4, 4)],
                         ids=["none", "light", "medium", "heavy", "extra_heavy"])
def test_b17_dodge_less_the_encumbrance_level(level, dodge):
    state = duel(B={"stats": {"encumbrance": level}})  # archer: Basic Speed 5.75
    assert dodge_of(state) == dodge
    assert explain_attack(duel(B={"stats": {"encumbrance": level}, "readied": []}), "A", "b").defence == (
        f"Dodge {dodge}")


@pytest.mark.parametrize(("load", "level"), [(0, 0), (20, 0), (21, 1), (40, 1), (60, 2), (61, 3), (120, 3),
                                             (121, 4)])
def test_b17_the_load_carried_against_basic_lift_gives_the_level(load, level):
    # ST 10: Basic Lift 20 lb; None up to 1 x BL, Light 2 x, Medium 3 x, Heavy 6 x, then Extra-Heavy.
    assert level_for_load(load, 20) == level
    state = duel(B={"stats": {"st": 10, "load_lb": load}})
    assert dodge_of(state) == 8 - level


def test_b17_a_dodge_the_token_sets_is_its_sheets_and_used_as_it_is():
    assert dodge_of(duel(B={"stats": {"dodge": 11, "encumbrance": 3}})) == 11


@pytest.mark.parametrize(("level", "move"), [(0, 5), (1, 4), (2, 3), (3, 2), (4, 1)])
def test_b17_move_loses_a_fifth_of_basic_move_per_level(level, move):
    state = duel(B={"stats": {"encumbrance": level}}, text="A...b")
    assert state.rules.movement_budget(state, state.token("b")) == move
    assert encumbered_move(7, 2) == 4  # 7 x 0.6 = 4.2: fractions dropped


def test_b17_then_a_fighter_below_a_third_of_its_hp_halves_that_dodge():
    # Heavy: Dodge 8 - 3 = 5; 2 HP of 11 left: halved, rounded up, 3.
    state = duel(B={"stats": {"encumbrance": 3}, "state": {"injury": 9}})
    assert dodge_of(state) == 3
