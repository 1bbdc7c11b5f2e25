"""A triggered Wait (RULES.md 1.3, 1.8): Attack, Feint, All-Out Attack or Ready out of turn."""

from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.budgets import spent_at_turn_start
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.defence import plan_defence
from battlemap.engine.systems.gurps4e.wait import resolve_reaction, take_wait_action, wait_entry
from tests.engine.ascii_maps import battle


def waiting(text="Ab", trigger="enters_reach", A=None):
    """A waits (its Wait armed on its own turn); it is b's turn now."""
    state = battle(text, "gurps4e", seed=7, tokens={
        "A": {"template": "swordsman", "facing": 2, "state": {"wait": {"trigger": trigger}}, **(A or {})},
        "b": {"template": "spearman", "facing": 5}})
    return replace(state, combat=replace(state.combat, active="b", spent=spent_at_turn_start(state, "b")))


def codes(error):
    return [r.code for r in error.value.reasons]


def test_a_move_into_reach_meets_the_trigger_and_the_waiter_attacks_out_of_turn():
    state = waiting(text="A.b")
    grid = state.grid
    b = state.token("b").cell
    path = [c for c in grid.neighbors(b) if grid.distance(c, state.token("A").cell) == 1][:1]
    reactions = preview_move(state, "b", path).reactions
    assert [(r.by, r.kind, r.why.code) for r in reactions] == [("A", "wait", "enters_reach")]
    moved = state.with_token_moved("b", path[0])
    outcome = take_wait_action(moved, "A", Action("attack", "A", target="b"))
    assert [e.kind for e in outcome.events][:3] == ["action", "tactical", "attack"]
    waiter = outcome.state.token("A")
    assert waiter.tactical.wait is None and waiter.tactical.extra["maneuver"] == "attack"
    assert outcome.state.combat.spent_by("A", "reactions") == 1


@pytest.mark.parametrize("maneuver, entry", [
    ("attack", "wait_attack"), ("feint", "wait_feint"), ("all_out_attack", "wait_all_out_attack"),
    ("ready", "wait_ready"), ("wait_attack", "wait_attack")])
def test_a_wait_takes_attack_feint_all_out_attack_or_ready(maneuver, entry):
    assert wait_entry(maneuver) == entry


@pytest.mark.parametrize("maneuver", ["move", "aim", "all_out_defense_dodge", "concentrate"])
def test_a_wait_takes_no_other_maneuver(maneuver):
    with pytest.raises(ValueError):
        wait_entry(maneuver)


def test_an_all_out_attack_from_a_wait_leaves_no_defence_until_the_next_turn():
    state = waiting()
    after = take_wait_action(state, "A", Action("all_out_attack", "A", target="b")).state
    assert after.token("A").tactical.extra["maneuver"] == "all_out_attack"
    plan = plan_defence(after, after.token("b"), after.token("A"), ranged=False, mods=[])
    assert (plan.rolls, plan.why_none) == ((), "all_out_attack")


def test_a_feint_from_a_wait_is_a_quick_contest():
    outcome = take_wait_action(waiting(), "A", Action("feint", "A", target="b"))
    assert len(outcome.of_kind("feint")) == 1


def test_a_ready_from_a_wait_readies_an_item():
    state = waiting(A={"readied": ["broadsword"]})
    token = state.token("A")
    shield = next(w for w in token.weapons if w.id == "medium_shield")
    small = replace(shield, fields={**shield.fields, "db": 1})
    state = replace(state, tokens=(replace(token, weapons=(token.weapons[0], small)), state.token("b")))
    after = take_wait_action(state, "A", Action("ready", "A", options=(("item", "medium_shield"),))).state
    assert "medium_shield" in after.token("A").readied


def test_without_an_armed_wait_nothing_is_taken_out_of_turn():
    state = waiting()
    token = state.token("A")
    state = replace(state, tokens=(replace(token, tactical=replace(token.tactical, wait=None)), state.token("b")))
    with pytest.raises(IllegalAction) as error:
        take_wait_action(state, "A", Action("attack", "A", target="b"))
    assert codes(error) == ["no_armed_wait"]


def test_a_wait_acts_out_of_turn_only_and_once():
    state = waiting()
    own = replace(state, combat=replace(state.combat, active="A"))
    with pytest.raises(IllegalAction) as error:
        take_wait_action(own, "A", Action("attack", "A", target="b"))
    assert codes(error) == ["requires_out_of_turn"]
    after = take_wait_action(state, "A", Action("attack", "A", target="b")).state
    with pytest.raises(IllegalAction) as error:
        take_wait_action(after, "A", Action("attack", "A", target="b"))
    assert "no_armed_wait" in codes(error)


def test_a_stunned_waiter_cannot_act_on_its_trigger():
    state = waiting(A={"conditions": ["stunned"]})
    with pytest.raises(IllegalAction) as error:
        take_wait_action(state, "A", Action("attack", "A", target="b"))
    assert "stunned_do_nothing_only" in codes(error)


# --- The waiter moves as its maneuver allows, then acts (B366) ----------------------------------

def cells(state, *offsets):
    return tuple(state.grid.from_offset(c, r) for c, r in offsets)


def reasons_of(state, action):
    return [r.code for r in check(state, action)]


def test_an_armed_waiter_out_of_turn_may_drag_half_move():
    state = waiting(text="A...b")
    # Swordsman Move 5: the most a Wait becomes is an All-Out Attack, half Move = 2 yd.
    assert state.rules.movement_budget(state, state.token("A")) == 2
    own = replace(state, combat=replace(state.combat, active="A"))
    assert own.rules.movement_budget(own, own.token("A")) == 5


def test_a_triggered_attack_steps_then_attacks_from_the_new_hex():
    state = waiting(text="A.b")
    action = Action("wait_attack", "A", target="b", path=cells(state, (1, 0)))
    assert check(state, action) == ()
    outcome = apply(state, action)
    kinds = [e.kind for e in outcome.events]
    assert kinds.index("moved") < kinds.index("attack")
    assert outcome.state.grid.to_offset(outcome.state.token("A").cell) == (1, 0)
    (attack,) = outcome.of_kind("attack")
    assert attack.param("need") == 14 and not attack.param("refused")


@pytest.mark.parametrize("entry", ["wait_attack", "wait_feint"])
def test_a_triggered_attack_or_feint_moves_a_step_only(entry):
    state = waiting(text="A..b")
    action = Action(entry, "A", target="b", path=cells(state, (1, 0), (2, 0)))
    assert "wait_moves_a_step" in reasons_of(state, action)


def test_a_triggered_all_out_attack_moves_half_move_forward_at_plus_4():
    state = waiting(text="A..b")
    action = Action("wait_all_out_attack", "A", target="b", path=cells(state, (1, 0), (2, 0)))
    assert check(state, action) == ()
    outcome = apply(state, action)
    assert outcome.state.grid.to_offset(outcome.state.token("A").cell) == (2, 0)
    (attack,) = outcome.of_kind("attack")
    assert attack.param("need") == 18  # skill 14 + 4 (Determined)
    assert outcome.state.token("A").tactical.extra["maneuver"] == "all_out_attack"


@pytest.mark.parametrize("offsets, facing, code", [
    (((1, 0), (2, 0), (3, 0)), 2, "all_out_attack_too_far"),
    (((1, 0), (2, 0)), 5, "not_forward"),
], ids=["three_yards", "backwards"])
def test_a_triggered_all_out_attack_path_refused(offsets, facing, code):
    state = waiting(text="A...b", A={"facing": facing})
    action = Action("wait_all_out_attack", "A", target="b", path=cells(state, *offsets))
    assert code in reasons_of(state, action)


def test_the_triggered_entries_are_drag_then_click_actions_of_the_window():
    from battlemap.document.advance import moves_then_targets

    state = waiting()
    for entry in ("wait_attack", "wait_feint", "wait_all_out_attack"):
        assert moves_then_targets(state.ruleset.actions[entry])


# --- What the Wait sets off, named when it is armed; rolled from the Reactions dock -------------

def armed(then, text="A.b"):
    state = battle(text, "gurps4e", seed=7, tokens={
        "A": {"template": "swordsman", "facing": 2}, "b": {"template": "spearman", "facing": 5}})
    state = replace(state, combat=replace(state.combat, active="A"))
    options = (("then", then),) if then is not None else ()
    state = apply(state, Action("wait", "A", options=options)).state
    return replace(state, combat=replace(state.combat, active="b", spent=spent_at_turn_start(state, "b")))


@pytest.mark.parametrize("then, maneuver, need", [
    (None, "attack", 14), ("all_out_attack", "all_out_attack", 18), ("wait_attack", "attack", 14),
], ids=["default_attack", "all_out_attack", "entry_name"])
def test_rolling_the_wait_reaction_plays_what_the_wait_named(then, maneuver, need):
    state = armed(then, text="A.b")
    waiter = state.token("A")
    assert waiter.tactical.extra["wait_then"] == maneuver
    grid = state.grid
    into = next(c for c in grid.neighbors(state.token("b").cell) if grid.distance(c, waiter.cell) == 1)
    (reaction,) = preview_move(state, "b", (into,)).reactions
    after, events = resolve_reaction(state.with_token_moved("b", into), reaction, "b")
    (attack,) = [e for e in events if e.kind == "attack"]
    assert attack.param("need") == need
    assert after.token("A").tactical.extra["maneuver"] == maneuver
    assert "wait_then" not in after.token("A").tactical.extra


def test_a_wait_names_only_attack_feint_all_out_attack_or_ready():
    state = battle("A.b", "gurps4e", tokens={"A": {"template": "swordsman"}, "b": {"template": "spearman"}})
    assert reasons_of(state, Action("wait", "A", options=(("then", "move"),))) == ["bad_wait_plan"]
    assert reasons_of(state, Action("wait", "A", options=(("then", "feint"),))) == []


def test_other_reaction_kinds_are_left_to_the_shared_resolvers():
    state = waiting()
    reaction = Reaction("A", "overwatch", 1, state.token("b").cell, Reason.of("enters"))
    assert resolve_reaction(state, reaction, "b") is None
