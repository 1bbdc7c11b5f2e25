"""A drag's shading (reach, threat, watched cells) is painted once and blitted on every step.

What the view shows from that cache must be what a fresh paint shows, the
shading must go when the drag ends, and an image rendered off the screen
must not cache map-sized layers whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem

from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.map.view import PIXMAP_CACHE_KB
from battlemap.ui.overlays.cells import ShadeLayer
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

FIELD = (
    ["." * 14] * 6,
    [{"id": "scouts", "name": "Blue scouts", "side": "blue", "at": [1, 4], "template": "swordsman"},
     {"id": "orcs", "name": "Red orcs", "side": "red", "at": [5, 2], "template": "axeman"}],
)
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


@pytest.fixture
def field(open_window, tmp_path):
    return open_window(path=write_scenario(tmp_path, "field", "gurps4e", *FIELD))


def on_screen(window) -> QImage:
    """The viewport as its own paint event draws it (with the item caches)."""
    return window.view.viewport().grab().toImage()


@pytest.fixture
def shade_paints(monkeypatch):
    """How many times ShadeLayer.paint() runs from now on."""
    count = [0]
    original = ShadeLayer.paint

    def counted(self, *args):
        count[0] += 1
        return original(self, *args)

    monkeypatch.setattr(ShadeLayer, "paint", counted)
    return count


def test_drag_steps_blit_the_shading_instead_of_painting_it(shade_paints, field, mouse_of, qtbot):
    mouse = mouse_of(field)
    mouse.press((1, 4))
    qtbot.wait(40)
    assert shade_paints[0] > 0  # the press painted the reach once, into the cache
    shade_paints[0] = 0
    for cell in ((2, 4), (3, 3), (4, 4), (3, 4)):
        mouse.move(cell)
        qtbot.wait(20)
    assert shade_paints[0] == 0
    assert len(field.controller.drag.path.path_cells) == 2


@pytest.mark.parametrize("cell", [(2, 3), (3, 4), (4, 2), (13, 0), (1, 4)],
                         ids=["reach", "on-path", "threatened", "out-of-reach", "the-mover"])
def test_what_the_caches_show_is_what_a_fresh_paint_shows(field, mouse_of, qtbot, cell):
    mouse = mouse_of(field)
    mouse.press((1, 4))
    mouse.move((2, 4))
    mouse.move((3, 4))
    qtbot.wait(40)
    cached, fresh = on_screen(field), render(field)
    # Off the centre: the path's line and the token's initials have antialiased edges there.
    off = (10.0, 10.0)
    assert close_to(pixel_at(field, cached, cell, off), pixel_at(field, fresh, cell, off), 4)


def test_the_reach_shading_shows_while_dragging_and_goes_on_the_drop(field, mouse_of, qtbot):
    before = pixel_at(field, on_screen(field), (2, 3))
    mouse = mouse_of(field)
    mouse.press((1, 4))
    mouse.move((2, 4))
    qtbot.wait(40)
    assert not close_to(pixel_at(field, on_screen(field), (2, 3)), before, 8)  # tinted as reachable
    assert close_to(pixel_at(field, on_screen(field), (13, 0)), TERRAIN_COLOURS["open"], 3)
    assert field.controller.drag.field.isVisible()
    field.controller.cancel()
    qtbot.wait(40)
    assert close_to(pixel_at(field, on_screen(field), (2, 3)), before, 3)
    assert not field.controller.drag.field.isVisible()  # an empty layer is not blended at all


def test_painting_terrain_shows_on_screen(field, qtbot):
    cell = field.state.grid.from_offset(9, 1)
    assert close_to(pixel_at(field, on_screen(field), (9, 1)), TERRAIN_COLOURS["open"], 3)
    field.push(field.document.paint_terrain_command([cell], "trees"))
    qtbot.wait(40)
    assert close_to(pixel_at(field, on_screen(field), (9, 1)), TERRAIN_COLOURS["trees"], 3)


def test_rendering_an_image_paints_map_sized_layers_uncached_then_caches_again(field, mouse_of):
    shading = field.controller.drag.field
    mouse_of(field).press((1, 4))
    assert shading.cacheMode() == CACHED
    with field.scene.caches_off():
        assert shading.cacheMode() == QGraphicsItem.CacheMode.NoCache
    assert shading.cacheMode() == CACHED
    assert not close_to(pixel_at(field, render(field), (2, 3)), TERRAIN_COLOURS["open"], 8)


def test_the_view_makes_room_for_a_cached_viewport_and_every_token(field):
    assert QPixmapCache.cacheLimit() >= PIXMAP_CACHE_KB >= 1920 * 1080 * 4 * 4 // 1024
