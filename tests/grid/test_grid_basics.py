"""Grid construction, coordinates, indices, neighbours, metrics, edges, corners, footprints."""

import heapq
import math

import pytest
from tests.grid.grid_cases import all_grids, cells_on, free_cells, grids
from hypothesis import given
from hypothesis import strategies as st

from battlemap.grid import (
    DIAGONAL_RULES,
    Cell,
    Corner,
    Edge,
    Grid,
    HexGrid,
    SquareGrid,
    make_grid,
)


# --- construction ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "kwargs", "cls", "directions", "orientation"),
    [
        pytest.param(("square", 24, 16), {}, SquareGrid, 8, None, id="square-default"),
        pytest.param(("square", 24, 16), {"diagonal": "manhattan"}, SquareGrid, 4, None, id="square-manhattan"),
        pytest.param(("square", 24, 16), {"diagonal": "alternating"}, SquareGrid, 8, None, id="square-5-10-5"),
        pytest.param(("hex", 30, 20), {}, HexGrid, 6, "flat", id="hex-default-flat"),
        pytest.param(("hex", 30, 20), {"orientation": "pointy"}, HexGrid, 6, "pointy", id="hex-pointy"),
    ],
)
def test_make_grid(args, kwargs, cls, directions, orientation):
    grid = make_grid(*args, **kwargs)
    assert type(grid) is cls
    assert isinstance(grid, Grid)
    assert grid.size == args[1] * args[2]
    assert (grid.kind, grid.cols, grid.rows) == args
    assert grid.directions == directions
    assert grid.orientation == orientation
    assert grid.diagonal == (kwargs.get("diagonal", "chebyshev") if cls is SquareGrid else None)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        pytest.param(lambda: make_grid("triangle", 3, 3), "unknown grid kind", id="kind"),
        pytest.param(lambda: SquareGrid(3, 3, "taxicab"), "unknown diagonal rule", id="rule"),
        pytest.param(lambda: HexGrid(3, 3, "sideways"), "unknown hex orientation", id="orientation"),
        pytest.param(lambda: SquareGrid(0, 3), "at least 1 x 1", id="no-columns"),
        pytest.param(lambda: HexGrid(3, -1), "at least 1 x 1", id="negative-rows"),
    ],
)
def test_bad_grids_are_refused(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_grids_compare_by_shape():
    assert SquareGrid(5, 4) == make_grid("square", 5, 4, orientation="pointy")
    assert SquareGrid(5, 4) != SquareGrid(5, 4, "manhattan")
    assert HexGrid(5, 4) != HexGrid(5, 4, "pointy")
    assert len({HexGrid(5, 4), HexGrid(5, 4), SquareGrid(5, 4)}) == 2
    assert repr(HexGrid(5, 4, "pointy")) == "HexGrid(5, 4, orientation='pointy')"


# --- coordinates and indices -------------------------------------------------------
@given(grid=grids(), col=st.integers(-30, 30), row=st.integers(-30, 30))
def test_offset_roundtrip(grid, col, row):
    cell = grid.from_offset(col, row)
    assert grid.to_offset(cell) == (col, row)
    assert grid.from_offset(*grid.to_offset(cell)) == cell
    assert grid.in_bounds(cell) == (0 <= col < grid.cols and 0 <= row < grid.rows)


@given(data=st.data(), grid=grids())
def test_index_roundtrip(data, grid):
    cell = data.draw(cells_on(grid))
    assert grid.cell(grid.index(cell)) == cell
    col, row = grid.to_offset(cell)
    assert grid.index(cell) == row * grid.cols + col


@pytest.mark.parametrize("grid", all_grids(7, 5))
def test_cells_come_in_index_order(grid):
    cells = list(grid.cells())
    assert len(cells) == grid.size == 35
    assert [grid.index(c) for c in cells] == list(range(35))
    assert all(grid.in_bounds(c) for c in cells)


@pytest.mark.parametrize("grid", all_grids(7, 5))
def test_off_map_index_is_an_error(grid):
    with pytest.raises(IndexError):
        grid.index(grid.from_offset(7, 0))
    with pytest.raises(IndexError):
        grid.cell(35)
    with pytest.raises(IndexError):
        grid.cell(-1)


# --- neighbours ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("grid", "offset", "count"),
    [
        pytest.param(SquareGrid(6, 5), (0, 0), 3, id="square-corner"),
        pytest.param(SquareGrid(6, 5), (3, 0), 5, id="square-border"),
        pytest.param(SquareGrid(6, 5), (3, 2), 8, id="square-inside"),
        pytest.param(SquareGrid(6, 5, "manhattan"), (0, 0), 2, id="manhattan-corner"),
        pytest.param(SquareGrid(6, 5, "manhattan"), (3, 2), 4, id="manhattan-inside"),
        pytest.param(HexGrid(6, 5), (0, 0), 2, id="flat-top-left"),
        pytest.param(HexGrid(6, 5), (1, 0), 5, id="flat-odd-column-top"),
        pytest.param(HexGrid(6, 5), (5, 4), 2, id="flat-bottom-right-odd"),
        pytest.param(HexGrid(6, 5), (3, 2), 6, id="flat-inside"),
        pytest.param(HexGrid(6, 5, "pointy"), (0, 0), 2, id="pointy-top-left"),
        pytest.param(HexGrid(6, 5, "pointy"), (0, 1), 5, id="pointy-odd-row-left"),
        pytest.param(HexGrid(6, 5, "pointy"), (5, 1), 3, id="pointy-odd-row-right"),
    ],
)
def test_neighbour_counts(grid, offset, count):
    assert len(grid.neighbors(grid.from_offset(*offset))) == count


@given(data=st.data(), grid=grids(9, 7))
def test_adjacency_matches_neighbors(data, grid):
    cell = data.draw(cells_on(grid))
    entries = grid.adjacency()[grid.index(cell)]
    assert [grid.cell(i) for i, _, _ in entries] == grid.neighbors(cell)
    for i, direction, diagonal in entries:
        assert grid.neighbor(cell, direction) == grid.cell(i)
        step = grid.cell(i)
        assert diagonal == (grid.kind == "square" and step.q != cell.q and step.r != cell.r)
        assert cell in grid.neighbors(step)


@pytest.mark.parametrize("grid", all_grids(4, 3))
def test_adjacency_is_built_once(grid):
    table = grid.adjacency()
    assert grid.adjacency() is table
    assert len(table) == 12
    assert all(isinstance(i, int) for row in table for i, _, _ in row)


@pytest.mark.parametrize("grid", all_grids())
def test_neighbor_directions_wrap_clockwise(grid):
    origin = grid.from_offset(5, 5)
    steps = [grid.neighbor(origin, d) for d in range(grid.directions)]
    assert len(set(steps)) == grid.directions
    assert grid.neighbor(origin, grid.directions) == steps[0]
    assert grid.neighbor(origin, -1) == steps[-1]
    # Direction 0 is straight up on squares and flat hexes, up-right on pointy hexes.
    (x0, y0), (x1, y1) = grid.center(origin), grid.center(steps[0])
    assert y1 < y0
    assert (x1 > x0) if grid.orientation == "pointy" else x1 == pytest.approx(x0)


# --- distances -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("b", "chebyshev", "manhattan", "alternating", "euclidean"),
    [
        pytest.param(Cell(3, 1), 3, 4, 3, math.sqrt(10), id="knightish"),
        pytest.param(Cell(2, 2), 2, 4, 3, 2 * math.sqrt(2), id="two-diagonals"),
        pytest.param(Cell(4, 4), 4, 8, 6, 4 * math.sqrt(2), id="four-diagonals-30ft"),
        pytest.param(Cell(5, 2), 5, 7, 6, math.sqrt(29), id="5-2"),
        pytest.param(Cell(-6, 0), 6, 6, 6, 6.0, id="straight"),
    ],
)
def test_square_distance_rules(b, chebyshev, manhattan, alternating, euclidean):
    a = Cell(0, 0)
    got = {rule: SquareGrid(9, 9, rule).distance(a, b) for rule in DIAGONAL_RULES}
    assert got == pytest.approx(
        {"chebyshev": chebyshev, "manhattan": manhattan, "alternating": alternating, "euclidean": euclidean}
    )
    assert all(type(got[rule]) is int for rule in ("chebyshev", "manhattan", "alternating"))


@given(grid=grids(), a=free_cells(), b=free_cells())
def test_distance_is_symmetric(grid, a, b):
    assert grid.distance(a, b) == grid.distance(b, a) >= 0
    assert (grid.distance(a, b) == 0) == (a == b)


@given(grid=grids(), a=free_cells(), b=free_cells(), c=free_cells())
def test_triangle_inequality(grid, a, b, c):
    if grid.diagonal == "alternating":
        return  # see test_alternating_is_not_a_metric
    assert grid.distance(a, c) <= grid.distance(a, b) + grid.distance(b, c) + 1e-9


def test_alternating_is_not_a_metric():
    """5-10-5 prices the second diagonal at 2: two single diagonals cost 1 + 1,
    the double diagonal costs 3. Path costs need the diagonal parity as state."""
    grid = SquareGrid(5, 5, "alternating")
    a, b, c = Cell(0, 0), Cell(1, 1), Cell(2, 2)
    assert grid.distance(a, c) == 3 > grid.distance(a, b) + grid.distance(b, c) == 2


def _cheapest(grid, start):
    """Dijkstra over the adjacency table; under 5-10-5 the state carries diagonal parity."""
    alternating = grid.diagonal == "alternating"
    costs = {}
    heap = [(0.0, grid.index(start), 0)]
    while heap:
        cost, i, parity = heapq.heappop(heap)
        if (i, parity) in costs:
            continue
        costs[i, parity] = cost
        for j, _, diagonal in grid.adjacency()[i]:
            step, nxt = 1.0, parity
            if diagonal and alternating:
                step, nxt = 1.0 + parity, 1 - parity
            elif diagonal and grid.diagonal == "euclidean":
                step = math.sqrt(2)
            heapq.heappush(heap, (cost + step, j, nxt))
    best = {}
    for (i, _), cost in costs.items():
        best[i] = min(cost, best.get(i, math.inf))
    return best


@pytest.mark.parametrize("grid", all_grids(11, 11))
def test_distance_is_the_cheapest_walk(grid):
    start = grid.from_offset(5, 5)
    best = _cheapest(grid, start)
    for cell in grid.cells():
        walked = best[grid.index(cell)]
        if grid.diagonal == "euclidean":
            assert grid.distance(start, cell) <= walked + 1e-9  # a straight line beats any walk
        else:
            assert grid.distance(start, cell) == walked, cell


# --- edges and corners -----------------------------------------------------------------------
@pytest.mark.parametrize("grid", all_grids())
def test_edges_of_a_cell(grid):
    cell = grid.from_offset(4, 4)
    edges = grid.edges_of(cell)
    assert len(edges) == (4 if grid.kind == "square" else 6)
    for edge in edges:
        assert edge.a < edge.b and cell in edge
        other = edge.b if edge.a == cell else edge.a
        assert grid.edge_between(other, cell) == edge == grid.edge_between(cell, other)
        assert set(grid.edges_of(cell)) & set(grid.edges_of(other)) == {edge}


@pytest.mark.parametrize(
    ("grid", "a", "b"),
    [
        pytest.param(SquareGrid(5, 5), Cell(1, 1), Cell(2, 2), id="square-diagonal"),
        pytest.param(SquareGrid(5, 5), Cell(1, 1), Cell(3, 1), id="square-two-apart"),
        pytest.param(HexGrid(5, 5), Cell(0, 0), Cell(2, -1), id="hex-diagonal"),
        pytest.param(HexGrid(5, 5), Cell(0, 0), Cell(0, 0), id="same-cell"),
    ],
)
def test_edge_between_needs_a_shared_side(grid, a, b):
    with pytest.raises(ValueError, match="do not share a side"):
        grid.edge_between(a, b)


def test_border_edge_reaches_off_map():
    grid = SquareGrid(3, 3)
    assert grid.edge_between(Cell(0, 0), Cell(0, -1)) == Edge(Cell(0, -1), Cell(0, 0))


@pytest.mark.parametrize("grid", all_grids())
def test_corners_of_a_cell(grid):
    cell = grid.from_offset(4, 4)
    corners = grid.corners_of(cell)
    per_corner = 4 if grid.kind == "square" else 3
    assert len(corners) == len(set(corners)) == (4 if grid.kind == "square" else 6)
    for corner in corners:
        assert len(corner.cells) == per_corner and cell in corner.cells
        assert list(corner.cells) == sorted(corner.cells)
        for other in corner.cells:
            assert corner in grid.corners_of(other)
    for neighbour in grid.neighbors(cell):
        shared = set(corners) & set(grid.corners_of(neighbour))
        side = neighbour in {e.a for e in grid.edges_of(cell)} | {e.b for e in grid.edges_of(cell)}
        assert len(shared) == (2 if side else 1)


def test_square_corner_points():
    grid = SquareGrid(5, 5)
    points = [grid.corner_point(c) for c in grid.corners_of(Cell(2, 3))]
    assert points == [(2.0, 3.0), (3.0, 3.0), (3.0, 4.0), (2.0, 4.0)]
    assert Corner.of(Cell(3, 4), Cell(2, 3), Cell(3, 3), Cell(2, 4)) == grid.corners_of(Cell(2, 3))[2]


# --- footprints ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("grid", "extent", "count"),
    [
        pytest.param(SquareGrid(9, 9), 1, 1, id="square-medium"),
        pytest.param(SquareGrid(9, 9), 2, 4, id="square-large"),
        pytest.param(SquareGrid(9, 9), 3, 9, id="square-huge"),
        pytest.param(SquareGrid(9, 9), 4, 16, id="square-gargantuan"),
        pytest.param(HexGrid(9, 9), 1, 1, id="hex-1"),
        pytest.param(HexGrid(9, 9), 2, 2, id="hex-2-lying-human"),
        pytest.param(HexGrid(9, 9), 3, 7, id="hex-3-megahex"),
        pytest.param(HexGrid(9, 9), 4, 10, id="hex-4"),
        pytest.param(HexGrid(9, 9, "pointy"), 5, 19, id="hex-5"),
        pytest.param(HexGrid(9, 9, "pointy"), 7, 37, id="hex-7"),
    ],
)
def test_footprint_sizes(grid, extent, count):
    anchor = grid.from_offset(4, 4)
    cells = grid.footprint(anchor, extent)
    assert len(cells) == len(set(cells)) == count
    assert anchor in cells


def test_square_footprint_hangs_right_and_down():
    assert SquareGrid(9, 9).footprint(Cell(3, 5), 2) == (Cell(3, 5), Cell(4, 5), Cell(3, 6), Cell(4, 6))


HEX_GRIDS = [pytest.param(HexGrid(9, 9), id="flat"), pytest.param(HexGrid(9, 9, "pointy"), id="pointy")]


@pytest.mark.parametrize("grid", HEX_GRIDS)
@pytest.mark.parametrize("facing", range(6))
def test_lying_human_covers_the_hex_ahead(grid, facing):
    anchor = grid.from_offset(4, 4)
    assert set(grid.footprint(anchor, 2, facing)) == {anchor, grid.neighbor(anchor, facing)}
    long_body = grid.footprint(anchor, 4, facing)
    assert max(grid.distance(a, b) for a in long_body for b in long_body) == 3


@pytest.mark.parametrize("grid", all_grids())
def test_footprint_needs_an_extent(grid):
    with pytest.raises(ValueError, match="at least 1"):
        grid.footprint(Cell(0, 0), 0)
