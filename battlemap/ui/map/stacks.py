"""Tokens sharing a cell, fanned out so each one shows (a hidden one under a visible one too).

Each token on a cell with others gets a slot: its place in file order among
them (later ones draw on top) and how many share the cell. The scene shifts
each disc along the cell's diagonal by its slot and draws it a little
smaller, so the stack reads as a fan of discs, top-left under bottom-right. A scene counts only the tokens it
draws, so the Player View fans only visible ones and never shows a gap
where a hidden token stands.
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.engine.battle.state import TokenState

#: Largest shift between two neighbours of a stack, in token radii.
STEP = 0.8
#: Discs in a stack are drawn this much smaller, so more of each shows.
STACKED_SCALE = 0.8
#: Most shift from first to last of a big stack, in radii (more tokens crowd closer).
SPREAD = 1.2


def stack_slots(tokens: Iterable[TokenState]) -> dict[str, tuple[int, int]]:
    """Token id -> (index, size) for the tokens that share a cell with another."""
    by_cell: dict[object, list[str]] = {}
    for token in tokens:
        by_cell.setdefault(token.cell, []).append(token.id)
    slots: dict[str, tuple[int, int]] = {}
    for ids in by_cell.values():
        if len(ids) > 1:
            for index, token_id in enumerate(ids):
                slots[token_id] = (index, len(ids))
    return slots


def slot_offset(slot: tuple[int, int] | None, radius: float) -> tuple[float, float]:
    """The shift (x, y) in world units of a token in `slot` (None: alone, no shift)."""
    if slot is None:
        return 0.0, 0.0
    index, size = slot
    step = radius * min(STEP, SPREAD / (size - 1))
    shift = (index - (size - 1) / 2) * step
    return shift, shift
