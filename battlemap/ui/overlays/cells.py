"""Overlays that shade sets of cells: one stock path item per colour, no per-cell items.

A set of cells becomes one `QPainterPath`, built in one pass: on squares,
each row's runs of consecutive cells merge into one rectangle; on hexes,
each cell adds the map's one hexagon moved to its centre. A `CellShade` is a
stock `QGraphicsPathItem`, so Qt paints it in C++ (no Python paint()).

A `ShadeLayer` is for shades that stay put while things move over them (a
drag's reach by cost, threat and watched cells): one item paints all of its
cell sets. On hexes, each set is one path, and Qt keeps what it painted as a
pixmap of the view (device coordinate cache), so a drag step that repaints a
few cells blits them instead of filling five translucent, antialiased paths
again. On squares, each set is a list of row runs that Qt clips to the
exposed cells in C++, painted once per view into a picture of the view's
size and blitted from then on (`shade_picture.py`: at the press, one blend
in place of five translucent fills; made while the pointer rests on the
token when the drag is built ahead). The layer is only as large as what it shades:
showing or clearing it repaints that region of the view, not all of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from battlemap.grid import Layout
from battlemap.ui.overlays.shade_picture import Picture, blit, painted, seen_by

#: Cells across one tile of a shaded set (each tile is one path item).
SHADE_TILE = 16


def cells_path(layout: Layout, indices: Iterable[int]) -> QPainterPath:
    """One path covering the cells at these flat indices (square runs merged)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    grid = layout.grid
    ordered = sorted(set(indices))
    if grid.kind == "square":
        for rect in run_rects(layout, ordered):
            path.addRect(rect)
        return path
    hexagon = _unit_polygon(layout)
    for index in ordered:
        x, y = layout.center(grid.cell(index))
        path.addPolygon(hexagon.translated(x, y))
        path.closeSubpath()
    return path


def run_rects(layout: Layout, ordered: Sequence[int]) -> list[QRectF]:
    """On a square grid, one world rect per run of consecutive cells in a row (indices sorted).

    A square cell [col, row] is centred at origin + size * (col + 0.5, row + 0.5) (what
    `Layout.center` works out, the same floats), written out here: a press shades
    thousands of cells and the calls per run were most of its cost.
    """
    grid = layout.grid
    size, half, cols = layout.size, layout.size / 2, grid.cols
    ox, oy = layout.origin
    rects = []
    for row, first, last in _runs(ordered, cols):
        x0, y0 = ox + size * (first + 0.5), oy + size * (row + 0.5)
        x1 = ox + size * (last + 0.5)
        rects.append(QRectF(x0 - half, y0 - half, x1 - x0 + size, size))
    return rects


def _unit_polygon(layout: Layout) -> QPolygonF:
    """The corners of a cell centred on the origin (every cell is this shape, moved)."""
    grid = layout.grid
    first = grid.cell(0)
    cx, cy = layout.center(first)
    return QPolygonF([QPointF(x - cx, y - cy) for x, y in layout.polygon(first)])


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


class ShadedCells:
    """One cell set of a ShadeLayer: its cells as rects (squares: a run of a row each, which Qt
    fills ten times faster than the same rects as one path) or one path (hexes), and the world
    rect they cover."""

    def __init__(self, owner: ShadeLayer, brush: QBrush) -> None:
        self._owner, self.brush = owner, brush
        self._cells: frozenset[int] = frozenset()
        self.rects: list[QRectF] = []
        self.path: QPainterPath | None = None
        self.bounds = QRectF()

    def set_cells(self, indices: Iterable[int]) -> None:
        """Shade exactly these cells (the layer repaints where they were and where they are)."""
        cells = frozenset(indices)
        if cells == self._cells:
            return
        self._cells = cells
        before = self.bounds
        layout = self._owner.layout
        self.rects, self.path, self.bounds = [], None, QRectF()
        if cells and layout.grid.kind == "square":
            self.rects = run_rects(layout, sorted(cells))
            self.bounds = _union(self.rects)
        elif cells:
            self.path = cells_path(layout, cells)
            pad = layout.size * 0.05  # antialiased slanted edges reach a little past the cells
            self.bounds = self.path.boundingRect().adjusted(-pad, -pad, pad, pad)
        self._owner.set_changed(before.united(self.bounds))

    def draw(self, painter: QPainter) -> None:
        painter.setBrush(self.brush)
        if self.path is not None:
            painter.drawPath(self.path)
        elif self.rects:
            painter.drawRects(self.rects)

    @property
    def cells(self) -> frozenset[int]:
        return self._cells


def _union(rects: Sequence[QRectF]) -> QRectF:
    """The rect holding all of `rects` (runs: their rows are in order)."""
    left = min(map(QRectF.left, rects))
    right = max(map(QRectF.right, rects))
    return QRectF(left, rects[0].top(), right - left, rects[-1].bottom() - rects[0].top())


class BandedCells:
    """Cells of a ShadeLayer shaded by value: one cell set per band, darker for lower values.

    The bands split `maximum` evenly (reach: thirds of the movement budget).
    """

    def __init__(self, bands: Sequence[ShadedCells]) -> None:
        self._bands = tuple(bands)

    def set_values(self, values: Mapping[int, float], maximum: float) -> None:
        """Shade each cell by its value's band (values above `maximum` are left out)."""
        count = len(self._bands)
        groups: list[list[int]] = [[] for _ in range(count)]
        top = maximum if maximum > 0 else 1.0
        # A reach holds thousands of cells but a few distinct costs: each cost's band once.
        group_of: dict[float, list[int] | None] = {}
        for index, value in values.items():
            group = group_of.get(value, groups)
            if group is groups:
                group = None if value > maximum + 1e-9 else groups[
                    min(count - 1, int(value / top * count - 1e-9)) if value > 0 else 0]
                group_of[value] = group
            if group is not None:
                group.append(index)
        for band, cells in zip(self._bands, groups):
            band.set_cells(cells)

    def band_cells(self) -> tuple[frozenset[int], ...]:
        """The cells of each band, lowest values first."""
        return tuple(band.cells for band in self._bands)

    def clear(self) -> None:
        for band in self._bands:
            band.set_cells(())


class ShadeLayer(QGraphicsItem):
    """Cell sets painted in the order they were added, by one cached item as large as they are."""

    #: Cached by device coordinates on hexes: painted uncached outside a view (MapScene.caches_off).
    viewport_cached = True

    def __init__(self, layout: Layout, z: float) -> None:
        super().__init__()
        self.layout = layout
        self._sets: list[ShadedCells] = []
        self._bounds = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        #: Held: the sets are kept up to date but not shown (a drag built ahead of its press).
        self._held = False
        #: Squares: the sets painted for the last view that showed them (shade_picture.py).
        self._picture: Picture | None = None
        if layout.grid.kind != "square":  # paths: see the module's docstring
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)  # nothing to shade yet

    def add_cells(self, brush: QBrush) -> ShadedCells:
        """A new cell set drawn with `brush`, above the sets added before it."""
        cells = ShadedCells(self, brush)
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

    def set_changed(self, rect: QRectF) -> None:
        """A set changed within world `rect`: the layer takes the size of what it shades now,
        and repaints (and re-caches) `rect`; with nothing to shade, it hides.

        Hidden, an empty layer costs nothing; shown, a full repaint would
        still blend its cached pixmap.
        """
        self._picture = None
        self._refresh(rect)

    def _refresh(self, rect: QRectF) -> None:
        """Take the size of what the sets shade now, repaint `rect`, hide when nothing shows."""
        bounds = QRectF()
        for cells in self._sets:
            if not cells.bounds.isEmpty():
                bounds = cells.bounds if bounds.isEmpty() else bounds.united(cells.bounds)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        if not rect.isEmpty() and not self._held:
            self.update(rect)
        self.setVisible(not bounds.isEmpty() and not self._held)

    def hold(self, held: bool) -> None:
        """Keep the layer hidden whatever it shades (True), or show what it shades (False)."""
        if held != self._held:
            self._held = held
            self._refresh(QRectF() if held else self._bounds)

    def render_ahead(self, view: QGraphicsView) -> None:
        """Squares: paint the sets now as `view` will show them, so showing them only blits."""
        if self.layout.grid.kind == "square":
            viewport = view.viewport()
            self._picture_for(self.deviceTransform(view.viewportTransform()), viewport.size(),
                              viewport.devicePixelRatioF())

    def _picture_for(self, transform: QTransform, size: QSize, ratio: float) -> Picture:
        if self._picture is None or not self._picture.fits(transform, size, ratio):
            self._picture = painted(self._sets, transform, size, ratio)
        return self._picture

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        exposed = option.exposedRect
        if self.layout.grid.kind == "square":
            seen = seen_by(painter)
            if seen is not None:
                blit(painter, self._picture_for(*seen), exposed)
                return
            # Runs of whole cells are axis-aligned: antialiased, their edges cost a coverage pass
            # at every zoom that puts them between pixels (4x the fill), and two bands side by
            # side show a faint seam; unantialiased, they meet exactly.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(Qt.PenStyle.NoPen))
        for cells in self._sets:
            if cells.bounds.intersects(exposed):
                cells.draw(painter)
