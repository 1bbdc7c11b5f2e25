"""Hex arithmetic in axial/cube coordinates (Red Blob Games' hexagon guide).

Pure functions over ints and floats. Offset coordinates appear only in the
four conversion functions; everything else is axial (q, r) with the implied
cube coordinate s = -q - r. Unit world coordinates put the top-left of the
map's bounding box at (0, 0) with a centre-to-corner radius of 1, y down.
"""

from __future__ import annotations

import math

SQRT3 = math.sqrt(3.0)

#: Axial neighbour offsets, flat-top numbering: 0 = N side, then clockwise
#: (N, NE, SE, S, SW, NW). Consecutive entries are adjacent directions.
FLAT_DIRECTIONS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
#: Pointy-top numbering: 0 = NE side, then clockwise (NE, E, SE, SW, W, NW).
POINTY_DIRECTIONS = FLAT_DIRECTIONS[1:] + FLAT_DIRECTIONS[:1]

# Corner d lies between direction d and d + 1; these are its angles (degrees,
# y down so increasing angles turn clockwise on screen) for corner 0.
_FIRST_CORNER_ANGLE = {"flat": -60.0, "pointy": -30.0}


def axial_distance(aq: int, ar: int, bq: int, br: int) -> int:
    """Hex steps between two axial cells."""
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def cube_round(fq: float, fr: float) -> tuple[int, int]:
    """The axial cell containing fractional axial (fq, fr) (cube rounding)."""
    fs = -fq - fr
    q, r, s = math.floor(fq + 0.5), math.floor(fr + 0.5), math.floor(fs + 0.5)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return q, r


def oddq_to_axial(col: int, row: int) -> tuple[int, int]:
    """Flat-top offset ("odd-q": odd columns shoved down) to axial."""
    return col, row - (col - (col & 1)) // 2


def axial_to_oddq(q: int, r: int) -> tuple[int, int]:
    """Axial to flat-top "odd-q" offset (col, row)."""
    return q, r + (q - (q & 1)) // 2


def oddr_to_axial(col: int, row: int) -> tuple[int, int]:
    """Pointy-top offset ("odd-r": odd rows shoved right) to axial."""
    return col - (row - (row & 1)) // 2, row


def axial_to_oddr(q: int, r: int) -> tuple[int, int]:
    """Axial to pointy-top "odd-r" offset (col, row)."""
    return q + (r - (r & 1)) // 2, r


def unit_center(q: float, r: float, orientation: str) -> tuple[float, float]:
    """Centre of axial (q, r) in unit world coordinates (cell (col 0, row 0) touches 0, 0)."""
    if orientation == "flat":
        return 1.5 * q + 1.0, SQRT3 * (r + q / 2.0 + 0.5)
    return SQRT3 * (q + r / 2.0 + 0.5), 1.5 * r + 1.0


def unit_to_axial(x: float, y: float, orientation: str) -> tuple[float, float]:
    """Fractional axial coordinates of a unit world point (inverse of unit_center)."""
    if orientation == "flat":
        q = (x - 1.0) * 2.0 / 3.0
        return q, y / SQRT3 - 0.5 - q / 2.0
    r = (y - 1.0) * 2.0 / 3.0
    return x / SQRT3 - 0.5 - r / 2.0, r


def corner_offsets(orientation: str) -> tuple[tuple[float, float], ...]:
    """Unit offsets from a hex centre to its 6 corners, clockwise from corner 0."""
    first = _FIRST_CORNER_ANGLE[orientation]
    angles = (math.radians(first + 60.0 * i) for i in range(6))
    return tuple((_clean(math.cos(a)), _clean(math.sin(a))) for a in angles)


def _clean(value: float) -> float:
    """Round off the 1e-17 noise of cos/sin so offsets such as 0.5 and 1 are exact."""
    for exact_value in (0.0, 0.5, -0.5, 1.0, -1.0, SQRT3 / 2, -SQRT3 / 2):
        if abs(value - exact_value) < 1e-12:
            return exact_value
    return value


def unit_extent(cols: int, rows: int, orientation: str) -> tuple[float, float]:
    """Width and height of the bounding box of a cols x rows map, in units."""
    if orientation == "flat":
        shove = 0.5 if cols > 1 else 0.0  # odd columns hang half a hex lower
        return 1.5 * cols + 0.5, SQRT3 * (rows + shove)
    shove = 0.5 if rows > 1 else 0.0  # odd rows stick half a hex out right
    return SQRT3 * (cols + shove), 1.5 * rows + 0.5
