"""The pointer mode of a "drag the path, then click the foe" action (GURPS Move and Attack).

A thin Qt-side wrapper of the document's `AdvanceTool`: while the path is
dragged the tool's drag preview drives the usual overlays (the cells the
chosen maneuver can reach, path, cost, reactions); after the release the
status bar asks for the foe, and hovering a token marks the line of fire
and fills the Odds dock with the exact chance of the attack from the path's
end (`AimMarks`, as ordinary targeting does). A click on the foe pushes the
action as one undoable step and ends the mode. A refused path or click says
why and leaves the mode on for another try; Escape ends it with nothing played.
While the foe is chosen the kept path stays on the map (`PathTrace`: a dashed
line and a ghost of the fighter where the attack will come from).
When the action takes option `targets` (a big unit's bull rush), a
Ctrl+click on a token in the foe phase adds or removes a further target:
the tool keeps them, `TargetPicks` numbers them on the map and lists them,
and `on_picks` (the window's status line) hears of every change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsScene

from battlemap.document.advance import AdvanceTool
from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.attacks.explain import AttackExplanation
from battlemap.grid import Cell, Layout
from battlemap.ui.map.palette import REACH
from battlemap.ui.modes.target_picks import TargetPicks
from battlemap.ui.modes.targeting import AimMarks

TRACE_Z = 28.0  # over the ground and the cells' tints, under the tokens' labels


class PathTrace:
    """The path kept for the attack: a dashed line from the fighter and a ghost at its end."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, cells: tuple[Cell, ...],
                 radius: float | None = None) -> None:
        centres = [QPointF(*layout.center(cell)) for cell in cells]
        outline = QPainterPath(centres[0])
        for point in centres[1:]:
            outline.lineTo(point)
        pen = QPen(QColor(REACH))
        pen.setWidthF(layout.size * 0.1)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.line = QGraphicsPathItem(outline)
        self.line.setPen(pen)
        radius = radius if radius is not None else layout.size * 0.4
        self.ghost = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        ghost = QColor(REACH)
        ghost.setAlpha(110)
        self.ghost.setBrush(QBrush(ghost))
        self.ghost.setPen(pen)
        self.ghost.setPos(centres[-1])
        for item in (self.line, self.ghost):
            item.setZValue(TRACE_Z)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(item)

    def remove(self) -> None:
        for item in (self.line, self.ghost):
            if item.scene() is not None:
                item.scene().removeItem(item)


class AdvanceMode:
    """Drag, then click: `push(result)` gets the command; `on_path()` after the release.

    `marks` (made by `make_marks()` when the foe is to be chosen) show the
    odds of the hovered foe; without `make_marks` the mode only plays.
    """

    def __init__(self, tool: AdvanceTool, push: Callable[[Command | Rejected], bool],
                 on_path: Callable[[], None], on_end: Callable[[], None], *,
                 make_marks: Callable[[], AimMarks] | None = None) -> None:
        self.tool = tool
        self._push, self._on_path, self._on_end = push, on_path, on_end
        self._make_marks = make_marks
        self.marks: AimMarks | None = None
        self.trace: PathTrace | None = None
        self.target: str | None = None
        self.picks: TargetPicks | None = None
        #: Told the further targets after every Ctrl+click (the window's status line).
        self.on_picks: Callable[[tuple[str, ...]], None] | None = None
        self._done = False

    def handle(self, event: PointerEvent) -> bool:
        """Every left-button and move event is the mode's while it is on."""
        phase = self.tool.phase
        if phase == "target" and event.kind == "move":
            self.aim(self.tool.target_at(event.cell))
        result = self.tool.handle(event)
        if phase == "path" and self.tool.phase == "target":
            if self._make_marks is not None:
                self.marks = self._make_marks()
                self._trace()
            self._on_path()
            self._start_picks()
        if self.picks is not None and self.picks.picks != self.tool.picks:
            self.picks.show(self.tool.picks)
            self.aim(self.tool.target_at(event.cell))  # the square's next unit is the one a click hits
        if isinstance(result, Command):
            self.aim(self.tool.target_at(event.cell))
            self._finish(keep_odds=True)
            self._push(result)
        elif isinstance(result, Rejected):
            self._push(result)
        return event.kind == "move" or event.button == LEFT

    def aim(self, target: str | None) -> AttackExplanation | None:
        """Mark the odds against `target` from the path's end (None: nothing aimed)."""
        if self.marks is None:
            return None
        if target == self.target:
            return self.marks.odds.explanation
        self.target = target
        explanation = self.tool.explain(target)
        self.marks.show(explanation, self.tool.document.state)
        return explanation

    def _trace(self) -> None:
        tool, marks = self.tool, self.marks
        if marks is None or not tool.path or not tool.document.state.has_token(tool.actor):
            return
        start = tool.document.state.token(tool.actor).cell
        token = getattr(marks.scene, "token_items", {}).get(tool.actor)  # the ghost as big as the token
        radius = getattr(token, "radius", None)
        self.trace = PathTrace(marks.scene, marks.scene.layout, (start, *tool.path), radius)

    def _start_picks(self) -> None:
        """The foe phase of an action with option `targets`: marks for the Ctrl+clicked ones."""
        tool, marks = self.tool, self.marks
        if marks is None or not tool.picking or self.picks is not None:
            return
        self.picks = TargetPicks(marks.scene, lambda: tool.document.state, tool.actor,
                                 lambda picks: self.on_picks(picks) if self.on_picks else None)
        if self.on_picks is not None:
            self.on_picks(tool.picks)

    def cancel(self) -> None:
        """Escape or another mode: the path is dropped, nothing is played."""
        self.tool.cancel()
        self._finish(keep_odds=False)

    def _finish(self, *, keep_odds: bool) -> None:
        if self._done:
            return
        self._done = True
        if self.marks is not None:
            self.marks.remove(keep_odds=keep_odds)
        if self.trace is not None:
            self.trace.remove()
        if self.picks is not None:
            self.picks.remove()
        self._on_end()
