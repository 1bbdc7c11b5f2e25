"""Movement past free walls against a Dijkstra that forbids every step crossing a wall.

A step goes from one cell centre to the next; it is refused when that
segment (its two centres left out) shares a point with a wall that blocks
movement: crossing it, running along it, or passing exactly through its end
(a diagonal cutting the wall's end). The oracle is `segment_maps.shares_point`
(exact on squares, where wall ends lie on a quarter-cell lattice), inside a
plain Dijkstra; the engine's fill must reach the same cells at the same cost.
"""

from __future__ import annotations

import heapq
import math
import random

import pytest

from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import check_path, fill
from battlemap.grid import Cell
from battlemap.schema.segment_checks import map_extent
from tests.engine.segment_maps import float_segments, quarter_segments, segment_battle, shares_point


def reference(state, rules: MoveRules, walls) -> dict[int, float]:
    grid = state.grid
    centre = [grid.center(grid.cell(i)) for i in range(grid.size)]
    dist = {rules.start: 0.0}
    heap = [(0.0, rules.start)]
    while heap:
        d, a = heapq.heappop(heap)
        if d > dist[a]:
            continue
        for b, _, diagonal in rules.adjacency[a]:
            if any(shares_point(centre[a], centre[b], p, q) for p, q in walls):
                continue
            nd = d + rules.per_cell * rules.factor(b) * rules.diagonal_factor(diagonal, 0)[0]
            if nd < dist.get(b, math.inf):
                dist[b] = nd
                heapq.heappush(heap, (nd, b))
    return dist


def _check(state, walls, where):
    rules = MoveRules(state, state.token("m"))
    moves = fill(rules, math.inf)
    expected = reference(state, rules, walls)
    assert {i: float(c) for i, c in moves.costs.items()} == pytest.approx(expected), where
    for index in list(moves.ends)[:8]:
        assert check_path(rules, moves.path_to(state.grid.cell(index))).reasons == (), where


@pytest.mark.parametrize("seed", range(16))
def test_the_fill_never_crosses_a_wall_on_squares(seed):
    rng = random.Random(f"segment moves square {seed}")
    cols, rows = rng.randint(5, 12), rng.randint(5, 12)
    walls = quarter_segments(rng, cols, rows, rng.randint(2, 14))
    start = (rng.randrange(cols), rng.randrange(rows))
    state = segment_battle([(a, b, "wall") for a, b in walls], cols=cols, rows=rows,
                           tokens=[("m", "blue", start)])
    _check(state, walls, (walls, start))


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("seed", range(6))
def test_the_fill_never_crosses_a_wall_on_hexes(seed, orientation):
    rng = random.Random(f"segment moves hex {seed} {orientation}")
    cols, rows = rng.randint(5, 10), rng.randint(5, 10)
    walls = float_segments(rng, *map_extent("hex", orientation, (cols, rows)), rng.randint(2, 12))
    start = (rng.randrange(cols), rng.randrange(rows))
    state = segment_battle([(a, b, "wall") for a, b in walls], ruleset="gurps4e", kind="hex",
                           orientation=orientation, cols=cols, rows=rows, tokens=[("m", "blue", start)])
    _check(state, walls, (walls, start))


def test_a_low_wall_and_an_open_door_let_a_step_through_and_a_closed_door_does_not():
    kinds = {"low_wall": None, "open_door": None, "door": "blocked_edge", "wall": "blocked_edge"}
    for kind, reason in kinds.items():
        state = segment_battle([((3, 0), (3, 8), kind)], tokens=[("m", "blue", (2, 2))])
        terrain, grid = state.terrain, state.grid
        assert terrain.step_blocked(grid.index(Cell(2, 2)), grid.index(Cell(3, 2))) == reason, kind


def test_a_diagonal_through_the_end_of_a_wall_is_a_corner_cut():
    state = segment_battle([((3, 0), (3, 2), "wall")], tokens=[("m", "blue", (2, 2))])
    terrain, grid = state.terrain, state.grid
    # From the centre of 2,2 to the centre of 3,1 the step passes the wall's end (3, 2).
    assert terrain.step_blocked(grid.index(Cell(2, 2)), grid.index(Cell(3, 1))) == "corner_cut"
    assert terrain.step_blocked(grid.index(Cell(2, 2)), grid.index(Cell(3, 2))) is None
    assert terrain.step_blocked(grid.index(Cell(2, 2)), grid.index(Cell(3, 3))) is None
