"""File > Import Map: a Universal VTT map picked, its ruleset and battle file chosen, written and opened;
a bad map says why and the battle open stays."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from tests.document.imports.uvtt_files import uvtt, write

pytestmark = pytest.mark.gui


def _answers(monkeypatch, source, target, ruleset="Year Zero Engine"):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    asked = []

    def item(parent, title, label, names, current, editable):
        asked.append(names)
        return ruleset, True

    monkeypatch.setattr(QInputDialog, "getItem", item)
    return asked


def test_import_map_writes_the_battle_and_opens_it(open_window, monkeypatch, tmp_path):
    window = open_window()
    window.undo_stack.setClean()
    source, target = write(tmp_path, uvtt()), tmp_path / "cave.json"
    asked = _answers(monkeypatch, source, target)
    window.actions["import_map"].trigger()
    assert "Year Zero Engine" in asked[0]
    assert window.document.path == target and (tmp_path / "cave.png").is_file()
    state = window.state
    assert (state.grid.cols, state.grid.rows) == (6, 4) and state.ruleset.id == "yze"
    assert len(state.terrain.segment_layer.segments) == 4
    assert window.document.background is not None and window.document.background.scale == 10


def test_a_bad_map_says_why_and_keeps_the_battle(open_window, monkeypatch, tmp_path):
    window = open_window()
    window.undo_stack.setClean()
    before = window.document
    source, target = write(tmp_path, uvtt(image="")), tmp_path / "cave.json"
    _answers(monkeypatch, source, target)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append((title, text)))
    window.actions["import_map"].trigger()
    assert said and said[0][0] == "Cannot import the map" and "image: missing" in said[0][1]
    assert window.document is before and not target.exists()


def test_import_map_reads_a_tiled_map_too(open_window, monkeypatch, tmp_path):
    from tests.document.imports.tiled_files import tmx
    from tests.document.imports.tiled_files import write as write_tiled

    window = open_window()
    window.undo_stack.setClean()
    filters = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, folder, kinds: filters.append(kinds) or (str(source), ""))
    source, target = write_tiled(tmp_path, tmx(), "keep.tmx"), tmp_path / "keep.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("Year Zero Engine", True))
    window.actions["import_map"].trigger()
    assert "Tiled maps (*.tmx *.tmj *.json)" in filters[0]
    assert window.document.path == target
    state = window.state
    assert (state.grid.cols, state.grid.rows) == (4, 3) and state.ruleset.id == "yze"
    assert len(state.terrain.segment_layer.segments) == 2
    assert [zone.name for zone in state.zones] == ["Hall"]
