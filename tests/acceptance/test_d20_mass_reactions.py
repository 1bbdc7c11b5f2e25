"""d20 mass combat, RULES.md 3.7: the opportunity attack interrupts; forced movement provokes from others."""

import pytest

from battlemap.engine.actions import Action
from battlemap.engine.systems.d20_mass_reactions import forced_move, move_with_opportunity_attacks
from tests.engine.ascii_maps import battle

#: Any hit disables this unit (Toughness far below zero).
FRAIL = {"template": "militia", "stats": {"toughness_bonus": -30, "speed": 6}}
#: Never misses a militia unit's Dodge + 10.
DEADLY = {"template": "militia", "stats": {"attack": 40}}
#: Never hits (nobody's Dodge + 10 is below -39).
HARMLESS = {"template": "militia", "stats": {"attack": -40}}


def fight(text, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=5)


def _path(state, *columns):
    return tuple(state.grid.from_offset(c, 0) for c in columns)


def _kinds(events):
    return [e.kind for e in events]


def test_the_opportunity_attack_interrupts_and_the_mover_then_resumes():
    state = fight("A.b..", A={**FRAIL}, b=HARMLESS)
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2, 3, 4)))
    assert _kinds(events) == ["action", "moved", "attack", "interrupt"]
    attack, interrupt = events[2], events[3]
    assert (attack.actor, attack.target, attack.param("hit")) == ("b", "A", False)
    assert (interrupt.param("at"), interrupt.param("resumed")) == ((2, 0), True)
    assert after.token("A").cell == state.grid.from_offset(4, 0)
    assert after.combat.spent_by("b", "reactions") == 1


def test_a_mover_disabled_by_the_opportunity_attack_stops_where_it_was_hit():
    state = fight("A.b..", A={**FRAIL}, b=DEADLY)
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2, 3, 4)))
    assert events[-1].param("resumed") is False
    assert "disabled" in after.token("A").conditions
    assert after.token("A").cell == state.grid.from_offset(2, 0)


def test_a_move_that_provokes_nothing_is_just_the_move():
    state = fight("A...b", A={**FRAIL})
    after, events = move_with_opportunity_attacks(state, Action("move", "A", path=_path(state, 1, 2)))
    assert _kinds(events) == ["action", "moved"] and after.token("A").cell == state.grid.from_offset(2, 0)


@pytest.mark.parametrize("exempt, attackers", [({"A"}, ["C"]), (set(), ["A", "C"])],
                         ids=["rusher-exempt", "nobody-exempt"])
def test_forced_movement_provokes_from_others_but_not_from_the_rusher(exempt, attackers):
    # b is pushed out of the rusher A's square through C's: only C strikes at it.
    # Nobody hits, so the push runs its full length; speed 0 does not stop a forced move.
    state = fight("AbC..", A={**HARMLESS, "at": [1, 0]}, C=HARMLESS,
                  b={"template": "militia", "stats": {"speed": 0}})
    after, events, stopped = forced_move(state, "b", _path(state, 2, 3), exempt=exempt, by="A")
    assert [e.actor for e in events if e.kind == "attack"] == attackers
    assert (events[0].kind, events[0].target, stopped) == ("forced_move", "A", False)
    assert after.combat.spent_by("C", "reactions") == 1
    assert after.token("b").cell == state.grid.from_offset(3, 0)


def test_a_unit_out_of_opportunity_attacks_does_not_strike_at_a_pushed_unit():
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": {"C": {"reactions": 1}}}
    state = battle("AbC..", "d20-mass", combat=combat, seed=5,
                   tokens={"A": {"template": "swordsmen", "at": [1, 0]}, "C": {"template": "militia"}})
    _, events, _ = forced_move(state, "b", _path(state, 2, 3), exempt={"A"}, by="A")
    assert _kinds(events) == ["forced_move"]


def test_charge_movement_provokes_but_entering_the_targets_square_is_the_initiative_contest():
    state = fight("A.b.c", A={"template": "swordsmen", "stats": {"speed": 6}}, b=HARMLESS)
    charge = Action("charge", "A", target="c", path=_path(state, 1, 2, 3, 4))
    after, events = move_with_opportunity_attacks(state, charge)
    assert [e.actor for e in events if e.kind == "attack"] == ["b"]
    assert after.token("A").cell == state.grid.from_offset(4, 0) and "charging" in after.token("A").conditions
