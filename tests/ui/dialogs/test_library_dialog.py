"""File > New's scenario library: every sample with its picture and notes, and who plays which side."""

import json

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap import resources
from battlemap.ui.dialogs.new_battle import NewBattleDialog

LIBRARY = {
    "Bridge at dusk", "Ford skirmish", "Raider alley", "The water plant",
    "Ambush on the old road", "Duel at the chapel", "Flight from the mill", "The barn at Saltmarsh (zones)",
}


def _pick(qtbot, dialog, title: str, you_play: str) -> None:
    qtbot.mouseClick(dialog.sample, Qt.MouseButton.LeftButton, pos=QPoint(6, dialog.sample.height() // 2))
    item = dialog.samples.findItems(title, Qt.MatchFlag.MatchExactly)[0]
    dialog.samples.scrollToItem(item)
    qtbot.mouseClick(dialog.samples.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.samples.visualItemRect(item).center())
    dialog.you_play.setCurrentIndex(dialog.you_play.findText(you_play))
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_the_library_lists_every_sample_with_its_picture(qtbot):
    dialog = NewBattleDialog()
    qtbot.addWidget(dialog)
    items = [dialog.samples.item(i) for i in range(dialog.samples.count())]
    assert {item.text() for item in items} == LIBRARY
    assert all(not item.icon().isNull() for item in items)
    per_system = {}
    for entry in resources.scenario_files():
        doc = json.loads(entry.read_bytes())
        assert doc.get("objectives"), f"{entry.name} has no objectives"
        per_system[doc["ruleset"]] = per_system.get(doc["ruleset"], 0) + 1
    assert per_system == {"d20-mass": 2, "fallout-pnp": 2, "gurps4e": 2, "yze": 2}


def test_choosing_a_battle_shows_its_notes_and_offers_its_sides(qtbot):
    dialog = NewBattleDialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.sample, Qt.MouseButton.LeftButton, pos=QPoint(6, dialog.sample.height() // 2))
    item = dialog.samples.findItems("Flight from the mill", Qt.MatchFlag.MatchExactly)[0]
    dialog.samples.scrollToItem(item)
    qtbot.mouseClick(dialog.samples.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.samples.visualItemRect(item).center())
    about = dialog.about.toPlainText()
    assert "Year Zero" in about and "hold out until dawn" in about
    assert "Survivors: Reach The road out; Survive 8 rounds" in about and "Wolves: Destroy Survivors" in about
    offered = [dialog.you_play.itemText(i) for i in range(dialog.you_play.count())]
    assert offered == ["Survivors against the computer", "Wolves against the computer", "Every side, at the table"]
    assert dialog.you_play.currentText() == "Survivors against the computer"  # the file's solo side


@pytest.mark.parametrize(("you_play", "players"), [
    ("Brigands against the computer", {"blue": "computer", "red": "person"}),
    ("Every side, at the table", {"blue": "person", "red": "person"}),
])
def test_the_new_battle_is_played_as_chosen(open_window, qtbot, you_play, players):
    window = open_window()
    QTimer.singleShot(0, lambda: _pick(qtbot, QApplication.activeModalWidget(), "Ambush on the old road", you_play))
    window.actions["new"].trigger()
    state = window.state
    assert window.document.name == "Ambush on the old road"
    assert {side: entry.played_by for side, entry in state.sides.items()} == players
    assert state.objectives and state.objectives[0].zone == "road-east"
