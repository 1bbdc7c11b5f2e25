"""The turn marker: a thick halo around the token whose turn it is, readable from across a room.

Two stock ellipse items (no Python paint()): a wide dark band and a bright
core on it, so a dark edge runs on both sides of the bright ring and the
halo reads on light ground (open ground, sand), dark ground (walls, deep
water) and beside every side's colour. It sits just under the tokens: the active disc covers its inner
part, neighbours stay on top of it. It follows the token's item (not its
cell), so it stays around the disc wherever the scene puts it. At a zoom
where a token is a few pixels wide it keeps a least on-screen size, so the
GM and the players still find whose turn it is on a big map.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem

from battlemap.ui.map.palette import TURN_MARKER, TURN_MARKER_EDGE

#: Under the tokens (TOKEN_Z 10 and up), over the terrain and the cell shadings.
TURN_MARKER_Z = 9.5
#: The halo's middle and its bands, in token radii.
_RING = 1.42
_DARK = 0.5
_BRIGHT = 0.3
#: The least outer radius on screen (pixels): a token far zoomed out still shows a ring.
_MIN_SCREEN_RADIUS = 22.0


def _ring(radius: float, width: float, colour: str, parent: QGraphicsItem | None) -> QGraphicsEllipseItem:
    ring = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius), parent)
    pen = QPen(QColor(colour))
    pen.setWidthF(width)
    ring.setPen(pen)
    ring.setBrush(Qt.BrushStyle.NoBrush)
    return ring


class TurnMarker(QGraphicsEllipseItem):
    """The halo of the active token; hidden when no token of the scene has the turn."""

    def __init__(self) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(TURN_MARKER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the press goes to the map
        self.setVisible(False)
        self.token_id: str | None = None
        self._radius = 0.0
        self._zoom = 1.0
        self._bands: tuple[QGraphicsEllipseItem, ...] = ()

    def follow(self, token_id: str | None, item: QGraphicsItem | None, radius: float = 0.0) -> None:
        """Sit around `item` (the token's item, of disc radius `radius`); None hides the marker."""
        self.token_id = token_id if item is not None else None
        if item is None:
            self.setVisible(False)
            return
        if radius != self._radius:
            self._build(radius)
        self.setPos(item.pos())
        self.setVisible(True)

    def _build(self, radius: float) -> None:
        for band in self._bands:
            band.setParentItem(None)
            if band.scene() is not None:
                band.scene().removeItem(band)
        self._radius = radius
        ring = radius * _RING
        self._bands = (
            _ring(ring, radius * _DARK, TURN_MARKER_EDGE, self),
            _ring(ring, radius * _BRIGHT, TURN_MARKER, self),
        )
        outer = ring + radius * _DARK / 2
        self.setRect(QRectF(-outer, -outer, 2 * outer, 2 * outer))
        self.set_zoom(self._zoom)

    def set_zoom(self, pixels_per_unit: float) -> None:
        """Grow the halo when the token is too small on screen to carry it."""
        self._zoom = pixels_per_unit
        outer = self._radius * (_RING + _DARK / 2)
        if outer <= 0 or pixels_per_unit <= 0:
            return
        self.setScale(max(1.0, _MIN_SCREEN_RADIUS / (outer * pixels_per_unit)))

    @property
    def outer_radius(self) -> float:
        """The halo's outer radius in world units, as drawn now."""
        return self._radius * (_RING + _DARK / 2) * self.scale()
