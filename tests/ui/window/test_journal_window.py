"""In the window: autosave after each change, recovery after a crash, reopen with the history, replay."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from battlemap.document.battle import BattleDocument
from battlemap.document.paths import autosave_path
from battlemap.document.recent import RecentFiles
from battlemap.ui.window import recovery
from battlemap.ui.window.main_window import MainWindow
from battlemap.ui.window.recovery import offer_recovery
from tests.ui.ui_helpers import CORRIDOR, write_scenario

pytestmark = pytest.mark.gui


@pytest.fixture
def corridor(tmp_path):
    return write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR)


@pytest.fixture
def played(open_window, mouse_of, corridor, qtbot):
    """The knights rode two squares (an opportunity attack waits), then the turn passed."""
    window = open_window(path=corridor)
    mouse_of(window).drag([(1, 1), (2, 1), (3, 1)])
    qtbot.mouseClick(window.turns.next_turn, Qt.MouseButton.LeftButton)
    assert len(window.document.journal) == 2
    return window


def _knights_at(window) -> tuple[int, int]:
    state = window.state
    return state.grid.to_offset(state.token("knights").cell)


def _autosave_of(window):
    return autosave_path(window.document.source_path)


def _answer_recovery(monkeypatch, choice: str) -> list[str]:
    asked: list[str] = []

    def ask(parent, autosave):
        asked.append(autosave.name)
        return choice

    monkeypatch.setattr(recovery, "ask", ask)
    return asked


def _new_window(qtbot, document: BattleDocument, tmp_path) -> MainWindow:
    window = MainWindow(document, RecentFiles(tmp_path / "config2"))
    qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    return window


# --- autosave ---------------------------------------------------------------------------
def test_a_change_is_autosaved_a_moment_later_with_its_journal(played, qtbot):
    target = _autosave_of(played)
    qtbot.waitUntil(target.is_file, timeout=3000)
    written = json.loads(target.read_text(encoding="utf-8"))
    assert [r["do"] for r in written["journal"]["records"]] == ["move", "next_turn"]
    assert played.document.source_path.read_text(encoding="utf-8").count('"journal"') == 0  # the file untouched


def test_saving_and_undoing_back_to_the_file_remove_the_autosave(played, qtbot, tmp_path):
    target = _autosave_of(played)
    qtbot.waitUntil(target.is_file, timeout=3000)
    assert played.files.save_to(played.document.source_path)
    assert not target.exists()
    played.undo_stack.undo()  # now the battle differs from the file again
    qtbot.waitUntil(target.is_file, timeout=3000)
    played.undo_stack.redo()  # and back to the file as saved
    qtbot.waitUntil(lambda: not target.exists(), timeout=3000)


def test_a_failing_autosave_warns_once_and_play_goes_on(open_window, mouse_of, corridor, qtbot,
                                                       monkeypatch):
    window = open_window(path=corridor)
    calls = []

    def refuse(self):
        calls.append(1)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(BattleDocument, "autosave", refuse)
    mouse_of(window).drag([(1, 1), (2, 1)])
    qtbot.waitUntil(lambda: bool(calls), timeout=3000)
    assert "No space left on device" in window.statusBar().currentMessage()
    qtbot.mouseClick(window.turns.next_turn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(calls) == 2, timeout=3000)
    warnings = [line for line in window.log_dock.lines() if "Autosave failed" in line]
    assert len(warnings) == 1 and "No space left on device" in warnings[0]
    assert len(window.document.journal) == 2  # play went on: the move and the turn


def test_a_clean_quit_leaves_no_autosave(played, qtbot, monkeypatch):
    target = _autosave_of(played)
    qtbot.waitUntil(target.is_file, timeout=3000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    assert played.close()
    assert not target.exists()


# --- recovery -----------------------------------------------------------------------------
def test_after_a_crash_the_next_start_offers_the_autosave_and_recovering_restores_it(
        played, qtbot, monkeypatch, tmp_path):
    played.autosaver.write_now()  # what the timer does; then the process "dies" with the window open
    before = played.state
    asked = _answer_recovery(monkeypatch, recovery.RECOVER)
    source = played.document.source_path
    document, recovered = offer_recovery(None, source, BattleDocument.open(source))
    assert asked == ["corridor"] and recovered
    window = _new_window(qtbot, document, tmp_path)
    window.undo_stack.resetClean()
    assert _knights_at(window) == (3, 1) and window.state.combat.active == before.combat.active
    assert window.reactions.lines() == played.reactions.lines()
    assert window.log_dock.lines() == played.log_dock.lines()
    assert window.document.path == source  # Save writes over the file it belongs to
    assert window.undo_stack.count() == 2
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert _knights_at(window) == (1, 1) and window.log_dock.lines() == []


def test_keep_both_writes_the_recovered_battle_beside_the_file(played, monkeypatch):
    played.autosaver.write_now()
    _answer_recovery(monkeypatch, recovery.KEEP_BOTH)
    source = played.document.source_path
    original = source.read_text(encoding="utf-8")
    document, recovered = offer_recovery(None, source, BattleDocument.open(source))
    copy = source.with_name("corridor (recovered).json")
    assert not recovered and document.path == copy and copy.is_file()
    assert source.read_text(encoding="utf-8") == original
    assert not _autosave_of(played).exists()


def test_discard_removes_the_autosave_and_opens_the_file(played, monkeypatch):
    played.autosaver.write_now()
    _answer_recovery(monkeypatch, recovery.DISCARD)
    source = played.document.source_path
    document, recovered = offer_recovery(None, source, BattleDocument.open(source))
    assert not recovered and document.state.grid.to_offset(document.state.token("knights").cell) == (1, 1)
    assert not _autosave_of(played).exists()


def test_opening_a_file_with_newer_work_offers_it(played, monkeypatch):
    played.autosaver.write_now()
    asked = _answer_recovery(monkeypatch, recovery.RECOVER)
    source = played.document.source_path
    assert played.files.open_path(source, ask=False)
    assert asked == ["corridor"] and played.isWindowModified()
    assert _knights_at(played) == (3, 1)


# --- reopen ----------------------------------------------------------------------------------
def test_reopening_a_saved_battle_keeps_its_log_and_undo_history(played, tmp_path):
    lines = played.log_dock.lines()
    target = tmp_path / "saved.json"
    assert played.files.save_to(target)
    assert played.files.open_path(target, ask=False)
    assert played.log_dock.lines() == lines and not played.isWindowModified()
    played.undo_stack.undo()
    assert played.isWindowModified() and played.reactions.lines() != []  # before Next Turn: still on offer
    played.undo_stack.undo()
    assert _knights_at(played) == (1, 1) and played.log_dock.lines() == []


# --- replay ------------------------------------------------------------------------------------
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_replay_scrubs_the_map_the_log_and_the_player_view(played, qtbot):
    player = played.show_player_view()
    assert played.start_replay()
    dock = played.replay
    assert dock.isVisible() and dock.slider.value() == 2
    qtbot.mouseClick(dock.first, Qt.MouseButton.LeftButton)
    assert _knights_at(played) == (1, 1) and played.log_dock.lines() == []
    on_table = player.map_scene().token_items["knights"].pos()
    assert on_table == played.scene.token_items["knights"].pos()  # the players' window follows
    qtbot.mouseClick(dock.forward, Qt.MouseButton.LeftButton)
    assert _knights_at(played) == (3, 1) and dock.slider.value() == 1
    assert player.map_scene().token_items["knights"].pos() != on_table
    assert "Step 1 of 2" in dock.where.text() and "Blue knights move to 3,1" in dock.where.text()
    dock.slider.setValue(2)
    assert played.reactions.lines() == []  # the turn passed: the offer lapsed at step 2


def test_nothing_changes_the_battle_during_replay(played, mouse_of):
    assert played.start_replay()
    played.replay.go(0)
    assert not played.push(played.document.next_turn_command())
    assert "Replay is on" in played.statusBar().currentMessage()
    assert not played.actions.undo.isEnabled()


def test_leaving_replay_at_a_step_continues_from_there_and_undo_brings_the_rest_back(played, monkeypatch):
    assert played.start_replay()
    played.replay.go(1)
    monkeypatch.setattr(MainWindow, "_ask_continue", lambda self, step, later: QMessageBox.StandardButton.Yes)
    assert played.leave_replay()
    assert not played.replay.isVisible() and len(played.document.journal) == 1
    assert played.reactions.lines() != []  # as it stood after the move: the offer waits again
    played.undo_stack.undo()
    assert len(played.document.journal) == 2 and played.reactions.lines() == []


def test_leaving_replay_back_to_the_end_changes_nothing(played, monkeypatch):
    lines = played.log_dock.lines()
    assert played.start_replay()
    played.replay.go(0)
    monkeypatch.setattr(MainWindow, "_ask_continue", lambda self, step, later: QMessageBox.StandardButton.No)
    assert played.leave_replay()
    assert len(played.document.journal) == 2 and played.log_dock.lines() == lines
    assert played.actions.undo.isEnabled()


def test_battle_menu_offers_replay(played):
    texts = [a.text() for a in played.menuBar().actions()[2].menu().actions()]
    assert any("Re&play" in t for t in texts)


def test_a_journal_that_stops_opens_where_it_stopped_with_a_warning(played, tmp_path):
    target = tmp_path / "broken.json"
    assert played.files.save_to(target)
    written = json.loads(target.read_text(encoding="utf-8"))
    written["journal"]["records"][1] = {"do": "move", "token": "knights", "path": [[8, 2]]}
    target.write_text(json.dumps(written), encoding="utf-8")
    assert played.files.open_path(target, ask=False)
    assert "record 1" in played.statusBar().currentMessage()
    assert "The journal stops at record 1 (move, path:" in played.log_dock.lines()[-1]
    assert _knights_at(played) == (3, 1) and len(played.document.journal) == 1
    assert json.loads(target.read_text(encoding="utf-8")) == written  # opening never writes


def test_the_keyboard_steps_through_replay(played, qtbot):
    assert played.start_replay()
    qtbot.keyClick(played, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert played.document.replay_step == 0 and _knights_at(played) == (1, 1)
    qtbot.keyClick(played, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert played.document.replay_step == 1 and _knights_at(played) == (3, 1)
    qtbot.keyClick(played, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert played.document.replay_step == 2


def test_the_next_window_opens_with_the_size_and_docks_the_last_one_left(qtbot, corridor, tmp_path):
    first = _new_window(qtbot, BattleDocument.open(corridor), tmp_path)
    first.resize(701, 503)
    size = (first.width(), first.height())  # as far as the docks' least sizes let it shrink
    first.log_dock.hide()
    assert first.close()
    second = _new_window(qtbot, BattleDocument.open(corridor), tmp_path)
    assert (second.width(), second.height()) == size != (1280, 860)
    assert not second.log_dock.isVisible() and second.inspector.isVisible()
