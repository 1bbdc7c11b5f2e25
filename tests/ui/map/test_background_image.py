"""View > Background Image: placed through the dialog, undone and redone, saved and reopened."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.ui.dialogs.background import BackgroundDialog
from battlemap.ui.map.palette import TERRAIN_COLOURS
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 0], "template": "archers"}]


@pytest.fixture
def plain(open_window, tmp_path):
    (tmp_path / "maps").mkdir()
    image = QImage(64, 64, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff8800"))
    image.save(str(tmp_path / "maps" / "cave.png"))
    return open_window(path=write_scenario(tmp_path, "plain", "d20-mass", ["........"] * 6, TOKENS))


def _place(window, qtbot, picture, opacity) -> bool:
    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, BackgroundDialog)
        dialog.path.setText(str(picture))
        dialog.pixels_per_cell.setValue(16)  # 64 px: 4 x 4 cells
        dialog.offset_x.setValue(2)
        dialog.opacity.setValue(opacity)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    return window.choose_background()


def _orange(colour: QColor) -> bool:
    return colour.red() > 200 and 110 < colour.green() < 200 and colour.blue() < 170


def test_placing_undoing_and_redoing_the_picture(plain, qtbot, tmp_path):
    assert _place(plain, qtbot, tmp_path / "maps" / "cave.png", 1.0)
    assert _orange(pixel_at(plain, render(plain), (3, 2)))
    assert not _orange(pixel_at(plain, render(plain), (1, 2)))  # west of the 2-cell offset
    assert plain.actions.undo.text() == "&Undo Set background image"
    assert plain.isWindowModified()
    plain.actions.undo.trigger()
    assert plain.document.background is None
    assert close_to(pixel_at(plain, render(plain), (3, 2)), TERRAIN_COLOURS["open"], 12)
    plain.actions.redo.trigger()
    assert _orange(pixel_at(plain, render(plain), (3, 2)))


def test_a_faint_picture_shows_less_than_an_opaque_one(plain, qtbot, tmp_path):
    assert _place(plain, qtbot, tmp_path / "maps" / "cave.png", 1.0)
    opaque = pixel_at(plain, render(plain), (3, 2))
    assert _place(plain, qtbot, tmp_path / "maps" / "cave.png", 0.3)
    faint = pixel_at(plain, render(plain), (3, 2))
    assert not _orange(faint)
    assert faint.red() < opaque.red() - 60  # 249 -> ~147: the ground shows through a 30 % picture


def test_the_picture_is_saved_relative_and_comes_back_on_reopen(plain, qtbot, tmp_path, open_window):
    assert _place(plain, qtbot, tmp_path / "maps" / "cave.png", 0.8)
    target = tmp_path / "saved.json"
    assert plain.files.save_to(target)
    assert json.loads(target.read_text())["background"] == {
        "path": "maps/cave.png", "scale": 16, "offset": [2, 0], "opacity": 0.8}
    again = open_window(path=target)
    assert again.document.background == plain.document.background
    assert _orange(pixel_at(again, render(again), (3, 2)))
