"""The parts of a dragged path that change cell by cell: its shaded cells and its steps.

A drag step usually adds or drops one cell at the path's tip. Drawn as one
path item, every step would dirty the bounding box of the whole path (half
the screen on a long diagonal) and Qt would repaint every token and shade
under it. Here each cell and each step is its own small stock item, kept
while it stays on the path, so a step dirties only the cells that came or
went. A path has tens of cells, not thousands, so tens of items are cheap.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem

from battlemap.grid import Layout

#: One step of the line: from one cell centre to the next, in world units.
Step = tuple[tuple[float, float], tuple[float, float]]


class PathCells(QGraphicsPathItem):
    """The path's cells, one child polygon item per cell; the parent itself draws nothing."""

    def __init__(self, layout: Layout, brush: QBrush, z: float) -> None:
        super().__init__()
        self._layout, self._brush = layout, brush
        self._items: dict[int, QGraphicsPathItem] = {}
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cells(self, indices: Iterable[int]) -> None:
        """Shade exactly these cells: keep the items of cells already shaded, add and drop the rest."""
        wanted = frozenset(indices)
        for index in [i for i in self._items if i not in wanted]:
            item = self._items.pop(index)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for index in wanted - self._items.keys():
            self._items[index] = self._cell_item(index)

    def _cell_item(self, index: int) -> QGraphicsPathItem:
        outline = QPainterPath()
        corners = self._layout.polygon(self._layout.grid.cell(index))
        outline.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
        outline.closeSubpath()
        item = QGraphicsPathItem(outline, self)
        item.setBrush(self._brush)
        item.setPen(QPen(Qt.PenStyle.NoPen))
        return item

    @property
    def cells(self) -> frozenset[int]:
        return frozenset(self._items)


class StepLines:
    """The line through the path's cell centres, one child line item per step of `parent`."""

    def __init__(self, parent: QGraphicsItem) -> None:
        self._parent = parent
        self._items: dict[Step, QGraphicsLineItem] = {}
        self._pen = QPen()

    def set_steps(self, steps: Sequence[Step], pen: QPen) -> None:
        """Draw exactly these steps with `pen` (a new colour restyles the steps kept)."""
        wanted = set(steps)
        for step in [s for s in self._items if s not in wanted]:
            item = self._items.pop(step)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        if pen != self._pen:
            self._pen = QPen(pen)
            for item in self._items.values():
                item.setPen(pen)
        for step in wanted - self._items.keys():
            (x0, y0), (x1, y1) = step
            item = QGraphicsLineItem(QLineF(x0, y0, x1, y1), self._parent)
            item.setPen(pen)
            self._items[step] = item

    @property
    def steps(self) -> frozenset[Step]:
        return frozenset(self._items)
