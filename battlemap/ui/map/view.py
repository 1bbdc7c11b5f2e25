"""The map view: the camera over a MapScene, and the pointer turned into cells.

Camera: wheel zoom anchored at the cursor, fit, 100 %; pan with the middle
button, or the left button while space is held, or the arrow keys. A map
that was fitted stays fitted when the view is resized (a window maximised,
a projector's full screen); a zoom the user chose is kept. Edge
coordinates and a scale bar are drawn fixed to the viewport, and the turn
banner (`turn_banner`) sits over its top. The view never
searches items to find what is under the pointer: `Layout.cell_at` turns the
scene point into a cell, and the view hands (kind, cell, button, modifiers)
to whoever listens (the drag tool, the status bar).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush, QColor, QContextMenuEvent, QFont, QKeyEvent, QMouseEvent, QPainter, QPixmap, QPixmapCache,
    QResizeEvent, QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from battlemap.document.tools import ALT, CTRL, LEFT, META, MIDDLE, NO_BUTTON, RIGHT, SHIFT, PointerEvent
from battlemap.grid import Cell
from battlemap.ui.map.decor import (
    RULER_THICKNESS, MapRulers, draw_rulers, draw_scale_bar, scale_bar, scale_bar_rect, touches_rulers,
)
from battlemap.ui.map.palette import MAP_BACKGROUND
from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.turn_banner import TurnBanner

_ZOOM_STEP = 1.15
_MIN_SCALE = 0.02
_MAX_SCALE = 8.0
_ARROW_FRACTION = 0.125  # an arrow key pans an eighth of the view
#: Qt keeps item caches (a drag's shading over the view, every token disc) in
#: the process-wide QPixmapCache, 10 MB by default: the shading of a 1920 x
#: 1080 view alone is 8 MB, and a full cache would evict it and the tokens in
#: turn on every repaint. 128 MB holds that at 4K with room for the tokens.
PIXMAP_CACHE_KB = 128 * 1024

#: A pointer listener: takes the document's PointerEvent, returns True when it used it.
PointerSink = Callable[[PointerEvent], bool]

_BUTTONS = {
    Qt.MouseButton.LeftButton: LEFT,
    Qt.MouseButton.RightButton: RIGHT,
    Qt.MouseButton.MiddleButton: MIDDLE,
}
_MODIFIERS = (
    (Qt.KeyboardModifier.ShiftModifier, SHIFT),
    (Qt.KeyboardModifier.ControlModifier, CTRL),
    (Qt.KeyboardModifier.AltModifier, ALT),
    (Qt.KeyboardModifier.MetaModifier, META),
)


def pointer_event(kind: str, cell: Cell | None, event: QMouseEvent,
                  point: tuple[float, float] | None = None) -> PointerEvent:
    """The one adapter from a QMouseEvent to the document's Qt-free PointerEvent."""
    button = NO_BUTTON if kind == "move" else _BUTTONS.get(event.button(), NO_BUTTON)
    held = event.modifiers()
    modifiers = frozenset(name for flag, name in _MODIFIERS if held & flag)
    return PointerEvent(kind, cell, button, modifiers, point)  # type: ignore[arg-type]


class MapView(QGraphicsView):
    """Shows a MapScene; owns the camera and turns mouse events into cells."""

    #: The cell under the pointer changed (a Cell on the map, or None off it).
    cell_hovered = Signal(object)
    #: The zoom changed (screen pixels per world unit).
    zoom_changed = Signal(float)
    #: Escape was pressed over the map (cancel a drag or targeting).
    cancel_requested = Signal()
    #: A context menu was asked for on an on-map cell: (cell, global QPoint).
    context_requested = Signal(object, QPoint)

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QBrush(QColor(MAP_BACKGROUND)))
        # The grid is drawn in the background, which Qt keeps as a pixmap of the viewport:
        # a repaint blits it, a scroll moves it and draws the strip uncovered, a zoom redraws it.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.pointer_sink: PointerSink | None = None
        #: True while the sink wants every move, not only those into another cell (drawing walls).
        self.every_move: Callable[[], bool] = lambda: False
        #: Whether moves off the map go to the sink too (a picture dragged past the map's edge).
        self.off_map_moves: Callable[[], bool] = lambda: False
        self._menu_taken = False
        self.show_coordinates = True
        self.show_scale_bar = True
        #: How much larger than normal the scale bar is drawn (large print on a projector: 1.6).
        self.print_scale = 1.0
        self._space_held = False
        self._pan_from: QPoint | None = None
        self._hovered: Cell | None = None
        self._rulers = MapRulers.of(scene.layout)
        self._bar_key: tuple | None = None
        self._bar: tuple[float, str] = (0.0, "")
        self._rulers_key: tuple | None = None
        self._ruler_bands: tuple[QPixmap, QPixmap] | None = None
        self._bar_pixmap_key: tuple | None = None
        self._bar_pixmap = QPixmap()
        #: True while the whole map is fitted: a resize fits it again (Ctrl+0 sets it, a zoom clears it).
        self.fitted = False
        self.turn_banner = TurnBanner(self)

    def map_scene(self) -> MapScene:
        scene = self.scene()
        assert isinstance(scene, MapScene)
        return scene

    def set_map_scene(self, scene: MapScene) -> None:
        """Show another battle's scene (after File > Open or New)."""
        self.setScene(scene)
        self.resetCachedContent()  # the background holds the old battle's grid
        scene.set_print_scale(self.print_scale)
        self._rulers = MapRulers.of(scene.layout)
        self._hovered = None
        self._zoomed()

    def render(self, painter: QPainter, target: QRectF = QRectF(), source: QRect = QRect(),
               mode: Qt.AspectRatioMode = Qt.AspectRatioMode.KeepAspectRatio) -> None:
        """QGraphicsView.render (to an image), with the map-sized layers painted uncached."""
        with self.map_scene().caches_off():
            super().render(painter, target, source, mode)

    # --- camera -----------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        """Current scale: screen pixels per world unit."""
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        """Zoom by a factor, clamped to sensible limits."""
        self.fitted = False
        target = min(_MAX_SCALE, max(_MIN_SCALE, self.zoom * factor))
        self.scale(target / self.zoom, target / self.zoom)
        self._zoomed()

    def zoom_at(self, factor: float, point: QPointF) -> None:
        """Zoom by a factor keeping the map point under viewport `point` where it is."""
        before = self.mapToScene(point.toPoint())
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.zoom_by(factor)
        self.setTransformationAnchor(anchor)
        moved = self.mapFromScene(before)
        self.pan_by(moved.x() - point.x(), moved.y() - point.y())

    def zoom_actual(self) -> None:
        """100 %: one world unit per screen pixel."""
        self.fitted = False
        self.resetTransform()
        self._zoomed()

    def fit_map(self) -> None:
        """Show the whole map (and keep showing it as the view is resized)."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = True
        self._zoomed()

    def show_rect(self, rect: QRectF) -> None:
        """Fit a part of the map in the view (a resize does not refit it; see `fitted`)."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = False
        self._zoomed()

    def zoom_to(self, zoom: float) -> None:
        """Show the map at `zoom` screen pixels per world unit, the view's centre kept."""
        centre = self.mapToScene(self.viewport().rect().center())
        self.fitted = False
        self.resetTransform()
        self.scale(zoom, zoom)
        self.centerOn(centre)
        self._zoomed()

    def visible_rect(self) -> QRectF:
        """The part of the scene the viewport shows."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.fitted:
            self.fit_map()
        self.turn_banner.place()

    def show_turn(self, state: BattleState) -> None:
        """The banner says whose turn it is in `state`."""
        self.turn_banner.show_state(state, self.map_scene().show_hidden)

    def token_rect(self, token_id: str) -> QRectF | None:
        """Where a token's disc is in the scene, None when this view draws no such token."""
        item = self.map_scene().token_items.get(token_id)
        return None if item is None else item.sceneBoundingRect()

    def is_token_on_screen(self, token_id: str) -> bool:
        """Whether the whole of the token's disc is in the viewport."""
        rect = self.token_rect(token_id)
        if rect is None:
            return False
        return self.visible_rect().contains(rect)

    def centre_on_token(self, token_id: str) -> None:
        """Put the token in the middle of the view (as near as the map's edges allow)."""
        rect = self.token_rect(token_id)
        if rect is not None:
            self.centerOn(rect.center())
            self.viewport().update()

    def reveal_token(self, token_id: str) -> None:
        """Scroll just enough that the token is in view (with a cell's room around it)."""
        rect = self.token_rect(token_id)
        if rect is None or self.is_token_on_screen(token_id):
            return
        margin = round(self.map_scene().layout.size * self.zoom)
        self.ensureVisible(rect, margin, margin)
        self.viewport().update()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the camera by (dx, dy) viewport pixels."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def _zoomed(self) -> None:
        self.map_scene().set_zoom(self.zoom)
        self.viewport().update()
        self.zoom_changed.emit(self.zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_at(_ZOOM_STEP**steps, event.position())
        event.accept()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 (Qt override)
        super().scrollContentsBy(dx, dy)
        # The rulers and scale bar are fixed to the viewport: a scrolled copy would smear them.
        self.viewport().update()

    # --- keys -------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        step_x = self.viewport().width() * _ARROW_FRACTION
        step_y = self.viewport().height() * _ARROW_FRACTION
        moves = {
            Qt.Key.Key_Left: (-step_x, 0), Qt.Key.Key_Right: (step_x, 0),
            Qt.Key.Key_Up: (0, -step_y), Qt.Key.Key_Down: (0, step_y),
        }
        if key in moves:
            self.pan_by(*moves[key])
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.cancel_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # --- pointer ------------------------------------------------------------------------
    def cell_at_view(self, point: QPoint | QPointF) -> Cell | None:
        """The on-map cell under a viewport point, or None (arithmetic, no item search)."""
        scene_point = self.mapToScene(point.toPoint() if isinstance(point, QPointF) else point)
        layout = self.map_scene().layout
        cell = layout.cell_at(scene_point.x(), scene_point.y())
        return cell if layout.grid.in_bounds(cell) else None

    def _starts_pan(self, event: QMouseEvent) -> bool:
        button = event.button()
        return button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and self._space_held
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.setFocus()
        if self._starts_pan(event):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        handled = self._deliver("press", event)
        # A right press a mode used (ending a wall chain) opens no menu as well.
        self._menu_taken = handled and event.button() == Qt.MouseButton.RightButton
        if handled:
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_from is not None:
            point = event.position().toPoint()
            delta = point - self._pan_from
            self._pan_from = point
            self.pan_by(-delta.x(), -delta.y())
            event.accept()
            return
        cell = self.cell_at_view(event.position())
        changed = cell != self._hovered
        if changed:
            self._hovered = cell
            self.cell_hovered.emit(cell)
        wanted = (changed or self.every_move()) if cell is not None else self.off_map_moves()
        if wanted and self._deliver("move", event, cell):
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton
        ):
            self._pan_from = None
            if self._space_held:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        if self._deliver("release", event):
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt override)
        cell = self.cell_at_view(event.pos())
        if self._menu_taken:
            self._menu_taken = False
            event.accept()
            return
        if cell is None:
            event.ignore()
            return
        event.accept()
        self.context_requested.emit(cell, event.globalPos())

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if self._hovered is not None:
            self._hovered = None
            self.cell_hovered.emit(None)
        super().leaveEvent(event)

    def _deliver(self, kind: str, event: QMouseEvent, cell: Cell | None = None) -> bool:
        """Hand the event to the pointer sink (a release off the map too: it ends a drag).

        `cell`: the cell under the pointer when the caller has already found it.
        """
        if self.pointer_sink is None:
            return False
        if cell is None:
            cell = self.cell_at_view(event.position())
        at = self.mapToScene(event.position().toPoint())
        handled = self.pointer_sink(pointer_event(kind, cell, event, (at.x(), at.y())))
        if handled:
            event.accept()
        return handled

    @property
    def hovered_cell(self) -> Cell | None:
        return self._hovered

    def _draw_cached_rulers(self, painter: QPainter, transform, width: int, height: int) -> None:
        """The rulers from two pixmaps (the top band, the left band under it), drawn again only
        when the camera, the viewport's size or the labels' font changed: their ~60 labels were a
        fifth of a full repaint (a press's), redrawn over an unchanged view."""
        ratio = self.viewport().devicePixelRatioF()
        key = (transform.m11(), transform.dx(), transform.dy(), width, height, ratio, id(self._rulers),
               QFont().key())
        if key != self._rulers_key:
            self._rulers_key = key
            top, left = round(RULER_THICKNESS), round(RULER_THICKNESS * 1.6)

            def draw(painter: QPainter) -> None:
                draw_rulers(painter, self._rulers, transform, width, height)

            self._ruler_bands = (self._decor_pixmap(width, top, ratio, 0, 0, draw),
                                 self._decor_pixmap(left, height - top, ratio, 0, top, draw))
        top_band, left_band = self._ruler_bands
        painter.drawPixmap(0, 0, top_band)
        painter.drawPixmap(0, round(RULER_THICKNESS), left_band)

    def _decor_pixmap(self, width: int, height: int, ratio: float, left: int, top: int,
                      draw: Callable[[QPainter], None]) -> QPixmap:
        """A transparent `width` x `height` pixmap holding what `draw` paints at viewport point
        (`left`, `top`) and right and below it."""
        pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(self.renderHints())
        painter.translate(-left, -top)
        draw(painter)
        painter.end()
        return pixmap

    # --- background and fixed decorations ------------------------------------------------
    #: Read by the grid item: this view draws the grid in its (cached) background.
    draws_ground = True

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt override)
        super().drawBackground(painter, rect)
        grid = self.map_scene().grid_item
        if grid.in_background:
            grid.paint_exposed(painter, rect)

    def _scale_bar(self) -> tuple[float, str]:
        """(length in pixels, label) of the scale bar, worked out again only when the zoom changes."""
        spec = self.map_scene().state.spec
        key = (self.zoom, self._rulers.pitch, spec.cell, spec.unit, self.print_scale)
        if key != self._bar_key:
            self._bar_key, self._bar = key, scale_bar(*key)
        return self._bar

    def drawForeground(self, painter: QPainter, rect) -> None:  # noqa: N802 (Qt override)
        if not (self.show_coordinates or self.show_scale_bar):
            return
        transform = self.viewportTransform()
        width, height = self.viewport().width(), self.viewport().height()
        # A drag repaints a few cells mid-map: skip the decorations it does not touch.
        exposed = transform.mapRect(rect)
        rulers = self.show_coordinates and touches_rulers(exposed, height)
        length, label = self._scale_bar()
        bar = self.show_scale_bar and exposed.intersects(scale_bar_rect(length, height, self.print_scale))
        if not (rulers or bar):
            return
        painter.save()
        painter.resetTransform()
        if rulers:
            self._draw_cached_rulers(painter, transform, width, height)
        if bar:
            self._draw_cached_scale_bar(painter, length, label, height)
        painter.restore()

    def _draw_cached_scale_bar(self, painter: QPainter, length: float, label: str, height: int) -> None:
        """The scale bar from a pixmap of its corner, drawn again when it or the view's height changed."""
        ratio = self.viewport().devicePixelRatioF()
        key = (length, label, height, self.print_scale, ratio, QFont().key())
        area = scale_bar_rect(length, height, self.print_scale).toAlignedRect()
        if key != self._bar_pixmap_key:
            self._bar_pixmap_key = key
            self._bar_pixmap = self._decor_pixmap(area.width(), area.height(), ratio, area.left(), area.top(),
                                                  lambda p: draw_scale_bar(p, length, label, height, self.print_scale))
        painter.drawPixmap(area.topLeft(), self._bar_pixmap)
