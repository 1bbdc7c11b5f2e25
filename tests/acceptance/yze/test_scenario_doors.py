"""The Year Zero sample scenario's locked hatch and cramped crawlspace (RULES.md 2.2, 2.8):
the hatch from the dark barn to the crawlspace is locked, so it is broken, not opened, and
no one passes anyone in the crawlspace."""

from dataclasses import replace

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.schema import load_scenario


def scene() -> BattleState:
    scenario = load_scenario(resources.scenario_file("yze-zones.json"), ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset("yze"))


def codes(reasons):
    return [r.code for r in reasons]


def at_hatch(seed=0):
    state = scene()
    state = replace(state, combat=replace(state.combat, active="raider-1"), dice=replace(state.dice, seed=seed))
    grid = state.grid
    state = apply(state, Action("move", "raider-1", path=(grid.from_offset(12, 3), grid.from_offset(13, 3)))).state
    return state, grid.from_offset(14, 3)


def test_the_barn_hatch_is_locked_so_it_is_broken_not_opened():
    state, hatch = at_hatch()
    assert state.terrain.terrain_id_at(state.grid.index(hatch)) == "locked_door"
    assert codes(check(state, Action("open_door", "raider-1", cell=hatch))) == ["door_locked"]
    assert check(state, Action("break_door", "raider-1", cell=hatch)) == ()


def test_blows_on_the_hatch_add_up_until_it_gives_way_at_5():
    state, hatch = at_hatch(seed=1)
    dealt = 0
    for round_ in range(2, 40):
        out = apply(state, Action("break_door", "raider-1", cell=hatch))
        dealt += out.of_kind("door_attacked")[0].param("dealt")
        if out.of_kind("door_broken"):
            break
        state = replace(out.state, combat=replace(out.state.combat, round=round_, spent={}))
    assert dealt >= 5
    assert not out.state.terrain.type_at(out.state.grid.index(hatch)).blocks_movement


def test_no_one_passes_anyone_in_the_crawlspace():
    state = scene()
    grid = state.grid
    state = state.with_token_moved("raider-2", grid.from_offset(12, 0))
    state = state.with_token_moved("raider-1", grid.from_offset(11, 0))
    raider = state.token("raider-1")
    state = replace(state, combat=replace(state.combat, active="raider-1"))
    state = with_token(state, replace(raider, posture="prone"))
    crawl = Action("crawl", "raider-1", path=(grid.from_offset(12, 0), grid.from_offset(13, 0)))
    assert "cramped_no_passing" in codes(check(state, crawl))
