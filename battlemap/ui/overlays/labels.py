"""A readable text label over the map: a dark plate with bright text, the same size at any zoom.

Stock items only (no Python paint()): a rect item ignoring the view's
transformations, holding a simple text item. Used by the ruler and the area
templates, on the GM's map and the Player View alike.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

_PAD = 4.0


class MapLabel(QGraphicsRectItem):
    """Text on a plate, its top-left a little right of and below `at` (scene point)."""

    def __init__(self, z: float, colour: str = "#ffe066", point_size: float = 12.0) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setBrush(QBrush(QColor(20, 20, 24, 220)))
        self.setPen(QPen(QColor(colour), 1.5))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text_item = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPointSizeF(point_size)
        font.setBold(True)
        self.text_item.setFont(font)
        self.text_item.setBrush(QBrush(QColor(colour)))
        self.text_item.setPos(_PAD, _PAD / 2)

    def show_text(self, text: str, at: QPointF) -> None:
        """Show `text` next to scene point `at`."""
        self.text_item.setText(text)
        bounds = self.text_item.boundingRect()
        self.setRect(QRectF(0, 0, bounds.width() + 2 * _PAD, bounds.height() + _PAD))
        self.setPos(at + QPointF(6, 6))
        self.setVisible(True)

    def text(self) -> str:
        return self.text_item.text()
