"""Shaded cell sets are cut into tiles: a repaint fills the tiles it touches, a change rebuilds few."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene

from battlemap.grid import make_grid
from battlemap.ui.map.scene import layout_for
from battlemap.ui.overlays.cells import SHADE_TILE, CellShade

pytestmark = pytest.mark.gui


def _shade(kind: str, cols: int = 64, rows: int = 64):
    grid = make_grid(kind, cols, rows)
    scene = QGraphicsScene()
    shade = CellShade(layout_for(grid), QBrush(QColor("#ff0000")), 5.0)
    scene.addItem(shade)
    return scene, shade, grid


def _block(grid, cols: range, rows: range) -> set[int]:
    return {grid.index(grid.from_offset(c, r)) for r in rows for c in cols}


@pytest.mark.parametrize("kind", ["square", "hex"], ids=["square", "hex"])
def test_a_block_of_cells_spans_one_tile_per_tile_it_touches(qtbot, kind):
    scene, shade, grid = _shade(kind)
    # 20 x 20 cells from (10, 10): tiles 0..1 across and down -> 4 tiles.
    shade.set_cells(_block(grid, range(10, 30), range(10, 30)))
    assert shade.tile_count == 4
    assert len(shade.childItems()) == 4
    area = shade.childrenBoundingRect()
    x0, y0 = shade._layout.center(grid.from_offset(10, 10))
    x1, y1 = shade._layout.center(grid.from_offset(29, 29))
    assert area.contains(x0, y0) and area.contains(x1, y1)


def test_changing_cells_in_one_tile_rebuilds_only_that_tile(qtbot):
    scene, shade, grid = _shade("square")
    cells = _block(grid, range(0, 2 * SHADE_TILE), range(0, SHADE_TILE))
    shade.set_cells(cells)
    before = {item: item.path().elementCount() for item in shade.childItems()}
    shade.set_cells(cells - {grid.index(grid.from_offset(SHADE_TILE + 3, 3))})
    after = {item: item.path().elementCount() for item in shade.childItems()}
    assert set(after) == set(before)  # the same two items, reused
    changed = [item for item in after if after[item] != before[item]]
    assert len(changed) == 1
    assert changed[0].path().boundingRect().left() >= SHADE_TILE * shade._layout.size - 1


def test_emptied_tiles_leave_the_scene(qtbot):
    scene, shade, grid = _shade("square")
    shade.set_cells(_block(grid, range(0, 40), range(0, 3)))
    assert shade.tile_count == 3
    shade.set_cells(_block(grid, range(0, 4), range(0, 3)))
    assert shade.tile_count == 1 and len(shade.childItems()) == 1
    shade.set_cells(())
    assert shade.tile_count == 0 and shade.cells == frozenset()
    assert [item for item in scene.items() if item is not shade] == []
