"""d20 mass combat, RULES.md 3.7 and 3.9: initiative, the melee-entry contest, what ends at a turn."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.initiative import has_initiative, roll_initiative
from battlemap.engine.systems.d20_mass_turns import attacker_strikes_first, melee_entry, start_turn
from tests.engine.ascii_maps import battle


def fight(seed=11, options=None, **tokens):
    state = battle("AbC.d", "d20-mass", tokens=tokens, seed=seed)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def test_initiative_is_d20_plus_bonus_descending_once_per_fight():
    assert has_initiative("d20_mass")
    state = fight(A={"stats": {"initiative": 5}}, b={"stats": {"initiative": -2}})
    after, events = roll_initiative(state)
    totals = [e.param("total") for e in events]
    assert totals == sorted(totals, reverse=True)
    assert [e.param("total") - e.param("face") for e in events] == [
        {"A": 5, "b": -2}.get(e.actor, 0) for e in events]
    assert after.combat.order == tuple(e.actor for e in events)
    assert after.combat.active == after.combat.order[0]
    assert roll_initiative(state) == (after, events)      # seeded: the same fight replays


def test_initiative_ties_go_to_the_higher_bonus():
    for seed in range(200):
        after, events = roll_initiative(fight(seed=seed, A={"stats": {"initiative": 3}}))
        by = {e.actor: e for e in events}
        if by["A"].param("total") == by["b"].param("total"):
            assert after.combat.order.index("A") < after.combat.order.index("b")
            return
    raise AssertionError("no tie found")


@pytest.mark.parametrize("attacker, defender, bull_rush, chance", [
    (0, 0, False, Fraction(10, 20)), (4, 0, False, Fraction(14, 20)),
    (0, 4, False, Fraction(6, 20)), (4, 0, True, Fraction(10, 20)),
], ids=["equal", "faster-attacker", "faster-defender", "bull-rush-minus-4"])
def test_entering_a_square_to_melee_is_d20_plus_initiative_against_initiative_plus_10(
        attacker, defender, bull_rush, chance):
    state = fight(A={"stats": {"initiative": attacker}}, b={"stats": {"initiative": defender}})
    assert attacker_strikes_first(state, state.token("A"), state.token("b"), bull_rush) == chance


def test_a_melee_entry_tie_goes_to_the_defender_or_is_rerolled():
    state = fight()
    assert attacker_strikes_first(fight(options={"melee_entry_ties": "reroll"}),
                                  state.token("A"), state.token("b")) == Fraction(10, 19)
    after, (event,) = melee_entry(state, "A", "b")
    face = event.param("faces")[0]
    assert event.param("first") == ("A" if face > 10 else "b")
    assert after.dice.position == state.dice.position + 1


def test_start_turn_ends_defensive_stances_and_charges():
    state = fight(A={"conditions": ["total_defence", "charging", "wounded"],
                     "state": {"fighting_defensively": True, "aiming": "b"}})
    token = start_turn(state, "A").token("A")
    assert token.conditions == {"wounded"}
    assert "fighting_defensively" not in token.tactical.extra
    assert token.tactical.aiming == "b"
