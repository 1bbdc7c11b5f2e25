"""The Inspector dock follows the selection and the state; the Log follows undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabBar

from tests.ui.ui_helpers import CORRIDOR, write_scenario

from battlemap.document.battle import BattleDocument

pytestmark = pytest.mark.gui


def test_inspector_shows_the_selected_token_as_the_rules_see_it(open_window):
    window = open_window()
    window.document.select("b-sword")
    rows = window.inspector.rows()
    assert rows["Name"] == "Blue swordsmen"
    assert rows["Side"] == "Blue"
    assert rows["Position"] == "8,9"
    assert rows["Count"] == "10"
    assert rows["Movement left"] == "2.4 squares"  # a double move: 2 x 1.2
    assert rows["Reactions left"] == "1"
    assert window.inspector.child_rows("Stats")["attack"] == "4"
    assert "melee, ready" in window.inspector.child_rows("Weapons").values()
    window.document.select(None)
    assert window.inspector.rows() == {}


def test_inspector_budget_drops_after_a_move_and_comes_back_on_undo(open_window, mouse_of, tmp_path):
    window = open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))
    mouse_of(window).drag([(1, 1), (2, 1)])
    assert window.document.selection == "knights"
    assert window.inspector.rows()["Movement left"] == "3.8 squares"  # 2 x 2.4 pooled, 1 moved
    assert window.inspector.rows()["Position"] == "2,1"
    window.undo_stack.undo()
    assert window.inspector.rows()["Movement left"] == "4.8 squares"


def test_prone_posture_reads_in_the_inspector_and_on_the_token(open_window):
    window = open_window()
    window.document.select("r-arch")
    assert window.inspector.rows()["Posture"] == "Prone"
    assert window.inspector.rows()["Movement left"] == "0 squares"
    window.view.zoom_actual()
    assert window.scene.token_items["r-arch"].posture_text == "Pr"


def test_docks_can_be_shown_and_hidden_from_the_view_menu(open_window):
    window = open_window()
    toggle = window.log_dock.toggleViewAction()
    toggle.trigger()
    assert not window.log_dock.isVisible()
    toggle.trigger()
    assert window.log_dock.isVisible()


def test_battle_menu_advances_the_turn_as_an_undoable_step(open_window):
    window = open_window()
    assert window.state.combat.active == "b-arch"
    window.actions["next_turn"].trigger()
    assert window.state.combat.active == "r-xbow"
    assert window.log_dock.lines()
    window.actions["next_round"].trigger()
    assert window.state.combat.round == 2
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert (window.state.combat.active, window.state.combat.round) == ("b-arch", 1)


def test_the_notes_dock_shows_what_the_scenario_says_to_try(open_window, qtbot, tmp_path):
    """The sample's GM notes are one click away (a tab beside the Inspector); a file without notes says so."""
    window = open_window()
    tab_bar = next(b for b in window.findChildren(QTabBar)
                   if "Notes" in [b.tabText(i) for i in range(b.count())])
    index = [tab_bar.tabText(i) for i in range(tab_bar.count())].index("Notes")
    qtbot.mouseClick(tab_bar, Qt.MouseButton.LeftButton, pos=tab_bar.tabRect(index).center())
    assert window.notes.isVisible()
    assert window.notes.text.toPlainText().startswith("Blue holds the farmstead west of the river")
    window.set_document(BattleDocument.open(write_scenario(tmp_path, "bare", "d20-mass", *CORRIDOR)))
    assert window.notes.text.toPlainText() == "This scenario has no notes."
