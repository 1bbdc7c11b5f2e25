"""Battle > Sides: each side's name, who plays it and its temperament, as one undoable, journaled step."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.ui.dialogs.sides import SidesDialog

pytestmark = pytest.mark.gui


def _answer(qtbot, gestures) -> None:
    """When the dialog opens, play `gestures(qtbot, dialog)` on it, then click OK."""
    def answer():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SidesDialog) and w.isVisible())
        gestures(qtbot, dialog)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, answer)


def _red_to_the_cautious_computer(qtbot, dialog) -> None:
    name, played, temperament = dialog.rows["red"]
    assert not temperament.isEnabled()  # a person's side has no temperament to choose
    qtbot.mouseClick(name, Qt.MouseButton.LeftButton)
    name.selectAll()
    qtbot.keyClicks(name, "Red raiders")
    played.setFocus()
    qtbot.keyClick(played, Qt.Key.Key_Down)  # Person -> Computer
    assert temperament.isEnabled()
    temperament.setFocus()
    qtbot.keyClick(temperament, Qt.Key.Key_Down)  # Steady -> Cautious


def test_the_dialog_lists_every_side_with_who_plays_it(open_window):
    window = open_window("d20-skirmish.json")
    dialog = SidesDialog(window.state, window)
    assert list(dialog.rows) == ["blue", "red"]
    name, played, temperament = dialog.rows["blue"]
    assert (name.text(), played.currentText(), temperament.currentText()) == ("Blue", "Person", "Steady")


def test_ok_makes_one_undoable_step_saved_and_journaled(open_window, qtbot, tmp_path):
    window = open_window("d20-skirmish.json")
    _answer(qtbot, _red_to_the_cautious_computer)
    window.actions["sides"].trigger()
    red = window.state.sides["red"]
    assert (red.name, red.played_by, red.temperament) == ("Red raiders", "computer", "cautious")
    assert [e.text for e in window.document.log[-2:]] == [
        "Side Red is now called Red raiders", "Red raiders: played by the computer (cautious)"]
    assert window.document.records[-1].do == "set_sides"
    assert window.undo_stack.undoText() == "Sides"

    path = tmp_path / "saved.json"
    window.document.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["sides"]["red"] == {"name": "Red raiders", "played_by": "computer", "temperament": "cautious"}
    assert saved["journal"]["records"][-1]["do"] == "set_sides"

    window.undo_stack.undo()
    assert window.state.sides["red"].name == "Red" and not window.state.sides["red"].computer
    assert "Red (computer)" not in window.objectives.text()


def test_ok_with_nothing_changed_changes_nothing(open_window, qtbot):
    window = open_window("d20-skirmish.json")
    before = window.undo_stack.count()
    _answer(qtbot, lambda qtbot, dialog: None)
    window.actions["sides"].trigger()
    assert window.undo_stack.count() == before
