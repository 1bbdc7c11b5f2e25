"""Value types of the grid layer: cells, edges, corners and traces.

They are plain tuples and frozen dataclasses so the engine can hash them,
store them in sets and compare them cheaply; no type here knows whether the
grid is square or hex, nor anything about pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

#: How a square grid counts a diagonal step. ``chebyshev``: 1; ``manhattan``:
#: no diagonal steps at all (2 by two orthogonal steps); ``alternating``: the
#: 5-10-5 rule (every second diagonal costs 2); ``euclidean``: sqrt(2).
DIAGONAL_RULES = ("chebyshev", "manhattan", "alternating", "euclidean")

#: Hex orientations: ``flat`` (flat top, "odd-q" offsets) or ``pointy``
#: (pointy top, "odd-r" offsets).
HEX_ORIENTATIONS = ("flat", "pointy")

#: Grid kinds understood by :func:`battlemap.grid.make_grid`.
GRID_KINDS = ("square", "hex")


class Cell(NamedTuple):
    """A cell. Square grid: ``q`` = column, ``r`` = row. Hex grid: axial (q, r).

    Offset coordinates (``[col, row]`` in files and labels) only appear at
    ``Grid.from_offset``/``Grid.to_offset``. Note that ``+`` on a Cell is tuple
    concatenation, as for any NamedTuple: add coordinates explicitly.
    """

    q: int
    r: int


class Edge(NamedTuple):
    """The side shared by two cells; canonical form has ``a < b``.

    ``b`` (or ``a``) may be off the map: the map border is made of edges too,
    and walls may stand on it.
    """

    a: Cell
    b: Cell

    @classmethod
    def of(cls, a: Cell, b: Cell) -> Edge:
        """The canonical edge between ``a`` and ``b`` (no adjacency check)."""
        return cls(a, b) if a < b else cls(b, a)


class Corner(NamedTuple):
    """A grid vertex, named by the sorted cells meeting there (4 square, 3 hex)."""

    cells: tuple[Cell, ...]

    @classmethod
    def of(cls, *cells: Cell) -> Corner:
        """The canonical corner shared by ``cells``."""
        return cls(tuple(sorted(cells)))


@dataclass(frozen=True, slots=True)
class Trace:
    """What a straight line meets on the grid, in the order it meets it.

    ``cells`` are the cells entered, from the start cell to the end cell
    inclusive; consecutive cells are grid neighbours (on a square grid a step
    through a corner is diagonal). ``edges`` are the sides crossed, in order.
    ``corners`` are the vertices the line passes exactly through (endpoints
    excluded). ``grazed`` are cells the line only touches, along one of their
    edges or at a corner: whether those block or give cover is the ruleset's
    call. ``ambiguous`` is True when the line runs along an edge or through a
    corner; ties are reported, never silently nudged away.
    """

    cells: tuple[Cell, ...]
    edges: tuple[Edge, ...] = ()
    corners: tuple[Corner, ...] = ()
    grazed: tuple[Cell, ...] = ()
    ambiguous: bool = False
