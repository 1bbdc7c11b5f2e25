"""Exact line walks: the shared step record, exact numbers, the square walk.

A walk yields one :class:`Step` per cell entered, so callers that only need
a prefix (a ray cut at the map border or at its range) stop early. Walks run
on integers: endpoints are scaled by a common denominator, so every
comparison of crossing times is an exact integer cross-multiplication. That
is what lets a line through a corner or along an edge be *seen* as a tie
instead of being decided by floating-point noise.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from battlemap.grid.cell import Cell, Corner, Edge, Trace

# World points closer than this (in cell units) to a multiple of 1/6 are
# snapped onto it: corners (thirds on hex, integers on squares), edge
# midpoints (halves) and centres computed in floating point are then exact.
SNAP_TOLERANCE = 1e-9


class Step(NamedTuple):
    """One cell entered by a walk, with what was met on the way in."""

    cell: Cell
    edge: Edge | None = None
    corners: tuple[Corner, ...] = ()
    grazed: tuple[Cell, ...] = ()


def build_trace(steps: Iterable[Step]) -> Trace:
    """Collect walk steps into a :class:`Trace` (grazed cells deduplicated)."""
    cells: list[Cell] = []
    edges: list[Edge] = []
    corners: list[Corner] = []
    grazed: list[Cell] = []
    for step in steps:
        cells.append(step.cell)
        if step.edge is not None:
            edges.append(step.edge)
        corners.extend(step.corners)
        grazed.extend(step.grazed)
    entered = set(cells)
    touched = tuple(dict.fromkeys(c for c in grazed if c not in entered))
    return Trace(tuple(cells), tuple(edges), tuple(corners), touched, bool(corners or touched))


def exact(value: float) -> Fraction:
    """``value`` as an exact fraction, snapped to a multiple of 1/6 when within tolerance."""
    sixths = round(value * 6)
    if abs(value * 6 - sixths) <= SNAP_TOLERANCE * 6:
        return Fraction(sixths, 6)
    return Fraction(value)


def to_integers(*values: Fraction) -> tuple[int, tuple[int, ...]]:
    """A common denominator ``d`` and the values multiplied by it (all ints)."""
    d = lcm(*(v.denominator for v in values))
    return d, tuple(int(v * d) for v in values)


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


def _first_index(x: int, dx: int, d: int) -> int:
    """Index of the d-wide slab a walk starting at ``x`` heads into."""
    if dx < 0:
        return -((-x) // d) - 1  # on a grid line, heading left: the slab on the left
    return x // d


def _last_index(x: int, dx: int, d: int) -> int:
    """Index of the slab a walk ending at ``x`` arrives from."""
    return _first_index(x, -dx, d)


def square_corner(x: int, y: int) -> Corner:
    """The square-grid corner at grid point (x, y) (the top-left of cell (x, y))."""
    return Corner.of(Cell(x - 1, y - 1), Cell(x, y - 1), Cell(x - 1, y), Cell(x, y))


def walk_square(x0: int, y0: int, x1: int, y1: int, d: int) -> Iterator[Step]:
    """Walk the segment (x0, y0)-(x1, y1) over square cells ``d`` units wide.

    Supercover: every cell whose interior the segment crosses, each crossing
    decided exactly. Passing a corner steps diagonally and grazes the two
    cells beside it. A segment lying on a grid line is handled by
    :func:`_walk_along_square`.
    """
    dx, dy = x1 - x0, y1 - y0
    if dx == 0 and dy == 0:
        yield Step(Cell(x0 // d, y0 // d))
        return
    if (dx == 0 and x0 % d == 0) or (dy == 0 and y0 % d == 0):
        yield from _walk_along_square(x0, y0, x1, y1, d)
        return
    sx, sy = _sign(dx), _sign(dy)
    adx, ady = abs(dx), abs(dy)
    q, r = _first_index(x0, dx, d), _first_index(y0, dy, d)
    yield Step(Cell(q, r))
    while True:
        # Distance to the next vertical/horizontal grid line, as the numerator
        # of a crossing time whose denominator is adx/ady: t = nx/adx.
        nx = ((q + (sx > 0)) * d - x0) * sx if sx else 0
        ny = ((r + (sy > 0)) * d - y0) * sy if sy else 0
        order = nx * ady - ny * adx if sx and sy else (-1 if sx else 1)
        if order < 0:
            if nx >= adx:
                return
            cell = Cell(q + sx, r)
            yield Step(cell, Edge.of(Cell(q, r), cell))
            q += sx
        elif order > 0:
            if ny >= ady:
                return
            cell = Cell(q, r + sy)
            yield Step(cell, Edge.of(Cell(q, r), cell))
            r += sy
        else:
            if nx >= adx:
                return
            corner = square_corner(q + (sx > 0), r + (sy > 0))
            yield Step(Cell(q + sx, r + sy), None, (corner,), (Cell(q + sx, r), Cell(q, r + sy)))
            q += sx
            r += sy


def _walk_along_square(x0: int, y0: int, x1: int, y1: int, d: int) -> Iterator[Step]:
    """A segment lying on a grid line: the tie goes to the lower-coordinate side.

    The cells on the other side are grazed; every grid point passed is a
    corner. Which side is kept is a fixed convention (the smaller cell of each
    pair), so reversing the segment reverses the trace exactly.
    """
    vertical = x1 == x0
    line = (x0 if vertical else y0) // d
    start, end = (y0, y1) if vertical else (x0, x1)
    delta = end - start
    step = _sign(delta)
    first, last = _first_index(start, delta, d), _last_index(end, delta, d)

    def pair(i: int) -> tuple[Cell, Cell]:
        if vertical:
            return Cell(line - 1, i), Cell(line, i)
        return Cell(i, line - 1), Cell(i, line)

    kept, other = pair(first)
    yield Step(kept, None, (), (other,))
    for i in range(first + step, last + step, step):
        crossing = max(i, i - step)
        corner = square_corner(line, crossing) if vertical else square_corner(crossing, line)
        kept, other = pair(i)
        yield Step(kept, None, (corner,), (other,))
