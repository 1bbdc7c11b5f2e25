"""The critical miss table (B556) for melee and ranged attacks: 3d6, seeded, logged, applied."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e import critical as crit
from battlemap.engine.systems.gurps4e.actions import action_reasons
from battlemap.engine.systems.gurps4e.defence import plan_defence
from battlemap.engine.systems.gurps4e.turns import start_turn
from tests.engine.ascii_maps import battle


def duel(a="swordsman", text="Ab", A=None):
    return battle(text, "gurps4e", seed=7, tokens={"A": {"template": a, "facing": 2, **(A or {})},
                                                   "b": {"template": "spearman", "facing": 5}})


def rolling(state, *totals):
    """The state with its dice at the first position whose 3d6 rolls give `totals` in turn."""
    for position in range(20000):
        dice, ok = DiceStream(state.dice.seed, position), True
        for total in totals:
            roll, dice = dice.roll_3d6()
            ok = ok and roll.total == total
        if ok:
            return replace(state, dice=DiceStream(state.dice.seed, position))
    raise AssertionError(f"no position rolls {totals}")


def weapon(state, token_id, weapon_id):
    return next(w for w in state.token(token_id).weapons if w.id == weapon_id)


@pytest.mark.parametrize("roll, row", [
    (3, "weapon_breaks"), (4, "weapon_breaks"), (5, "hit_yourself"), (6, "hit_yourself_half"),
    (7, "lose_balance"), (8, "weapon_turns"), (9, "drop_weapon"), (10, "drop_weapon"), (11, "drop_weapon"),
    (12, "weapon_turns"), (13, "lose_balance"), (14, "weapon_flies"), (15, "strained_shoulder"),
    (16, "fall_down"), (17, "weapon_breaks"), (18, "weapon_breaks")])
def test_b556_the_critical_miss_table_for_a_swung_melee_weapon(roll, row):
    assert crit.critical_miss_row(roll, ranged=False, damage="sw+1 cut") == row


@pytest.mark.parametrize("roll, row", [(14, "drop_weapon"), (16, "lose_balance")])
def test_b556_ranged_and_thrust_exceptions(roll, row):
    assert crit.critical_miss_row(roll, ranged=True) == row
    if roll == 14:
        assert crit.critical_miss_row(roll, ranged=False, damage="thr+3 imp") == row


def test_b556_a_broken_weapon_is_unready_and_cannot_be_readied():
    state = rolling(duel(), 3)
    after, events = crit.roll_critical_miss(state, "A", weapon(state, "A", "broadsword"), "attack", ranged=False)
    assert (events[0].param("row"), events[0].param("rolls")) == ("weapon_breaks", (3,))
    assert "broadsword" not in after.token("A").readied
    ready = Action("ready", "A", options=(("item", "broadsword"),))
    assert "item_broken" in [r.code for r in action_reasons(after, ready)]


def test_b556_a_breakage_resistant_weapon_rolls_again_and_is_only_dropped():
    state = rolling(duel(), 4, 10)
    shield = weapon(state, "A", "medium_shield")  # thr+1 cr: a solid crushing weapon
    after, events = crit.roll_critical_miss(state, "A", shield, "attack", ranged=False)
    assert (events[0].param("row"), events[0].param("rolls")) == ("drop_weapon", (4, 10))
    assert after.token("A").tactical.extra["dropped"] == ("medium_shield",)


def test_b556_a_dropped_weapon_is_picked_up_from_the_ground_r5():
    state = rolling(duel(), 10)
    after, _ = crit.roll_critical_miss(state, "A", weapon(state, "A", "broadsword"), "attack", ranged=False)
    ready = Action("ready", "A", options=(("item", "broadsword"),))
    assert [r.code for r in action_reasons(after, ready)] == ["item_on_ground"]
    pick_up = Action("pick_up", "A", options=(("item", "broadsword"),))
    # Standing, only the posture stands in the way (R5); the item itself may be picked up.
    assert [r.code for r in action_reasons(after, pick_up)] == ["pick_up_needs_low_posture"]


def test_b556_the_weapon_turns_in_hand_one_extra_ready():
    state = rolling(duel(), 8)
    after, _ = crit.roll_critical_miss(state, "A", weapon(state, "A", "broadsword"), "attack", ranged=False)
    assert "broadsword" not in after.token("A").readied
    assert not list(action_reasons(after, Action("ready", "A", options=(("item", "broadsword"),))))


def test_b556_lost_balance_nothing_else_defences_minus_2_until_the_next_turn():
    state = rolling(duel(), 7)
    after, _ = crit.roll_critical_miss(state, "A", weapon(state, "A", "broadsword"), "attack", ranged=False)
    plan = plan_defence(after, after.token("b"), after.token("A"), ranged=False, mods=[])
    before = plan_defence(state, state.token("b"), state.token("A"), ranged=False, mods=[])
    assert plan.rolls[0][1] == before.rolls[0][1] - 2
    assert "lost_balance" in [r.code for r in action_reasons(after, Action("do_nothing", "A"))]
    recovered, events = start_turn(after, "A")
    assert "lost_balance" not in recovered.token("A").tactical.extra


def test_b556_falling_down_unreadies_an_unbalanced_weapon_r11():
    state = rolling(duel(a="axeman", text="A.b"), 16)
    after, _ = crit.roll_critical_miss(state, "A", weapon(state, "A", "great_axe"), "attack", ranged=False)
    token = after.token("A")
    assert token.posture == "prone" and "great_axe" not in token.readied


def test_b556_hitting_yourself_full_or_half_damage():
    state = rolling(duel(), 5)
    after, events = crit.roll_critical_miss(state, "A", weapon(state, "A", "broadsword"), "attack", ranged=False)
    event = events[0]
    # Broadsword sw+1 cut at ST 11: 1d+2; DR 2; cut x1.5.
    assert event.param("damage") == sum(event.param("faces")) + 2
    assert after.token("A").tactical.extra["injury"] == event.param("injury") == int((event.param("damage") - 2) * 1.5)


def test_b556_a_critical_failure_in_play_rolls_the_table_and_logs_it():
    base = duel(A={"stats": {"skill": 4}})  # effective 4: a roll of 14 or more is a critical failure
    state = replace(rolling(base, 15, 9), combat=replace(base.combat, active="A",
                                                         spent=spent_at_turn_start(base, "A")))
    assert not check(state, Action("attack", "A", target="b"))
    outcome = apply(state, Action("attack", "A", target="b"))
    assert outcome.of_kind("attack")[0].param("result") == "critical_failure"
    missed = outcome.of_kind("critical_miss")
    assert [(e.param("rolls"), e.param("row")) for e in missed] == [((9,), "drop_weapon")]
    assert missed[0].param("text") == "You drop the weapon" and missed[0].param("zh")
