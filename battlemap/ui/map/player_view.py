"""The players' view: the same battle in a second window, without anything only the GM sees.

A map view of its own scene built with `show_hidden=False`: hidden tokens
get no item at all (not a ghost), and none of the GM's overlays (threat,
overwatch lines, cover, crowd, the drag preview, targeting) is ever added
to it. It follows the document's signals (state, background) exactly like
the GM's map, never the GM's view, and takes no pointer input. With fog of war on
it covers what the fog's sides cannot see (`fog_layer.PlayerFog`). It can go
full screen on any screen (a projector over the table). It shows the turn
banner and marker like the GM's map (a hidden token's turn is marked on
neither), and when the turn passes to a token off its screen it scrolls to
it. With fog of war on, a token out of the players' sight is not theirs to know: no item, no
turn marker, only the round on the banner, and no scrolling towards it. Ctrl+0 fits the map again; a fitted map refits when the window is resized.

What it shows is the GM's call (`player_camera`): the whole map, an area the
GM chose (kept through resizes until the next fit) or one inch per cell; a
wheel turned over it lets go of that. Large print (`set_print_scale`) draws
token labels, badges, the banner and the scale bar larger, for a room. Without enemies'
health (`set_enemy_health(False)`) it draws the health gauges of the players' own sides only
(the fog's sides, whether the fog is on or not; none when the battle names no side).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import (
    QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QScreen, QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from battlemap.document.battle import BattleDocument
from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.fog_layer import PlayerFog
from battlemap.ui.map.player_camera import AREA, FIT, FREE, INCH, Camera
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.view import MapView
from battlemap.ui.overlays.ruler import RulerOverlay


def screen_label(screen: QScreen) -> str:
    """A screen as the menu names it: "HDMI-1 (1920x1080 at 1920,0)"."""
    g = screen.geometry()
    return QCoreApplication.translate("PlayerView", "{name} ({w}x{h} at {x},{y})").format(
        name=screen.name() or "?", w=g.width(), h=g.height(), x=g.x(), y=g.y())


def available_screens() -> list[QScreen]:
    """Every screen the system reports, the primary first."""
    primary = QGuiApplication.primaryScreen()
    screens = list(QGuiApplication.screens())
    return sorted(screens, key=lambda s: s is not primary)


class PlayerView(MapView):
    """A top-level map window for the players, following one document."""

    #: The window was closed (by the GM's menu or its own close button).
    closed = Signal()
    #: What it shows changed (a fit, an area, one inch per cell, a zoom of its own): the new Camera.
    camera_changed = Signal(object)

    def __init__(self, document: BattleDocument, parent: QWidget | None = None) -> None:
        self.document = document
        self._scene = MapScene(document.state, show_hidden=False, images=TokenImages.of_document(document))  # kept: the view does not own it
        super().__init__(self._scene, parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("{name} - Players").format(name=document.name))
        self.show_coordinates = False
        self.pointer_sink = None  # the players watch; the GM moves
        fit = QAction(self.tr("Fit Map"), self)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        fit.triggered.connect(self.fit_map)
        self.addAction(fit)
        self.fit_action = fit
        self.camera = Camera()
        #: Whether the players see the health of tokens not on their sides (View > Player View Screen).
        self.enemy_health = True
        self._active: str | None = document.state.combat.active
        self._bind(document)

    def _bind(self, document: BattleDocument) -> None:
        self.document = document
        self._bound = True
        self._make_fog()
        document.state_changed.connect(self._on_state)
        document.background_changed.connect(self._on_background)
        document.pictures_changed.connect(self._on_pictures)
        document.sight_warmed.connect(self._on_sight_warmed)
        document.ruler_changed.connect(self._on_ruler)
        #: The GM's ruler while it is held (Battle > Measure): the players see the distance too.
        self.ruler = RulerOverlay(self.map_scene(), self.map_scene().layout)
        self._on_ruler(document.ruler)
        self._on_background(document.background)
        self._active = document.state.combat.active
        self.show_turn(document.state)

    def _unbind(self) -> None:
        if not self._bound:
            return
        self._bound = False
        self.document.state_changed.disconnect(self._on_state)
        self.document.background_changed.disconnect(self._on_background)
        self.document.pictures_changed.disconnect(self._on_pictures)
        self.document.sight_warmed.disconnect(self._on_sight_warmed)
        self.document.ruler_changed.disconnect(self._on_ruler)

    def set_document(self, document: BattleDocument) -> None:
        """Follow another battle (File > Open in the GM's window)."""
        self._unbind()
        self._scene = MapScene(document.state, show_hidden=False, images=TokenImages.of_document(document))
        self.set_map_scene(self._scene)
        self.setWindowTitle(self.tr("{name} - Players").format(name=document.name))
        self._bind(document)
        self.fit_map()

    def _make_fog(self) -> None:
        """Fog of war over this view's scene: what the fog's sides cannot see covered (fog_layer)."""
        self.fog = PlayerFog(self.map_scene(), self.document)
        self.fog.update(self.document.state)

    def set_fog_sides(self, sides: tuple[str, ...] | None) -> None:
        """Show what `sides` see, fog on whatever the battle says (None: the battle's own fog)."""
        self.fog.sides = tuple(sides) if sides is not None else None
        self.fog.update(self.document.state)
        self.show_turn(self.document.state)

    def show_turn(self, state: BattleState) -> None:
        """The banner, naming the active token only when the players see it (not fogged)."""
        active = state.combat.active
        concealed = active is not None and state.has_token(active) and not self.fog.shows(state, active)
        self.turn_banner.show_state(state, show_hidden=False, concealed=concealed)

    def token_rect(self, token_id: str):
        """Where the players see a token; None when it is hidden or in the fog (never scrolled to)."""
        item = self.map_scene().token_items.get(token_id)
        return None if item is None or not item.isVisible() else item.sceneBoundingRect()

    def set_enemy_health(self, on: bool) -> None:
        """Show the health of every side (True) or of the players' own sides only (False)."""
        self.enemy_health = on
        self._show_health(self.document.state)

    def _show_health(self, state: BattleState) -> None:
        self.map_scene().set_health_sides(None if self.enemy_health else frozenset(state.fog.sides))

    def _on_sight_warmed(self) -> None:
        """The fog's sight is worked out: the fog as it is, in place of the cover meanwhile."""
        self.fog.update(self.document.state)
        self.show_turn(self.document.state)

    def _on_state(self, state: BattleState) -> None:
        self._show_health(state)
        self.map_scene().sync(state)
        self.fog.update(state)
        self.show_turn(state)
        active = state.combat.active
        if active != self._active:
            self._active = active
            if active is not None:
                self.reveal_token(active)  # nothing to do when it is on screen (or hidden from players)

    def _on_background(self, background) -> None:
        scene = self.map_scene()
        scene.features.set_background(background, scene.grid_item)

    def _on_ruler(self, ruler) -> None:
        self.ruler.show(ruler, self.document.state)

    def _on_pictures(self, pictures) -> None:
        self.map_scene().set_pictures(TokenImages(dict(pictures)))

    # --- what it shows -------------------------------------------------------------------
    def look(self, camera: Camera) -> None:
        """Show what `camera` says (see `player_camera`) and keep showing it through resizes."""
        if camera.kind == FIT:
            self.fit_map()
            return
        if camera.kind == AREA:
            self.show_rect(camera.rect)
        elif camera.kind == INCH:
            self.zoom_to(camera.zoom)
        self._set_camera(camera)

    def fit_map(self) -> None:
        """The whole map (Ctrl+0, the GM's Fit Players' View to Map): an area or scale is let go."""
        super().fit_map()
        self._set_camera(Camera())

    def _set_camera(self, camera: Camera) -> None:
        if camera != self.camera:
            self.camera = camera
            self.camera_changed.emit(camera)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)  # a fitted map refits there
        if self.camera.kind == AREA:
            self.show_rect(self.camera.rect)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        super().wheelEvent(event)
        self._set_camera(Camera(FREE))  # a zoom of its own: nothing to keep on resize

    def set_print_scale(self, print_scale: float) -> None:
        """Large print (1.6) or normal (1.0): token labels, badges, the banner and the scale bar."""
        self.print_scale = print_scale
        self.map_scene().set_print_scale(print_scale)
        self.turn_banner.print_scale = print_scale
        self.turn_banner.place()
        self.viewport().update()

    # --- where it shows ------------------------------------------------------------------
    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on `screen`; None shows it as an ordinary window."""
        if screen is None:
            self.showNormal()
        else:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        self.raise_()
        # An area stays shown on the new screen; one inch per cell was for the old screen's size.
        self.look(self.camera if self.camera.kind == AREA else Camera())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()  # a way out of full screen from the projector's keyboard
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self._unbind()  # a closed view stops following the battle
        event.accept()
        self.closed.emit()
