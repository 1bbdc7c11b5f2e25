"""Fixtures for GUI tests: the real main window on a bundled scenario."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.recent import RecentFiles
from battlemap.ui.window.main_window import MainWindow
from tests.ui.ui_helpers import Mouse


@pytest.fixture
def open_window(qtbot, tmp_path):
    """Open the main window on a bundled scenario file (by name) and show it.

    Recent files live in the test's own folder.
    """

    def _open(name: str | None = None, *, path=None) -> MainWindow:
        if path is None and name is not None:
            path = str(resources.scenario_file(name))
        window = MainWindow(BattleDocument.open(path), RecentFiles(tmp_path / "config"))
        # Marked saved before pytest-qt closes it: no unsaved-changes prompt in teardown.
        qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_map()
        return window

    return _open


@pytest.fixture
def mouse_of():
    """mouse_of(window) -> a Mouse on that window's map."""
    return Mouse
