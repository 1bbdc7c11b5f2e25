"""Turn budgets: the action economies of RULES.md 1.3, 2.3, 3.6 and 4.3, number by number."""

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import (
    ApBudget, D20Budget, ManeuverBudget, Reactions, SlowFastBudget, budget_of, can_pay, label, pay,
    spent_at_round_start, spent_at_turn_start, with_budget,
)
from battlemap.schema.actions import Cost
from tests.engine.ascii_maps import battle

S, M, W = Cost(standard=1), Cost(move=1), Cost(swift=1)
FULL = Cost(full_round=True)
SLOW, FAST = Cost(slow=1), Cost(fast=1)
D20 = D20Budget(1, 1, 1)
YZE = SlowFastBudget(2, 1)


def pay_all(budget, costs):
    for cost in costs:
        budget = pay(budget, cost)
    return budget


@pytest.mark.parametrize("costs", [
    (S, M, W), (M, M, W), (S, W, W), (M, W, W), (W, W, W), (FULL,),
], ids=["S+M+W", "M+M+W", "S+W+W", "M+W+W", "W+W+W", "full-round"])
def test_d20_legal_turns_fit_and_fill_the_turn(costs):
    spent = pay_all(D20, costs)
    for cost in (S, M, W, FULL):
        assert can_pay(spent, cost), "after a full turn nothing more fits"


def test_d20_two_standards_are_illegal():
    assert can_pay(pay(D20, S), S) == (Reason.of("budget_exceeded", kind="standard", need=1, left=0),)


def test_d20_a_move_never_becomes_a_standard():
    after_two_moves = pay_all(D20, (M, M))
    assert can_pay(after_two_moves, S) == (Reason.of("budget_exceeded", kind="standard", need=1, left=0),)
    assert can_pay(after_two_moves, W) == ()


def test_d20_three_moves_are_illegal():
    assert can_pay(pay_all(D20, (M, M)), M) == (Reason.of("budget_exceeded", kind="move", need=1, left=0),)


def test_d20_full_round_needs_the_whole_turn():
    assert can_pay(pay(D20, W), FULL) == (Reason.of("budget_exceeded", kind="full_round", need=1, left=0),)


def test_d20_aim_is_two_swift_actions_and_leaves_one_action_of_any_kind():
    aimed = pay(D20, Cost(swift=2))
    assert (aimed.left("standard"), aimed.left("move"), aimed.left("swift")) == (1, 1, 1)
    assert (pay(aimed, S).left("standard"), pay(aimed, S).left("swift")) == (0, 0)


def test_d20_perft_three_actions_in_any_order():
    """16 ordered sequences of three single actions fit: 6 S+M+W, 3 each of M+M+W, S+W+W, M+W+W, 1 W+W+W."""
    legal = [seq for seq in itertools.product((S, M, W), repeat=3) if _fits(D20, seq)]
    assert len(legal) == 16


def _fits(budget, costs) -> bool:
    for cost in costs:
        if can_pay(budget, cost):
            return False
        budget = pay(budget, cost)
    return True


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["standard", "move", "swift"]), max_size=5))
def test_d20_any_order_fits_exactly_by_the_substitution_rule(kinds):
    s, m, w = (kinds.count(k) for k in ("standard", "move", "swift"))
    expected = s <= 1 and s + m <= 2 and s + m + w <= 3
    assert _fits(D20, [Cost(**{k: 1}) for k in kinds]) == expected


@pytest.mark.parametrize("costs,legal", [
    ((SLOW, FAST), True), ((FAST, SLOW), True), ((FAST, FAST), True),
    ((SLOW, SLOW), False), ((FAST, FAST, FAST), False), ((SLOW, FAST, FAST), False),
], ids=["slow+fast", "fast+slow", "fast+fast", "two-slow", "three-fast", "slow+fast+fast"])
def test_yze_slow_and_fast(costs, legal):
    assert _fits(YZE, costs) == legal


def test_yze_two_fast_leave_no_slow():
    assert can_pay(pay_all(YZE, (FAST, FAST)), SLOW) == (Reason.of("budget_exceeded", kind="slow", need=1, left=0),)


def test_fallout_ap_pool_and_next_turn_debt():
    pool = ApBudget(10)
    spent = pay_all(pool, (Cost(ap=2), Cost(ap=3), Cost(ap=4)))
    assert spent.left() == 1
    assert can_pay(spent, Cost(ap=2)) == (Reason.of("budget_exceeded", kind="ap", need=2, left=1),)
    owed = pay_all(spent, [Cost(ap=2, from_next_turn=True)] * 5)
    assert (owed.spent, owed.debt) == (9, 10)
    assert can_pay(owed, Cost(ap=1, from_next_turn=True)) == (
        Reason.of("budget_exceeded", kind="ap_next_turn", need=1, left=0),)


def test_gurps_one_maneuver_per_turn():
    taken = pay(ManeuverBudget(1), Cost(maneuver=1))
    assert can_pay(taken, Cost(maneuver=1)) == (Reason.of("budget_exceeded", kind="maneuver", need=1, left=0),)


def test_reactions_are_limited_per_round():
    budget = D20Budget(1, 1, 1, reactions=Reactions(1, 0, "reactions"))
    used = pay(budget, Cost(reaction=1))
    assert can_pay(used, Cost(reaction=1)) == (Reason.of("budget_exceeded", kind="reaction", need=1, left=0),)
    assert can_pay(used, S) == ()


def test_pay_refuses_what_it_cannot_pay():
    with pytest.raises(ValueError, match="budget_exceeded"):
        pay(pay(D20, S), S)


@pytest.mark.parametrize("cost,text", [
    (S, "standard"), (Cost(swift=2), "2 swift"), (FULL, "full-round"), (Cost(), "free"),
    (FAST, "fast"), (SLOW, "slow"), (Cost(ap=2), "2 AP"), (Cost(ap=1, from_next_turn=True), "1 AP from next turn"),
    (Cost(ap_weapon_field="ap_cost"), "weapon ap_cost"), (Cost(maneuver=1), "1 maneuver"),
    (Cost(reaction=1), "reaction"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_labels(cost, text):
    assert label(cost) == text


# --- stored in the state -------------------------------------------------------------------
def _state(ruleset, spent=None, tokens=None):
    combat = {"round": 1, "order": ["A", "b"], "active": "A", "spent": spent or {}}
    return battle("A.b", ruleset, tokens=tokens or {}, combat=combat)


def test_budget_round_trips_through_combat_spent():
    state = _state("d20-mass")
    after = with_budget(state, "A", pay(budget_of(state, "A"), Cost(swift=2)))
    assert dict(after.combat.spent["A"]) == {"action.swift": 2}
    assert budget_of(after, "A").left("swift") == 1
    assert budget_of(state, "A") == D20Budget(1, 1, 1, reactions=budget_of(state, "A").reactions)


def test_fallout_pool_comes_from_the_ap_stat_and_shares_movement_spending():
    state = _state("fallout-pnp", spent={"A": {"ap": 3}}, tokens={"A": {"stats": {"ap": 8}}})
    budget = budget_of(state, "A")
    assert (budget.pool, budget.spent, budget.left()) == (8, 3, 5)


def test_turn_start_clears_the_turn_and_keeps_the_round():
    spent = {"A": {"action.standard": 1, "move": 2, "reactions": 1, "limit.turn.defend": 2,
                   "limit.round.overwatch": 1}}
    kept = spent_at_turn_start(_state("d20-mass", spent), "A")
    assert dict(kept["A"]) == {"reactions": 1, "limit.round.overwatch": 1}
    assert spent_at_round_start(_state("d20-mass", spent)) == {}


def test_yze_actions_used_out_of_turn_stay_spent_when_the_turn_begins():
    state = _state("yze", {"A": {"action.fast": 1}})
    assert dict(spent_at_turn_start(state, "A")["A"]) == {"action.fast": 1}
    assert spent_at_round_start(state) == {}


def test_fallout_debt_becomes_the_next_turn_spending():
    state = _state("fallout-pnp", {"A": {"ap": 9, "ap.next": 3}})
    assert dict(spent_at_round_start(state)["A"]) == {"ap.next": 3}
    assert dict(spent_at_turn_start(state, "A")["A"]) == {"ap": 3}
