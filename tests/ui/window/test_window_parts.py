"""The window parts type against Protocols the real window keeps, and nothing climbs into the window.

No type checker runs on the project, so this checks by hand what one would:
every member a part's Protocol names is on a live MainWindow, with the same
parameters where the window defines it in Python. Then the import graph:
only app.py imports main_window, and no room below the window imports it.
"""

from __future__ import annotations

import inspect
from typing import Generic, Protocol

import grimp
import pytest

from battlemap.ui.window.action_menu import ActionMenuWindow
from battlemap.ui.window.context_menu import MapMenuWindow
from battlemap.ui.window.file_actions import FileWindow
from battlemap.ui.window.menus import MenuBarWindow

PARTS = [ActionMenuWindow, MapMenuWindow, FileWindow, MenuBarWindow]
ROOMS_BELOW = ["dialogs", "docks", "map", "modes", "overlays", "words"]


def _members(protocol: type) -> set[str]:
    """The names a Protocol asks for, its bases' included (typing lists them itself only from 3.12)."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls in (Protocol, Generic, object):
            continue
        names |= set(vars(cls).get("__annotations__", {}))
        names |= {name for name in vars(cls) if not name.startswith("_")}
    return names


@pytest.mark.gui
@pytest.mark.parametrize("part", PARTS, ids=lambda p: p.__name__)
def test_the_window_has_every_member_a_part_asks_for(open_window, part):
    window = open_window()
    missing = sorted(name for name in _members(part) if not hasattr(window, name))
    assert missing == []
    for name in _members(part):
        wanted = next((vars(base)[name] for base in part.__mro__ if name in vars(base)), None)
        have = getattr(type(window), name, None)
        if inspect.isfunction(wanted) and inspect.isfunction(have):
            assert inspect.signature(wanted) == inspect.signature(have), name


@pytest.mark.gui
def test_the_window_is_its_own_qt_parent(open_window):
    """The parts parent their menus to `window.window()`: that must be the main window itself."""
    window = open_window()
    assert window.window() is window


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    """Battlemap's imports, those under TYPE_CHECKING included."""
    return grimp.build_graph("battlemap", cache_dir=None)  # a stale cache would judge old code


def test_only_the_app_imports_the_main_window(graph):
    importers = graph.find_modules_that_directly_import("battlemap.ui.window.main_window")
    assert importers == {"battlemap.ui.window.app"}


@pytest.mark.parametrize("room", ROOMS_BELOW)
def test_no_room_below_the_window_imports_it(graph, room):
    below = graph.find_descendants(f"battlemap.ui.{room}") | {f"battlemap.ui.{room}"}
    window = graph.find_descendants("battlemap.ui.window") | {"battlemap.ui.window"}
    climbing = sorted((m, w) for m in below for w in graph.find_modules_directly_imported_by(m) if w in window)
    assert climbing == []
