"""Free walls in the window: drawn like edge walls, a drag across one refused, a door segment
opened by a right-click lets the next drag through, Delete Wall Segment takes one away."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui
_popup_notices = pytest.mark.qt_log_ignore("This plugin does not support")

ROWS = ["........"] * 6
# A wall down the line between columns 2 and 3, with a door where row 4 crosses it.
SEGMENTS = [{"from": [3, 0], "to": [3, 4], "type": "wall"},
            {"from": [3, 4], "to": [3, 5], "type": "door"},
            {"from": [3, 5], "to": [3, 6], "type": "wall"}]
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [2, 4], "template": "archers"}]


@pytest.fixture
def walled(open_window, tmp_path):
    path = write_scenario(tmp_path, "walled", "d20-mass", ROWS, TOKENS)
    document = json.loads(path.read_text())
    document["terrain"]["segments"] = SEGMENTS
    path.write_text(json.dumps(document))
    return open_window(path=path)


def _right_click(window, mouse, cell, offset) -> list[str]:
    seen: list[str] = []

    def read_popup() -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            seen.extend(action_texts(popup))
            popup.close()

    QTimer.singleShot(0, read_popup)
    point = mouse.point(cell, offset)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, mouse.viewport.mapToGlobal(point))
    QApplication.sendEvent(mouse.viewport, event)
    return seen


def _east_of(window, col, row) -> tuple[float, float]:
    x, y = window.scene.layout.center(window.state.grid.from_offset(col, row))
    return x + window.scene.layout.size / 2 - 4, y


def _at(window, token_id):
    return window.state.grid.to_offset(window.state.token(token_id).cell)


def test_the_walls_are_drawn_in_their_kind_colours(walled):
    image = render(walled)
    near_side = (walled.scene.layout.size / 2 - 2, 0)
    assert close_to(pixel_at(walled, image, (2, 1), near_side), TERRAIN_COLOURS["wall"], 12)
    assert close_to(pixel_at(walled, image, (2, 4), near_side), TERRAIN_COLOURS["door"], 12)


@_popup_notices
def test_right_click_by_the_door_segment_offers_to_open_it(walled, mouse_of):
    offset = (walled.scene.layout.size / 2 - 4, 0)
    texts = _right_click(walled, mouse_of(walled), (2, 4), offset)
    assert "Open Door" in texts and "Delete Wall Segment" in texts
    texts = _right_click(walled, mouse_of(walled), (2, 1), offset)  # a wall: delete, no door
    assert "Delete Wall Segment" in texts and "Open Door" not in texts
    assert "Delete Wall Segment" not in _right_click(walled, mouse_of(walled), (2, 1), (0, 0))


def test_a_drag_across_the_wall_is_refused_and_the_opened_door_lets_it_through(walled, mouse_of):
    mouse = mouse_of(walled)
    mouse.drag([(2, 4), (3, 4)])
    assert _at(walled, "a") == (2, 4)  # the closed door
    mouse.drag([(2, 4), (3, 3)])
    assert _at(walled, "a") == (2, 4)  # a diagonal through the wall's end at the door
    door = walled.state.grid.from_offset(2, 4)
    find_action(walled.context_menu(door, _east_of(walled, 2, 4)), "Open Door").trigger()
    assert set(walled.scene.features.edge_items) == {"wall", "open_door"}  # redrawn as an open door
    mouse.drag([(2, 4), (3, 4)])
    assert _at(walled, "a") == (3, 4)
    walled.actions.undo.trigger()  # the move
    walled.actions.undo.trigger()  # the door
    assert walled.actions.redo.text() == "&Redo Open door"
    mouse.drag([(2, 4), (3, 4)])
    assert _at(walled, "a") == (2, 4)


def test_delete_wall_segment_opens_the_way_and_saves(walled, mouse_of, tmp_path):
    cell = walled.state.grid.from_offset(2, 4)
    find_action(walled.context_menu(cell, _east_of(walled, 2, 4)), "Delete Wall Segment").trigger()
    assert len(walled.state.terrain.segment_layer.segments) == 2
    mouse = mouse_of(walled)
    mouse.drag([(2, 4), (3, 4)])
    assert _at(walled, "a") == (3, 4)
    assert walled.files.save_to(tmp_path / "saved.json")
    saved = json.loads((tmp_path / "saved.json").read_text())
    assert saved["terrain"]["segments"] == [SEGMENTS[0], SEGMENTS[2]]
