"""GURPS range bands: the row of the Size and Speed/Range table a range falls in (RULES.md 1.6).

A range between two rows uses the next higher row ("<= 7 yd"); ranges are
converted to yards first.
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.engine.attacks.ranges import to_yards
from battlemap.grid import Cell

# Size and Speed/Range table: rows 2, 3, 5, 7, 10, 15 yd, then the same x 10,
# x 100 ...; row i (counting from 2 yd) gives -i.
_MANTISSAS = (2, 3, 5, 7, 10, 15)


def gurps_range_row(yards: float) -> tuple[float, int]:
    """(row limit in yd, modifier) of the Size and Speed/Range table for a range.

    A range between two rows uses the next higher row: 2 yd -> 0, 3 -> -1,
    7 -> -3, 8 -> -4, 100 -> -10, 101 -> -11. The table continues past 1000 yd
    with the same progression (1500 -17, 2000 -18 ...).
    """
    step, scale = 0, 1
    while True:
        for mantissa in _MANTISSAS:
            if yards <= mantissa * scale + 1e-9:
                return float(mantissa * scale), -step
            step += 1
        scale *= 10


def gurps_range_penalty(yards: float) -> int:
    """The range modifier for a range in yards (always <= 0)."""
    return gurps_range_row(yards)[1]


def range_band(state, a_cells: Sequence[Cell], b_cells: Sequence[Cell],
               cells: float, distance: float, unit: str) -> str:
    """The table row the range falls in, as its band ("<= 7 yd")."""
    limit, _ = gurps_range_row(to_yards(distance, unit))
    return f"<= {limit:g} yd"
