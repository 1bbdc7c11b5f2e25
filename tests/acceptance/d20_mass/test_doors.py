"""d20 mass combat, RULES.md 3.6: opening a door is a move action (seed: 从倒下中站起、开门、
从包裹中取出装备武器也是移动动作。你每回合可以进行一个移动动作，或者放弃你的标准动作，每回合进行两个移动动作).

The door is clicked on the map (its cell, or the cell beyond a door on the
square's edge); opening pays the turn's move action, and a second door takes
the standard action given up for it. Closing is the same action backwards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check, legal_actions
from battlemap.grid import Edge
from tests.document.doc_helpers import at, write_scenario
from tests.engine.ascii_maps import battle


def codes(reasons):
    return [r.code for r in reasons]


def doorway(text="AD.", spent=None, **tokens):
    combat = {"round": 1, "order": ["A"], "active": "A", "spent": spent or {}}
    return battle(text, "d20-mass", tokens={"A": {"template": "swordsmen"}, **tokens}, combat=combat, seed=3)


def terrain_at(state, col, row=0):
    return state.terrain.terrain_id_at(state.grid.index(state.grid.from_offset(col, row)))


def cell(state, col, row=0):
    return state.grid.from_offset(col, row)


def test_opening_a_door_is_a_move_action():
    state = doorway()
    option = legal_actions(state, "A").option("open_door")
    assert (option.action_def.group, option.cost_label) == ("move", "move")
    out = apply(state, Action("open_door", "A", cell=cell(state, 1)))
    assert terrain_at(out.state, 1) == "open_door"
    assert out.state.combat.spent_by("A", "action.move") == 1
    assert [e.kind for e in out.events][-1] == "door_opened"
    # The opened door blocks nothing: the unit walks through it.
    assert check(out.state, Action("move", "A", path=(cell(state, 1),))) == ()


def test_a_second_door_takes_the_standard_action_given_up_for_it_then_none_is_left():
    state = doorway("DAD")
    first = apply(state, Action("open_door", "A", cell=cell(state, 0))).state
    second = apply(first, Action("open_door", "A", cell=cell(state, 2))).state
    assert (terrain_at(second, 0), terrain_at(second, 2)) == ("open_door", "open_door")
    closing = check(second, Action("close_door", "A", cell=cell(state, 0)))
    assert "budget_exceeded" in codes(closing)


def test_closing_an_open_door_is_a_move_action_and_the_door_blocks_again():
    state = apply(doorway(), Action("open_door", "A", cell=cell(doorway(), 1))).state
    state = replace(state, combat=replace(state.combat, spent={}))
    out = apply(state, Action("close_door", "A", cell=cell(state, 1)))
    assert terrain_at(out.state, 1) == "door"
    assert out.state.combat.spent_by("A", "action.move") == 1
    assert check(out.state, Action("move", "A", path=(cell(state, 1),))) != ()


@pytest.mark.parametrize(("text", "action", "col", "code"), [
    ("A.D", "open_door", 2, "door_out_of_reach"),
    ("A..", "open_door", 1, "no_door"),
    ("A..", "close_door", 1, "no_open_door"),
    ("A.D", "close_door", 2, "door_out_of_reach"),
], ids=["open-too-far", "open-not-a-door", "close-not-an-open-door", "close-too-far"])
def test_a_door_action_aimed_at_no_door_within_reach_is_refused_with_its_reason(text, action, col, code):
    state = doorway(text)
    assert codes(check(state, Action(action, "A", cell=cell(state, col)))) == [code]


def test_a_unit_in_the_doorway_keeps_the_door_from_closing():
    state = doorway("AD.", b={"template": "swordsmen"})
    opened = apply(state, Action("open_door", "A", cell=cell(state, 1))).state
    ids = [opened.terrain.terrain_id_at(i) for i in range(opened.grid.size)]
    # The red unit steps into the open doorway.
    crowded = battle("Ab.", "d20-mass", tokens={"A": {"template": "swordsmen"}, "b": {"template": "swordsmen"}},
                     combat={"round": 1, "order": ["A"], "active": "A"})
    crowded = replace(crowded, terrain=TerrainMap.build(crowded.grid, crowded.ruleset, ids, {}))
    assert codes(check(crowded, Action("close_door", "A", cell=cell(state, 1)))) == ["door_blocked"]


def test_a_door_on_the_squares_edge_opens_and_closes_by_clicking_the_square_beyond():
    state = doorway("A.")
    edge = Edge.of(cell(state, 0), cell(state, 1))
    ids = [state.terrain.terrain_id_at(i) for i in range(state.grid.size)]
    state = replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, {edge: "door"}))
    assert check(state, Action("move", "A", path=(cell(state, 1),))) != ()
    opened = apply(state, Action("open_door", "A", cell=cell(state, 1))).state
    assert opened.terrain.edge_walls[edge].id == "open_door"
    assert check(opened, Action("move", "A", path=(cell(state, 1),))) == ()
    closed = apply(opened, Action("close_door", "A", cell=cell(state, 1))).state
    assert closed.terrain.edge_walls[edge].id == "door"


def test_charging_units_open_no_doors():
    state = doorway(A={"template": "swordsmen", "conditions": ["charging"]})
    assert "requires_condition_not_in" in codes(check(state, Action("open_door", "A", cell=cell(state, 1))))


GATE = {
    "format": "battlemap-scenario", "version": 1, "name": "gate", "ruleset": "d20-mass",
    "grid": {"cols": 4, "rows": 1}, "terrain": {"rows": [".D.."]},
    "tokens": [{"id": "foot", "name": "Blue footmen", "side": "blue", "at": [0, 0], "template": "swordsmen"}],
    "combat": {"round": 1, "order": ["foot"], "active": "foot"}, "seed": 1,
}


def test_the_window_opens_a_door_from_the_token_menu_clicking_the_door(tmp_path):
    doc = BattleDocument.open(write_scenario(tmp_path, GATE), data_folder=tmp_path / "data")
    assert next(o for o in legal_actions(doc.state, "foot") if o.id == "open_door").legal
    doc.apply(doc.action_command(Action("open_door", "foot", cell=at(doc, 1, 0))))
    assert terrain_at(doc.state, 1) == "open_door"
    assert doc.state.combat.spent_by("foot", "action.move") == 1
