"""Edit, duplicate, bring to front, and attacks rolled from the map: each one undo step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.ui.dialogs.token import TokenDialog
from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import CORRIDOR, close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui
#: A point on a token's disc clear of its initials (world units from the cell centre).
DISC = (0.0, -18.0)
#: A point inside both discs of two tokens fanned out on one square, clear of labels and counts.
OVERLAP = (-8.0, 8.0)


def _cell(window, col, row):
    return window.state.grid.from_offset(col, row)


def _fill_dialog_then(qtbot, steps):
    """When the modal dialog opens, run `steps(dialog)` on it (they click its buttons)."""
    seen = []

    def act():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, TokenDialog):
            seen.append(dialog)
            steps(dialog)

    QTimer.singleShot(0, act)
    return seen


def _ok(qtbot, dialog):
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_edit_dialog_changes_name_count_and_hidden_in_one_undo_step(open_window, qtbot):
    window = open_window()

    def steps(dialog):
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, "Iron knights")
        dialog.count.setValue(7)
        qtbot.mouseClick(dialog.hidden, Qt.MouseButton.LeftButton)
        _ok(qtbot, dialog)

    seen = _fill_dialog_then(qtbot, steps)
    find_action(window.context_menu(_cell(window, 4, 11)), "Edit Blue knights...").trigger()
    assert seen
    token = window.state.token("b-cav")
    assert (token.name, token.count, token.hidden) == ("Iron knights", 7, True)
    item = window.scene.token_items["b-cav"]
    assert (item.label, item.count_text, item.opacity()) == ("IK", "7", pytest.approx(0.45))
    assert window.actions.undo.text() == "&Undo Edit Blue knights"
    window.undo_stack.undo()
    assert window.state.token("b-cav").name == "Blue knights"
    assert window.scene.token_items["b-cav"].label == "BK"


def test_edit_dialog_refuses_a_blank_name_and_says_why(open_window, qtbot):
    window = open_window()
    problems = []

    def steps(dialog):
        dialog.name.clear()
        _ok(qtbot, dialog)
        problems.append((dialog.isVisible(), dialog.problems.text()))
        dialog.reject()

    _fill_dialog_then(qtbot, steps)
    assert not window.edit_token("b-cav")
    assert problems == [(True, "a token needs a name")]
    assert window.undo_stack.count() == 0


def test_duplicate_places_a_copy_next_to_the_token(open_window):
    window = open_window()
    find_action(window.context_menu(_cell(window, 4, 11)), "Duplicate Blue knights").trigger()
    copy = window.state.tokens[-1]
    assert copy.name == "Blue knights 2"
    assert window.state.grid.distance(copy.cell, _cell(window, 4, 11)) == 1
    assert close_to(pixel_at(window, render(window), copy.cell, DISC),
                    window.scene.token_items["b-cav"].look.colour, 40)
    window.undo_stack.undo()
    assert copy.id not in window.scene.token_items


def test_bring_to_front_draws_the_lower_token_on_top(open_window, tmp_path):
    rows = ["....", "...."]
    tokens = [
        {"id": "a", "name": "Blue archers", "side": "blue", "at": [1, 0], "template": "archers"},
        {"id": "b", "name": "Red archers", "side": "red", "at": [1, 0], "template": "archers"},
    ]
    window = open_window(path=write_scenario(tmp_path, "stack", "d20-mass", rows, tokens))
    cell = _cell(window, 1, 0)
    blue = window.scene.token_items["a"].look.colour
    red = window.scene.token_items["b"].look.colour
    # The two fan out on their shared square; where their discs overlap, the front one shows.
    assert close_to(pixel_at(window, render(window), cell, OVERLAP), red, 40)
    menu = window.context_menu(cell)
    assert action_texts(find_action(menu, "Bring to Front").menu()) == ["Blue archers"]
    find_action(menu, "Bring to Front", "Blue archers").trigger()
    assert close_to(pixel_at(window, render(window), cell, OVERLAP), blue, 40)
    assert [t.id for t in window.state.tokens] == ["b", "a"]
    assert "Bring to Front" not in action_texts(window.context_menu(_cell(window, 2, 0)))
    window.undo_stack.undo()
    assert close_to(pixel_at(window, render(window), cell, OVERLAP), red, 40)


def test_clicking_a_target_rolls_the_attack_and_logs_every_modifier(open_window, mouse_of):
    window = open_window()
    window.push(window.document.next_turn_command())    # the crossbowmen's turn: attacks are taken on it
    assert window.state.combat.active == "r-xbow"
    before = window.log_dock.lines()
    window.start_targeting("r-xbow")
    mouse = mouse_of(window)
    mouse.move((4, 11), buttons=Qt.MouseButton.NoButton)
    assert window.odds.chance_text == "60 %"
    mouse.press((4, 11))
    mouse.release((4, 11))
    assert window.controller.mode is None
    lines = window.log_dock.lines()
    assert lines[:len(before)] == before
    assert lines[len(before)] == "[round 1] Red crossbowmen: Attack at Blue knights (standard)"
    assert lines[len(before) + 1].startswith(
        "[round 1] Red crossbowmen attacks Blue knights with crossbow: d20 + 1 > 9, Dodge -1; rolled ")
    assert window.state.dice.position == 1
    assert "Rough shot" in window.document.export_log_text()
    assert window.actions.undo.text() == "&Undo Attack (Red crossbowmen)"
    window.undo_stack.undo()
    assert window.state.dice.position == 0 and window.log_dock.lines() == before
    window.undo_stack.redo()
    assert window.log_dock.lines() == lines


def test_the_edit_dialog_sets_a_short_label_that_the_map_shows(open_window, qtbot):
    window = open_window()
    placeholder = []

    def steps(dialog):
        placeholder.append(dialog.label.placeholderText())  # the automatic label, as a hint
        qtbot.keyClicks(dialog.label, "Sp")
        _ok(qtbot, dialog)

    _fill_dialog_then(qtbot, steps)
    find_action(window.context_menu(_cell(window, 8, 6)), "Edit Blue spearmen...").trigger()
    assert placeholder == ["BSp"]
    assert window.state.token("b-spear").label == "Sp"
    assert window.scene.token_items["b-spear"].label == "Sp"
    assert window.scene.token_items["b-sword"].label == "BS"  # no longer colliding: plain initials
    assert window.document.journal[-1].record.label == "Sp"
    window.document.select("b-spear")
    assert window.inspector.rows()["Label"] == "Sp"
    window.undo_stack.undo()
    assert [window.scene.token_items[i].label for i in ("b-spear", "b-sword")] == ["BSp", "BSw"]


def test_the_edit_dialog_refuses_a_label_with_a_space(open_window, qtbot):
    window = open_window()
    problems = []

    def steps(dialog):
        qtbot.keyClicks(dialog.label, "B S")
        _ok(qtbot, dialog)
        problems.append((dialog.isVisible(), dialog.problems.text()))
        dialog.reject()

    _fill_dialog_then(qtbot, steps)
    assert not window.edit_token("b-cav")
    assert problems == [(True, "a label is 1 to 4 characters without spaces")]
