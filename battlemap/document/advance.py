"""Drag the path, then click the foe: actions whose entry carries a move and a token target.

GURPS Move and Attack and the All-Out Attacks (rulesets/gurps4e.toml, system
effect `move_then_attack`) walk a path and then attack from its last hex, in
one maneuver: their `Action` holds both `path` and `target`. `AdvanceTool`
takes the pointer for one such action: press on the fighter and drag draws
the path exactly like a move (the document's `DragSession`: reachable cells,
cost, reactions on the way), release keeps it, and a click on a token plays
the action at it through the document's action command, one undoable step.
A click without a drag (press and release on the fighter) attacks in place.
Qt-free, like the move tool, so it is tested with plain pointer events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import LEFT, PointerEvent
from battlemap.engine.actions import Action
from battlemap.grid import Cell
from battlemap.schema.actions import ActionDef

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument

#: System effects that walk the Action's path before acting on its target.
PATH_THEN_TARGET_EFFECTS = frozenset({"move_then_attack"})
_TOKEN_TARGETS = ("token", "enemy", "ally")


def moves_then_targets(action_def: ActionDef) -> bool:
    """True for an entry whose Action carries a path and a token target (drag, then click)."""
    return action_def.target in _TOKEN_TARGETS and any(
        effect.system in PATH_THEN_TARGET_EFFECTS for effect in action_def.effects)


class AdvanceTool:
    """One path-then-target action of `actor`: phase "path" (drag), then "target" (click).

    `handle` returns the command to push once a token is clicked, a
    Rejected to show (and the tool stays in the target phase to try
    another), or None while the pointer is still drawing or choosing.
    """

    def __init__(self, document: BattleDocument, action_id: str, actor: str, *,
                 options: tuple[tuple[str, object], ...] = ()) -> None:
        self.document, self.action_id, self.actor, self.options = document, action_id, actor, options
        self.phase = "path"
        self.path: tuple[Cell, ...] = ()

    def handle(self, event: PointerEvent) -> Command | Rejected | None:
        """React to one pointer event (see the class docstring)."""
        drag = self.document.drag
        if self.phase == "path":
            if event.kind == "press" and event.button == LEFT and self._token_at(event.cell) == self.actor:
                drag.begin(self.actor)
            elif event.kind == "move" and drag.active and event.cell is not None:
                drag.hover(event.cell)
            elif event.kind == "release" and event.button == LEFT and drag.active:
                if event.cell is not None:
                    drag.hover(event.cell)
                move = drag.take_path()
                self.path = move.path if move is not None else ()
                self.phase = "target"
            return None
        if event.kind != "press" or event.button != LEFT:
            return None
        target = self._token_at(event.cell)
        if target is None or target == self.actor:
            return Rejected.of("no_target")
        return self.document.action_command(
            Action(self.action_id, self.actor, target=target, path=self.path, options=self.options))

    def cancel(self) -> None:
        """Escape: the path is dropped, nothing is played."""
        self.document.drag.cancel()

    def _token_at(self, cell: Cell | None) -> str | None:
        """The topmost token covering `cell` (the one drawn on top)."""
        if cell is None:
            return None
        tokens = self.document.state.tokens_at(cell)
        return tokens[-1].id if tokens else None
