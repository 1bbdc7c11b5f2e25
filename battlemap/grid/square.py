"""The square grid: cells are (col, row), unit world cell (q, r) spans [q, q+1] x [r, r+1]."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from battlemap.grid.base import GridBase
from battlemap.grid.cell import DIAGONAL_RULES, Cell, Corner
from battlemap.grid.trace import Step, exact, square_corner, to_integers, walk_square

# Clockwise from north (y grows downward): N, NE, E, SE, S, SW, W, NW.
_EIGHT = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
# Without diagonal steps (manhattan): N, E, S, W.
_FOUR = ((0, -1), (1, 0), (0, 1), (-1, 0))


class SquareGrid(GridBase):
    """A ``cols`` x ``rows`` square grid measured with one of :data:`DIAGONAL_RULES`.

    Directions: 8 (0 = N, then clockwise NE, E, SE, S, SW, W, NW), or 4 under
    the manhattan rule (0 = N, 1 = E, 2 = S, 3 = W), since a diagonal step is
    then not a move at all. Lines (traces) are geometry and ignore the rule:
    a line through a corner steps diagonally on every square grid.
    """

    kind = "square"
    orientation = None

    def __init__(self, cols: int, rows: int, diagonal: str = "chebyshev") -> None:
        if diagonal not in DIAGONAL_RULES:
            raise ValueError(f"unknown diagonal rule {diagonal!r}; expected one of {DIAGONAL_RULES}")
        super().__init__(cols, rows)
        self.diagonal = diagonal
        self._deltas = _FOUR if diagonal == "manhattan" else _EIGHT
        self.directions = len(self._deltas)
        self._diagonal = tuple(dq != 0 and dr != 0 for dq, dr in self._deltas)
        self._side_directions = tuple(i for i, diag in enumerate(self._diagonal) if not diag)

    def __repr__(self) -> str:
        return f"SquareGrid({self.cols}, {self.rows}, diagonal={self.diagonal!r})"

    # --- coordinates ------------------------------------------------------------
    def from_offset(self, col: int, row: int) -> Cell:
        """Square offsets are the cell itself."""
        return Cell(col, row)

    def to_offset(self, cell: Cell) -> tuple[int, int]:
        """Square offsets are the cell itself."""
        return cell.q, cell.r

    def in_bounds(self, cell: Cell) -> bool:
        """True when ``cell`` is on the map."""
        return 0 <= cell.q < self.cols and 0 <= cell.r < self.rows

    def center(self, cell: Cell) -> tuple[float, float]:
        """Centre in unit world coordinates."""
        return cell.q + 0.5, cell.r + 0.5

    def corner_point(self, corner: Corner) -> tuple[float, float]:
        """The grid point: the top-left of the largest of the corner's cells."""
        last = corner.cells[-1]
        return float(last.q), float(last.r)

    # --- metric -----------------------------------------------------------------
    def distance(self, a: Cell, b: Cell) -> float:
        """Cells between a and b: chebyshev max(dx, dy), manhattan dx + dy,
        alternating (5-10-5) max + min // 2, euclidean sqrt(dx^2 + dy^2).
        Ints for all but euclidean."""
        dx, dy = abs(a.q - b.q), abs(a.r - b.r)
        rule = self.diagonal
        if rule == "chebyshev":
            return max(dx, dy)
        if rule == "manhattan":
            return dx + dy
        if rule == "alternating":
            return max(dx, dy) + min(dx, dy) // 2
        return math.hypot(dx, dy)

    def _steps(self, a: Cell, b: Cell) -> int:
        return max(abs(a.q - b.q), abs(a.r - b.r))

    def _window(self, center: Cell, radius: int) -> Iterable[Cell]:
        q0, q1 = max(0, center.q - radius), min(self.cols - 1, center.q + radius)
        r0, r1 = max(0, center.r - radius), min(self.rows - 1, center.r + radius)
        return (Cell(q, r) for r in range(r0, r1 + 1) for q in range(q0, q1 + 1))

    # --- corners and footprints -------------------------------------------------
    def corners_of(self, cell: Cell) -> tuple[Corner, ...]:
        """Top-left, top-right, bottom-right, bottom-left (clockwise, like Layout.polygon)."""
        q, r = cell
        return (
            square_corner(q, r),
            square_corner(q + 1, r),
            square_corner(q + 1, r + 1),
            square_corner(q, r + 1),
        )

    def footprint(self, anchor: Cell, extent: int, facing: int = 0) -> tuple[Cell, ...]:
        """The ``extent`` x ``extent`` block with ``anchor`` at its top-left, in index order.

        ``facing`` does not change a square block. Cells may be off the map.
        """
        if extent < 1:
            raise ValueError(f"a footprint extent is at least 1, got {extent}")
        q, r = anchor
        return tuple(Cell(q + i, r + j) for j in range(extent) for i in range(extent))

    # --- lines ------------------------------------------------------------------
    def _walk(self, a: Cell, b: Cell) -> Iterator[Step]:
        # Centres are at half-integers: doubled, every coordinate is an int.
        return walk_square(2 * a.q + 1, 2 * a.r + 1, 2 * b.q + 1, 2 * b.r + 1, 2)

    def _walk_points(self, p0: tuple[float, float], p1: tuple[float, float]) -> Iterator[Step]:
        d, (x0, y0, x1, y1) = to_integers(exact(p0[0]), exact(p0[1]), exact(p1[0]), exact(p1[1]))
        return walk_square(x0, y0, x1, y1, d)
