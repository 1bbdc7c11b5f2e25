"""Fog of war drawn on a map: ONE scene item painting a cached picture of the cells.

The picture has one pixel per cell on a square grid (an 8-bit image whose
colour table says covered, dimmed or clear, scaled up without smoothing), and
the cells' hexagons painted into an image on a hex grid; either way a single
`QGraphicsPixmapItem`, no Python `paint()`, no item per cell. The players'
view (`PlayerFog`) covers what the fog's sides cannot see and hides the
tokens standing there; the GM's map (`GmFogTint`) only tints those cells.
Neither does anything, nor imports numpy, while the battle's fog is off.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsPixmapItem

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.state import BattleState
from battlemap.engine.vision.fog_view import FogView, indices_of
from battlemap.grid import Layout

COVERED, DIMMED, CLEAR = 0, 1, 2
#: The players' fog: over the tokens and every mark, so nothing shows through it.
PLAYER_FOG_Z = 30.0
#: The GM's tint: over the terrain, under the tokens (the GM still sees every token plainly).
GM_TINT_Z = 5.0
PLAYER_COLOURS = {COVERED: QColor(18, 18, 24), DIMMED: QColor(18, 18, 24, 150), CLEAR: QColor(0, 0, 0, 0)}
GM_COLOURS = {COVERED: QColor(60, 70, 140, 70), DIMMED: QColor(60, 70, 140, 45), CLEAR: QColor(0, 0, 0, 0)}
#: Pixels per hex radius in a hex grid's fog picture (enough for clean edges at play zoom).
_HEX_PIXELS = 24.0


def cell_kinds(view: FogView) -> bytearray:
    """Per flat index: COVERED, DIMMED or CLEAR."""
    kinds = bytearray(view.size)  # COVERED
    for i in indices_of(view.explored):
        kinds[i] = DIMMED
    for i in indices_of(view.visible):
        kinds[i] = CLEAR
    return kinds


class FogLayer(QGraphicsPixmapItem):
    """The fog of one scene, redrawn whole when the cells change (a few ms on 100x100)."""

    def __init__(self, layout: Layout, colours: dict[int, QColor], z: float) -> None:
        super().__init__()
        self._layout, self._colours = layout, colours
        self._kinds: bytes | None = None
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_fog(self, view: FogView | None) -> None:
        """Draw `view` (None: no fog at all)."""
        if view is None:
            self.setVisible(False)
            self._kinds = None
            return
        kinds = bytes(cell_kinds(view))
        if kinds != self._kinds:
            self._kinds = kinds
            self._draw(kinds)
        self.setVisible(True)

    def _draw(self, kinds: bytes) -> None:
        grid, layout = self._layout.grid, self._layout
        x, y, _, _ = layout.bounds()
        if grid.kind == "square":
            image = self._square_image(kinds, grid.cols, grid.rows)
            self.setTransformationMode(Qt.TransformationMode.FastTransformation)
            self.setScale(layout.size)
        else:
            image = self._hex_image(kinds)
            self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.setScale(layout.size / _HEX_PIXELS)
        self.setPos(QPointF(x, y))
        self.setPixmap(QPixmap.fromImage(image))

    def _square_image(self, kinds: bytes, cols: int, rows: int) -> QImage:
        stride = (cols + 3) // 4 * 4  # QImage rows start on 32-bit boundaries
        data = b"".join(kinds[r * cols:(r + 1) * cols].ljust(stride, b"\0") for r in range(rows))
        image = QImage(data, cols, rows, stride, QImage.Format.Format_Indexed8)
        image.setColorTable([self._colours[k].rgba() for k in (COVERED, DIMMED, CLEAR)])
        return image.copy()  # its own pixels: `data` goes away with this call

    def _hex_image(self, kinds: bytes) -> QImage:
        layout, grid = self._layout, self._layout.grid
        x0, y0, width, height = layout.bounds()
        k = _HEX_PIXELS / layout.size
        image = QImage(max(1, round(width * k)), max(1, round(height * k)), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        for kind in (COVERED, DIMMED):
            painter.setBrush(self._colours[kind])
            for i, value in enumerate(kinds):
                if value == kind:
                    points = [QPointF((px - x0) * k, (py - y0) * k) for px, py in layout.polygon(grid.cell(i))]
                    painter.drawPolygon(QPolygonF(points))
        painter.end()
        return image


def fogged(view: FogView, state: BattleState, token_id: str) -> bool:
    """True when no cell of the token's footprint is in the players' sight."""
    grid = state.grid
    return not any(grid.in_bounds(c) and view.shows(grid.index(c)) for c in state.token(token_id).footprint)


class PlayerFog:
    """The players' view's fog: the layer, and the tokens out of sight taken off the map.

    `sides` forces fog on for those sides whatever the battle says (`battlemap render --side`);
    None follows the battle's own fog.
    """

    def __init__(self, scene, document: BattleDocument) -> None:
        self.scene, self.document = scene, document
        self.sides: tuple[str, ...] | None = None
        self.layer = FogLayer(scene.layout, PLAYER_COLOURS, PLAYER_FOG_Z)
        scene.addItem(self.layer)
        self.view: FogView | None = None

    def shows(self, state: BattleState, token_id: str) -> bool:
        """True when the players may see the token: no fog, or part of it in their sight."""
        return self.view is None or not fogged(self.view, state, token_id)

    def update(self, state: BattleState) -> None:
        """Fog and tokens as `state` has them (after every move, undo, redo and replay step)."""
        on = self.sides is not None or state.fog.enabled
        if on and self.document.sight_warming:  # worked out meanwhile: the players see nothing yet
            self.view = FogView(state.grid.size, 0, 0)
        else:
            self.view = self.document.fog_view(state, self.sides) if on else None
        self.layer.show_fog(self.view)
        for token_id, item in self.scene.token_items.items():
            shown = self.view is None or not fogged(self.view, state, token_id)
            if item.isVisible() != shown:
                item.setVisible(shown)
        marker = self.scene.turn_marker
        if marker.token_id is not None and marker.token_id in self.scene.token_items:
            marker.setVisible(self.scene.token_items[marker.token_id].isVisible())


class GmFogTint:
    """The GM's map: a light tint on the cells the players cannot see (View > Fog Tint)."""

    def __init__(self, scene, document: BattleDocument) -> None:
        self.document = document
        self.enabled = True
        self.layer = FogLayer(scene.layout, GM_COLOURS, GM_TINT_Z)
        scene.addItem(self.layer)

    def update(self, state: BattleState) -> None:
        on = self.enabled and state.fog.enabled and not self.document.sight_warming
        self.layer.show_fog(self.document.fog_view(state) if on else None)
