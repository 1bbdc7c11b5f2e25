"""A zone's outline is the border of its cells only: loops joined side to side, holes left open."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF

from battlemap.engine.battle.state import ZoneState
from battlemap.grid import make_grid
from battlemap.ui.map.features import zone_outline
from battlemap.ui.map.scene import layout_for

GRIDS = [("square", "flat"), ("hex", "flat"), ("hex", "pointy")]


def _zone(grid, offsets) -> ZoneState:
    return ZoneState("z", "Z", frozenset(grid.index(grid.from_offset(c, r)) for c, r in offsets))


def _inside(layout, cell) -> QPointF:
    """A point well inside the cell, off the lines through its centre (on a flat hex grid
    those pass through corners of the cells beside it, where containment is a tie)."""
    x, y = layout.center(cell)
    return QPointF(x + 3.0, y + 5.0)


@pytest.mark.parametrize(("kind", "orientation"), GRIDS, ids=[f"{k}-{o}" for k, o in GRIDS])
def test_the_outline_holds_the_zones_cells_and_nothing_else(kind, orientation):
    rng = random.Random(3)
    for _ in range(20):
        grid = make_grid(kind, rng.randint(1, 9), rng.randint(1, 7), orientation=orientation)
        layout = layout_for(grid)
        cells = frozenset(rng.sample(range(grid.size), rng.randint(1, grid.size)))
        path = zone_outline(layout, ZoneState("z", "Z", cells))
        for index in range(grid.size):
            assert path.contains(_inside(layout, grid.cell(index))) == (index in cells)


@pytest.mark.parametrize(("kind", "orientation"), GRIDS, ids=[f"{k}-{o}" for k, o in GRIDS])
def test_a_ring_of_cells_has_an_outer_border_and_a_hole(kind, orientation):
    grid = make_grid(kind, 7, 7, orientation=orientation)
    layout = layout_for(grid)
    ring = [(c, r) for c in range(1, 6) for r in range(1, 6) if (c, r) != (3, 3)]
    path = zone_outline(layout, _zone(grid, ring))
    assert len(path.toSubpathPolygons()) == 2
    assert not path.contains(_inside(layout, grid.from_offset(3, 3)))
    assert path.contains(_inside(layout, grid.from_offset(2, 3)))


def test_a_block_of_squares_is_one_rectangle():
    grid = make_grid("square", 8, 8)
    path = zone_outline(layout_for(grid), _zone(grid, [(c, r) for c in range(2, 6) for r in range(1, 4)]))
    (polygon,) = path.toSubpathPolygons()
    corners = {(p.x(), p.y()) for p in polygon}
    assert {(128.0, 64.0), (384.0, 64.0), (384.0, 256.0), (128.0, 256.0)} <= corners
    assert path.boundingRect().getCoords() == (128.0, 64.0, 384.0, 256.0)
