"""Drawing an overwatch on the map: press at the watcher, drag toward where it watches, release.

A pointer mode like targeting. While the button is held the cells the
overwatch would watch (asked of the engine, from the sketch so far) are
tinted and a dashed line runs from the watcher to the pointer; sweeping the
pointer sideways widens the arc. Release declares it (one undoable step);
a plain click on another cell declares it toward that cell with the
ruleset's default arc; Escape ends the mode with nothing declared.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from battlemap.document.overwatch import OverwatchSketch, sketched_state
from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.movement.threat import watched_cells
from battlemap.grid import Cell
from battlemap.ui.map.palette import WATCHED
from battlemap.ui.map.scene import MapScene
from battlemap.ui.overlays.cells import CellShade
from battlemap.ui.overlays.drag import WATCH_Z, hatch


class OverwatchDrawMode:
    """The pointer draws `watcher`'s overwatch; `declare(toward, arc)` runs once, `on_end()` always."""

    def __init__(self, scene: MapScene, state_of: Callable[[], object], watcher: str,
                 declare: Callable[[Cell, float], object], on_end: Callable[[], None]) -> None:
        self._scene, self._state_of, self._watcher = scene, state_of, watcher
        self._declare, self._on_end = declare, on_end
        self.sketch: OverwatchSketch | None = None
        self._done = False
        layout = scene.layout
        self.cells = CellShade(layout, hatch(WATCHED, 110, Qt.BrushStyle.SolidPattern), WATCH_Z)
        self.line = QGraphicsLineItem()
        pen = QPen(QColor(WATCHED), layout.size * 0.08, Qt.PenStyle.DashLine)
        self.line.setPen(pen)
        self.line.setZValue(WATCH_Z)
        self.line.setVisible(False)
        scene.addItem(self.cells)
        scene.addItem(self.line)

    def handle(self, event: PointerEvent) -> bool:
        """Press on the watcher starts the sketch; moves extend it; release declares it."""
        state = self._state_of()
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            if event.cell in state.token(self._watcher).footprint:
                self.sketch = OverwatchSketch(state, self._watcher)
            else:
                self._finish(event.cell, 0.0)
            return True
        if event.kind == "move" and self.sketch is not None and event.cell is not None:
            if self.sketch.follow(event.cell):
                self._preview(state)
            return True
        if event.kind == "release" and self.sketch is not None:
            if self.sketch.toward is not None:
                self._finish(self.sketch.toward, self.sketch.arc)
            else:
                self.sketch = None
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def _preview(self, state) -> None:
        sketch = self.sketch
        drawn = sketched_state(state, sketch)
        self.cells.set_cells(watched_cells(drawn, drawn.token(self._watcher)))
        layout = self._scene.layout
        self.line.setLine(QLineF(QPointF(*layout.center(sketch.origin)), QPointF(*layout.center(sketch.toward))))
        self.line.setVisible(True)

    def cancel(self) -> None:
        """Escape or another mode: nothing is declared."""
        self._end()

    def _finish(self, toward: Cell, arc: float) -> None:
        self._end()
        self._declare(toward, arc)

    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        for item in (self.cells, self.line):
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._on_end()
