"""Layout: the one place that turns cells into world points (floats, no Qt).

A Layout scales the grid's unit geometry by ``size`` (square: side length;
hex: centre-to-corner radius) and shifts it by ``origin``, the world point of
the top-left of the map's bounding box. The view uses it both ways: to paint
(centres, polygons, edges, the exposed cells of a rect) and to pick (the
cell under the pointer, by arithmetic, never by searching items).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from battlemap.grid.cell import Cell, Corner, Edge
from battlemap.grid.hexmath import SQRT3, corner_offsets, cube_round, unit_extent, unit_to_axial
from battlemap.grid.protocol import Grid

_SQUARE_CORNERS = ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5))
# Unit normals of the hex sides that are not parallel to an axis, per orientation.
_SLANTED_NORMALS = {
    "flat": ((SQRT3 / 2, 0.5), (-SQRT3 / 2, 0.5)),
    "pointy": ((0.5, SQRT3 / 2), (-0.5, SQRT3 / 2)),
}
_APOTHEM = SQRT3 / 2  # centre-to-side distance of a unit hex


Point = tuple[float, float]


class Layout:
    """Cells <-> world points for one grid at one scale and position."""

    def __init__(self, grid: Grid, size: float, origin: Point = (0.0, 0.0)) -> None:
        if not size > 0:
            raise ValueError(f"a layout needs a positive cell size, got {size!r}")
        self.grid = grid
        self.size = float(size)
        self.origin = (float(origin[0]), float(origin[1]))
        hexagonal = grid.kind == "hex"
        self._corners = corner_offsets(grid.orientation) if hexagonal else _SQUARE_CORNERS

    def __repr__(self) -> str:
        return f"Layout({self.grid!r}, {self.size!r}, origin={self.origin!r})"

    def _world(self, unit: Point) -> Point:
        return self.origin[0] + self.size * unit[0], self.origin[1] + self.size * unit[1]

    def _unit(self, x: float, y: float) -> Point:
        return (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size

    def center(self, cell: Cell) -> Point:
        """World centre of ``cell``."""
        return self._world(self.grid.center(cell))

    def polygon(self, cell: Cell) -> tuple[Point, ...]:
        """The 4 or 6 world corners of ``cell``, clockwise on screen, in corners_of order."""
        cx, cy = self.center(cell)
        s = self.size
        return tuple((cx + s * dx, cy + s * dy) for dx, dy in self._corners)

    def cell_at(self, x: float, y: float) -> Cell:
        """The cell under world point (x, y); may be off the map (check grid.in_bounds)."""
        ux, uy = self._unit(x, y)
        if self.grid.kind == "hex":
            return Cell(*cube_round(*unit_to_axial(ux, uy, self.grid.orientation)))
        return Cell(math.floor(ux), math.floor(uy))

    def corner_point(self, corner: Corner) -> Point:
        """World position of a grid corner."""
        return self._world(self.grid.corner_point(corner))

    def edge_segment(self, edge: Edge) -> tuple[Point, Point]:
        """World endpoints of the side shared by the edge's cells (smaller point first)."""
        ax, ay = self.grid.center(edge.a)
        bx, by = self.grid.center(edge.b)
        dx, dy = bx - ax, by - ay
        half = 0.5 / math.hypot(dx, dy)  # a unit square or unit hex side is 1 long
        mx, my = (ax + bx) / 2, (ay + by) / 2
        p = self._world((mx - dy * half, my + dx * half))
        q = self._world((mx + dy * half, my - dx * half))
        return (p, q) if p <= q else (q, p)

    def bounds(self) -> tuple[float, float, float, float]:
        """x, y, width, height of the whole map in world coordinates."""
        g = self.grid
        if g.kind == "hex":
            width, height = unit_extent(g.cols, g.rows, g.orientation)
        else:
            width, height = float(g.cols), float(g.rows)
        return self.origin[0], self.origin[1], width * self.size, height * self.size

    def visible_cells(self, x: float, y: float, w: float, h: float) -> Iterator[Cell]:
        """On-map cells whose polygon overlaps the world rect (positive area), in index order.

        Only the cells under the rect are looked at, never the whole map.
        """
        if not (w > 0 and h > 0):
            return iter(())
        x0, y0 = self._unit(x, y)
        x1, y1 = self._unit(x + w, y + h)
        if self.grid.kind == "hex":
            return self._visible_hexes(x0, y0, x1, y1)
        return self._visible_squares(x0, y0, x1, y1)

    def _visible_squares(self, x0: float, y0: float, x1: float, y1: float) -> Iterator[Cell]:
        g = self.grid
        c0, c1 = max(0, math.floor(x0)), min(g.cols - 1, math.ceil(x1) - 1)
        r0, r1 = max(0, math.floor(y0)), min(g.rows - 1, math.ceil(y1) - 1)
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                yield Cell(col, row)

    def _visible_hexes(self, x0: float, y0: float, x1: float, y1: float) -> Iterator[Cell]:
        g = self.grid
        flat = g.orientation == "flat"
        # Column and row pitches; the ranges are widened by one cell and each
        # candidate is then tested exactly, so the ranges need not be tight.
        col_pitch, row_pitch = (1.5, SQRT3) if flat else (SQRT3, 1.5)
        c0 = max(0, math.floor(x0 / col_pitch) - 2)
        c1 = min(g.cols - 1, math.ceil(x1 / col_pitch) + 1)
        r0 = max(0, math.floor(y0 / row_pitch) - 2)
        r1 = min(g.rows - 1, math.ceil(y1 / row_pitch) + 1)
        half_w, half_h = (1.0, _APOTHEM) if flat else (_APOTHEM, 1.0)
        normals = _SLANTED_NORMALS[g.orientation]
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                cell = g.from_offset(col, row)
                cx, cy = g.center(cell)
                if cx + half_w <= x0 or cx - half_w >= x1 or cy + half_h <= y0 or cy - half_h >= y1:
                    continue
                inside = x0 <= cx - half_w and cx + half_w <= x1
                inside = inside and y0 <= cy - half_h and cy + half_h <= y1
                if inside or _hex_meets_rect(cx, cy, normals, x0, y0, x1, y1):
                    yield cell


def _hex_meets_rect(
    cx: float, cy: float, normals: tuple[Point, ...], x0: float, y0: float, x1: float, y1: float
) -> bool:
    """Separating-axis test on the hex's slanted sides (the axis-aligned ones passed already)."""
    for nx, ny in normals:
        centre = nx * cx + ny * cy
        low = min(nx * x0, nx * x1) + min(ny * y0, ny * y1)
        high = max(nx * x0, nx * x1) + max(ny * y0, ny * y1)
        if centre + _APOTHEM <= low or centre - _APOTHEM >= high:
            return False
    return True
