"""Fallout d100 homebrew (RULES.md 4.3): the checks of climbing, jumping, stabilising, long tasks."""

from fractions import Fraction

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.turns import begin_turn as start_turn
from battlemap.engine.systems.fallout_pnp.checks import (
    CHECKS, action_check, check_odds, climb_check, disarm_mine, finish_long_task, high_jump_ft,
    long_jump, long_task_turns_left, pickpocket, sense, sneak_check, stabilise,
)
from tests.engine.ascii_maps import battle


def seed_where(test, positions=(0,), sides=10):
    return next(s for s in range(1, 5000) if all(test(die_face(s, p, sides)) for p in positions))


def one(seed=1, **token):
    combat = {"round": 1, "order": ["A", "B"], "active": "A"}
    return battle("AB", "fallout-pnp", tokens={"A": token, "B": {}}, combat=combat, seed=seed)


@pytest.mark.parametrize("action_id, stat, penalty", [
    ("climb", "strength", -2), ("taunt", "charisma", -4), ("clear_debris", "strength", -4),
    ("quick_scan", "perception", 0), ("jump_long", "agility", -2), ("stabilise", "medicine", -50),
], ids=["climb-str-2", "taunt-cha-4", "debris-str-4", "scan-per", "long-jump-agi-2", "stabilise-medicine-50"])
def test_check_penalties_of_the_seed(action_id, stat, penalty):
    assert CHECKS[action_id][:2] == (stat, penalty)


@pytest.mark.parametrize("value, penalty, sides, odds", [
    (5, -2, 10, Fraction(3, 10)), (5, -4, 10, Fraction(1, 10)), (2, -4, 10, Fraction(0)),
    (80, -50, 100, Fraction(30, 100)), (40, -50, 100, Fraction(0)),
])
def test_check_odds_are_exact(value, penalty, sides, odds):
    assert check_odds(value, penalty, sides) == odds


def test_a_taunt_rolls_1d10_at_most_cha_minus_4():
    state = one(seed=3, stats={"charisma": 7})
    after, event = action_check(state, "A", "taunt")
    assert event.param("need") == 3 and event.param("faces") == (die_face(3, 0, 10),)
    assert event.param("success") == (die_face(3, 0, 10) <= 3)
    assert after.dice.position == 1


def test_a_failed_climb_knocks_you_down():
    state = one(seed=seed_where(lambda f: f > 3))
    outcome = apply(state, Action("climb", "A"))
    check = next(e for e in outcome.events if e.kind == "check")
    assert not check.param("success") and check.param("need") == 3  # STR 5 - 2 on 1d10
    token = outcome.state.token("A")
    assert "knocked_down" in token.conditions and "climbing" not in token.conditions and token.posture == "prone"


def test_a_climb_that_holds_goes_on():
    state = apply(one(seed=seed_where(lambda f: f <= 3)), Action("climb", "A")).state
    assert "climbing" in state.token("A").conditions
    more = apply(state, Action("climb", "A"))  # 5 ft more: no new check until the next turn
    assert [e.kind for e in more.events] == ["action", "climbed"]
    assert more.state.combat.spent_by("A", "ap") == 4 and more.state.dice.position == 1
    after, events = climb_check(state, "A")
    assert events[0].param("penalty") == -2


@pytest.mark.parametrize("strength, feet", [(5, 2.5), (10, 5.0), (1, 0.5)], ids=["str5", "str10", "at-least-6-in"])
def test_high_jump_str_over_2_ft(strength, feet):
    assert high_jump_ft(one(stats={"strength": strength}).token("A")) == feet


def test_long_jump_10_ft_needs_no_check():
    after, events = long_jump(one(), "A", 10)
    assert [e.kind for e in events] == ["jumped"] and events[0].param("feet") == 10


def test_long_jump_30_ft_two_agi_checks():
    state = one(seed=seed_where(lambda f: f <= 3, positions=(0, 1)))
    after, events = long_jump(state, "A", 20)
    assert [e.kind for e in events] == ["check", "check", "jumped"] and events[-1].param("feet") == 20


def test_long_jump_failure_half_the_length_and_knocked_down():
    state = one(seed=seed_where(lambda f: f > 3))
    after, events = long_jump(state, "A", 30)
    assert events[-1].param("feet") == 15 and events[-1].param("knocked_down") is True
    assert "knocked_down" in after.token("A").conditions


def test_long_jump_is_at_most_30_ft():
    with pytest.raises(ValueError):
        long_jump(one(), "A", 35)


def test_stabilise_comatose_to_unconscious_with_1_hp():
    seed = seed_where(lambda f: f <= 30, sides=100)
    state = battle("AB", "fallout-pnp", seed=seed, tokens={
        "A": {"stats": {"medicine": 80}}, "B": {"side": "blue", "conditions": ["comatose", "bleeding"],
                                               "stats": {"hp": -3}}})
    after, events = stabilise(state, "A", "B")
    assert events[0].param("need") == 30 and events[0].param("success")
    patient = after.token("B")
    assert patient.conditions == {"unconscious"} and patient.stats["hp"] == 1


def test_stabilise_without_a_check_removes_one_effect():
    state = battle("AB", "fallout-pnp", tokens={"B": {"side": "blue", "conditions": ["bleeding", "burning"]}})
    after, events = stabilise(state, "A", "B", remove="bleeding")
    assert after.token("B").conditions == {"burning"} and after.dice == state.dice


def test_hacking_takes_2_turns_and_checks_at_the_end_of_the_last():
    state = one(stats={"computers": 60})
    state = apply(state, Action("hack_terminal", "A")).state
    assert long_task_turns_left(state.token("A"), "hack_terminal") == 1
    with pytest.raises(ValueError, match="1 more turn"):
        finish_long_task(state, "A", "hack_terminal")
    state = apply(start_turn(state, "A")[0], Action("hack_terminal", "A")).state
    assert long_task_turns_left(state.token("A"), "hack_terminal") == 0
    _, event = finish_long_task(state, "A", "hack_terminal")
    assert event.param("need") == 60


def test_lockpicking_takes_4_turns():
    assert long_task_turns_left(one().token("A"), "pick_lock") == 4


@pytest.mark.parametrize("faces, outcome", [((1, 1), "mine_disarmed"), ((100, 1), "mine_triggered"),
                                            ((1, 100), "mine_triggered")], ids=["disarmed", "sneak-fails", "work-fails"])
def test_disarm_a_mine_sneak_then_engineering(faces, outcome):
    seed = next(s for s in range(1, 50000)
                if (die_face(s, 0, 100) <= 20) == (faces[0] == 1) and (die_face(s, 1, 100) <= 20) == (faces[1] == 1))
    state = one(seed=seed, stats={"sneak": 40, "engineering": 40})
    _, events = disarm_mine(state, "A", -20)
    assert events[-1].kind == outcome


def _pair(seed, a=None, b=None):
    return battle("AB", "fallout-pnp", seed=seed, tokens={"A": {"stats": a or {}}, "B": {"stats": b or {}}})


def test_sense_beats_a_failed_sneak():
    seed = next(s for s in range(1, 5000) if die_face(s, 0, 100) > 30 and die_face(s, 1, 100) <= 50)
    state, _ = sneak_check(_pair(seed, a={"perception_skill": 50}, b={"sneak": 30}), "B")
    assert state.token("B").tactical.extra["sneak_result"] == -1
    after, events = sense(state, "A", "B")
    assert events[-1].kind == "sensed" and after.token("A").tactical.extra["sensed"] == "B"


def test_sense_loses_to_a_better_sneak():
    seed = next(s for s in range(1, 5000) if die_face(s, 0, 100) == 1 and die_face(s, 1, 100) > 40)
    state, _ = sneak_check(_pair(seed, a={"perception_skill": 50}, b={"sneak": 80}), "B")
    assert state.token("B").tactical.extra["sneak_result"] == 79
    _, events = sense(state, "A", "B")
    assert events[-1].kind == "not_sensed"


@pytest.mark.parametrize("faces, result", [((10, 90), "pickpocketed"), ((10, 5), "caught"), ((90, 90), "caught")],
                         ids=["target-fails", "target-better", "thief-fails"])
def test_pickpocket_sleight_of_hand_against_perception(faces, result):
    seed = next(s for s in range(1, 100000)
                if (die_face(s, 0, 100) <= 50) == (faces[0] < 50) and (die_face(s, 1, 100) <= 50) == (faces[1] < 50)
                and (faces[1] != 5 or die_face(s, 1, 100) < die_face(s, 0, 100)))
    state = _pair(seed, a={"sleight_of_hand": 50}, b={"perception_skill": 50})
    _, events = pickpocket(state, "A", "B")
    assert events[-1].kind == result
