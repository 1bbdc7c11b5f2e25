"""Fallout d100 homebrew (RULES.md 4.3/4.4): РК order highest first, Delay, turn start and end."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import budget_of
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.initiative import roll_initiative
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_round as start_round, begin_turn as start_turn, end_turn
from battlemap.engine.systems.fallout_pnp.turns import delay_reasons, delay_turn, rk_of
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def table(rk=None, active="J", seed=5, spent=None):
    """Knight Jacobs (J) and two allies (A, B) against a raider (r), with fixed РК."""
    rk = rk or {"J": 25, "A": 20, "B": 12, "r": 18}
    tokens = {i: {"template": "raider" if i == "r" else "wastelander", "state": {"rk": v}} for i, v in rk.items()}
    order = sorted(rk, key=lambda i: -rk[i])
    combat = {"round": 1, "order": order, "active": active, "spent": spent or {}}
    return battle("JAB...r", "fallout-pnp", tokens=tokens, combat=combat, seed=seed)


def test_rk_is_1d20_plus_sequence_highest_first():
    state = battle("AB..c", "fallout-pnp", seed=11,
                   tokens={"A": {"template": "sniper"}, "B": {"template": "wastelander"}, "c": {"template": "raider"}})
    after, events = roll_initiative(state)
    scores = {e.actor: e.param("rk") for e in events}
    faces = [die_face(11, i, 20) for i in range(3)]
    assert scores == {"A": faces[0] + 16, "B": faces[1] + 10, "c": faces[2] + 10}
    assert [scores[i] for i in after.combat.order] == sorted(scores.values(), reverse=True)
    assert after.combat.active == after.combat.order[0]
    assert all(after.token(i).tactical.extra["rk"] == scores[i] for i in scores)


def test_rk_without_a_die_is_the_sequence_stat():
    state = with_options(battle("AB", "fallout-pnp", tokens={"A": {"template": "sniper"}}), rk_die=0)
    after, _ = roll_initiative(state)
    assert after.combat.order == ("A", "B") and rk_of(after.token("A")) == 16 and rk_of(after.token("B")) == 10


def test_the_seeds_example_rk_25_is_a_possible_roll():
    state = battle("A", "fallout-pnp", seed=next(s for s in range(1, 500) if die_face(s, 0, 20) == 15))
    after, events = roll_initiative(state)
    assert events[0].param("rk") == 25  # 1d20 showing 15 + Sequence 10


def test_knight_jacobs_delays_from_25_to_15():
    state = table()
    after, events = delay_turn(state, "J", 15)
    assert after.combat.order == ("A", "r", "J", "B")  # everyone above 15 acts first
    assert after.combat.active == "A"
    assert rk_of(after.token("J")) == 15 and events[0].param("score") == 15


def test_delaying_in_a_battle_without_a_turn_order_goes_by_the_token_order():
    state = table()
    state = replace(state, combat=replace(state.combat, order=()))  # a quick fight: no order written
    after = apply(state, Action("delay", "J", options=(("score", 15),))).state
    assert after.combat.order == ("A", "r", "J", "B") and after.combat.active == "A"


def test_delay_to_an_enemys_rk_goes_just_after_him():
    after, _ = delay_turn(table(), "J", 18)
    assert after.combat.order == ("A", "r", "J", "B")


@pytest.mark.parametrize("score, reason", [(25, "delay_not_lower"), (30, "delay_not_lower")])
def test_delay_must_choose_a_lower_number(score, reason):
    assert reason in [r.code for r in delay_reasons(table(), "J", score)]


def test_delay_once_per_round_and_only_at_the_start_of_the_turn():
    state = table()
    moved = apply(state, Action("defend", "J")).state
    assert "delay_not_at_turn_start" in [r.code for r in delay_reasons(moved, "J", 15)]
    after, _ = delay_turn(state, "J", 15)
    after = replace(after, combat=replace(after.combat, active="J"))
    assert "limit_reached" in [r.code for r in delay_reasons(after, "J", 10)]
    with pytest.raises(ValueError, match="limit_reached"):
        delay_turn(after, "J", 10)


def test_the_delayed_rk_returns_after_the_turn_and_the_order_next_round():
    after, _ = delay_turn(table(), "J", 15)
    after, _ = end_turn(after, "J")
    assert rk_of(after.token("J")) == 25
    after, events = start_round(after)
    assert after.combat.order == ("J", "A", "r", "B") and after.combat.active == "J"
    assert after.combat.round == 2


def test_ap_from_the_next_turn_is_spent_when_the_turn_begins():
    state = table(active="r")
    state = apply(state, Action("dodge", "J", options=(("count", 3),))).state
    state = apply(state, Action("minor_reaction", "J")).state
    assert budget_of(state, "J").debt == 5
    after, events = start_turn(state, "J")
    assert budget_of(after, "J").spent == 5 and budget_of(after, "J").debt == 0
    assert budget_of(after, "J").left() == 5
    assert "dodge_ap" not in after.token("J").tactical.extra  # +5 AC per AP lasted until now
    assert events[0].param("ap_owed") == 5


def test_debt_survives_a_new_round_until_the_tokens_turn():
    state = table(active="r", spent={"B": {"ap.next": 4, "ap": 3}})
    after, _ = start_round(state)
    assert after.combat.spent_by("B", "ap.next") == 4 and after.combat.spent_by("B", "ap") == 0


def test_defend_lasts_until_your_next_turn():
    state = apply(table(), Action("defend", "J")).state
    state, _ = end_turn(state, "J")
    assert state.token("J").tactical.extra["defend"] == 1
    state, _ = start_turn(state, "J")
    assert "defend" not in state.token("J").tactical.extra


def test_retreat_lasts_until_the_end_of_your_turn():
    state = apply(table(), Action("retreat", "J")).state
    assert state.token("J").tactical.retreat
    state, _ = end_turn(state, "J")
    assert not state.token("J").tactical.retreat


def test_an_unspent_focus_and_a_cancellable_miss_end_with_the_turn():
    state = apply(table(), Action("focus", "J")).state
    state, _ = end_turn(state, "J")
    assert "focus_aim" not in state.token("J").tactical.extra


def test_a_prepared_mine_arms_at_the_end_of_your_turn():
    state = table()
    state = state.with_token_moved("A", state.grid.from_offset(4, 0))  # nobody on the mine's square
    state = apply(state, Action("prepare_mine", "J", cell=state.grid.from_offset(1, 0))).state
    assert "mine_armed" not in state.token("J").tactical.extra  # not during the turn it is laid
    state, events = end_turn(state, "J")
    assert state.token("J").tactical.extra["mine_armed"] == [[1, 0]] and events[0].param("mine_at") == (1, 0)


@pytest.mark.parametrize("radius, caught", [(0, ("A",)), (5, ("J", "A", "B"))],
                         ids=["someone-on-its-square", "radius-5-ft"])
def test_a_mine_with_someone_in_its_radius_at_the_end_of_your_turn_goes_off(radius, caught):
    state = with_options(table(), mine_radius=radius)
    state = apply(state, Action("prepare_mine", "J", cell=state.grid.from_offset(1, 0))).state
    state, events = end_turn(state, "J")
    set_off = next(e for e in events if e.kind == "mine_set_off")
    assert set_off.param("at") == (1, 0) and set_off.param("caught") == caught
    assert "mine_armed" not in state.token("J").tactical.extra


def test_a_climber_rechecks_str_minus_2_at_the_start_of_each_turn():
    state = table()
    state = with_token(state, replace(state.token("J"), conditions=frozenset({"climbing"})))
    after, events = start_turn(state, "J")
    check_event = events[-1]
    assert check_event.kind == "check" and check_event.param("penalty") == -2 and check_event.param("need") == 3
    assert ("knocked_down" in after.token("J").conditions) != check_event.param("success")


def test_the_hacking_check_comes_at_the_end_of_the_second_turn():
    state = apply(table(), Action("hack_terminal", "J")).state
    state, events = end_turn(state, "J")
    assert [e.kind for e in events] == ["turn_ended"]
    state, _ = start_turn(state, "J")
    state = apply(state, Action("hack_terminal", "J")).state
    state, events = end_turn(state, "J")
    assert [e.kind for e in events] == ["turn_ended", "check"] and events[-1].param("stat") == "computers"
    assert "hack_turns" not in state.token("J").tactical.extra


def test_per_turn_limits_reset_at_your_next_turn():
    state = table()
    for _ in range(2):
        state = apply(state, Action("defend", "J")).state
    assert "limit_reached" in [r.code for r in check(state, Action("defend", "J"))]
    state, _ = start_turn(state, "J")
    assert not check(state, Action("defend", "J"))


def test_overwatch_once_per_round_not_again_next_turn_of_the_same_round():
    state = table()
    toward = state.grid.from_offset(6, 0)
    state = apply(state, Action("overwatch", "J", cell=toward)).state
    state, _ = start_turn(state, "J")
    assert state.token("J").tactical.overwatch is None
    assert "limit_reached" in [r.code for r in check(state, Action("overwatch", "J", cell=toward))]
    state, _ = start_round(state)
    assert not check(state, Action("overwatch", "J", cell=toward))


def test_help_lasts_until_the_helpers_next_turn():
    state = apply(table(), Action("help", "J", target="A")).state
    assert state.token("J").tactical.extra["helping"] is True
    state, _ = end_turn(state, "J")
    assert state.token("J").tactical.extra["helping"] is True
    state, _ = start_turn(state, "J")
    assert "helping" not in state.token("J").tactical.extra
