"""The fast line classifier against the engine's own line geometry, line by line."""

from __future__ import annotations

import pytest

from battlemap.engine.attacks.cover import LEFT, RIGHT, SURE, cell_point, line_geometry
from battlemap.engine.vision.lines import cell_id, h_edge_id, quadrant_line, v_edge_id
from battlemap.engine.vision.shadows import shadows, shadows_traced
from battlemap.grid import Cell, Edge
from battlemap.grid.square import SquareGrid


def _feature(at) -> int:
    if isinstance(at, Edge):
        a, b = at
        return v_edge_id(min(a.q, b.q), a.r) if a.r == b.r else h_edge_id(a.q, min(a.r, b.r))
    return cell_id(*at)


def _engine_line(grid, x: int, y: int) -> dict[int, set[int]]:
    start, end = Cell(0, 0), Cell(x, y)
    geometry = line_geometry(grid, grid.trace(start, end), cell_point(grid, start), cell_point(grid, end))
    found: dict[int, set[int]] = {SURE: set(), LEFT: set(), RIGHT: set()}
    for met in geometry.met_cells:
        if met.at not in (start, end):
            found[met.side].add(_feature(met.at))
    for met in geometry.met_edges:
        found[met.side].add(_feature(met.at))
    return found


def test_every_line_of_a_quadrant_meets_what_the_engine_says():
    grid = SquareGrid(30, 30)
    for x in range(18):
        for y in range(18):
            if x == y == 0:
                continue
            line = quadrant_line(x, y)
            got = {SURE: set(line.sure), LEFT: set(line.left), RIGHT: set(line.right)}
            assert got == _engine_line(grid, x, y), (x, y)


@pytest.mark.parametrize("cols, rows", [(1, 4), (5, 9), (7, 5), (12, 12)])
def test_the_numpy_table_is_the_line_by_line_table(cols, rows):
    pytest.importorskip("numpy")
    assert shadows(cols, rows).masks == shadows_traced(cols, rows).masks


@pytest.mark.parametrize(("cols", "rows"), [(5, 4), (9, 9), (12, 7)])
def test_the_sparse_table_holds_the_same_shadows(cols, rows):
    assert shadows(cols, rows, 0).masks == shadows_traced(cols, rows).masks
