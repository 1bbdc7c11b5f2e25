"""Sides by the names the file gives them: the banner, the Inspector, the fog menu, Place Token, the
Edit dialog and the log show `sides.<id>.name`; files, records and the fog keep the id."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.document.battle import BattleDocument
from battlemap.ui.dialogs.token import TokenDialog
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import CORRIDOR, write_scenario

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]

#: Blue is named, red is not (shown as its id), green has no token yet.
SIDES = {"blue": {"name": "Синие"}, "green": {"name": "Зелёные"}}


@pytest.fixture
def named(open_window, tmp_path):
    path = write_scenario(tmp_path, "named", "d20-mass", *CORRIDOR, sides=SIDES,
                          combat={"order": ["knights", "spears"], "active": "knights"})
    return open_window(path=str(path))


def test_the_banner_and_the_inspector_name_the_side(named):
    window = named
    assert window.view.turn_banner.text().startswith("Round 1 · Blue knights (Синие)\n")
    window.document.select("knights")
    assert window.inspector.rows()["Side"] == "Синие"
    window.document.select("spears")
    assert window.inspector.rows()["Side"] == "red"  # no name in the file: the id


def test_the_fog_menu_names_the_sides_and_the_fog_keeps_the_ids(named):
    window = named
    window.actions.fog.sides.aboutToShow.emit()
    entries = window.actions.fog.sides.actions()
    assert [a.text() for a in entries] == ["Синие", "red"]
    entries[0].trigger()
    assert window.state.fog.enabled and window.state.fog.sides == ("blue",)
    assert "Синие" in window.document.log[-1].text


def test_place_token_offers_every_named_side_and_places_by_id(named):
    window = named
    cell = window.state.grid.from_offset(5, 1)
    menu = window.context_menu(cell)
    place = next(a.menu() for a in menu.actions() if a.text() == "Place Token")
    assert [a.text() for a in place.actions()] == ["Синие", "red", "Зелёные"]
    find_action(window.context_menu(cell), "Place Token", "Зелёные", "Militia").trigger()
    placed = window.state.tokens_at(cell)[0]
    assert placed.side == "green"


def test_the_edit_dialog_lists_side_names_and_keeps_the_id(named, qtbot):
    window = named
    seen = []

    def steps():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TokenDialog):
            return
        seen.append([dialog.side.itemText(i) for i in range(dialog.side.count())])
        seen.append(dialog.side.currentText())
        dialog.side.setCurrentIndex(dialog.side.findText("Зелёные"))
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, steps)
    find_action(window.context_menu(window.state.grid.from_offset(2, 1)), "Edit Red spearmen...").trigger()
    assert seen == [["Синие", "red", "Зелёные"], "red"]
    assert window.state.token("spears").side == "green"
    window.document.select("spears")
    assert window.inspector.rows()["Side"] == "Зелёные"


def test_named_sides_survive_save_and_reopen(named, tmp_path):
    window = named
    window.push(window.document.next_turn_command())
    target = tmp_path / "saved.json"
    window.document.save(target)
    again = BattleDocument.open(target)
    assert again.state.side_name("blue") == "Синие" and again.state.side_name("green") == "Зелёные"
    assert again.state.side_name("red") == "red"
    assert again.opened.scenario.sides == window.document.opened.scenario.sides
