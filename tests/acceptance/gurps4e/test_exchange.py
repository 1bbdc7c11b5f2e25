"""Handing an item over (seed R4): the giver's Ready on its own turn, then the receiver's."""

from dataclasses import replace

import pytest

from battlemap.document.commands import Rejected
from battlemap.document.moves import move_command
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle


def party(text="AC", C=None):
    return battle(text, "gurps4e", seed=7, tokens={
        "A": {"template": "swordsman"}, "C": {"template": "archer", "readied": [], **(C or {})}})


def turn(state, token_id):
    return replace(state, combat=replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id)))


def codes(reasons):
    return [r.code for r in reasons]


def held_out(state, item="broadsword"):
    return apply(turn(state, "A"), Action("hold_out", "A", options=(("item", item),))).state


def test_r4_the_giver_readies_on_its_turn_and_the_receiver_takes_it_ready_on_its_own():
    state = held_out(party())
    assert state.token("A").tactical.extra["held_out"] == "broadsword"
    outcome = apply(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    after = outcome.state
    assert "broadsword" not in {w.id for w in after.token("A").weapons}
    assert "broadsword" in after.token("C").readied
    assert [(e.kind, e.actor, e.param("item")) for e in outcome.events[1:]] == [
        ("unreadied", "A", "broadsword"), ("readied", "C", "broadsword")]
    assert "held_out" not in after.token("A").tactical.extra
    assert outcome.events[0].param("cost") == "1 maneuver"  # each party one Ready


def test_r4_the_receiver_cannot_take_what_was_not_held_out():
    state = turn(party(), "C")
    found = check(state, Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert codes(found) == ["giver_must_ready_first"]


def test_r4_giver_and_receiver_within_one_yard():
    state = held_out(party(text="A.C"))
    found = check(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert codes(found) == ["out_of_reach"]


def test_r4_both_stand_still():
    state = held_out(party())
    moved = turn(state, "C")
    moved = replace(moved, combat=replace(moved.combat, spent={"C": {"move": 1}}))
    found = check(moved, Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert codes(found) == ["both_must_stand_still"]
    giver_moved = turn(party(), "A")
    giver_moved = replace(giver_moved, combat=replace(giver_moved.combat, spent={"A": {"move": 1}}))
    assert codes(check(giver_moved, Action("hold_out", "A", options=(("item", "broadsword"),)))) == [
        "both_must_stand_still"]


def test_r4_one_item_per_exchange():
    state = held_out(party())
    found = check(turn(state, "C"), Action("take_handed", "C", target="A",
                                           options=(("item", "broadsword,medium_shield"),)))
    assert "one_item_per_exchange" in codes(found)


def test_r4_only_a_ready_item_is_held_out():
    state = party()
    found = check(turn(state, "C"), Action("hold_out", "C", options=(("item", "longbow"),)))
    assert "item_not_ready" in codes(found)


def test_r4_the_exchange_is_undone_with_the_state_before():
    state = turn(held_out(party()), "C")
    before = state.token("A"), state.token("C")
    apply(state, Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert (state.token("A"), state.token("C")) == before and "broadsword" in {w.id for w in before[0].weapons}


def step(state, token_id, cell):
    """A dragged step of `token_id` into `cell` (col, row), as the window plays it."""
    command = move_command(state, token_id, (state.grid.from_offset(*cell),))
    assert not isinstance(command, Rejected), command
    return command.after


def test_r4_both_stand_still_a_step_after_holding_out_breaks_the_exchange():
    # Seed R4: both must stand still. The giver's Ready allows a step, taken after holding out.
    state = step(held_out(party(text="AC\n..")), "A", (0, 1))
    found = check(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert codes(found) == ["both_must_stand_still"] and found[0].param("who") == "A"


def test_r4_both_stand_still_a_giver_that_steps_away_and_back_on_its_next_turn_has_moved():
    state = held_out(party(text="AC\n.."))
    state = step(step(turn(state, "A"), "A", (0, 1)), "A", (0, 0))
    assert state.token("A").tactical.extra["held_out"] == "broadsword"
    found = check(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert codes(found) == ["both_must_stand_still"]


def test_r4_both_stand_still_a_giver_pushed_out_of_its_hex_has_moved():
    state = held_out(party(text="AC\n.."))
    moved = replace(state, tokens=tuple(replace(t, cell=state.grid.from_offset(0, 1)) if t.id == "A" else t
                                        for t in state.tokens))
    found = check(turn(moved, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert "both_must_stand_still" in codes(found)  # pushed or retreated out of the hex it held out in


def test_r4_both_stand_still_the_receiver_takes_no_step_after_taking():
    state = held_out(party(text="AC.\n..."))
    state = apply(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),))).state
    command = move_command(state, "C", (state.grid.from_offset(2, 0),))
    assert isinstance(command, Rejected) and "both_must_stand_still" in [r.code for r in command.reasons]


def test_r4_both_stand_still_off_lets_the_giver_step_after_holding_out():
    state = held_out(party(text="AC\n.."))
    state = replace(state, options={**state.options, "exchange_both_stand_still": False})
    state = step(state, "A", (0, 1))
    outcome = apply(turn(state, "C"), Action("take_handed", "C", target="A", options=(("item", "broadsword"),)))
    assert "broadsword" in outcome.state.token("C").readied


def test_r4_taking_with_nothing_held_out_and_no_item_is_refused_not_a_crash():
    state = turn(party(), "C")
    found = check(state, Action("take_handed", "C", target="A"))
    assert codes(found) == ["giver_must_ready_first"]
    assert (found[0].param("giver"), found[0].param("item")) == ("A", "broadsword")  # what A would hold out
    with pytest.raises(IllegalAction):
        apply(state, Action("take_handed", "C", target="A"))


def test_r4_taking_from_a_giver_who_carries_nothing_is_refused():
    state = battle("AC", "gurps4e", seed=7, tokens={
        "A": {"template": "swordsman", "weapons": [], "readied": []}, "C": {"template": "archer"}})
    assert codes(check(turn(state, "C"), Action("take_handed", "C", target="A"))) == ["item_missing"]


def test_r4_an_item_held_out_but_no_longer_carried_is_refused():
    state = held_out(party())
    giver = state.token("A")
    state = replace(state, tokens=tuple(replace(t, weapons=()) if t.id == "A" else t for t in state.tokens))
    assert giver.tactical.extra["held_out"] == "broadsword"
    found = check(turn(state, "C"), Action("take_handed", "C", target="A"))
    assert "item_missing" in codes(found)
