"""File menu in the real window: save, reopen the same battle, recent files, new, the prompt."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from battlemap import resources
from battlemap.document.new_battles import empty_battle, sample_battle
from battlemap.ui.dialogs.new_battle import NewBattleDialog
from battlemap.ui.window.file_actions import untitled
from battlemap.ui.window.menus import new_battle
from tests.ui.ui_helpers import CORRIDOR, write_scenario

pytestmark = pytest.mark.gui


@pytest.fixture
def moved(open_window, mouse_of, tmp_path):
    """The corridor after the knights moved two squares (one undo step, unsaved)."""
    window = open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))
    mouse_of(window).drag([(1, 1), (2, 1), (3, 1)])
    return window


def _answer(monkeypatch, button) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *args):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_save_then_reopen_finds_the_same_battle(moved, tmp_path, qtbot):
    target = tmp_path / "saved.json"
    assert moved.files.save_to(target)
    assert not moved.isWindowModified()
    assert moved.document.path == target
    assert moved.files.open_path(target)
    state = moved.state
    assert state.grid.to_offset(state.token("knights").cell) == (3, 1)
    assert state.combat.spent_by("knights", "move") == 2
    assert state.combat.spent_by("spears", "reactions") == 1
    # The journal brought the history back: clean as the file holds it, and undoable.
    assert moved.undo_stack.count() == 1 and moved.undo_stack.isClean()
    moved.undo_stack.undo()
    assert moved.state.grid.to_offset(moved.state.token("knights").cell) == (1, 1)
    assert moved.files.recent.files()[0] == target


def test_ctrl_s_saves_over_the_file_it_came_from(moved, qtbot):
    source = moved.document.path
    qtbot.keyClick(moved, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not moved.isWindowModified()
    assert '"at": [3, 1]' in source.read_text(encoding="utf-8")


def test_save_of_the_bundled_default_asks_where(open_window, monkeypatch, tmp_path):
    window = open_window()
    window.push(window.document.delete_token_command("r-arch"))
    target = tmp_path / "ford"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.actions["save"].trigger()
    saved = tmp_path / "ford.json"
    assert saved.is_file() and not window.isWindowModified()
    written = json.loads(saved.read_text(encoding="utf-8"))
    assert "r-arch" not in [t["id"] for t in written["tokens"]]
    assert written["journal"]["records"] == [{"do": "delete_token", "token": "r-arch"}]


def test_unsaved_changes_prompt_can_cancel_opening(moved, monkeypatch):
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not moved.files.open_path(str(resources.scenario_file("gurps-duel.json")))
    assert asked == ["Save the changes to corridor first?"]
    assert moved.state.ruleset.id == "d20-mass" and moved.isWindowModified()


def test_unsaved_changes_can_be_discarded(moved, monkeypatch):
    _answer(monkeypatch, QMessageBox.StandardButton.Discard)
    assert moved.files.open_path(str(resources.scenario_file("gurps-duel.json")))
    assert moved.state.ruleset.id == "gurps4e"
    assert set(moved.scene.token_items) == {"sir-aldric", "bran", "grim", "ysolde"}
    assert moved.log_dock.lines() == [] and not moved.isWindowModified()


def test_closing_with_unsaved_changes_asks_first(moved, monkeypatch):
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not moved.close()
    assert moved.isVisible() and len(asked) == 1


def test_open_recent_reopens_a_file(moved, tmp_path):
    moved.files.save_to(tmp_path / "first.json")
    moved.files.open_path(str(resources.scenario_file("gurps-duel.json")))
    menu = moved.files.recent_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.text() == "first.json"]
    assert entries
    entries[0].trigger()
    assert moved.document.path == tmp_path / "first.json"


def test_new_from_a_sample_is_untitled_and_asks_where_to_save(open_window):
    window = open_window()
    window.files.new_from(sample_battle(str(resources.scenario_file("gurps-duel.json")), untitled()))
    assert window.document.path is None
    assert window.document.name == "Duel at the chapel"
    assert window.state.grid.kind == "hex"


def test_new_empty_hex_map(open_window):
    window = open_window()
    window.files.new_from(empty_battle("gurps4e", "hex", 10, 8, name=untitled(), orientation="pointy"))
    grid = window.state.grid
    assert (grid.kind, grid.orientation, grid.cols, grid.rows) == ("hex", "pointy", 10, 8)
    assert window.scene.token_items == {}
    assert window.windowTitle().startswith("Untitled")


def test_file_new_dialog_makes_an_empty_square_map(open_window, monkeypatch):
    window = open_window()

    def accept(dialog):
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("yze"))
        dialog.cols.setValue(12)
        dialog.rows.setValue(9)
        return True

    monkeypatch.setattr(NewBattleDialog, "exec", accept)
    new_battle(window)
    state = window.state
    assert (state.ruleset.id, state.grid.kind, state.grid.cols, state.grid.rows) == ("yze", "square", 12, 9)


def test_export_the_log_as_text(moved, tmp_path):
    target = tmp_path / "log.txt"
    moved.log_dock.export_to(target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("[round 1] Blue knights move to 3,1")
    assert "opportunity attack from Red spearmen" in text
