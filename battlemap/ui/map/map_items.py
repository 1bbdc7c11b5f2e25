"""The items lying on the map (the battle state's `items`), drawn for the GM.

Each item is a small diamond in the lower left of its cell, its count beside
it when more than one lies there (a pile of rounds), its id, what it is and
how many in its tooltip; several items in one cell stand side by side. They
sit over the terrain and under the tokens, and only the GM's scene draws
them (the player view never shows what lies about). Rebuilt only when the
state's items change: a handful of stock Qt items.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from battlemap.engine.battle.state import BattleState, ItemState
from battlemap.grid import Layout
from battlemap.ui.words.names import words_of

ITEM_Z = 3.0
ITEM_FILL = "#e0b030"
ITEM_EDGE = "#3a2a08"
ITEM_TEXT = "#1c1405"
#: Items drawn side by side in one cell before they start to overlap.
_PER_ROW = 3


def item_tooltip(item: ItemState, words: dict[str, str] | None = None) -> str:
    """The item's id (what an option names it by), what it is and how many: a weapon by its name
    in the interface language (`words`, `ui/words/names.words_of`), any other item as the file
    writes it."""
    what = (words or {}).get(item.item, item.item)
    return f"{item.id}: {what} \u00d7{item.count}"


class MapItems:
    """The drawn items of one scene, by item id."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, state: BattleState) -> None:
        self._scene, self._layout = scene, layout
        self.drawn: dict[str, tuple[QGraphicsPathItem, QGraphicsSimpleTextItem | None]] = {}
        self._items: tuple[ItemState, ...] | None = None
        self.sync(state)

    def sync(self, state: BattleState) -> None:
        """Redraw the items when the state's items changed (picked up, dropped, thrown)."""
        if state.items is self._items or state.items == self._items:
            self._items = state.items
            return
        self._items = state.items
        for marker, count in self.drawn.values():
            self._scene.removeItem(marker)
        self.drawn = {}
        slots: dict[object, int] = {}
        words = words_of(state)
        for item in state.items:
            slot = slots.get(item.cell, 0)
            slots[item.cell] = slot + 1
            self._add(item, slot, words)

    def _add(self, item: ItemState, slot: int, words: dict[str, str]) -> None:
        size = self._layout.size
        xs, ys = zip(*self._layout.polygon(item.cell))
        half = size * 0.14
        x = min(xs) + size * 0.2 + (slot % _PER_ROW) * size * 0.27
        y = max(ys) - size * 0.2 - (slot // _PER_ROW) * size * 0.27
        path = QPainterPath()
        path.moveTo(0, -half)
        path.lineTo(half, 0)
        path.lineTo(0, half)
        path.lineTo(-half, 0)
        path.closeSubpath()
        marker = QGraphicsPathItem(path)
        marker.setBrush(QBrush(QColor(ITEM_FILL)))
        pen = QPen(QColor(ITEM_EDGE))
        pen.setWidthF(size * 0.025)
        marker.setPen(pen)
        marker.setPos(QPointF(x, y))
        marker.setZValue(ITEM_Z)
        marker.setToolTip(item_tooltip(item, words))
        marker.setData(0, item.id)
        count = None
        if item.count > 1:
            count = QGraphicsSimpleTextItem(str(item.count), marker)
            font = QFont()
            font.setPixelSize(max(1, round(size * 0.2)))
            font.setBold(True)
            count.setFont(font)
            count.setBrush(QBrush(QColor(ITEM_TEXT)))
            count.setPos(half * 0.9, -half * 1.6)
        self._scene.addItem(marker)
        self.drawn[item.id] = (marker, count)
