"""Right-click near an edge to open, close or draw a door; right-click a cell to grow or shrink a zone."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from battlemap.grid import Edge
from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.modes.edge_pick import nearest_edge
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui
_popup_notices = pytest.mark.qt_log_ignore("This plugin does not support")

ROWS = ["........"] * 6
EDGES = [{"between": [[2, 2], [3, 2]], "type": "wall"}, {"between": [[2, 4], [3, 4]], "type": "door"}]
ZONES = [{"id": "camp", "name": "Camp", "cells": [[5, 3], [6, 3]]}]
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [2, 4], "template": "archers"}]


@pytest.fixture
def walled(open_window, tmp_path):
    path = write_scenario(tmp_path, "walled", "d20-mass", ROWS, TOKENS, zones=ZONES)
    document = json.loads(path.read_text())
    document["terrain"]["edges"] = EDGES
    path.write_text(json.dumps(document))
    return open_window(path=path)


def _east_of(window, col, row) -> tuple[float, float]:
    """World point just inside the east side of a cell."""
    x, y = window.scene.layout.center(window.state.grid.from_offset(col, row))
    return x + window.scene.layout.size / 2 - 4, y


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


@pytest.mark.parametrize(("dx", "dy", "side"), [
    (28, 0, ((2, 4), (3, 4))), (-28, 0, ((1, 4), (2, 4))), (0, 28, ((2, 4), (2, 5))), (5, 3, None),
], ids=["east", "west", "south", "middle"])
def test_a_point_near_a_side_picks_that_edge(walled, dx, dy, side):
    grid, layout = walled.state.grid, walled.scene.layout
    x, y = layout.center(grid.from_offset(2, 4))
    want = None if side is None else Edge.of(*(grid.from_offset(*c) for c in side))
    assert nearest_edge(layout, grid.from_offset(2, 4), x + dx, y + dy) == want


@_popup_notices
def test_right_click_by_the_door_edge_offers_to_open_it(walled, mouse_of):
    offset = (walled.scene.layout.size / 2 - 4, 0)
    assert "Open Door on Edge" in _right_click(walled, mouse_of(walled), (2, 4), offset)
    assert "Open Door on Edge" not in _right_click(walled, mouse_of(walled), (2, 4), (0, 0))
    assert "Add Door on Edge" in _right_click(walled, mouse_of(walled), (2, 3), offset)
    texts = _right_click(walled, mouse_of(walled), (2, 2), offset)  # a wall: no door entry
    assert not any("Door on Edge" in t for t in texts)


def test_the_opened_door_lets_the_next_drag_through_and_undo_shuts_it(walled, mouse_of):
    mouse = mouse_of(walled)
    mouse.drag([(2, 4), (3, 4)])
    assert walled.state.grid.to_offset(walled.state.token("a").cell) == (2, 4)  # the closed door
    door = walled.state.grid.from_offset(2, 4)
    find_action(walled.context_menu(door, _east_of(walled, 2, 4)), "Open Door on Edge").trigger()
    image = render(walled)
    assert close_to(pixel_at(walled, image, (2, 4), (walled.scene.layout.size / 2 - 3, 0)),
                    TERRAIN_COLOURS["open_door"], 12)
    mouse.drag([(2, 4), (3, 4)])
    assert walled.state.grid.to_offset(walled.state.token("a").cell) == (3, 4)
    walled.actions.undo.trigger()  # the move
    walled.actions.undo.trigger()  # the door
    assert walled.actions.redo.text() == "&Redo Open door"
    mouse.drag([(2, 4), (3, 4)])
    assert walled.state.grid.to_offset(walled.state.token("a").cell) == (2, 4)


def test_add_a_cell_to_a_zone_redraws_its_outline_and_saves(walled, tmp_path):
    grid = walled.state.grid
    cell = grid.from_offset(4, 3)
    find_action(walled.context_menu(cell), "Add to Zone", "Camp").trigger()
    outline, _ = walled.scene.features.zone_items["camp"]
    x, y = walled.scene.layout.center(cell)
    assert outline.path().boundingRect().left() <= x - walled.scene.layout.size / 2 + 1
    assert "Remove from Zone Camp" in action_texts(walled.context_menu(cell))
    assert walled.files.save_to(tmp_path / "saved.json")
    zones = json.loads((tmp_path / "saved.json").read_text())["zones"]
    assert zones == [{"id": "camp", "name": "Camp", "cells": [[4, 3], [5, 3], [6, 3]]}]
    find_action(walled.context_menu(cell), "Remove from Zone Camp").trigger()
    outline, _ = walled.scene.features.zone_items["camp"]
    assert outline.path().boundingRect().left() > x + 1
