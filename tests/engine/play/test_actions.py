"""Actions: check() says every "no" at once, apply() pays and plays, undo is the state before."""

from dataclasses import replace

import pytest

from battlemap import resources
from battlemap.document.library import bundled_ruleset, resolve_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action, notation, parse
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.building import build_state
from battlemap.engine.play import effects as effects_module
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.budgets import budget_of
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check, legal_actions
from battlemap.engine.play.requirements import known_codes
from battlemap.engine.systems.registry import system_of
from battlemap.schema import parse_scenario
from battlemap.schema.actions import REQUIREMENTS, Effect
from tests.engine.ascii_maps import battle


def d20(text="A.b", spent=None, active="A", seed=0, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": spent or {}}
    return battle(text, "d20-mass", tokens={"A": {"template": "swordsmen"}, **tokens}, combat=combat,
                  seed=seed)


#: d20 melee reaches the own square only: A stands in b's square.
SHARED = {"template": "swordsmen", "at": [1, 0]}


def codes(reasons):
    return [r.code for r in reasons]


def test_check_reports_every_reason_at_once():
    state = d20("A.#.b", spent={"A": {"action.standard": 1, "action.move": 1}},
                A={"template": "swordsmen", "conditions": ["unconscious"]})
    reasons = check(state, Action("attack", "A", target="b"))
    assert codes(reasons) == ["actor_cannot_act", "budget_exceeded", "out_of_range", "no_line_of_fire"]
    assert Reason.of("budget_exceeded", kind="standard", need=1, left=0) in reasons


def test_check_reports_requirements_and_target_together():
    state = d20(spent={"A": {"action.standard": 1, "action.move": 1, "action.swift": 1}})
    reasons = check(state, Action("stand_up", "A", target="b"))
    assert reasons == (
        Reason.of("budget_exceeded", kind="move", need=1, left=0),
        Reason.of("requires_posture_in", values=("prone",), posture="standing"),
        Reason.of("unexpected_target"),
    )


@pytest.mark.parametrize("action,reason", [
    (Action("fly", "A"), "unknown_action"),
    (Action("attack", "Z", target="b"), "unknown_token"),
    (Action("attack", "A"), "target_missing"),
    (Action("attack", "A", target="nobody"), "unknown_target"),
    (Action("aim", "A", target="A"), "target_not_enemy"),
    (Action("move", "A"), "path_missing"),
    (Action("opportunity_attack", "A", target="b"), "requires_out_of_turn"),
], ids=["unknown-action", "unknown-actor", "no-target", "unknown-target", "self-not-enemy",
        "no-path", "own-turn"])
def test_wrong_targets_and_names(action, reason):
    assert reason in codes(check(d20(), action))


def test_legal_actions_is_a_lazy_view_like_legal_moves():
    state = d20("Ab", A=SHARED)
    view = legal_actions(state, "A")
    legal = {o.id for o in view if o.legal}
    assert legal == {
        "attack", "attack_around_armour", "attack_item", "attack_through_cover", "bull_rush", "carry_ally",
        "charge", "close_door", "double_attack", "draw_weapon", "drop_item", "drop_prone", "fight_defensively", "grapple",
        "move", "open_door", "pick_lock", "pick_up_item", "search", "speak", "total_defence", "triple_attack",
        "two_weapon_attack",
    }
    assert view.count() == 23
    assert Action("attack", "A", target="b") in view
    assert Action("attack", "A", target="A") not in view
    assert list(view.targets("attack")) == [Action("attack", "A", target="b")]
    assert view.option("aim").cost_label == "2 swift"
    assert codes(view.option("aim").reasons) == ["requires_ranged_weapon_ready"]


def test_after_a_standard_only_moves_and_swifts_remain():
    state = apply(d20("Ab", A=SHARED), Action("total_defence", "A")).state
    legal = {o.id for o in legal_actions(state, "A") if o.legal}
    assert legal == {"move", "carry_ally", "close_door", "draw_weapon", "drop_item", "drop_prone", "open_door",
                     "pick_up_item", "speak"}


def test_apply_pays_and_the_before_state_is_the_undo():
    before = d20("Ab", A=SHARED)
    outcome = apply(before, Action("total_defence", "A"))
    assert dict(outcome.state.combat.spent["A"]) == {"action.standard": 1}
    assert "total_defence" in outcome.state.token("A").conditions
    assert before.combat.spent == {} and "total_defence" not in before.token("A").conditions
    assert budget_of(before, "A").left("standard") == 1
    assert [e.kind for e in outcome.events] == ["action", "condition_added"]
    assert outcome.events[0].param("cost") == "standard"


def test_illegal_actions_raise_with_every_reason():
    with pytest.raises(IllegalAction) as caught:
        apply(d20(), Action("stand_up", "A", target="b"))
    assert codes(caught.value.reasons) == ["requires_posture_in", "unexpected_target"]


def test_attacks_roll_seeded_dice_reproducibly():
    state = d20("Ab", seed=42, A=SHARED)
    action = Action("attack", "A", target="b")
    first, again = apply(state, action), apply(state, action)
    assert first.events == again.events
    attack = first.of_kind("attack")[0]
    explained = explain_attack(state, "A", "b")
    assert attack.param("probability") == explained.probability
    assert attack.modifiers == explained.modifiers
    # d20 + 4 > 13 hits on 10..20: 11/20, rolled as the equivalent 1d20 <= 11.
    assert (attack.param("system_roll"), attack.param("roll")) == ("d20 + 4 > 13", "1d20 <= 11")
    assert (attack.param("faces"), attack.param("hit")) == ((6,), True)
    assert attack.param("hit") == (attack.param("faces")[0] <= attack.param("need"))
    assert first.state.dice == DiceStream(42, 1)
    assert state.dice == DiceStream(42, 0)


def test_different_seeds_roll_different_faces():
    faces = {apply(d20("Ab", seed=seed, A=SHARED), Action("attack", "A", target="b")).of_kind("attack")[0].param("faces")
             for seed in range(12)}
    assert len(faces) > 1


def test_an_attack_out_of_reach_is_refused_by_the_line_and_range():
    assert codes(check(d20("A..b"), Action("attack", "A", target="b"))) == ["out_of_range"]


def test_move_books_movement_like_a_drag():
    state = d20("A...b")
    grid = state.grid
    outcome = apply(state, Action("move", "A", path=(grid.from_offset(1, 0),)))
    assert outcome.state.token("A").cell == grid.from_offset(1, 0)
    assert dict(outcome.state.combat.spent["A"]) == {"action.move": 1, "move": 1}
    assert outcome.of_kind("moved")[0].param("cost") == 1
    # Two squares are a double move (both move actions); three are more than it pays.
    double = apply(state, Action("move", "A", path=tuple(grid.from_offset(c, 0) for c in (1, 2))))
    assert dict(double.state.combat.spent["A"]) == {"action.move": 2, "move": 2}
    too_far = Action("move", "A", path=tuple(grid.from_offset(c, 0) for c in (1, 2, 3)))
    assert Reason.of("over_budget", budget=2.4, cost=3) in check(state, too_far)


def test_aim_is_two_swift_actions_and_marks_the_target():
    state = d20("A...b", A={"template": "archers"})
    outcome = apply(state, Action("aim", "A", target="b"))
    assert outcome.state.token("A").tactical.aiming == "b"
    assert dict(outcome.state.combat.spent["A"]) == {"action.swift": 2}


def test_draw_weapon_readies_the_chosen_item():
    state = d20(A={"template": "swordsmen", "readied": []})
    outcome = apply(state, Action("draw_weapon", "A", options=(("item", "javelin"),)))
    assert "javelin" in outcome.state.token("A").readied
    assert codes(check(outcome.state, Action("draw_weapon", "A", options=(("item", "javelin"),)))) == [
        "item_already_ready"]


def test_opportunity_attack_out_of_turn_spends_a_reaction():
    state = d20("Ab", active="b", A=SHARED)
    outcome = apply(state, Action("opportunity_attack", "A", target="b"))
    assert dict(outcome.state.combat.spent["A"]) == {"reactions": 1}
    assert codes(check(outcome.state, Action("opportunity_attack", "A", target="b"))) == ["budget_exceeded"]


def test_no_opportunity_attack_in_total_defence():
    state = d20("Ab", active="b", A={**SHARED, "conditions": ["total_defence"]})
    assert codes(check(state, Action("opportunity_attack", "A", target="b"))) == [
        "cannot_react", "requires_condition_not_in"]


# --- the other economies --------------------------------------------------------------------
def other(ruleset, text="A..b", **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, ruleset, tokens=tokens, combat=combat)


def test_fallout_attack_costs_the_weapon_ap_and_defend_twice_per_turn():
    state = other("fallout-pnp", A={"template": "wastelander", "readied": ["pistol_10mm"]})
    after = apply(state, Action("attack", "A", target="b", options=(("weapon", "pistol_10mm"),))).state
    assert after.combat.spent_by("A", "ap") == 4
    for _ in range(2):
        after = apply(after, Action("defend", "A")).state
    assert after.token("A").tactical.extra["defend"] == 2
    assert after.combat.spent_by("A", "ap") == 8
    assert Reason.of("limit_reached", scope="turn", limit=2, used=2) in check(after, Action("defend", "A"))


def test_fallout_dodge_is_paid_from_next_turn():
    state = other("fallout-pnp")
    after = apply(state, Action("dodge", "A")).state
    assert dict(after.combat.spent["A"]) == {"ap.next": 1}  # once until its next turn: dodge_ap
    assert after.token("A").tactical.extra["dodge_ap"] == 1


def test_fallout_overwatch_once_per_round_toward_a_cell():
    state = other("fallout-pnp", A={"template": "wastelander"})
    toward = state.grid.from_offset(3, 0)
    after = apply(state, Action("overwatch", "A", cell=toward)).state
    assert after.token("A").tactical.overwatch.toward == toward
    assert Reason.of("limit_reached", scope="round", limit=1, used=1) in check(
        after, Action("overwatch", "A", cell=toward))


def test_yze_two_fast_then_no_slow():
    state = other("yze", A={"template": "gunner"})
    after = apply(state, Action("aim", "A", target="b")).state
    after = apply(after, Action("drop_prone", "A")).state
    after = apply(after, Action("get_up", "A")).state
    assert Reason.of("budget_exceeded", kind="slow", need=1, left=0) in check(
        after, Action("shoot", "A", target="b"))


def test_gurps_one_maneuver_recorded_until_next_turn():
    state = other("gurps4e")
    after = apply(state, Action("do_nothing", "A")).state
    assert after.token("A").tactical.extra["maneuver"] == "do_nothing"
    assert codes(check(after, Action("do_nothing", "A"))) == ["budget_exceeded"]


def test_gurps_wait_arms_a_trigger():
    after = apply(other("gurps4e"), Action("wait", "A")).state
    assert after.token("A").tactical.wait == "enters_reach"


def test_notation_round_trip():
    state = d20()
    grid = state.grid
    action = Action("move", "A", path=(grid.from_offset(1, 0), grid.from_offset(1, 1)),
                    options=(("item", "bow"),))
    text = notation(action, grid)
    assert text == "A move >1,0>1,1 item=bow"
    assert parse(text, grid) == action
    assert parse("A attack @b", grid) == Action("attack", "A", target="b")
    with pytest.raises(ValueError):
        parse("A", grid)


def test_every_requirement_code_is_judged():
    assert known_codes() == frozenset(REQUIREMENTS)


def test_system_hooks_handle_hits_and_replace_the_roll():
    def on_hit(state, action, event):
        target = state.token(action.target)
        wounded = with_token(state, replace(target, conditions=target.conditions | {"wounded"}))
        return wounded, (Event.of("damage", action.actor, action.id, action.target, condition="wounded"),)

    def never_hits(state, action, attack):
        return state, (Event.of("attack", action.actor, action.id, action.target, hit=False),)

    state, action = d20("Ab", seed=42, A=SHARED), Action("attack", "A", target="b")
    hit = apply(replace(state, system=replace(state.system, on_hit=on_hit)), action)
    missed = apply(replace(state, system=replace(state.system, resolve_attack=never_hits)), action)
    assert [e.kind for e in hit.events] == ["action", "attack", "damage"]
    assert "wounded" in hit.state.token("b").conditions
    assert [e.param("hit") for e in missed.of_kind("attack")] == [False]
    assert missed.state.dice == state.dice


@pytest.mark.parametrize("ruleset", ["d20-mass", "yze", "fallout-pnp", "gurps4e"])
def test_every_legal_untargeted_entry_applies_and_leaves_the_state_before_untouched(ruleset):
    state = other(ruleset)
    spent, tokens = state.combat.spent, state.tokens
    applied = 0
    for option in legal_actions(state, "A"):
        if option.legal and option.action_def.target == "none":
            outcome = apply(state, Action(option.id, "A"))
            assert outcome.events[0].param("cost") == option.cost_label
            applied += 1
    assert applied >= 1
    assert state.combat.spent == spent and state.tokens == tokens



def test_every_system_effect_named_by_a_bundled_ruleset_exists():
    """A ruleset's `system` effects name entries of its system's effects table."""
    for ruleset_id in resources.ruleset_ids():
        ruleset = bundled_ruleset(ruleset_id)
        names = {e.system for a in ruleset.actions.values() for e in a.effects if e.system}
        effects = system_of(ruleset.system).effects
        missing = {n for n in names if not callable(effects.get(n))}
        assert not missing, f"{ruleset_id}: no system effect {sorted(missing)}"


def test_a_system_effect_runs_the_system_function():
    """`effects = [{system = "name"}]` calls the system's `effects["name"](state, action)`."""
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    calls = []
    shout = lambda s, a: (calls.append(a.id) or s, ())  # noqa: E731
    state = replace(state, system=replace(state.system, effects={"shout": shout}))
    action = Action("taunt", state.tokens[0].id)
    after, events = effects_module.apply_effect(state, action, Effect(system="shout"))
    assert calls == ["taunt"] and after is state and events == ()


def test_a_missing_system_effect_is_a_clear_error():
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    with pytest.raises(LookupError, match="no system effect 'nothing_here'"):
        effects_module.apply_effect(state, Action("x", state.tokens[0].id), Effect(system="nothing_here"))


def test_clearing_what_was_never_set_logs_nothing():
    """A maneuver that ends an aim the token never took writes no log line."""
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    action = Action("x", state.tokens[0].id)
    after, events = effects_module.apply_effect(state, action, Effect(clear_tactical="aiming"))
    assert after is state and events == ()
    after, events = effects_module.apply_effect(state, action, Effect(clear_tactical="evaluate"))
    assert after is state and events == ()
    aimed, _ = effects_module.apply_effect(state, action, Effect(count_tactical="evaluate"))
    cleared, events = effects_module.apply_effect(aimed, action, Effect(clear_tactical="evaluate"))
    assert len(events) == 1 and cleared.token(action.actor).tactical.extra.get("evaluate") is None


def test_a_stored_zero_is_still_cleared():
    """0 == False in Python, but a count of 0 is something: clearing it logs and removes it."""
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    action = Action("x", state.tokens[0].id)
    zero, _ = effects_module.apply_effect(state, action, Effect(set_tactical="rounds", value=0))
    cleared, events = effects_module.apply_effect(zero, action, Effect(clear_tactical="rounds"))
    assert len(events) == 1 and "rounds" not in cleared.token(action.actor).tactical.extra


def test_check_asks_the_system_what_data_cannot_judge():
    """check() adds the system's `action_reasons(state, action)` to every other reason."""
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    reasons = lambda s, a: [Reason.of("not_in_a_straight_line")] if a.id == "search" else []  # noqa: E731
    state = replace(state, system=replace(state.system, action_reasons=reasons))
    actor = state.tokens[0].id
    state = replace(state, combat=replace(state.combat, active=actor))   # d20 actions: on one's own turn
    assert codes(check(state, Action("search", actor))) == ["not_in_a_straight_line"]
    assert check(state, Action("total_defence", actor)) == ()

