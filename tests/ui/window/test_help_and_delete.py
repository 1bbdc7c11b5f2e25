"""Help: every shortcut of the menus in the keyboard reference (read from the menus themselves),
the README's "In the window" section, About; the Delete key deletes the selected token, undoably."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from battlemap.ui.window.help_menu import KeysDialog, ReadmeDialog, menu_shortcuts
from tests.ui.ui_helpers import Mouse

pytestmark = pytest.mark.gui


def _active(window, qtbot):
    """The window has the keyboard, as on a desktop (shortcuts go to the active window)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _named(window, name):
    return window.actions[name] if hasattr(window.actions, "__getitem__") else window.actions.by_name[name]


def test_f1_opens_the_keys_with_every_menu_shortcut(open_window, qtbot):
    window = _active(open_window(), qtbot)
    assert [a.text() for a in window.menuBar().actions()][-1] == "&Help"
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.help_dialog
    assert isinstance(dialog, KeysDialog) and dialog.isVisible()
    rows = dialog.texts()
    assert ("Ctrl+T", "Battle > Next Turn") in rows
    assert ("Del", "Edit > Delete Selected Token or Wall") in rows
    assert ("Delete", "deletes the selected token or wall") in rows
    assert ("Enter while aligning the background", "keeps the picture where it is (Escape puts it back)") in rows
    assert ("Ctrl+Shift+W", "View > Overwatch Lines") in rows
    assert ("Shift + drag a token", "a freehand path") in rows
    # Generated from the menus: each entry with a shortcut is there, none missing.
    for path, entry, keys in menu_shortcuts(window.menuBar()):
        assert (keys, f"{path} > {entry}") in rows
    assert len(menu_shortcuts(window.menuBar())) >= 20
    dialog.reject()


def test_the_readme_section_and_about(open_window, qtbot):
    window = open_window()
    _named(window, "help_readme").trigger()
    dialog = window.help_dialog
    assert isinstance(dialog, ReadmeDialog)
    text = dialog.browser.toPlainText()
    assert text.startswith("In the window") and "Press a token and drag" in text
    assert "Your work is safe" not in text  # the next section is not shown
    dialog.reject()
    seen = []

    def read_about():
        box = QApplication.activeModalWidget()
        seen.append(box.text() if isinstance(box, QMessageBox) else None)
        box.close()

    QTimer.singleShot(0, read_about)
    _named(window, "help_about").trigger()
    assert seen and "Battlemap" in seen[0] and "MIT" in seen[0]


def test_delete_key_deletes_the_selected_token_and_undo_brings_it_back(open_window, qtbot):
    window = _active(open_window(), qtbot)
    token = window.state.tokens[0]
    mouse = Mouse(window)
    mouse.press(token.cell)
    mouse.release(token.cell)
    assert window.document.selection == token.id
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert not window.state.has_token(token.id)
    assert window.undo_stack.undoText() == f"Delete {token.name}"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.state.has_token(token.id)


def test_delete_with_nothing_selected_says_so(open_window, qtbot):
    window = open_window()
    window.document.select(None)
    count = len(window.state.tokens)
    _named(window, "delete").trigger()
    assert len(window.state.tokens) == count
    assert "Select a token" in window.statusBar().currentMessage()
    assert QKeySequence(QKeySequence.StandardKey.Delete).toString() == "Del"
