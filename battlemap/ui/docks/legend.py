"""The Legend dock: what each colour and mark on the map is, and what it does in this ruleset.

Rows come from the battle as it stands, in five groups: the terrain types
painted on cells, the features drawn on edges (walls, low walls, doors),
the kinds of free walls drawn anywhere (`terrain.segments`: walls, low
walls, windows, doors open or closed), the zones, and what only the GM sees (armed mines, items lying about,
hidden tokens). Each terrain row shows its swatch as the map draws it
(`ui/map/palette`), its name in the interface language, and the ruleset's
terrain table: movement, cover, whether it blocks sight. It follows the
document's signals, so painting a new terrain type adds its row.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.marks import MINE_PREPARED, gm_marks
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap, TerrainType
from battlemap.ui.map.gm_marks import mine_path
from battlemap.ui.map.map_items import ITEM_EDGE, ITEM_FILL
from battlemap.ui.map.palette import (
    GRID_LINE,
    MINE_BODY,
    MINE_CORE,
    MINE_RIM,
    ZONE_OUTLINE,
    terrain_colour,
)
from battlemap.ui.words.terrain import (
    cover_word,
    field_text,
    movement_text,
    sight_text,
    terrain_name,
    zone_tag_text,
)

translate = QCoreApplication.translate

GROUND, EDGES, FREE_WALLS, ZONES, GM_ONLY = "ground", "edges", "segments", "zones", "gm"
_SWATCH = 22
#: The widest the legend grows to fit its rows (px); past it the names elide, never the effects.
_MAX_WIDTH = 400


@dataclass(frozen=True)
class LegendRow:
    """One row: its group, what it stands for (`key`: a terrain, zone or mark id) and its texts."""

    group: str
    key: str
    name: str
    movement: str = ""
    cover: str = ""
    sight: str = ""
    tooltip: str = ""


def _terrain_row(group: str, kind: TerrainType, fields: dict, names: dict[str, str]) -> LegendRow:
    name = terrain_name(kind)
    tooltip = name
    if kind.door:
        tooltip += "\n" + translate("LegendDock", "A door: right-click it to open or close it.")
    tooltip += "".join("\n" + field_text(k, v, names) for k, v in sorted(fields.items()))
    return LegendRow(group, kind.id, name, movement_text(kind), cover_word(kind.cover), sight_text(kind), tooltip)


def terrain_rows(state: BattleState) -> tuple[LegendRow, ...]:
    """The terrain types painted on cells, then those drawn on edges, in the ruleset's order."""
    terrain: TerrainMap = state.terrain
    table = state.ruleset.terrain
    used = sorted(set(terrain.palette))
    names = {kind.id: terrain_name(kind) for kind in terrain.types}
    rows = [_terrain_row(GROUND, terrain.types[i], _fields(table, terrain.types[i].id), names) for i in used]
    order = {t.id: n for n, t in enumerate(terrain.types)}
    edges = {kind.id: kind for kind in terrain.edge_walls.values()}
    for terrain_id in sorted(edges, key=lambda t: order.get(t, len(order))):
        rows.append(_terrain_row(EDGES, edges[terrain_id], _fields(table, terrain_id), names))
    free = {segment.kind.id: segment.kind for segment in terrain.segment_layer.segments}
    for terrain_id in sorted(free, key=lambda t: order.get(t, len(order))):
        rows.append(_terrain_row(FREE_WALLS, free[terrain_id], _fields(table, terrain_id), names))
    return tuple(rows)


def _fields(table, terrain_id: str) -> dict:
    entry = table.get(terrain_id)
    return dict(entry.fields) if entry is not None else {}


def other_rows(state: BattleState) -> tuple[LegendRow, ...]:
    """Zones, then the GM-only group: mines, items lying on the map, hidden tokens."""
    rows = [LegendRow(ZONES, zone.id, zone.name, tooltip=", ".join(zone_tag_text(t) for t in zone.tags))
            for zone in state.zones if zone.cells]
    marks = gm_marks(state)
    laying = sum(1 for m in marks if m.kind == MINE_PREPARED)
    gm_only = translate("LegendDock", "Drawn for the GM only, never on the Player View.")
    counts = (
        ("mine_armed", len(marks) - laying, translate("LegendDock", "Armed mine ({n})"), gm_only),
        (MINE_PREPARED, laying, translate("LegendDock", "Mine being laid ({n})"),
         translate("LegendDock", "It arms at the end of its layer's turn. GM only.")),
        ("item", len(state.items), translate("LegendDock", "Item on the map ({n})"), gm_only),
        ("hidden", sum(1 for t in state.tokens if t.hidden), translate("LegendDock", "Hidden token ({n})"),
         translate("LegendDock", "A ghost for the GM; the Player View does not draw it.")),
    )
    rows.extend(LegendRow(GM_ONLY, key, text.format(n=n), tooltip=tip) for key, n, text, tip in counts if n)
    return tuple(rows)


def swatch(row: LegendRow) -> QIcon:
    """The row's mark as the map draws it: a filled cell, an edge line, a zone outline, a mine."""
    pixmap = QPixmap(_SWATCH, _SWATCH)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QRectF(2, 2, _SWATCH - 4, _SWATCH - 4)
    if row.group == GROUND:
        painter.setPen(QPen(QColor(GRID_LINE), 1))
        painter.setBrush(QBrush(terrain_colour(row.key)))
        painter.drawRect(box)
    elif row.group in (EDGES, FREE_WALLS):
        painter.setPen(QPen(QColor(GRID_LINE), 1))
        painter.setBrush(QBrush(terrain_colour("open")))
        painter.drawRect(box)
        pen = QPen(terrain_colour(row.key), 5)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        if row.group == EDGES:  # along the cell's side
            painter.drawLine(QPointF(_SWATCH / 2, 1), QPointF(_SWATCH / 2, _SWATCH - 1))
        else:  # a free wall runs anywhere: across the cell
            painter.drawLine(QPointF(4, _SWATCH - 4), QPointF(_SWATCH - 4, 4))
    elif row.group == ZONES:
        tint = QColor(ZONE_OUTLINE)
        tint.setAlpha(60)
        painter.setBrush(QBrush(tint))
        painter.setPen(QPen(QColor(ZONE_OUTLINE), 2, Qt.PenStyle.DashLine))
        painter.drawRect(box)
    else:
        _gm_swatch(painter, row.key)
    painter.end()
    return QIcon(pixmap)


def _gm_swatch(painter: QPainter, key: str) -> None:
    centre = QPointF(_SWATCH / 2, _SWATCH / 2)
    painter.translate(centre)
    if key in ("mine_armed", MINE_PREPARED):
        body = QColor(MINE_BODY)
        if key == MINE_PREPARED:
            body.setAlpha(150)
        style = Qt.PenStyle.DashLine if key == MINE_PREPARED else Qt.PenStyle.SolidLine
        painter.setPen(QPen(QColor(MINE_RIM), 1, style))
        painter.setBrush(QBrush(body))
        painter.drawPath(mine_path(_SWATCH / 2 - 1))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(MINE_CORE)))
        painter.drawEllipse(QPointF(0, 0), 3, 3)
    elif key == "item":
        painter.setPen(QPen(QColor(ITEM_EDGE), 1))
        painter.setBrush(QBrush(QColor(ITEM_FILL)))
        painter.rotate(45)
        painter.drawRect(QRectF(-6, -6, 12, 12))
    else:  # a hidden token: the GM's ghost of a disc
        painter.setPen(QPen(QColor("#7a7a7a"), 1, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(QColor(120, 120, 120, 90)))
        painter.drawEllipse(QPointF(0, 0), 9, 9)


class LegendDock(QDockWidget):
    """The map's legend, grouped; rows rebuilt only when what they show changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Legend"), parent)
        self.setObjectName("legend_dock")
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels([self.tr("Terrain"), self.tr("Movement"), self.tr("Cover"), self.tr("Sight")])
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.setWidget(self.tree)
        self.document: BattleDocument | None = None
        self._terrain: object = None
        self._terrain_rows: tuple[LegendRow, ...] = ()
        self.rows: tuple[LegendRow, ...] = ()

    def bind(self, document: BattleDocument) -> None:
        """Follow `document`'s battle."""
        self.unbind()
        self.document = document
        self._terrain = None
        document.state_changed.connect(self._refresh)
        self._refresh(document.state)

    def unbind(self) -> None:
        if self.document is not None:
            self.document.state_changed.disconnect(self._refresh)
            self.document = None

    def _refresh(self, state: BattleState) -> None:
        if state.terrain is not self._terrain:  # a move leaves the terrain as it was: no scan
            self._terrain, self._terrain_rows = state.terrain, terrain_rows(state)
        rows = self._terrain_rows + other_rows(state)
        if rows != self.rows:
            self.rows = rows
            self._fill(rows)

    def _fill(self, rows: tuple[LegendRow, ...]) -> None:
        self.tree.clear()
        titles = {GROUND: self.tr("On cells"), EDGES: self.tr("On edges"), FREE_WALLS: self.tr("Free walls"),
                  ZONES: self.tr("Zones"), GM_ONLY: self.tr("GM only")}
        for group, title in titles.items():
            members = [row for row in rows if row.group == group]
            if not members:
                continue
            heading = QTreeWidgetItem(self.tree, [title])
            font = QFont(heading.font(0))
            font.setBold(True)
            heading.setFont(0, font)
            heading.setFirstColumnSpanned(True)
            for row in members:
                item = QTreeWidgetItem(heading, [row.name, row.movement, row.cover, row.sight])
                item.setIcon(0, swatch(row))
                for column in range(4):
                    item.setToolTip(column, row.tooltip or row.name)
            heading.setExpanded(True)
        self.tree.setIconSize(QPixmap(_SWATCH, _SWATCH).size())
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Wide enough for every name and word (a cut name reads as another terrain), up to a
        width that leaves the map its room; past it the names elide (the tooltip has them whole)."""
        wanted = sum(max(self.tree.sizeHintForColumn(c), self.tree.header().sectionSizeHint(c))
                     for c in range(4))
        frame = 2 * self.tree.frameWidth() + self.tree.verticalScrollBar().sizeHint().width() + 4
        self.tree.setMinimumWidth(min(wanted + frame, _MAX_WIDTH))

    def names(self, group: str | None = None) -> list[str]:
        """The names the rows show, of one group or all (for tests)."""
        return [row.name for row in self.rows if group is None or row.group == group]
