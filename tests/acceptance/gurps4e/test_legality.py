"""GURPS legality only the system judges (systems/gurps4e/actions.action_reasons; RULES.md 1.3-1.4, B420, B556)."""

from dataclasses import replace

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.actions import action_reasons, all_out_attack_move_reasons, path_reasons
from tests.engine.ascii_maps import battle


def duel(a="swordsman", b="spearman", text="Ab", A=None, B=None, c=None):
    tokens = {"A": {"template": a, "facing": 2, **(A or {})}, "b": {"template": b, "facing": 5, **(B or {})}}
    if c is not None:
        tokens["c"] = {"template": "spearman", **c}
    return battle(text, "gurps4e", tokens=tokens, seed=7)


def next_turn(state, token_id="A"):
    return replace(state, combat=replace(state.combat, active=token_id,
                                         spent=spent_at_turn_start(state, token_id)))


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("action", [
    Action("attack", "A", target="b"), Action("concentrate", "A"), Action("all_out_defense_dodge", "A"),
    Action("ready_shield", "A"), Action("evaluate", "A", target="b")], ids=lambda a: a.id)
def test_b420_a_stunned_fighter_may_only_do_nothing(action):
    state = duel(A={"conditions": ["stunned"]})
    assert codes(action_reasons(state, action)) == ["stunned_do_nothing_only"]
    assert "stunned_do_nothing_only" in codes(check(state, action))


def test_b420_do_nothing_stays_open_to_a_stunned_fighter():
    state = duel(A={"conditions": ["stunned"]})
    assert list(action_reasons(state, Action("do_nothing", "A"))) == []


def test_r7_an_unloaded_bow_cannot_aim_until_both_readies_are_done():
    state = duel(a="archer", text="A....b", A={"state": {"unloaded": "longbow"}})
    aim = Action("aim", "A", target="b")
    found = [r for r in check(state, aim) if r.code == "not_loaded"]
    assert [(r.param("readies"), r.param("done")) for r in found] == [(2, 0)]
    state = apply(next_turn(state), Action("reload", "A")).state
    assert "not_loaded" in codes(check(next_turn(state), aim))  # one Ready of two
    state = apply(next_turn(state), Action("reload", "A")).state
    assert not check(next_turn(state), aim)  # third turn: Aim


def test_all_out_attack_moves_forward_only_into_the_front_arc():
    state = duel(text="A..b")
    grid, a = state.grid, state.token("A")
    ahead = grid.neighbor(a.cell, a.facing)
    front_left = grid.neighbor(a.cell, (a.facing - 1) % 6)
    behind = grid.neighbor(a.cell, (a.facing + 3) % 6)
    side = grid.neighbor(a.cell, (a.facing + 2) % 6)
    assert list(all_out_attack_move_reasons(state, "A", (ahead,))) == []
    assert list(all_out_attack_move_reasons(state, "A", (front_left,))) == []
    for cell in (behind, side):
        assert codes(all_out_attack_move_reasons(state, "A", (cell,))) == ["not_forward"]


def test_all_out_attack_moves_half_move_at_most():
    # Basic Move 5: half Move 2 yd; 3 yd of movement already booked this turn is too far.
    state = duel(text="Ab")
    moved = replace(state, combat=replace(state.combat, spent={"A": {"move": 3}}))
    found = list(action_reasons(moved, Action("all_out_attack", "A", target="b")))
    assert [(r.code, r.param("moved"), r.param("half_move")) for r in found] == [("all_out_attack_too_far", 3, 2)]
    assert list(action_reasons(state, Action("all_out_attack", "A", target="b"))) == []


def test_r8_a_shield_is_not_readied_by_one_plain_ready():
    state = duel(A={"readied": ["broadsword"], "posture": "kneeling"})
    for entry in ("ready", "pick_up"):
        found = [r for r in action_reasons(state, Action(entry, "A", options=(("item", "medium_shield"),)))]
        assert [(r.code, r.param("turns"), r.param("use")) for r in found] == [
            ("shield_takes_db_turns", 2, "ready_shield")]
    assert "shield_takes_db_turns" in codes(check(state, Action("ready", "A", options=(("item", "medium_shield"),))))


def test_r8_a_buckler_is_readied_like_a_weapon():
    state = duel(A={"readied": ["broadsword"]})
    shield = next(w for w in state.token("A").weapons if w.id == "medium_shield")
    buckler = replace(shield, fields={**shield.fields, "db": 1, "buckler": True})
    token = state.token("A")
    state = replace(state, tokens=(replace(token, weapons=(token.weapons[0], buckler)), state.token("b")))
    assert list(action_reasons(state, Action("ready", "A", options=(("item", "medium_shield"),)))) == []


def test_aim_starts_over_at_another_target():
    state = duel(a="archer", text="A...b...c", c={"side": "enemies"})
    for _ in range(2):
        state = apply(next_turn(state), Action("aim", "A", target="b")).state
    assert state.token("A").tactical.extra["aim_turns"] == 2
    aims = {m.id: m.value for m in explain_attack(state, "A", "b").modifiers}["aim"]
    assert aims == 3 + 1  # Acc 3, +1 after two turns
    state = apply(next_turn(state), Action("aim", "A", target="c")).state
    assert (state.token("A").tactical.aiming, state.token("A").tactical.extra["aim_turns"]) == ("c", 1)


def test_evaluate_is_tied_to_one_foe():
    state = duel(text="Ab\n.c", c={"side": "enemies"})
    for _ in range(2):
        state = apply(next_turn(state), Action("evaluate", "A", target="b")).state
    assert {m.id: m.value for m in explain_attack(state, "A", "b").modifiers}["evaluate"] == 2
    assert "evaluate" not in {m.id for m in explain_attack(state, "A", "c").modifiers}
    state = apply(next_turn(state), Action("evaluate", "A", target="c")).state
    assert {m.id: m.value for m in explain_attack(state, "A", "c").modifiers}["evaluate"] == 1
    assert "evaluate" not in {m.id for m in explain_attack(state, "A", "b").modifiers}


def test_crouching_is_free_at_the_start_of_the_turn_and_the_maneuver_follows():
    state = next_turn(duel())
    outcome = apply(state, Action("crouch_free", "A"))
    assert outcome.state.token("A").posture == "crouching"
    assert outcome.events[0].param("cost") == "free"
    assert not check(outcome.state, Action("attack", "A", target="b"))
    attacked = apply(state, Action("all_out_defense_parry", "A")).state
    assert "crouch_only_at_turn_start" in codes(check(attacked, Action("crouch_free", "A")))


def test_b420_a_stunned_fighter_makes_no_reaction_but_may_do_nothing_on_its_turn():
    state = duel(A={"conditions": ["stunned"]})
    assert state.rules.cannot_react(state.token("A")) == "stunned"
    assert state.rules.ACTS_DESPITE == {"stunned"}  # for legality.CANNOT_TAKE_ACTIONS (framework)


def test_the_drag_after_an_all_out_attack_goes_forward_only():
    state = next_turn(duel(text="...\n.Ab\n..."))
    a = state.token("A")
    ahead = state.grid.neighbor(a.cell, a.facing)
    behind = state.grid.neighbor(a.cell, (a.facing + 3) % 6)
    assert path_reasons(state, "A", (behind,)) == []  # no maneuver yet: a drag is a Move
    attacked = apply(state, Action("all_out_attack", "A", target="b")).state
    assert path_reasons(attacked, "A", (ahead,)) == []
    assert codes(path_reasons(attacked, "A", (behind,))) == ["not_forward"]


def test_b420_a_stunned_fighter_is_offered_do_nothing_in_play():
    """The framework lets the stunned condition through for GURPS: Do Nothing is legal."""
    state = duel(A={"conditions": ["stunned"]})
    assert check(state, Action("do_nothing", "A")) == ()
    assert "stunned_do_nothing_only" in codes(check(state, Action("concentrate", "A")))


def test_the_drag_preview_refuses_a_step_back_after_an_all_out_attack():
    """preview_move asks the system's path_reasons: what the GM sees while dragging."""
    from battlemap.engine.movement.preview import preview_move

    state = next_turn(duel(text="...\n.Ab\n..."))
    a = state.token("A")
    behind = state.grid.neighbor(a.cell, (a.facing + 3) % 6)
    attacked = apply(state, Action("all_out_attack", "A", target="b")).state
    assert "not_forward" in codes(preview_move(attacked, "A", (behind,)).reasons)
    assert "not_forward" not in codes(preview_move(state, "A", (behind,)).reasons)
