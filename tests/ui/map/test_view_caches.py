"""What the map view keeps between repaints: the grid in its cached background, the rulers and
the scale bar as pixmaps. What it shows after a zoom, a pan, a terrain change or a background
picture is what a fresh paint of the same view shows."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from battlemap.ui.map.palette import TERRAIN_COLOURS
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

ROWS = ["..##....~~..", "..##....~~..", "............", "..~~....##..", "..~~....##..", "............"]
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [5, 2], "template": "archers"}]


@pytest.fixture
def field(open_window, tmp_path):
    """The map alone: the token's cached disc and the scale bar's text are drawn a shade
    apart on screen and in a render whatever the grid does."""
    window = open_window(path=write_scenario(tmp_path, "ground", "d20-mass", ROWS, TOKENS))
    window.scene.token_items["a"].setVisible(False)
    window.view.show_scale_bar = False
    window.view.viewport().update()
    return window


def on_screen(window) -> QImage:
    return window.view.viewport().grab().toImage()


def differing_pixels(window) -> int:
    """How many pixels of the viewport's own paint differ from a fresh render of the view."""
    shown = on_screen(window).convertToFormat(QImage.Format.Format_RGB32)
    fresh = render(window).convertToFormat(QImage.Format.Format_RGB32)
    assert shown.size() == fresh.size()
    return sum(shown.pixel(x, y) != fresh.pixel(x, y)
               for y in range(0, shown.height(), 3) for x in range(0, shown.width(), 3))


def test_the_view_draws_the_grid_in_its_background_and_the_item_nothing_there(field):
    assert field.view.draws_ground and field.scene.grid_item.in_background
    assert differing_pixels(field) == 0


def test_after_zooms_and_pans_the_view_shows_a_fresh_paint(field, qtbot):
    view = field.view
    for step in (lambda: view.zoom_by(1.7), lambda: view.pan_by(37, 23), lambda: view.pan_by(-90, 11),
                 lambda: view.zoom_by(0.6), view.zoom_actual, lambda: view.pan_by(0, 45), view.fit_map):
        step()
        qtbot.wait(20)
        assert differing_pixels(field) == 0


def test_painting_terrain_redraws_the_background(field, qtbot):
    field.view.zoom_by(1.5)
    qtbot.wait(20)
    cell = field.state.grid.from_offset(6, 2)
    field.push(field.document.paint_terrain_command([cell], "water"))
    qtbot.wait(20)
    assert close_to(pixel_at(field, on_screen(field), (6, 2)), TERRAIN_COLOURS["water"], 3)
    assert differing_pixels(field) == 0


def test_over_a_background_picture_the_translucent_grid_is_an_item_again(field, qtbot, tmp_path):
    from battlemap.document.background import Background

    picture = tmp_path / "cave.png"
    image = QImage(64, 64, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff8800"))
    image.save(str(picture))
    field.scene.features.set_background(Background(str(picture), 16.0), field.scene.grid_item)
    qtbot.wait(20)
    assert not field.scene.grid_item.in_background
    shown = pixel_at(field, on_screen(field), (1, 2))
    assert shown.red() > 150 and shown.blue() < 150  # the picture through the grid's fills
    assert differing_pixels(field) == 0
    field.scene.features.set_background(None, field.scene.grid_item)
    qtbot.wait(20)
    assert field.scene.grid_item.in_background
    assert close_to(pixel_at(field, on_screen(field), (1, 2)), TERRAIN_COLOURS["open"], 3)


def _decorations_redrawn(window) -> QImage:
    """The viewport with the rulers' and the scale bar's pixmaps made again from scratch."""
    view = window.view
    view._rulers_key = view._bar_pixmap_key = None
    return on_screen(window)


@pytest.mark.parametrize("camera", ["pan", "zoom", "resize"])
def test_the_rulers_and_scale_bar_follow_the_camera(field, qtbot, camera):
    view = field.view
    view.show_scale_bar = True
    view.zoom_by(2.5)  # room to pan
    qtbot.wait(20)
    before = on_screen(field)
    {"pan": lambda: view.pan_by(-41, -27), "zoom": lambda: view.zoom_by(1.9),
     "resize": lambda: field.resize(field.width() + 120, field.height() - 60)}[camera]()
    qtbot.wait(40)
    shown = on_screen(field)
    assert shown != before  # the labels moved
    assert shown == _decorations_redrawn(field)
