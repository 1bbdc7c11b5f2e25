"""A handful of lines on the map (overwatch lines, a line of fire), as stock line items.

There are as many lines as overwatching tokens, so a few stock
QGraphicsLineItems are cheaper and simpler than a painting item; setting the
same lines again changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication, QLineF, QPointF
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsScene

from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.threat import watched_cells
from battlemap.grid import Cell, Layout

#: (from, to, tooltip) in world coordinates.
Line = tuple[tuple[float, float], tuple[float, float], str]


class LineSet:
    """Lines drawn with one pen at one z in one scene."""

    def __init__(self, scene: QGraphicsScene, pen: QPen, z: float) -> None:
        self._scene, self._pen, self._z = scene, pen, z
        self._items: list[QGraphicsLineItem] = []
        self._lines: tuple[Line, ...] = ()

    def set_lines(self, lines: Iterable[Line], *, visible: bool = True) -> None:
        """Draw exactly these lines; `visible` False adds them hidden (a drag built ahead of
        its press: the press only shows them, `set_visible`)."""
        wanted = tuple(lines)
        if wanted == self._lines:
            self.set_visible(visible)
            return
        self.clear()
        self._lines = wanted
        for a, b, tip in wanted:
            item = QGraphicsLineItem(QLineF(QPointF(*a), QPointF(*b)))
            item.setPen(self._pen)
            item.setZValue(self._z)
            item.setToolTip(tip)
            item.setVisible(visible)
            self._scene.addItem(item)
            self._items.append(item)

    def set_visible(self, visible: bool) -> None:
        for item in self._items:
            item.setVisible(visible)

    def clear(self) -> None:
        for item in self._items:
            self._scene.removeItem(item)
        self._items = []
        self._lines = ()

    @property
    def tooltips(self) -> tuple[str, ...]:
        return tuple(tip for _, _, tip in self._lines)


def overwatch_tip(state: BattleState, watcher: str) -> str:
    return QCoreApplication.translate("Overlays", "Overwatch by {who}").format(who=state.token(watcher).name)


def farthest_lines(state: BattleState, layout: Layout, watched: Mapping[int, Iterable[str]]) -> list[Line]:
    """One line per watcher, from its cell to the farthest cell it watches."""
    grid = state.grid
    farthest: dict[str, tuple[float, int]] = {}
    origins: dict[str, Cell | None] = {}  # each watcher's cell (None: gone), looked up once
    for index, ids in watched.items():
        cell = grid.cell(index)
        for watcher in ids:
            if watcher not in origins:
                origins[watcher] = state.token(watcher).cell if state.has_token(watcher) else None
            origin = origins[watcher]
            if origin is None:
                continue
            distance = grid.distance(origin, cell)
            best = farthest.get(watcher)
            if best is None or distance > best[0]:
                farthest[watcher] = (distance, index)
    return [
        (layout.center(state.token(w).cell), layout.center(grid.cell(index)), overwatch_tip(state, w))
        for w, (_, index) in sorted(farthest.items())
    ]


def all_watched(state: BattleState, side: str | None = None) -> dict[int, tuple[str, ...]]:
    """Flat index -> ids of the overwatching tokens (not of `side`) watching it."""
    found: dict[int, tuple[str, ...]] = {}
    for token in state.tokens:
        if token.tactical.overwatch is None or token.side == side:
            continue
        for index in watched_cells(state, token):
            found[index] = (*found.get(index, ()), token.id)
    return found
