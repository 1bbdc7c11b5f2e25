"""Area templates on the map: the covered cells tinted and the shape's outline over them.

The scene keeps one `TemplateDrawing` per template of the battle's state
(`TemplateLayer.sync`); the Player View's scene draws only the templates
marked `show_players`. Placing one (`modes/template_place.py`) draws a
dashed preview with the same class. Stock path items only.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from battlemap.engine.areas.shapes import Shape
from battlemap.engine.areas.templates import AreaTemplate, covered_cells, shape_of
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Layout
from battlemap.ui.overlays.cells import cells_path

#: Over the terrain and the reach shading, under the tokens (10 and up).
TEMPLATE_Z = 6.5
TEMPLATE_COLOUR = "#ff7a1a"
PREVIEW_COLOUR = "#ffd23c"


def shape_path(layout: Layout, shape: Shape) -> QPainterPath:
    """The outline of `shape` in scene coordinates."""
    s, (ox0, oy0) = layout.size, layout.origin
    ox, oy = ox0 + s * shape.origin[0], oy0 + s * shape.origin[1]
    length, (ux, uy) = s * shape.length, shape.direction
    path, centre = QPainterPath(), QPointF(ox, oy)
    if shape.kind == "circle":
        path.addEllipse(centre, length, length)
    elif shape.kind == "square":
        path.addRect(QRectF(ox - length / 2, oy - length / 2, length, length))
    elif shape.kind == "line":
        half = s * shape.width / 2
        nx, ny = -uy * half, ux * half
        corners = [(ox + nx, oy + ny), (ox + ux * length + nx, oy + uy * length + ny),
                   (ox + ux * length - nx, oy + uy * length - ny), (ox - nx, oy - ny)]
        path.moveTo(*corners[0])
        for corner in corners[1:]:
            path.lineTo(*corner)
        path.closeSubpath()
    else:
        heading = -math.degrees(math.atan2(uy, ux))  # Qt's arcs turn counter-clockwise, y up
        aperture = min(shape.angle, 360.0)
        path.moveTo(centre)
        path.arcTo(QRectF(ox - length, oy - length, 2 * length, 2 * length), heading - aperture / 2, aperture)
        path.closeSubpath()
    return path


class TemplateDrawing:
    """One template's items: the covered cells tinted, its outline drawn."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, colour: str = TEMPLATE_COLOUR, *,
                 dashed: bool = False) -> None:
        self._layout = layout
        self.cells = QGraphicsPathItem()
        fill = QColor(colour)
        fill.setAlpha(70)
        self.cells.setBrush(QBrush(fill))
        self.cells.setPen(QPen(Qt.PenStyle.NoPen))
        self.outline = QGraphicsPathItem()
        pen = QPen(QColor(colour), layout.size * 0.06, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        self.outline.setPen(pen)
        for z, item in enumerate((self.cells, self.outline)):
            item.setZValue(TEMPLATE_Z + z * 0.01)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(item)
        #: The flat indices of the cells shown as covered.
        self.covered: frozenset[int] = frozenset()

    def show(self, state: BattleState, template: AreaTemplate) -> None:
        grid = state.grid
        cells = covered_cells(grid, state.spec.cell, template, state.options)
        self.covered = frozenset(grid.index(c) for c in cells)
        self.cells.setPath(cells_path(self._layout, self.covered))
        self.outline.setPath(shape_path(self._layout, shape_of(grid, state.spec.cell, template, state.options)))
        for item in (self.cells, self.outline):
            item.setVisible(True)

    def hide(self) -> None:
        for item in (self.cells, self.outline):
            item.setVisible(False)

    def remove(self) -> None:
        for item in (self.cells, self.outline):
            if item.scene() is not None:
                item.scene().removeItem(item)


class TemplateLayer:
    """Every template of the state drawn in one scene (`players`: only those shown to players)."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, state: BattleState, *, players: bool) -> None:
        self._scene, self._layout, self._players = scene, layout, players
        self.drawings: dict[AreaTemplate, TemplateDrawing] = {}
        self._options: object = None
        self.sync(state)

    def sync(self, state: BattleState) -> None:
        """Draw the state's templates: new ones added, removed ones taken away."""
        shown = [t for t in state.templates if t.show_players or not self._players]
        if state.options is not self._options:  # a house rule may change a cone's angle
            self._options = state.options
            for drawing in self.drawings.values():
                drawing.remove()
            self.drawings = {}
        for template in [t for t in self.drawings if t not in shown]:
            self.drawings.pop(template).remove()
        for template in shown:
            if template not in self.drawings:
                drawing = TemplateDrawing(self._scene, self._layout)
                drawing.show(state, template)
                self.drawings[template] = drawing

    def ids(self) -> tuple[str, ...]:
        """The ids of the templates drawn (for tests)."""
        return tuple(t.id for t in self.drawings)
