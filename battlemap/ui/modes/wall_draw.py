"""Drawing free walls: click to start a wall, click to end it, and the end starts the next one.

A pointer mode like drawing an overwatch. Each end is snapped to the
nearest grid corner when close to one (`wall_points.snapped`); while the
pointer moves a line runs from the last end to where the next would go.
Every wall drawn is one undoable command (`draw(start, end)`, the
document's draw_segment). A right-click ends the chain and leaves the mode
on (a right-click with no chain ends the mode); Escape ends the mode.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF

from battlemap.document.tools import LEFT, RIGHT, PointerEvent
from battlemap.ui.map.features import segment_point
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.wall_edit import rubber_band
from battlemap.ui.map.wall_points import Point, snapped, to_map


class WallDrawMode:
    """The pointer draws walls; `draw(start, end)` (map units) returns True when one was drawn."""

    #: Wants every pointer move, not only moves into another cell (the line follows the pointer).
    every_move = True

    def __init__(self, scene: MapScene, draw: Callable[[Point, Point], bool],
                 on_end: Callable[[], None]) -> None:
        self._scene, self._draw, self._on_end = scene, draw, on_end
        self.start: Point | None = None
        self._done = False
        self.line = rubber_band(scene)

    def handle(self, event: PointerEvent) -> bool:
        """Left press: an end (the start, or the end of a wall and the next one's start)."""
        if event.kind == "press" and event.button == RIGHT:
            if self.start is None:
                self.cancel()
            self._stop_chain()
            return True
        if event.point is None:
            return event.kind in ("move", "release") or event.button == LEFT
        at = self._at(event.point)
        if event.kind == "press" and event.button == LEFT:
            if self.start is None or self._draw(self.start, at):
                self.start = at
            self._stretch(at)
            return True
        if event.kind == "move" and self.start is not None:
            self._stretch(at)
        return event.kind in ("move", "release") or event.button == LEFT

    def _at(self, point: tuple[float, float]) -> Point:
        layout = self._scene.layout
        return snapped(layout.grid, to_map(layout, point))

    def _stretch(self, to: Point) -> None:
        if self.start is None:
            return
        layout = self._scene.layout
        a, b = segment_point(layout, self.start), segment_point(layout, to)
        self.line.setLine(QLineF(QPointF(*a), QPointF(*b)))
        self.line.setVisible(True)

    def _stop_chain(self) -> None:
        self.start = None
        self.line.setVisible(False)

    def cancel(self) -> None:
        """Escape or another mode: the chain ends, nothing more is drawn."""
        if self._done:
            return
        self._done = True
        self._stop_chain()
        if self.line.scene() is not None:
            self.line.scene().removeItem(self.line)
        self._on_end()
