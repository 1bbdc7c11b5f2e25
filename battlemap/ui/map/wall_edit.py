"""Free walls under the pointer when no mode is on: a click selects one, a press on an end drags it.

The map controller asks this before the move tool, on presses where no
token stands (a token under the pointer is always the one picked up). A
press near a wall's end picks the end up; the line follows the pointer,
snapped as drawing snaps, and the release moves it (one undoable
move_segment). A click on a wall selects it: it is drawn highlighted and
Edit > Delete (the Delete key) deletes it. The selection is this map's,
not the battle's: it is forgotten when the wall is gone (undo, delete).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.features import segment_point
from battlemap.ui.map.palette import SELECTION_RING
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.wall_points import nearest_end, nearest_wall, snapped, to_map

#: Over the walls and tokens: the line is what is being drawn or dragged.
RUBBER_Z = 60.0


def rubber_band(scene: MapScene) -> QGraphicsLineItem:
    """The dashed line showing a wall before it is drawn (or an end while it is dragged)."""
    line = QGraphicsLineItem()
    line.setPen(QPen(QColor(SELECTION_RING), scene.layout.size * 0.08, Qt.PenStyle.DashLine,
                     Qt.PenCapStyle.RoundCap))
    line.setZValue(RUBBER_Z)
    line.setVisible(False)
    scene.addItem(line)
    return line


class WallEditor:
    """Selects free walls and drags their ends on one map."""

    def __init__(self, document: BattleDocument, scene: MapScene,
                 push: Callable[[Command | Rejected], object]) -> None:
        self.document, self._scene, self._push = document, scene, push
        self.selected: int | None = None
        self._spec = None  # the selected wall as last seen, to follow it when others move up
        #: (segment, end) being dragged, or None.
        self.grabbed: tuple[int, int] | None = None
        self.line = rubber_band(scene)
        self.mark = QGraphicsLineItem()
        self.mark.setPen(QPen(QColor(SELECTION_RING), scene.layout.size * 0.16, Qt.PenStyle.SolidLine,
                              Qt.PenCapStyle.RoundCap))
        self.mark.setOpacity(0.6)
        self.mark.setZValue(RUBBER_Z - 1)
        self.mark.setVisible(False)
        scene.addItem(self.mark)

    @property
    def dragging(self) -> bool:
        return self.grabbed is not None

    def handle(self, event: PointerEvent) -> bool:
        """True when the event was about a wall (the move tool then leaves it)."""
        if self.grabbed is not None:
            return self._drag(event)
        if event.kind != "press" or event.button != LEFT or event.point is None:
            return False
        state = self.document.state
        if event.cell is not None and state.tokens_at(event.cell):
            self.select(None)
            return False
        layout = self._scene.layout
        at = to_map(layout, event.point)
        end = nearest_end(state, at)
        index = end[0] if end is not None else nearest_wall(state, at)
        self.select(index)
        if index is None:
            return False
        self.document.select(None)  # the Delete key is for the wall now
        self.grabbed = end
        return True

    def _drag(self, event: PointerEvent) -> bool:
        assert self.grabbed is not None
        index, end = self.grabbed
        state = self.document.state
        segment = state.terrain.segment_layer.segments[index]
        fixed, current = (segment.b, segment.a) if end == 0 else (segment.a, segment.b)
        to = current if event.point is None else snapped(state.grid, to_map(self._scene.layout, event.point))
        if event.kind == "release":
            self.grabbed = None
            self.line.setVisible(False)
            if to != current:
                self._spec = None  # the selected wall changes here, on purpose
                self._push(self.document.move_segment_end_command(index, end, to))
            return True
        layout = self._scene.layout
        self.line.setLine(QLineF(QPointF(*segment_point(layout, fixed)), QPointF(*segment_point(layout, to))))
        self.line.setVisible(True)
        return True

    def select(self, index: int | None) -> None:
        """Select free wall `index` (None: none), drawn highlighted."""
        self.selected, self._spec = index, None
        self.refresh(self.document.state)

    def refresh(self, state: BattleState) -> None:
        """Follow the battle: the highlight on the selected wall, forgotten when the wall is gone."""
        segments = state.terrain.segment_layer.segments
        if self.selected is not None:
            specs = [s.spec for s in segments]
            here = specs[self.selected] if self.selected < len(specs) else None
            if self._spec is not None and here != self._spec:
                self.selected = specs.index(self._spec) if self._spec in specs else None
            self._spec = specs[self.selected] if self.selected is not None else None
        if self.selected is None:
            self.mark.setVisible(False)
            return
        layout, segment = self._scene.layout, segments[self.selected]
        a, b = segment_point(layout, segment.a), segment_point(layout, segment.b)
        self.mark.setLine(QLineF(QPointF(*a), QPointF(*b)))
        self.mark.setVisible(True)

    def cancel(self) -> None:
        """Escape: a dragged end goes back (nothing moved)."""
        self.grabbed = None
        self.line.setVisible(False)
