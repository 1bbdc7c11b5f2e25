"""Shared cases for the grid tests: every grid kind, strategies, exact oracles.

The oracles decide which cells a segment meets by clipping it against each
cell's half-planes in exact fractions: a cell is *entered* when the open
segment meets its interior and *touched* when it meets the closed cell. They
share no code with the walks they check.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import strategies as st

from battlemap.grid import Cell, HexGrid, SquareGrid

# The six grid kinds every property runs on.
GRID_SPECS = (
    ("square-chebyshev", lambda c, r: SquareGrid(c, r, "chebyshev")),
    ("square-manhattan", lambda c, r: SquareGrid(c, r, "manhattan")),
    ("square-alternating", lambda c, r: SquareGrid(c, r, "alternating")),
    ("square-euclidean", lambda c, r: SquareGrid(c, r, "euclidean")),
    ("hex-flat", lambda c, r: HexGrid(c, r, "flat")),
    ("hex-pointy", lambda c, r: HexGrid(c, r, "pointy")),
)
GRID_IDS = [name for name, _ in GRID_SPECS]


def all_grids(cols: int = 12, rows: int = 10) -> list:
    """pytest params: one grid of each kind, with readable ids."""
    return [pytest.param(make(cols, rows), id=name) for name, make in GRID_SPECS]


def grids(cols: int = 12, rows: int = 10) -> st.SearchStrategy:
    """Hypothesis: one grid of each kind."""
    return st.sampled_from([make(cols, rows) for _, make in GRID_SPECS])


def cells_on(grid) -> st.SearchStrategy:
    """Hypothesis: an on-map cell of ``grid``."""
    return st.integers(0, grid.size - 1).map(grid.cell)


def free_cells(span: int = 9) -> st.SearchStrategy:
    """Hypothesis: any cell (off-map too) with coordinates in -span..span."""
    coord = st.integers(-span, span)
    return st.builds(Cell, coord, coord)


def is_contiguous(grid, cells) -> bool:
    """Consecutive cells are neighbours (square: 8-connected, hex: 6)."""
    for a, b in zip(cells, cells[1:]):
        if grid.kind == "square":
            if max(abs(a.q - b.q), abs(a.r - b.r)) != 1:
                return False
        elif grid.distance(a, b) != 1:
            return False
    return True


# --- exact oracles -------------------------------------------------------------
CUBE_DIRS = ((1, 0, -1), (1, -1, 0), (0, -1, 1), (-1, 0, 1), (-1, 1, 0), (0, 1, -1))


def _meets(constraints, open_cell: bool) -> bool:
    """Does {t in (0, 1) : alpha + beta * t <= 0 (or < 0) for all} have a point?"""
    lo, hi = Fraction(0), Fraction(1)
    lo_bound, hi_bound = None, None
    for alpha, beta in constraints:
        if beta == 0:
            if alpha > 0 or (open_cell and alpha == 0):
                return False
        elif beta > 0:
            bound = -alpha / beta
            hi_bound = bound if hi_bound is None else min(hi_bound, bound)
        else:
            bound = -alpha / beta
            lo_bound = bound if lo_bound is None else max(lo_bound, bound)
    a = lo if lo_bound is None else max(lo, lo_bound)
    b = hi if hi_bound is None else min(hi, hi_bound)
    if open_cell:
        return a < b
    return a < b or (a == b and 0 < a < 1)


def _far(point, a, b, reach) -> bool:
    """Float pre-filter: is ``point`` farther than ``reach`` from segment a-b?"""
    d = [bi - ai for ai, bi in zip(a, b)]
    length = sum(x * x for x in d)
    along = sum((pi - ai) * di for pi, ai, di in zip(point, a, d))
    t = 0.0 if length == 0 else max(0.0, min(1.0, along / length))
    return sum((pi - ai - t * di) ** 2 for pi, ai, di in zip(point, a, d)) > reach * reach


def square_oracle(p0, p1):
    """(entered, touched) cells of the segment p0-p1 (Fractions, unit square cells)."""
    x0, y0 = p0
    dx, dy = p1[0] - x0, p1[1] - y0
    entered, touched = set(), set()
    qs = range(int(min(x0, p1[0])) - 2, int(max(x0, p1[0])) + 3)
    rs = range(int(min(y0, p1[1])) - 2, int(max(y0, p1[1])) + 3)
    for q in qs:
        for r in rs:
            if _far((q + 0.5, r + 0.5), tuple(map(float, p0)), tuple(map(float, p1)), 1.0):
                continue  # a unit square reaches 0.71 from its centre
            cons = [(q - x0, -dx), (x0 - q - 1, dx), (r - y0, -dy), (y0 - r - 1, dy)]
            if _meets(cons, True):
                entered.add(Cell(q, r))
            if _meets(cons, False):
                touched.add(Cell(q, r))
    return entered, touched


def hex_oracle(a, b):
    """(entered, touched) hexes of the segment between fractional cube points a and b."""
    delta = tuple(bi - ai for ai, bi in zip(a, b))
    entered, touched = set(), set()
    qs = range(int(min(a[0], b[0])) - 2, int(max(a[0], b[0])) + 3)
    rs = range(int(min(a[1], b[1])) - 2, int(max(a[1], b[1])) + 3)
    for q in qs:
        for r in rs:
            c = (q, r, -q - r)
            if _far(c, tuple(map(float, a)), tuple(map(float, b)), 1.0):
                continue  # a hex reaches 0.82 from its centre in cube space
            # (p(t) - c) . n <= 1  <=>  (a - c) . n - 1 + t * delta . n <= 0
            cons = [
                (
                    sum((ai - ci) * ni for ai, ci, ni in zip(a, c, n)) - 1,
                    sum(d * ni for d, ni in zip(delta, n)),
                )
                for n in CUBE_DIRS
            ]
            if _meets(cons, True):
                entered.add(Cell(q, r))
            if _meets(cons, False):
                touched.add(Cell(q, r))
    return entered, touched
