"""What only the GM should see on the map besides hidden tokens: an armed mine, one being laid.

A system keeps such things in its own state (Fallout: the cells of a
token's mines in its tactical extras); its `gm_marks` hook lists them as
`GmMark` values, so the GM's map draws them without knowing any system, and
the players' view, which never asks, never shows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from battlemap.grid import Cell

if TYPE_CHECKING:
    from battlemap.engine.battle.state import BattleState

#: Kinds of mark the map knows how to draw; a system may name others (drawn as a plain mark).
MINE_ARMED = "mine_armed"
MINE_PREPARED = "mine_prepared"


@dataclass(frozen=True, slots=True)
class GmMark:
    """One GM-only mark: what it is (`kind`), the cell it lies in, the token that laid it."""

    kind: str
    cell: Cell
    owner: str | None = None


def gm_marks(state: BattleState) -> tuple[GmMark, ...]:
    """Every GM-only mark of the battle, in a stable order (none when the system keeps none)."""
    hook = state.system.gm_marks
    return tuple(hook(state)) if hook is not None else ()
