"""The ruler drawn on a map: the legs from cell centre to cell centre, and the distance so far.

Both the GM's map and the Player View draw the document's ruler (the
`ruler_changed` signal) with one `RulerOverlay` each: a polyline through
the cells (dots at the start and at each waypoint), a label at the end with
the whole distance in the grid's unit under its diagonal rule, and one at
each waypoint with the distance up to it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from battlemap.engine.areas.measure import Ruler, in_units, leg_distances
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Layout
from battlemap.ui.overlays.labels import MapLabel
from battlemap.ui.words.costs import amount_text

#: Over tokens and overlays: a measurement is what the table looks at while it is held.
RULER_Z = 70.0
RULER_COLOUR = "#ffd23c"


def distance_texts(ruler: Ruler, state: BattleState) -> list[str]:
    """The distance from the start to each point after it (waypoints, then the end), as shown."""
    spec, total, texts = state.spec, 0.0, []
    for leg in leg_distances(state.grid, ruler.cells):
        total += leg
        texts.append(amount_text(in_units(total, spec.cell), spec.unit))
    return texts


class RulerOverlay:
    """The ruler's items in one scene; `show(ruler, state)` redraws, `clear()` hides it."""

    def __init__(self, scene: QGraphicsScene, layout: Layout) -> None:
        self._scene, self._layout = scene, layout
        self.line = QGraphicsPathItem()
        pen = QPen(QColor(RULER_COLOUR), layout.size * 0.09)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.line.setPen(pen)
        #: The start and the waypoints, as filled dots (a path item of their own: the line is not filled).
        self.dots = QGraphicsPathItem()
        self.dots.setPen(QPen(Qt.PenStyle.NoPen))
        self.dots.setBrush(QColor(RULER_COLOUR))
        for item in (self.line, self.dots):
            item.setZValue(RULER_Z)
            item.setVisible(False)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(item)
        self.labels: list[MapLabel] = []

    @property
    def text(self) -> str:
        """The distance the end label shows ("" when no ruler is shown)."""
        shown = [label for label in self.labels if label.isVisible()]
        return shown[-1].text() if shown else ""

    def show(self, ruler: Ruler | None, state: BattleState) -> None:
        """Draw `ruler` (None: hide it)."""
        if ruler is None or len(ruler.cells) < 2:
            self.clear()
            return
        points = [QPointF(*self._layout.center(c)) for c in ruler.cells]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        dots, radius = QPainterPath(), self._layout.size * 0.12
        for point in points[:-1]:
            dots.addEllipse(point, radius, radius)
        self.line.setPath(path)
        self.dots.setPath(dots)
        self.line.setVisible(True)
        self.dots.setVisible(True)
        texts = distance_texts(ruler, state)
        while len(self.labels) < len(texts):
            label = MapLabel(RULER_Z + 1, RULER_COLOUR)
            self._scene.addItem(label)
            self.labels.append(label)
        for i, label in enumerate(self.labels):
            if i < len(texts) and (i == len(texts) - 1 or ruler.cells[i + 1] != ruler.cells[i + 2]):
                label.show_text(texts[i], points[i + 1])
            else:
                label.setVisible(False)

    def clear(self) -> None:
        self.line.setVisible(False)
        self.dots.setVisible(False)
        for label in self.labels:
            label.setVisible(False)
