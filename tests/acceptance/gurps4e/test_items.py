"""Where an unready item lies and the grip a weapon is held at, in play (seed R3, R5, R10, R12)."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle


def duel(a="swordsman", text="A...b", A=None):
    return battle(text, "gurps4e", tokens={"A": {"template": a, "facing": 2, **(A or {})},
                                           "b": {"template": "spearman", "facing": 5}}, seed=7)


def next_turn(state, token_id="A"):
    return replace(state, combat=replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id)))


def codes(reasons):
    return [r.code for r in reasons]


def moved(state):
    return state.combat.spent_by("A", str(state.rules.param("move_spent_key")))


def put(state, onto, item="broadsword"):
    return next_turn(apply(state, Action("drop", "A", options=(("item", item), ("onto", onto)))).state)


def ready(item="broadsword", **options):
    return Action("ready", "A", options=(("item", item), *options.items()))


def test_r3_an_item_on_a_table_is_readied_standing_still_and_takes_the_step():
    state = put(duel(), "table")
    assert "broadsword" not in state.token("A").readied
    assert check(state, ready()) == ()
    after = apply(state, ready()).state
    assert "broadsword" in after.token("A").readied
    assert "at_hand" not in after.token("A").tactical.extra
    # Standing still: the Ready's step is used up.
    assert moved(after) == 1 and after.rules.movement_budget(after, after.token("A")) == 0


def test_r3_not_after_moving_this_turn():
    state = put(duel(), "rack")
    stepped = state.with_token_moved("A", state.grid.from_offset(1, 0))
    from battlemap.engine.play.budgets import with_spent_entries

    stepped = with_spent_entries(stepped, "A", {str(state.rules.param("move_spent_key")): 1})
    assert "must_stand_still" in codes(check(stepped, ready()))


def test_r3_only_within_reach_of_where_it_lies():
    state = put(duel(), "table")
    away = state.with_token_moved("A", state.grid.from_offset(2, 0))
    assert "out_of_reach" in codes(check(away, ready()))
    near = state.with_token_moved("A", state.grid.from_offset(1, 0))
    assert "out_of_reach" not in codes(check(near, ready()))


def test_r5_dropped_to_the_ground_is_picked_up_low_and_then_no_longer_on_the_ground():
    state = put(duel(), "ground")
    assert "item_on_ground" in codes(check(state, ready()))
    kneeling = replace(state, tokens=tuple(replace(t, posture="kneeling") if t.id == "A" else t
                                           for t in state.tokens))
    picked = apply(kneeling, Action("pick_up", "A", options=(("item", "broadsword"),))).state
    assert "broadsword" in picked.token("A").readied
    assert "broadsword" not in picked.token("A").tactical.extra.get("dropped", ())


def test_drop_without_onto_puts_the_item_away_on_the_person():
    state = put(duel(), "")
    assert check(state, ready()) == ()
    assert "dropped" not in state.token("A").tactical.extra and "at_hand" not in state.token("A").tactical.extra


def long_reach(state):
    """A: a polearm held at reach 1, 2 or 3 (a Ready per step to change)."""
    token = state.token("A")
    spear = next(w for w in token.weapons if w.id == "spear")
    pole = replace(spear, reach=(1, 2, 3))
    return replace(state, tokens=tuple(replace(t, weapons=tuple(pole if w.id == "spear" else w for w in t.weapons))
                                       if t.id == "A" else t for t in state.tokens))


def grip(action_id, reach=None):
    return Action(action_id, "A", options=(("reach", str(reach)),) if reach is not None else ())


def test_r10_one_ready_per_reach_step():
    state = long_reach(duel(a="spearman", A={"state": {"grip": 1}}))
    assert codes(check(state, grip("grip_long", 3))) == ["one_reach_step_per_ready"]
    two = next_turn(apply(state, grip("grip_long")).state)
    assert two.token("A").tactical.extra["grip"] == 2
    three = apply(two, grip("grip_long")).state
    assert three.token("A").tactical.extra["grip"] == 3


def test_r10_house_rule_off_one_ready_for_any_change():
    state = long_reach(duel(a="spearman", A={"state": {"grip": 1}}))
    state = replace(state, options={**state.options, "ready_per_reach_step": False})
    assert check(state, grip("grip_long", 3)) == ()
    assert apply(state, grip("grip_long", 3)).state.token("A").tactical.extra["grip"] == 3


def test_r10_an_unready_weapon_is_readied_at_any_reach_in_the_same_ready():
    state = duel(a="spearman", A={"readied": []})
    action = ready("spear", reach="2")
    assert check(state, action) == ()
    after = apply(state, action).state
    assert "spear" in after.token("A").readied and after.token("A").tactical.extra["grip"] == 2
    assert codes(check(state, ready("spear", reach="3"))) == ["bad_reach"]


@pytest.mark.parametrize("task, seconds", [("sheathe", 2), ("holster", 1)])
def test_r12_a_finished_sheathe_or_holster_puts_the_weapon_away(task, seconds):
    state = duel()
    action = Action("long_action", "A", options=(("task", task), ("item", "broadsword")))
    for second in range(1, seconds + 1):
        state = apply(next_turn(state), action).state
        assert ("broadsword" in state.token("A").readied) == (second < seconds)


def fast_draws(seed_from=0, **A):
    """(result, state after) of the swordsman's Fast-Draw (skill 12) of his sword, by seed."""
    from battlemap.engine.battle.dice import DiceStream

    state = duel(A={"readied": ["medium_shield"], **A})
    found = {}
    for seed in range(seed_from, seed_from + 200):
        action = Action("fast_draw", "A", options=(("item", "broadsword"),))
        outcome = apply(replace(state, dice=DiceStream(seed)), action)
        (event,) = outcome.of_kind("fast_draw")
        found.setdefault(event.param("result"), (event, outcome.state))
    return state, found


def test_r9_fast_draw_readies_without_a_maneuver_on_a_roll_of_its_skill():
    state, found = fast_draws()
    event, after = found["success"]
    assert event.param("skill") == 12 and event.param("roll") <= 12
    assert "broadsword" in after.token("A").readied
    assert after.combat.spent_by("A", "action.maneuver") == 0  # the turn's maneuver is still to come


def test_r9_a_failed_fast_draw_leaves_a_ready_and_a_critical_failure_drops_it():
    state, found = fast_draws()
    event, failed = found["failure"]
    assert 13 <= event.param("roll") <= 16  # skill 12: 17-18 are critical failures
    assert "broadsword" not in failed.token("A").readied
    assert codes(check(failed, Action("fast_draw", "A", options=(("item", "broadsword"),)))) == [
        "fast_draw_failed_use_ready"]
    assert check(failed, Action("ready", "A", options=(("item", "broadsword"),))) == ()
    event, fumbled = found["critical_failure"]
    assert event.param("roll") >= 17
    assert "broadsword" in fumbled.token("A").tactical.extra["dropped"]


def test_r9_fast_draw_needs_the_skill():
    state = duel(a="spearman", A={"readied": []})
    assert "no_fast_draw_skill" in codes(check(state, Action("fast_draw", "A", options=(("item", "spear"),))))


def hurried(stat="dx"):
    """The first seed whose DX / IQ roll succeeds and the first that fails, for the swordsman (DX 12)."""
    from battlemap.engine.battle.dice import DiceStream

    state = duel()
    action = Action("long_action_hurry", "A", options=(("task", "find_in_own_pack"), ("rolled", "5"),
                                                       ("stat", stat)))
    found = {}
    for seed in range(100):
        outcome = apply(replace(state, dice=DiceStream(seed)), action)
        (roll,) = outcome.of_kind("hurry")
        found.setdefault(roll.param("made"), outcome)
    return state, action, found


def test_r14_a_dx_roll_finishes_an_obvious_task_at_once():
    state, action, found = hurried()
    made = found[True]
    (roll,) = made.of_kind("hurry")
    assert (roll.param("stat"), roll.param("need")) == ("dx", 12) and roll.param("roll") <= 12
    (said,) = made.of_kind("count_aloud")
    assert said.param("done") is True and said.param("said").endswith("(hurried)")
    assert "long_action_task" not in made.state.token("A").tactical.extra


def test_r14_a_failed_roll_is_a_plain_second_and_a_mishap():
    state, action, found = hurried()
    failed = found[False]
    (roll,) = failed.of_kind("hurry")
    assert roll.param("mishap") is True and roll.param("roll") > 12
    (said,) = failed.of_kind("count_aloud")
    assert (said.param("second"), said.param("total"), said.param("done")) == (1, 5, False)
    assert codes(check(next_turn(failed.state), action)) == ["hurry_only_at_the_start"]


def test_r14_only_dx_or_iq():
    state = duel()
    bad = Action("long_action_hurry", "A", options=(("task", "swallow"), ("stat", "st")))
    assert codes(check(state, bad)) == ["bad_hurry_stat"]
