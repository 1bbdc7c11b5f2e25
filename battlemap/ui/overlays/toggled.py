"""Overlays the GM toggles in the View menu: cover, crowd density, threat, overwatch.

Each is drawn from the engine's answers for the current state: the cover
each terrain cell or edge gives, `crowd_at` per occupied cell, the cells the
other side threatens (`threatened_cells`), the cells and lines of every
armed overwatch (`watched_cells`). Only the overlays switched on are
computed, and again only when the state changes.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.threat import threatened_cells
from battlemap.grid import Layout
from battlemap.ui.map.palette import COVER_FULL, COVER_PARTIAL, CROWD_DENSITY, THREAT, WATCHED
from battlemap.ui.overlays.badges import BadgeLayer
from battlemap.ui.overlays.cells import CellShade
from battlemap.ui.overlays.drag import hatch
from battlemap.ui.overlays.lines import LineSet, all_watched, farthest_lines

COVER, CROWD, THREAT_OVERLAY, OVERWATCH = "cover", "crowd", "threat", "overwatch"
OVERLAYS = (COVER, CROWD, THREAT_OVERLAY, OVERWATCH)
_Z = {COVER: 3.0, THREAT_OVERLAY: 4.0, OVERWATCH: 4.5}


def _count(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


def reference_side(state: BattleState, selected: str | None) -> str | None:
    """The side whose enemies' threat is shown: the selected token's, else the active one's."""
    for token_id in (selected, state.combat.active):
        if token_id is not None and state.has_token(token_id):
            return state.token(token_id).side
    return state.tokens[0].side if state.tokens else None


class MapOverlays:
    """The toggled overlays of one scene."""

    def __init__(self, scene: QGraphicsScene, layout: Layout) -> None:
        self._layout = layout
        self.enabled: set[str] = set()
        partial = hatch(COVER_PARTIAL, 170, Qt.BrushStyle.BDiagPattern)
        self.cover_partial = CellShade(layout, partial, _Z[COVER])
        self.cover_full = CellShade(layout, hatch(COVER_FULL, 200, Qt.BrushStyle.DiagCrossPattern), _Z[COVER])
        self.cover_edges = QGraphicsPathItem()
        edge_pen = QPen(QColor(COVER_PARTIAL))
        edge_pen.setWidthF(layout.size * 0.12)
        self.cover_edges.setPen(edge_pen)
        self.cover_edges.setZValue(_Z[COVER])
        self.threat = CellShade(layout, hatch(THREAT, 150, Qt.BrushStyle.FDiagPattern), _Z[THREAT_OVERLAY])
        self.watched = CellShade(layout, hatch(WATCHED, 60, Qt.BrushStyle.SolidPattern), _Z[OVERWATCH])
        line_pen = QPen(QColor(WATCHED))
        line_pen.setWidthF(layout.size * 0.08)
        line_pen.setStyle(Qt.PenStyle.DashLine)
        self.lines = LineSet(scene, line_pen, _Z[OVERWATCH])
        self.crowd = BadgeLayer(layout)
        self._cover_of: object | None = None  # the TerrainMap the cover overlay was drawn for
        for item in (self.cover_partial, self.cover_full, self.cover_edges, self.threat,
                     self.watched, self.crowd):
            scene.addItem(item)

    def set_enabled(self, overlay: str, on: bool, state: BattleState, selected: str | None) -> None:
        """Switch one overlay on or off and draw it for `state`."""
        if on:
            self.enabled.add(overlay)
        else:
            self.enabled.discard(overlay)
        self.refresh(state, selected, only=overlay)

    def refresh(self, state: BattleState, selected: str | None, only: str | None = None) -> None:
        """Redraw the overlays switched on (or just `only`) for a new state or selection."""
        for overlay in ((only,) if only else OVERLAYS):
            on = overlay in self.enabled
            if overlay == COVER:
                self._cover(state if on else None)
            elif overlay == CROWD:
                self.crowd.set_badges(self._crowd(state) if on else {})
            elif overlay == THREAT_OVERLAY:
                self.threat.set_cells(self._threat(state, selected) if on else ())
            elif overlay == OVERWATCH:
                watched = all_watched(state) if on else {}
                self.watched.set_cells(watched)
                self.lines.set_lines(farthest_lines(state, self._layout, watched))

    def _cover(self, state: BattleState | None) -> None:
        if state is not None and state.terrain is self._cover_of:
            return  # cover is terrain: a move or a turn changes none of it
        self._cover_of = state.terrain if state is not None else None
        if state is None:
            self.cover_partial.set_cells(())
            self.cover_full.set_cells(())
            self.cover_edges.setPath(QPainterPath())
            return
        terrain, size = state.terrain, state.grid.size
        self.cover_partial.set_cells(i for i in range(size) if terrain.type_at(i).cover == "partial")
        self.cover_full.set_cells(i for i in range(size) if terrain.type_at(i).cover == "full")
        path = QPainterPath()
        for edge, kind in terrain.edge_walls.items():
            if kind.cover != "none" or kind.blocks_sight:
                a, b = self._layout.edge_segment(edge)
                path.moveTo(QPointF(*a))
                path.lineTo(QPointF(*b))
        self.cover_edges.setPath(path)

    def _crowd(self, state: BattleState) -> dict[int, tuple[str, str]]:
        badges = {}
        for index in state.occupancy:
            crowd = crowd_at(state, state.grid.cell(index))
            badges[index] = (_count(crowd.individuals), CROWD_DENSITY.get(crowd.density, "#cccccc"))
        return badges

    def _threat(self, state: BattleState, selected: str | None) -> set[int]:
        side = reference_side(state, selected)
        cells: set[int] = set()
        for token in state.tokens:
            if token.side != side:
                cells |= threatened_cells(state, token)
        return cells
