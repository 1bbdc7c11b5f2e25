"""Traces: exact lines over the grid, with ties reported as data.

The oracles in grid_cases clip each segment against every nearby cell in
exact fractions; the walks must agree with them cell for cell.
"""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from battlemap.grid import Cell, Corner, Edge, HexGrid, SquareGrid, Trace
from battlemap.grid.hexmath import cube_round, unit_center, unit_to_axial
from tests.grid.grid_cases import (
    CUBE_DIRS,
    all_grids,
    free_cells,
    grids,
    hex_oracle,
    is_contiguous,
    square_oracle,
)

SQUARE = SquareGrid(12, 10)
FLAT = HexGrid(9, 9, "flat")
POINTY = HexGrid(9, 9, "pointy")


def _offsets(grid, cells):
    return [grid.to_offset(c) for c in cells]


# --- lines a player can check on the table ------------------------------------------------------
def test_square_row_is_not_ambiguous():
    trace = SQUARE.trace(Cell(0, 3), Cell(7, 3))
    assert trace.cells == tuple(Cell(q, 3) for q in range(8))
    assert trace.edges == tuple(Edge(Cell(q, 3), Cell(q + 1, 3)) for q in range(7))
    assert (trace.corners, trace.grazed, trace.ambiguous) == ((), (), False)


def test_square_diagonal_passes_corners():
    trace = SQUARE.trace(Cell(0, 0), Cell(3, 3))
    assert trace.cells == (Cell(0, 0), Cell(1, 1), Cell(2, 2), Cell(3, 3))
    assert trace.edges == ()
    assert [SQUARE.corner_point(c) for c in trace.corners] == [(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]
    assert set(trace.grazed) == {Cell(1, 0), Cell(0, 1), Cell(2, 1), Cell(1, 2), Cell(3, 2), Cell(2, 3)}
    assert trace.ambiguous


def test_square_knight_line_crosses_three_edges():
    trace = SQUARE.trace(Cell(0, 0), Cell(2, 1))
    assert trace.cells == (Cell(0, 0), Cell(1, 0), Cell(1, 1), Cell(2, 1))
    assert len(trace.edges) == 3 and not trace.ambiguous


@pytest.mark.parametrize("grid", all_grids())
def test_trace_to_itself_is_one_cell(grid):
    cell = grid.from_offset(3, 3)
    assert grid.trace(cell, cell) == Trace((cell,))


def test_pointy_row_is_not_ambiguous():
    trace = POINTY.trace(POINTY.from_offset(0, 3), POINTY.from_offset(6, 3))
    assert _offsets(POINTY, trace.cells) == [(c, 3) for c in range(7)]
    assert len(trace.edges) == 6 and not trace.ambiguous


def test_flat_column_is_not_ambiguous():
    trace = FLAT.trace(FLAT.from_offset(2, 0), FLAT.from_offset(2, 6))
    assert _offsets(FLAT, trace.cells) == [(2, r) for r in range(7)]
    assert not trace.ambiguous


def test_flat_row_runs_along_hex_edges():
    """On flat hexes a straight row zigzags: the line between two even columns
    runs along the edge between the two odd-column hexes it passes."""
    trace = FLAT.trace(FLAT.from_offset(0, 3), FLAT.from_offset(4, 3))
    assert _offsets(FLAT, trace.cells) == [(0, 3), (1, 2), (2, 3), (3, 2), (4, 3)]
    assert _offsets(FLAT, trace.grazed) == [(1, 3), (3, 3)]
    assert len(trace.corners) == 4 and trace.edges == ()
    assert trace.ambiguous


def test_pointy_column_runs_along_hex_edges():
    trace = POINTY.trace(POINTY.from_offset(3, 0), POINTY.from_offset(3, 4))
    assert _offsets(POINTY, trace.cells) == [(3, 0), (2, 1), (3, 2), (2, 3), (3, 4)]
    assert _offsets(POINTY, trace.grazed) == [(3, 1), (3, 3)]
    assert trace.ambiguous


def test_hex_line_along_one_edge():
    # From a hex to its diagonal neighbour: the line runs along the edge between
    # the two hexes both share; one is kept (the smaller), the other grazed.
    trace = FLAT.trace(Cell(0, 0), Cell(2, -1))
    assert trace.cells == (Cell(0, 0), Cell(1, -1), Cell(2, -1))
    assert trace.grazed == (Cell(1, 0),)
    assert trace.corners == (
        Corner.of(Cell(0, 0), Cell(1, -1), Cell(1, 0)),
        Corner.of(Cell(1, -1), Cell(1, 0), Cell(2, -1)),
    )


# --- segments between arbitrary points --------------------------------------------------------------
@pytest.mark.parametrize(
    ("p0", "p1", "cells", "grazed", "ambiguous"),
    [
        pytest.param((1, 1), (4, 1), [(1, 0), (2, 0), (3, 0)], [(1, 1), (2, 1), (3, 1)], True, id="along-an-edge"),
        pytest.param((1, 1), (4, 3), [(1, 1), (2, 1), (2, 2), (3, 2)], [], False, id="corner-to-corner"),
        pytest.param((1, 1), (3, 3), [(1, 1), (2, 2)], [(2, 1), (1, 2)], True, id="through-a-corner"),
        pytest.param((2.25, 3.5), (2.25, 3.5), [(2, 3)], [], False, id="a-point"),
        pytest.param((2, 3), (2, 3), [(2, 3)], [], False, id="a-corner-point"),
        pytest.param((0.5, 0.5), (0.5, 2.75), [(0, 0), (0, 1), (0, 2)], [], False, id="inside-a-column"),
    ],
)
def test_square_trace_points(p0, p1, cells, grazed, ambiguous):
    trace = SQUARE.trace_points(p0, p1)
    assert trace.cells == tuple(Cell(*c) for c in cells)
    assert set(trace.grazed) == {Cell(*c) for c in grazed}
    assert trace.ambiguous is ambiguous


def test_hex_corner_to_opposite_corner_stays_in_the_hex():
    cell = FLAT.from_offset(2, 2)
    corners = FLAT.corners_of(cell)
    trace = FLAT.trace_points(FLAT.corner_point(corners[0]), FLAT.corner_point(corners[3]))
    assert trace == Trace((cell,))


def test_hex_corner_to_corner_along_an_edge():
    cell = FLAT.from_offset(2, 2)
    corners = FLAT.corners_of(cell)
    trace = FLAT.trace_points(FLAT.corner_point(corners[0]), FLAT.corner_point(corners[1]))
    assert set(trace.cells) | set(trace.grazed) == {cell, FLAT.neighbor(cell, 1)}
    assert len(trace.cells) == 1 and trace.ambiguous


# --- properties over every grid kind -----------------------------------------------------------------
def _check_shape(grid, trace):
    assert is_contiguous(grid, trace.cells)
    assert not set(trace.cells) & set(trace.grazed)
    assert len(trace.edges) + len(trace.corners) == len(trace.cells) - 1
    steps = {Edge.of(a, b) for a, b in zip(trace.cells, trace.cells[1:])}
    assert set(trace.edges) <= steps
    assert trace.ambiguous == bool(trace.corners or trace.grazed)


@given(grid=grids(), a=free_cells(), b=free_cells())
def test_trace_shape(grid, a, b):
    trace = grid.trace(a, b)
    assert trace.cells[0] == a and trace.cells[-1] == b
    _check_shape(grid, trace)


@given(grid=grids(), a=free_cells(), b=free_cells())
def test_trace_reversed_is_the_same_line(grid, a, b):
    _check_reversed(grid.trace(a, b), grid.trace(b, a))


MIRRORS = {
    # Reflections in axial coordinates: left-right and top-bottom on screen.
    "square": (lambda c: Cell(-c.q, c.r), lambda c: Cell(c.q, -c.r)),
    "flat": (lambda c: Cell(-c.q, c.q + c.r), lambda c: Cell(c.q, -c.q - c.r)),
    "pointy": (lambda c: Cell(-c.q - c.r, c.r), lambda c: Cell(c.q + c.r, -c.r)),
}


@given(grid=grids(), a=free_cells(), b=free_cells(), flip=st.sampled_from([0, 1]))
def test_mirrored_line_has_the_same_shape(grid, a, b, flip):
    mirror = MIRRORS[grid.orientation or "square"][flip]
    (ax, ay), (mx, my) = grid.center(Cell(0, 0)), grid.center(mirror(Cell(0, 0)))
    original, mirrored = grid.trace(a, b), grid.trace(mirror(a), mirror(b))
    assert len(mirrored.cells) == len(original.cells)
    assert len(mirrored.edges) == len(original.edges)
    assert len(mirrored.corners) == len(original.corners)
    assert {mirror(c) for c in original.cells + original.grazed} == set(mirrored.cells + mirrored.grazed)
    if not original.ambiguous:
        assert mirrored.cells == tuple(mirror(c) for c in original.cells)


@pytest.mark.parametrize(
    ("grid", "mirror"),
    [
        pytest.param(SquareGrid(9, 8), lambda col, row: (8 - col, row), id="square-left-right"),
        pytest.param(SquareGrid(9, 8), lambda col, row: (col, 7 - row), id="square-top-bottom"),
        # Offset maps are mirror images of themselves only where the shove parity survives.
        pytest.param(HexGrid(9, 8, "flat"), lambda col, row: (8 - col, row), id="flat-left-right"),
        pytest.param(HexGrid(8, 9, "pointy"), lambda col, row: (col, 8 - row), id="pointy-top-bottom"),
    ],
)
def test_mirrored_map_lines_match_cell_for_cell_count(grid, mirror):
    cells = list(grid.cells())
    for a in cells[::5]:
        for b in cells[::3]:
            ma, mb = (grid.from_offset(*mirror(*grid.to_offset(c))) for c in (a, b))
            assert len(grid.trace(ma, mb).cells) == len(grid.trace(a, b).cells), (a, b)


def _cube(cell):
    return (cell.q, cell.r, -cell.q - cell.r)


def _check_oracle(trace, entered, touched):
    assert entered <= set(trace.cells) <= touched
    assert set(trace.cells) | set(trace.grazed) == touched
    assert trace.ambiguous == (entered != touched)
    if not trace.ambiguous:
        assert set(trace.cells) == entered


@given(grid=grids(), a=free_cells(), b=free_cells())
def test_trace_meets_exactly_the_cells_the_segment_meets(grid, a, b):
    if a == b:
        return
    trace = grid.trace(a, b)
    if grid.kind == "square":
        half = Fraction(1, 2)
        entered, touched = square_oracle((a.q + half, a.r + half), (b.q + half, b.r + half))
    else:
        entered, touched = hex_oracle(_cube(a), _cube(b))
    _check_oracle(trace, entered, touched)


# Points on the 1/6 lattice hit corners (integers on squares, thirds on hexes),
# edge midpoints (halves) and centres, where ties live.
sixths = st.integers(-24, 60).map(lambda n: Fraction(n, 6))
# Points with a prime denominator sit strictly inside cells and off every line.
generic = st.integers(-2400, 6000).map(lambda n: Fraction(n, 997))


def _square_case(p0, p1):
    return SQUARE.trace_points(tuple(map(float, p0)), tuple(map(float, p1))), square_oracle(p0, p1)


@given(p0=st.tuples(sixths, sixths), p1=st.tuples(sixths, sixths))
def test_square_points_on_ties(p0, p1):
    trace, (entered, touched) = _square_case(p0, p1)
    _check_shape(SQUARE, trace)
    if p0 != p1:
        _check_oracle(trace, entered, touched)
    first, last = trace.cells[0], trace.cells[-1]
    assert first.q <= p0[0] <= first.q + 1 and first.r <= p0[1] <= first.r + 1
    assert last.q <= p1[0] <= last.q + 1 and last.r <= p1[1] <= last.r + 1


@given(p0=st.tuples(generic, generic), p1=st.tuples(generic, generic))
def test_square_points_anywhere(p0, p1):
    p0, p1 = (tuple(Fraction(float(v)) for v in p) for p in (p0, p1))
    trace, (entered, touched) = _square_case(p0, p1)
    _check_shape(SQUARE, trace)
    if p0 != p1:
        _check_oracle(trace, entered, touched)
        _check_reversed(trace, SQUARE.trace_points(tuple(map(float, p1)), tuple(map(float, p0))))


def _check_reversed(forward, backward):
    assert backward.cells == forward.cells[::-1]
    assert backward.edges == forward.edges[::-1]
    assert backward.corners == forward.corners[::-1]
    assert set(backward.grazed) == set(forward.grazed)
    assert backward.ambiguous == forward.ambiguous


@pytest.mark.parametrize("grid", [pytest.param(FLAT, id="flat"), pytest.param(POINTY, id="pointy")])
@given(data=st.data())
def test_hex_points_on_ties(grid, data):
    q0, r0, q1, r1 = (data.draw(sixths) for _ in range(4))
    world0 = unit_center(float(q0), float(r0), grid.orientation)
    world1 = unit_center(float(q1), float(r1), grid.orientation)
    trace = grid.trace_points(world0, world1)
    _check_shape(grid, trace)
    if (q0, r0) != (q1, r1):
        _check_oracle(trace, *hex_oracle((q0, r0, -q0 - r0), (q1, r1, -q1 - r1)))
    for (q, r), cell in (((q0, r0), trace.cells[0]), ((q1, r1), trace.cells[-1])):
        p = (q - cell.q, r - cell.r, -q - r + cell.q + cell.r)
        assert all(sum(pi * ni for pi, ni in zip(p, n)) <= 1 for n in CUBE_DIRS)


@pytest.mark.parametrize("grid", [pytest.param(FLAT, id="flat"), pytest.param(POINTY, id="pointy")])
@given(data=st.data())
def test_hex_points_anywhere(grid, data):
    world0 = (float(data.draw(generic)), float(data.draw(generic)))
    world1 = (float(data.draw(generic)), float(data.draw(generic)))
    trace = grid.trace_points(world0, world1)
    _check_shape(grid, trace)
    (q0, r0), (q1, r1) = (map(Fraction, unit_to_axial(*w, grid.orientation)) for w in (world0, world1))
    _check_oracle(trace, *hex_oracle((q0, r0, -q0 - r0), (q1, r1, -q1 - r1)))
    assert trace.cells[0] == Cell(*cube_round(*unit_to_axial(*world0, grid.orientation)))


def _lerp_walk(a, b, nudge):
    """Red Blob's hex_linedraw: N + 1 rounded samples, nudged by a tiny vector."""
    n = FLAT.distance(a, b)
    return [
        Cell(*cube_round(a.q + (b.q - a.q) * i / n + nudge[0], a.r + (b.r - a.r) * i / n + nudge[1]))
        for i in range(n + 1)
    ]


@given(a=free_cells(), b=free_cells())
def test_hex_trace_covers_both_nudged_lerp_walks(a, b):
    """Every hex either nudged lerp walk picks is met by the exact line. The exact
    walk may hold more cells than distance + 1: a line clipping the corner of a
    hex enters it, where the N + 1 samples skip it."""
    if a == b:
        return
    trace = FLAT.trace(a, b)
    plus, minus = _lerp_walk(a, b, (1e-6, 2e-6)), _lerp_walk(a, b, (-1e-6, -2e-6))
    assert set(plus) | set(minus) <= set(trace.cells) | set(trace.grazed)
    assert len(trace.cells) >= FLAT.distance(a, b) + 1
    if not trace.ambiguous:
        order = [c for c in trace.cells if c in set(plus)]
        assert order == plus  # the samples are a subsequence of the exact walk
