"""Areas: within, ring, cone and ray, counted the way a player would count them."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from battlemap.grid import Cell, HexGrid, SquareGrid
from tests.grid.grid_cases import all_grids, cells_on, grids, is_contiguous


def _middle(grid):
    return grid.from_offset(grid.cols // 2, grid.rows // 2)


@pytest.mark.parametrize(
    ("grid", "radius", "count"),
    [
        pytest.param(SquareGrid(21, 21), 2, 25, id="chebyshev-r2"),
        pytest.param(SquareGrid(21, 21, "manhattan"), 2, 13, id="manhattan-r2"),
        pytest.param(SquareGrid(21, 21, "manhattan"), 3, 25, id="manhattan-r3"),
        pytest.param(SquareGrid(21, 21, "alternating"), 2, 21, id="5-10-5-r2"),
        pytest.param(SquareGrid(21, 21, "alternating"), 3, 37, id="5-10-5-r3"),
        pytest.param(SquareGrid(21, 21, "euclidean"), 2, 13, id="euclidean-r2"),
        pytest.param(SquareGrid(21, 21, "euclidean"), 3, 29, id="euclidean-r3"),
        pytest.param(HexGrid(21, 21), 2, 19, id="hex-flat-r2"),
        pytest.param(HexGrid(21, 21, "pointy"), 3, 37, id="hex-pointy-r3"),
        pytest.param(HexGrid(21, 21), 0, 1, id="hex-r0"),
        pytest.param(SquareGrid(21, 21), -1, 0, id="negative-radius"),
    ],
)
def test_within_counts(grid, radius, count):
    assert len(grid.within(_middle(grid), radius)) == count


@pytest.mark.parametrize(
    ("grid", "count"),
    [
        pytest.param(SquareGrid(9, 9), 9, id="square-corner-r2"),
        pytest.param(HexGrid(9, 9), 7, id="flat-corner-r2"),
        pytest.param(HexGrid(9, 9, "pointy"), 7, id="pointy-corner-r2"),
    ],
)
def test_within_is_clipped_at_the_map_corner(grid, count):
    assert len(grid.within(grid.from_offset(0, 0), 2)) == count


@pytest.mark.parametrize(
    ("grid", "per_radius"),
    [
        pytest.param(SquareGrid(21, 21), lambda r: 8 * r, id="chebyshev-8r"),
        pytest.param(SquareGrid(21, 21, "manhattan"), lambda r: 4 * r, id="manhattan-4r"),
        pytest.param(HexGrid(21, 21), lambda r: 6 * r, id="hex-flat-6r"),
        pytest.param(HexGrid(21, 21, "pointy"), lambda r: 6 * r, id="hex-pointy-6r"),
    ],
)
@pytest.mark.parametrize("radius", [1, 2, 5, 9])
def test_ring_counts_away_from_edges(grid, per_radius, radius):
    ring = grid.ring(_middle(grid), radius)
    assert len(ring) == per_radius(radius)
    assert all(grid.distance(_middle(grid), c) == radius for c in ring)


@pytest.mark.parametrize("grid", all_grids(21, 21))
def test_ring_zero_is_the_centre(grid):
    assert grid.ring(_middle(grid), 0) == [_middle(grid)]


@given(data=st.data(), grid=grids(9, 8), radius=st.integers(0, 6))
def test_within_is_brute_force_and_rings_tile_it(data, grid, radius):
    center = data.draw(cells_on(grid))
    expected = [c for c in grid.cells() if grid.distance(center, c) <= radius]
    assert grid.within(center, radius) == expected
    tiled = sorted((c for k in range(radius + 1) for c in grid.ring(center, k)), key=grid.index)
    assert tiled == expected


# --- cones -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("grid", "toward", "arc", "radius", "count"),
    [
        pytest.param(SquareGrid(21, 21), (1, 0), 90, 3, 16, id="square-90-east-r3"),
        pytest.param(SquareGrid(21, 21), (1, 0), 180, 2, 15, id="square-180-east-r2"),
        pytest.param(SquareGrid(21, 21), (1, -1), 90, 2, 9, id="square-90-northeast-r2"),
        pytest.param(SquareGrid(21, 21), (1, 0), 360, 2, 25, id="square-360-is-within"),
        pytest.param(HexGrid(21, 21), (0, -1), 120, 3, 16, id="hex-120-north-r3"),
        pytest.param(HexGrid(21, 21), (0, -1), 60, 2, 5, id="hex-60-north-r2"),
        pytest.param(HexGrid(21, 21), (0, -1), 60, 3, 8, id="hex-60-north-r3"),
        pytest.param(HexGrid(21, 21, "pointy"), (1, 0), 120, 2, 9, id="pointy-120-east-r2"),
        pytest.param(HexGrid(21, 21), (0, -1), 0, 3, 4, id="hex-arc0-is-the-line"),
    ],
)
def test_cone_counts(grid, toward, arc, radius, count):
    origin = _middle(grid)
    target = Cell(origin.q + toward[0], origin.r + toward[1])
    cone = grid.cone(origin, target, arc, radius)
    assert len(cone) == count
    assert origin in cone and target in cone


def test_cone_toward_itself_is_the_origin():
    grid = SquareGrid(9, 9)
    assert grid.cone(Cell(4, 4), Cell(4, 4), 90, 3) == [Cell(4, 4)]


@given(
    data=st.data(),
    grid=grids(11, 11),
    radius=st.integers(1, 6),
    arcs=st.lists(st.floats(1, 360), min_size=2, max_size=2),
)
def test_cones_grow_with_their_arc(data, grid, radius, arcs):
    origin, toward = data.draw(cells_on(grid)), data.draw(cells_on(grid))
    narrow, wide = sorted(arcs)
    small = set(grid.cone(origin, toward, narrow, radius))
    assert small <= set(grid.cone(origin, toward, wide, radius)) <= set(grid.within(origin, radius))


@given(data=st.data(), grid=grids(11, 11), radius=st.integers(0, 8))
def test_zero_arc_cone_is_the_ray(data, grid, radius):
    origin, toward = data.draw(cells_on(grid)), data.draw(cells_on(grid))
    assert grid.cone(origin, toward, 0, radius) == list(grid.ray(origin, toward, radius).cells)


# --- rays ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("grid", "origin", "toward", "length", "cells"),
    [
        pytest.param(
            SquareGrid(9, 9), (0, 5), (2, 5), 6, [(q, 5) for q in range(7)], id="past-the-target"
        ),
        pytest.param(SquareGrid(9, 9), (5, 5), (6, 5), 10, [(q, 5) for q in range(5, 9)], id="stops-at-the-border"),
        pytest.param(SquareGrid(9, 9), (1, 1), (2, 2), 3, [(i, i) for i in range(1, 5)], id="chebyshev-diagonal"),
        pytest.param(
            SquareGrid(9, 9, "manhattan"), (1, 1), (2, 2), 4, [(i, i) for i in range(1, 4)], id="manhattan-diagonal"
        ),
        pytest.param(
            SquareGrid(9, 9, "alternating"), (0, 0), (1, 1), 4, [(i, i) for i in range(0, 4)], id="5-10-5-diagonal"
        ),
        pytest.param(HexGrid(9, 9), (4, 4), (4, 4), 5, [(4, 4)], id="toward-itself"),
        pytest.param(HexGrid(9, 9), (2, 6), (2, 5), 3, [(2, 6), (2, 5), (2, 4), (2, 3)], id="flat-north"),
    ],
)
def test_ray_cells(grid, origin, toward, length, cells):
    assert grid.ray(Cell(*origin), Cell(*toward), length).cells == tuple(Cell(*c) for c in cells)


@given(data=st.data(), grid=grids(11, 11), length=st.integers(1, 12))
def test_ray_is_a_cut_line(data, grid, length):
    origin, toward = data.draw(cells_on(grid)), data.draw(cells_on(grid))
    ray = grid.ray(origin, toward, length)
    assert ray.cells[0] == origin
    assert is_contiguous(grid, ray.cells)
    assert all(grid.in_bounds(c) and grid.distance(origin, c) <= length for c in ray.cells)
    if toward != origin and grid.distance(origin, toward) <= length:
        assert toward in ray.cells  # the line goes through the target's centre
