"""Right-click menus on the real map: each entry does its real, undoable thing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.window.action_menu import group_title
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import close_to, pixel_at, render

pytestmark = pytest.mark.gui
# A real popup under the offscreen platform: its notices are not faults of ours.
_popup_notices = pytest.mark.qt_log_ignore("This plugin does not support")


def _right_click_entries(window, mouse, cell) -> list[str]:
    """Right-click a cell for real; read the popup's entries and close it."""
    seen: list[str] = []

    def read_popup() -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            seen.extend(action_texts(popup))
            popup.close()

    QTimer.singleShot(0, read_popup)
    point = mouse.point(cell)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, mouse.viewport.mapToGlobal(point))
    QApplication.sendEvent(mouse.viewport, event)
    return seen


def _cell(window, col, row):
    return window.state.grid.from_offset(col, row)


@_popup_notices
def test_right_click_a_token_lists_what_can_be_done_to_it(open_window, mouse_of):
    window = open_window()
    window.document.select("b-cav")
    entries = _right_click_entries(window, mouse_of(window), (18, 3))
    groups = dict.fromkeys(d.group for d in window.state.ruleset.actions.values())
    assert entries[:len(groups)] == [group_title(g) for g in groups]
    assert set(entries[:4]) == {"Standard Actions", "Move Actions", "Swift Actions", "Full-Round Actions"}
    assert entries[len(groups):] == [
        "Attack Red crossbowmen with Blue knights...",
        "Aim an Attack from Red crossbowmen...",
        "Hide from Players",
        "GM Move Red crossbowmen...",
        "Conditions",
        "Refresh What Red crossbowmen Spent",
        "Edit Red crossbowmen...",
        "Duplicate Red crossbowmen",
        "Delete Red crossbowmen",
        "Place Token",
        "Paint Terrain",
        "Add Note Here...",
        "Add to Zone",  # the skirmish has zones; this cell is in none of them
    ]


@_popup_notices
def test_right_click_an_empty_cell_offers_placing_and_painting(open_window, mouse_of):
    window = open_window()
    assert _right_click_entries(window, mouse_of(window), (13, 12)) == [
        "Place Token", "Paint Terrain", "Add Note Here...", "Add to Zone"]
    assert _right_click_entries(window, mouse_of(window), (5, 4)) == [
        "Place Token", "Paint Terrain", "Open Door", "Add Note Here...", "Add to Zone",
    ]


def test_hide_and_show_a_token_from_the_players(open_window):
    window = open_window()
    find_action(window.context_menu(_cell(window, 8, 6)), "Hide from Players").trigger()
    assert window.state.token("b-spear").hidden
    assert window.scene.token_items["b-spear"].opacity() == pytest.approx(0.45)
    assert window.actions.undo.text() == "&Undo Hide Blue spearmen"
    find_action(window.context_menu(_cell(window, 8, 6)), "Show to Players").trigger()
    assert not window.state.token("b-spear").hidden
    window.undo_stack.undo()
    assert window.state.token("b-spear").hidden


def test_delete_a_token_and_undo_brings_it_back(open_window):
    window = open_window()
    find_action(window.context_menu(_cell(window, 14, 6)), "Delete Red spearmen").trigger()
    assert not window.state.has_token("r-spear")
    assert "r-spear" not in window.scene.token_items
    assert window.log_dock.lines()[-1] == "[round 1] Red spearmen removed from 14,6"
    window.undo_stack.undo()
    assert window.state.token("r-spear").cell == _cell(window, 14, 6)
    assert "r-spear" in window.scene.token_items
    assert window.log_dock.lines() == []


def test_paint_terrain_repaints_the_cell(open_window):
    window = open_window()
    cell = _cell(window, 13, 12)
    find_action(window.context_menu(cell), "Paint Terrain", "Trees").trigger()
    assert window.state.terrain.terrain_id_at(window.state.grid.index(cell)) == "trees"
    assert close_to(pixel_at(window, render(window), cell), TERRAIN_COLOURS["trees"], 3)
    menu = window.context_menu(cell)
    assert not find_action(menu, "Paint Terrain", "Trees").isEnabled()
    window.undo_stack.undo()
    assert close_to(pixel_at(window, render(window), cell), TERRAIN_COLOURS["open"], 3)


def test_open_the_door_then_close_it(open_window, mouse_of):
    window = open_window()
    door = _cell(window, 5, 4)
    find_action(window.context_menu(door), "Open Door").trigger()
    assert window.state.terrain.terrain_id_at(window.state.grid.index(door)) == "open_door"
    assert close_to(pixel_at(window, render(window), door), TERRAIN_COLOURS["open_door"], 3)
    find_action(window.context_menu(door), "Close Door").trigger()
    assert window.state.terrain.terrain_id_at(window.state.grid.index(door)) == "door"
    assert window.undo_stack.count() == 2
    window.undo_stack.undo()
    assert window.state.terrain.terrain_id_at(window.state.grid.index(door)) == "open_door"


def test_place_a_token_from_a_template(open_window):
    window = open_window()
    cell = _cell(window, 1, 1)
    find_action(window.context_menu(cell), "Place Token", "Blue", "Militia").trigger()
    placed = window.state.tokens_at(cell)
    assert [(t.name, t.side, t.count) for t in placed] == [("Blue militia", "blue", 10)]
    item = window.scene.token_items[placed[0].id]
    assert item.label == "BM" and item.count_text == "10"


def test_targeting_shows_line_of_fire_cover_range_and_chance(open_window, mouse_of):
    window = open_window()
    window.document.select("r-xbow")
    find_action(window.context_menu(_cell(window, 4, 11)),
                "Attack Blue knights with Red crossbowmen...").trigger()
    assert window.odds.chance_text == "60 %"
    assert window.odds.roll.text() == "d20 + 1 > 9  (Dodge -1)"
    mode = window.controller.mode
    assert mode.label.text() == "60 %   no cover   350 ft (outside)"
    assert mode.line.isVisible()
    mouse = mouse_of(window)
    mouse.move((8, 9), buttons=Qt.MouseButton.NoButton)
    assert window.odds.title.text() == "Red crossbowmen attacks Blue swordsmen"
    assert window.odds.chance_text == "50 %"
    mouse.press((8, 9))
    mouse.release((8, 9))
    assert window.controller.mode is None
    assert window.odds.chance_text == "50 %"  # the clicked target's odds stay
    assert window.state.token("r-xbow").cell == _cell(window, 18, 3)


def test_escape_ends_targeting_and_clears_the_odds(open_window, qtbot):
    window = open_window()
    find_action(window.context_menu(_cell(window, 18, 3)), "Aim an Attack from Red crossbowmen...").trigger()
    window.controller.mode.aim("b-cav")
    assert window.odds.chance_text == "60 %"
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None
    assert window.odds.chance_text == ""


def test_odds_chart_colours_the_hits(open_window):
    window = open_window()
    mode = window.start_targeting("r-xbow", "b-cav")
    explanation = mode.odds.explanation
    bars = window.odds.bars.opts
    hits = [x for x, brush in zip(bars["x"], bars["brushes"]) if brush.color().name() == "#2e9a4b"]
    assert sum(float(explanation.distribution[x]) for x in hits) == pytest.approx(0.6)
