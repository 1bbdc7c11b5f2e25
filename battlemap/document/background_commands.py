"""Placing, moving or removing the picture under the map: one undoable step.

The engine never sees the picture, so the command leaves the battle state as
it is and carries the picture before and after it (`Command.background`).
"""

from __future__ import annotations

from battlemap.document.background import Background
from battlemap.document.commands import Change, Command, Rejected
from battlemap.document.log import Part, phrase
from battlemap.engine.battle.state import BattleState


#: What the Edit menu calls the step (translated there).
_SET = phrase("Set background image")
_REMOVED = phrase("Remove background image")


def background_command(state: BattleState, old: Background | None,
                       new: Background | None) -> Command | Rejected:
    """The undoable change from `old` to `new` (refused when `new` is bad or nothing changes)."""
    if new is not None and new.problems():
        return Rejected(new.problems())
    if new == old:
        return Rejected.of("no_change")
    label = Part(_REMOVED if new is None else _SET)
    return Command(label, state, state, background=Change(old, new))
