"""Drawing free walls in the window: Battle > Draw Wall (W) with real clicks, a wall end dragged,
a wall clicked and deleted with the Delete key; each one undoable step."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt

from battlemap.ui.window.help_menu import menu_shortcuts
from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui

ROWS = ["........"] * 6
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [2, 4], "template": "archers"}]


def _battle(open_window, tmp_path, segments=()):
    path = write_scenario(tmp_path, "walls", "d20-mass", ROWS, TOKENS)
    if segments:
        document = json.loads(path.read_text())
        document["terrain"]["segments"] = list(segments)
        path.write_text(json.dumps(document))
    return open_window(path=path)


def _at(mouse, x, y):
    """The viewport point of map point (x, y) (cell units)."""
    layout = mouse.window.scene.layout
    return mouse.view.mapFromScene(QPointF(layout.origin[0] + layout.size * x, layout.origin[1] + layout.size * y))


def _click(mouse, x, y, button=Qt.MouseButton.LeftButton):
    point = _at(mouse, x, y)
    mouse.press_point(point, button)
    mouse._send(QEvent.Type.MouseButtonRelease, point, button, Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier)


def _active(window, qtbot):
    """The window active, as under a person's hands: its shortcuts (W, Delete) reach it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()


def _specs(window):
    return [s.spec for s in window.state.terrain.segment_layer.segments]


def _cell_of(window, token_id):
    return window.state.grid.to_offset(window.state.token(token_id).cell)


def test_draw_wall_is_in_the_battle_menu_with_its_key_and_the_ruleset_kinds(open_window, tmp_path):
    window = _battle(open_window, tmp_path)
    assert ("Battle", "Draw Wall", "W") in menu_shortcuts(window.menuBar())
    walls = window.actions.walls
    walls.fill_kinds()
    texts = [a.text() for a in walls.kinds.actions()]
    assert texts[:2] == ["Wall", "Low wall"] and "Door" in texts
    assert [a.text() for a in walls.kinds.actions() if a.isChecked()] == ["Wall"]


def test_walls_drawn_with_clicks_snap_to_corners_chain_and_stop_a_token(open_window, tmp_path, mouse_of, qtbot):
    window = _battle(open_window, tmp_path)
    mouse = mouse_of(window)
    _active(window, qtbot)
    qtbot.keyClick(window.view, Qt.Key.Key_W)
    assert window.actions["draw_wall"].isChecked()
    assert "click to start a wall" in window.statusBar().currentMessage()
    _click(mouse, 3.08, 3.1)  # near the corner at 3,3: the wall starts there
    mouse.move_to_point(_at(mouse, 3.4, 4.3))
    line = window.actions.walls.mode.line
    assert line.isVisible() and line.line().length() > 0  # the wall to be, following the pointer
    _click(mouse, 2.9, 5.85)  # near the corner at 3,6 (the map's bottom edge)
    _click(mouse, 4.5, 5.5)  # far from any corner: where the pointer is
    first, second = _specs(window)
    assert first == ((3.0, 3.0), (3.0, 6.0), "wall")  # both ends on corners, exactly
    assert second[0] == (3.0, 6.0) and second[1] == pytest.approx((4.5, 5.5), abs=0.03)  # to the pixel
    assert window.actions.undo.text() == "&Undo Draw wall"
    _click(mouse, 6, 5, Qt.MouseButton.RightButton)  # ends the chain, not the mode
    assert not line.isVisible() and window.actions["draw_wall"].isChecked()
    _click(mouse, 5, 2)  # a new start
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # stops drawing: nothing half drawn stays
    assert not window.actions["draw_wall"].isChecked() and window.controller.mode is None
    assert len(_specs(window)) == 2
    mouse.drag([(2, 4), (3, 4)])
    assert _cell_of(window, "a") == (2, 4)  # the wall is in the way
    window.actions.undo.trigger()
    window.actions.undo.trigger()
    assert _specs(window) == []
    mouse.drag([(2, 4), (3, 4)])
    assert _cell_of(window, "a") == (3, 4)


WALL = {"from": [3, 0], "to": [3, 6], "type": "wall"}


def test_a_wall_end_dragged_snaps_to_a_corner_and_undoes(open_window, tmp_path, mouse_of):
    window = _battle(open_window, tmp_path, [WALL])
    mouse = mouse_of(window)
    mouse.press_point(_at(mouse, 3.1, 5.9))  # by the lower end
    mouse.move_to_point(_at(mouse, 4.2, 5.5), Qt.MouseButton.LeftButton)
    assert window.controller.walls.line.isVisible()
    mouse.move_to_point(_at(mouse, 5.1, 5.93), Qt.MouseButton.LeftButton)
    mouse._send(QEvent.Type.MouseButtonRelease, _at(mouse, 5.1, 5.93), Qt.MouseButton.LeftButton,
                Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    assert _specs(window) == [((3.0, 0.0), (5.0, 6.0), "wall")]
    assert not window.controller.walls.line.isVisible()
    window.actions.undo.trigger()
    assert _specs(window) == [((3.0, 0.0), (3.0, 6.0), "wall")]


def test_a_clicked_wall_is_highlighted_and_the_delete_key_deletes_it_not_the_token(
        open_window, tmp_path, mouse_of, qtbot):
    window = _battle(open_window, tmp_path, [WALL])
    mouse = mouse_of(window)
    _active(window, qtbot)
    mouse.drag([(2, 4)])  # the token selected
    assert window.document.selection == "a"
    _click(mouse, 3.1, 2.5)  # on the wall, far from its ends
    walls = window.controller.walls
    assert walls.selected == 0 and walls.mark.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert _specs(window) == [] and window.state.has_token("a")
    assert not walls.mark.isVisible()
    window.actions.undo.trigger()
    assert _specs(window) == [((3.0, 0.0), (3.0, 6.0), "wall")]
    _click(mouse, 5.5, 2.5)  # an empty cell: nothing selected, Delete deletes nothing
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert len(_specs(window)) == 1 and window.state.has_token("a")
