"""The ``Grid`` protocol: what the engine, schema and UI code against.

:class:`~battlemap.grid.square.SquareGrid` and
:class:`~battlemap.grid.hex.HexGrid` are its two implementations; callers
type against ``Grid`` and never branch on the class.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol, runtime_checkable

from battlemap.grid.cell import Cell, Corner, Edge, Trace


@runtime_checkable
class Grid(Protocol):
    """Geometry of one map: coordinates, indices, metric, areas, edges, lines.

    All points are in unit world coordinates (``Layout(grid, 1.0)``): the
    map's bounding box starts at (0, 0), y grows downward, a square is 1 wide,
    a hex has a centre-to-corner radius of 1.
    """

    kind: str
    orientation: str | None
    #: square: one of DIAGONAL_RULES; hex: None. Dijkstra fills need it with
    #: adjacency()'s is_diagonal flag: under "alternating" the cost of a
    #: diagonal step depends on how many diagonals came before.
    diagonal: str | None
    cols: int
    rows: int
    size: int
    directions: int

    def from_offset(self, col: int, row: int) -> Cell:
        """File/label coordinates [col, row] to the internal cell."""

    def to_offset(self, cell: Cell) -> tuple[int, int]:
        """The internal cell to file/label coordinates [col, row]."""

    def in_bounds(self, cell: Cell) -> bool:
        """True when ``cell`` is on the map."""

    def index(self, cell: Cell) -> int:
        """Flat index 0..size-1, row-major over offset coordinates (IndexError off-map)."""

    def cell(self, index: int) -> Cell:
        """The cell at a flat index."""

    def cells(self) -> Iterator[Cell]:
        """All on-map cells in index order."""

    def neighbors(self, cell: Cell) -> list[Cell]:
        """On-map neighbours, in direction order."""

    def neighbor(self, cell: Cell, direction: int) -> Cell:
        """One step in ``direction`` (0 = up/north side, clockwise; modulo directions)."""

    def adjacency(self) -> tuple[tuple[tuple[int, int, bool], ...], ...]:
        """Per flat index: (neighbour index, direction, is_diagonal); built once, cached."""

    def distance(self, a: Cell, b: Cell) -> float:
        """Distance in cells under the grid's metric (int except euclidean)."""

    def within(self, center: Cell, radius: int) -> list[Cell]:
        """On-map cells at distance <= radius, in index order."""

    def ring(self, center: Cell, radius: int) -> list[Cell]:
        """On-map cells with radius - 1 < distance <= radius, in index order."""

    def cone(self, origin: Cell, toward: Cell, arc_degrees: float, radius: int) -> list[Cell]:
        """On-map cells within radius and within +-arc/2 of origin->toward (arc 0: the ray)."""

    def ray(self, origin: Cell, toward: Cell, length: int) -> Trace:
        """The line from origin through toward's centre, cut at the map and at ``length``."""

    def footprint(self, anchor: Cell, extent: int, facing: int = 0) -> tuple[Cell, ...]:
        """Cells covered by a token of ``extent`` cells across placed at ``anchor``."""

    def edge_between(self, a: Cell, b: Cell) -> Edge:
        """The side shared by two cells; ValueError when they share none."""

    def edges_of(self, cell: Cell) -> tuple[Edge, ...]:
        """The sides of a cell, clockwise."""

    def corners_of(self, cell: Cell) -> tuple[Corner, ...]:
        """The corners of a cell, clockwise (the order of Layout.polygon)."""

    def trace(self, a: Cell, b: Cell) -> Trace:
        """The line from the centre of a to the centre of b."""

    def trace_points(self, p0: tuple[float, float], p1: tuple[float, float]) -> Trace:
        """The segment between two unit world points."""

    def center(self, cell: Cell) -> tuple[float, float]:
        """Centre of a cell in unit world coordinates."""

    def corner_point(self, corner: Corner) -> tuple[float, float]:
        """A corner in unit world coordinates."""
