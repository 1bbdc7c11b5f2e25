"""The parts of a dragged path that change cell by cell: its shaded cells and its steps.

A drag step usually adds or drops one cell at the path's tip. Drawn as one
path item, every step would dirty the bounding box of the whole path (half
the screen on a long diagonal) and Qt would repaint every token and shade
under it. Here each cell and each step is its own small stock item, kept
while it stays on the path, so a step dirties only the cells that came or
went. A path has tens of cells, not thousands, so tens of items are cheap.

Items are recycled, not rebuilt: a cell that leaves the path hands its item
to a cell that joins it (one `setPos`, the shape is shared: every cell of a
grid has the same outline around its centre), and items left over are
hidden and kept for the next step. Creating and deleting items from Python
on every step cost more than painting them; a typical path's worth of step
lines is made up front (`RESERVE`), so even the first drag only moves them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem,
    QGraphicsPolygonItem, QGraphicsRectItem,
)

from battlemap.grid import Layout

#: One step of the line: from one cell centre to the next, in world units.
Step = tuple[tuple[float, float], tuple[float, float]]
#: Step lines made up front: a drag across a screen at play zoom, 30 cells or so.
RESERVE = 32
Key = TypeVar("Key", bound=Hashable)
Item = TypeVar("Item", bound=QGraphicsItem)


def cell_outline(layout: Layout) -> QPolygonF:
    """The outline of any cell around its own centre (all cells of a grid are congruent)."""
    cell = layout.grid.from_offset(0, 0)  # not grid.cell(0): that builds the table of every cell
    cx, cy = layout.center(cell)
    return QPolygonF([QPointF(x - cx, y - cy) for x, y in layout.polygon(cell)])


class Recycler(Generic[Key, Item]):
    """Items keyed by what they show; a new set of keys moves, shows and hides items, never deletes.

    A key already shown keeps its item untouched; a new key takes the item of
    a key that left (or a hidden spare, or a new one from `make`) and `place`
    fits it to the key; items left over are hidden and kept as spares.
    """

    def __init__(self, make: Callable[[], Item], place: Callable[[Item, Key], None]) -> None:
        self._make, self._place = make, place
        self.items: dict[Key, Item] = {}
        self._spare: list[Item] = []

    def show(self, keys: Iterable[Key]) -> None:
        """Show exactly these keys; `items` follows their order."""
        wanted = list(dict.fromkeys(keys))
        items = self.items
        kept = set(wanted)
        gone = [key for key in items if key not in kept]
        for key in wanted:
            if key in items:
                continue
            item = items.pop(gone.pop()) if gone else self._take()
            self._place(item, key)
            items[key] = item
        for key in gone:
            item = items.pop(key)
            item.setVisible(False)
            self._spare.append(item)
        self.items = {key: items[key] for key in wanted}

    def reserve(self, count: int) -> None:
        """Make hidden spares until there are `count` items (when the window opens, not mid-drag)."""
        while len(self.items) + len(self._spare) < count:
            item = self._make()
            item.setVisible(False)
            self._spare.append(item)

    def every_item(self) -> tuple[Item, ...]:
        """Shown and spare items alike (to restyle them all)."""
        return (*self.items.values(), *self._spare)

    def _take(self) -> Item:
        if self._spare:
            item = self._spare.pop()
            item.setVisible(True)
            return item
        return self._make()


class PathCells(QGraphicsPathItem):
    """The path's cells, one child shape item per cell; the parent itself draws nothing."""

    def __init__(self, layout: Layout, brush: QBrush, z: float) -> None:
        super().__init__()
        self._layout, self._brush = layout, brush
        self._outline = cell_outline(layout)
        self._items: Recycler[int, QAbstractGraphicsShapeItem] = Recycler(self._cell_item, self._place)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cells(self, indices: Iterable[int]) -> None:
        """Shade exactly these cells: keep the items of cells already shaded, move or hide the rest."""
        self._items.show(indices)

    def _place(self, item: QAbstractGraphicsShapeItem, index: int) -> None:
        item.setPos(*self._layout.center(self._layout.grid.cell(index)))

    def _cell_item(self) -> QAbstractGraphicsShapeItem:
        item: QAbstractGraphicsShapeItem
        if self._layout.grid.kind == "square":
            # A rect item: Qt fills a rectangle far faster than a polygon.
            item = QGraphicsRectItem(self._outline.boundingRect(), self)
        else:
            item = QGraphicsPolygonItem(self._outline, self)
        item.setBrush(self._brush)
        item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    @property
    def cells(self) -> frozenset[int]:
        return frozenset(self._items.items)


class StepLines:
    """The line through the path's cell centres, one child line item per step of `parent`."""

    def __init__(self, parent: QGraphicsItem) -> None:
        self._parent = parent
        self._pen = QPen()
        self._items: Recycler[Step, QGraphicsLineItem] = Recycler(self._line_item, self._place)
        self._items.reserve(RESERVE)

    def set_steps(self, steps: Sequence[Step], pen: QPen) -> None:
        """Draw exactly these steps with `pen` (a new colour restyles the steps kept)."""
        if pen != self._pen:
            self._pen = QPen(pen)
            for item in self._items.every_item():
                item.setPen(pen)
        self._items.show(steps)

    @staticmethod
    def _place(item: QGraphicsLineItem, step: Step) -> None:
        (x0, y0), (x1, y1) = step
        item.setLine(QLineF(x0, y0, x1, y1))

    def _line_item(self) -> QGraphicsLineItem:
        item = QGraphicsLineItem(self._parent)
        item.setPen(self._pen)
        return item

    @property
    def steps(self) -> frozenset[Step]:
        return frozenset(self._items.items)
