"""Year Zero's darkness for fog of war: a dark zone is seen into, never through.

RULES.md 2.2: shots cannot pass through a dark zone (`attack._zone_blocks`,
`shot_through_dark_zone`); sight follows the same reading, so a dark zone
that does not hold the viewer screens what lies beyond it, while its own
cells stay in sight.
"""

from __future__ import annotations

from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell

DARK = "dark"


def dark_screens(state: BattleState, cells: tuple[Cell, ...]) -> tuple[frozenset[int], ...]:
    """The dark zones holding none of the viewer's cells (the contract's `sight_screens`)."""
    grid = state.grid
    own = {grid.index(c) for c in cells if grid.in_bounds(c)}
    return tuple(z.cells for z in state.zones if DARK in z.tags and not z.cells & own)
