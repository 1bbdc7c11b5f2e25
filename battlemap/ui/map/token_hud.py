"""What a token carries besides its disc: a health gauge, condition badges, a count badge.

Stock items only (rectangles, ellipses, paths, simple texts): no Python
paint() per token. Sizes are fractions of the token's radius `r`, chosen to
read on a 1920x1080 projector at the zoom that fits the map:

- the gauge hangs across the bottom rim, as wide as the disc: one row per
  hurt meter (a bar of what is left, or boxes marked);
- condition badges sit on the right-hand rim, a glyph on a coloured disc
  each, the condition's word as the tooltip; more than three: "+n";
- the count sits in a dark pill inside the lower half of the disc.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem,
)

from battlemap.engine.battle.health import BAR, TRACK, Health, Meter
from battlemap.ui.map.condition_glyphs import glyph, glyph_path
from battlemap.ui.words.conditions import condition_text

_OUTLINE = QColor("#111111")
_EMPTY = QColor("#3a3a3a")
#: Marked boxes by meter key (Year Zero stress is not a wound); other keys mark red.
_MARKED = {"mental": "#8e24aa"}
#: A bar's fill by what is left: more than half, more than a quarter, less.
_BAR_COLOURS = ("#43a047", "#fb8c00", "#e53935")
_FP_COLOUR = "#1e88e5"
#: Angles (degrees, clockwise from the right) of the condition badges on the rim.
_BADGE_ANGLES = (-64.0, -21.0, 22.0)


def bar_colour(meter: Meter) -> QColor:
    """A bar's fill: blue for fatigue, else green, amber or red by what is left."""
    if meter.key == "fp":
        return QColor(_FP_COLOUR)
    left = meter.left
    return QColor(_BAR_COLOURS[0] if left > 0.5 else _BAR_COLOURS[1] if left > 0.25 else _BAR_COLOURS[2])


def marked_colour(meter: Meter) -> QColor:
    """A marked box: the track's step (amber wounded, red further), else by meter key."""
    if meter.kind == TRACK:
        return QColor(_BAR_COLOURS[1] if meter.current < meter.maximum else _BAR_COLOURS[2])
    return QColor(_MARKED.get(meter.key, _BAR_COLOURS[2]))


class HealthGauge(QGraphicsRectItem):
    """Rows of bars or boxes under the disc, one per hurt meter (nothing when unhurt)."""

    def __init__(self, parent: QGraphicsItem, radius: float) -> None:
        super().__init__(parent)
        self._r = radius
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self._health: Health | None = None
        #: (meter, filled share 0-1 or boxes marked), per row shown: what tests read.
        self.rows: tuple[Meter, ...] = ()

    def set_health(self, health: Health | None) -> None:
        if health == self._health:
            return
        self._health = health
        for child in self.childItems():
            child.setParentItem(None)
            if child.scene() is not None:
                child.scene().removeItem(child)
        shown = tuple(m for m in health.meters if m.is_hurt) if health is not None else ()
        self.rows = shown
        if not shown:
            return
        r = self._r
        height = r * (0.36 if len(shown) == 1 else 0.26)
        top = r * 0.74
        for meter in shown:
            self._row(meter, QRectF(-r * 0.92, top, r * 1.84, height))
            top += height + r * 0.05

    def _row(self, meter: Meter, box: QRectF) -> None:
        pen = QPen(_OUTLINE, self._r * 0.05)
        if meter.kind == BAR:
            back = QGraphicsRectItem(box, self)
            back.setPen(pen)
            back.setBrush(QBrush(_EMPTY))
            fill = QGraphicsRectItem(QRectF(box.x(), box.y(), box.width() * meter.left, box.height()), self)
            fill.setPen(QPen(Qt.PenStyle.NoPen))
            fill.setBrush(QBrush(bar_colour(meter)))
            return
        boxes = max(1, meter.maximum)
        gap = self._r * 0.08
        width = (box.width() - gap * (boxes - 1)) / boxes
        for i in range(boxes):
            pip = QGraphicsRectItem(QRectF(box.x() + i * (width + gap), box.y(), width, box.height()), self)
            pip.setPen(pen)
            pip.setBrush(QBrush(marked_colour(meter) if i < meter.current else _EMPTY))


class ConditionBadges(QGraphicsRectItem):
    """A glyph on a coloured disc per condition, on the disc's right-hand rim (`print_scale` times
    larger in large print)."""

    def __init__(self, parent: QGraphicsItem, radius: float, print_scale: float = 1.0) -> None:
        super().__init__(parent)
        self._r = radius
        self._large = print_scale
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self._conditions: tuple[str, ...] | None = None
        #: The badge items in order, each with its condition's word as tooltip.
        self.badges: list[QGraphicsEllipseItem] = []

    def set_conditions(self, conditions: tuple[str, ...]) -> None:
        if conditions == self._conditions:
            return
        self._conditions = conditions
        for badge in self.badges:
            badge.setParentItem(None)
            if badge.scene() is not None:
                badge.scene().removeItem(badge)
        self.badges = []
        slots = len(_BADGE_ANGLES)
        shown = conditions if len(conditions) <= slots else conditions[:slots - 1]
        for angle, condition in zip(_BADGE_ANGLES, shown):
            self.badges.append(self._badge(angle, condition))
        if len(conditions) > slots:
            rest = conditions[slots - 1:]
            self.badges.append(self._more(_BADGE_ANGLES[-1], rest))

    def _disc(self, angle: float, colour: QColor) -> QGraphicsEllipseItem:
        r, size = self._r, self._r * 0.38 * self._large
        centre = QPointF(r * math.cos(math.radians(angle)), r * math.sin(math.radians(angle)))
        disc = QGraphicsEllipseItem(QRectF(-size, -size, 2 * size, 2 * size), self)
        disc.setPos(centre)
        disc.setBrush(QBrush(colour))
        disc.setPen(QPen(QColor("#ffffff"), r * 0.05))
        return disc

    def _badge(self, angle: float, condition: str) -> QGraphicsEllipseItem:
        look = glyph(condition)
        disc = self._disc(angle, QColor(look.colour))
        disc.setData(0, condition)
        disc.setToolTip(condition_text(condition))
        path, filled = glyph_path(look.shape)
        scale = self._r * 0.26 * self._large
        shape = QGraphicsPathItem(QTransform.fromScale(scale, scale).map(path), disc)
        if filled:
            shape.setBrush(QBrush(QColor("#ffffff")))
            shape.setPen(QPen(Qt.PenStyle.NoPen))
        else:
            pen = QPen(QColor("#ffffff"), self._r * 0.1 * self._large)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            shape.setPen(pen)
            shape.setBrush(Qt.BrushStyle.NoBrush)
        return disc

    def _more(self, angle: float, rest: tuple[str, ...]) -> QGraphicsEllipseItem:
        disc = self._disc(angle, QColor("#424242"))
        disc.setToolTip(", ".join(condition_text(c) for c in rest))
        text = QGraphicsSimpleTextItem(f"+{len(rest)}", disc)
        font = QFont()
        font.setPixelSize(max(1, round(self._r * 0.42 * self._large)))
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(QColor("#ffffff")))
        box = text.boundingRect()
        text.setPos(-box.width() / 2, -box.height() / 2)
        return disc

    def conditions(self) -> tuple[str, ...]:
        """The conditions with a badge of their own (in order)."""
        return tuple(b.data(0) for b in self.badges if b.data(0))


class CountBadge(QGraphicsPathItem):
    """The count (unit strength) in a dark pill inside the lower half of the disc (`print_scale`
    times larger in large print, reaching below the disc)."""

    def __init__(self, parent: QGraphicsItem, radius: float, print_scale: float = 1.0) -> None:
        super().__init__(parent)
        self._r = radius
        self._large = print_scale
        self.setBrush(QBrush(QColor(0, 0, 0, 170)))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(max(1, round(radius * 0.62 * print_scale)))
        font.setBold(True)
        self._text.setFont(font)
        self._text.setBrush(QBrush(QColor("#ffffff")))

    def set_count(self, text: str) -> None:
        r, large = self._r, self._large
        self._text.setText(text)
        box = self._text.boundingRect()
        fit = min(1.0, r * 1.3 * large / max(1.0, box.width()))  # a long count shrinks to the disc
        self._text.setScale(fit)
        width, height = box.width() * fit + r * 0.24, box.height() * fit
        pill = QPainterPath()
        pill.addRoundedRect(QRectF(-width / 2, 0, width, height), height / 2, height / 2)
        self.setPath(pill)
        self._text.setPos(-box.width() * fit / 2, 0)
        self.setPos(0, r * 0.8 * large - height)

    def text(self) -> str:
        return self._text.text()
