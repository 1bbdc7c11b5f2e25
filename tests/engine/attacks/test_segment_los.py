"""Lines of fire past free walls, held to a plain segment intersection and to edge walls.

- Oracle: on an open map with random walls, the centre line between two cells
  is blocked (full cover) exactly when it shares a point with some wall, its
  own two ends left out: the plain check of `segment_maps.shares_point`,
  exact on squares (quarter-cell wall ends, so many lines pass through wall
  ends or run along walls: ties, counted under `los_ties = "defender"`), with
  random float walls on hexes (no ties) under every tie reading.
- A wall segment lying on a cell edge gives the same cover as an edge wall of
  its kind there, on random maps of walls, low walls and doors, for the centre
  methods and every tie reading. (The corners method judges what lies around
  a line's end corner from just inside the cell, `los._inward`: a wall
  through that very corner may read differently from an edge wall there.)
"""

from __future__ import annotations

import random

import pytest

from battlemap.engine.attacks.los import line_of_fire
from battlemap.grid import Cell, Layout
from battlemap.schema.segment_checks import map_extent
from tests.engine.segment_maps import float_segments, quarter_segments, segment_battle, shares_point

PAIRS = 60


def _cells(state):
    return [state.grid.cell(i) for i in range(state.grid.size)]


@pytest.mark.parametrize("seed", range(12))
def test_a_centre_line_is_blocked_exactly_when_it_meets_a_wall_on_squares(seed):
    rng = random.Random(f"segment los square {seed}")
    cols, rows = rng.randint(5, 12), rng.randint(5, 12)
    walls = quarter_segments(rng, cols, rows, rng.randint(1, 8))
    state = segment_battle([(a, b, "wall") for a, b in walls], cols=cols, rows=rows,
                           options={"los_method": "center", "los_ties": "defender"})
    grid, cells = state.grid, _cells(state)
    for _ in range(PAIRS):
        s, t = rng.sample(cells, 2)
        p, q = grid.center(s), grid.center(t)
        expected = any(shares_point(p, q, a, b) for a, b in walls)
        line = line_of_fire(state, s, t)
        assert (line.cover == "full") == expected, (walls, grid.to_offset(s), grid.to_offset(t))


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("ties", ["defender", "attacker", "partial"])
@pytest.mark.parametrize("seed", range(4))
def test_a_centre_line_is_blocked_exactly_when_it_meets_a_wall_on_hexes(seed, ties, orientation):
    rng = random.Random(f"segment los hex {seed} {ties} {orientation}")
    cols, rows = rng.randint(5, 10), rng.randint(5, 10)
    width, height = map_extent("hex", orientation, (cols, rows))
    walls = float_segments(rng, width, height, rng.randint(1, 8))
    state = segment_battle([(a, b, "wall") for a, b in walls], ruleset="gurps4e", kind="hex",
                           orientation=orientation, cols=cols, rows=rows,
                           options={"los_method": "center", "los_ties": ties})
    grid, cells = state.grid, _cells(state)
    for _ in range(PAIRS):
        s, t = rng.sample(cells, 2)
        expected = any(shares_point(grid.center(s), grid.center(t), a, b) for a, b in walls)
        assert (line_of_fire(state, s, t).cover == "full") == expected, (walls, s, t)


def _random_edges(rng, grid, count):
    cells = _cells_of(grid)
    found = {}
    while len(found) < count:
        edge = rng.choice(grid.edges_of(rng.choice(cells)))
        if grid.in_bounds(edge.a) and grid.in_bounds(edge.b):
            found[edge] = rng.choice(("wall", "wall", "low_wall", "door", "open_door"))
    return found


def _cells_of(grid):
    return [grid.cell(i) for i in range(grid.size)]


@pytest.mark.parametrize("method", ["center", "supercover"])
@pytest.mark.parametrize("ties", ["defender", "attacker", "partial"])
@pytest.mark.parametrize("kind", ["square", "hex"])
def test_a_segment_on_an_edge_gives_the_cover_of_an_edge_wall_there(kind, ties, method):
    rng = random.Random(f"segment = edge {kind} {ties} {method}")
    ruleset = "d20-mass" if kind == "square" else "gurps4e"
    options = {"los_method": method, "los_ties": ties}
    for n in range(6):
        cols, rows = rng.randint(4, 8), rng.randint(4, 8)
        plain = segment_battle([], ruleset=ruleset, kind=kind, cols=cols, rows=rows, options=options)
        grid = plain.grid
        edges = _random_edges(rng, grid, rng.randint(2, 10))
        layout = Layout(grid, 1.0)
        as_edges = segment_battle(
            [], ruleset=ruleset, kind=kind, cols=cols, rows=rows, options=options,
            edges=[(grid.to_offset(e.a), grid.to_offset(e.b), t) for e, t in edges.items()])
        as_segments = segment_battle(
            [(*layout.edge_segment(e), t) for e, t in edges.items()],
            ruleset=ruleset, kind=kind, cols=cols, rows=rows, options=options)
        cells = _cells_of(grid)
        for _ in range(40):
            s, t = rng.sample(cells, 2)
            want = line_of_fire(as_edges, s, t)
            got = line_of_fire(as_segments, s, t)
            assert got.cover == want.cover, (n, {(grid.to_offset(e.a), grid.to_offset(e.b)): k
                                                 for e, k in edges.items()}, s, t)


def test_the_blocking_wall_is_named_with_its_ends_and_place_in_the_file():
    state = segment_battle([((0, 3), (2, 3), "low_wall"), ((4, 0), (4, 8), "wall")],
                           tokens=[("a", "blue", (1, 1)), ("b", "red", (6, 1))])
    report = line_of_fire(state, "a", "b").as_json(state.grid)
    assert report["clear"] is False
    assert report["blocked_by"] == [{"kind": "segment", "at": [[4.0, 0.0], [4.0, 8.0]], "id": "wall",
                                     "cover": "full", "tie": False, "segment": 1}]


@pytest.mark.parametrize("kind, cover", [("low_wall", "partial"), ("open_door", "none"), ("door", "full")])
def test_a_segment_gives_the_cover_of_its_kind(kind, cover):
    state = segment_battle([((4, 0), (4, 8), kind)])
    assert line_of_fire(state, Cell(1, 1), Cell(7, 2)).cover == cover


def test_a_line_through_the_end_of_a_wall_is_a_tie_the_ruleset_judges():
    # From the centre of 0,0 to the centre of 2,2 the line passes the point (2, 2): the wall's end.
    walls = [((2, 2), (2, 4), "wall")]
    blocked = segment_battle(walls, options={"los_ties": "defender"})
    spared = segment_battle(walls, options={"los_ties": "attacker"})
    line = line_of_fire(blocked, Cell(1, 1), Cell(3, 3))
    assert line.cover == "full" and line.blocked_by[0].tie
    assert line_of_fire(spared, Cell(1, 1), Cell(3, 3)).cover == "none"
