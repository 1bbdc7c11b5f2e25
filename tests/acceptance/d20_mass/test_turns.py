"""d20 mass combat, RULES.md 3.7 and 3.9: initiative, the melee-entry contest, what ends at a turn."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.initiative import has_initiative, roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_round, begin_turn, end_turn
from battlemap.engine.systems.d20_mass.turns import attacker_strikes_first, melee_entry
from battlemap.engine.systems.registry import system_of
from tests.engine.ascii_maps import battle


def fight(seed=11, options=None, **tokens):
    state = battle("AbC.d", "d20-mass", tokens=tokens, seed=seed)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def test_initiative_is_d20_plus_bonus_descending_once_per_fight():
    assert has_initiative(system_of("d20_mass"))
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
    token = begin_turn(state, "A")[0].token("A")
    assert token.conditions == {"wounded"}
    assert "fighting_defensively" not in token.tactical.extra
    assert token.tactical.aiming == "b"


# --- what starts and ends with a turn or a round (engine/play/turns.py) ---------------------------
def _round(**tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle("A..b", "d20-mass", tokens=tokens, combat=combat, seed=3)


def test_total_defence_and_fighting_defensively_end_as_the_next_turn_begins():
    state = _round(A={"conditions": ["total_defence"], "state": {"fighting_defensively": True}})
    after, events = begin_turn(state, "A")
    assert "total_defence" not in after.token("A").conditions
    assert "fighting_defensively" not in after.token("A").tactical.extra
    assert [(e.kind, e.param("condition") or e.param("key")) for e in events] == [
        ("condition_removed", "total_defence"), ("tactical", "fighting_defensively")]
    # The other unit's turn ends nothing of A's.
    assert "total_defence" in begin_turn(state, "b")[0].token("A").conditions


@pytest.mark.parametrize("lock", ["charging", "bull_rushing"])
def test_the_charge_lock_and_its_dodge_minus_2_last_until_the_next_turn(lock):
    state = _round(A={"template": "swordsmen", "conditions": [lock]})
    assert "requires_condition_not_in" in [r.code for r in check(state, Action("move", "A", path=(
        state.grid.from_offset(1, 0),)))]
    after, _ = begin_turn(state, "A")
    assert lock not in after.token("A").conditions
    assert check(after, Action("move", "A", path=(after.grid.from_offset(1, 0),))) == ()


def test_an_unused_aim_is_kept_past_its_turn_and_lost_at_the_end_of_the_next():
    state = _round(A={"template": "archers", "state": {"aiming": "b"}})
    kept, _ = end_turn(state, "A")
    assert kept.token("A").tactical.aiming == "b"
    lost, events = end_turn(begin_turn(kept, "A")[0], "A")
    assert lost.token("A").tactical.aiming is None
    assert [(e.kind, e.param("key")) for e in events] == [("tactical", "aiming")]


def test_with_aim_kept_for_the_turn_only_an_unused_aim_ends_with_it():
    state = _round(A={"template": "archers", "state": {"aiming": "b"}})
    state = replace(state, options=MappingProxyType({**state.options, "aim_kept": "turn"}))
    assert end_turn(state, "A")[0].token("A").tactical.aiming is None


def test_an_aim_at_a_target_out_of_sight_is_lost_as_the_turn_begins():
    state = battle("A#b", "d20-mass", tokens={"A": {"template": "archers", "state": {"aiming": "b"}}},
                   combat={"round": 1, "order": ["A", "b"], "active": "A"})
    assert begin_turn(state, "A")[0].token("A").tactical.aiming is None


def test_suppression_counts_this_round_and_the_next_then_is_cleared():
    # Suppressed -1 in round 1 by b: -1 on A's attacks in rounds 1 and 2, gone in round 3.
    state = _round(A={"template": "archers", "state": {"suppression.1.b": 1}})
    assert {m.id: m.value for m in explain_attack(state, "A", "b").modifiers}["suppressed"] == -1
    second, _ = begin_round(state)
    assert second.combat.round == 2 and "suppressed" in {m.id for m in explain_attack(second, "A", "b").modifiers}
    third, events = begin_round(second)
    assert "suppressed" not in {m.id for m in explain_attack(third, "A", "b").modifiers}
    assert "suppression.1.b" not in third.token("A").tactical.extra
    assert [(e.actor, e.param("key"), e.param("value")) for e in events][:1] == [("A", "suppression", 0)]
