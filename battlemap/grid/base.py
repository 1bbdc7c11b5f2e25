"""What square and hex grids share: flat indices, tables, areas, rays and cones.

Square and hex are siblings (neither inherits the other); this base holds
only the parts written once in terms of the geometry hooks every grid
provides: offsets, directions, distance, centres and line walks.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import repeat, takewhile

from battlemap.grid.cell import Cell, Corner, Edge, Trace
from battlemap.grid.trace import Step, build_trace

# Cells whose centre lies this close (in radians) outside a cone's arc still
# count: a 90-degree cone on squares has whole diagonals exactly on its rim.
_ARC_TOLERANCE = 1e-9


class GridBase(ABC):
    """Shared machinery; subclasses set the geometry and fill in the hooks."""

    kind: str
    orientation: str | None
    diagonal: str | None
    directions: int
    # (dq, dr) per direction, and which of them are diagonal steps.
    _deltas: tuple[tuple[int, int], ...]
    _diagonal: tuple[bool, ...]
    # Directions whose neighbour shares a side (for edges).
    _side_directions: tuple[int, ...]

    def __init__(self, cols: int, rows: int) -> None:
        if not (isinstance(cols, int) and isinstance(rows, int)) or cols < 1 or rows < 1:
            raise ValueError(f"a grid needs at least 1 x 1 cells, got {cols!r} x {rows!r}")
        self.cols = cols
        self.rows = rows
        self.size = cols * rows
        self._cell_table: tuple[Cell, ...] | None = None
        self._adjacency: tuple[tuple[tuple[int, int, bool], ...], ...] | None = None

    # --- hooks the subclasses provide ----------------------------------------
    @abstractmethod
    def from_offset(self, col: int, row: int) -> Cell:
        """File/label coordinates [col, row] to the internal cell."""

    @abstractmethod
    def to_offset(self, cell: Cell) -> tuple[int, int]:
        """The internal cell to file/label coordinates [col, row]."""

    @abstractmethod
    def distance(self, a: Cell, b: Cell) -> float:
        """Distance in cells under this grid's metric."""

    @abstractmethod
    def center(self, cell: Cell) -> tuple[float, float]:
        """Centre of ``cell`` in unit world coordinates."""

    @abstractmethod
    def _walk(self, a: Cell, b: Cell) -> Iterator[Step]:
        """Exact walk from the centre of ``a`` to the centre of ``b`` (a != b)."""

    @abstractmethod
    def _walk_points(self, p0: tuple[float, float], p1: tuple[float, float]) -> Iterator[Step]:
        """Exact walk between two unit world points."""

    @abstractmethod
    def _window(self, center: Cell, radius: int) -> Iterable[Cell]:
        """Every cell (on or off the map) that may lie within ``radius``."""

    @abstractmethod
    def _steps(self, a: Cell, b: Cell) -> int:
        """A lower bound of the distance from a to b under every metric of the grid."""

    # --- indices and tables ------------------------------------------------
    def in_bounds(self, cell: Cell) -> bool:
        """True when ``cell`` is on the map."""
        col, row = self.to_offset(cell)
        return 0 <= col < self.cols and 0 <= row < self.rows

    def index(self, cell: Cell) -> int:
        """Flat index 0..size-1, row-major over offset coordinates."""
        col, row = self.to_offset(cell)
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            raise IndexError(f"{cell} is off the {self.cols}x{self.rows} map")
        return row * self.cols + col

    def cell(self, index: int) -> Cell:
        """The cell at flat ``index``."""
        if not 0 <= index < self.size:
            raise IndexError(f"cell index {index} outside 0..{self.size - 1}")
        return self._cells()[index]

    def cells(self) -> Iterator[Cell]:
        """All on-map cells in index order."""
        return iter(self._cells())

    def _cells(self) -> tuple[Cell, ...]:
        if self._cell_table is None:
            self._cell_table = tuple(
                self.from_offset(col, row) for row in range(self.rows) for col in range(self.cols)
            )
        return self._cell_table

    def neighbor(self, cell: Cell, direction: int) -> Cell:
        """The cell one step in ``direction`` (taken modulo ``directions``); may be off-map."""
        dq, dr = self._deltas[direction % self.directions]
        return Cell(cell.q + dq, cell.r + dr)

    def neighbors(self, cell: Cell) -> list[Cell]:
        """On-map neighbours, in direction order."""
        around = (Cell(cell.q + dq, cell.r + dr) for dq, dr in self._deltas)
        return [n for n in around if self.in_bounds(n)]

    def adjacency(self) -> tuple[tuple[tuple[int, int, bool], ...], ...]:
        """Per flat index: (neighbour index, direction, is_diagonal) of on-map neighbours.

        Built once and cached (shared by equal grids, since it is immutable);
        this is the table Dijkstra fills run on.
        """
        if self._adjacency is None:
            self._adjacency = _shared_adjacency(self)
        return self._adjacency

    def _offset_patterns(self) -> dict[tuple[int, int], tuple[tuple[int, int, int, bool], ...]]:
        """(dcol, drow, direction, is_diagonal) per direction, by (col, row) parity.

        In offset coordinates a neighbour's (dcol, drow) depends only on the
        parity of the column and row, so four patterns describe the whole map.
        """
        patterns = {}
        for pc in (0, 1):
            for pr in (0, 1):
                base = self.from_offset(2 + pc, 2 + pr)
                pattern = []
                for direction, (dq, dr) in enumerate(self._deltas):
                    col, row = self.to_offset(Cell(base.q + dq, base.r + dr))
                    pattern.append((col - 2 - pc, row - 2 - pr, direction, self._diagonal[direction]))
                patterns[pc, pr] = tuple(pattern)
        return patterns

    # --- edges and corners -------------------------------------------------
    def edge_between(self, a: Cell, b: Cell) -> Edge:
        """The side shared by ``a`` and ``b``; ValueError unless they share one."""
        for direction in self._side_directions:
            if self.neighbor(a, direction) == b:
                return Edge.of(a, b)
        raise ValueError(f"{a} and {b} do not share a side on a {self.kind} grid")

    def edges_of(self, cell: Cell) -> tuple[Edge, ...]:
        """The sides of ``cell``, clockwise from the first side direction."""
        return tuple(Edge.of(cell, self.neighbor(cell, d)) for d in self._side_directions)

    def corner_point(self, corner: Corner) -> tuple[float, float]:
        """The corner in unit world coordinates: the mean of its cells' centres."""
        points = [self.center(c) for c in corner.cells]
        return (
            sum(p[0] for p in points) / len(points),
            sum(p[1] for p in points) / len(points),
        )

    # --- areas ---------------------------------------------------------------
    def within(self, center: Cell, radius: int) -> list[Cell]:
        """On-map cells at distance <= ``radius`` from ``center``, in index order."""
        if radius < 0:
            return []
        found = [
            c
            for c in self._window(center, radius)
            if self.in_bounds(c) and self.distance(center, c) <= radius
        ]
        found.sort(key=self.index)
        return found

    def ring(self, center: Cell, radius: int) -> list[Cell]:
        """On-map cells with radius - 1 < distance <= radius, in index order.

        For the integer metrics that is distance == radius; under the
        euclidean rule it is the annulus, so the rings tile ``within``.
        """
        return [c for c in self.within(center, radius) if self.distance(center, c) > radius - 1]

    def cone(self, origin: Cell, toward: Cell, arc_degrees: float, radius: int) -> list[Cell]:
        """On-map cells within ``radius`` whose centre lies within +-arc/2 of origin->toward.

        The origin cell is included. ``arc_degrees <= 0`` gives the line
        itself (the cells of :meth:`ray`, in line order); otherwise cells come
        in index order. Centres exactly on the rim count as inside.
        """
        if arc_degrees <= 0:
            return [c for c in self.ray(origin, toward, radius).cells if self.in_bounds(c)]
        if toward == origin:
            return [origin] if self.in_bounds(origin) and radius >= 0 else []
        ox, oy = self.center(origin)
        tx, ty = self.center(toward)
        ux, uy = tx - ox, ty - oy
        half = math.radians(min(arc_degrees, 360.0) / 2.0)
        found = []
        for c in self.within(origin, radius):
            cx, cy = self.center(c)
            vx, vy = cx - ox, cy - oy
            angle = math.atan2(abs(ux * vy - uy * vx), ux * vx + uy * vy)
            if c == origin or angle <= half + _ARC_TOLERANCE:
                found.append(c)
        return found

    # --- lines ---------------------------------------------------------------
    def trace(self, a: Cell, b: Cell) -> Trace:
        """The line from the centre of ``a`` to the centre of ``b``, walked exactly.

        Every cell whose interior the line crosses is in ``cells`` (on hexes
        that can be more than distance + 1: a line clipping a hex's corner
        enters it, where Red Blob's N + 1 samples skip it). Through a corner
        the line steps to the cell beyond and grazes the cells beside; along
        an edge it keeps the smaller of the two cells (by (q, r)) and grazes
        the other, so ``trace(b, a)`` is ``trace(a, b)`` reversed.
        """
        if a == b:
            return Trace((a,))
        return build_trace(self._walk(a, b))

    def trace_points(self, p0: tuple[float, float], p1: tuple[float, float]) -> Trace:
        """The segment between two unit world points (e.g. corner to corner for cover).

        Touching a cell only at an endpoint is not a tie: a line starting on
        a corner starts in the cell it heads into. A segment of zero length
        is the one cell containing the point.
        """
        return build_trace(self._walk_points(p0, p1))

    def ray(self, origin: Cell, toward: Cell, length: int) -> Trace:
        """The line from ``origin`` through ``toward``'s centre, ``length`` cells long.

        Cells are kept while on the map and within ``length`` of the origin
        (grid distance); the ray stops at the first cell that is not. From a
        cell toward itself the ray is that cell.
        """
        if toward == origin or length <= 0:
            return Trace((origin,))
        # Aim at a lattice point past the range, so the walk stays exact.
        k = -(-(length + 1) // self._steps(origin, toward))
        far = Cell(origin.q + k * (toward.q - origin.q), origin.r + k * (toward.r - origin.r))
        steps = self._walk(origin, far)
        first = next(steps)
        keep = takewhile(
            lambda s: self.in_bounds(s.cell) and self.distance(origin, s.cell) <= length, steps
        )
        return build_trace([first, *keep])

    # --- identity ------------------------------------------------------------
    def _key(self) -> tuple[object, ...]:
        return (self.kind, self.orientation, self.diagonal, self.cols, self.rows)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GridBase) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


@lru_cache(maxsize=2)
def _shared_adjacency(grid: GridBase) -> tuple[tuple[tuple[int, int, bool], ...], ...]:
    """Build a grid's adjacency table; the interior skips the bounds checks.

    Equal grids share one table (it is immutable), so re-creating the grid of
    an open map costs nothing; each index int object is shared by every
    entry naming it, which keeps a 200 x 200 square table near 26 MB.
    Interior cells are made a row at a time by `zip` and `map` over ranges
    (one pass in C per direction), since building a million cells' entries
    one by one in Python took seconds when a big map opened.
    """
    patterns = grid._offset_patterns()
    cols, rows = grid.cols, grid.rows
    ints = list(range(grid.size))
    table: list[tuple[tuple[int, int, bool], ...]] = []
    for row in range(rows):
        if row == 0 or row == rows - 1 or cols < 3:
            table.extend(_border_entries(patterns, ints, cols, rows, row, col) for col in range(cols))
            continue
        line: list = [None] * cols
        for parity in (0, 1):
            first = 2 - parity  # the first interior column of this parity (1 or 2)
            if first > cols - 2:
                continue
            base = row * cols
            line[first:cols - 1:2] = zip(*(
                zip(map(ints.__getitem__, range(base + dr * cols + dc + first, base + dr * cols + dc + cols - 1, 2)),
                    repeat(d), repeat(diagonal))
                for dc, dr, d, diagonal in patterns[parity, row & 1]
            ))
        line[0] = _border_entries(patterns, ints, cols, rows, row, 0)
        line[cols - 1] = _border_entries(patterns, ints, cols, rows, row, cols - 1)
        table.extend(line)
    return tuple(table)


def _border_entries(patterns, ints: list[int], cols: int, rows: int, row: int,
                    col: int) -> tuple[tuple[int, int, bool], ...]:
    """The adjacency entries of a cell that may have neighbours off the map."""
    return tuple(
        (ints[r * cols + c], d, diagonal)
        for dc, dr, d, diagonal in patterns[col & 1, row & 1]
        if 0 <= (c := col + dc) < cols and 0 <= (r := row + dr) < rows
    )
