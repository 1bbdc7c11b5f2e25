"""Where a free wall's end goes: the pointer snapped to a grid corner, and the wall end under it.

Qt-free arithmetic in the map units of `terrain.segments` (square: cell
units; hex: the grid's unit world coordinates, a hex's radius being 1), so
drawing and dragging walls is tested without widgets. An end within SNAP
of a cell's size from a corner goes to that corner, so walls drawn along
the grid meet exactly (the rules treat a shared end as a tie, not a gap);
elsewhere it stays where the pointer is, kept on the map.
"""

from __future__ import annotations

import math

from battlemap.grid import Layout
from battlemap.schema.segment_checks import map_extent

Point = tuple[float, float]

#: How near a corner (in cell sizes) an end snaps to it.
SNAP = 0.2
#: How near a wall's end (in cell sizes) a press picks that end up.
GRAB = 0.25


def cell_scale(grid) -> float:
    """A cell's width in map units: 1 on squares, a hex's width across its sides (radius 1)."""
    return 1.0 if grid.kind == "square" else math.sqrt(3)


def to_map(layout: Layout, point: Point) -> Point:
    """A scene point in map units."""
    return (point[0] - layout.origin[0]) / layout.size, (point[1] - layout.origin[1]) / layout.size


def on_map(grid, point: Point) -> Point:
    """`point` moved inside the map's extent (a click just off the border draws to the border)."""
    width, height = map_extent(grid.kind, getattr(grid, "orientation", None), (grid.cols, grid.rows))
    return min(max(point[0], 0.0), width), min(max(point[1], 0.0), height)


def nearest_corner(grid, point: Point) -> Point:
    """The grid corner nearest `point` (map units)."""
    if grid.kind == "square":
        return float(round(point[0])), float(round(point[1]))
    unit = Layout(grid, 1.0)
    corners = unit.polygon(unit.cell_at(*point))  # the nearest corner is one of the hex's own
    return min(corners, key=lambda c: math.dist(c, point))


def snapped(grid, point: Point) -> Point:
    """`point` on the map, at the nearest corner when within SNAP of a cell from it."""
    point = on_map(grid, point)
    corner = nearest_corner(grid, point)
    if math.dist(corner, point) <= SNAP * cell_scale(grid):
        return on_map(grid, (round(corner[0], 6), round(corner[1], 6)))
    return round(point[0], 3), round(point[1], 3)


def nearest_end(state, point: Point) -> tuple[int, int] | None:
    """(segment, end) of the free wall end within GRAB of a cell from `point`, the nearest; or None."""
    reach = GRAB * cell_scale(state.grid)
    best: tuple[float, int, int] | None = None
    for n, segment in enumerate(state.terrain.segment_layer.segments):
        for end, at in enumerate((segment.a, segment.b)):
            gap = math.dist(at, point)
            if gap <= reach and (best is None or gap < best[0]):
                best = (gap, n, end)
    return None if best is None else (best[1], best[2])


def nearest_wall(state, point: Point) -> int | None:
    """The free wall passing within GRAB of a cell from `point` (map units), the nearest; or None."""
    layer = state.terrain.segment_layer
    return layer.nearest(state.grid, point, GRAB * cell_scale(state.grid)) if layer else None
