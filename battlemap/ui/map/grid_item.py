"""The map's one grid item: terrain and grid lines, painting only the exposed tiles.

One item for the whole map (Tiled's layer item, not one item per cell). The
map is cut into tiles of 16 x 16 cells; each tile, built the first time it
is exposed, holds one path per terrain colour (square rows merged into runs)
and one path of grid lines, so a repaint is a few C++ path fills per visible
tile, not a Python loop over cells. Far out, where a cell is a few pixels,
the whole map is one small image with a pixel per cell. Lines are cosmetic
(one pixel at every zoom): the grid stays crisp, and hides when it would turn
the map into a grey wash.

No item cache: a pixmap of the item would be refilled on every zoom step
(twice the cost of painting the map directly, on hexes). A map view paints
the grid into its own background instead (`MapView.drawBackground`, Qt's
cached background: a pixmap the size of the viewport, scrolled with the map
and redrawn on a zoom or a terrain change), so a repaint over it (a press's
shading over the whole view) blits it rather than filling every tile again;
the item then draws nothing in that view (`in_background`). Anywhere else
(a scene rendered to an image, a view over a background picture, where the
fills are translucent over an item under them) it paints itself as before.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from battlemap.grid import Layout
from battlemap.ui.map.palette import GRID_LINE, terrain_colour

TILE = 16
# Below this many screen pixels per world unit the grid lines would merge
# into a grey wash; the terrain alone reads better.
_LINES_MIN_SCALE = 0.18
# Below this many screen pixels per cell, the one-pixel-per-cell overview is drawn.
_OVERVIEW_MAX_CELL_PX = 4.0


@dataclass
class _Tile:
    """The paths of one tile: fills by colour, and its grid lines."""

    fills: list[tuple[QColor, QPainterPath]]
    lines: QPainterPath


def _spans(extents: Iterable[tuple[int, float, float]]) -> list[tuple[float, float]]:
    """(lowest start, highest end) per tile column or row, from (position, start, end) of each tile."""
    spans: dict[int, tuple[float, float]] = {}
    for position, start, end in extents:
        low, high = spans.get(position, (start, end))
        spans[position] = (min(low, start), max(high, end))
    return [spans[position] for position in sorted(spans)]


class GridItem(QGraphicsItem):
    """Paints terrain fills and grid lines for the exposed part of the map."""

    def __init__(self, layout: Layout, terrain_at: Callable[[int], str]) -> None:
        super().__init__()
        self._layout = layout
        self._terrain_at = terrain_at
        self._colours: dict[str, QColor] = {}
        x, y, w, h = layout.bounds()
        self._bounds = QRectF(x, y, w, h)
        grid = layout.grid
        self._tiles_across = (grid.cols + TILE - 1) // TILE
        self._tiles_down = (grid.rows + TILE - 1) // TILE
        self._tile_rects = {
            (tx, ty): self._tile_rect(tx, ty)
            for ty in range(self._tiles_down) for tx in range(self._tiles_across)
        }
        # Each tile column's x extent and each tile row's y extent: a repaint finds
        # its few tiles from these spans (13 + 13 on 200 x 200 cells), not by
        # testing every tile rect (169) on every drag step.
        self._column_spans = _spans(
            (tx, rect.left(), rect.right()) for (tx, _), rect in self._tile_rects.items())
        self._row_spans = _spans(
            (ty, rect.top(), rect.bottom()) for (_, ty), rect in self._tile_rects.items())
        self._tiles: dict[tuple[int, int], _Tile] = {}
        self._overview: QImage | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setZValue(0)

    def set_terrain(self, terrain_at: Callable[[int], str], changed: Iterable[int] | None = None) -> None:
        """Swap the terrain source and repaint; `changed` (flat indices) limits what is rebuilt."""
        self._terrain_at = terrain_at
        self._overview = None
        if changed is None:
            self._tiles.clear()
            self._repaint_ground(self._bounds)
            return
        cols = self._layout.grid.cols
        keys = {((index % cols) // TILE, (index // cols) // TILE) for index in changed}
        area = QRectF()
        for key in keys:
            self._tiles.pop(key, None)
            area = area.united(self._tile_rects[key])
        self._repaint_ground(area)

    def _repaint_ground(self, rect: QRectF) -> None:
        """Repaint `rect` of the map, as an item and in the views' cached backgrounds."""
        self.update(rect)
        scene = self.scene()
        if scene is not None and not rect.isEmpty():
            scene.invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def in_background(self) -> bool:
        """Whether a map view draws the grid in its background (nothing under the grid shows
        through it: shown, opaque), so the item draws nothing there."""
        return self.isVisible() and self.opacity() >= 1.0

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value):  # noqa: N802 (Qt override)
        if change in (QGraphicsItem.GraphicsItemChange.ItemOpacityHasChanged,
                      QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged):
            self._repaint_ground(self._bounds)  # the views' backgrounds gain or lose the grid
        return super().itemChange(change, value)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        view = widget.parentWidget() if widget is not None else None
        if self.in_background and getattr(view, "draws_ground", False):
            return  # drawn under every item by the view's background (see the module doc)
        self.paint_exposed(painter, option.exposedRect)

    def paint_exposed(self, painter: QPainter, exposed: QRectF) -> None:
        """Paint the map within world rect `exposed` (the painter in world coordinates)."""
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        draw_lines = scale >= _LINES_MIN_SCALE
        if self._use_overview(scale, draw_lines):
            painter.drawImage(self._bounds, self._overview_image())
            return
        painter.save()
        # Fills meet edge to edge and the lines cover the seams: antialiasing would only cost.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        pen = QPen(QColor(GRID_LINE))
        pen.setCosmetic(True)
        for key in self.exposed_tiles(exposed):
            tile = self._tile(key)
            for colour, path in tile.fills:
                painter.fillPath(path, colour)
            if draw_lines:
                painter.strokePath(tile.lines, pen)
        painter.restore()

    def exposed_tiles(self, exposed: QRectF) -> list[tuple[int, int]]:
        """The tiles whose rect meets `exposed`, row by row."""
        left, right, top, bottom = exposed.left(), exposed.right(), exposed.top(), exposed.bottom()
        columns = [i for i, (a, b) in enumerate(self._column_spans) if a <= right and b >= left]
        rows = [j for j, (a, b) in enumerate(self._row_spans) if a <= bottom and b >= top]
        rects = self._tile_rects
        return [(tx, ty) for ty in rows for tx in columns if rects[(tx, ty)].intersects(exposed)]

    def _use_overview(self, scale: float, draw_lines: bool) -> bool:
        """Far out: squares without lines are exactly the one-pixel-per-cell image;
        hexes only when a cell is a few pixels (the image is in offset layout)."""
        if self._layout.grid.kind == "square":
            return not draw_lines
        return scale * self._layout.size < _OVERVIEW_MAX_CELL_PX

    # --- tiles --------------------------------------------------------------------------
    def _cells_of(self, tx: int, ty: int) -> tuple[range, range]:
        grid = self._layout.grid
        return (range(tx * TILE, min(grid.cols, (tx + 1) * TILE)),
                range(ty * TILE, min(grid.rows, (ty + 1) * TILE)))

    def _tile_rect(self, tx: int, ty: int) -> QRectF:
        """A rect holding every cell of the tile (generous by a cell on hexes)."""
        layout, grid = self._layout, self._layout.grid
        cols, rows = self._cells_of(tx, ty)
        xs, ys = [], []
        for col in (cols[0], cols[-1], min(cols[0] + 1, cols[-1])):
            for row in (rows[0], rows[-1]):
                x, y = layout.center(grid.from_offset(col, row))
                xs.append(x)
                ys.append(y)
        pad = layout.size * (1.0 if grid.kind == "hex" else 0.5)
        return QRectF(QPointF(min(xs) - pad, min(ys) - pad), QPointF(max(xs) + pad, max(ys) + pad))

    def _tile(self, key: tuple[int, int]) -> _Tile:
        tile = self._tiles.get(key)
        if tile is None:
            tile = self._tiles[key] = self._build_tile(*key)
        return tile

    def _build_tile(self, tx: int, ty: int) -> _Tile:
        layout, grid = self._layout, self._layout.grid
        cols, rows = self._cells_of(tx, ty)
        fills: dict[str, QPainterPath] = {}
        lines = QPainterPath()
        square = grid.kind == "square"
        for row in rows:
            run_start, run_id = cols[0], None
            for col in cols:
                cell = grid.from_offset(col, row)
                terrain_id = self._terrain_at(grid.index(cell))
                if square:
                    if terrain_id != run_id:
                        if run_id is not None:
                            self._add_run(fills, run_id, row, run_start, col - 1)
                        run_start, run_id = col, terrain_id
                    continue
                polygon = QPolygonF([QPointF(x, y) for x, y in layout.polygon(cell)])
                fills.setdefault(terrain_id, QPainterPath()).addPolygon(polygon)
                lines.addPolygon(polygon)
                lines.closeSubpath()
            if square and run_id is not None:
                self._add_run(fills, run_id, row, run_start, cols[-1])
        if square:
            lines = self._square_lines(cols, rows)
        return _Tile([(self._colour(t), path) for t, path in fills.items()], lines)

    def _square_lines(self, cols: range, rows: range) -> QPainterPath:
        """The tile's grid as straight lines: one per column edge and one per row edge."""
        layout, grid = self._layout, self._layout.grid
        (left, top) = layout.polygon(grid.from_offset(cols[0], rows[0]))[0]
        (right, bottom) = layout.polygon(grid.from_offset(cols[-1], rows[-1]))[2]
        size = layout.size
        lines = QPainterPath()
        for i in range(len(cols) + 1):
            lines.moveTo(left + i * size, top)
            lines.lineTo(left + i * size, bottom)
        for j in range(len(rows) + 1):
            lines.moveTo(left, top + j * size)
            lines.lineTo(right, top + j * size)
        return lines

    def _add_run(
        self, fills: dict[str, QPainterPath], terrain_id: str, row: int, first: int, last: int
    ) -> None:
        grid, layout = self._layout.grid, self._layout
        x0, y0 = layout.polygon(grid.from_offset(first, row))[0]
        x1, y1 = layout.polygon(grid.from_offset(last, row))[2]
        fills.setdefault(terrain_id, QPainterPath()).addRect(QRectF(x0, y0, x1 - x0, y1 - y0))

    def _overview_image(self) -> QImage:
        """The map at one pixel per cell (offset layout), for far zooms."""
        if self._overview is None:
            grid = self._layout.grid
            # Flat indices run row by row over offset [col, row], as the image's pixels do: the
            # pixels are one array of colours made in C, not a million setPixelColor calls.
            ids = [self._terrain_at(i) for i in range(grid.size)]
            rgb = {terrain_id: self._colour(terrain_id).rgb() for terrain_id in set(ids)}
            pixels = array("I", map(rgb.__getitem__, ids)).tobytes()
            image = QImage(pixels, grid.cols, grid.rows, grid.cols * 4, QImage.Format.Format_RGB32)
            self._overview = image.copy()  # its own pixels: `pixels` goes away with this call
        return self._overview

    def _colour(self, terrain_id: str) -> QColor:
        colour = self._colours.get(terrain_id)
        if colour is None:
            colour = self._colours[terrain_id] = terrain_colour(terrain_id)
        return colour

    @property
    def built_tiles(self) -> int:
        """How many tiles have been built (tests check that repaints stay local)."""
        return len(self._tiles)
