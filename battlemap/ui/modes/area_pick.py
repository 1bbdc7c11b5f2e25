"""Area picking: the GM drags a rectangle over the map, the players are shown that area.

A pointer mode like cell picking: press on a cell, drag with the button held
(a dashed rectangle over the cells covered so far), release to choose the
rectangle covering the first and last cells whole; a click without a drag
chooses that one cell. Escape ends the mode with nothing chosen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from battlemap.document.tools import LEFT, PointerEvent
from battlemap.grid import Cell, Layout
from battlemap.ui.map.palette import SELECTION_RING
from battlemap.ui.map.scene import MapScene

#: Over the tokens and overlays: the rectangle is what the GM is choosing.
AREA_Z = 60.0


def cells_rect(layout: Layout, first: Cell, last: Cell) -> QRectF:
    """The scene rectangle holding both cells whole (and every cell between them)."""
    points = [point for cell in (first, last) for point in layout.polygon(cell)]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


class AreaPickMode:
    """The pointer drags a rectangle; `chosen(rect)` runs on release, `on_end()` always."""

    def __init__(self, scene: MapScene, chosen: Callable[[QRectF], object], on_end: Callable[[], None]) -> None:
        self._layout = scene.layout
        self._chosen, self._on_end = chosen, on_end
        self._first: Cell | None = None
        self._done = False
        self.frame = QGraphicsRectItem()
        pen = QPen(QColor(SELECTION_RING), self._layout.size * 0.06, Qt.PenStyle.DashLine)
        pen.setCosmetic(False)
        self.frame.setPen(pen)
        self.frame.setBrush(QColor(255, 255, 255, 40))
        self.frame.setZValue(AREA_Z)
        self.frame.setVisible(False)
        scene.addItem(self.frame)

    def handle(self, event: PointerEvent) -> bool:
        """Press starts the rectangle, moves stretch it, release chooses it."""
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            self._first = event.cell
            self._stretch(event.cell)
            return True
        if event.kind == "move" and self._first is not None and event.cell is not None:
            self._stretch(event.cell)
            return True
        if event.kind == "release" and self._first is not None:
            rect = self.frame.rect()
            self._end()
            self._chosen(rect)
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def _stretch(self, cell: Cell) -> None:
        assert self._first is not None
        self.frame.setRect(cells_rect(self._layout, self._first, cell))
        self.frame.setVisible(True)

    @property
    def rect(self) -> QRectF | None:
        """The rectangle dragged so far (None before the press)."""
        return self.frame.rect() if self._first is not None else None

    def cancel(self) -> None:
        """Escape or another mode: nothing is chosen."""
        self._end()

    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        if self.frame.scene() is not None:
            self.frame.scene().removeItem(self.frame)
        self._on_end()
