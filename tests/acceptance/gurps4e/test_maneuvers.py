"""GURPS maneuvers (RULES.md 1.3): one per turn, with the movement and defences each allows."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check, legal_actions
from battlemap.engine.systems.gurps4e.attack import hit_chance
from battlemap.engine.systems.gurps4e.odds import gurps_critical_success, gurps_hit, gurps_success
from tests.engine.ascii_maps import battle

#: RULES.md 1.3: every maneuver of the table, under the catalogue ids.
MANEUVERS = (
    "do_nothing", "move", "stand_up", "crouch", "kneel", "sit", "crawl", "lie_down", "aim", "evaluate",
    "attack", "feint", "all_out_attack", "all_out_attack_double", "all_out_attack_feint",
    "all_out_attack_strong", "all_out_attack_suppression", "move_and_attack", "all_out_defense_dodge",
    "all_out_defense_parry", "all_out_defense_block", "all_out_defense_double", "concentrate", "ready",
    "pick_up", "drop", "ready_shield", "drop_shield", "reload", "grip_long", "grip_short", "long_action", "lift_heavy",
    "long_action_hurry", "wait", "wait_leaves_reach", "wait_moves_in_reach", "hold_out", "take_handed",
)
#: The free crouch and the out-of-turn entries of a triggered Wait (no maneuver).
NOT_MANEUVERS = ("crouch_free", "wait_attack", "wait_feint", "wait_all_out_attack", "wait_ready", "turn",
                 "defend_retreating", "fast_draw")


def duel(a="swordsman", b="spearman", text="Ab", **extra):
    # Face to face: A faces south-east (2), b north-west (5).
    return battle(text, "gurps4e", tokens={"A": {"template": a, "facing": 2, **extra.get("A", {})},
                                           "b": {"template": b, "facing": 5, **extra.get("b", {})}}, seed=7)


def names(state, action_id):
    return state.ruleset.actions[action_id].names


def test_one_maneuver_per_turn_every_maneuver_costs_one():
    state = duel()
    options = {o.id: o for o in legal_actions(state, "A") if o.action_def.cost.maneuver}
    assert tuple(options) == MANEUVERS
    assert {o.cost_label for o in options.values()} == {"1 maneuver"}
    assert set(state.ruleset.actions) == set(MANEUVERS) | set(NOT_MANEUVERS)
    after = apply(state, Action("do_nothing", "A")).state
    for action_id in ("attack", "evaluate", "all_out_defense_dodge"):
        target = "b" if action_id in ("attack", "evaluate") else None
        assert [r.code for r in check(after, Action(action_id, "A", target=target))] == ["budget_exceeded"]


@pytest.mark.parametrize("action_id", MANEUVERS + NOT_MANEUVERS)
def test_every_maneuver_is_named_in_english_and_chinese(action_id):
    found = names(duel(), action_id)
    assert found["en"] and found["zh-Hans"]


@pytest.mark.parametrize("maneuver, target, yards", [
    ("move", None, 5), ("attack", "b", 1), ("aim", "b", 1), ("evaluate", "b", 1), ("feint", "b", 1),
    ("ready", None, 1), ("concentrate", None, 1), ("all_out_defense_parry", None, 1),
    ("all_out_attack", "b", 2), ("all_out_defense_dodge", None, 2), ("move_and_attack", "b", 5),
    ("do_nothing", None, 0), ("wait", None, 0), ("wait_leaves_reach", None, 0), ("kneel", None, 0),
], ids=lambda v: str(v))
def test_movement_each_maneuver_allows(maneuver, target, yards):
    # Basic Move 5: full 5, half 2 (rounded down), a step 1 yd, none 0.
    state = duel(a="archer", text="A.b") if maneuver == "aim" else duel(text="A.b")
    if maneuver in ("ready",):
        state = duel(a="spearman", text="A.b")
    action = Action(maneuver, "A", target=target, path=(state.grid.from_offset(1, 0),)) if maneuver == "move" \
        else Action(maneuver, "A", target=target)
    if maneuver in ("attack", "feint", "all_out_attack", "move_and_attack"):
        state = duel(a="spearman")
        action = Action(maneuver, "A", target="b")
    after = apply(state, action).state
    if maneuver == "move":
        yards -= 1  # the path of the move already took 1 yd
    assert after.rules.movement_budget(after, after.token("A")) == yards
    assert after.token("A").posture == ("kneeling" if maneuver == "kneel" else "standing")


def test_before_a_maneuver_a_drag_is_a_full_move():
    state = duel()
    assert state.rules.movement_budget(state, state.token("A")) == 5


def test_all_out_attack_leaves_no_active_defence_until_the_next_turn():
    after = apply(duel(), Action("all_out_attack", "A", target="b")).state
    e = explain_attack(after, "b", "A")
    assert e.defence is None
    assert e.probability == gurps_success(13)


def test_all_out_attack_determined_is_plus_4_melee_and_plus_1_ranged():
    melee = explain_attack(duel(), "A", "b", "all_out_attack")
    assert {m.id: m.value for m in melee.modifiers}["all_out_attack"] == 4
    assert melee.roll == "3d6 <= 18"
    shot = explain_attack(duel(a="archer", text="A....b"), "A", "b", "all_out_attack")
    assert {m.id: m.value for m in shot.modifiers}["all_out_attack"] == 1


def test_all_out_attack_double_makes_two_attacks():
    outcome = apply(duel(), Action("all_out_attack_double", "A", target="b"))
    assert len(outcome.of_kind("attack")) == 2


def test_all_out_attack_strong_adds_2_damage_or_1_per_die():
    from battlemap.engine.systems.gurps4e.damage import damage_spec

    assert damage_spec("sw+1 cut", 11).text() == "1d+2 cut"
    assert damage_spec("sw+1 cut", 11, strong=True).text() == "1d+4 cut"
    assert damage_spec("sw+3 cut", 18, strong=True).text() == "3d+6 cut"


def test_suppression_fire_needs_rof_5():
    state = duel(a="archer", text="A....b")
    spray = Action("all_out_attack_suppression", "A", cell=state.token("b").cell)
    assert "rof_below_5" in [r.code for r in check(state, spray)]


def test_move_and_attack_minus_4_capped_at_9_and_ranged_bulk():
    melee = explain_attack(duel(), "A", "b", "move_and_attack")
    assert melee.roll == "3d6 <= 9"
    shot = explain_attack(duel(a="archer", text="A..b"), "A", "b", "move_and_attack")
    # Longbow Bulk -8 is worse than -2; range 3 yd -1: 14 - 8 - 1 = 5.
    assert {m.id: m.value for m in shot.modifiers}["move_and_attack"] == -8
    assert shot.roll == "3d6 <= 5"


def test_move_and_attack_leaves_dodge_or_block_but_no_parry():
    after = apply(duel(a="spearman", b="swordsman"), Action("move_and_attack", "A", target="b")).state
    # The spearman's Parry 9 is gone: Dodge 8 remains.
    assert explain_attack(after, "b", "A").defence == "Dodge 8"


@pytest.mark.parametrize("maneuver, defence", [
    ("all_out_defense_dodge", "Dodge 10"), ("all_out_defense_parry", "Parry 11"),
    ("all_out_defense_double", "Parry 9, then Dodge 8"),
], ids=["increased-dodge", "increased-parry", "double"])
def test_all_out_defense_plus_2_or_two_defences(maneuver, defence):
    after = apply(duel(a="spearman", b="swordsman"), Action(maneuver, "A")).state
    e = explain_attack(after, "b", "A")
    assert e.defence == defence
    if maneuver == "all_out_defense_double":
        assert e.probability == hit_chance(14, (9, 8))
        expected = (gurps_success(14) - gurps_critical_success(14)) * (1 - gurps_success(9)) * (
            1 - gurps_success(8)) + gurps_critical_success(14)
        assert e.probability == expected


def test_increased_block_with_a_ready_shield():
    after = apply(duel(a="swordsman", b="spearman"), Action("all_out_defense_block", "A")).state
    # Block 3 + 14 // 2 = 10, +2 All-Out Defense, +2 shield DB = 14; beats Parry 10 + 2.
    assert explain_attack(after, "b", "A").defence == "Block 14"


def test_aim_accumulates_acc_then_plus_1_then_plus_2_at_most():
    state = duel(a="archer", text="A......b")
    bonuses = []
    for _ in range(4):
        state = apply(state, Action("aim", "A", target="b")).state
        bonuses.append({m.id: m.value for m in explain_attack(state, "A", "b").modifiers}["aim"])
        state = _next_turn(state)
    assert bonuses == [3, 4, 5, 5]


def test_aim_braced_adds_1_and_another_maneuver_ends_it():
    state = duel(a="archer", text="A......b")
    braced = apply(state, Action("aim", "A", target="b", options=(("braced", "yes"),))).state
    terms = {m.id: m.value for m in explain_attack(braced, "A", "b").modifiers}
    assert (terms["aim"], terms["aim_braced"]) == (3, 1)  # longbow Acc 3, +1 braced
    moved = apply(_next_turn(braced), Action("do_nothing", "A")).state
    assert "braced" not in moved.token("A").tactical.extra


def test_aim_is_lost_by_defending():
    state = duel(a="archer", b="swordsman", text="Ab")
    state = apply(state, Action("aim", "A", target="b")).state
    for seed in range(40):
        from dataclasses import replace

        from battlemap.engine.battle.dice import DiceStream

        tried = replace(_turn_of(state, "b"), dice=DiceStream(seed))
        outcome = apply(tried, Action("attack", "b", target="A"))
        attack = outcome.of_kind("attack")[0]
        if attack.param("defences"):
            assert outcome.state.token("A").tactical.aiming is None
            assert "aim_turns" not in outcome.state.token("A").tactical.extra
            return
    raise AssertionError("no seed made the archer defend")


def test_another_maneuver_ends_the_aim():
    state = apply(duel(a="archer", text="A...b"), Action("aim", "A", target="b")).state
    state = apply(_next_turn(state), Action("do_nothing", "A")).state
    assert state.token("A").tactical.aiming is None


def test_evaluate_plus_1_a_turn_at_most_3():
    state = duel()
    for _ in range(4):
        state = _next_turn(apply(state, Action("evaluate", "A", target="b")).state)
    assert {m.id: m.value for m in explain_attack(state, "A", "b").modifiers}["evaluate"] == 3


def test_feint_is_a_quick_contest_and_its_margin_comes_off_the_defence():
    state = duel()
    e = explain_attack(state, "A", "b", "feint")
    assert e.roll == "3d6 <= 14 vs 3d6 <= 13 (Quick Contest)"
    assert Fraction(0) < e.probability < gurps_success(14)
    feinted = battle("Ab", "gurps4e", tokens={"A": {"template": "swordsman"},
                                               "b": {"template": "spearman", "state": {"feint.A": 3}}})
    after = explain_attack(feinted, "A", "b")
    assert after.defence == "Parry 6"
    assert after.probability == gurps_hit(14, 6)


def test_wait_arms_a_trigger_and_another_maneuver_disarms_it():
    state = apply(duel(), Action("wait", "A")).state
    assert state.token("A").tactical.wait == "enters_reach"
    state = apply(_next_turn(state), Action("do_nothing", "A")).state
    assert state.token("A").tactical.wait is None


def test_lying_down_to_standing_takes_two_turns():
    state = duel(A={"posture": "prone", "facing": 5})  # lying away from b: its second hex is free
    assert [r.code for r in check(state, Action("stand_up", "A"))] == ["requires_posture_in"]
    state = _next_turn(apply(state, Action("kneel", "A")).state)
    assert apply(state, Action("stand_up", "A")).state.token("A").posture == "standing"


def _turn_of(state, token_id):
    from dataclasses import replace

    from battlemap.engine.play.budgets import spent_at_turn_start

    return replace(state, combat=replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id)))


def _next_turn(state):
    return _turn_of(state, "A")


@pytest.mark.parametrize("action_id, trigger", [
    ("wait", "enters_reach"), ("wait_leaves_reach", "leaves_reach"), ("wait_moves_in_reach", "moves_in_reach")])
def test_wait_names_its_trigger_and_the_drag_preview_shows_it(action_id, trigger):
    from battlemap.engine.movement.preview import preview_move

    state = apply(duel(a="spearman", text=".....\nA...b\n....."), Action(action_id, "A")).state
    assert state.token("A").tactical.wait == trigger
    grid = state.grid
    # The spear reaches 1 and 2 yd from (0,1): entering (2,1), leaving to (3,1), moving (1,1) -> (1,0).
    path = {"enters_reach": [(3, 1), (2, 1)], "leaves_reach": [(3, 1)], "moves_in_reach": [(1, 0)]}[trigger]
    start = {"enters_reach": None, "leaves_reach": (2, 1), "moves_in_reach": (1, 1)}[trigger]
    if start is not None:
        state = state.with_token_moved("b", grid.from_offset(*start))
    cells = [grid.from_offset(*c) for c in path]
    reactions = preview_move(state, "b", cells).reactions
    assert [(r.by, r.kind) for r in reactions] == [("A", "wait")]


def test_concentration_is_kept_by_will_minus_3_when_defending():
    from dataclasses import replace as _replace

    from battlemap.engine.battle.dice import DiceStream

    state = duel(b="swordsman", text="Ab")
    state = apply(_turn_of(state, "b"), Action("concentrate", "b")).state
    state = apply(_turn_of(state, "b"), Action("concentrate", "b")).state
    assert state.token("b").tactical.extra["ritual_seconds"] == 2
    seen = {}
    for seed in range(60):
        outcome = apply(_replace(_turn_of(state, "A"), dice=DiceStream(seed)), Action("attack", "A", target="b"))
        for check_event in outcome.of_kind("concentration_check"):
            seen.setdefault(check_event.param("kept"), (check_event, outcome.state))
    kept_event, kept_state = seen[True]
    assert kept_event.param("need") == 7  # IQ 10 - 3
    assert kept_state.token("b").tactical.extra["ritual_seconds"] == 2
    lost_event, lost_state = seen[False]
    assert lost_event.param("roll") > 7
    assert "ritual_seconds" not in lost_state.token("b").tactical.extra
