"""The judge: each objective kind ends a battle with the right winner, and a battle without any
ends when one side alone still fights."""

from __future__ import annotations

from dataclasses import replace

import pytest

from battlemap.engine.objectives.judge import Outcome, outcome, progress
from battlemap.engine.objectives.tally import round_ended
from tests.engine.objectives.battles import battle, fallen, moved, next_round

HOLD = {"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3}


def test_no_objectives_the_battle_goes_on_while_both_sides_fight():
    state = battle()
    assert outcome(state) is None and progress(state) == ()


def test_no_objectives_the_last_side_standing_wins():
    state = fallen(battle(), "r1")
    assert outcome(state) is None
    assert outcome(fallen(state, "r2")) == Outcome("blue", "last_side_standing", None)


def test_a_passing_state_keeps_a_token_in_the_fight_a_routed_one_is_out():
    assert outcome(fallen(battle(), "r1", "r2", condition="stunned")) is None
    assert outcome(fallen(battle(), "b1", "b2", condition="routed")) == Outcome("red", "last_side_standing")


def test_everyone_down_is_a_draw():
    assert outcome(fallen(battle(), "b1", "b2", "r1", "r2")) == Outcome(None, "no_side_standing")


def test_nothing_is_decided_while_the_gm_sets_up():
    state = fallen(battle(combat={"order": []}), "r1", "r2")
    assert outcome(state) is None


def test_one_side_alone_on_the_map_is_no_victory():
    state = battle(tokens=[{"id": "b1", "side": "blue", "template": "spearmen", "at": [6, 6]}])
    assert outcome(state) is None


def test_hold_zone_wins_after_rounds_in_a_row_alone_in_the_zone():
    state = moved(battle([HOLD]), "b1", 10, 6)
    for held in (1, 2):
        state = next_round(state)
        assert progress(state)[0].done == held and outcome(state) is None
    state = next_round(state)
    assert progress(state)[0].achieved
    assert outcome(state) == Outcome("blue", "hold_zone", "ford")


def test_hold_zone_an_enemy_in_the_zone_starts_the_count_again():
    state = next_round(next_round(moved(battle([HOLD]), "b1", 10, 6)))
    assert progress(state)[0].done == 2
    contested = next_round(moved(state, "r1", 11, 6))
    assert progress(contested)[0].done == 0
    # A fallen enemy in the zone contests nothing.
    assert progress(next_round(fallen(moved(state, "r1", 11, 6), "r1")))[0].done == 3


def test_reach_zone_is_judged_as_a_round_ends():
    state = battle([{"side": "red", "kind": "reach_zone", "zone": "ford", "count": 2}])
    state = moved(moved(state, "r1", 11, 5), "r2", 11, 8)
    assert progress(state)[0].done == 2 and outcome(state) is None  # there, the round not yet over
    assert outcome(next_round(state)) == Outcome("red", "reach_zone", "objective-1")


def test_reach_zone_one_short_does_not_win():
    state = moved(battle([{"side": "red", "kind": "reach_zone", "zone": "ford", "count": 2}]), "r1", 11, 5)
    assert outcome(next_round(state)) is None


def test_destroy_side_wins_for_the_side_that_destroyed_it():
    objectives = [{"side": "red", "kind": "destroy_side", "target": "blue", "name": "Drive them off"}]
    state = fallen(battle(objectives), "b1")
    assert (progress(state)[0].done, progress(state)[0].needed) == (1, 2)
    assert outcome(fallen(state, "b2")) == Outcome("red", "destroy_side", "objective-1")


def test_survive_rounds_wins_when_its_last_round_ends():
    state = battle([{"side": "blue", "kind": "survive_rounds", "rounds": 2}])
    state = next_round(state)
    assert progress(state)[0].done == 1 and outcome(state) is None
    assert outcome(next_round(state)) == Outcome("blue", "survive_rounds", "objective-1")


def test_protect_token_its_fall_loses_the_battle_for_its_side():
    state = battle([{"id": "reyes", "side": "blue", "kind": "protect_token", "token": "b1"}])
    assert progress(state)[0].done == 1 and outcome(state) is None
    state = fallen(state, "b1")
    assert progress(state)[0].failed
    assert outcome(state) == Outcome("red", "protect_token_lost", "reyes")


def test_the_first_objective_in_the_file_decides():
    objectives = [{"side": "blue", "kind": "protect_token", "token": "b1"},
                  {"side": "red", "kind": "destroy_side", "target": "blue"}]
    assert outcome(fallen(battle(objectives), "b1", "b2")).reason == "protect_token_lost"


def test_a_declared_result_stands_whatever_happens_after():
    state = fallen(battle(), "r1", "r2")
    declared = replace(state, combat=replace(state.combat, outcome=outcome(state)))
    revived = battle()
    revived = replace(revived, combat=replace(revived.combat, outcome=declared.combat.outcome))
    assert outcome(revived) == Outcome("blue", "last_side_standing")


@pytest.mark.parametrize("kind", ["hold_zone", "reach_zone"])
def test_a_zone_the_map_no_longer_has_is_never_held(kind):
    state = battle([{"side": "blue", "kind": kind, "zone": "ford"}])
    state = replace(moved(state, "b1", 10, 6), zones=())
    assert round_ended(state).combat.held == {} and outcome(next_round(state)) is None
