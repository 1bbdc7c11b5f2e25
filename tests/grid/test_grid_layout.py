"""Layout: cells <-> world points, polygons, edges, bounds and exposed cells."""

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from battlemap.grid import Cell, Edge, HexGrid, Layout, SquareGrid
from tests.grid.grid_cases import all_grids, free_cells, grids

sizes = st.floats(4.0, 80.0)
origins = st.tuples(st.floats(-500, 500), st.floats(-500, 500))


def _area(points):
    """Shoelace area; positive for clockwise polygons on a y-down screen."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1])) / 2


@given(grid=grids(), cell=free_cells(12), size=sizes, origin=origins)
def test_cell_at_centre_is_the_cell(grid, cell, size, origin):
    layout = Layout(grid, size, origin)
    assert layout.cell_at(*layout.center(cell)) == cell


@given(grid=grids(), cell=free_cells(12), size=sizes, origin=origins, data=st.data())
def test_cell_at_any_point_inside_the_polygon(grid, cell, size, origin, data):
    layout = Layout(grid, size, origin)
    polygon = layout.polygon(cell)
    i = data.draw(st.integers(0, len(polygon) - 1))
    u, v = data.draw(st.floats(0.0, 0.98)), data.draw(st.floats(0.0, 1.0))
    # A point in the triangle centre-corner_i-corner_i+1, kept off the rim.
    (cx, cy), (ax, ay), (bx, by) = layout.center(cell), polygon[i], polygon[(i + 1) % len(polygon)]
    ex, ey = ax + v * (bx - ax), ay + v * (by - ay)
    assert layout.cell_at(cx + u * (ex - cx), cy + u * (ey - cy)) == cell


@pytest.mark.parametrize(
    ("grid", "size", "area"),
    [
        pytest.param(SquareGrid(5, 5), 10.0, 100.0, id="square"),
        pytest.param(HexGrid(5, 5), 10.0, 150 * math.sqrt(3), id="flat"),
        pytest.param(HexGrid(5, 5, "pointy"), 10.0, 150 * math.sqrt(3), id="pointy"),
    ],
)
def test_polygons_are_clockwise_with_the_right_area(grid, size, area):
    layout = Layout(grid, size, (3.0, -7.0))
    for cell in grid.cells():
        assert _area(list(layout.polygon(cell))) == pytest.approx(area)


@pytest.mark.parametrize("grid", all_grids())
def test_polygon_corners_are_the_grid_corners(grid):
    layout = Layout(grid, 17.0, (5.0, 9.0))
    for cell in list(grid.cells())[::7]:
        expected = [layout.corner_point(c) for c in grid.corners_of(cell)]
        assert list(layout.polygon(cell)) == [pytest.approx(p) for p in expected]


@pytest.mark.parametrize("grid", all_grids())
def test_edge_segment_is_the_shared_side(grid):
    layout = Layout(grid, 20.0, (1.0, 2.0))
    cell = grid.from_offset(4, 4)
    for edge in grid.edges_of(cell):
        other = edge.b if edge.a == cell else edge.a
        theirs = layout.polygon(other)
        shared = [p for p in layout.polygon(cell) if any(math.dist(p, o) < 1e-9 for o in theirs)]
        p, q = layout.edge_segment(edge)
        assert sorted(shared) == [pytest.approx(p), pytest.approx(q)]
        assert math.dist(p, q) == pytest.approx(20.0)


def test_square_edge_segment_numbers():
    layout = Layout(SquareGrid(5, 5), 10.0, (100.0, 50.0))
    assert layout.edge_segment(Edge(Cell(1, 2), Cell(2, 2))) == ((120.0, 70.0), (120.0, 80.0))


@pytest.mark.parametrize(
    ("grid", "size", "expected"),
    [
        pytest.param(SquareGrid(24, 16), 25.0, (10.0, 20.0, 600.0, 400.0), id="square"),
        pytest.param(HexGrid(30, 20), 10.0, (10.0, 20.0, 455.0, 205 * math.sqrt(3)), id="flat"),
        pytest.param(HexGrid(30, 20, "pointy"), 10.0, (10.0, 20.0, 305 * math.sqrt(3), 305.0), id="pointy"),
        pytest.param(HexGrid(1, 4), 10.0, (10.0, 20.0, 20.0, 40 * math.sqrt(3)), id="flat-one-column"),
    ],
)
def test_bounds(grid, size, expected):
    assert Layout(grid, size, (10.0, 20.0)).bounds() == pytest.approx(expected)


@pytest.mark.parametrize("grid", all_grids(7, 6))
def test_bounds_hug_the_map(grid):
    layout = Layout(grid, 13.0, (-4.0, 6.0))
    points = [p for cell in grid.cells() for p in layout.polygon(cell)]
    x, y, w, h = layout.bounds()
    assert (min(p[0] for p in points), min(p[1] for p in points)) == pytest.approx((x, y))
    assert (max(p[0] for p in points), max(p[1] for p in points)) == pytest.approx((x + w, y + h))


def test_cell_at_off_the_map():
    layout = Layout(SquareGrid(5, 5), 10.0)
    assert layout.cell_at(-0.5, 12.0) == Cell(-1, 1)
    assert not layout.grid.in_bounds(layout.cell_at(-0.5, 12.0))


def test_layout_needs_a_positive_size():
    with pytest.raises(ValueError, match="positive cell size"):
        Layout(SquareGrid(3, 3), 0.0)


# --- visible cells ----------------------------------------------------------------------------
def _clip(polygon, x0, y0, x1, y1):
    """Sutherland-Hodgman: the part of a convex polygon inside a rect."""
    edges = [
        (lambda p: p[0] >= x0, lambda p, q: (x0, p[1] + (q[1] - p[1]) * (x0 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[0] <= x1, lambda p, q: (x1, p[1] + (q[1] - p[1]) * (x1 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[1] >= y0, lambda p, q: (p[0] + (q[0] - p[0]) * (y0 - p[1]) / (q[1] - p[1]), y0)),
        (lambda p: p[1] <= y1, lambda p, q: (p[0] + (q[0] - p[0]) * (y1 - p[1]) / (q[1] - p[1]), y1)),
    ]
    points = list(polygon)
    for inside, cut in edges:
        kept = []
        for p, q in zip(points, points[1:] + points[:1]):
            if inside(p):
                kept.append(p)
                if not inside(q):
                    kept.append(cut(p, q))
            elif inside(q):
                kept.append(cut(p, q))
        points = kept
        if not points:
            return []
    return points


@pytest.mark.parametrize("grid", all_grids(9, 7))
def test_visible_cells_match_brute_force(grid):
    rng = random.Random(20240611)
    layout = Layout(grid, 10.0, (-13.0, 21.0))
    x, y, w, h = layout.bounds()
    for _ in range(150):
        x0, x1 = sorted(rng.uniform(x - 20, x + w + 20) for _ in range(2))
        y0, y1 = sorted(rng.uniform(y - 20, y + h + 20) for _ in range(2))
        expected = [c for c in grid.cells() if abs(_area(_clip(layout.polygon(c), x0, y0, x1, y1))) > 1e-9]
        assert list(layout.visible_cells(x0, y0, x1 - x0, y1 - y0)) == expected


@pytest.mark.parametrize("grid", all_grids())
def test_empty_rect_shows_nothing(grid):
    layout = Layout(grid, 10.0)
    assert list(layout.visible_cells(30.0, 30.0, 0.0, 50.0)) == []
    assert list(layout.visible_cells(-500.0, -500.0, 100.0, 100.0)) == []


@pytest.mark.parametrize("grid", all_grids(200, 200))
def test_visible_cells_do_not_scan_the_map(grid, monkeypatch):
    layout = Layout(grid, 30.0)
    calls = []
    for name in ("from_offset", "center"):
        original = getattr(grid, name)
        monkeypatch.setattr(grid, name, lambda *args, _f=original, _n=name: calls.append(_n) or _f(*args))
    shown = list(layout.visible_cells(3000.0, 2000.0, 120.0, 90.0))
    assert 5 <= len(shown) <= 40
    assert len(calls) < 200  # a 40,000-cell map, looked at around the rect only
