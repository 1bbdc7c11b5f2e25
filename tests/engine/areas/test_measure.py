"""The ruler's distance under each diagonal rule, waypoints included, and on hexes."""

from __future__ import annotations

import pytest

from battlemap.engine.areas.measure import Ruler, in_units, leg_distances, path_distance
from battlemap.grid import Cell, make_grid


@pytest.mark.parametrize(("rule", "expected"), [
    ("chebyshev", (3, 3)), ("manhattan", (6, 6)), ("alternating", (4, 5)), ("euclidean", (4.2426, 4.2426)),
])
def test_two_diagonal_legs_under_each_rule(rule: str, expected) -> None:
    grid = make_grid("square", 20, 20, diagonal=rule)
    legs = leg_distances(grid, [Cell(0, 0), Cell(3, 3), Cell(6, 0)])
    assert legs == pytest.approx(expected, abs=1e-4)


def test_alternating_counts_diagonals_across_waypoints() -> None:
    grid = make_grid("square", 20, 20, diagonal="alternating")
    # One diagonal per leg, three legs: 1 + 2 + 1, as a move along them would pay.
    cells = [Cell(0, 0), Cell(1, 1), Cell(2, 2), Cell(3, 3)]
    assert leg_distances(grid, cells) == (1, 2, 1)
    assert path_distance(grid, cells) == grid.distance(Cell(0, 0), Cell(3, 3))


def test_hex_legs_count_hexes() -> None:
    grid = make_grid("hex", 10, 10)
    a, b, c = grid.from_offset(0, 0), grid.from_offset(3, 0), grid.from_offset(3, 4)
    assert path_distance(grid, [a, b, c]) == grid.distance(a, b) + grid.distance(b, c)


def test_a_ruler_keeps_its_waypoints_as_its_end_moves() -> None:
    ruler = Ruler((Cell(0, 0), Cell(0, 0))).to(Cell(2, 0)).with_waypoint(Cell(2, 0)).to(Cell(2, 5))
    assert ruler.cells == (Cell(0, 0), Cell(2, 0), Cell(2, 5))
    assert ruler.waypoints == (Cell(2, 0),)
    assert in_units(7, 25) == 175 and in_units(4.2426, 5) == 21.21
