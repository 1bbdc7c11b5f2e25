"""d20 mass combat, RULES.md 3.7-3.8: the charge's path, the bull rush's push, provoking actions."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.moves import (
    charge_path_reasons, occupied_squares, push_bonus, push_chance, push_check,
)
from battlemap.engine.systems.d20_mass.reactions import provoked_by_action
from tests.engine.ascii_maps import battle


def fight(text, options=None, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle(text, "d20-mass", tokens=tokens, combat=combat, seed=4)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def _path(state, *offsets):
    return tuple(state.grid.from_offset(c, r) for c, r in offsets)


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("offsets, expected", [
    (((1, 0), (2, 0), (3, 0)), []),
    (((1, 0),), ["charge_too_short", "charge_ends_without_enemy"]),
    (((1, 1), (2, 1), (3, 0)), ["charge_not_straight"]),
    (((1, 1), (2, 2)), ["charge_ends_without_enemy"]),
], ids=["straight-3", "one-square", "bent", "no-enemy-at-the-end"])
def test_a_charge_runs_straight_at_least_twice_its_squares_to_the_enemy(offsets, expected):
    state = fight("A..b\n....\n....")
    assert codes(charge_path_reasons(state, "A", _path(state, *offsets))) == expected


@pytest.mark.parametrize("reading, squares", [("footprint", 1), ("space", 2)])
def test_squares_a_large_unit_occupies_by_reading(reading, squares):
    state = fight("A..b", options={"charge_min_by": reading}, A={"template": "cavalry"})
    assert occupied_squares(state, state.token("A")) == squares


def test_push_check_bonuses_size_charge_and_bracing():
    state = fight("Ab", A={"template": "cavalry"}, b={"stats": {"str_mod": 1, "braced": True}})
    # Cavalry STR +3, Large +4, charging +2 = 9; defender STR +1, braced +4 = 5.
    assert push_bonus(state, state.token("A"), rusher=True) == 9
    assert push_bonus(state, state.token("b"), rusher=False) == 5
    # Equal STR: the rusher's +2 wins when d20 - d20 >= -1: (190 + 20 + 19) / 400.
    plain = fight("Ab")
    assert push_chance(plain, *plain.tokens) == Fraction(229, 400)


def test_the_winner_pushes_its_own_squares_plus_that_per_4_points_up_to_its_speed():
    for seed in range(100):
        state = battle("Ab....", "d20-mass", seed=seed, tokens={
            "A": {"template": "cavalry", "at": [1, 0], "stats": {"speed": 6}}})
        action = Action("bull_rush", "A", target="b", cell=state.grid.from_offset(5, 0))
        after, (event, *forced) = push_check(state, action)
        margin = event.param("rusher") - event.param("defender")
        expected = 0 if margin <= 0 else min(2 * (1 + margin // 4), 6)
        assert event.param("squares") == expected
        moved = state.grid.to_offset(after.token("b").cell)[0] - 1
        assert moved == min(expected, 4)
        # The push is forced movement: the rusher and the victim do not provoke each other.
        assert not [e for e in forced if e.kind == "attack"]
        # Beyond its own 2 squares the rusher follows the victim into its square.
        if expected:
            assert (after.token("A").cell == after.token("b").cell) == (expected > 2)


def test_aiming_or_reloading_in_a_threatened_square_provokes():
    state = fight("Ab.", A={"template": "archers", "at": [1, 0]}, b={"template": "militia"})
    assert provoked_by_action(state, "A", "aim") == ("b",)
    assert provoked_by_action(state, "A", "work_bolt") == ("b",)
    assert provoked_by_action(state, "A", "drop_item") == ()
    apart = fight("A.b", A={"template": "archers"})
    assert provoked_by_action(apart, "A", "aim") == ()


def test_no_provoking_from_an_enemy_in_total_defence_or_out_of_reactions():
    state = fight("Ab.", A={"template": "archers", "at": [1, 0]},
                  b={"template": "militia", "conditions": ["total_defence"]})
    assert provoked_by_action(state, "A", "aim") == ()
    spent = battle("Ab.", "d20-mass", tokens={"A": {"template": "archers", "at": [1, 0]}},
                   combat={"round": 1, "order": ["A", "b"], "active": "A", "spent": {"b": {"reactions": 1}}})
    assert provoked_by_action(spent, "A", "aim") == ()


def test_bull_rush_is_a_charge_move_then_the_rush_attack_pushing_on_along_the_rush():
    # b has no ready weapon: no melee-entry contest, the rusher's blow alone.
    state = fight("A..b..", A={"template": "swordsmen", "stats": {"speed": 3}}, b={"readied": []})
    rush = Action("bull_rush", "A", target="b", path=_path(state, (1, 0), (2, 0), (3, 0)))
    for seed in range(60):
        outcome = apply(replace(state, dice=battle("A", "d20-mass", seed=seed).dice), rush)
        attack = outcome.of_kind("attack")[0]
        assert "bull_rushing" in outcome.state.token("A").conditions
        assert {m.id: m.value for m in attack.modifiers}["bull_rush"] == -2
        assert bool(outcome.of_kind("push")) == attack.param("hit")
        pushed = [e for e in outcome.of_kind("push") if e.param("squares")]
        if pushed:
            # Pushed on eastward, the way the rusher ran: 1 square per win (Medium), more per 4 points.
            assert outcome.state.grid.to_offset(outcome.state.token("b").cell)[0] > 3
            return
    raise AssertionError("no push won")
