"""GM-only marks on the map (`engine/battle/marks`): an armed mine, a mine being laid.

Each mark is a small spiked mine in the top-right corner of its cell, drawn
over the tokens (a token standing on a mine must not hide it from the GM),
its tooltip saying what it is and whose. A mine still being laid (it arms at
the end of its layer's turn) is drawn pale with a dashed rim. Only the GM's
scene builds these items: the players' view (`show_hidden=False`) has none,
so neither its pixels nor its tooltips can give a mine away. Rebuilt only
when the marks change: a handful of stock Qt items.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsScene

from battlemap.engine.battle.marks import MINE_PREPARED, GmMark, gm_marks
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Layout
from battlemap.ui.map.palette import MINE_BODY, MINE_CORE, MINE_RIM

#: Over the tokens (10-11) and their badges, under the drag's ghost and path.
MARK_Z = 21.0
_SPIKES = 8

translate = QCoreApplication.translate


def mark_tooltip(state: BattleState, mark: GmMark) -> str:
    """What the mark is, whose, and where, in the interface language."""
    col, row = state.grid.to_offset(mark.cell)
    owner = state.token(mark.owner).name if mark.owner and state.has_token(mark.owner) else "?"
    if mark.kind == MINE_PREPARED:
        text = translate("GmMarks", "Mine being laid by {name} at {cell}: it arms at the end of "
                                    "{name}'s turn (GM only)")
    elif mark.kind.startswith("mine"):
        text = translate("GmMarks", "Armed mine of {name} at {cell} (GM only)")
    else:
        text = translate("GmMarks", "{kind} of {name} at {cell} (GM only)")
    return text.format(kind=mark.kind.replace("_", " "), name=owner, cell=f"{col},{row}")


def mine_path(radius: float) -> QPainterPath:
    """A mine's outline: a disc with short spikes all round (reads as a mine at a glance)."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), radius * 0.72, radius * 0.72)
    for k in range(_SPIKES):
        angle = 2 * math.pi * k / _SPIKES
        dx, dy = math.cos(angle), math.sin(angle)
        side_x, side_y = -dy * radius * 0.16, dx * radius * 0.16
        spike = QPainterPath()
        spike.moveTo(dx * radius * 0.6 + side_x, dy * radius * 0.6 + side_y)
        spike.lineTo(dx * radius, dy * radius)
        spike.lineTo(dx * radius * 0.6 - side_x, dy * radius * 0.6 - side_y)
        spike.closeSubpath()
        path = path.united(spike)
    return path


class GmMarkItems:
    """The drawn GM-only marks of one scene, in the order the system lists them."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, state: BattleState) -> None:
        self._scene, self._layout = scene, layout
        self.drawn: list[tuple[GmMark, QGraphicsPathItem]] = []
        self._marks: tuple[GmMark, ...] | None = None
        self.sync(state)

    def sync(self, state: BattleState) -> None:
        """Redraw the marks when they changed (a mine laid, armed, set off or disarmed)."""
        marks = gm_marks(state)
        if marks == self._marks:
            return
        self._marks = marks
        for _, item in self.drawn:
            self._scene.removeItem(item)
        self.drawn = []
        for mark in marks:
            self.drawn.append((mark, self._add(state, mark)))

    def _add(self, state: BattleState, mark: GmMark) -> QGraphicsPathItem:
        size = self._layout.size
        xs, ys = zip(*self._layout.polygon(mark.cell))
        radius = size * 0.27
        item = QGraphicsPathItem(mine_path(radius))
        laying = mark.kind == MINE_PREPARED
        body = QColor(MINE_BODY)
        if laying:
            body.setAlpha(150)
        item.setBrush(QBrush(body))
        pen = QPen(QColor(MINE_RIM))
        pen.setWidthF(size * 0.03)
        if laying:
            pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        core = QGraphicsEllipseItem(-radius * 0.36, -radius * 0.36, radius * 0.72, radius * 0.72, item)
        core.setBrush(QBrush(QColor(MINE_CORE)))
        core.setPen(Qt.PenStyle.NoPen)
        # Toward the top-right corner of the cell: clear of the token's initials and of the
        # items' lower-left corner, inside a hex as well as a square.
        cx, cy = self._layout.center(mark.cell)
        item.setPos(QPointF(cx + 0.5 * (max(xs) - cx), cy - 0.5 * (cy - min(ys))))
        item.setZValue(MARK_Z)
        item.setToolTip(mark_tooltip(state, mark))
        item.setData(0, mark.kind)
        self._scene.addItem(item)
        return item
