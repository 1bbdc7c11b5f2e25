"""What the map shows while a token is in the air, from the document's DragPreview.

Reachable cells shaded by cost (three bands of the budget), the cells where
an enemy reacts hatched red, the cells an overwatch watches tinted orange with
a line from each watcher, the path with its cost and reactions, and a ghost
of the token at the cell under the pointer. The reach, threat and watch
tables are the same objects for the whole drag, so they are turned into
paths once, at the press; each hover only redraws the path and the ghost.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene

from battlemap.document.drag import DragPreview
from battlemap.engine.state import BattleState
from battlemap.grid import Layout
from battlemap.ui.cell_overlay import BandedShade, CellShade
from battlemap.ui.line_set import LineSet, farthest_lines
from battlemap.ui.palette import REACH, THREAT, WATCHED
from battlemap.ui.path_overlay import PathOverlay

REACH_Z, THREAT_Z, WATCH_Z, GHOST_Z = 5.0, 6.0, 7.0, 29.0
#: Alpha of the reach bands: cheapest third darkest, last third faintest.
_REACH_ALPHAS = (110, 75, 45)


def hatch(colour: str, alpha: int, style: Qt.BrushStyle) -> QBrush:
    """A hatched brush of a translucent colour."""
    tint = QColor(colour)
    tint.setAlpha(alpha)
    return QBrush(tint, style)


class DragOverlays:
    """The drag's overlay items in one scene; `show(preview)` and `clear()`."""

    def __init__(self, scene: QGraphicsScene, layout: Layout) -> None:
        self._scene, self._layout = scene, layout
        self.reach = BandedShade(layout, QColor(REACH), _REACH_ALPHAS, REACH_Z)
        self.threat = CellShade(layout, hatch(THREAT, 200, Qt.BrushStyle.BDiagPattern), THREAT_Z)
        self.watched = CellShade(layout, hatch(WATCHED, 90, Qt.BrushStyle.SolidPattern), WATCH_Z)
        self.path = PathOverlay(layout)
        self.ghost = QGraphicsEllipseItem()
        self.ghost.setZValue(GHOST_Z)
        self.ghost.setVisible(False)
        pen = QPen(QColor(WATCHED))
        pen.setWidthF(layout.size * 0.08)
        pen.setStyle(Qt.PenStyle.DashLine)
        self.lines = LineSet(scene, pen, WATCH_Z)
        self._tables: tuple[object, object, object] | None = None
        for item in (self.reach, self.threat, self.watched, self.path, self.path.cells, self.ghost):
            scene.addItem(item)

    def show(self, preview: DragPreview, state: BattleState, names: Mapping[str, str]) -> None:
        """Show a drag's preview; the per-drag tables are redrawn only when they are new."""
        tables = (preview.reachable, preview.threatened, preview.watched)
        if self._tables is None or any(a is not b for a, b in zip(tables, self._tables)):
            self._tables = tables
            self.reach.set_values(preview.reachable, preview.budget)
            self.threat.set_cells(preview.threatened)
            self.watched.set_cells(preview.watched)
            self.lines.set_lines(farthest_lines(state, self._layout, preview.watched))
        token = state.token(preview.token)
        if preview.target is None or not preview.path:
            self.path.clear()
            self.ghost.setVisible(False)
            return
        self.path.show_preview(token.cell, preview, names)
        self._show_ghost(state, preview)

    def _show_ghost(self, state: BattleState, preview: DragPreview) -> None:
        scene = self._scene
        item = getattr(scene, "token_items", {}).get(preview.token)
        if item is None:
            return
        r = item.radius
        self.ghost.setRect(QRectF(-r, -r, 2 * r, 2 * r))
        colour = QColor(item.brush().color())
        colour.setAlpha(130 if preview.legal else 60)
        self.ghost.setBrush(QBrush(colour))
        self.ghost.setPen(QPen(Qt.PenStyle.NoPen))
        x, y = self._layout.center(preview.path[-1])
        centre = item.pos() - QPointF(*self._layout.center(state.token(preview.token).cell))
        self.ghost.setPos(QPointF(x, y) + centre)
        self.ghost.setVisible(True)

    def clear(self) -> None:
        """The drag ended: hide everything."""
        self._tables = None
        self.reach.clear()
        self.threat.set_cells(())
        self.watched.set_cells(())
        self.lines.clear()
        self.path.clear()
        self.ghost.setVisible(False)
