"""Which cells hold another side's tokens: the cells a mover's fill may not enter.

`BattleState.enemy_cells` sorts every occupied cell by side again for each
new state, while a drag start after a move asks about a token list that
differs by one token. `enemy_cells` keeps the last answer per side on the
state's derived cache and redoes only the cells the changed tokens left or
entered; an answer is reused only for the very occupancy and token list it
was made for, so older states (undo) are answered afresh, never wrongly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from battlemap.engine.battle.state import BattleState, TokenState

#: Beyond this many changed tokens the cells are sorted from scratch.
_INCREMENTAL = 64


class _Known(NamedTuple):
    """The enemy cells of one side for one occupancy and token list."""

    occupancy: Mapping[int, tuple[str, ...]]
    tokens: tuple[TokenState, ...]
    #: Token id -> side.
    sides: Mapping[str, str]
    cells: frozenset[int]


def enemy_cells(state: BattleState, side: str) -> frozenset[int]:
    """Flat indices covered by a token not of `side` (as `state.enemy_cells(side)`)."""
    holder = state.memo(("enemy-cells", side), dict)
    last = holder.get("last")
    if last is not None and last.occupancy is state.occupancy and last.tokens is state.tokens:
        return last.cells
    known = _updated(state, side, last) if last is not None else None
    if known is None:
        sides = {t.id: t.side for t in state.tokens}
        known = _Known(state.occupancy, state.tokens, sides, state.enemy_cells(side))
    holder["last"] = known
    return known.cells


def _updated(state: BattleState, side: str, last: _Known) -> _Known | None:
    """`last` brought up to `state` by the tokens that changed; None when that is not cheaper."""
    tokens, grid = state.tokens, state.grid
    if len(tokens) != len(last.tokens):
        return None
    changed = [i for i, (a, b) in enumerate(zip(last.tokens, tokens)) if a is not b]
    if not changed or len(changed) > _INCREMENTAL:
        return None  # nothing moved yet the occupancy differs, or too much moved
    sides, touched = last.sides, set()
    for i in changed:
        old, new = last.tokens[i], tokens[i]
        if old.id != new.id:
            return None
        if sides[new.id] != new.side:
            sides = {**sides, new.id: new.side}
        touched.update(grid.index(c) for c in (*old.footprint, *new.footprint) if grid.in_bounds(c))
    occupancy, cells = state.occupancy, set(last.cells)
    for index in touched:
        if any(sides[t] != side for t in occupancy.get(index, ())):
            cells.add(index)
        else:
            cells.discard(index)
    return _Known(occupancy, tokens, sides, frozenset(cells))
