"""The Year Zero sample scenario (assets/scenarios/yze-zones.json) plays a full round:
zones give the bands, the dark barn costs dice, cards set the order, overwatch fires out
of turn, a parry is charged, a retreat leaves Engaged."""

from dataclasses import replace

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.turns import card_of
from battlemap.schema import load_scenario


def scene() -> BattleState:
    scenario = load_scenario(resources.scenario_file("yze-zones.json"), ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset("yze"))


def turn(state: BattleState, token: str) -> BattleState:
    return replace(state, combat=replace(state.combat, active=token))


def play(state: BattleState, action: Action) -> BattleState:
    assert check(state, action) == (), action
    return apply(state, action).state


def test_the_cards_set_the_order_and_the_raiders_share_one():
    state = scene()
    cards = [card_of(state, t) for t in state.combat.order]
    assert cards == sorted(cards) and state.combat.active == "scout"
    assert card_of(state, "raider-1") == card_of(state, "raider-2") == 8


def test_zones_give_the_range_bands():
    state = scene()
    assert explain_attack(state, "ruben", "moth").range.band == "engaged"
    assert explain_attack(state, "lio", "moth").range.band == "short"
    assert explain_attack(state, "scout", "ruben").range.band == "medium"


def test_the_dark_barn_costs_two_dice_and_hides_behind_walls():
    e = explain_attack(scene(), "lio", "raider-1")
    assert {m.id: m.value for m in e.modifiers}["darkness"] == -2
    assert [r.code for r in e.reasons] == ["no_line_of_fire"]


def test_the_dim_grove_costs_a_shot_one_die():
    e = explain_attack(scene(), "kasia", "scout")
    assert {m.id: (m.value, m.label) for m in e.modifiers}["darkness"] == (-1, "Dim light")


def test_a_full_round():
    state = scene()
    grid = state.grid
    # Card 3, the prone scout: a shot (slow) at Medium range, -1, then up (fast); getting
    # up first would have un-prepared the bow.
    assert "weapon_not_prepared" in [r.code for r in check(
        apply(state, Action("get_up", "scout")).state, Action("shoot", "scout", target="ruben"))]
    state = play(state, Action("shoot", "scout", target="ruben"))
    state = play(state, Action("get_up", "scout"))
    assert "budget_exceeded" in [r.code for r in check(state, Action("aim", "scout", target="ruben"))]
    # Card 5, Ruben: close combat; Moth parries with one of its two actions.
    state = play(turn(state, "ruben"), Action("close_combat", "ruben", target="moth"))
    assert state.combat.spent_by("moth", "action.fast") == 1
    if "broken" in state.token("moth").conditions:
        return
    # Card 7, Moth: retreats out of Engaged into Kasia's watched cone...
    state = turn(state, "moth")
    path = (grid.from_offset(3, 6), grid.from_offset(4, 6))
    state = play(state, Action("retreat", "moth", target="ruben", path=path))
    if "broken" in state.token("moth").conditions:
        return
    assert state.token("moth").cell == grid.from_offset(4, 6)
    # ... where Kasia's overwatch fires out of turn with the slow action she kept.
    state = play(state, Action("overwatch_shot", "kasia", target="moth"))
    assert state.combat.spent_by("kasia", "action.slow") == 1
    # Card 8, the raiders: one steps to the barn door and opens it (two fast actions).
    state = play(turn(state, "raider-1"), Action("move", "raider-1", path=(grid.from_offset(10, 4),)))
    state = play(state, Action("open_door", "raider-1", cell=grid.from_offset(9, 4)))
    assert state.combat.spent_by("raider-1", "action.fast") == 2
    assert not state.terrain.type_at(grid.index(grid.from_offset(9, 4))).blocks_movement
