"""The exact hex walk: a segment followed through the hex tiling in cube coordinates.

In cube coordinates the hexagon of cell c is the set of points p with
(p - c) . n <= 1 for its six neighbour directions n: six half-planes with
integer normals. Endpoints are scaled by a common denominator ``d`` so the
time at which the segment leaves a cell through each side is a ratio of
integers, compared exactly. The walk is the same for flat and pointy grids
(orientation only rotates the picture).

Ties are reported, not nudged. A line leaving a cell exactly through a
corner either enters one of the two cells beyond (the third is grazed) or,
when it points straight along the edge those two share, runs along that
edge: the walk then keeps the smaller of the two cells (a fixed convention,
so reversing a line reverses its trace), grazes the other, and enters the
cell at the far end of the edge. This is the answer of the Red Blob lerp
walk nudged to one side; the grazed cells are exactly what the walk nudged
to the other side would have taken instead.
"""

from __future__ import annotations

from collections.abc import Iterator

from battlemap.grid.cell import Cell, Corner, Edge
from battlemap.grid.hexmath import FLAT_DIRECTIONS, cube_round
from battlemap.grid.trace import Step

Cube = tuple[int, int, int]

# Cube neighbour vectors in cyclic order (consecutive ones are adjacent).
CUBE_DIRECTIONS: tuple[Cube, ...] = tuple((q, r, -q - r) for q, r in FLAT_DIRECTIONS)


def _dot(a: Cube, n: Cube) -> int:
    return a[0] * n[0] + a[1] * n[1] + a[2] * n[2]


def _cell_dot(c: Cell, n: Cube) -> int:
    return c.q * n[0] + c.r * n[1] - (c.q + c.r) * n[2]


def _add(c: Cell, n: Cube) -> Cell:
    return Cell(c.q + n[0], c.r + n[1])


class _Segment:
    """The scaled segment A + t * delta, t in [0, 1], and its crossing times."""

    __slots__ = ("a", "delta", "d", "ahead")

    def __init__(self, a: Cube, b: Cube, d: int) -> None:
        self.a, self.d = a, d
        self.delta = (b[0] - a[0], b[1] - a[1], b[2] - a[2])
        # Only sides whose normal points along the motion can be exit sides.
        # For each: the normal, its axial coefficients (c . n = q*kq + r*kr),
        # A . n and delta . n, so an exit time costs a few multiplications.
        self.ahead = tuple(
            (n, n[0] - n[2], n[1] - n[2], _dot(a, n), den)
            for n in CUBE_DIRECTIONS
            if (den := _dot(self.delta, n)) > 0
        )

    def leave_time(self, c: Cell, n: Cube) -> tuple[int, int]:
        """(numerator, denominator) of the time the segment crosses c's side n."""
        return self.d * (_cell_dot(c, n) + 1) - _dot(self.a, n), _dot(self.delta, n)

    def exits(self, c: Cell) -> tuple[int, int, list[Cube]]:
        """Earliest exit time from cell c and every side reached at that time."""
        q, r, d = c.q, c.r, self.d
        best_num, best_den, sides = 0, 0, []
        for n, kq, kr, an, den in self.ahead:
            num = d * (q * kq + r * kr + 1) - an
            if not sides or num * best_den < best_num * den:
                best_num, best_den, sides = num, den, [n]
            elif num * best_den == best_num * den:
                sides.append(n)
        return best_num, best_den, sides


def walk_hex(a: Cube, b: Cube, d: int, start: Cell | None = None) -> Iterator[Step]:
    """Walk the segment between scaled cube points ``a`` and ``b`` (true point = a / d).

    ``start`` short-cuts finding the first cell when ``a`` is a cell centre.
    """
    seg = _Segment(a, b, d)
    if seg.delta == (0, 0, 0):
        yield Step(Cell(*cube_round(a[0] / d, a[1] / d)))
        return
    if start is not None:
        cell: Cell | None = start
        yield Step(start)
    else:
        cell = yield from _start(seg)
    while cell is not None:
        num, den, sides = seg.exits(cell)
        if num >= den:
            return
        if len(sides) == 1:
            nxt = _add(cell, sides[0])
            yield Step(nxt, Edge.of(cell, nxt))
            cell = nxt
        else:
            cell = yield from _through_corner(seg, cell, sides[0], sides[1])


def _through_corner(seg: _Segment, c: Cell, n1: Cube, n2: Cube) -> Iterator[Step]:
    """Leave cell c through its corner between sides n1 and n2; returns the next cell."""
    y, z = _add(c, n1), _add(c, n2)
    corner = Corner.of(c, y, z)
    side = _dot(seg.delta, (n2[0] - n1[0], n2[1] - n1[1], n2[2] - n1[2]))
    if side > 0:
        yield Step(z, None, (corner,), (y,))
        return z
    if side < 0:
        yield Step(y, None, (corner,), (z,))
        return y
    return (yield from _along(seg, y, z, n2, corner))


def _along(seg: _Segment, y: Cell, z: Cell, toward: Cube, corner: Corner | None) -> Iterator[Step]:
    """Run along the edge y|z; ``toward`` leads from y to the cell at the far corner.

    Returns that far cell, or None when the segment ends on the edge.
    """
    kept, other = (y, z) if y < z else (z, y)
    yield Step(kept, None, (corner,) if corner else (), (other,))
    num, den = seg.leave_time(y, toward)
    if num >= den:
        return None
    far = _add(y, toward)
    yield Step(far, None, (Corner.of(y, z, far),))
    return far


def _start(seg: _Segment) -> Iterator[Step]:
    """First step of a segment starting anywhere (inside, on an edge, on a corner)."""
    a, d = seg.a, seg.d
    guess = Cell(*cube_round(a[0] / d, a[1] / d))
    around = [guess] + [_add(guess, n) for n in CUBE_DIRECTIONS]
    along: list[Cell] = []
    for c in around:
        tight = [n for n in CUBE_DIRECTIONS if _dot(a, n) == d * (_cell_dot(c, n) + 1)]
        if any(_dot(a, n) > d * (_cell_dot(c, n) + 1) for n in CUBE_DIRECTIONS):
            continue  # the start point is outside this cell
        heading = [_dot(seg.delta, n) for n in tight]
        if all(h < 0 for h in heading):
            yield Step(c)
            return c
        if all(h <= 0 for h in heading):
            along.append(c)
    # The segment starts running along the edge between two cells.
    y, z = along
    m = (z.q - y.q, z.r - y.r, y.q + y.r - z.q - z.r)
    index = CUBE_DIRECTIONS.index(m)
    beside = (CUBE_DIRECTIONS[index - 1], CUBE_DIRECTIONS[(index + 1) % 6])
    toward = next(n for n in beside if _dot(seg.delta, n) > 0)
    return (yield from _along(seg, y, z, toward, None))
