"""Battle > Fog Side with several sides checked (the party: what they see together), and the
GM's hand taken back: Clear Cells (a dragged rectangle) and Clear All Fog Marks, each undoable,
clicked in the real menus."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.ui.map.test_fog_of_war import archers_shown, battle_menu_entry, fogged  # noqa: F401

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]


def click_entry(qtbot, menu, text: str) -> None:
    """Open `menu` and click its entry `text` with the mouse."""
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    action = next(a for a in menu.actions() if a.text() == text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def battle_menu(window):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")


def blue_shown(view) -> bool:
    return view.map_scene().token_items["blue"].isVisible()


def test_a_second_side_checked_shows_what_both_sides_see(fogged, qtbot, tmp_path):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    assert not archers_shown(view)
    sides = window.actions.fog.sides
    click_entry(qtbot, sides, "red")
    assert window.state.fog.sides == ("blue", "red")
    assert archers_shown(view) and blue_shown(view)
    sides.aboutToShow.emit()
    assert [a.isChecked() for a in sides.actions()] == [True, True]
    saved = json.loads(window.document.save(tmp_path / "party.json").read_text())
    assert saved["fog"]["sides"] == ["blue", "red"]
    assert saved["journal"]["records"][-1] == {"do": "fog_sides", "sides": ["blue", "red"]}
    click_entry(qtbot, sides, "blue")  # unchecked: red's sight alone
    assert window.state.fog.sides == ("red",)
    assert archers_shown(view) and not blue_shown(view)
    click_entry(qtbot, sides, "red")  # the last side stays: the fog always shows someone's sight
    assert window.state.fog.sides == ("red",)
    window.undo_stack.undo()
    assert window.state.fog.sides == ("blue", "red")
    window.undo_stack.undo()
    assert window.state.fog.sides == ("blue",) and not archers_shown(view)


def test_clear_cells_gives_a_revealed_rectangle_back_to_sight(fogged, qtbot, mouse_of):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    battle_menu_entry(window, "&Reveal Cells").trigger()
    mouse_of(window).drag([(6, 1), (7, 3)])
    assert archers_shown(view)
    click_entry(qtbot, battle_menu(window), "&Clear Cells")
    assert "Clear cells" in window.statusBar().currentMessage()
    mouse_of(window).drag([(5, 1), (7, 2)])
    grid = window.state.grid
    assert window.state.fog.revealed == {grid.index(grid.from_offset(c, 3)) for c in (6, 7)}
    assert not archers_shown(view)
    window.undo_stack.undo()
    assert archers_shown(view)


def test_clear_all_fog_marks_takes_back_every_cell_revealed_or_hidden(fogged, qtbot, mouse_of):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    clear_all = battle_menu_entry(window, "Clear &All Fog Marks")
    assert not clear_all.isEnabled()  # nothing marked by hand yet
    grid = window.state.grid
    window.push(window.document.fog_cells_command([grid.from_offset(6, 2)], "reveal"))
    window.push(window.document.fog_cells_command([grid.from_offset(1, 1)], "hide"))
    assert archers_shown(view) and clear_all.isEnabled()
    click_entry(qtbot, battle_menu(window), "Clear &All Fog Marks")
    assert not window.state.fog.revealed and not window.state.fog.hidden
    assert not archers_shown(view) and not clear_all.isEnabled()
    assert window.undo_stack.undoText() == "Clear Fog Marks"
    window.undo_stack.undo()
    assert window.state.fog.revealed and window.state.fog.hidden and archers_shown(view)
