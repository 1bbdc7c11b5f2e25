"""Crowd density badges: one item painting a small numbered badge per occupied cell.

There can be a badge on every occupied cell (a thousand on a big battle), so
this is one item that paints only the badges in the exposed rect, the way
the grid item paints only the exposed cells, rather than a thousand items.
Badges hide when the cells are too small on screen to read them.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.grid import Layout

BADGE_Z = 20.0
_MIN_CELL_PX = 26.0


class BadgeLayer(QGraphicsItem):
    """Badges by flat cell index: (text, fill colour, tooltip)."""

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self._layout = layout
        x, y, w, h = layout.bounds()
        self._bounds = QRectF(x, y, w, h)
        self._badges: dict[int, tuple[str, QColor]] = {}
        self._font = QFont()
        self._font.setPixelSize(max(1, round(layout.size * 0.3)))
        self._font.setBold(True)
        self.setZValue(BADGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setVisible(False)

    def set_badges(self, badges: Mapping[int, tuple[str, str]]) -> None:
        """Replace the badges: flat index -> (text, colour name)."""
        wanted = {i: (text, QColor(colour)) for i, (text, colour) in badges.items()}
        if wanted != self._badges:
            self._badges = wanted
            self.setVisible(bool(wanted))  # hidden, the layer costs no paint call at all
            self.update()

    @property
    def badges(self) -> dict[int, str]:
        return {i: text for i, (text, _) in self._badges.items()}

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        size = self._layout.size
        if scale * size < _MIN_CELL_PX or not self._badges:
            return
        exposed = option.exposedRect
        grid = self._layout.grid
        painter.setFont(self._font)
        w, h = size * 0.5, size * 0.32
        for index, (text, colour) in self._badges.items():
            cx, cy = self._layout.center(grid.cell(index))
            # Bottom-left of the cell, clear of the token's initials and count.
            rect = QRectF(cx - size * 0.5, cy + size * 0.16, w, h)
            if not exposed.intersects(rect):
                continue
            painter.setPen(QPen(QColor("#1b1b1b"), size * 0.02))
            painter.setBrush(QBrush(colour))
            painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def badge_rect(self, index: int) -> QRectF:
        """Where the badge of a cell is drawn (world coordinates)."""
        size = self._layout.size
        cx, cy = self._layout.center(self._layout.grid.cell(index))
        return QRectF(QPointF(cx - size * 0.5, cy + size * 0.16), QPointF(cx, cy + size * 0.48))
