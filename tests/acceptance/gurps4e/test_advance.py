"""GURPS moves inside a maneuver (RULES.md 1.3): Move and Attack and All-Out Attack carry a
path and attack from its end; turning as part of a move (1.2 facing); retreat per attack (1.7)."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.attack import hit_chance
from battlemap.engine.systems.gurps4e.facing import BACK, FRONT, SIDE, token_arc
from battlemap.engine.systems.gurps4e.turns import start_turn
from tests.engine.ascii_maps import battle


def fight(text, a="swordsman", b="spearman", a_facing=2, b_facing=5, seed=7, **more):
    tokens = {"A": {"template": a, "facing": a_facing, **more.get("A", {})},
              "b": {"template": b, "facing": b_facing, **more.get("b", {})}}
    return battle(text, "gurps4e", tokens=tokens, seed=seed)


def cells(state, *offsets):
    return tuple(state.grid.from_offset(c, r) for c, r in offsets)


def codes(reasons):
    return [r.code for r in reasons]


def attacks(events):
    return [e for e in events if e.kind == "attack"]


# --- Move and Attack: full Move, then the attack from the new hex -----------------------------

def test_move_and_attack_walks_the_path_then_attacks_at_minus_4_capped_at_9():
    state = fight("A....b")
    path = cells(state, (1, 0), (2, 0), (3, 0), (4, 0))
    action = Action("move_and_attack", "A", target="b", path=path)
    assert check(state, action) == ()
    out = apply(state, action)
    after = out.state
    assert after.grid.to_offset(after.token("A").cell) == (4, 0)
    # Basic Move 5, 4 yd walked: 1 yd left of the full Move.
    assert after.rules.movement_budget(after, after.token("A")) == 1
    kinds = [e.kind for e in out.events]
    assert kinds.index("moved") < kinds.index("attack")
    (attack,) = attacks(out.events)
    # Skill 14 - 4 = 10, capped at 9; the spearman parries 3 + 13 // 2 = 9.
    assert attack.param("need") == 9
    assert attack.param("defence") == "Parry 9"
    assert attack.param("probability") == hit_chance(9, (9,))


def test_move_and_attack_from_too_far_without_a_path_is_out_of_reach():
    state = fight("A....b")
    assert "out_of_range" in codes(check(state, Action("move_and_attack", "A", target="b")))


def test_move_and_attack_path_longer_than_move_is_judged_like_a_drag():
    state = fight("A......b")
    path = cells(state, *((c, 0) for c in range(1, 7)))
    assert "over_budget" in codes(check(state, Action("move_and_attack", "A", target="b", path=path)))


def test_move_and_attack_leaves_no_parry_until_the_next_turn():
    state = fight("A....b", a="spearman", b="swordsman")
    path = cells(state, (1, 0), (2, 0), (3, 0), (4, 0))
    after = apply(state, Action("move_and_attack", "A", target="b", path=path)).state
    explained = explain_attack(after, "b", "A", "attack")
    # The spearman mover keeps only Dodge 8 (Parry 9 would have been its best).
    assert explained.defence == "Dodge 8"


def test_move_and_attack_ranged_takes_minus_2_or_the_bulk():
    state = fight("A....b", a="archer")
    path = cells(state, (1, 0))
    out = apply(state, Action("move_and_attack", "A", target="b", path=path))
    (attack,) = attacks(out.events)
    mods = {m.id: m.value for m in attack.modifiers}
    assert mods["move_and_attack"] == -8  # longbow Bulk -8 is worse than -2


# --- All-Out Attack: half Move, forward only, then the attack ---------------------------------

def test_all_out_attack_moves_half_move_forward_then_attacks_at_plus_4():
    state = fight("A..b")
    path = cells(state, (1, 0), (2, 0))
    action = Action("all_out_attack", "A", target="b", path=path)
    assert check(state, action) == ()
    out = apply(state, action)
    assert out.state.grid.to_offset(out.state.token("A").cell) == (2, 0)
    (attack,) = attacks(out.events)
    assert attack.param("need") == 18  # skill 14 + 4 (Determined)
    assert attack.param("probability") == hit_chance(18, (9,))


@pytest.mark.parametrize("offsets, facing, code", [
    (((1, 0), (2, 0), (3, 0)), 2, "all_out_attack_too_far"),  # Move 5: half Move 2 yd
    (((1, 0), (2, 0)), 5, "not_forward"),                       # facing away from the path
], ids=["three_yards", "backwards"])
def test_all_out_attack_path_refused(offsets, facing, code):
    state = fight("A...b", a_facing=facing)
    action = Action("all_out_attack", "A", target="b", path=cells(state, *offsets))
    assert code in codes(check(state, action))


def test_all_out_attack_double_rolls_both_attacks_from_the_new_hex():
    state = fight("A..b")
    out = apply(state, Action("all_out_attack_double", "A", target="b", path=cells(state, (1, 0), (2, 0))))
    assert len(attacks(out.events)) == 2
    assert all(not e.param("refused") for e in attacks(out.events))


def test_all_out_attack_path_is_judged_by_preview_move_after_the_maneuver():
    state = fight("A...b", a="spearman")
    after = apply(state, Action("all_out_attack", "A", target="b", path=cells(state, (1, 0), (2, 0)))).state
    # The half Move (2 yd) is used up: a further drag is refused by the same rule.
    assert "all_out_attack_too_far" in codes(preview_move(after, "A", cells(after, (3, 0))).reasons)


# --- Turning with a move ------------------------------------------------------------------------

@pytest.mark.parametrize("face, arc, defence", [
    (4, FRONT, "Parry 9"), (2, SIDE, "Parry 7"), (1, BACK, None),
], ids=["turned_to_the_foe", "foe_on_the_side", "back_to_the_foe"])
def test_a_move_ends_with_the_facing_chosen_and_arcs_follow_it(face, arc, defence):
    # Spearman A moves to (2,1) and turns; b attacks from (1,1), south-west of it (direction 4).
    state = fight(".....\n.b.A.\n.....", a="spearman", b="swordsman", b_facing=2)
    action = Action("move", "A", path=cells(state, (2, 1)), options=(("face", str(face)),))
    assert check(state, action) == ()
    after = apply(state, action).state
    mover = after.token("A")
    assert mover.facing == face
    assert token_arc(after, mover, after.token("b")) == arc
    # Spearman parry 3 + 13 // 2 = 9; from the side -2; from the back no defence.
    assert explain_attack(after, "b", "A", "attack").defence == defence


def test_move_and_attack_may_turn_at_the_end_of_its_move():
    state = fight("A...b")
    action = Action("move_and_attack", "A", target="b", path=cells(state, (1, 0), (2, 0), (3, 0)),
                    options=(("face", 1),))
    after = apply(state, action).state
    assert after.token("A").facing == 1


@pytest.mark.parametrize("face", ["7", "-1", "north"], ids=str)
def test_a_facing_that_is_no_hex_direction_is_refused(face):
    state = fight("A...b")
    action = Action("move", "A", path=cells(state, (1, 0)), options=(("face", face),))
    assert codes(check(state, action)) == ["bad_facing"]


# --- Retreat, chosen per attack -----------------------------------------------------------------

def duel_in_the_open(seed=1):
    return fight("....\n.Ab.\n....", seed=seed)


def test_retreat_dodge_plus_3_beats_parry_plus_1_exact_odds():
    state = duel_in_the_open()
    plain = attacks(apply(state, Action("attack", "A", target="b")).events)[0]
    out = apply(state, Action("attack", "A", target="b", options=(("retreat", "yes"),)))
    attack = attacks(out.events)[0]
    # Spearman: Parry 9, Dodge 8. Retreating: Parry 10, Dodge 11 -> Dodge 11.
    assert plain.param("defence") == "Parry 9"
    assert plain.param("probability") == hit_chance(14, (9,))
    assert attack.param("defence") == "Dodge 11"
    assert attack.param("probability") == hit_chance(14, (11,)) == Fraction(19, 54)
    assert {m.id: m.value for m in attack.modifiers}["defence_retreat"] == -3  # +3 to the defence


def test_retreat_with_a_shield_block_plus_1_and_dodge_plus_3():
    state = fight("....\n.Ab.\n....", b="swordsman", seed=1)
    attack = attacks(apply(state, Action("attack", "A", target="b", options=(("retreat", "yes"),))).events)[0]
    # Swordsman: Parry 10, Block 10, Dodge 8, shield DB 2; retreating Parry 11, Block 11, Dodge 11 -> Parry.
    assert attack.param("defence") == "Parry 13"
    assert attack.param("probability") == hit_chance(14, (13,))


def test_retreat_steps_one_hex_away_and_only_once_until_the_next_turn():
    state = duel_in_the_open(seed=1)
    out = apply(state, Action("attack", "A", target="b", options=(("retreat", "yes"),)))
    after = out.state
    assert attacks(out.events)[0].param("defences")
    assert after.grid.distance(after.token("A").cell, after.token("b").cell) == 2
    assert after.token("b").tactical.extra.get("retreated") is True
    again = Action("attack", "A", target="b", options=(("retreat", "yes"),))
    assert "already_retreated" in codes(check(after, again))
    refreshed, _ = start_turn(after, "b")
    assert "retreated" not in refreshed.token("b").tactical.extra


def test_retreat_needs_a_hex_away_from_the_attacker():
    state = fight("Ab")
    action = Action("attack", "A", target="b", options=(("retreat", "yes"),))
    assert codes(check(state, action)) == ["no_retreat_hex"]
    open_map = duel_in_the_open()
    toward = Action("attack", "A", target="b", options=(("retreat", "1,1"),))
    assert codes(check(open_map, toward)) == ["retreat_hex_not_away"]
    named = Action("attack", "A", target="b", options=(("retreat", "3,1"),))
    assert check(open_map, named) == ()


# --- Retreat asked for by the defender, where it defends ---------------------------------------

def declare(state, hex_=None):
    options = (("hex", hex_),) if hex_ is not None else ()
    return apply(state, Action("defend_retreating", "b", options=options)).state


def test_defending_retreating_is_the_defenders_own_free_call_out_of_its_turn():
    state = duel_in_the_open()
    state = replace(state, combat=replace(state.combat, active="A"))
    definition = state.ruleset.actions["defend_retreating"]
    assert definition.cost.is_free()  # no maneuver spent (listed with the maneuvers, like crouch_free)
    assert check(state, Action("defend_retreating", "b")) == ()


def test_a_declared_retreat_shows_in_the_odds_and_steps_back_when_the_defence_is_rolled():
    state = declare(duel_in_the_open(seed=1))
    # Spearman: Parry 9, Dodge 8; retreating Dodge 11 (+3) beats Parry 10 (+1).
    explained = explain_attack(state, "A", "b", "attack")
    assert explained.defence == "Dodge 11"
    assert explained.probability == hit_chance(14, (11,)) == Fraction(19, 54)
    out = apply(state, Action("attack", "A", target="b"))
    attack = attacks(out.events)[0]
    assert attack.param("defence") == "Dodge 11" and attack.param("defences")
    after = out.state
    assert after.grid.distance(after.token("A").cell, after.token("b").cell) == 2
    extra = after.token("b").tactical.extra
    assert extra.get("retreated") is True and "retreat_declared" not in extra
    assert codes(check(after, Action("defend_retreating", "b"))) == ["already_retreated"]


def test_a_declared_retreat_into_a_named_hex():
    state = declare(duel_in_the_open(seed=1), "2,0")
    after = apply(state, Action("attack", "A", target="b")).state
    assert after.grid.to_offset(after.token("b").cell) == (2, 0)


def test_a_declared_retreat_with_no_hex_away_waits_for_another_attack():
    state = declare(fight("Ab", seed=1))
    assert explain_attack(state, "A", "b", "attack").defence == "Parry 9"
    out = apply(state, Action("attack", "A", target="b"))
    assert out.state.token("b").tactical.extra.get("retreat_declared") == "yes"
    refreshed, _ = start_turn(out.state, "b")
    assert "retreat_declared" not in refreshed.token("b").tactical.extra


def test_a_declared_retreat_hex_must_be_col_row():
    state = duel_in_the_open()
    assert codes(check(state, Action("defend_retreating", "b", options=(("hex", "north"),)))) == ["bad_retreat_hex"]


def test_a_stunned_defender_may_still_retreat():
    state = duel_in_the_open()
    stunned = replace(state.token("b"), conditions=frozenset({"stunned"}))
    state = replace(state, tokens=tuple(stunned if t.id == "b" else t for t in state.tokens))
    assert check(state, Action("defend_retreating", "b")) == ()
    assert "stunned_do_nothing_only" in codes(check(state, Action("turn", "b", options=(("face", "1"),))))
