"""Binds one BattleDocument to the map: signals to the scene, the pointer to the move tool.

The view turns mouse events into the document's PointerEvents; this feeds
them to the `MoveTool` (or to the targeting mode when one is active) and
hands any resulting command to `push` (the window's undo stack). The scene
follows the document's signals only: state (tokens, terrain), selection and
the drag preview. `unbind()` disconnects everything before another battle
is opened.

A pointer that rests on a token for `REST_MS` (no button, no mode) has
that token's drag built then (`MoveTool.rest`), its shading drawn but
unshown, so the press only shows it: the press is what the user waits for,
the rest is time the user spends anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QTimer

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.drag import DragPreview
from battlemap.document.tools import MoveTool, PointerEvent
from battlemap.engine.battle.state import BattleState
from battlemap.ui.map.fog_layer import GmFogTint
from battlemap.ui.map.scene import MapScene
from battlemap.ui.map.token_images import TokenImages
from battlemap.ui.map.view import MapView
from battlemap.ui.map.wall_edit import WallEditor
from battlemap.ui.overlays.drag import DragOverlays
from battlemap.ui.overlays.ruler import RulerOverlay
from battlemap.ui.overlays.toggled import MapOverlays
from battlemap.ui.words.names import words_of


#: How long the pointer stays on a token's cell before its drag is built ahead of a press:
#: longer than a pointer sweeping over a crowd stays on each token, shorter than a reach for the
#: button.
REST_MS = 40


class PointerMode(Protocol):
    """A temporary mode that takes the pointer (targeting an attack)."""

    def handle(self, event: PointerEvent) -> bool: ...

    def cancel(self) -> None: ...


class MapController:
    """The document's map: scene kept in step, pointer events to the tool, results pushed."""

    def __init__(self, document: BattleDocument, scene: MapScene, view: MapView,
                 push: Callable[[Command | Rejected], None],
                 refused: Callable[[str, Rejected], None] | None = None) -> None:
        self.document, self.scene, self.view, self._push = document, scene, view, push
        #: Told of a drop the rules refused (the token id, why): the window logs it.
        self._refused = refused
        self.tool = MoveTool(document)
        #: Free walls clicked (selected) and their ends dragged, when no mode is on.
        self.walls = WallEditor(document, scene, push)
        self.drag = DragOverlays(scene, scene.layout)
        self.overlays = MapOverlays(scene, scene.layout)
        #: The light tint on the cells the players cannot see (fog of war; View > Fog Tint on GM Map).
        self.fog_tint = GmFogTint(scene, document)
        #: The measurement the GM holds (Battle > Measure), drawn as the Player View draws it.
        self.ruler = RulerOverlay(scene, scene.layout)
        self._bound = True
        self.mode: PointerMode | None = None
        self._names: dict[str, str] = {}
        self._names_of: BattleState | None = None
        self._rest = QTimer(view)
        self._rest.setSingleShot(True)
        self._rest.setInterval(REST_MS)
        self._rest.timeout.connect(self._on_rest)
        view.pointer_sink = self.on_pointer
        view.every_move = self._every_move
        view.off_map_moves = lambda: bool(getattr(self.mode, "off_map_moves", False))
        view.cancel_requested.connect(self.cancel)
        document.state_changed.connect(self._on_state)
        document.selection_changed.connect(self._on_selection)
        document.drag_changed.connect(self._on_drag)
        document.drag_ready.connect(self._on_drag_ready)
        document.background_changed.connect(self._on_background)
        document.pictures_changed.connect(self._on_pictures)
        document.sight_warmed.connect(self._on_sight_warmed)
        document.ruler_changed.connect(self._on_ruler)
        self._on_background(document.background)
        scene.select({document.selection} if document.selection else set())
        view.show_turn(document.state)

    def unbind(self) -> None:
        """Stop following the document (another battle replaces it)."""
        if not self._bound:
            return
        self._bound = False
        self.cancel()
        self.document.state_changed.disconnect(self._on_state)
        self.document.selection_changed.disconnect(self._on_selection)
        self.document.drag_changed.disconnect(self._on_drag)
        self.document.drag_ready.disconnect(self._on_drag_ready)
        self._rest.stop()
        self.document.background_changed.disconnect(self._on_background)
        self.document.pictures_changed.disconnect(self._on_pictures)
        self.document.sight_warmed.disconnect(self._on_sight_warmed)
        self.document.ruler_changed.disconnect(self._on_ruler)
        self.view.cancel_requested.disconnect(self.cancel)
        self.view.pointer_sink = None
        self.view.every_move = lambda: False
        self.view.off_map_moves = lambda: False

    # --- pointer ------------------------------------------------------------------------
    def on_pointer(self, event: PointerEvent) -> bool:
        """One pointer event from the view; True when it was used."""
        if self.mode is not None:
            return self.mode.handle(event)
        if not self.tool.dragging and self.walls.handle(event):
            return True
        if event.kind == "press" and event.button != "left":
            return False
        if event.kind == "move" and not self.tool.dragging:
            self._rest.start()  # (re)started on each new cell: the drag is built once it rests
        preview = self.document.drag.preview if event.kind == "release" else None
        result = self.tool.handle(event)
        if result is not None:
            self._push(result)
        if isinstance(result, Rejected) and preview is not None and self._refused is not None:
            self._refused(preview.move.token, result)  # the drop the rules refused
        return event.kind != "move" or self.tool.dragging

    def _on_rest(self) -> None:
        if self._bound and self.mode is None:
            self.tool.rest(self.view.hovered_cell)

    def _every_move(self) -> bool:
        """Whether the view should pass on moves within a cell (a line following the pointer)."""
        return self.walls.dragging or bool(getattr(self.mode, "every_move", False))

    def set_mode(self, mode: PointerMode | None) -> None:
        """Give the pointer to a mode (None: back to moving tokens)."""
        if self.mode is not None and mode is not self.mode:
            self.mode.cancel()
        self.tool.cancel()
        self.walls.cancel()
        self.mode = mode

    def cancel(self) -> None:
        """Escape: the dragged token (or wall end) goes back; a targeting mode ends."""
        self.tool.cancel()
        self.walls.cancel()
        if self.mode is not None:
            mode, self.mode = self.mode, None
            mode.cancel()

    # --- document signals -------------------------------------------------------------------
    def names(self) -> dict[str, str]:
        """Token id -> name in the current state (cached per state)."""
        state = self.document.state
        if state is not self._names_of:
            self._names = words_of(state)
            self._names_of = state
        return self._names

    def set_overlay(self, overlay: str, on: bool) -> None:
        """Switch a View-menu overlay (cover, crowd, threat, overwatch) on or off."""
        self.overlays.set_enabled(overlay, on, self.document.state, self.document.selection)

    def _on_state(self, state: BattleState) -> None:
        self.scene.sync(state)
        self.walls.refresh(state)
        self.fog_tint.update(state)
        self.view.show_turn(state)
        if self.overlays.enabled:
            self.overlays.refresh(state, self.document.selection)

    def _on_sight_warmed(self) -> None:
        self.fog_tint.update(self.document.state)

    def _on_selection(self, token_id: str | None) -> None:
        self.scene.select({token_id} if token_id else set())
        if "threat" in self.overlays.enabled:
            self.overlays.refresh(self.document.state, token_id, only="threat")

    def _on_background(self, background) -> None:
        self.scene.features.set_background(background, self.scene.grid_item)

    def _on_pictures(self, pictures) -> None:
        self.scene.set_pictures(TokenImages(dict(pictures)))

    def _on_ruler(self, ruler) -> None:
        self.ruler.show(ruler, self.document.state)

    def _on_drag_ready(self, preview: DragPreview) -> None:
        self.drag.prepare(preview, self.document.state, self.view)

    def _on_drag(self, preview: DragPreview | None) -> None:
        if preview is None:
            self.drag.clear()
            self._rest.start()  # the pointer is still on the token: its next drag is built again
            return
        self.drag.show(preview, self.document.state, self.names())
