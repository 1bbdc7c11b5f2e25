"""What the map shows while a token is in the air, from the document's DragPreview.

Reachable cells shaded by cost (three bands of the budget), the cells where
an enemy reacts hatched red, the cells an overwatch watches tinted orange with
a line from each watcher, the path with its cost and reactions, and a ghost
of the token at the cell under the pointer. The reach, threat and watch
tables are the same objects for the whole drag, so they are turned into
paths once, at the press, and painted by one cached `ShadeLayer`; each
hover only redraws the path and the ghost.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsView

from battlemap.document.drag import DragPreview
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.preview import MovePreview
from battlemap.engine.play.legality import cost_for
from battlemap.grid import Layout
from battlemap.schema.actions import Cost
from battlemap.ui.map.palette import REACH, THREAT, WATCHED
from battlemap.ui.overlays.cells import ShadeLayer
from battlemap.ui.overlays.lines import LineSet, farthest_lines
from battlemap.ui.overlays.path import PathOverlay
from battlemap.ui.words.costs import cost_text
from battlemap.ui.words.names import localized
from battlemap.ui.words.reasons import reasons_text

REACH_Z, WATCH_Z, GHOST_Z = 5.0, 7.0, 29.0
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
        # Reach, then threat over it, then watched cells: one item under the path and tokens.
        self.field = ShadeLayer(layout, REACH_Z)
        self.reach = self.field.add_bands(QColor(REACH), _REACH_ALPHAS)
        self.threat = self.field.add_cells(hatch(THREAT, 200, Qt.BrushStyle.BDiagPattern))
        self.watched = self.field.add_cells(hatch(WATCHED, 90, Qt.BrushStyle.SolidPattern))
        self.path = PathOverlay(layout)
        self.ghost = QGraphicsEllipseItem()
        self.ghost.setZValue(GHOST_Z)
        self.ghost.setVisible(False)
        pen = QPen(QColor(WATCHED))
        pen.setWidthF(layout.size * 0.08)
        pen.setStyle(Qt.PenStyle.DashLine)
        self.lines = LineSet(scene, pen, WATCH_Z)
        self._tables: tuple[object, object, object] | None = None
        #: True from a drag's first preview to its end (a prepared drag is built but not shown).
        self._showing = False
        self._ghost_look: tuple | None = None
        for item in (self.field, self.path, self.path.cells, self.ghost):
            scene.addItem(item)

    def show(self, preview: DragPreview, state: BattleState, names: Mapping[str, str]) -> None:
        """Show a drag's preview; the per-drag tables are redrawn only when they are new (a drag
        prepared ahead of its press has them drawn already)."""
        move = preview.move
        self._build(preview, state)
        if not self._showing:
            self._showing = True
            self.field.hold(False)
            self.lines.set_visible(True)
        token = state.token(move.token)
        if preview.target is None or not move.path:
            self.path.clear()
            self.ghost.setVisible(False)
            return
        heading, allowed = drag_heading(preview, state, names)
        self.path.show_preview(token.cell, move, names, heading=heading, allowed=allowed)
        self._show_ghost(state, move)

    def prepare(self, preview: DragPreview, state: BattleState, view: QGraphicsView | None = None) -> None:
        """A drag built ahead of its press: its shading drawn now (painted as `view` shows it),
        unshown until the press shows it. Ignored while a drag is on (its shading stays)."""
        if self._showing:
            return
        self.field.hold(True)
        self._build(preview, state)
        if view is not None:
            self.field.render_ahead(view)

    def _build(self, preview: DragPreview, state: BattleState) -> None:
        tables = (preview.reachable, preview.threatened, preview.watched)
        if self._tables is not None and all(a is b for a, b in zip(tables, self._tables)):
            return
        self._tables = tables
        self.reach.set_values(preview.reachable, preview.move.budget)
        self.threat.set_cells(preview.threatened)
        self.watched.set_cells(preview.watched)
        # Added with the shading, hidden until the press shows them (adding items to a scene of
        # thousands re-indexes it: not at the press).
        self.lines.set_lines(farthest_lines(state, self._layout, preview.watched), visible=self._showing)

    def _show_ghost(self, state: BattleState, move: MovePreview) -> None:
        scene = self._scene
        item = getattr(scene, "token_items", {}).get(move.token)
        if item is None:
            return
        look = (item, item.radius, item.brush().color().rgba(), bool(move.legal))
        if look != self._ghost_look:  # a new token or verdict: restyle; a step only moves it
            self._ghost_look = look
            r = item.radius
            self.ghost.setRect(QRectF(-r, -r, 2 * r, 2 * r))
            colour = QColor(item.brush().color())
            colour.setAlpha(130 if move.legal else 60)
            self.ghost.setBrush(QBrush(colour))
            self.ghost.setPen(QPen(Qt.PenStyle.NoPen))
        x, y = self._layout.center(move.path[-1])
        centre = item.pos() - QPointF(*self._layout.center(state.token(move.token).cell))
        self.ghost.setPos(QPointF(x, y) + centre)
        self.ghost.setVisible(True)

    def clear(self) -> None:
        """The drag ended: hide everything."""
        self._tables = None
        self._showing = False
        self._ghost_look = None
        self.field.hold(False)
        self.reach.clear()
        self.threat.set_cells(())
        self.watched.set_cells(())
        self.lines.clear()
        self.path.clear()
        self.ghost.setVisible(False)


def drag_heading(preview: DragPreview, state: BattleState, names: Mapping[str, str]) -> tuple[str, bool]:
    """The label's first line and whether the drop may play at all: the GM's move, the system's
    move action with its cost ("Move (fast)"), or why the token may not move now."""
    if preview.gm:
        return QCoreApplication.translate("DragOverlay", "GM move: no rules"), True
    how = preview.how
    if how is None or (how.action is None and how.allowed):
        return "", True
    if not how.allowed:
        why = reasons_text(how.reasons, dict(names))
        return QCoreApplication.translate("DragOverlay", "Cannot move: {why}").format(why=why), False
    definition = state.ruleset.actions[how.action]
    name = localized(definition.names, how.action)
    cost = path_action_cost(preview, state, how.action)
    if cost.is_free():
        return name, True
    words = cost_text(cost)
    if cost.move > max(1, definition.cost.move):
        # d20: the path only both move actions pay, the drop spends them as one double move.
        return QCoreApplication.translate("DragOverlay", "{action} ({cost}): a double move").format(
            action=name, cost=words), True
    if cost.full_round and not definition.cost.full_round:
        return QCoreApplication.translate("DragOverlay", "{action} ({cost}): minimum movement").format(
            action=name, cost=words), True
    return QCoreApplication.translate("DragOverlay", "{action} ({cost})").format(action=name, cost=words), True


def path_action_cost(preview: DragPreview, state: BattleState, action_id: str) -> Cost:
    """What the drop's move action costs along the path drawn: the system prices it by the path
    (d20: two move actions for a double move, the full-round action for a minimum move)."""
    definition = state.ruleset.actions[action_id]
    move = preview.move
    if not move.path or not state.has_token(move.token):
        return definition.cost
    action = Action(action_id, move.token, path=move.path)
    return cost_for(state, state.token(move.token), definition, action)

