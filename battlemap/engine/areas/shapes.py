"""Area shapes in unit world coordinates, and the one covering rule.

A shape is placed at a point (the centre of its origin cell) and, for a cone
or a line, turned along a unit direction. Lengths are unit world lengths
(`Grid` geometry: a square is 1 across, hex centres are sqrt(3) apart);
`templates.py` converts the grid's units (ft, yd, m) into them.

The covering rule, everywhere: a cell is covered when its centre is inside
the shape or on its boundary (a tolerance of 1e-9 of the shape's size keeps
centres exactly on a rim, which floating point may put a hair outside).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from battlemap.grid import Cell, Grid, Layout

#: The shapes a template may take: a burst, a cone, a line, a square (cube).
SHAPES = ("circle", "cone", "line", "square")

Point = tuple[float, float]

_TOLERANCE = 1e-9


@dataclass(frozen=True, slots=True)
class Shape:
    """One placed shape. `length`: a circle's radius, a cone's or line's length, a square's side;
    `width`: a line's width; `angle`: a cone's aperture in degrees; `direction`: a unit vector
    (a cone's axis, a line's run; (0, 0) for a circle or a square)."""

    kind: str
    origin: Point
    length: float
    direction: Point = (0.0, 0.0)
    width: float = 0.0
    angle: float = 90.0

    def contains(self, point: Point) -> bool:
        """True when `point` is inside the shape or on its boundary."""
        dx, dy = point[0] - self.origin[0], point[1] - self.origin[1]
        slack = _TOLERANCE * max(1.0, self.length, self.width)
        if self.kind == "circle":
            return math.hypot(dx, dy) <= self.length + slack
        if self.kind == "square":
            return max(abs(dx), abs(dy)) <= self.length / 2 + slack
        ux, uy = self.direction
        along, across = dx * ux + dy * uy, abs(dx * uy - dy * ux)
        if self.kind == "line":
            return -slack <= along <= self.length + slack and across <= self.width / 2 + slack
        distance = math.hypot(dx, dy)
        if distance > self.length + slack:
            return False
        half = math.radians(min(max(self.angle, 0.0), 360.0) / 2)
        return distance <= slack or along >= distance * math.cos(half) - slack

    def box(self) -> tuple[float, float, float, float]:
        """x, y, width, height of a rectangle holding the whole shape."""
        reach = self.length / 2 if self.kind == "square" else self.length + self.width / 2
        reach += 0.01  # a shape of no size still has cells to look at
        return self.origin[0] - reach, self.origin[1] - reach, 2 * reach, 2 * reach


def direction_between(grid: Grid, origin: Cell, toward: Cell) -> Point:
    """The unit vector from the centre of `origin` to the centre of `toward` ((0, 0) on itself)."""
    (ox, oy), (tx, ty) = grid.center(origin), grid.center(toward)
    length = math.hypot(tx - ox, ty - oy)
    return (0.0, 0.0) if length == 0 else ((tx - ox) / length, (ty - oy) / length)


def cell_pitch(grid: Grid) -> float:
    """Unit world distance between the centres of two neighbouring cells (one cell's length)."""
    return math.sqrt(3.0) if grid.kind == "hex" else 1.0


def covered(grid: Grid, shape: Shape) -> tuple[Cell, ...]:
    """The on-map cells whose centre the shape holds, in index order (only the cells under its box
    are looked at)."""
    layout = Layout(grid, 1.0)
    return tuple(c for c in layout.visible_cells(*shape.box()) if shape.contains(grid.center(c)))
