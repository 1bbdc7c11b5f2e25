"""The GM's notes drawn on a map: text pins as small flags, freehand drawings as strokes.

A pin is a flag on a pole whose foot is the pin's point; the pointer on it
shows the note's first line beside it, and its tooltip all of the text. A
drawing is a stroke of its colour and width. A note for the GM only is drawn
in a style of its own (a violet flag with a dashed rim and "GM" on it, a
dashed stroke), and only in the GM's scene: the players' scene
(`gm=False`) builds items for the notes shown to players alone, so neither
its pixels nor its tooltips can give a GM note away. Rebuilt only when the
notes change: a few stock Qt items per note (no Python paint override).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
)

from battlemap.engine.battle.map_notes import Drawing, MapNotes, Pin
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Layout

#: Strokes over the terrain and the items lying about (3), under the tokens (10-11).
DRAWING_Z = 4.0
#: Pins over the tokens and the GM's marks (21), under the drag's path.
PIN_Z = 22.0
PLAYERS_FLAG = "#f2c230"
GM_FLAG = "#a070e0"
GM_BADGE = "#4a2488"
FLAG_EDGE = "#2a2030"
LABEL_BACK = QColor(255, 252, 235, 235)
#: The most characters of the first line a hovered pin shows (the tooltip has the rest).
LABEL_CHARS = 48


def first_line(text: str) -> str:
    """The note's first line that says something, cut to LABEL_CHARS."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= LABEL_CHARS else line[:LABEL_CHARS - 1] + "\u2026"


def point_of(layout: Layout, at: tuple[float, float]) -> QPointF:
    """A map point (cell units) in the scene."""
    return QPointF(layout.origin[0] + layout.size * at[0], layout.origin[1] + layout.size * at[1])


class PinItem(QGraphicsPathItem):
    """One pin: the flag, and its first line shown while the pointer is on it."""

    def __init__(self, pin: Pin, size: float) -> None:
        super().__init__(_flag_path(size))
        self.pin_id = pin.id
        gm_only = not pin.players
        self.setBrush(QBrush(QColor(GM_FLAG if gm_only else PLAYERS_FLAG)))
        pen = QPen(QColor(FLAG_EDGE), size * 0.03)
        if gm_only:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(PIN_Z)
        self.setToolTip(pin.text)
        self.setAcceptHoverEvents(True)
        self.setData(0, pin.id)
        if gm_only:
            _badge(QCoreApplication.translate("MapNotes", "GM"), size, self)
        self.label = _label(first_line(pin.text), size, self)
        self.label.setVisible(False)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self.label.setVisible(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self.label.setVisible(False)
        super().hoverLeaveEvent(event)


def _flag_path(size: float) -> QPainterPath:
    """A pole from the foot (0, 0) up, with a pennant at its top (and a dot at the foot)."""
    pole, flag = size * 0.6, size * 0.4
    path = QPainterPath()
    path.addRect(QRectF(-size * 0.02, -pole, size * 0.04, pole))
    path.moveTo(size * 0.02, -pole)
    path.lineTo(size * 0.02 + flag, -pole + flag * 0.35)
    path.lineTo(size * 0.02, -pole + flag * 0.7)
    path.closeSubpath()
    path.addEllipse(QPointF(0, 0), size * 0.05, size * 0.05)
    return path


def _font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _badge(text: str, size: float, parent: QGraphicsItem) -> QGraphicsRectItem:
    """"GM" on a dark tab left of the pole (the pennant stays one colour), readable on any ground."""
    back = QGraphicsRectItem(parent)
    words = QGraphicsSimpleTextItem(text, back)
    words.setFont(_font(size * 0.14, bold=True))
    words.setBrush(QBrush(QColor("#ffffff")))
    bounds = words.boundingRect()
    pad = size * 0.02
    back.setRect(QRectF(0, 0, bounds.width() + 2 * pad, bounds.height()))
    words.setPos(pad, 0)
    back.setBrush(QBrush(QColor(GM_BADGE)))
    back.setPen(QPen(Qt.PenStyle.NoPen))
    back.setPos(-size * 0.04 - back.rect().width(), -size * 0.62)
    return back


def _label(text: str, size: float, parent: QGraphicsItem) -> QGraphicsRectItem:
    back = QGraphicsRectItem(parent)
    words = QGraphicsSimpleTextItem(text, back)
    words.setFont(_font(size * 0.22))
    words.setBrush(QBrush(QColor("#1c1810")))
    bounds = words.boundingRect()
    pad = size * 0.05
    back.setRect(QRectF(0, 0, bounds.width() + 2 * pad, bounds.height() + 2 * pad))
    words.setPos(pad, pad)
    back.setBrush(QBrush(LABEL_BACK))
    back.setPen(QPen(QColor(FLAG_EDGE), size * 0.015))
    back.setPos(size * 0.46, -size * 0.66)
    return back


def drawing_item(drawing: Drawing, layout: Layout) -> QGraphicsPathItem:
    """One stroke (a dashed one for the GM only)."""
    points = [point_of(layout, p) for p in drawing.points]
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    item = QGraphicsPathItem(path)
    colour = QColor(drawing.colour)
    pen = QPen(colour, max(0.5, drawing.width * layout.size))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if not drawing.players:
        pen.setStyle(Qt.PenStyle.DashLine)
    item.setPen(pen)
    item.setZValue(DRAWING_Z)
    item.setData(0, drawing.id)
    return item


class NoteItems:
    """The drawn notes of one scene: pins and drawings by id. `gm`: the GM's scene (all notes)."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, state: BattleState, *, gm: bool) -> None:
        self._scene, self._layout, self.gm = scene, layout, gm
        self.pins: dict[str, PinItem] = {}
        self.drawings: dict[str, QGraphicsPathItem] = {}
        self._shown: MapNotes | None = None
        self.sync(state)

    def sync(self, state: BattleState) -> None:
        """Redraw the notes this scene shows when they changed (one pin moved: that pin only)."""
        shown = state.map_notes.shown(players=not self.gm)
        if shown == self._shown:
            return
        old, self._shown = self._shown or MapNotes(), shown
        if old.pins != shown.pins:
            self._sync_pins(old.pins, shown.pins)
        if old.drawings != shown.drawings:
            for item in self.drawings.values():
                self._scene.removeItem(item)
            self.drawings = {}
            for drawing in shown.drawings:
                item = drawing_item(drawing, self._layout)
                self._scene.addItem(item)
                self.drawings[drawing.id] = item

    def _sync_pins(self, old: tuple[Pin, ...], new: tuple[Pin, ...]) -> None:
        before = {p.id: p for p in old}
        wanted = {p.id for p in new}
        for pin_id in [i for i in self.pins if i not in wanted]:
            self._scene.removeItem(self.pins.pop(pin_id))
        for pin in new:
            item = self.pins.get(pin.id)
            was = before.get(pin.id)
            if item is not None and was is not None and (was.text, was.players) == (pin.text, pin.players):
                item.setPos(point_of(self._layout, pin.at))
                continue
            if item is not None:
                self._scene.removeItem(item)
            item = PinItem(pin, self._layout.size)
            item.setPos(point_of(self._layout, pin.at))
            self._scene.addItem(item)
            self.pins[pin.id] = item
