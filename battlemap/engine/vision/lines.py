"""What one centre-to-centre line meets on a square grid, exactly, in one quadrant.

The engine's own tracer (`grid.trace` and `attacks.cover.line_geometry`) is
exact but costs about a millisecond a line; a field of view needs every line
from a viewer, so this module classifies a line from (0, 0) to (x, y), both
>= 0, with a few integer operations per cell, in the engine's terms:

- the cells whose interior the line crosses (the start and end cell left out:
  they never block a line of fire);
- the edges it crosses through their interior;
- at each corner the line passes exactly through (a tie), the two cells and
  four edges it touches there, each on its side (`LEFT` -1, `RIGHT` 1, the
  signs `attacks.cover` gives: the orientation of a point against the line).

A centre line on a square grid never runs along an edge, so there is no
`ALONG`. Every other quadrant is this one mirrored (`shadows` does that); the
tests check the classification against the engine's line of fire.

Features are ints: `cell_id(x, y)`, `v_edge_id(x, y)` (the edge between
(x, y) and (x+1, y)), `h_edge_id(x, y)` (between (x, y) and (x, y+1)).
"""

from __future__ import annotations

from typing import NamedTuple

LEFT, RIGHT = -1, 1
#: Coordinates are packed with this stride (larger than any map side).
STRIDE = 1 << 12


def cell_id(x: int, y: int) -> int:
    return (x * STRIDE + y) * 3


def v_edge_id(x: int, y: int) -> int:
    return (x * STRIDE + y) * 3 + 1


def h_edge_id(x: int, y: int) -> int:
    return (x * STRIDE + y) * 3 + 2


class QuadrantLine(NamedTuple):
    """The features one line meets: surely, and touched on its left or right."""

    sure: tuple[int, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]


def _side(x: int, y: int, px2: int, py2: int) -> int:
    """Side of the doubled point (px2, py2) against the line from 0 to (x, y)."""
    cross = x * py2 - y * px2
    return (cross > 0) - (cross < 0)


def quadrant_line(x: int, y: int) -> QuadrantLine:
    """The features the line from cell (0, 0) to cell (x, y) meets (x, y >= 0)."""
    if x == 0 or y == 0:
        return _axis_line(x, y)
    sure: list[int] = []
    left: list[int] = []
    right: list[int] = []
    two_x = 2 * x
    for i in range(x + 1):  # cells crossed column by column (y scaled by 2x)
        lo = y * (2 * i - 1) if i > 0 else 0
        hi = y * (2 * i + 1) if i < x else two_x * y
        for j in range((lo - x) // two_x + 1, (hi + x - 1) // two_x + 1):
            if (i, j) != (0, 0) and (i, j) != (x, y):
                sure.append(cell_id(i, j))
    for i in range(x):  # vertical edges x = i + 1/2
        at = y * (2 * i + 1)  # the crossing's height, times 2x
        if at % x == 0 and (at // x) % 2 == 1:
            _corner(x, y, i, (at // x - 1) // 2, left, right)
        else:
            sure.append(v_edge_id(i, (at + x) // two_x))
    two_y = 2 * y
    for j in range(y):  # horizontal edges y = j + 1/2
        at = x * (2 * j + 1)
        if not (at % y == 0 and (at // y) % 2 == 1):
            sure.append(h_edge_id((at + y) // two_y, j))
    return QuadrantLine(tuple(sure), tuple(left), tuple(right))


def _corner(x: int, y: int, i: int, j: int, left: list[int], right: list[int]) -> None:
    """The line passes through the corner (i + 1/2, j + 1/2): what it touches there."""
    touched = (
        (cell_id(i + 1, j), 2 * i + 2, 2 * j),
        (cell_id(i, j + 1), 2 * i, 2 * j + 2),
        (v_edge_id(i, j), 2 * i + 1, 2 * j - 1),
        (v_edge_id(i, j + 1), 2 * i + 1, 2 * j + 3),
        (h_edge_id(i, j), 2 * i - 1, 2 * j + 1),
        (h_edge_id(i + 1, j), 2 * i + 3, 2 * j + 1),
    )
    for feature, px2, py2 in touched:
        (left if _side(x, y, px2, py2) == LEFT else right).append(feature)


def _axis_line(x: int, y: int) -> QuadrantLine:
    """A line along a row or a column: the cells between, the edges crossed."""
    if y == 0:
        cells = tuple(cell_id(i, 0) for i in range(1, x))
        edges = tuple(v_edge_id(i, 0) for i in range(x))
    else:
        cells = tuple(cell_id(0, j) for j in range(1, y))
        edges = tuple(h_edge_id(0, j) for j in range(y))
    return QuadrantLine(cells + edges, (), ())
