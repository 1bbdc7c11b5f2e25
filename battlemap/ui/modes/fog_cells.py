"""Reveal Cells / Hide Cells: drag a rectangle of cells to show them to the players or hide them.

A pointer mode like cell picking (`cell_pick.py`): a left press starts a
rectangle at its cell, moving stretches it (drawn as an outline over the
map), the release marks every cell of the rectangle in `[col, row]` terms
(one undoable command per rectangle); the mode stays on for the next
rectangle until Escape (or another mode) ends it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from battlemap.document.tools import LEFT, PointerEvent
from battlemap.grid import Cell, Layout

#: Over the tokens and the players' fog, like the drag's path.
OUTLINE_Z = 40.0


def rectangle_cells(layout: Layout, a: Cell, b: Cell) -> list[Cell]:
    """Every cell between `a` and `b` (corners of a rectangle in offset `[col, row]` terms)."""
    grid = layout.grid
    (c0, r0), (c1, r1) = grid.to_offset(a), grid.to_offset(b)
    return [grid.from_offset(c, r) for r in range(min(r0, r1), max(r0, r1) + 1)
            for c in range(min(c0, c1), max(c0, c1) + 1)]


class FogCellsMode:
    """The pointer marks rectangles of cells; `chosen(cells)` runs per rectangle, `on_end()` once."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, chosen: Callable[[list[Cell]], object],
                 on_end: Callable[[], None], colour: str = "#f0d040") -> None:
        self._scene, self._layout = scene, layout
        self._chosen, self._on_end = chosen, on_end
        self._start: Cell | None = None
        self._outline = QGraphicsRectItem()
        pen = QPen(QColor(colour))
        pen.setWidthF(layout.size * 0.06)
        pen.setStyle(Qt.PenStyle.DashLine)
        self._outline.setPen(pen)
        self._outline.setZValue(OUTLINE_Z)
        self._outline.setVisible(False)
        scene.addItem(self._outline)
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        """Press, stretch, release: one rectangle. Every pointer event is the mode's while it is on."""
        if event.kind == "press" and event.button == LEFT and event.cell is not None:
            self._start = event.cell
            self._show(event.cell)
        elif event.kind == "move" and self._start is not None and event.cell is not None:
            self._show(event.cell)
        elif event.kind == "release" and self._start is not None:
            end = event.cell if event.cell is not None else self._start
            cells = rectangle_cells(self._layout, self._start, end)
            self._start = None
            self._outline.setVisible(False)
            self._chosen(cells)
        return True

    def _show(self, corner: Cell) -> None:
        grid, xs, ys = self._layout.grid, [], []
        (c0, r0), (c1, r1) = grid.to_offset(self._start), grid.to_offset(corner)
        for col, row in ((c0, r0), (c0, r1), (c1, r0), (c1, r1)):  # the corners bound the rectangle
            for x, y in self._layout.polygon(grid.from_offset(col, row)):
                xs.append(x)
                ys.append(y)
        self._outline.setRect(QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        self._outline.setVisible(True)

    def cancel(self) -> None:
        """Escape or another mode: the rectangle being drawn is dropped and the mode ends."""
        if self._done:
            return
        self._done = True
        self._start = None
        if self._outline.scene() is not None:
            self._outline.scene().removeItem(self._outline)
        self._on_end()
