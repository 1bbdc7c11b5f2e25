"""A token on the map: a disc in its side's colour with its label, count, health, facing and badges.

Built from stock Qt items (ellipse, polygon, rect and simple text children),
so no Python paint() runs per token: a thousand tokens cost Qt's C++
painting only. What a token shows depends on the zoom (level of detail): a
bare disc when far out, initials when a cell is big enough to read them,
badges when it is bigger still; the health gauge shows at every zoom. The health gauge, condition badges and count
badge are in token_hud.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPixmapItem, QGraphicsPolygonItem,
    QGraphicsRectItem, QGraphicsSimpleTextItem,
)

from battlemap.engine.battle.health import Health
from battlemap.ui.map.palette import BADGE_FILL, BADGE_TEXT, SELECTION_RING
from battlemap.ui.map.token_hud import ConditionBadges, CountBadge, HealthGauge
from battlemap.ui.map.token_labels import initials

TOKEN_Z = 10.0

#: Levels of detail: what a token shows at a given on-screen size.
DETAIL_DISC, DETAIL_LABEL, DETAIL_FULL = 0, 1, 2


#: How wide a label may be, in radii, before it is shrunk to fit the disc.
_LABEL_WIDTH = 1.64
#: In large print a label may overhang the disc, but stays inside its cell (a disc is 0.84 of it).
_LARGE_LABEL_WIDTH = 2.2


@dataclass(frozen=True)
class TokenLook:
    """Everything a token item shows, computed from the engine's token and the ruleset."""

    name: str
    colour: QColor
    count: int = 1
    #: Facing in degrees clockwise from up; None hides the marker.
    facing_degrees: float | None = None
    #: Short posture badge ("Pr" for prone); None when standing.
    posture: str | None = None
    #: Condition ids, one badge each (glyph and colour), their words in the tooltip.
    conditions: tuple[str, ...] = ()
    hidden: bool = False
    tooltip: str = ""
    #: The short label on the disc (token_labels.map_labels); empty: the name's initials.
    label: str = ""
    #: How hurt the token is, by its system (None: the system keeps no health).
    health: Health | None = None


class TokenItem(QGraphicsEllipseItem):
    """The disc of one token with its label, count, facing marker, badges and selection ring."""

    def __init__(self, token_id: str, look: TokenLook, radius: float, print_scale: float = 1.0) -> None:
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        self.token_id = token_id
        self.radius = radius
        #: How much larger than normal the label and badges are (large print on a projector).
        self.print_scale = print_scale
        self.setZValue(TOKEN_Z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        outline = QPen(QColor("#111111"))
        outline.setWidthF(radius * 0.08)
        self.setPen(outline)
        self._picture: QGraphicsPixmapItem | None = None
        self._has_picture = False
        self._ring = self._make_ring(radius)
        self._facing = self._make_facing(radius)
        self._label = self._text(radius * 0.8 * print_scale, bold=True, parent=self)
        if print_scale > 1:  # large print overhangs the disc: a dark edge keeps it readable on any ground
            self._label.setPen(QPen(QColor("#111111"), radius * 0.05))
        self._count = CountBadge(self, radius, print_scale)
        self._posture = _Badge(self, radius, QColor(BADGE_FILL), print_scale)
        self._posture.setPos(-radius * 1.05, -radius * 1.05)
        self._conditions = ConditionBadges(self, radius, print_scale)
        self._health = HealthGauge(self, radius)
        self._detail = DETAIL_FULL
        self._look: TokenLook | None = None
        self.set_look(look)

    # --- construction helpers ---------------------------------------------------
    def _make_ring(self, radius: float) -> QGraphicsEllipseItem:
        grow = radius * 0.22
        ring = QGraphicsEllipseItem(
            QRectF(-radius - grow, -radius - grow, 2 * (radius + grow), 2 * (radius + grow)), self
        )
        pen = QPen(QColor(SELECTION_RING))
        pen.setWidthF(radius * 0.16)
        ring.setPen(pen)
        ring.setBrush(Qt.BrushStyle.NoBrush)
        ring.setVisible(False)
        return ring

    def _make_facing(self, radius: float) -> QGraphicsPolygonItem:
        # A wedge on the rim pointing up; rotated to the token's facing.
        tip, base, half = -radius * 1.28, -radius * 0.86, radius * 0.32
        wedge = QGraphicsPolygonItem(
            QPolygonF([QPointF(0, tip), QPointF(half, base), QPointF(-half, base)]), self
        )
        wedge.setPen(QPen(QColor("#111111"), radius * 0.05))
        return wedge

    @staticmethod
    def _text(pixel_size: float, *, bold: bool, parent: QGraphicsItem) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(parent)
        font = QFont()
        font.setPixelSize(max(1, round(pixel_size)))
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QBrush(Qt.GlobalColor.white))
        return item

    # --- state --------------------------------------------------------------------
    def set_look(self, look: TokenLook) -> None:
        """Show a (new) look; only what changed is touched."""
        if look == self._look:
            return
        self._look = look
        r = self.radius
        self.setBrush(QBrush(look.colour))
        self._facing.setBrush(QBrush(look.colour.lighter(150)))
        self.setToolTip(look.tooltip or look.name)
        self.setOpacity(0.45 if look.hidden else 1.0)  # the GM sees hidden tokens ghosted
        self._count.set_count(str(look.count) if look.count > 1 else "")
        self._place_label(look.label or initials(look.name), with_count=look.count > 1)
        if look.facing_degrees is not None:
            self._facing.setRotation(look.facing_degrees)
        self._posture.set_text(look.posture or "")
        if self.print_scale > 1:  # large print: left of the label, which it would hide
            self._posture.setPos(-r * 0.62 - self._posture.rect().width(), -r * 1.2)
        self._conditions.set_conditions(look.conditions)
        self._health.set_health(look.health)
        self._apply_detail()

    def _place_label(self, text: str, *, with_count: bool) -> None:
        """The label centred (raised over the count when there is one), shrunk to fit the disc."""
        r, large = self.radius, self.print_scale
        self._label.setText(text)
        box = self._label.boundingRect()
        widest = r * (_LABEL_WIDTH if large == 1 else min(_LABEL_WIDTH * large, _LARGE_LABEL_WIDTH))
        scale = min(1.0, widest / max(1.0, box.width()), 0.78 if with_count else 1.0)
        self._label.setScale(scale)
        width, height = box.width() * scale, box.height() * scale
        if large == 1:
            centre_y = -r * 0.3 if with_count else 0.0
            self._label.setPos(-width / 2, centre_y - height / 2)
            return
        # Large print: label over count, the pair centred on the disc (it fills the cell's height).
        below = self._count.boundingRect().height() if with_count else 0.0
        top = -(height + below) / 2
        self._label.setPos(-width / 2, top)
        if with_count:
            self._count.setPos(0, top + height)

    def set_picture(self, picture: QPixmap | None) -> None:
        """Show a round picture (see token_images) filling the disc; None: the coloured disc."""
        self._has_picture = picture is not None
        if picture is None:
            if self._picture is not None:
                self._picture.setVisible(False)
                self._picture.setPixmap(QPixmap())
        else:
            if self._picture is None:
                self._picture = QGraphicsPixmapItem(self)
                self._picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                # Under the ring, marker, texts and badges made before it (children stack by z).
                self._picture.setZValue(-1)
            inner = self.radius * 0.96  # inside the outline
            self._picture.setPixmap(picture)
            self._picture.setScale(2 * inner / max(1, picture.width()))
            self._picture.setPos(-inner, -inner)
            self._picture.setVisible(True)
        self._apply_detail()

    @property
    def has_picture(self) -> bool:
        """True when a picture fills the disc."""
        return self._has_picture

    def set_selected_ring(self, selected: bool) -> None:
        """Show or hide the selection ring."""
        self._ring.setVisible(selected)

    def set_detail(self, level: int) -> None:
        """Show what reads at the current zoom: disc only, + initials, + badges."""
        if level != self._detail:
            self._detail = level
            self._apply_detail()

    def _apply_detail(self) -> None:
        look, level = self._look, self._detail
        assert look is not None
        # A picture names the token by itself; initials over it would hide it.
        self._label.setVisible(level >= DETAIL_LABEL and not self._has_picture)
        self._facing.setVisible(level >= DETAIL_LABEL and look.facing_degrees is not None)
        self._posture.setVisible(level >= DETAIL_FULL and bool(look.posture))
        self._conditions.setVisible(level >= DETAIL_FULL and bool(look.conditions))
        # A gauge reads as a coloured strip even when the disc is too small for text.
        self._health.setVisible(bool(self._health.rows))

    # --- what tests and the inspector read ---------------------------------------------
    @property
    def look(self) -> TokenLook:
        assert self._look is not None
        return self._look

    @property
    def label(self) -> str:
        return self._label.text()

    @property
    def label_rect(self) -> QRectF:
        """Where the label is drawn, in the scene (how large it reads)."""
        return self._label.sceneBoundingRect()

    @property
    def count_text(self) -> str | None:
        return (self._count.text() or None) if self._count is not None else None

    @property
    def is_ring_shown(self) -> bool:
        return self._ring.isVisible()

    @property
    def facing_rotation(self) -> float:
        return self._facing.rotation()

    @property
    def posture_text(self) -> str:
        return self._posture.text() if self._posture is not None and self._posture.isVisible() else ""

    @property
    def condition_badges(self) -> tuple[str, ...]:
        """The conditions with a badge of their own, as shown (none when the badges are hidden)."""
        return self._conditions.conditions() if self._conditions.isVisible() else ()

    @property
    def condition_tooltips(self) -> tuple[str, ...]:
        """Each badge's tooltip (the condition's word; '+n' lists the rest)."""
        return tuple(b.toolTip() for b in self._conditions.badges) if self._conditions.isVisible() else ()

    @property
    def health_rows(self) -> tuple:
        """The meters the gauge shows (the hurt ones), empty when unhurt or hidden by the zoom."""
        return self._health.rows if self._health.isVisible() else ()

    @property
    def detail(self) -> int:
        return self._detail


class _Badge(QGraphicsRectItem):
    """A small filled rectangle with a short text, sized to the text."""

    def __init__(self, parent: QGraphicsItem, radius: float, fill: QColor, print_scale: float = 1.0) -> None:
        super().__init__(parent)
        self._radius = radius
        self.setBrush(QBrush(fill))
        self.setPen(QPen(QColor("#111111"), radius * 0.04))
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(max(1, round(radius * 0.42 * print_scale)))
        font.setBold(True)
        self._text.setFont(font)
        self._text.setBrush(QBrush(QColor(BADGE_TEXT)))

    def set_text(self, text: str) -> None:
        self._text.setText(text)
        box = self._text.boundingRect()
        pad = self._radius * 0.08
        self.setRect(QRectF(0, 0, box.width() + 2 * pad, box.height()))
        self._text.setPos(pad, 0)

    def text(self) -> str:
        return self._text.text()
