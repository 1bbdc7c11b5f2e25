"""Overlays that shade sets of cells: one stock path item per colour, no per-cell items.

A set of cells becomes one `QPainterPath`: on squares, each row's runs of
consecutive cells merge into one rectangle; on hexes, each cell adds its
hexagon. A `CellShade` is a stock `QGraphicsPathItem`, so Qt paints it in
C++ (no Python paint()); a `BandedShade` holds a few of them to shade cells
by value (reach by cost).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from battlemap.grid import Layout

#: Cells across one tile of a shaded set (each tile is one path item).
SHADE_TILE = 16


def cells_path(layout: Layout, indices: Iterable[int]) -> QPainterPath:
    """One path covering the cells at these flat indices (square runs merged)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    grid = layout.grid
    ordered = sorted(set(indices))
    if grid.kind == "square":
        for row, first, last in _runs(ordered, grid.cols):
            (x0, y0), (x1, y1) = layout.polygon(grid.cell(row * grid.cols + first))[0], \
                layout.polygon(grid.cell(row * grid.cols + last))[2]
            path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
        return path
    for index in ordered:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in layout.polygon(grid.cell(index))]))
        path.closeSubpath()
    return path


def _runs(ordered: Sequence[int], cols: int) -> Iterable[tuple[int, int, int]]:
    """(row, first col, last col) of each run of consecutive indices within a row."""
    start = previous = None
    for index in ordered:
        if start is not None and index == previous + 1 and index % cols != 0:
            previous = index
            continue
        if start is not None:
            yield start // cols, start % cols, previous % cols
        start = previous = index
    if start is not None:
        yield start // cols, start % cols, previous % cols


class CellShade(QGraphicsPathItem):
    """A set of cells filled with one brush (and optionally outlined).

    The cells are cut into tiles of `SHADE_TILE` x `SHADE_TILE` cells, one
    child path item per tile, so repainting a few cells (a drag step under
    the path) fills the one or two tiles there, not a path over the whole
    reach; a changed set rebuilds only the tiles whose cells changed.
    """

    def __init__(self, layout: Layout, brush: QBrush, z: float, pen: QPen | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._layout = layout
        self._cells: frozenset[int] = frozenset()
        self._tiles: dict[tuple[int, int], tuple[frozenset[int], QGraphicsPathItem]] = {}
        self._brush = brush
        self._pen = pen if pen is not None else QPen(Qt.PenStyle.NoPen)
        # The item itself draws nothing: its tiles (children) do.
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_cells(self, indices: Iterable[int]) -> None:
        """Shade exactly these cells (only the tiles whose cells changed are rebuilt)."""
        cells = frozenset(indices)
        if cells == self._cells:
            return
        self._cells = cells
        cols = self._layout.grid.cols
        by_tile: dict[tuple[int, int], set[int]] = {}
        for index in cells:
            row, col = divmod(index, cols)
            by_tile.setdefault((col // SHADE_TILE, row // SHADE_TILE), set()).add(index)
        for key in [k for k in self._tiles if k not in by_tile]:
            _, item = self._tiles.pop(key)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for key, tile_cells in by_tile.items():
            frozen = frozenset(tile_cells)
            known = self._tiles.get(key)
            if known is not None and known[0] == frozen:
                continue
            item = known[1] if known is not None else self._tile_item()
            item.setPath(cells_path(self._layout, frozen))
            self._tiles[key] = (frozen, item)

    def _tile_item(self) -> QGraphicsPathItem:
        item = QGraphicsPathItem(self)
        item.setBrush(self._brush)
        item.setPen(self._pen)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    @property
    def cells(self) -> frozenset[int]:
        return self._cells

    @property
    def tile_count(self) -> int:
        """How many tile items draw the cells (tests check that a drag stays local)."""
        return len(self._tiles)


class BandedShade(QGraphicsPathItem):
    """Cells shaded by value: one child CellShade per band, darker for higher bands.

    `bands` are the upper limits of each band as fractions of the maximum
    value (e.g. reach: thirds of the movement budget).
    """

    def __init__(self, layout: Layout, colour: QColor, alphas: Sequence[int], z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._shades = []
        for alpha in alphas:
            tint = QColor(colour)
            tint.setAlpha(alpha)
            self._shades.append(CellShade(layout, QBrush(tint), 0, parent=self))

    def set_values(self, values: Mapping[int, float], maximum: float) -> None:
        """Shade each cell by its value's band (values above `maximum` are left out)."""
        count = len(self._shades)
        groups: list[list[int]] = [[] for _ in range(count)]
        top = maximum if maximum > 0 else 1.0
        for index, value in values.items():
            if value > maximum + 1e-9:
                continue
            band = min(count - 1, int(value / top * count - 1e-9)) if value > 0 else 0
            groups[band].append(index)
        for shade, cells in zip(self._shades, groups):
            shade.set_cells(cells)

    def band_cells(self) -> tuple[frozenset[int], ...]:
        """The cells of each band, lowest values first."""
        return tuple(shade.cells for shade in self._shades)

    def clear(self) -> None:
        for shade in self._shades:
            shade.set_cells(())
