"""View > Align Background by Hand: the picture dragged and scaled by two points with real mouse events,
kept by Enter as one undoable step, put back by Escape, saved and reopened; square and hex grids."""

from __future__ import annotations

import json
import math

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from battlemap.document.background_fit import shown_at
from battlemap.ui.dialogs.background import BackgroundDialog
from battlemap.ui.modes.background_align import picture_cells
from tests.ui.ui_helpers import Mouse, write_scenario

pytestmark = pytest.mark.gui

ROWS = ["........"] * 6
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 5], "template": "archers"}]
#: 64 x 64 pixels at 16 a cell: 4 x 4 cells, two cells in from the left.
PLACED = {"path": "maps/cave.png", "scale": 16, "offset": [2, 0], "opacity": 1}


def _battle(open_window, tmp_path, qtbot, grid=None):
    (tmp_path / "maps").mkdir()
    image = QImage(64, 64, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff8800"))
    image.save(str(tmp_path / "maps" / "cave.png"))
    path = write_scenario(tmp_path, "aligned", "d20-mass", ROWS, TOKENS, grid, background=PLACED)
    window = open_window(path=path)
    window.activateWindow()  # as under a person's hands: its shortcuts (Enter) reach it
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window


def _viewport(window, at):
    """The viewport point showing `at` (the background's units: cells from the map's top-left corner)."""
    layout = window.scene.layout
    x0, y0, _, _ = layout.bounds()
    return window.view.mapFromScene(QPointF(x0 + at[0] * layout.size, y0 + at[1] * layout.size))


def _cells(window, point):
    """Where a viewport point falls, in the background's units."""
    scene = window.view.mapToScene(point)
    return picture_cells(window.scene.layout, (scene.x(), scene.y()))


def _drag(window, start, end, *, release=True):
    """Press at `start`, move in steps with the button held, release at `end` (background units)."""
    mouse = Mouse(window)
    a, b = _viewport(window, start), _viewport(window, end)
    mouse.press_point(a)
    for step in (0.25, 0.5, 0.75, 1.0):
        mouse.move_to_point(a + (b - a) * step, Qt.MouseButton.LeftButton)
    if release:
        mouse.release_point(b)
    return a, b


def _item_origin(window):
    """Where the shown picture's top-left corner is, in the background's units."""
    pos = window.scene.features.background_item.pos()
    return picture_cells(window.scene.layout, (pos.x(), pos.y()))


def _close(a, b, tolerance=0.02) -> bool:
    return math.dist(a, b) <= tolerance


def test_the_entry_is_in_the_view_menu_and_says_what_to_do(open_window, tmp_path, qtbot):
    window = _battle(open_window, tmp_path, qtbot)
    entry = window.actions["align_background"]
    assert entry.text() == "Align Background by &Hand..."
    assert entry in window.menuBar().actions()[3].menu().actions()  # File, Edit, Battle, View
    assert not window.actions["align_done"].isEnabled()
    entry.trigger()
    assert window.controller.mode is window.actions.background.mode
    assert window.actions.background.toolbar.isVisible()
    assert window.statusBar().currentMessage().startswith("Drag the picture to move it, or Scale by Two Points.")


def test_a_drag_moves_the_picture_by_the_dragged_cells_live_and_enter_keeps_it(open_window, tmp_path, qtbot):
    window = _battle(open_window, tmp_path, qtbot)
    window.actions["align_background"].trigger()
    a, b = _drag(window, (3.5, 2.5), (5.5, 3.5), release=False)
    moved = (_cells(window, b)[0] - _cells(window, a)[0], _cells(window, b)[1] - _cells(window, a)[1])
    assert _close(_item_origin(window), (2 + moved[0], moved[1]), 1e-3)  # live, before the drop
    assert window.document.background.offset_x == 2  # nothing pushed yet
    Mouse(window).release_point(b)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.mode is None
    after = window.document.background
    assert _close((after.offset_x, after.offset_y), (2 + moved[0], moved[1]), 1e-3)
    assert _close(moved, (2, 1), 0.05) and after.scale == 16
    assert window.actions.undo.text() == "&Undo Set background image"
    assert window.undo_stack.count() == 1
    assert window.document.records[-1].do == "background"
    window.actions.undo.trigger()
    assert (window.document.background.offset_x, window.document.background.offset_y) == (2, 0)
    assert _close(_item_origin(window), (2, 0), 1e-3)


def test_escape_puts_the_picture_back_and_pushes_nothing(open_window, tmp_path, qtbot):
    window = _battle(open_window, tmp_path, qtbot)
    window.actions["align_background"].trigger()
    _drag(window, (3.5, 2.5), (6.5, 4.5))
    assert not _close(_item_origin(window), (2, 0))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and not window.actions.background.toolbar.isVisible()
    assert _close(_item_origin(window), (2, 0), 1e-3)
    assert window.undo_stack.count() == 0
    assert window.document.background.offset_x == 2


def _two_points(window, first, first_corner, second, second_corner):
    """Scale by Two Points: drag each picture point (background units as shown) to near its corner.

    Returns the picture pixels actually pressed (through the placement shown at each press)."""
    aligner = window.actions.background
    window.actions["align_two_points"].trigger()
    assert window.statusBar().currentMessage().startswith("Point 1 of 2: drag a point of the picture")
    pressed = []
    for point, corner in ((first, first_corner), (second, second_corner)):
        placement = aligner.mode.background
        a, _ = _drag(window, point, (corner[0] + 0.08, corner[1] - 0.06))  # dropped near: snaps
        at = _cells(window, a)
        pressed.append(((at[0] - placement.offset_x) * placement.scale, (at[1] - placement.offset_y) * placement.scale))
        if not pressed[1:]:
            assert window.statusBar().currentMessage().startswith("Point 2 of 2: drag another point")
    return pressed


def test_two_points_land_the_picked_points_on_the_chosen_corners(open_window, tmp_path, qtbot):
    window = _battle(open_window, tmp_path, qtbot)
    window.view.zoom_by(2.0)
    window.view.centerOn(*window.scene.layout.center(window.state.grid.from_offset(3, 2)))
    window.actions["align_background"].trigger()
    # The picture's pixel (16, 16) shows at (3, 1): pinned on (1, 1); then its pixel (48, 48) shows at
    # (3, 3): pinned on (5, 5), 4 cells from the first for 32 pixels.
    first, second = _two_points(window, (3, 1), (1, 1), (3, 3), (5, 5))
    said = window.statusBar().currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Enter)
    after = window.document.background
    assert said.startswith(f"Scaled to {after.scale:.2f} pixels per cell")
    assert _close(shown_at(after, first), (1, 1), 1e-3)  # the first exactly
    assert _close(shown_at(after, second), (5, 5))
    assert after.scale == pytest.approx(8, abs=0.1)
    assert window.undo_stack.count() == 1
    target = tmp_path / "saved.json"
    assert window.files.save_to(target)
    saved = json.loads(target.read_text())["background"]
    assert saved["scale"] == after.scale and saved["offset"] == [after.offset_x, after.offset_y]
    again = open_window(path=target)
    assert again.document.background == after
    assert _close(_item_origin(again), (after.offset_x, after.offset_y), 1e-3)
    window.actions.undo.trigger()
    assert window.document.background.scale == 16


def test_the_dialog_shows_the_numbers_aligned_by_hand_and_its_button_starts_aligning(open_window, tmp_path, qtbot):
    window = _battle(open_window, tmp_path, qtbot)
    window.actions["align_background"].trigger()
    _drag(window, (3.5, 2.5), (4.5, 2.5))
    window.actions["align_done"].trigger()
    placed = window.document.background
    seen = {}

    def look():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, BackgroundDialog)
        seen["x"], seen["scale"] = dialog.offset_x.value(), dialog.pixels_per_cell.value()
        qtbot.mouseClick(dialog.align, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, look)
    assert window.choose_background()
    assert seen == {"x": placed.offset_x, "scale": 16}
    assert window.controller.mode is window.actions.background.mode  # Align by Hand: aligning again
    assert window.undo_stack.count() == 1  # the dialog's unchanged numbers pushed nothing


def test_without_a_picture_the_entry_says_to_choose_one(open_window, tmp_path):
    path = write_scenario(tmp_path, "bare", "d20-mass", ROWS, TOKENS)
    window = open_window(path=path)
    assert window.actions.background.start() is None
    assert window.controller.mode is None
    assert "Choose a background image first" in window.statusBar().currentMessage()


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_two_points_on_a_hex_grid_land_on_hex_corners(open_window, tmp_path, qtbot, orientation):
    window = _battle(open_window, tmp_path, qtbot, {"kind": "hex", "orientation": orientation})
    layout = window.scene.layout
    x0, y0, _, _ = layout.bounds()
    grid = window.state.grid

    def corner(col, row, k):
        x, y = layout.polygon(grid.from_offset(col, row))[k]
        return (x - x0) / layout.size, (y - y0) / layout.size

    window.actions["align_background"].trigger()
    one, two = corner(1, 1, 0), corner(5, 4, 3)
    # After the first pin the picture point at `one`; halfway from it to `two`, a point dropped on `two`.
    halfway = (one[0] + (two[0] - one[0]) * 0.5, one[1] + (two[1] - one[1]) * 0.5)
    first, second = _two_points(window, (2.5, 0.5), one, halfway, two)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    after = window.document.background
    assert _close(shown_at(after, first), one, 1e-3)
    assert _close(shown_at(after, second), two)
    assert after.scale == pytest.approx(8, rel=0.02)  # points half as far apart as the corners: twice as large
    window.actions.undo.trigger()
    assert window.document.background.scale == 16
