"""What the map draws besides cells and tokens: zones, walls and doors on edges, a background.

- Zones (scenario `zones`): the outline of each zone's cells merged into one
  dashed shape, with the zone's name at its top-left cell.
- Edge features (`TerrainMap.edge_walls`) and free walls (`terrain.segments`):
  one thick line along every edge that carries a wall, low wall or door and
  along every free wall, one path item per terrain type (coloured like that
  terrain, a free wall styled as an edge wall of its kind), rebuilt only when
  the terrain changes.
- A background picture under the grid (View > Background Image...), scaled
  and offset by the GM; while one is shown the terrain fills turn
  translucent so the picture reads through them.

All of them are a handful of stock Qt items, whatever the size of the map.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from battlemap.document.background import Background
from battlemap.engine.battle.state import BattleState, ZoneState
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.grid import Layout
from battlemap.ui.map.palette import ZONE_BAND, ZONE_OUTLINE, ZONE_TEXT, terrain_colour
from battlemap.ui.map.picture_files import read_picture

BACKGROUND_Z = -10.0
ZONE_Z = 2.0
EDGE_Z = 2.5
#: Opacity of the terrain fills over a background picture.
TERRAIN_OVER_PICTURE = 0.35


def zone_outline(layout: Layout, zone: ZoneState) -> QPainterPath:
    """The merged outline of a zone's cells: one closed loop per border, holes included.

    Only the sides a zone cell shares with no other cell of the zone are drawn,
    joined end to end into loops, so Qt has nothing left to merge: uniting
    every cell's polygon (`QPainterPath.simplified`) took seconds on zones of
    tens of thousands of cells. Cells inside the zone cost a look at their
    neighbours only.
    """
    path = QPainterPath()
    for loop in _loops(_border_sides(layout, zone.cells)):
        path.addPolygon(QPolygonF(loop))
        path.closeSubpath()
    return path


Point = tuple[float, float]
#: A corner as whole numbers: the same corner reached from two cells has one key.
Key = tuple[int, int]


def _border_sides(layout: Layout, cells: frozenset[int]) -> list[tuple[Key, Key, QPointF]]:
    """Each side of a zone cell with no zone cell beyond it, directed with the zone on its right:
    (start key, end key, end point)."""
    if not cells:
        return []
    grid = layout.grid
    adjacency, sides = grid.adjacency(), _side_offsets(layout)
    # Corners lie on a lattice: counted in its pitch from the map's top-left corner (a corner of
    # it too), they are whole numbers, and never below 0, so int(... + 0.5) rounds them.
    pitch_x = min(abs(x) for _, side in sides for x, _ in side if abs(x) > 1e-9)
    pitch_y = min(abs(y) for _, side in sides for _, y in side if abs(y) > 1e-9)
    x0, y0, _, _ = layout.bounds()
    found = []
    for index in sorted(cells):
        inside = {d for other, d, diagonal in adjacency[index] if not diagonal and other in cells}
        if len(inside) == len(sides):
            continue  # no side of it on the border
        # Not grid.cell(index): that builds the table of every cell of the map, for a few of them.
        cx, cy = layout.center(grid.from_offset(index % grid.cols, index // grid.cols))
        for d, ((px, py), (qx, qy)) in sides:
            if d in inside:
                continue
            px, py, qx, qy = cx + px - x0, cy + py - y0, cx + qx - x0, cy + qy - y0
            found.append(((int(px / pitch_x + 0.5), int(py / pitch_y + 0.5)),
                          (int(qx / pitch_x + 0.5), int(qy / pitch_y + 0.5)), QPointF(qx + x0, qy + y0)))
    return found


@lru_cache(maxsize=4)
def _side_offsets(layout: Layout) -> tuple[tuple[int, tuple[Point, Point]], ...]:
    """Per side direction, the side's ends from the cell's centre (all cells are congruent),
    directed with the cell on the right (screen y grows downward)."""
    grid = layout.grid
    cell = grid.from_offset(0, 0)
    cx, cy = layout.center(cell)
    offsets = []
    for edge in grid.edges_of(cell):
        other = edge.b if edge.a == cell else edge.a
        direction = next(d for d in range(grid.directions) if grid.neighbor(cell, d) == other)
        (px, py), (qx, qy) = ((x - cx, y - cy) for x, y in layout.edge_segment(edge))
        if qx * py - qy * px > 0:  # the centre (0, 0) left of p -> q: turn it round
            (px, py), (qx, qy) = (qx, qy), (px, py)
        offsets.append((direction, ((px, py), (qx, qy))))
    return tuple(offsets)


def _loops(sides: list[tuple[Key, Key, QPointF]]) -> list[list[QPointF]]:
    """The directed sides joined end to end into closed loops (a corner two loops touch joins either)."""
    following: dict[Key, list[tuple[Key, QPointF]]] = {}
    for start, end, point in sides:
        following.setdefault(start, []).append((end, point))
    loops = []
    for first in following:
        while following[first]:
            loop, at = [], first
            while following.get(at):
                at, point = following[at].pop()
                loop.append(point)
                if at == first:
                    break
            loops.append(loop)
    return loops


def edge_paths(layout: Layout, terrain: TerrainMap) -> dict[str, QPainterPath]:
    """Terrain id -> the path of every edge wall and free wall drawn with that terrain."""
    paths: dict[str, QPainterPath] = {}
    for edge, kind in terrain.edge_walls.items():
        (x0, y0), (x1, y1) = layout.edge_segment(edge)
        path = paths.setdefault(kind.id, QPainterPath())
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
    for segment in terrain.segment_layer.segments:
        (x0, y0), (x1, y1) = (segment_point(layout, p) for p in (segment.a, segment.b))
        path = paths.setdefault(segment.kind.id, QPainterPath())
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
    return paths


def segment_point(layout: Layout, point: tuple[float, float]) -> tuple[float, float]:
    """A map point of `terrain.segments` (the grid's unit world coordinates) in scene coordinates."""
    return layout.origin[0] + layout.size * point[0], layout.origin[1] + layout.size * point[1]


def scene_to_map(layout: Layout, x: float, y: float) -> tuple[float, float]:
    """A scene point in the map units of `terrain.segments`."""
    return (x - layout.origin[0]) / layout.size, (y - layout.origin[1]) / layout.size


class MapFeatures:
    """The zone, edge and background items of one scene."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, state: BattleState) -> None:
        self._scene, self._layout = scene, layout
        self.zone_items: dict[str, tuple[QGraphicsPathItem, QGraphicsSimpleTextItem]] = {}
        self.edge_items: dict[str, QGraphicsPathItem] = {}
        self.background_item: QGraphicsPixmapItem | None = None
        self._terrain: TerrainMap | None = None
        self._zones: tuple[ZoneState, ...] | None = None
        self.sync(state)

    def _add_zone(self, zone: ZoneState) -> None:
        if not zone.cells:
            return
        size = self._layout.size
        outline = QGraphicsPathItem(zone_outline(self._layout, zone))
        pen = QPen(QColor(ZONE_OUTLINE))
        pen.setWidthF(size * 0.06)
        pen.setStyle(Qt.PenStyle.DashLine)
        outline.setPen(pen)
        tint = QColor(ZONE_OUTLINE)
        tint.setAlpha(40)
        outline.setBrush(QBrush(tint))
        outline.setZValue(ZONE_Z)
        label = QGraphicsSimpleTextItem(zone.name)
        font = QFont()
        font.setPixelSize(max(1, round(size * 0.26)))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(QColor(ZONE_TEXT)))
        # A dark band under the name, so it reads on water, grass and walls alike.
        text = label.boundingRect()
        pad = size * 0.05
        band = QGraphicsRectItem(QRectF(-pad, 0, text.width() + 2 * pad, text.height()))
        band.setBrush(QBrush(QColor(ZONE_BAND)))
        band.setPen(Qt.PenStyle.NoPen)
        label.setParentItem(band)
        box = outline.path().boundingRect()
        band.setPos(box.left() + size * 0.1, box.top() + size * 0.06)
        band.setZValue(ZONE_Z + 0.1)
        for item in (outline, band):
            self._scene.addItem(item)
        self.zone_items[zone.id] = (outline, label)

    def sync(self, state: BattleState) -> None:
        """Redraw zones when their cells changed, edge features when the terrain changed."""
        if state.zones is not self._zones:
            self._sync_zones(state.zones)
        if state.terrain is self._terrain:
            return
        self._terrain = state.terrain
        for item in self.edge_items.values():
            self._scene.removeItem(item)
        self.edge_items = {}
        width = self._layout.size * 0.14
        for terrain_id, path in edge_paths(self._layout, state.terrain).items():
            item = QGraphicsPathItem(path)
            pen = QPen(terrain_colour(terrain_id), width * (1.4 if "door" in terrain_id else 1.0))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap if "door" in terrain_id else Qt.PenCapStyle.SquareCap)
            item.setPen(pen)
            item.setZValue(EDGE_Z)
            self._scene.addItem(item)
            self.edge_items[terrain_id] = item

    def _sync_zones(self, zones: tuple[ZoneState, ...]) -> None:
        for outline, label in self.zone_items.values():
            self._scene.removeItem(outline)
            self._scene.removeItem(label.parentItem())
        self.zone_items = {}
        self._zones = zones
        for zone in zones:
            self._add_zone(zone)

    def set_background(self, background: Background | None, grid_item) -> bool:
        """Show a picture under the grid (None removes it); False when the file does not load."""
        if self.background_item is not None:
            self._scene.removeItem(self.background_item)
            self.background_item = None
        grid_item.setOpacity(1.0)
        if background is None:
            return True
        image = read_picture(background.path)
        if image is None:
            return False
        pixmap = QPixmap.fromImage(image)
        item = QGraphicsPixmapItem(pixmap)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setZValue(BACKGROUND_Z)
        self._scene.addItem(item)
        self.background_item = item
        self.place_background(background)
        grid_item.setOpacity(TERRAIN_OVER_PICTURE)
        return True

    def place_background(self, background: Background) -> None:
        """Move and scale the picture shown to `background`'s placement, its file not read again
        (the live preview of aligning it by hand)."""
        item = self.background_item
        if item is None:
            return
        # The file says image pixels per cell and an offset in cells: the layout turns both into world units.
        size = self._layout.size
        x0, y0, _, _ = self._layout.bounds()
        item.setScale(size / background.scale)
        item.setPos(x0 + background.offset_x * size, y0 + background.offset_y * size)
        item.setOpacity(background.opacity)
