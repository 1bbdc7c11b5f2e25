"""Picking up a heavy object by Basic Lift (seed table rows 1-2, RULES.md 1.5), in play."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.lift import basic_lift, lift_seconds
from tests.engine.ascii_maps import battle


def duel(st=10):
    return battle("A...b", "gurps4e", tokens={"A": {"template": "swordsman", "facing": 2, "stats": {"st": st}},
                                               "b": {"template": "spearman", "facing": 5}}, seed=7)


def next_turn(state, token_id="A"):
    return replace(state, combat=replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id)))


def lift(**options):
    return Action("lift_heavy", "A", options=tuple((k, str(v)) for k, v in options.items()))


@pytest.mark.parametrize(("st", "bl"), [(10, 20), (12, 29), (11, 24), (5, 5), (4, 3.2)],
                         ids=["st10", "st12-rounds-28.8-up", "st11-rounds-24.2-down", "st5", "st4-under-10-kept"])
def test_basic_lift_is_st_times_st_over_5(st, bl):
    assert basic_lift(st) == bl


@pytest.mark.parametrize(("weight", "hands", "seconds"), [
    (40, None, 2), (41, None, 4), (160, None, 4), (161, None, None), (10, 2, 4), (41, 1, None),
], ids=["2xBL-one-hand-2s", "over-2xBL-two-hands-4s", "8xBL-4s", "over-8xBL-too-heavy", "two-hands-asked-4s",
        "one-hand-over-2xBL"])
def test_heavy_object_one_hand_up_to_2_bl_in_2_seconds_two_hands_up_to_8_bl_in_4(weight, hands, seconds):
    assert lift_seconds(weight, 10, hands) == seconds


def test_lifting_100_lb_at_st_10_takes_four_readies_counted_aloud():
    state, said = duel(), []
    for second in range(4):
        outcome = apply(state, lift(weight=100) if second == 0 else lift())
        said.extend(e.param("said") for e in outcome.events if e.kind == "count_aloud")
        state = next_turn(outcome.state)
    assert said == ["Lifting 100 lb with two hands (BL 20 lb), 1 second",
                    "Lifting 100 lb with two hands (BL 20 lb), 2 seconds",
                    "Lifting 100 lb with two hands (BL 20 lb), 3 seconds",
                    "Lifting 100 lb with two hands (BL 20 lb), 4 seconds, done"]
    assert "lift_weight" not in state.token("A").tactical.extra


def test_a_light_heavy_object_goes_up_one_handed_in_two_seconds():
    state = duel()
    first = apply(state, lift(weight=40))
    second = apply(next_turn(first.state), lift())
    assert [e.param("said") for e in second.events if e.kind == "count_aloud"] == [
        "Lifting 40 lb with one hand (BL 20 lb), 2 seconds, done"]


@pytest.mark.parametrize(("options", "code"), [
    ({"weight": 161}, "too_heavy"), ({"weight": 41, "hands": 1}, "too_heavy_for_one_hand"),
    ({}, "weight_required"), ({"weight": 50, "hands": 3}, "bad_hands"),
], ids=["over-8xBL", "one-hand-over-2xBL", "no-weight", "three-hands"])
def test_too_heavy_for_basic_lift_is_refused_with_the_limit(options, code):
    reasons = check(duel(), lift(**options))
    assert code in [r.code for r in reasons]
    if code == "too_heavy":
        found = next(r for r in reasons if r.code == code)
        assert dict(found.params)["most"] == 160
