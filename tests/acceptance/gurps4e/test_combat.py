"""GURPS combat (RULES.md 1.2, 1.6, 1.7, 1.9): 3d6 roll-under, defences, arcs, postures, range, damage."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.gurps4e.combat import verdict
from battlemap.engine.systems.gurps4e.damage import (
    damage_spec, death_checks, injury, shock_after, wound_checks,
)
from battlemap.engine.systems.gurps4e.defence import base_defences
from battlemap.engine.systems.gurps4e.facing import arc_of
from battlemap.engine.systems.gurps4e.odds import gurps_hit, gurps_success
from battlemap.engine.systems.gurps4e.ranges import gurps_range_row
from battlemap.engine.systems.gurps4e.turns import start_turn
from tests.engine.ascii_maps import battle


def duel(a="swordsman", b="spearman", text="Ab", A=None, B=None, seed=7):
    return battle(text, "gurps4e", tokens={"A": {"template": a, "facing": 2, **(A or {})},
                                           "b": {"template": b, "facing": 5, **(B or {})}}, seed=seed)


@pytest.mark.parametrize("roll, skill, result", [
    (3, 3, "critical_success"), (4, 3, "critical_success"), (5, 14, "success"), (5, 15, "critical_success"),
    (6, 15, "success"), (6, 16, "critical_success"), (14, 14, "success"), (15, 14, "failure"),
    (16, 20, "success"), (17, 20, "failure"), (17, 15, "critical_failure"), (17, 16, "failure"),
    (18, 25, "critical_failure"), (16, 6, "critical_failure"), (15, 6, "failure"),
], ids=lambda v: str(v))
def test_3d6_roll_under_with_criticals(roll, skill, result):
    assert verdict(roll, skill, None) == result


@pytest.mark.parametrize("skill, ways", [(3, 4), (4, 4), (10, 108), (12, 160), (14, 196), (16, 212), (20, 212)])
def test_success_chances_of_the_cumulative_table(skill, ways):
    assert gurps_success(skill) == Fraction(ways, 216)


def test_a_critical_hit_allows_no_defence_and_rolls_replay():
    state = duel()
    for seed in range(300):
        outcome = apply(replace(state, dice=DiceStream(seed)), Action("attack", "A", target="b"))
        attack = outcome.of_kind("attack")[0]
        if attack.param("result") == "critical_success":
            assert attack.param("defences") == () and attack.param("hit") is True
            again = apply(replace(state, dice=DiceStream(seed)), Action("attack", "A", target="b"))
            assert again.events == outcome.events
            return
    raise AssertionError("no critical in 300 seeds")


def test_defence_rolls_in_play_match_the_odds_the_explanation_gives():
    state = duel()
    e = explain_attack(state, "A", "b")
    assert e.probability == gurps_hit(14, 9)
    hits = sum(apply(replace(state, dice=DiceStream(s)), Action("attack", "A", target="b"))
               .of_kind("attack")[0].param("hit") for s in range(400))
    assert abs(hits / 400 - float(e.probability)) < 0.08


def test_dodge_is_basic_speed_plus_3_without_a_dodge_stat():
    # The archer sets no dodge (nor does the ruleset default one): floor(6.75) + 3.
    state = duel(b="archer", B={"readied": [], "stats": {"basic_speed": 6.75}})
    assert "dodge" not in state.token("b").stats
    assert explain_attack(state, "A", "b").defence == "Dodge 9"


def test_parry_3_plus_half_skill_plus_weapon_parry_block_with_a_shield():
    assert explain_attack(duel(b="spearman"), "A", "b").defence == "Parry 9"  # 3 + 13 // 2
    assert explain_attack(duel(b="archer", B={"readied": ["shortsword"]}), "A", "b").defence == "Parry 10"
    # Swordsman: Parry 3 + 7 = 10, Block 3 + 7 = 10, +2 DB: the better, Parry 12.
    assert explain_attack(duel(b="swordsman"), "A", "b").defence == "Parry 12"


def test_retreat_adds_3_to_dodge_1_to_parry():
    state = duel()
    retreating = replace(state, options={**state.options, "gurps_retreat": True})
    e = explain_attack(retreating, "A", "b")
    # Parry 9 + 1 = 10, Dodge 8 + 3 = 11: the better.
    assert e.defence == "Dodge 11"
    assert {m.id: m.value for m in e.modifiers}["defence_retreat"] == -3
    shot = duel(a="archer", text="A....b")
    shot = replace(shot, options={**shot.options, "gurps_retreat": True})
    assert explain_attack(shot, "A", "b").defence == "Dodge 11"


@pytest.mark.parametrize("direction, arc", [(0, "front"), (1, "front"), (5, "front"), (2, "side"),
                                            (4, "side"), (3, "back")])
def test_hex_arcs_of_the_six_neighbours(direction, arc):
    state = duel(text="...\n...\n...")
    grid = state.grid
    centre = grid.from_offset(1, 1)
    assert arc_of(grid, centre, 0, grid.neighbor(centre, direction)) == arc


def test_side_hex_defends_at_minus_2_back_hex_not_at_all():
    front = duel()
    side = duel(B={"facing": 1})
    back = duel(B={"facing": 2})
    assert explain_attack(front, "A", "b").defence == "Parry 9"
    e = explain_attack(side, "A", "b")
    assert e.defence == "Parry 7" and {m.id: m.value for m in e.modifiers}["defence_side"] == 2
    e = explain_attack(back, "A", "b")
    assert e.defence is None and e.probability == gurps_success(14)


@pytest.mark.parametrize("posture, melee", [("crouching", -2), ("kneeling", -2), ("sitting", -2),
                                            ("crawling", -4), ("prone", -4)])
def test_posture_melee_attack_modifiers(posture, melee):
    # On three rows, lying or crawling A stretches into the hex south-east of it, not into b's.
    e = explain_attack(duel(A={"posture": posture}, text="...\n.Ab\n..."), "A", "b")
    assert {m.id: m.value for m in e.modifiers}["attacker_posture"] == melee


@pytest.mark.parametrize("posture, defence", [("kneeling", "Parry 7"), ("sitting", "Parry 7"),
                                              ("crawling", "Parry 6"), ("prone", "Parry 6"),
                                              ("crouching", "Parry 9")])
def test_posture_defence_modifiers(posture, defence):
    # b lying or crawling stretches north-west of it, beside A but not into A's hex.
    assert explain_attack(duel(B={"posture": posture}, text="...\n.Ab\n..."), "A", "b").defence == defence


@pytest.mark.parametrize("posture, move, footprint", [
    ("standing", 5, 1), ("crouching", 3, 1), ("kneeling", 1, 1), ("crawling", 1, 2), ("sitting", 0, 1),
    ("prone", 1, 2)])
def test_posture_movement_and_hex_footprints(posture, move, footprint):
    state = duel(A={"posture": posture}, text="A....\n.....\n....b")
    token = state.token("A")
    assert state.rules.movement_budget(state, token) == move
    assert len(token.footprint) == footprint


@pytest.mark.parametrize("yards, row, penalty", [
    (1, 2, 0), (2, 2, 0), (3, 3, -1), (4, 5, -2), (5, 5, -2), (7, 7, -3), (8, 10, -4), (10, 10, -4),
    (15, 15, -5), (20, 20, -6), (30, 30, -7), (50, 50, -8), (70, 70, -9), (100, 100, -10),
    (150, 150, -11), (200, 200, -12), (1000, 1000, -16)], ids=lambda v: str(v))
def test_range_table_next_higher_row(yards, row, penalty):
    assert gurps_range_row(yards) == (row, penalty)


@pytest.mark.parametrize("text, st, dice", [
    ("sw+1 cut", 11, "1d+2 cut"), ("thr+3 imp", 11, "1d+2 imp"), ("sw+3 cut", 13, "2d+2 cut"),
    ("thr+2 imp", 10, "1d imp"), ("sw cut", 8, "1d-2 cut"), ("2d+1 pi", 10, "2d+1 pi")])
def test_damage_by_st_thrust_and_swing(text, st, dice):
    assert damage_spec(text, st).text() == dice


@pytest.mark.parametrize("rolled, dr, kind, wound", [
    (6, 2, "cut", 6), (6, 2, "imp", 8), (6, 2, "cr", 4), (2, 2, "cut", 0), (3, 2, "cut", 1), (6, 0, "pi-", 3)])
def test_injury_after_dr_and_wounding(rolled, dr, kind, wound):
    assert injury(rolled, dr, kind) == wound


def test_major_wound_zero_hp_and_death():
    assert wound_checks(11, 0, 6) == (True, False, False)
    assert wound_checks(11, 0, 5) == (False, False, False)
    assert wound_checks(11, 8, 3) == (False, True, False)
    assert wound_checks(10, 50, 10) == (True, True, True)  # -5 x HP: dead


def test_a_hit_records_injury_and_undo_is_the_state_before():
    state = duel()
    for seed in range(60):
        before = replace(state, dice=DiceStream(seed))
        outcome = apply(before, Action("attack", "A", target="b"))
        damage = outcome.of_kind("damage")
        if damage:
            assert outcome.state.token("b").tactical.extra["injury"] == damage[0].param("injury")
            assert "injury" not in before.token("b").tactical.extra
            return
    raise AssertionError("no hit in 60 seeds")


@pytest.mark.parametrize("before, wound, shock", [(0, 1, 1), (0, 3, 3), (0, 9, 4), (2, 1, 3), (3, 5, 4)],
                         ids=lambda v: str(v))
def test_shock_is_minus_1_per_hp_lost_at_most_4(before, wound, shock):
    assert shock_after(before, wound) == shock


def test_shock_of_a_hit_applies_to_the_victims_next_turn_only():
    state = duel()
    for seed in range(80):
        outcome = apply(replace(state, dice=DiceStream(seed)), Action("attack", "A", target="b"))
        damage = outcome.of_kind("damage")
        if damage and damage[0].param("injury") and "stunned" not in outcome.state.token("b").conditions:
            break
    else:
        raise AssertionError("no wounding hit in 80 seeds")
    wound = damage[0].param("injury")
    hurt = outcome.state
    assert hurt.token("b").tactical.extra["shock"] == min(4, wound)
    # Not yet: shock is for the victim's next turn.
    assert "shock" not in {m.id for m in explain_attack(hurt, "b", "A", "attack").modifiers}
    on_turn, _ = start_turn(hurt, "b")
    terms = {m.id: m.value for m in explain_attack(on_turn, "b", "A", "attack").modifiers}
    assert terms["shock"] == -min(4, wound)
    next_turn, _ = start_turn(on_turn, "b")
    assert "shock" not in {m.id for m in explain_attack(next_turn, "b", "A", "attack").modifiers}


@pytest.mark.parametrize("injury, dodge, move", [(0, 8, 5), (7, 8, 5), (8, 4, 3), (11, 4, 3)],
                         ids=["unhurt", "4_of_11_left", "3_of_11_left", "none_left"])
def test_below_a_third_of_hp_move_and_dodge_are_halved_rounded_up(injury, dodge, move):
    # Spearman: HP 11, Dodge 8, Move 5. 3 HP left is below 11 / 3: Dodge 4, Move 3.
    state = duel(text="A.b", B={"state": {"injury": injury}})
    target = state.token("b")
    assert base_defences(target, ranged=True)["Dodge"] == dodge
    assert state.rules.movement_budget(state, target) == move


@pytest.mark.parametrize("hp, before, wound, checks", [
    (10, 0, 9, 0), (10, 0, 20, 1), (10, 15, 10, 1), (10, 5, 40, 3), (10, 0, 50, 4), (10, 19, 2, 1), (10, 21, 5, 0),
], ids=lambda v: str(v))
def test_an_ht_roll_or_death_at_each_multiple_of_minus_hp(hp, before, wound, checks):
    # HP 10: -10, -20, -30, -40 each ask for an HT roll; -50 is dead outright.
    assert death_checks(hp, before, wound) == checks


@pytest.mark.parametrize("injury, rolls", [(11, True), (12, True), (10, False)], ids=["0_hp", "minus_1", "1_hp"])
def test_at_0_hp_or_less_an_ht_roll_each_turn_to_stay_conscious(injury, rolls):
    # Spearman: HP 11, HT 11.
    state = duel(B={"state": {"injury": injury}})
    after, events = start_turn(state, "b")
    checks = [e for e in events if e.kind == "conscious_check"]
    assert bool(checks) == rolls
    if checks:
        assert checks[0].param("ht") == 11
        awake = checks[0].param("awake")
        assert ("unconscious" in after.token("b").conditions) == (not awake)
        assert awake == (checks[0].param("roll") <= 11)
