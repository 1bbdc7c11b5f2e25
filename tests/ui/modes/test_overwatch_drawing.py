"""Declaring overwatch by drawing it on the map with the mouse: line, arc, Escape, undo, save."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from battlemap.document.overwatch import declares_overwatch
from battlemap.engine.movement.threat import watched_cells
from battlemap.ui.modes.overwatch import OverwatchDrawMode
from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui

ROWS = ["............"] * 9
TOKENS = [{"id": "g", "name": "Gunner", "side": "blue", "at": [1, 4], "template": "gunner"},
          {"id": "f", "name": "Fighter", "side": "red", "at": [10, 8], "template": "fighter"}]


@pytest.fixture
def watch(open_window, tmp_path):
    path = write_scenario(tmp_path, "watch", "yze", ROWS, TOKENS, grid={"kind": "square"},
                          combat={"round": 1, "order": ["g", "f"], "active": "g"})
    window = open_window(path=path)
    action_id = next(i for i, d in window.state.ruleset.actions.items() if declares_overwatch(d))
    window.draw_overwatch("g", action_id, "Overwatch")
    return window


def _offset(window, cell):
    return window.state.grid.to_offset(cell)


def test_drag_from_the_watcher_and_sweep_draws_an_arc(watch, mouse_of):
    mouse = mouse_of(watch)
    mode = watch.controller.mode
    assert isinstance(mode, OverwatchDrawMode)
    mouse.press((1, 4))
    for cell in ((2, 4), (3, 4), (5, 4), (5, 1)):
        mouse.move(cell)
    assert mode.line.isVisible() and mode.cells.cells  # the preview follows the pointer
    mouse.move((5, 4))
    mouse.release((5, 4))
    overwatch = watch.state.token("g").tactical.overwatch
    assert _offset(watch, overwatch.toward) == (5, 4) and overwatch.arc == 74
    assert watch.controller.mode is None and mode.cells.scene() is None  # the preview is gone
    assert "overwatch" in watch.log_dock.lines()[-1]
    watch.actions["overwatch"].trigger()  # View > Overwatch shows the declared cone
    state = watch.state
    assert watch.controller.overlays.watched.cells == frozenset(watched_cells(state, state.token("g")))
    grid = state.grid
    assert grid.index(grid.from_offset(8, 2)) in watch.controller.overlays.watched.cells  # 16 deg up: in
    assert grid.index(grid.from_offset(4, 0)) not in watch.controller.overlays.watched.cells  # 53 up: out


def test_a_straight_drag_is_a_line_left_to_the_rulesets_default(watch, mouse_of, tmp_path):
    mouse_of(watch).drag([(1, 4), (2, 4), (4, 4), (6, 4), (8, 4)])
    overwatch = watch.state.token("g").tactical.overwatch
    assert (_offset(watch, overwatch.toward), overwatch.arc, overwatch.declared) == ((8, 4), 0, 1)
    assert watch.files.save_to(tmp_path / "saved.json")
    token = json.loads((tmp_path / "saved.json").read_text())["tokens"][0]
    assert token["state"]["overwatch"] == {"toward": [8, 4], "declared": 1}
    watch.actions.undo.trigger()
    assert watch.state.token("g").tactical.overwatch is None


def test_escape_while_drawing_declares_nothing(watch, mouse_of, qtbot):
    mouse = mouse_of(watch)
    mode = watch.controller.mode
    mouse.press((1, 4))
    mouse.move((4, 4))
    qtbot.keyClick(watch.view, Qt.Key.Key_Escape)
    assert watch.controller.mode is None and mode.line.scene() is None
    mouse.release((4, 4))
    assert watch.state.token("g").tactical.overwatch is None
    assert not watch.undo_stack.canUndo()


def test_the_menu_entry_starts_drawing(open_window, tmp_path):
    path = write_scenario(tmp_path, "watch", "yze", ROWS, TOKENS, grid={"kind": "square"},
                          combat={"round": 1, "order": ["g", "f"], "active": "g"})
    window = open_window(path=path)
    menu = window.context_menu(window.state.grid.from_offset(1, 4))
    fast = next(a for a in menu.actions() if a.text() == "Fast Actions").menu()
    entry = next(a.text() for a in fast.actions() if a.text().startswith("Overwatch"))
    find_action(menu, "Fast Actions", entry).trigger()
    assert isinstance(window.controller.mode, OverwatchDrawMode)
