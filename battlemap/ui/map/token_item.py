"""A token on the map: a disc in its side's colour with initials, count, facing and badges.

Built from stock Qt items (ellipse, polygon, rect and simple text children),
so no Python paint() runs per token: a thousand tokens cost Qt's C++
painting only. What a token shows depends on the zoom (level of detail): a
bare disc when far out, initials when a cell is big enough to read them,
badges when it is bigger still. The picture, the count and the badges are
made the first time a token has one: most tokens never do, and a battle of
thousands of tokens opens the faster for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPixmapItem, QGraphicsPolygonItem,
    QGraphicsRectItem, QGraphicsSimpleTextItem,
)

from battlemap.ui.map.palette import BADGE_FILL, BADGE_TEXT, CONDITION_FILL, SELECTION_RING

TOKEN_Z = 10.0

#: Levels of detail: what a token shows at a given on-screen size.
DETAIL_DISC, DETAIL_LABEL, DETAIL_FULL = 0, 1, 2


def initials(name: str) -> str:
    """Up to two letters naming a token: 'Red Archers' -> 'RA', 'Ogre' -> 'Og',
    'Sarah (two pistols)' -> 'ST' (punctuation is no letter)."""
    words = re.findall(r"[^\W_]+", name)
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2]
    return (words[0][0] + words[1][0]).upper()


def condition_badge(conditions: tuple[str, ...]) -> str:
    """Badge text for conditions: the first one abbreviated, plus how many more."""
    if not conditions:
        return ""
    first = conditions[0].replace("_", " ")[:4].capitalize()
    return first if len(conditions) == 1 else f"{first}+{len(conditions) - 1}"


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
    #: Condition names, for the badge (count) and tooltip.
    conditions: tuple[str, ...] = ()
    hidden: bool = False
    tooltip: str = ""


class TokenItem(QGraphicsEllipseItem):
    """The disc of one token with its label, count, facing marker, badges and selection ring."""

    def __init__(self, token_id: str, look: TokenLook, radius: float) -> None:
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        self.token_id = token_id
        self.radius = radius
        self.setZValue(TOKEN_Z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        outline = QPen(QColor("#111111"))
        outline.setWidthF(radius * 0.08)
        self.setPen(outline)
        self._picture: QGraphicsPixmapItem | None = None
        self._has_picture = False
        self._ring = self._make_ring(radius)
        self._facing = self._make_facing(radius)
        self._label = self._text(radius * 0.8, bold=True, parent=self)
        self._count: QGraphicsSimpleTextItem | None = None
        self._posture: _Badge | None = None
        self._conditions: _Badge | None = None
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
        self._label.setText(initials(look.name))
        box = self._label.boundingRect()
        self._label.setPos(-box.width() / 2, -box.height() / 2)
        if look.count > 1 and self._count is None:
            self._count = self._text(r * 0.5, bold=False, parent=self)
            self._count.setPos(r * 0.35, r * 0.25)
        if self._count is not None:
            self._count.setText(str(look.count) if look.count > 1 else "")
        if look.facing_degrees is not None:
            self._facing.setRotation(look.facing_degrees)
        self._posture = self._badge(self._posture, look.posture or "", BADGE_FILL, -1.05)
        self._conditions = self._badge(self._conditions, condition_badge(look.conditions), CONDITION_FILL, 0.35)
        self._apply_detail()

    def _badge(self, badge: _Badge | None, text: str, fill: str, left: float) -> _Badge | None:
        """`badge` showing `text`, made now if this is its first text (None while it has had none);
        `left` is its left edge, in radii from the centre."""
        if badge is None and text:
            badge = _Badge(self, self.radius, QColor(fill))
            badge.setPos(self.radius * left, -self.radius * 1.05)
        if badge is not None:
            badge.set_text(text)
        return badge

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
        if self._count is not None:
            self._count.setVisible(level >= DETAIL_LABEL and look.count > 1)
        if self._posture is not None:
            self._posture.setVisible(level >= DETAIL_FULL and bool(look.posture))
        if self._conditions is not None:
            self._conditions.setVisible(level >= DETAIL_FULL and bool(look.conditions))

    # --- what tests and the inspector read ---------------------------------------------
    @property
    def look(self) -> TokenLook:
        assert self._look is not None
        return self._look

    @property
    def label(self) -> str:
        return self._label.text()

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
    def conditions_text(self) -> str:
        shown = self._conditions is not None and self._conditions.isVisible()
        return self._conditions.text() if shown else ""

    @property
    def detail(self) -> int:
        return self._detail


class _Badge(QGraphicsRectItem):
    """A small filled rectangle with a short text, sized to the text."""

    def __init__(self, parent: QGraphicsItem, radius: float, fill: QColor) -> None:
        super().__init__(parent)
        self._radius = radius
        self.setBrush(QBrush(fill))
        self.setPen(QPen(QColor("#111111"), radius * 0.04))
        self._text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPixelSize(max(1, round(radius * 0.42)))
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
