"""Battle > Draw Wall (W) and Battle > Wall Kind: free walls drawn on the map with the pointer.

Draw Wall (checkable) starts the pointer mode (`WallDrawMode`): click to
start a wall, click to end it, the end starting the next; a right-click
ends the chain, Escape (or Draw Wall again) ends the mode. Wall Kind lists
the kinds the battle's ruleset allows on an edge (wall, low wall, door and
its own, such as a window), in the interface language as the Legend names
them; the checked one is what the next wall is. Each wall is one undoable
draw_segment command, journaled and autosaved.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.controller import MapController
from battlemap.ui.map.scene import MapScene
from battlemap.ui.modes.wall_draw import WallDrawMode
from battlemap.ui.map.wall_points import Point
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget
from battlemap.ui.words.terrain import named_terrain

translate = QCoreApplication.translate

#: The kind a new wall is, when the ruleset has it.
DEFAULT_KIND = "wall"


class WallWindow(WindowWidget, BattleEditor, Protocol):
    """What drawing walls needs of the window: its map (scene and pointer)."""

    controller: MapController
    scene: MapScene


def edge_kinds(state: BattleState) -> list[str]:
    """The terrain ids the ruleset allows on an edge, in its order."""
    return [terrain_id for terrain_id, terrain in state.ruleset.terrain.items() if terrain.edge]


class WallMenu:
    """The Draw Wall entry, the Wall Kind submenu and the drawing mode they start."""

    def __init__(self, window: WallWindow, menu: QMenu, named: dict[str, QAction]) -> None:
        self._window = window
        self.kind = DEFAULT_KIND
        self.mode: WallDrawMode | None = None
        self.draw = QAction(translate("Menus", "Draw &Wall"), window.window())
        self.draw.setCheckable(True)
        self.draw.setShortcut(QKeySequence("W"))
        self.draw.toggled.connect(self._toggled)
        menu.addAction(self.draw)
        self.kinds = menu.addMenu(translate("Menus", "Wall &Kind"))
        self.kinds.aboutToShow.connect(self.fill_kinds)
        named["draw_wall"] = self.draw
        self.fill_kinds()

    def fill_kinds(self) -> None:
        """One checkable entry per edge kind of the battle's ruleset (it changes with File > Open)."""
        self.kinds.clear()
        state = self._window.state
        kinds = edge_kinds(state)
        if self.kind not in kinds and kinds:
            self.kind = DEFAULT_KIND if DEFAULT_KIND in kinds else kinds[0]
        group = QActionGroup(self.kinds)
        for terrain_id in kinds:
            action = QAction(named_terrain(state.ruleset.terrain[terrain_id].names, terrain_id), self.kinds)
            action.setCheckable(True)
            action.setChecked(terrain_id == self.kind)
            action.setData(terrain_id)
            action.triggered.connect(lambda _=False, k=terrain_id: self.choose(k))
            group.addAction(action)
            self.kinds.addAction(action)

    def choose(self, terrain_id: str) -> None:
        """The next walls are of kind `terrain_id`."""
        self.kind = terrain_id
        if self.mode is not None:
            self._hint()

    def _toggled(self, on: bool) -> None:
        if on and self.mode is None:
            self.start()
        elif not on and self.mode is not None:
            self._window.controller.set_mode(None)  # ends the mode; _ended unchecks nothing more

    def start(self) -> WallDrawMode:
        """The pointer draws walls of the chosen kind until Escape."""
        window = self._window
        self.fill_kinds()  # the kind kept valid for this battle's ruleset
        self.mode = WallDrawMode(window.scene, self._draw, self._ended)
        window.controller.set_mode(self.mode)
        self.draw.setChecked(True)
        self._hint()
        return self.mode

    def _hint(self) -> None:
        state = self._window.state
        name = named_terrain(state.ruleset.terrain[self.kind].names, self.kind) \
            if self.kind in state.ruleset.terrain else self.kind
        self._window.statusBar().showMessage(translate(
            "Menus", "Drawing {kind}: click to start a wall, click to end it; right-click ends the chain, "
            "Escape stops drawing.").format(kind=name))

    def _draw(self, start: Point, end: Point) -> bool:
        return self._window.push(self._window.document.draw_segment_command(start, end, self.kind))

    def _ended(self) -> None:
        mode, self.mode = self.mode, None
        window = self._window
        if mode is not None and window.controller.mode is mode:
            window.controller.set_mode(None)
        window.statusBar().clearMessage()
        self.draw.setChecked(False)
