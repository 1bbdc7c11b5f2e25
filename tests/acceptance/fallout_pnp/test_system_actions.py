"""Fallout d100 homebrew (RULES.md 4.3): the system effects and legality of the catalogue
(`systems/fallout_pnp/actions`): Delay, Interact with doors, fences and squeezing, Help up,
Stabilise, climbing and jumping with their checks on apply."""

from dataclasses import replace

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn as start_turn
from battlemap.engine.systems.fallout_pnp.actions import action_reasons
from battlemap.engine.systems.fallout_pnp.turns import rk_of
from battlemap.schema import scenario_from_document
from tests.engine.ascii_maps import battle, scenario_dict


def seed_where(test, positions=(0,), sides=10):
    return next(s for s in range(1, 5000) if all(test(die_face(s, p, sides)) for p in positions))


def field(text, seed=1, active="A", **tokens):
    ids = [c for c in text if c.isalpha() and c not in "DwT"]
    combat = {"round": 1, "order": ids, "active": active}
    return battle(text, "fallout-pnp", tokens=tokens, combat=combat, seed=seed)


def at(state, col, row):
    return state.grid.from_offset(col, row)


def terrain_at(state, col, row):
    return state.terrain.terrain_id_at(state.grid.index(at(state, col, row)))


def codes(reasons):
    return [r.code for r in reasons]


# --- Delay -----------------------------------------------------------------------------
def jacobs_table():
    rk = {"J": 25, "A": 20, "B": 12, "r": 18}
    tokens = {i: {"template": "raider" if i == "r" else "wastelander", "state": {"rk": v}} for i, v in rk.items()}
    combat = {"round": 1, "order": ["J", "A", "r", "B"], "active": "J"}
    return battle("JAB...r", "fallout-pnp", tokens=tokens, combat=combat)


def test_delay_action_jacobs_25_to_15_everyone_above_acts_first():
    outcome = apply(jacobs_table(), Action("delay", "J", options=(("score", "15"),)))
    assert outcome.state.combat.order == ("A", "r", "J", "B") and outcome.state.combat.active == "A"
    assert rk_of(outcome.state.token("J")) == 15
    assert [e.kind for e in outcome.events] == ["action", "delay"] and outcome.events[0].param("cost") == "free"


def test_delay_action_once_per_round():
    state = apply(jacobs_table(), Action("delay", "J", options=(("score", "15"),))).state
    state = replace(state, combat=replace(state.combat, active="J"))
    assert "limit_reached" in codes(check(state, Action("delay", "J", options=(("score", "10"),))))


@pytest.mark.parametrize("options, code", [
    ((("score", "25"),), "delay_not_lower"), ((("score", "30"),), "delay_not_lower"),
    ((("score", "x"),), "score_not_a_number"),
], ids=["same-rk", "higher", "not-a-number"])
def test_delay_action_needs_a_lower_score(options, code):
    assert code in codes(check(jacobs_table(), Action("delay", "J", options=options)))


def test_delay_action_without_a_score_goes_one_below_your_rk():
    state = apply(jacobs_table(), Action("delay", "J")).state
    assert rk_of(state.token("J")) == 24 and state.combat.order == ("J", "A", "r", "B")


def test_delay_action_only_at_the_start_of_the_turn():
    state = apply(jacobs_table(), Action("defend", "J")).state
    assert "delay_not_at_turn_start" in codes(check(state, Action("delay", "J", options=(("score", "15"),))))


# --- Interact: doors, fences, squeezing ----------------------------------------------------
def test_interact_opens_then_closes_a_door_2_ap_each():
    state = field("AD..")
    door = at(state, 1, 0)
    opened = apply(state, Action("interact", "A", cell=door))
    assert terrain_at(opened.state, 1, 0) == "open_door" and opened.events[-1].kind == "door_opened"
    assert opened.state.terrain.step_blocked(0, 1) is None  # the way through is open
    closed = apply(opened.state, Action("interact", "A", cell=door))
    assert terrain_at(closed.state, 1, 0) == "door" and closed.events[-1].kind == "door_closed"
    assert closed.state.combat.spent_by("A", "ap") == 4


def test_interact_opens_a_door_drawn_on_an_edge():
    document = scenario_dict("AB..", "fallout-pnp", combat={"round": 1, "order": ["A", "B"], "active": "A"})
    document["terrain"]["edges"] = [{"between": [[0, 0], [1, 0]], "type": "door"}]
    scenario = scenario_from_document(document, source="<test>", ruleset_resolver=bundled_ruleset)
    state = build_state(scenario, bundled_ruleset("fallout-pnp"))
    assert state.terrain.step_blocked(0, 1) == "blocked_edge"
    after = apply(state, Action("interact", "A", cell=at(state, 1, 0))).state
    assert after.terrain.step_blocked(0, 1) is None


def test_interact_cannot_close_a_door_on_someone():
    state = field("AD..")
    state = apply(state, Action("interact", "A", cell=at(state, 1, 0))).state
    state = state.with_token_moved("A", at(state, 1, 0))
    assert "occupied" in codes(check(state, Action("interact", "A", cell=at(state, 1, 0))))


@pytest.mark.parametrize("text, cell, code", [
    ("A..D", (3, 0), "interact_not_adjacent"), ("A...", (1, 0), "nothing_to_interact"),
], ids=["door-too-far", "nothing-there"])
def test_interact_needs_a_door_or_low_fence_within_5_ft(text, cell, code):
    state = field(text)
    assert code in codes(check(state, Action("interact", "A", cell=at(state, *cell))))


def test_interact_hops_a_low_fence():
    state = field("A+..")
    outcome = apply(state, Action("interact", "A", cell=at(state, 1, 0)))
    assert outcome.state.token("A").cell == at(state, 1, 0) and outcome.events[-1].kind == "hopped"
    assert outcome.state.combat.spent_by("A", "ap") == 2


def test_a_large_token_squeezes_through_a_gap_for_2_ap():
    state = field("A...\n....", A={"template": "brute"})
    outcome = apply(state, Action("interact", "A", cell=at(state, 2, 0)))
    assert outcome.events[-1].kind == "squeezed" and outcome.state.combat.spent_by("A", "ap") == 2


@pytest.mark.parametrize("size, extra, use, ap", [("huge", 2, "squeeze_huge", 4),
                                                  ("gargantuan", 4, "squeeze_gargantuan", 6)])
def test_squeeze_costs_2_ap_more_per_size_above_large(size, extra, use, ap):
    state = field("A.....\n......\n......\n......", A={"template": "brute", "size": size})
    cell = at(state, 4 if size == "gargantuan" else 3, 0)
    reasons = check(state, Action("interact", "A", cell=cell))
    found = next(r for r in reasons if r.code == "squeeze_costs_more")
    assert found.param("extra_ap") == extra and found.param("use") == use
    outcome = apply(state, Action(use, "A", cell=cell))
    assert outcome.state.combat.spent_by("A", "ap") == ap


def test_a_squeeze_entry_is_only_for_its_size():
    state = field("A...\n....", A={"template": "brute"})
    assert "requires_size" in codes(check(state, Action("squeeze_huge", "A", cell=at(state, 2, 0))))


def test_an_oversized_door_costs_4_ap():
    state = field("AD..")
    after = apply(state, Action("interact_large_door", "A", cell=at(state, 1, 0))).state
    assert terrain_at(after, 1, 0) == "open_door" and after.combat.spent_by("A", "ap") == 4
    assert "no_door" in codes(check(field("A..."), Action("interact_large_door", "A", cell=at(state, 1, 0))))


# --- Help up, Stabilise ----------------------------------------------------------------------
def test_help_up_stands_a_knocked_down_ally_for_2_ap():
    state = field("AB", B={"conditions": ["knocked_down"], "posture": "prone"})
    after = apply(state, Action("help_up", "A", target="B")).state
    assert after.token("B").posture == "standing" and "knocked_down" not in after.token("B").conditions
    assert after.combat.spent_by("A", "ap") == 2 and after.combat.spent_by("B", "ap") == 0
    assert "target_not_knocked_down" in codes(check(field("AB"), Action("help_up", "A", target="B")))


def test_stabilise_removes_one_condition_without_a_check():
    state = field("AB", B={"conditions": ["bleeding", "burning"]})
    outcome = apply(state, Action("stabilise", "A", target="B", options=(("remove", "bleeding"),)))
    assert outcome.state.token("B").conditions == {"burning"}  # one effect per action
    assert outcome.state.dice.position == 0 and outcome.state.combat.spent_by("A", "ap") == 4


@pytest.mark.parametrize("good", [True, False], ids=["success", "failure"])
def test_stabilise_a_comatose_ally_medicine_minus_50(good):
    seed = seed_where((lambda f: f <= 30) if good else (lambda f: f > 30), sides=100)
    state = field("AB", seed=seed, A={"stats": {"medicine": 80}}, B={"conditions": ["comatose", "bleeding"]})
    outcome = apply(state, Action("stabilise", "A", target="B"))
    event = next(e for e in outcome.events if e.kind == "check")
    assert event.param("need") == 30 and event.param("success") is good
    patient = outcome.state.token("B")
    assert (patient.conditions == {"unconscious"} and patient.stats["hp"] == 1) if good else (
        "comatose" in patient.conditions)


@pytest.mark.parametrize("text, options, code", [
    ("AB", (), "target_not_comatose"), ("AB", (("remove", "stunned"),), "nothing_to_remove"),
    ("A.B", (("remove", "bleeding"),), "requires_adjacent"),
], ids=["not-comatose", "nothing-to-remove", "too-far"])
def test_stabilise_needs_a_patient(text, options, code):
    state = field(text, B={"conditions": ["bleeding"]})
    assert code in codes(action_reasons(state, Action("stabilise", "A", target="B", options=options)))


# --- jumping ---------------------------------------------------------------------------------
def test_high_jump_str_over_2_ft_without_a_check():
    outcome = apply(field("A."), Action("jump_high", "A"))
    assert outcome.events[-1].param("feet") == 2.5 and outcome.state.dice.position == 0
    assert outcome.state.combat.spent_by("A", "ap") == 3


def test_high_jump_while_climbing_agi_minus_2_or_fall():
    state = field("A.", seed=seed_where(lambda f: f > 3), A={"conditions": ["climbing"]})
    outcome = apply(state, Action("jump_high", "A"))
    assert outcome.events[-1].kind == "fell"
    assert "knocked_down" in outcome.state.token("A").conditions
    assert "climbing" not in outcome.state.token("A").conditions


def test_long_jump_10_ft_lands_without_a_check():
    state = field("A.....")
    outcome = apply(state, Action("jump_long", "A", cell=at(state, 2, 0)))
    assert outcome.state.token("A").cell == at(state, 2, 0) and outcome.state.dice.position == 0


def test_long_jump_failed_agi_check_lands_halfway_knocked_down():
    state = field("A.....", seed=seed_where(lambda f: f > 3))
    outcome = apply(state, Action("jump_long", "A", cell=at(state, 4, 0)))  # 20 ft
    token = outcome.state.token("A")
    assert token.cell == at(state, 2, 0) and "knocked_down" in token.conditions
    assert outcome.events[-1].param("feet") == 10


@pytest.mark.parametrize("cell, code", [((2, 1), "jump_not_straight"), ((1, 0), "jump_length"),
                                        ((7, 0), "jump_length"), ((3, 0), "blocked_terrain"),
                                        ((4, 0), "occupied")], ids=["bent", "5-ft", "35-ft", "wall", "token"])
def test_long_jump_is_10_to_30_ft_in_a_straight_line(cell, code):
    state = field("A..#B...\n........")
    assert code in codes(check(state, Action("jump_long", "A", cell=at(state, *cell))))


# --- checks on apply ----------------------------------------------------------------------------
def test_clearing_debris_str_minus_4_opens_the_square():
    state = field("A~..", seed=seed_where(lambda f: f <= 1), A={"stats": {"strength": 5}})
    outcome = apply(state, Action("clear_debris", "A", cell=at(state, 1, 0)))
    assert outcome.events[1].param("need") == 1 and terrain_at(outcome.state, 1, 0) == "open"
    assert outcome.state.combat.spent_by("A", "ap") == 6


def test_taunt_rolls_cha_minus_4():
    state = field("Ab")
    outcome = apply(state, Action("taunt", "A", target="b"))
    assert outcome.events[1].param("stat") == "charisma" and outcome.events[1].param("need") == 1


def test_a_climber_knocked_down_by_a_failed_first_check():
    state = field("A.", seed=seed_where(lambda f: f > 3))
    token = apply(state, Action("climb", "A")).state.token("A")
    assert token.posture == "prone" and token.conditions == {"knocked_down"}


def test_interact_does_not_open_a_motion_sensor_door():
    state = field("AD..")
    door = state.ruleset.terrain["door"]
    sensor = door.model_copy(update={"fields": {**door.fields, "motion_sensor": True}})
    ruleset = state.ruleset.model_copy(update={"terrain": {**state.ruleset.terrain, "door": sensor}})
    assert "motion_sensor_door" in codes(check(replace(state, ruleset=ruleset),
                                               Action("interact", "A", cell=at(state, 1, 0))))
    assert "motion_sensor_door" not in codes(check(state, Action("interact", "A", cell=at(state, 1, 0))))


@pytest.mark.parametrize("surface, need", [(None, 3), ("2", 1)], ids=["str-minus-2", "hard-surface-minus-4"])
def test_a_hard_surface_raises_the_climb_penalty_and_the_rechecks_keep_it(surface, need):
    state = field("A.")  # STR 5: 1d10 <= 3, or <= 1 on a hard surface
    options = (("surface", surface),) if surface else ()
    outcome = apply(state, Action("climb", "A", options=options))
    assert next(e for e in outcome.events if e.kind == "check").param("need") == need
    climbing = outcome.state.token("A")
    holding = with_token(outcome.state, replace(climbing, conditions=frozenset({"climbing"}), posture="standing"))
    _, events = start_turn(holding, "A")
    assert next(e for e in events if e.kind == "check").param("need") == need
