"""The sample fallout-alley.json: overwatch lines, cover, a door, and one full round played."""

from dataclasses import replace

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import budget_of
from battlemap.engine.play.legality import check
from battlemap.engine.play.provoked import provoked_by_action
from battlemap.engine.play.turns import begin_round as start_round, begin_turn as start_turn, end_turn
from battlemap.engine.systems.fallout_pnp.ammo import loaded
from battlemap.engine.systems.fallout_pnp.mines import owner_of_mine
from battlemap.engine.systems.fallout_pnp.overwatch import overwatch_attack
from battlemap.schema import load_scenario


def alley() -> BattleState:
    path = resources.scenario_file("fallout-alley.json")
    scenario = load_scenario(path, ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset("fallout-pnp"))


def cells(state, *offsets):
    return [state.grid.from_offset(c, r) for c, r in offsets]


def test_the_alley_shows_overwatch_lines_cover_and_doors():
    state = alley()
    assert state.spec.cell == 5 and state.spec.unit == "ft"
    assert state.token("bill").tactical.overwatch.declared == 2
    assert state.token("jacobs").tactical.overwatch.declared == 1
    assert {state.terrain.terrain_id_at(state.grid.index(c)) for c in cells(state, (8, 2), (4, 4))} == {"door"}
    assert state.combat.order[0] == "jacobs"  # РК 25 acts first


def test_doc_defends_and_dodges_against_the_mutant():
    state = alley()
    e = explain_attack(state, "bill", "doc")  # an ally's numbers, just to read the defences
    assert {m.id: m.value for m in e.modifiers}["defending"] == -20
    assert {m.id: m.value for m in e.modifiers}["target_dodge"] == -10


def test_the_raider_entering_the_alley_sets_off_bills_burst():
    state = alley()
    preview = preview_move(state, "raider-1", cells(state, (21, 7), (21, 6)))
    assert [(r.by, r.kind) for r in preview.reactions] == [("bill", "overwatch")]
    after, events = overwatch_attack(state, "bill", "raider-1")
    assert len([e for e in events if e.kind == "attack"]) == 2


def test_the_fence_gives_partial_cover():
    state = alley()
    moved = state.with_token_moved("raider-1", state.grid.from_offset(17, 6))
    e = explain_attack(moved, "bill", "raider-1")
    assert {m.id: m.value for m in e.modifiers}.get("cover_partial") == -20


def test_a_full_round_of_the_alley():
    state = alley()
    order = state.combat.order
    # Jacobs: his old overwatch ends as his turn starts; he focuses and shoots down the street.
    state, _ = start_turn(state, "jacobs")
    assert state.token("jacobs").tactical.overwatch is None
    state = apply(state, Action("focus", "jacobs")).state
    state = apply(state, Action("attack", "jacobs", target="raider-2")).state
    assert budget_of(state, "jacobs").spent == 7  # Focus 2 + hunting rifle 5
    state, _ = end_turn(state, "jacobs")
    # Raider: steps into the alley; Bill's burst answers.
    state, _ = start_turn(state, "raider-1")
    state = apply(state, Action("move", "raider-1", path=tuple(cells(state, (21, 6))))).state
    state, _ = overwatch_attack(state, "bill", "raider-1")
    state = apply(state, Action("defend", "raider-1")).state
    state, _ = end_turn(state, "raider-1")
    # Bill: reloads and declares a new single-shot overwatch down the alley.
    state, _ = start_turn(state, "bill")
    state = apply(state, Action("reload", "bill")).state
    state = apply(state, Action("overwatch", "bill", cell=state.grid.from_offset(23, 6))).state
    assert budget_of(state, "bill").spent == 3
    state, _ = end_turn(state, "bill")
    # Mutant: walks two squares, opens the door of the south building (2 AP) and defends twice.
    state, _ = start_turn(state, "mutant")
    state = apply(state, Action("move", "mutant", path=tuple(cells(state, (19, 6), (19, 7))))).state
    door = state.grid.from_offset(18, 9)
    state = apply(state, Action("interact", "mutant", cell=door)).state
    assert state.terrain.terrain_id_at(state.grid.index(door)) == "open_door"
    for _ in range(2):
        state = apply(state, Action("defend", "mutant")).state
    assert budget_of(state, "mutant").spent == 8
    state, _ = end_turn(state, "mutant")
    # Doc: his 2 AP of Dodge are owed; he stabilises nobody and helps Bill up the alley.
    state, events = start_turn(state, "doc")
    assert budget_of(state, "doc").spent == 2 and "dodge_ap" not in state.token("doc").tactical.extra
    state = apply(state, Action("move", "doc", path=tuple(cells(state, (4, 6), (3, 6), (2, 6))))).state
    state = apply(state, Action("help", "doc", target="bill")).state
    assert budget_of(state, "doc").spent == 7
    state, _ = end_turn(state, "doc")
    # The scout: gets up from Knocked Down to standing, 4 AP.
    state, _ = start_turn(state, "raider-2")
    if "unconscious" not in state.token("raider-2").conditions:
        state = apply(state, Action("get_up_standing", "raider-2")).state
        assert budget_of(state, "raider-2").spent == 4
    state, _ = end_turn(state, "raider-2")
    state, _ = start_round(state)
    assert state.combat.round == 3 and state.combat.order == order
    assert state.token("mutant").tactical.extra["defend"] == 2  # lasts until the mutant's next turn


def test_bills_burst_spends_his_rounds_and_a_reload_fills_the_smg():
    state = alley()
    smg = next(w for w in state.token("bill").weapons if w.id == "smg_10mm")
    assert loaded(state.token("bill"), smg) == 12
    state, _ = overwatch_attack(state, "bill", "raider-1")
    assert loaded(state.token("bill"), smg) == 10
    state = replace(state, combat=replace(state.combat, active="bill"))
    outcome = apply(state, Action("reload", "bill"))
    assert loaded(outcome.state.token("bill"), smg) == 30 and outcome.events[-1].param("added") == 20


def test_the_scouts_mine_lies_armed_in_the_street():
    state = alley()
    assert owner_of_mine(state, [12, 7]) == "raider-2"


def _active(state, token_id):
    return replace(state, combat=replace(state.combat, active=token_id))


def test_the_bombers_grenade_at_doc_crosses_bills_line_and_acts_on_sarahs():
    state = _active(alley(), "bomber")
    throw = Action("attack", "bomber", target="doc", options=(("weapon", "frag_grenade"),))
    found = provoked_by_action(state, throw)
    assert [(r.by, r.kind, r.why.code, r.why.param("at")) for r in found] == [
        ("bill", "shoot_thrown_item", "item_crosses_line", (7, 7)),  # beside the alley line
        ("sarah", "overwatch", "acts_on_line", None)]


def test_walking_up_column_2_sets_off_sarahs_second_line():
    state = _active(alley(), "raider-1")
    state = state.with_token_moved("raider-1", state.grid.from_offset(3, 7))
    found = preview_move(state, "raider-1", cells(state, (2, 7))).reactions
    # Row 7 is also beside Bill's alley line (row 6): he fires first (declared first, another direction).
    assert [(r.by, r.why.param("line")) for r in found if r.kind == "overwatch"] == [("bill", None), ("sarah", 2)]


def test_the_two_blades_wait_for_the_first_enemy_in_reach():
    state = alley()
    found = preview_move(state, "jacobs", cells(state, (11, 1))).reactions
    assert [(r.by, r.kind, r.why.code) for r in found if r.kind == "overwatch"] == [
        ("blades", "overwatch", "enters_reach")]


def test_bill_reloads_from_the_rounds_lying_beside_him_and_doc_picks_up_the_stimpak():
    state = _active(alley(), "bill")
    smg = next(w for w in state.token("bill").weapons if w.id == "smg_10mm")
    outcome = apply(state, Action("reload", "bill", options=(("ammo", "ammo-1"),)))
    assert loaded(outcome.state.token("bill"), smg) == 30
    assert [(i.id, i.count) for i in outcome.state.items][0] == ("ammo-1", 2)  # 18 of its 20 rounds
    # Bill's two-handed SMG leaves no hand free to pick anything up; Doc has one.
    pick = Action("pick_up", "bill", cell=state.grid.from_offset(2, 5))
    assert "hands_full" in [r.code for r in check(state, pick)]
    doc = _active(alley(), "doc")
    after = apply(doc, Action("pick_up", "doc", cell=doc.grid.from_offset(5, 6))).state
    assert after.token("doc").tactical.extra["carried"] == {"stimpak": 1}
    assert "stimpak-1" not in {i.id for i in after.items}
