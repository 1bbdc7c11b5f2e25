"""The ruler on the real window: R, a drag or clicks with waypoints, the distance on both views."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.modes.ruler import RulerMode

# The offscreen platform cannot raise a window: its notice is not a fault of ours.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]


def _player_text(window) -> str:
    return window.player_view.ruler.text


def test_r_then_a_drag_shows_the_distance_on_both_views_until_release(open_window, mouse_of, qtbot):
    window = open_window()  # the skirmish: 25 ft squares, a diagonal counts as one
    window.show_player_view()
    window.activateWindow()  # the GM's keys go to the GM's window (the Player View opened last)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert isinstance(window.controller.mode, RulerMode)
    mouse = mouse_of(window)
    mouse.press((2, 2))
    mouse.move((3, 3))
    mouse.move((6, 4))
    assert window.controller.ruler.text == "100 ft"  # 4 steps, two of them diagonal
    assert _player_text(window) == "100 ft"
    assert window.controller.ruler.line.isVisible()
    mouse.release((6, 4))
    assert window.controller.ruler.text == ""
    assert _player_text(window) == ""
    assert window.controller.mode is None
    assert not window.undo_stack.canUndo()  # a measurement is not a step of the battle
    window.close_player_view()


def test_clicks_add_waypoints_and_the_last_point_again_ends(open_window, mouse_of, qtbot):
    window = open_window()
    window.actions["measure"].trigger()
    mouse = mouse_of(window)
    mouse.press((2, 2))
    mouse.release((2, 2))  # a click: the ruler follows the pointer
    mouse.move((4, 2), buttons=Qt.MouseButton.NoButton)
    assert window.controller.ruler.text == "50 ft"
    mouse.press((4, 2))
    mouse.release((4, 2))  # a waypoint
    mouse.move((4, 5), buttons=Qt.MouseButton.NoButton)
    texts = [label.text() for label in window.controller.ruler.labels if label.isVisible()]
    assert texts == ["50 ft", "125 ft"]  # the waypoint's distance, then the whole
    mouse.press((4, 5))
    mouse.release((4, 5))
    assert window.controller.ruler.text == "125 ft"
    mouse.press((4, 5))  # the last point again: done
    assert window.controller.ruler.text == ""
    assert window.controller.mode is None


def test_escape_ends_the_measurement(open_window, mouse_of, qtbot):
    window = open_window()
    window.show_player_view()
    window.actions["measure"].trigger()
    mouse = mouse_of(window)
    mouse.press((1, 1))
    mouse.move((1, 4))
    assert _player_text(window) == "75 ft"
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.ruler.text == "" and _player_text(window) == ""
    assert window.document.ruler is None
    window.close_player_view()


def test_the_menu_and_toolbar_offer_it(open_window):
    window = open_window()
    measure = window.actions["measure"]
    assert measure.shortcut().toString() == "R"
    assert measure in window.actions.measure.toolbar.actions()
    battle = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    assert measure in battle.actions()
