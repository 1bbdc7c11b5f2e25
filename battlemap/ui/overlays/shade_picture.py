"""A square ShadeLayer's cell sets painted once per view, then blitted (ui/overlays/cells.py).

A drag's shading covers most of the view: five translucent sets of row runs
(the reach's bands, threat, watched cells), each filled and blended over the
map, cost some 2.7 ms of every full repaint on 1920 x 1080. Painted once into
a transparent picture of the view's size for the view's transform, a press
or a drag step blends one pixmap instead: about a fifth of the time. The
picture is made while the pointer rests on a token (`ShadeLayer.render_ahead`,
when the drag is built ahead of its press) or else by the first paint that
needs it, so every paint blends the same pixels, rested or not; a set that
changes, a scroll or a zoom makes a new one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap, QTransform

#: How far two transforms' terms may differ and still be the same view (the view's own
#: product and the painter's may round differently).
_SAME = 1e-6


class Drawn(Protocol):
    """A cell set the picture paints (cells.ShadedCells)."""

    bounds: QRectF

    def draw(self, painter: QPainter) -> None: ...


@dataclass(frozen=True)
class Picture:
    """The sets as one view shows them: its transform and size (device pixels per unit `ratio`)."""

    transform: QTransform
    size: QSize
    ratio: float
    pixmap: QPixmap

    def fits(self, transform: QTransform, size: QSize, ratio: float) -> bool:
        return size == self.size and ratio == self.ratio and _same(transform, self.transform)


def painted(sets: Iterable[Drawn], transform: QTransform, size: QSize, ratio: float) -> Picture:
    """The sets painted, unantialiased, into a transparent picture of `size` seen through `transform`."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(QPen(Qt.PenStyle.NoPen))
    painter.setTransform(transform)
    inverse, invertible = transform.inverted()
    shown = inverse.mapRect(QRectF(0, 0, size.width(), size.height())) if invertible else QRectF()
    for cells in sets:
        if cells.bounds.intersects(shown):
            cells.draw(painter)
    painter.end()
    return Picture(QTransform(transform), QSize(size), ratio, pixmap)


def seen_by(painter: QPainter) -> tuple[QTransform, QSize, float] | None:
    """The transform, size and pixel ratio a picture must have for `painter` (None: it paints
    through a rotation or perspective, where runs are no longer axis-aligned pixels)."""
    device = painter.device()
    transform = painter.worldTransform()
    if device is None or not transform.isAffine() or transform.isRotating():
        return None
    return transform, QSize(device.width(), device.height()), device.devicePixelRatioF()


def blit(painter: QPainter, picture: Picture, exposed: QRectF) -> None:
    """Blend the part of `picture` over the item's `exposed` rect onto `painter` (its transform
    is the picture's)."""
    area = picture.transform.mapRect(exposed).toAlignedRect().intersected(QRect(QPoint(), picture.size))
    if area.isEmpty():
        return
    ratio = picture.ratio
    source = QRectF(area.x() * ratio, area.y() * ratio, area.width() * ratio, area.height() * ratio)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QRectF(area), picture.pixmap, source)
    painter.restore()


def _same(a: QTransform, b: QTransform) -> bool:
    terms = ("m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33")
    return all(abs(getattr(a, t)() - getattr(b, t)()) <= _SAME * max(1.0, abs(getattr(b, t)())) for t in terms)
