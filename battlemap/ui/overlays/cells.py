"""Overlays that shade sets of cells: one stock path item per colour, no per-cell items.

A set of cells becomes one `QPainterPath`: on squares, each row's runs of
consecutive cells merge into one rectangle; on hexes, each cell adds its
hexagon. A `CellShade` is a stock `QGraphicsPathItem`, so Qt paints it in
C++ (no Python paint()).

A `ShadeLayer` is for shades that stay put while things move over them (a
drag's reach by cost, threat and watched cells): one item paints all of its
cell sets, and Qt keeps what it painted as a pixmap of the view (device
coordinate cache), so a drag step that repaints a few cells blits them
instead of filling five translucent, antialiased paths again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

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


def cells_by_tile(cells: Iterable[int], cols: int) -> dict[tuple[int, int], frozenset[int]]:
    """The cells grouped by their tile of `SHADE_TILE` x `SHADE_TILE` cells, keyed (tile col, tile row)."""
    by_tile: dict[tuple[int, int], set[int]] = {}
    for index in cells:
        row, col = divmod(index, cols)
        by_tile.setdefault((col // SHADE_TILE, row // SHADE_TILE), set()).add(index)
    return {key: frozenset(tile) for key, tile in by_tile.items()}


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
        by_tile = cells_by_tile(cells, self._layout.grid.cols)
        for key in [k for k in self._tiles if k not in by_tile]:
            _, item = self._tiles.pop(key)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for key, tile_cells in by_tile.items():
            known = self._tiles.get(key)
            if known is not None and known[0] == tile_cells:
                continue
            item = known[1] if known is not None else self._tile_item()
            item.setPath(cells_path(self._layout, tile_cells))
            self._tiles[key] = (tile_cells, item)

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


class TiledCells:
    """One cell set of a ShadeLayer, cut into tiles of `SHADE_TILE` cells, one path per tile."""

    def __init__(self, owner: ShadeLayer, brush: QBrush) -> None:
        self._owner, self.brush = owner, brush
        self._cells: frozenset[int] = frozenset()
        self.tiles: dict[tuple[int, int], tuple[frozenset[int], QPainterPath]] = {}

    def set_cells(self, indices: Iterable[int]) -> None:
        """Shade exactly these cells (only the tiles whose cells changed are rebuilt and repainted)."""
        cells = frozenset(indices)
        if cells == self._cells:
            return
        self._cells = cells
        layout = self._owner.layout
        by_tile = cells_by_tile(cells, layout.grid.cols)
        changed = [key for key in self.tiles if key not in by_tile]
        for key in changed:
            del self.tiles[key]
        for key, tile_cells in by_tile.items():
            known = self.tiles.get(key)
            if known is None or known[0] != tile_cells:
                self.tiles[key] = (tile_cells, cells_path(layout, tile_cells))
                changed.append(key)
        self._owner.tiles_changed(changed)

    @property
    def cells(self) -> frozenset[int]:
        return self._cells


class BandedCells:
    """Cells of a ShadeLayer shaded by value: one cell set per band, darker for lower values.

    The bands split `maximum` evenly (reach: thirds of the movement budget).
    """

    def __init__(self, bands: Sequence[TiledCells]) -> None:
        self._bands = tuple(bands)

    def set_values(self, values: Mapping[int, float], maximum: float) -> None:
        """Shade each cell by its value's band (values above `maximum` are left out)."""
        count = len(self._bands)
        groups: list[list[int]] = [[] for _ in range(count)]
        top = maximum if maximum > 0 else 1.0
        for index, value in values.items():
            if value > maximum + 1e-9:
                continue
            band = min(count - 1, int(value / top * count - 1e-9)) if value > 0 else 0
            groups[band].append(index)
        for band, cells in zip(self._bands, groups):
            band.set_cells(cells)

    def band_cells(self) -> tuple[frozenset[int], ...]:
        """The cells of each band, lowest values first."""
        return tuple(band.cells for band in self._bands)

    def clear(self) -> None:
        for band in self._bands:
            band.set_cells(())


class ShadeLayer(QGraphicsItem):
    """Cell sets painted in the order they were added, by one cached item."""

    #: Map-sized and cached by device coordinates: painted uncached outside a view (MapScene.caches_off).
    viewport_cached = True

    def __init__(self, layout: Layout, z: float) -> None:
        super().__init__()
        self.layout = layout
        self._sets: list[TiledCells] = []
        x, y, w, h = layout.bounds()
        self._bounds = QRectF(x, y, w, h)
        self._tile_rects: dict[tuple[int, int], QRectF] = {}
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)  # nothing to shade yet

    def add_cells(self, brush: QBrush) -> TiledCells:
        """A new cell set drawn with `brush`, above the sets added before it."""
        cells = TiledCells(self, brush)
        self._sets.append(cells)
        return cells

    def add_bands(self, colour: QColor, alphas: Sequence[int]) -> BandedCells:
        """Cell sets shading by value, one per alpha (the first band, lowest values, first)."""
        bands = []
        for alpha in alphas:
            tint = QColor(colour)
            tint.setAlpha(alpha)
            bands.append(self.add_cells(QBrush(tint)))
        return BandedCells(bands)

    def tiles_changed(self, keys: Iterable[tuple[int, int]]) -> None:
        """Repaint (and re-cache) just these tiles; with nothing to shade, hide.

        Hidden, an empty layer costs nothing; shown, a full repaint would
        still blend its whole transparent viewport pixmap.
        """
        for key in keys:
            self.update(self.tile_rect(key))
        self.setVisible(any(cells.tiles for cells in self._sets))

    def tile_rect(self, key: tuple[int, int]) -> QRectF:
        """A world rect holding every cell of tile `key` (generous by a cell on hexes)."""
        rect = self._tile_rects.get(key)
        if rect is None:
            rect = self._tile_rects[key] = self._measure_tile(key)
        return rect

    def _measure_tile(self, key: tuple[int, int]) -> QRectF:
        grid, layout = self.layout.grid, self.layout
        tx, ty = key
        corners = []
        for col in (tx * SHADE_TILE, min(grid.cols, (tx + 1) * SHADE_TILE) - 1):
            for row in (ty * SHADE_TILE, min(grid.rows, (ty + 1) * SHADE_TILE) - 1):
                corners.append(layout.center(grid.cell(row * grid.cols + col)))
        pad = layout.size * (1.0 if grid.kind == "hex" else 0.5)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return QRectF(QPointF(min(xs) - pad, min(ys) - pad), QPointF(max(xs) + pad, max(ys) + pad))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        exposed = option.exposedRect
        painter.setPen(QPen(Qt.PenStyle.NoPen))
        for cells in self._sets:
            painter.setBrush(cells.brush)
            for key, (_, path) in cells.tiles.items():
                if self.tile_rect(key).intersects(exposed):
                    painter.drawPath(path)
