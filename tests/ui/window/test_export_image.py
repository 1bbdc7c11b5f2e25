"""File > Export Image: the GM's or the players' view to a PNG, drawn as `battlemap render` draws it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from battlemap.ui.window.context_menu import action_texts
from tests.ui.map.render_helpers import EMPTY_CELL, HIDDEN_CELL, close, colour_at, hidden_scout_file

pytestmark = pytest.mark.gui


@pytest.fixture
def ambush(open_window, tmp_path):
    return open_window(path=hidden_scout_file(tmp_path))


def _answer_save(monkeypatch, path) -> list[str]:
    """Answer the save dialog with `path`; returns the names it suggested."""
    suggested: list[str] = []

    def ask(parent, title, name, filters, *args, **kwargs):
        suggested.append(name)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    return suggested


def _export_menu(window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    return next(a.menu() for a in file_menu.actions() if a.text() == "Export &Image")


def test_the_file_menu_offers_both_views(ambush):
    assert action_texts(_export_menu(ambush)) == ["&GM View...", "&Player View..."]


@pytest.mark.parametrize("entry, hidden_drawn", [("export_gm_image", True), ("export_player_image", False)])
def test_export_writes_the_view_as_a_png_and_says_where(ambush, monkeypatch, tmp_path, entry, hidden_drawn):
    target = tmp_path / "handout"  # no suffix: .png is added
    suggested = _answer_save(monkeypatch, target)
    ambush.actions[entry].trigger()
    written = tmp_path / "handout.png"
    image = QImage(str(written))
    assert (image.width(), image.height()) == (1920, 1080)
    grid = ambush.state.grid
    ground = colour_at(image, grid, *EMPTY_CELL)
    assert close(colour_at(image, grid, *HIDDEN_CELL), ground) is not hidden_drawn
    view = "gm" if hidden_drawn else "player"
    assert suggested == [str(tmp_path / f"ambush-{view}.png")]
    words = "the GM view" if hidden_drawn else "the Player View"
    assert ambush.statusBar().currentMessage() == f"Exported {words} to {written}"


def test_a_cancelled_dialog_writes_nothing(ambush, monkeypatch, tmp_path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    before = sorted(tmp_path.iterdir())
    ambush.actions["export_gm_image"].trigger()
    assert sorted(tmp_path.iterdir()) == before


def test_an_unwritable_place_is_reported_and_the_battle_stays(ambush, monkeypatch, tmp_path):
    target = tmp_path / "no-such-folder" / "map.png"
    _answer_save(monkeypatch, target)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append((title, text)))
    ambush.actions["export_player_image"].trigger()
    assert shown == [("Cannot export image", f"Cannot write {target}: No such file or directory")]
    assert not (tmp_path / "no-such-folder").exists()


def test_the_player_view_is_exported_under_the_windows_fog(open_window, monkeypatch, tmp_path):
    from tests.ui.ui_helpers import write_scenario

    rows = ["...#....", "...#....", "...#....", "...#...."]
    tokens = [{"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 1], "template": "cavalry"},
              {"id": "archers", "name": "Red archers", "side": "red", "at": [6, 2], "template": "crossbowmen"}]
    window = open_window(path=write_scenario(tmp_path, "walled", "d20-mass", rows, tokens))
    window.actions["fog"].trigger()
    _answer_save(monkeypatch, tmp_path / "fog.png")
    window.actions["export_player_image"].trigger()
    image = QImage(str(tmp_path / "fog.png"))
    assert max(colour_at(image, window.state.grid, 6, 2).getRgb()[:3]) < 40  # the archers' cell: fog
