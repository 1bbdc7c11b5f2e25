"""Aligning the background picture by hand (View > Align Background by Hand...): drag it, pin two points.

A pointer mode over the picture shown under the grid. A left drag moves
the picture by the dragged amount (the map shows it live). Scaling is by
two points, after `start_two_points()`: the GM presses on a point of the
picture they can place (a corner of the picture's own grid), drags it and
drops it on a grid corner (the drop snaps to the nearest corner, a marker
shows where); the picture moves so that point sits there. Then a second
point, dropped on another corner: the picture scales about the first (the
arithmetic is document/background_fit.py), live while it is dragged.

Nothing is pushed while the mode is on: `done()` (Enter, Done) hands the
placement to `on_end`, which pushes one undoable command; `cancel()`
(Escape) puts the picture back where it was and hands None. `step(name)` is
told each step, so the window says in the status bar what to do next:
MOVING, FIRST_POINT, SECOND_POINT, SCALED or TOO_CLOSE.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem

from battlemap.document.background import Background
from battlemap.document.background_fit import moved, picture_point, pinned, two_point
from battlemap.document.tools import LEFT, RIGHT, PointerEvent
from battlemap.grid import Layout
from battlemap.ui.map.palette import SELECTION_RING
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.wall_points import nearest_corner, on_map, to_map

Point = tuple[float, float]

MOVING, FIRST_POINT, SECOND_POINT, SCALED, TOO_CLOSE = "moving", "first", "second", "scaled", "too_close"
#: Over the tokens and overlays: the pins are what the GM is placing.
PIN_Z = 60.0
#: A pin marker's radius, in cell sizes.
PIN_RADIUS = 0.22


def picture_cells(layout: Layout, point: Point) -> Point:
    """A scene point in the background's units: cells from the map's top-left corner."""
    x0, y0, _, _ = layout.bounds()
    return (point[0] - x0) / layout.size, (point[1] - y0) / layout.size


def corner_near(layout: Layout, point: Point) -> Point:
    """The grid corner nearest a scene point, in the background's units (cells from the top-left)."""
    corner = nearest_corner(layout.grid, on_map(layout.grid, to_map(layout, point)))
    scene = (layout.origin[0] + corner[0] * layout.size, layout.origin[1] + corner[1] * layout.size)
    return picture_cells(layout, scene)


@dataclass(frozen=True)
class _Press:
    """Where a drag began: the pointer (background units), the placement then, the picture's pixel there."""

    at: Point
    background: Background
    pixel: Point


class BackgroundAlignMode:
    """The pointer moves and scales the picture; `on_end(placement or None)` runs once."""

    #: Wants every pointer move, not only moves into another cell (the picture follows the pointer).
    every_move = True
    #: And moves off the map: the picture may be larger than the map, or dragged past its edge.
    off_map_moves = True

    def __init__(self, scene: MapScene, start: Background, step: Callable[[str], None],
                 on_end: Callable[[Background | None], None]) -> None:
        self._scene, self._layout = scene, scene.layout
        self._step, self._on_end = step, on_end
        self.original = self.background = start
        #: MOVING, or the point a drag pins next (FIRST_POINT, SECOND_POINT).
        self.stage = MOVING
        self._press: _Press | None = None
        self._first: tuple[Point, Point] | None = None
        self._done = False
        self.pins = [self._marker(), self._marker()]

    def _marker(self) -> QGraphicsEllipseItem:
        radius = self._layout.size * PIN_RADIUS
        item = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        pen = QPen(QColor(SELECTION_RING), self._layout.size * 0.07)
        item.setPen(pen)
        item.setBrush(QColor(255, 255, 255, 90))
        item.setZValue(PIN_Z)
        item.setVisible(False)
        self._scene.addItem(item)
        return item

    def start_two_points(self) -> None:
        """The next drag pins the picture's first point on a grid corner, the one after the second."""
        self.stage, self._first = FIRST_POINT, None
        for pin in self.pins:
            pin.setVisible(False)
        self._step(FIRST_POINT)

    def handle(self, event: PointerEvent) -> bool:
        if event.kind == "press" and event.button == RIGHT:
            return True  # no map menu while the picture is being placed
        if event.point is None:
            return event.kind in ("move", "release") or event.button == LEFT
        if event.kind == "press" and event.button == LEFT:
            at = picture_cells(self._layout, event.point)
            self._press = _Press(at, self.background, picture_point(self.background, at))
            return True
        if event.kind in ("move", "release") and self._press is not None:
            placed = self._follow(event.point)
            if event.kind == "release":
                self._dropped(placed, event.point)
            return True
        return event.kind in ("move", "release") or event.button == LEFT

    def _follow(self, point: Point) -> Background | None:
        """The picture as the drag would leave it with the pointer at `point`, shown live."""
        press = self._press
        assert press is not None
        if self.stage == MOVING:
            at = picture_cells(self._layout, point)
            placed = moved(press.background, at[0] - press.at[0], at[1] - press.at[1])
        else:
            corner = corner_near(self._layout, point)
            self._show_pin(1 if self.stage == SECOND_POINT else 0, corner)
            if self.stage == FIRST_POINT:
                placed = pinned(press.background, press.pixel, corner)
            else:
                assert self._first is not None
                placed = two_point(press.background, self._first, (press.pixel, corner))
        self._scene.features.place_background(placed or press.background)
        return placed

    def _dropped(self, placed: Background | None, point: Point) -> None:
        press, self._press = self._press, None
        assert press is not None
        if placed is None:  # the second point on the first's corner, or opposite it
            self.pins[1].setVisible(False)
            self._step(TOO_CLOSE)
            return
        self.background = placed
        if self.stage == FIRST_POINT:
            self._first = (press.pixel, corner_near(self._layout, point))
            self.stage = SECOND_POINT
            self._step(SECOND_POINT)
        elif self.stage == SECOND_POINT:
            self.stage = MOVING
            self._step(SCALED)
        else:
            self._step(MOVING)

    def _show_pin(self, index: int, corner: Point) -> None:
        x0, y0, _, _ = self._layout.bounds()
        self.pins[index].setPos(x0 + corner[0] * self._layout.size, y0 + corner[1] * self._layout.size)
        self.pins[index].setVisible(True)

    def done(self) -> None:
        """Enter or Done: the placement as it is now goes to `on_end` (the caller pushes it)."""
        self._end(self.background)

    def cancel(self) -> None:
        """Escape or another mode: the picture goes back where it was; nothing is kept."""
        if not self._done:
            self._scene.features.place_background(self.original)
        self._end(None)

    def _end(self, placed: Background | None) -> None:
        if self._done:
            return
        self._done = True
        for pin in self.pins:
            if pin.scene() is not None:
                pin.scene().removeItem(pin)
        self._on_end(placed)
