"""Map tools driven by small pointer events, so their logic is tested without widgets.

The map view's one adapter turns each `QMouseEvent` into a `PointerEvent`
(the cell under the pointer through the Layout, the button and the
modifiers held) and hands it to the current tool (STYLE convention 9). A
tool returns what the view should do with the result: a `Command` to push
on the undo stack, a `Rejected` to show in the status bar, or None.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from battlemap.document.commands import Command, Rejected
from battlemap.grid import Cell

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument

PointerKind = Literal["press", "move", "release"]
LEFT, RIGHT, MIDDLE, NO_BUTTON = "left", "right", "middle", "none"
SHIFT, CTRL, ALT, META = "shift", "ctrl", "alt", "meta"


@dataclass(frozen=True)
class PointerEvent:
    """A pointer press, move or release over the map.

    `cell` is the cell under the pointer, None outside the map; `button`
    the button pressed or released (NO_BUTTON for a move); `modifiers` the
    keys held, as names (SHIFT, CTRL, ALT, META); `point` where the pointer
    is in world (scene) units, for tools working between cells (free walls).
    """

    kind: PointerKind
    cell: Cell | None
    button: str = LEFT
    modifiers: frozenset[str] = frozenset()
    point: tuple[float, float] | None = None

    @classmethod
    def press(cls, cell: Cell | None, button: str = LEFT, *modifiers: str) -> PointerEvent:
        return cls("press", cell, button, frozenset(modifiers))

    @classmethod
    def move(cls, cell: Cell | None, *modifiers: str) -> PointerEvent:
        return cls("move", cell, NO_BUTTON, frozenset(modifiers))

    @classmethod
    def release(cls, cell: Cell | None, button: str = LEFT, *modifiers: str) -> PointerEvent:
        return cls("release", cell, button, frozenset(modifiers))


class MoveTool:
    """Select and drag tokens: press on a token picks it up, release drops it.

    Holding `freehand_modifier` while moving makes the path follow the
    pointer cell by cell instead of the cheapest path. Holding `gm_modifier`
    (Ctrl) at the release makes the drop the GM's move: the token goes to
    that cell asking no rules (`BattleDocument.gm_move_command`). A press
    and release on the same cell is a click: it selects and moves nothing.
    """

    def __init__(self, document: BattleDocument, *, freehand_modifier: str = SHIFT,
                 gm_modifier: str = CTRL) -> None:
        self.document = document
        self.freehand_modifier = freehand_modifier
        self.gm_modifier = gm_modifier

    @property
    def dragging(self) -> bool:
        return self.document.drag.active

    def handle(self, event: PointerEvent) -> Command | Rejected | None:
        """React to one pointer event; see the class docstring for what comes back."""
        if event.kind == "press":
            return self._press(event)
        if event.kind == "move":
            if self.dragging and event.cell is not None:
                self.document.drag.hover(event.cell, freehand=self._freehand(event), gm=self._gm(event))
            return None
        if event.kind == "release" and event.button == LEFT:
            return self._release(event)
        return None

    def cancel(self) -> None:
        """Escape: put the dragged token back."""
        self.document.drag.cancel()

    def rest(self, cell: Cell | None) -> None:
        """The pointer rests on `cell`, no button held: build the drag of the token there, so
        that pressing on it only has to show it (DragSession.prepare)."""
        token_id = None if self.dragging else self._token_at(cell)
        if token_id is not None:
            self.document.drag.prepare(token_id)

    def _press(self, event: PointerEvent) -> None:
        if event.button != LEFT or self.dragging:
            return None
        token_id = self._token_at(event.cell)
        self.document.select(token_id)
        if token_id is not None:
            self.document.drag.begin(token_id)
        return None

    def _release(self, event: PointerEvent) -> Command | Rejected | None:
        drag = self.document.drag
        if not drag.active:
            return None
        if event.cell is None:
            drag.cancel()  # dropped off the map: nothing happens
            return None
        if self._gm(event):
            token = drag.preview.move.token if drag.preview is not None else None
            drag.cancel()
            result = self.document.gm_move_command(token, event.cell) if token is not None else None
        else:
            drag.hover(event.cell, freehand=self._freehand(event))
            result = self.document.drop_command()
        if isinstance(result, Rejected) and result.codes() == ("no_move",):
            return None  # a click on the token
        return result

    def _freehand(self, event: PointerEvent) -> bool:
        return self.freehand_modifier in event.modifiers

    def _gm(self, event: PointerEvent) -> bool:
        return self.gm_modifier in event.modifiers

    def _token_at(self, cell: Cell | None) -> str | None:
        """The topmost token covering `cell` (the last one placed or moved there)."""
        if cell is None:
            return None
        tokens = self.document.state.tokens_at(cell)
        return tokens[-1].id if tokens else None
