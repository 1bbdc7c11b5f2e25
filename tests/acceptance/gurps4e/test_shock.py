"""Shock (RULES.md 1.9): -1 per HP lost, at most -4, to DX, IQ and every roll based on them, next turn only."""

from dataclasses import replace
from types import MappingProxyType

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e import turns as gurps4e_turns
from tests.engine.ascii_maps import battle


def fighter(**extra):
    """A swordsman (DX 12, IQ 10, Fast-Draw 12, sword sheathed) with tactical `extra`."""
    state = battle("A..b", "gurps4e", tokens={"A": {"template": "swordsman", "facing": 2, "readied": []},
                                              "b": {"template": "spearman", "facing": 5}}, seed=5)
    token = state.token("A")
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType({**token.tactical.extra,
                                                                                     **extra})))
    return with_token(state, token)


def rolled(state, action, kind):
    return next(e for e in apply(state, action).events if e.kind == kind)


@pytest.mark.parametrize(("shock", "skill"), [(0, 12), (1, 11), (3, 9), (4, 8)],
                         ids=["none", "minus-1", "minus-3", "minus-4-most"])
def test_shock_lowers_the_fast_draw_roll(shock, skill):
    state = fighter(**({"shock_now": shock} if shock else {}))
    event = rolled(state, Action("fast_draw", "A", options=(("item", "broadsword"),)), "fast_draw")
    assert event.param("skill") == skill
    assert event.param("shock") == (-shock if shock else None)


@pytest.mark.parametrize(("stat", "need"), [("dx", 10), ("iq", 8)], ids=["dx-12-minus-2", "iq-10-minus-2"])
def test_shock_lowers_a_hurried_long_actions_dx_or_iq_roll(stat, need):
    state = fighter(shock_now=2)
    action = Action("long_action_hurry", "A", options=(("stat", stat), ("task", "find_in_own_pack")))
    event = rolled(state, action, "hurry")
    assert (event.param("need"), event.param("shock")) == (need, -2)


def test_shock_lowers_the_attack_and_the_feints_skill():
    state = fighter(shock_now=3)
    token = state.token("A")
    state = with_token(state, replace(token, readied=frozenset({"broadsword"})))
    for action in ("attack", "feint"):
        explained = explain_attack(state, "A", "b", f"{action}:broadsword")
        assert [m.value for m in explained.modifiers if m.id == "shock"] == [-3]


def test_the_shock_of_last_turns_wounds_applies_on_this_turn_only():
    state = fighter(shock=2)  # wounded for 2 HP since A's last turn
    state, _ = gurps4e_turns.start_turn(state, "A")
    state = replace(state, combat=replace(state.combat, active="A", spent=spent_at_turn_start(state, "A")))
    draw = Action("fast_draw", "A", options=(("item", "broadsword"),))
    assert rolled(state, draw, "fast_draw").param("skill") == 10
    state, _ = gurps4e_turns.start_turn(state, "A")
    assert rolled(state, draw, "fast_draw").param("skill") == 12
