"""A token being dragged: the live verdict while it is in the air, and the drop.

`DragSession` wraps the engine's `DragContext` (built once at press: the
movement map, the enemies that can react, the watched cells). Each hover
walks one path through those tables and emits a frozen `DragPreview` (the
engine's `MovePreview` of that path with the drag's tables) on the
document's `drag_changed` signal; hovering the cell already judged does no
work. The path is the cheapest one by default, or, freehand, the cells the
pointer went through; a cell out of reach is judged along the straight way
to it up to its first step out of reach, so the verdict says what is in the
way (engine/movement/pointer_paths.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from battlemap.document.commands import Command, Rejected
from battlemap.engine.movement.drag import DragContext, start_drag
from battlemap.engine.movement.pointer_paths import freehand_trail, straight_toward
from battlemap.engine.movement.preview import MovePreview
from battlemap.grid import Cell

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument


@dataclass(frozen=True)
class DragPreview:
    """What the overlays show during a drag.

    `move` is the engine's verdict on the path: its cells after the token's
    own, cost, remaining and budget in its unit, every reason it is refused,
    the reactions it provokes. `reachable` (flat index -> cost of ending
    there), `threatened` and `watched` (flat index -> ids of the enemies
    reacting there) are built once per drag and are the *same objects* in
    every preview of that drag, so a view can skip repainting them by identity.
    """

    move: MovePreview
    reachable: Mapping[int, float]
    threatened: Mapping[int, tuple[str, ...]]
    watched: Mapping[int, tuple[str, ...]]
    #: The cell under the pointer (None right after the press).
    target: Cell | None = None
    freehand: bool = False


class DragSession:
    """The drag of one token at a time, for one document (Qt-free)."""

    def __init__(self, document: BattleDocument) -> None:
        self.document = document
        self._context: DragContext | None = None
        self._preview: DragPreview | None = None
        self._move: MovePreview | None = None
        self._key: tuple[Cell, bool] | None = None
        self._trail: tuple[Cell, ...] = ()
        self._tables: tuple[Mapping, Mapping, Mapping] | None = None

    @property
    def active(self) -> bool:
        """True while a token is being dragged."""
        return self._context is not None

    @property
    def preview(self) -> DragPreview | None:
        """The latest preview (None when no drag is active)."""
        return self._preview

    def begin(self, token_id: str) -> DragPreview:
        """Pick up `token_id`: reachable cells, threatened cells, watched cells."""
        if self.active:
            self.cancel()
        context = start_drag(self.document.state, token_id)
        movement = context.movement
        reachable = MappingProxyType({i: movement.best[i][0] for i in movement.ends})
        self._context = context
        self._tables = (reachable, context.threatened(), context.watched())
        self._key, self._trail = None, ()
        return self._show(context.preview(()), None, False)

    def hover(self, cell: Cell, *, freehand: bool = False) -> DragPreview:
        """Judge the move to `cell`; the same cell and mode as last time costs nothing."""
        context = self._require()
        key = (cell, freehand)
        if key == self._key and self._preview is not None:
            return self._preview
        self._key = key
        if freehand:
            self._trail = freehand_trail(context.movement, self._trail, cell)
            move = context.preview(self._trail)
        else:
            cheapest = context.path_to(cell)
            # A freehand trail switched on later starts from the path shown, if it is one.
            self._trail = cheapest or ()
            move = context.preview(cheapest if cheapest is not None
                                   else straight_toward(context.movement, cell))
        return self._show(move, cell, freehand)

    def drop(self) -> Command | Rejected:
        """End the drag: the move command for the current path, or why there is none.

        The command is not applied: the caller pushes it (the Qt undo stack
        calls `document.apply`). A document changed since the press gets the
        path judged again against its current state.
        """
        if self._context is None or self._move is None:
            return Rejected.of("no_drag")
        context, move = self._context, self._move
        self._finish()
        document = self.document
        if document.state is context.state:
            return document.move_command(move.token, move.path, preview=move)
        return document.move_command(move.token, move.path)

    def take_path(self) -> MovePreview | None:
        """End the drag without moving: the judged path so far, for an action that carries it.

        Move and Attack in GURPS walks its path as part of the attack: the
        drag draws it, the action command plays it. None when no drag is on.
        """
        move = self._move if self._context is not None else None
        if self._context is not None:
            self._finish()
        return move

    def cancel(self) -> None:
        """Drop the token back where it was (Escape); nothing changes."""
        if self._context is not None:
            self._finish()

    def _require(self) -> DragContext:
        if self._context is None:
            raise RuntimeError("no drag in progress: call begin(token_id) first")
        return self._context

    def _show(self, move: MovePreview, cell: Cell | None, freehand: bool) -> DragPreview:
        reachable, threatened, watched = self._tables or ({}, {}, {})
        self._move = move
        preview = DragPreview(move, reachable, threatened, watched, target=cell, freehand=freehand)
        if preview != self._preview:
            self._preview = preview
            self.document.drag_changed.emit(preview)
        return self._preview

    def _finish(self) -> None:
        self._context = self._preview = self._move = self._key = self._tables = None
        self._trail = ()
        self.document.drag_changed.emit(None)
