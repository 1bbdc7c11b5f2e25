"""Where a drawn or dragged wall end goes: to a grid corner when within a fifth of a cell of it,
else where the pointer is, kept on the map (square and hex, the map units of terrain.segments)."""

from __future__ import annotations

import math

import pytest

from battlemap.grid import make_grid
from battlemap.ui.map.wall_points import snapped

SQUARE = make_grid("square", 8, 6)
FLAT = make_grid("hex", 6, 5, orientation="flat")
POINTY = make_grid("hex", 6, 5, orientation="pointy")
R3 = math.sqrt(3)


@pytest.mark.parametrize("grid, point, expected", [
    (SQUARE, (3.1, 2.9), (3.0, 3.0)),
    (SQUARE, (3.14, 2.86), (3.0, 3.0)),  # 0.198 away, diagonally
    (SQUARE, (3.5, 2.5), (3.5, 2.5)),  # a cell's centre: free
    (SQUARE, (-0.4, 6.3), (0.0, 6.0)),  # off the map: on its border, then snapped
    (SQUARE, (8.6, 2.5), (8.0, 2.5)),
    (FLAT, (1.55, 1.70), (1.5, round(R3, 6))),  # cell 0,0's lower right corner
    (FLAT, (1.0, 0.9), (1.0, 0.9)),  # cell 0,0's centre: free
    (POINTY, (0.05, 0.55), (0.0, 0.5)),  # cell 0,0's upper left corner (pointy)
], ids=["square-near", "square-diagonal", "square-centre", "square-off-map", "square-right-border",
        "flat-corner", "flat-centre", "pointy-corner"])
def test_snapped(grid, point, expected):
    assert snapped(grid, point) == pytest.approx(expected, abs=1e-6)


def test_a_point_farther_than_a_fifth_of_a_cell_stays_free():
    assert snapped(SQUARE, (3.0, 2.75)) == (3.0, 2.75)
