"""Fog of war on a large map never freezes the window: Battle > Fog of War works out what the
side sees behind a progress dialog, then the fog shows; Cancel leaves fog off with nothing
pushed; a Fog Side change does the same; a file whose fog is on shows its map first."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from battlemap.bench.maps import MapSpec, generate
from battlemap.engine.vision import warm_up
from battlemap.engine.vision.fog_view import indices_of
from battlemap.engine.vision.shadows import shadows

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]

#: Long enough to be worked out behind the dialog whatever this process built before.
LARGE = MapSpec("square", 150, 150, 300)
LABEL = "Working out what the side sees..."
WAIT_MS = 300_000


def _write(tmp_path, fog: dict | None = None):
    document = generate(LARGE).document
    if fog is not None:
        document["fog"] = fog
    path = tmp_path / "large.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.fixture
def cold():
    """No shadow table built in this process yet: the first fog of the session."""
    shadows.cache_clear()
    warm_up._READY.clear()
    yield


@pytest.fixture
def large(open_window, qtbot, tmp_path, cold):
    window = open_window(path=str(_write(tmp_path)))
    window.actions["player_view"].setChecked(True)
    qtbot.waitExposed(window.player_view)
    yield window
    job = window.actions.fog.warm._job
    if job is not None:
        job.thread.join()
    window.close_player_view()


def fog_entry(window):
    battle = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    return next(a for a in battle.actions() if a.text() == "Fog of &War")


def progress(window):
    return window.actions.fog.warm.dialog


def wait_done(qtbot, window) -> None:
    qtbot.waitUntil(lambda: progress(window) is None, timeout=WAIT_MS)


def covered_cells(window) -> int:
    view = window.player_view.fog.view
    return 0 if view is None else len(indices_of(view.covered))


def test_fog_on_shows_progress_then_the_fog(large, qtbot):
    window = large
    steps = window.undo_stack.count()
    fog_entry(window).trigger()
    dialog = progress(window)
    assert dialog is not None and dialog.isVisible()
    assert dialog.labelText() == LABEL
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    assert not window.document.state.fog.enabled  # nothing pushed while it works
    assert window.undo_stack.count() == steps
    assert not fog_entry(window).isChecked()
    QApplication.processEvents()  # the window keeps handling events meanwhile
    wait_done(qtbot, window)
    state = window.document.state
    assert state.fog.enabled and fog_entry(window).isChecked()
    assert window.undo_stack.count() == steps + 1
    assert window.undo_stack.undoText() == "Fog of War On"
    assert window.controller.fog_tint.layer.isVisible()
    assert window.player_view.fog.layer.isVisible()
    # The fog drawn is what the side sees: what the engine traces, cell for cell.
    seen = indices_of(window.document.sight.seen_by(state, state.fog.sides))
    assert 0 < covered_cells(window) == state.grid.size - len(seen | state.fog.explored)


def test_cancel_leaves_fog_off_and_pushes_nothing(large, qtbot):
    window = large
    steps = window.undo_stack.count()
    fog_entry(window).trigger()
    dialog = progress(window)
    button = dialog.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert progress(window) is None
    assert not window.document.state.fog.enabled
    assert not fog_entry(window).isChecked()
    assert window.undo_stack.count() == steps
    assert window.player_view.fog.view is None  # the players still see the whole map
    assert not window.controller.fog_tint.layer.isVisible()


def test_a_fog_side_change_works_out_the_new_side_first(large, qtbot):
    window = large
    fog_entry(window).trigger()
    wait_done(qtbot, window)
    shown = window.document.state.fog.sides
    other = next(s for s in ("blue", "red") if s not in shown)
    steps = window.undo_stack.count()
    window.actions.fog.toggle_side(other)  # Fog Side > the other side: the party of both
    assert progress(window) is not None and progress(window).isVisible()
    assert window.document.state.fog.sides == shown
    wait_done(qtbot, window)
    assert set(window.document.state.fog.sides) == {"blue", "red"}
    assert window.undo_stack.count() == steps + 1


def test_a_file_with_fog_on_shows_the_map_first_then_its_fog(open_window, qtbot, tmp_path, cold):
    path = _write(tmp_path, fog={"enabled": True, "sides": ["blue"]})
    window = open_window(path=str(path))
    assert window.document.sight_warming  # the map is up; the fog is being worked out
    assert not window.controller.fog_tint.layer.isVisible()
    qtbot.waitUntil(lambda: progress(window) is not None, timeout=5000)
    assert progress(window).findChild(QPushButton) is None  # no Cancel: the file's fog is on
    wait_done(qtbot, window)
    assert not window.document.sight_warming
    assert window.controller.fog_tint.layer.isVisible()
    assert window.undo_stack.count() == 0  # nothing pushed: the file is as it was opened
