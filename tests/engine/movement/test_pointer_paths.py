"""Paths that follow the pointer: the freehand trail and the straight way toward a cell out of reach."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.engine.building import build_state
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.movement.pointer_paths import freehand_trail, straight_steps, straight_toward
from battlemap.grid import Cell
from battlemap.schema import parse_scenario
from tests.engine.ascii_maps import battle

#: A 10 x 5 open field in d20 mass combat: blue spearmen "A" (speed 4) west of a
#: red spear troop "b"; red crossbowmen "x" further east; a door and a wall below.
LANE = """
........x.
......~...
.A.b......
....D.....
....#.....
"""


@pytest.fixture
def lane():
    return battle(LANE, "d20-mass", tokens={
        "A": {"template": "spearmen", "stats": {"speed": 4}},
        "b": {"template": "spearmen"},
        "x": {"template": "crossbowmen"},
    })


def walk(movement, offsets) -> tuple[Cell, ...]:
    """The freehand path after the pointer went through `offsets`, one cell at a time."""
    trail: tuple[Cell, ...] = ()
    for col, row in offsets:
        trail = freehand_trail(movement, trail, movement.grid.from_offset(col, row))
    return trail


@pytest.mark.parametrize(
    ("trail", "path"),
    [
        ([(2, 2), (3, 2), (4, 2)], [(2, 2), (3, 2), (4, 2)]),
        ([(2, 2), (3, 2), (2, 2)], [(2, 2)]),
        ([(2, 2), (1, 2)], []),
        ([(4, 2)], [(2, 2), (3, 2), (4, 2)]),
        ([(2, 1), (2, 3), (3, 3)], [(2, 1), (2, 2), (2, 3), (3, 3)]),
    ],
    ids=["step-by-step", "back-up-shortens", "back-to-start", "jump-bridged", "gap-bridged"],
)
def test_freehand_path_follows_the_pointer(lane, trail, path):
    movement = start_drag(lane, "A").movement
    assert [lane.grid.to_offset(c) for c in walk(movement, trail)] == path


def test_freehand_bridge_on_a_hex_map_steps_between_neighbours():
    file = resources.scenario_file("gurps-duel.json")
    scenario = parse_scenario(file.read_bytes(), source=str(file), ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    drag = start_drag(state, "sir-aldric")
    grid = state.grid
    path = walk(drag.movement, [(5, 4)])
    steps = (state.token("sir-aldric").cell, *path)
    assert all(grid.distance(a, b) == 1 for a, b in zip(steps, steps[1:]))
    assert [grid.to_offset(c) for c in path] == [(5, 6), (5, 5), (5, 4)]
    move = drag.preview(path)
    assert (move.cost, move.unit, move.legal) == (3, "yd", True)


def test_a_freehand_step_off_the_map_is_kept_for_the_verdict_to_refuse(lane):
    movement = start_drag(lane, "A").movement
    off = Cell(-5, -5)
    assert not lane.grid.in_bounds(off)
    assert freehand_trail(movement, (), off) == (off,)


def test_the_way_to_a_closed_door_stops_at_it_and_says_it_is_blocked(lane):
    drag = start_drag(lane, "A")
    door = lane.grid.from_offset(4, 3)
    assert drag.path_to(door) is None
    way = straight_toward(drag.movement, door)
    assert way[-1] == door
    assert all(lane.grid.index(c) in drag.movement.best for c in way[:-1])
    assert "blocked_terrain" in {r.code for r in drag.preview(way).reasons}


def test_the_way_past_the_budget_stops_one_step_out_of_reach():
    state = battle("A.......", "gurps4e")
    drag = start_drag(state, "A")
    far = state.grid.from_offset(7, 0)
    way = straight_toward(drag.movement, far)
    reached = [c for c in way if state.grid.index(c) in drag.movement.best]
    assert way[:-1] == tuple(reached) and way[-1] != far
    assert [r.code for r in drag.preview(way).reasons] == ["over_budget"]


def test_the_way_to_the_start_or_off_the_map(lane):
    movement = start_drag(lane, "A").movement
    off = Cell(-5, -5)
    assert straight_toward(movement, movement.start) == ()
    assert straight_toward(movement, off) == (off,)


def test_straight_steps_walk_neighbour_by_neighbour(lane):
    grid = lane.grid
    a, b = grid.from_offset(0, 0), grid.from_offset(9, 4)
    steps = [a, *straight_steps(grid, a, b)]
    assert steps[-1] == b
    assert all(grid.distance(p, q) == 1 for p, q in zip(steps, steps[1:]))
    assert len(steps) - 1 == grid.distance(a, b)
