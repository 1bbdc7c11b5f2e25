"""The grid item finds the tiles a repaint exposes without testing every tile."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st
from PySide6.QtCore import QRectF

from battlemap.grid import make_grid
from battlemap.ui.map.grid_item import GridItem
from battlemap.ui.map.scene import layout_for

pytestmark = pytest.mark.gui

def _item(kind: str, orientation: str) -> GridItem:
    return GridItem(layout_for(make_grid(kind, 70, 45, orientation=orientation)), lambda i: "open")


@pytest.mark.parametrize(("kind", "orientation"), [("square", "flat"), ("hex", "flat"), ("hex", "pointy")],
                         ids=["square", "hex-flat", "hex-pointy"])
@settings(max_examples=60, deadline=None)
@given(x=st.floats(-200, 5000), y=st.floats(-200, 4000), w=st.floats(0, 1500), h=st.floats(0, 900))
def test_exposed_tiles_are_exactly_the_tiles_the_rect_meets(kind, orientation, x, y, w, h):
    item = _item(kind, orientation)
    exposed = QRectF(x, y, w, h)
    brute = sorted(key for key, rect in item._tile_rects.items() if rect.intersects(exposed))
    assert sorted(item.exposed_tiles(exposed)) == brute


def test_a_few_cells_mid_map_expose_one_tile(qtbot):
    item = _item("square", "flat")
    size = item._layout.size
    assert item.exposed_tiles(QRectF(20 * size, 20 * size, 2 * size, 2 * size)) == [(1, 1)]


@pytest.mark.parametrize(("kind", "orientation"), [("square", "flat"), ("hex", "pointy")], ids=["square", "hex"])
def test_the_far_out_overview_has_a_pixel_per_cell_in_its_terrains_colour(qtbot, kind, orientation):
    from battlemap.ui.map.palette import terrain_colour

    grid = make_grid(kind, 7, 5, orientation=orientation)
    ids = ["wall" if (i * 7) % 3 == 0 else "water" if i % 5 == 0 else "open" for i in range(grid.size)]
    image = GridItem(layout_for(grid), ids.__getitem__)._overview_image()
    assert (image.width(), image.height()) == (7, 5)
    for row in range(5):
        for col in range(7):
            assert image.pixelColor(col, row) == terrain_colour(ids[row * 7 + col])
