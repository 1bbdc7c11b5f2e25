"""The ruler: the distance along a path of cells, under the grid's own metric.

A ruler runs from the centre of its first cell through every waypoint to its
last cell. Each leg is measured like movement counts it (`Grid.distance`),
except that under the alternating (5-10-5) rule the count of diagonal steps
goes on across waypoints, as a token moving along the same legs would pay:
two legs of one diagonal each cost 1 + 2, not 1 + 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from battlemap.grid import Cell, Grid


@dataclass(frozen=True, slots=True)
class Ruler:
    """A measurement on the map: the cells it runs through (start, waypoints, end)."""

    cells: tuple[Cell, ...]

    @property
    def start(self) -> Cell:
        return self.cells[0]

    @property
    def end(self) -> Cell:
        return self.cells[-1]

    def to(self, cell: Cell) -> Ruler:
        """The ruler with its live end moved to `cell` (the waypoints kept)."""
        return Ruler((*self.cells[:-1], cell))

    def with_waypoint(self, cell: Cell) -> Ruler:
        """The ruler with its end fixed at `cell` as a waypoint, a new leg starting there."""
        cells = self.to(cell).cells
        return Ruler((*cells, cell))

    @property
    def waypoints(self) -> tuple[Cell, ...]:
        """The cells where a leg ends and the next begins (not the start, nor the end)."""
        return self.cells[1:-1]


def leg_distances(grid: Grid, cells: Sequence[Cell]) -> tuple[float, ...]:
    """The length of each leg between consecutive cells, in cells (the diagonal count carried)."""
    if grid.kind == "square" and grid.diagonal == "alternating":
        return _alternating_legs(cells)
    return tuple(grid.distance(a, b) for a, b in zip(cells, cells[1:]))


def _alternating_legs(cells: Sequence[Cell]) -> tuple[float, ...]:
    """5-10-5: every second diagonal of the whole path costs 2, counted over all legs."""
    legs, diagonals = [], 0
    for a, b in zip(cells, cells[1:]):
        dx, dy = abs(a.q - b.q), abs(a.r - b.r)
        steps = min(dx, dy)
        cost = max(dx, dy) + (diagonals + steps) // 2 - diagonals // 2
        diagonals += steps
        legs.append(cost)
    return tuple(legs)


def path_distance(grid: Grid, cells: Sequence[Cell]) -> float:
    """The whole path's length in cells."""
    return sum(leg_distances(grid, cells))


def in_units(cells: float, cell_size: float) -> float:
    """Cells to the grid's unit (ft, yd, m), rounded to what a label shows (2 places)."""
    value = round(cells * cell_size, 2)
    return int(value) if value == int(value) and not math.isinf(value) else value
