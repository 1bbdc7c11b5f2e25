"""d20 mass-combat range bands: sharing a square is point blank, anything else outside.

A ranged attack from outside is a rough shot unless aimed (RULES.md 3.4).
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.grid import Cell

POINT_BLANK, OUTSIDE = "point_blank", "outside"


def range_band(state, a_cells: Sequence[Cell], b_cells: Sequence[Cell],
               cells: float, distance: float, unit: str) -> str:
    """Point blank when the two footprints share a square, else outside."""
    return POINT_BLANK if set(a_cells) & set(b_cells) else OUTSIDE
