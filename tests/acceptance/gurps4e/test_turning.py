"""GURPS turning (RULES.md 1.2, 1.3; B386-B387 [X]): free with a step, free at the end of a
short move, a yard per hex-side otherwise, only by moving forward in an All-Out Attack."""

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.turning import hex_sides
from battlemap.engine.systems.gurps4e.turns import start_turn
from tests.engine.ascii_maps import battle


def fight(text="A...b", a="swordsman", a_facing=2, b_facing=5):
    tokens = {"A": {"template": a, "facing": a_facing}, "b": {"template": "spearman", "facing": b_facing}}
    return battle(text, "gurps4e", tokens=tokens, seed=3)


def cells(state, *offsets):
    return tuple(state.grid.from_offset(c, r) for c, r in offsets)


def codes(reasons):
    return [r.code for r in reasons]


def turn(face):
    return Action("turn", "A", options=(("face", str(face)),))


def moved(state):
    return state.combat.spent_by("A", str(state.rules.param("move_spent_key")))


def budget(state):
    return state.rules.movement_budget(state, state.token("A"))


@pytest.mark.parametrize("old, new, sides", [(2, 2, 0), (2, 3, 1), (2, 0, 2), (2, 5, 3), (0, 5, 1), (5, 1, 2)],
                         ids=lambda v: str(v))
def test_hex_sides_are_counted_the_short_way_round(old, new, sides):
    assert hex_sides(old, new) == sides


@pytest.mark.parametrize("maneuver", ["evaluate", "concentrate", "all_out_defense_parry"])
def test_a_step_maneuver_turns_to_any_facing_for_free(maneuver):
    state = fight()
    target = "b" if maneuver == "evaluate" else None
    state = apply(state, Action(maneuver, "A", target=target)).state
    assert check(state, turn(5)) == ()           # about face: 3 hex-sides
    after = apply(state, turn(5)).state
    assert after.token("A").facing == 5
    assert moved(after) == 0 and budget(after) == 1  # the step is still there


def test_after_a_short_move_any_facing_is_free():
    state = fight("A.....b")
    # Move 5: 2 yd is no more than half, so an about face (3 hex-sides) costs nothing.
    state = apply(state, Action("move", "A", path=cells(state, (1, 0), (2, 0)))).state
    after = apply(state, turn(5)).state
    assert after.token("A").facing == 5
    assert moved(after) == 2 and budget(after) == 3


def test_after_a_long_move_one_hex_side_is_free_and_each_further_costs_a_yard():
    state = fight("A.....b")
    state = apply(state, Action("move", "A", path=cells(state, (1, 0), (2, 0), (3, 0)))).state
    one = apply(state, turn(3)).state                # one hex-side: free
    assert (one.token("A").facing, moved(one)) == (3, 3)
    about = apply(state, turn(5)).state              # 3 hex-sides: 1 free, 2 yd
    assert (about.token("A").facing, moved(about), budget(about)) == (5, 5, 0)
    # Having used the free hex-side, turning back one costs a yard.
    back = apply(one, turn(2)).state
    assert moved(back) == 4


def test_a_turn_the_move_left_cannot_pay_for_is_refused():
    state = fight("A.....b")
    state = apply(state, Action("move", "A", path=cells(state, (1, 0), (2, 0), (3, 0), (4, 0)))).state
    reasons = check(state, turn(5))
    assert codes(reasons) == ["turn_needs_movement"]
    # 4 of 5 yd used: one hex-side free, two more cost 2 yd; 1 yd is left.
    assert (reasons[0].param("cost"), reasons[0].param("free"), reasons[0].param("left")) == (2, 1, 1)


def test_a_moves_face_option_is_priced_like_a_turn_at_its_end():
    state = fight("A.....b")
    far = Action("move", "A", path=cells(state, (1, 0), (2, 0), (3, 0), (4, 0)), options=(("face", "5"),))
    assert codes(check(state, far)) == ["turn_needs_movement"]
    near = Action("move", "A", path=cells(state, (1, 0), (2, 0)), options=(("face", "5"),))
    assert check(state, near) == ()
    assert apply(state, near).state.token("A").facing == 5


@pytest.mark.parametrize("maneuver", ["do_nothing", "wait", "kneel"])
def test_a_maneuver_without_movement_allows_no_turn(maneuver):
    state = apply(fight(), Action(maneuver, "A")).state
    assert codes(check(state, turn(3))) == ["maneuver_allows_no_turn"]


def test_an_all_out_attack_turns_only_by_moving_forward():
    state = fight("A..\n...\n.b.", b_facing=0)
    # Facing 2; the first step goes into the front-right hex (direction 3), turning to face it,
    # the second straight on; b is then in the front-left hex.
    first = state.grid.neighbor(state.token("A").cell, 3)
    path = (first, state.grid.neighbor(first, 3))
    action = Action("all_out_attack", "A", target="b", path=path)
    assert check(state, action) == ()
    after = apply(state, action).state
    assert after.token("A").facing == 3
    assert codes(check(after, turn(2))) == ["all_out_attack_turns_by_moving_forward"]
    facing_away = Action("all_out_attack", "A", target="b", path=path, options=(("face", "2"),))
    assert "all_out_attack_turns_by_moving_forward" in codes(check(state, facing_away))


def test_a_forward_step_turns_so_a_zigzag_back_is_not_forward():
    state = fight("A....\n.....\n....b")
    # Into the front-right hex (now facing 3), then into the old front-left one: behind the new front.
    start = state.token("A").cell
    right = state.grid.neighbor(start, 3)
    back_left = state.grid.neighbor(right, 1)
    action = Action("all_out_attack", "A", target="b", path=(right, back_left))
    assert "not_forward" in codes(check(state, action))


def test_turning_before_the_maneuver_is_free_but_a_move_then_pays_for_it():
    state = fight("A.....b")
    state = apply(state, turn(5)).state              # before any maneuver: 3 hex-sides
    assert state.token("A").facing == 5 and moved(state) == 0
    assert budget(state) == 2                        # a drag is a Move: 5 - 3
    assert "turned_before_maneuver" in codes(check(state, Action("all_out_attack", "A", target="b")))
    assert "turned_before_maneuver" in codes(check(state, Action("do_nothing", "A")))
    attacked = apply(state, Action("evaluate", "A", target="b")).state
    assert budget(attacked) == 1                     # a step maneuver: the turn cost nothing
    refreshed, _ = start_turn(state, "A")
    assert "turned_before" not in refreshed.token("A").tactical.extra


def test_turn_needs_a_facing_and_is_a_free_entry_of_the_catalogue():
    state = fight()
    assert codes(check(state, Action("turn", "A"))) == ["face_required"]
    assert codes(check(state, turn(9))) == ["bad_facing"]
    definition = state.ruleset.actions["turn"]
    assert definition.cost.is_free()  # no maneuver spent (listed with the maneuvers, like crouch_free)


def test_a_turn_after_a_drag_without_a_maneuver_is_priced_as_the_end_of_a_move():
    state = fight("A.....b")
    # The window's drag before any maneuver is a Move: 4 yd dragged, then about face.
    key = str(state.rules.param("move_spent_key"))
    dragged = state.with_token_moved("A", state.grid.from_offset(4, 0))
    from battlemap.engine.play.budgets import with_spent_entries

    dragged = with_spent_entries(dragged, "A", {key: 4})
    assert codes(check(dragged, turn(5))) == ["turn_needs_movement"]
    one = apply(dragged, turn(3)).state
    assert (one.token("A").facing, moved(one)) == (3, 4)
