"""Editing stats in the Inspector with the keyboard: valid values are undo steps, bad ones say why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit

pytestmark = pytest.mark.gui


def _type_stat(window, qtbot, key, text, *, count=False):
    dock = window.inspector
    dock.show()
    dock.raise_()
    row = dock.count_row(key) if count else dock.stat_row(key)
    dock.tree.scrollToItem(row)
    cell = dock.tree.visualRect(dock.tree.indexFromItem(row, 1)).center()
    qtbot.mouseClick(dock.tree.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseDClick(dock.tree.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    editor = dock.tree.viewport().findChild(QLineEdit)
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits the editor's text on the next turn of the event loop.
    qtbot.waitUntil(lambda: dock.tree.state() != QAbstractItemView.State.EditingState)
    qtbot.waitUntil(lambda: not dock.pending)


def test_typing_a_stat_sets_it_as_one_undo_step(open_window, qtbot):
    window = open_window()
    window.document.select("b-cav")
    old = window.state.token("b-cav").stats["speed"]
    _type_stat(window, qtbot, "speed", "90")
    assert window.state.token("b-cav").stats["speed"] == 90.0
    assert window.inspector.child_rows("Stats")["speed"] == "90"
    assert window.inspector.problem.text() == ""
    assert window.actions.undo.text() == "&Undo Set speed of Blue knights"
    window.undo_stack.undo()
    assert window.state.token("b-cav").stats["speed"] == old


@pytest.mark.parametrize(
    ("key", "text", "said"),
    [("speed", "fast", "speed must be a number, not 'fast'"),
     ("level", "99", "level must be at most 30, not 99")],
    ids=["not-a-number", "above-max"],
)
def test_a_bad_value_is_refused_with_the_reason(open_window, qtbot, key, text, said):
    window = open_window()
    window.document.select("b-cav")
    shown = window.inspector.child_rows("Stats")[key]
    _type_stat(window, qtbot, key, text)
    assert window.inspector.problem.text() == said
    assert window.inspector.child_rows("Stats")[key] == shown
    assert window.undo_stack.count() == 0


def test_the_gm_types_year_zero_damage_in_the_inspector(open_window, qtbot):
    window = open_window("yze-zones.json")
    window.document.select("raider-1")
    counts = window.inspector.child_rows("Counts")
    assert counts["mental"] == counts["physical"] == "0"  # Year Zero damage, shown at 0 too
    _type_stat(window, qtbot, "physical", "2", count=True)
    assert window.state.token("raider-1").tactical.extra["physical"] == 2
    assert window.inspector.child_rows("Counts")["physical"] == "2"
    assert window.log_dock.lines()[-1] == "[round 1] GM sets physical of Raider to 2"
    window.undo_stack.undo()
    assert "physical" not in window.state.token("raider-1").tactical.extra



def test_gurps_injury_shows_in_the_inspector_at_0_for_the_gm_to_set(open_window):
    window = open_window("gurps-duel.json")
    window.document.select("grim")
    assert window.inspector.child_rows("Counts")["injury"] == "0"
