"""The pointer on the GM's notes: drawing freehand strokes, and dragging pins.

Both need the pointer's map point, finer than the cell the view's pointer
events carry, so each watches the view's viewport with an event filter and
turns the mouse position into a map point (cell units); what the points
become is decided Qt-free (`document/strokes.py`: the kept points, which pin
is under the pointer). `DrawMode` is a pointer mode like the others (Escape or
another mode ends it): each left drag draws one stroke, one undoable step.
`PinDragger` is always on the GM's map: a left press on a pin picks it up
(before the token under it), the release puts it down, one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.strokes import Stroke, pin_at, rounded
from battlemap.document.tools import PointerEvent
from battlemap.grid import Layout
from battlemap.ui.map.note_items import point_of
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.view import MapView

#: The stroke being drawn: over everything, it is what the GM is doing.
STROKE_Z = 60.0
#: How near (cells) a press must be to a pin's foot or flag to pick it up.
PIN_REACH = 0.3
#: The swatches View > Drawing Colour offers, by name (the first is the default).
SWATCHES = (("red", "#e04040"), ("blue", "#3060f0"), ("green", "#2e9a4b"), ("yellow", "#f2c230"),
            ("black", "#202020"), ("white", "#f8f8f8"))
#: A stroke's width in cells.
STROKE_WIDTH = 0.1


class NotesWindow(Protocol):
    """What the note pointers use of the window: its map, its battle and its history."""

    view: MapView
    document: BattleDocument

    @property
    def scene(self) -> MapScene: ...

    def push(self, result: Command | Rejected | None) -> bool: ...


def map_point(layout: Layout, scene_point: QPointF) -> tuple[float, float]:
    """A scene point as a map point (cell units)."""
    return ((scene_point.x() - layout.origin[0]) / layout.size,
            (scene_point.y() - layout.origin[1]) / layout.size)


def _left(event: QEvent, kind: QEvent.Type) -> bool:
    return event.type() == kind and isinstance(event, QMouseEvent) and (
        event.button() == Qt.MouseButton.LeftButton or kind == QEvent.Type.MouseMove)


class DrawMode(QObject):
    """View > Draw on the Map: each left drag draws a stroke in `colour`; Escape ends the mode."""

    def __init__(self, window: NotesWindow, colour: str, on_end: Callable[[], None]) -> None:
        super().__init__(window.view)
        self._window, self.colour, self._on_end = window, colour, on_end
        self.stroke: Stroke | None = None
        self._preview: QGraphicsPathItem | None = None
        self._done = False
        window.view.viewport().installEventFilter(self)
        window.view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def handle(self, event: PointerEvent) -> bool:
        """The cell-level events: all the mode's (the strokes come through the filter)."""
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if _left(event, QEvent.Type.MouseButtonPress):
            self.stroke = Stroke(self._point(event))
            self._draw()
            return True
        if _left(event, QEvent.Type.MouseMove) and self.stroke is not None:
            if self.stroke.add(self._point(event)):
                self._draw()
            return True
        if _left(event, QEvent.Type.MouseButtonRelease) and self.stroke is not None:
            self.stroke.add(self._point(event))
            self.finish()
            return True
        return False

    def _point(self, event: QMouseEvent) -> tuple[float, float]:
        view = self._window.view
        return map_point(view.map_scene().layout, view.mapToScene(event.position().toPoint()))

    def _draw(self) -> None:
        scene = self._window.view.map_scene()
        if self._preview is None:
            self._preview = QGraphicsPathItem()
            pen = QPen(QColor(self.colour), STROKE_WIDTH * scene.layout.size)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self._preview.setPen(pen)
            self._preview.setZValue(STROKE_Z)
            scene.addItem(self._preview)
        points = [point_of(scene.layout, p) for p in self.stroke.points]
        path = QPainterPath(points[0])
        for point in points[1:] or points:
            path.lineTo(point)
        self._preview.setPath(path)

    def finish(self) -> bool:
        """The stroke drawn so far becomes a drawing (one undoable step); a click makes none."""
        stroke, self.stroke = self.stroke, None
        self._drop_preview()
        if stroke is None:
            return False
        kept = stroke.finish()
        if len(kept) < 2:
            return False
        return self._window.push(self._window.document.add_drawing_command(
            kept, colour=self.colour, width=STROKE_WIDTH))

    def _drop_preview(self) -> None:
        if self._preview is not None and self._preview.scene() is not None:
            self._preview.scene().removeItem(self._preview)
        self._preview = None

    def cancel(self) -> None:
        """Escape or another mode: a stroke half drawn is dropped, and the mode ends."""
        if self._done:
            return
        self._done = True
        self.stroke = None
        self._drop_preview()
        viewport = self._window.view.viewport()
        viewport.removeEventFilter(self)
        viewport.unsetCursor()
        self._on_end()


class PinDragger(QObject):
    """A left drag on a pin moves it (the GM's map, when no other mode has the pointer)."""

    def __init__(self, window: NotesWindow, is_free: Callable[[], bool]) -> None:
        super().__init__(window.view)
        self._window, self._is_free = window, is_free
        #: The pin being dragged and where it was picked up (None: no drag).
        self.dragging: str | None = None
        #: The pin's point less the pointer's where it was picked up: the pin keeps that distance.
        self._grab = (0.0, 0.0)
        self._moved = False
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if _left(event, QEvent.Type.MouseButtonPress) and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            return self._press(event)
        if self.dragging is None:
            return False
        if _left(event, QEvent.Type.MouseMove):
            scene = self._window.view.map_scene()
            item = scene.notes.pins.get(self.dragging)
            if item is not None:
                item.setPos(point_of(scene.layout, self._pin_point(event)))
                self._moved = True
            return True
        if _left(event, QEvent.Type.MouseButtonRelease):
            pin_id, self.dragging = self.dragging, None
            if self._moved:
                self._put_down(pin_id, event)
            return True
        return False

    def _press(self, event: QMouseEvent) -> bool:
        view = self._window.view
        if not self._is_free() or view.map_scene().notes.gm is False:
            return False
        scene = view.map_scene()
        at = map_point(scene.layout, view.mapToScene(event.position().toPoint()))
        # The flag stands above its foot: a press on the flag counts too.
        pin = pin_at(scene.state.map_notes, at, PIN_REACH) or pin_at(
            scene.state.map_notes, (at[0] - 0.16, at[1] + 0.45), PIN_REACH)
        if pin is None:
            return False
        self.dragging, self._moved = pin.id, False
        self._grab = (pin.at[0] - at[0], pin.at[1] - at[1])
        return True

    def _pin_point(self, event: QMouseEvent) -> tuple[float, float]:
        """Where the dragged pin's point is with the pointer at `event`."""
        view = self._window.view
        at = map_point(view.map_scene().layout, view.mapToScene(event.position().toPoint()))
        return at[0] + self._grab[0], at[1] + self._grab[1]

    def _put_down(self, pin_id: str, event: QMouseEvent) -> None:
        view = self._window.view
        to = rounded(self._pin_point(event))
        if not self._window.push(self._window.document.move_pin_command(pin_id, to)):
            view.map_scene().notes.sync(view.map_scene().state)  # refused: the flag goes back
            notes = view.map_scene().notes
            pin = view.map_scene().state.map_notes.pin(pin_id)
            if pin is not None and pin_id in notes.pins:
                notes.pins[pin_id].setPos(point_of(view.map_scene().layout, pin.at))
