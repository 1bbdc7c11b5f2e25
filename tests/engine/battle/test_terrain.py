"""TerrainMap: legend precedence, flat tables, edge walls, corner cuts."""

from types import SimpleNamespace

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.terrain import TerrainMap, TerrainType, step_key
from battlemap.grid import Cell, Edge, make_grid
from tests.engine.ascii_maps import battle


def _fake_scenario(rows, legend=None, edges=None):
    """A scenario-shaped object (the schema's `terrain.edges` may not exist yet)."""
    return SimpleNamespace(terrain=SimpleNamespace(rows=rows, legend=legend or {}, edges=edges))


@pytest.mark.parametrize(
    ("scenario_legend", "expected"),
    [({}, "deep_water"), ({"=": "rough"}, "rough")],
    ids=["ruleset-over-default", "scenario-over-ruleset"],
)
def test_legend_precedence(scenario_legend, expected):
    ruleset = bundled_ruleset("d20-mass")  # its legend maps "=" to deep_water
    grid = make_grid("square", 3, 1)
    terrain = TerrainMap.from_scenario(_fake_scenario(["~=#"], scenario_legend), ruleset, grid)
    assert [terrain.terrain_id_at(i) for i in range(3)] == ["rough", expected, "wall"]


def test_flat_tables_follow_the_ruleset_properties():
    state = battle("~.#\nA+T", "fallout-pnp")
    t = state.terrain
    assert t.move_cost_by_index == (2.0, 1.0, 1.0, 1.0, 1.0, 2.0)
    assert t.blocks_move_by_index == (False, False, True, False, False, False)
    assert t.blocks_sight_by_index == (False, False, True, False, False, False)
    assert t.type_at(4).cover == "partial"
    assert t.blocks_sight_at(2) and not t.blocks_sight_at(4)


def test_hex_rows_are_offset_coordinates():
    state = battle("..#\n...", "gurps4e")
    wall = state.grid.from_offset(2, 0)
    assert state.terrain.terrain_id_at(state.grid.index(wall)) == "wall"
    assert state.grid.kind == "hex"


def test_edge_walls_from_the_scenario():
    ruleset = bundled_ruleset("fallout-pnp")
    grid = make_grid("square", 3, 2)
    edges = [{"between": [[0, 0], [1, 0]], "type": "wall"}, {"between": [[1, 1], [2, 1]], "type": "low_wall"}]
    terrain = TerrainMap.from_scenario(_fake_scenario(["...", "..."], edges=edges), ruleset, grid)
    assert terrain.edge_between(0, 1).id == "wall"
    assert terrain.edge_between(1, 0).id == "wall"
    assert terrain.edge_between(4, 5).id == "low_wall"
    assert terrain.edge_between(1, 2) is None
    assert terrain.step_blocked(0, 1) == "blocked_edge"
    assert terrain.step_blocked(4, 5) is None  # a low wall does not stop movement
    assert step_key(0, 1, 6) in terrain.sight_steps


def test_diagonal_past_a_wall_corner_is_a_corner_cut():
    state = battle("....\nA#..", "fallout-pnp")
    t, g = state.terrain, state.grid
    a, b = g.index(Cell(0, 1)), g.index(Cell(1, 0))
    assert t.step_blocked(a, b) == "corner_cut"
    assert t.step_blocked(b, a) == "corner_cut"
    assert t.step_blocked(g.index(Cell(0, 0)), b) is None


def test_an_edge_wall_blocks_the_diagonals_through_its_ends():
    ruleset = bundled_ruleset("fallout-pnp")
    grid = make_grid("square", 3, 3)
    terrain = TerrainMap.build(grid, ruleset, ["open"] * 9, {Edge.of(Cell(1, 1), Cell(2, 1)): "wall"})
    # The wall between (1,1) and (2,1) ends at the corners (2,1) and (2,2).
    assert terrain.step_blocked(grid.index(Cell(1, 0)), grid.index(Cell(2, 1))) == "corner_cut"
    assert terrain.step_blocked(grid.index(Cell(1, 2)), grid.index(Cell(2, 1))) == "corner_cut"
    assert terrain.step_blocked(grid.index(Cell(0, 0)), grid.index(Cell(1, 1))) is None


def test_hex_grids_have_no_corner_cuts():
    state = battle(".#.\n...\n.#.", "gurps4e")
    assert state.terrain.corner_steps == frozenset()


def test_unknown_terrain_id_is_open_ground():
    assert TerrainType.from_ruleset("lava", bundled_ruleset("yze")) == TerrainType("lava")
