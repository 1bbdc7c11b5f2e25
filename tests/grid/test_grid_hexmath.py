"""Red Blob Games' published hex vectors (hexagons guide and implementation tests).

Their Hex(q, r, s) is our axial Cell(q, r); their direction 2 is (0, -1, +1),
which is our flat direction 0 (N) and pointy direction 5 (NW).
"""

import math

import pytest

from battlemap.grid import Cell, HexGrid, Layout
from battlemap.grid.hexmath import (
    FLAT_DIRECTIONS,
    POINTY_DIRECTIONS,
    axial_distance,
    axial_to_oddq,
    axial_to_oddr,
    cube_round,
    oddq_to_axial,
    oddr_to_axial,
)

FLAT = HexGrid(12, 10, "flat")
POINTY = HexGrid(12, 10, "pointy")


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        pytest.param(Cell(3, -7), Cell(0, 0), 7, id="redblob-test_hex_distance"),
        pytest.param(Cell(0, 0), Cell(0, 0), 0, id="same-hex"),
        pytest.param(Cell(0, 0), Cell(2, -1), 2, id="diagonal-neighbour"),
        pytest.param(Cell(-2, 5), Cell(4, -1), 6, id="across-axes"),
    ],
)
def test_axial_distance_vectors(a, b, expected):
    assert FLAT.distance(a, b) == expected == POINTY.distance(a, b)
    assert axial_distance(*a, *b) == expected


@pytest.mark.parametrize(
    ("grid", "direction"),
    [pytest.param(FLAT, 0, id="flat-N"), pytest.param(POINTY, 5, id="pointy-NW")],
)
def test_redblob_neighbor_vector(grid, direction):
    # test_hex_neighbor: hex_neighbor(Hex(1, -2, 1), 2) == Hex(1, -3, 2)
    assert grid.neighbor(Cell(1, -2), direction) == Cell(1, -3)


def test_redblob_direction_set():
    redblob = {(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    assert set(FLAT_DIRECTIONS) == redblob == set(POINTY_DIRECTIONS)


@pytest.mark.parametrize(
    ("grid", "names"),
    [
        pytest.param(FLAT, ("N", "NE", "SE", "S", "SW", "NW"), id="flat"),
        pytest.param(POINTY, ("NE", "E", "SE", "SW", "W", "NW"), id="pointy"),
    ],
)
def test_directions_point_where_their_names_say(grid, names):
    heading = {"N": 270, "NE": 300, "E": 0, "SE": 60, "S": 90, "SW": 120, "W": 180, "NW": 240}
    flat_heading = {**heading, "NE": 330, "SE": 30, "SW": 150, "NW": 210}
    table = flat_heading if grid.orientation == "flat" else heading
    ox, oy = grid.center(Cell(0, 0))
    for direction, name in enumerate(names):
        x, y = grid.center(grid.neighbor(Cell(0, 0), direction))
        angle = math.degrees(math.atan2(y - oy, x - ox)) % 360
        assert angle == pytest.approx(table[name]), name
        assert math.hypot(x - ox, y - oy) == pytest.approx(math.sqrt(3))


@pytest.mark.parametrize(
    ("offset", "axial"),
    [
        pytest.param((1, 2), (1, 2), id="redblob-offset_from_cube-odd-q"),
        pytest.param((0, 0), (0, 0), id="origin"),
        pytest.param((3, 4), (3, 3), id="odd-column-shoved-down"),
        pytest.param((4, 4), (4, 2), id="even-column"),
        pytest.param((-1, 0), (-1, 1), id="negative-odd-column"),
    ],
)
def test_odd_q_offsets(offset, axial):
    assert axial_to_oddq(*axial) == offset
    assert oddq_to_axial(*offset) == axial
    assert FLAT.from_offset(*offset) == Cell(*axial)
    assert FLAT.to_offset(Cell(*axial)) == offset


@pytest.mark.parametrize(
    ("offset", "axial"),
    [
        pytest.param((2, 2), (1, 2), id="redblob-offset_from_cube-odd-r"),
        pytest.param((0, 0), (0, 0), id="origin"),
        pytest.param((4, 3), (3, 3), id="odd-row-shoved-right"),
        pytest.param((0, -1), (1, -1), id="negative-odd-row"),
    ],
)
def test_odd_r_offsets(offset, axial):
    assert axial_to_oddr(*axial) == offset
    assert oddr_to_axial(*offset) == axial
    assert POINTY.from_offset(*offset) == Cell(*axial)
    assert POINTY.to_offset(Cell(*axial)) == offset


@pytest.mark.parametrize("grid", [pytest.param(FLAT, id="odd-q"), pytest.param(POINTY, id="odd-r")])
def test_redblob_offset_roundtrip(grid):
    # test_offset_roundtrip: a = Hex(3, 4, -7), b = OffsetCoord(1, -3)
    assert grid.from_offset(*grid.to_offset(Cell(3, 4))) == Cell(3, 4)
    assert grid.to_offset(grid.from_offset(1, -3)) == (1, -3)


@pytest.mark.parametrize(
    ("point", "expected"),
    [
        pytest.param((5.0, -10.0), (5, -10), id="redblob-lerp-midpoint"),
        pytest.param((0.499, -0.499), (0, 0), id="redblob-lerp-0.499"),
        pytest.param((0.501, -0.501), (1, -1), id="redblob-lerp-0.501"),
        pytest.param((0.3, -0.3 - 0.3), (0, 0), id="redblob-weights-a"),
        pytest.param((0.3, -0.3 - 0.4), (0, -1), id="redblob-weights-c"),
    ],
)
def test_redblob_cube_round(point, expected):
    assert cube_round(*point) == expected


def test_redblob_linedraw_vector():
    # test_hex_linedraw: Hex(0, 0, 0) -> Hex(1, -5, 4)
    expected = (Cell(0, 0), Cell(0, -1), Cell(0, -2), Cell(1, -3), Cell(1, -4), Cell(1, -5))
    for grid in (FLAT, POINTY):
        trace = grid.trace(Cell(0, 0), Cell(1, -5))
        assert trace.cells == expected
        # Walked exactly, this published line passes two hex corners (at t = 1/3
        # and 2/3); the lerp samples at t = k/5 happen to miss them.
        assert len(trace.corners) == 2
        assert trace.grazed == (Cell(1, -2), Cell(0, -3))
        assert trace.ambiguous


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_redblob_layout_roundtrip(orientation):
    # test_layout: Hex(3, 4, -7) through hex_to_pixel and back (size 10, origin (35, 71)).
    layout = Layout(HexGrid(12, 10, orientation), 10.0, (35.0, 71.0))
    assert layout.cell_at(*layout.center(Cell(3, 4))) == Cell(3, 4)


@pytest.mark.parametrize(
    ("orientation", "cell", "expected"),
    [
        pytest.param("flat", Cell(0, 0), (1.0, math.sqrt(3) / 2), id="flat-first"),
        pytest.param("flat", Cell(1, 0), (2.5, math.sqrt(3)), id="flat-odd-column-lower"),
        pytest.param("flat", Cell(2, -1), (4.0, math.sqrt(3) / 2), id="flat-col2-row0"),
        pytest.param("pointy", Cell(0, 0), (math.sqrt(3) / 2, 1.0), id="pointy-first"),
        pytest.param("pointy", Cell(0, 1), (math.sqrt(3), 2.5), id="pointy-odd-row-right"),
    ],
)
def test_unit_centres(orientation, cell, expected):
    assert HexGrid(5, 5, orientation).center(cell) == pytest.approx(expected)
