"""A token's picture chosen in the Edit dialog: shown at once, undone, kept by Save As elsewhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog

from battlemap.ui.dialogs.token import TokenDialog
from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import CORRIDOR, close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui
GREEN = "#00c000"


def _green_png(path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(GREEN))
    assert image.save(str(path))
    return str(path)


def _corridor(folder, images: dict[str, str] | None = None):
    folder.mkdir(parents=True, exist_ok=True)
    rows, tokens = CORRIDOR
    tokens = [dict(t, image=(images or {})[t["id"]]) if t["id"] in (images or {}) else t for t in tokens]
    return write_scenario(folder, "pictures", "d20-mass", rows, tokens)


def _edit_knights(window, qtbot, steps) -> None:
    """Open Edit on the knights, run `steps(dialog)`, press OK."""
    seen = []

    def act():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, TokenDialog):
            seen.append(dialog)
            steps(dialog)
            ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, act)
    cell = window.state.token("knights").cell
    find_action(window.context_menu(cell), "Edit Blue knights...").trigger()
    assert seen


def _green_at_knights(window) -> bool:
    return close_to(pixel_at(window, render(window), window.state.token("knights").cell), GREEN)


def test_picked_picture_shows_then_undo_takes_it_away(open_window, qtbot, tmp_path, monkeypatch):
    picture = _green_png(tmp_path / "pics" / "green.png")
    window = open_window(path=_corridor(tmp_path / "maps"))
    item = window.scene.token_items["knights"]
    assert not item.has_picture and not _green_at_knights(window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (picture, ""))
    _edit_knights(window, qtbot, lambda d: qtbot.mouseClick(d.choose_image, Qt.MouseButton.LeftButton))
    assert item.has_picture and _green_at_knights(window)
    assert window.undo_stack.count() == 1 and window.undo_stack.undoText() == "Edit Blue knights"
    window.undo_stack.undo()
    assert not item.has_picture and not _green_at_knights(window)
    colour = pixel_at(window, render(window), window.state.token("knights").cell, (0.0, -18.0))
    assert close_to(colour, item.look.colour)
    window.undo_stack.redo()
    assert item.has_picture and _green_at_knights(window)


def test_no_image_button_brings_back_the_coloured_disc(open_window, qtbot, tmp_path):
    _green_png(tmp_path / "maps" / "green.png")
    window = open_window(path=_corridor(tmp_path / "maps", {"knights": "green.png"}))
    assert _green_at_knights(window)
    _edit_knights(window, qtbot, lambda d: qtbot.mouseClick(d.no_image, Qt.MouseButton.LeftButton))
    assert not window.scene.token_items["knights"].has_picture and not _green_at_knights(window)
    assert window.document.pictures == {}


def test_duplicate_shows_the_same_picture(open_window, tmp_path):
    _green_png(tmp_path / "maps" / "green.png")
    window = open_window(path=_corridor(tmp_path / "maps", {"knights": "green.png"}))
    before = set(window.scene.token_items)
    cell = window.state.token("knights").cell
    find_action(window.context_menu(cell), "Duplicate Blue knights").trigger()
    (copy,) = set(window.scene.token_items) - before
    assert window.scene.token_items[copy].has_picture


def test_save_as_into_another_folder_still_finds_the_picture(open_window, qtbot, tmp_path, monkeypatch):
    picture = _green_png(tmp_path / "maps" / "pics" / "green.png")
    window = open_window(path=_corridor(tmp_path / "maps"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (picture, ""))
    _edit_knights(window, qtbot, lambda d: qtbot.mouseClick(d.choose_image, Qt.MouseButton.LeftButton))
    target = tmp_path / "saves" / "deep" / "copy.json"
    target.parent.mkdir(parents=True)
    assert window.files.save_to(target)
    assert '"image": "../../maps/pics/green.png"' in target.read_text(encoding="utf-8")
    again = open_window(path=target)
    assert again.scene.token_items["knights"].has_picture and _green_at_knights(again)
    assert "not found" not in again.statusBar().currentMessage()


# The offscreen platform cannot raise the Edit dialog over a second top-level window.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_players_view_follows_the_picture_and_its_undo(open_window, qtbot, tmp_path, monkeypatch):
    picture = _green_png(tmp_path / "pics" / "green.png")
    window = open_window(path=_corridor(tmp_path / "maps"))
    window.actions["player_view"].setChecked(True)
    qtbot.waitExposed(window.player_view)
    players = window.player_view.map_scene().token_items["knights"]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (picture, ""))
    _edit_knights(window, qtbot, lambda d: qtbot.mouseClick(d.choose_image, Qt.MouseButton.LeftButton))
    assert players.has_picture
    window.undo_stack.undo()
    assert not players.has_picture
    window.close_player_view()
