"""Which side of a cell a pointer is on: a right-click near an edge acts on that edge (doors);
near a free wall, on that wall (doors, delete).

Pure arithmetic over the Layout (no item search), like turning a point into
a cell: the cell's side whose segment passes closest to the point, when it
passes within a quarter of a cell.
"""

from __future__ import annotations

import math

from battlemap.grid import Cell, Edge, Layout

#: How near an edge (in cell sizes) a click must be to mean that edge.
NEAR = 0.25


def _to_segment(px: float, py: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    """Distance from a point to the segment a-b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def nearest_edge(layout: Layout, cell: Cell, x: float, y: float) -> Edge | None:
    """The side of `cell` nearest world point (x, y) if it is within NEAR cells, else None.

    Sides on the map's border are left out: a door needs a cell on each side.
    """
    grid = layout.grid
    sides = [e for e in grid.edges_of(cell) if grid.in_bounds(e.a) and grid.in_bounds(e.b)]
    if not sides:
        return None
    distance, edge = min((_to_segment(x, y, *layout.edge_segment(e)), e) for e in sides)
    return edge if distance <= layout.size * NEAR else None


def nearest_segment(layout: Layout, state, point: tuple[float, float]) -> int | None:
    """The free wall (its place in `terrain.segments`) within NEAR cells of world `point`, or None."""
    layer = state.terrain.segment_layer
    if not layer:
        return None
    x, y = (point[0] - layout.origin[0]) / layout.size, (point[1] - layout.origin[1]) / layout.size
    within = NEAR if layout.grid.kind == "square" else NEAR * 2  # a hex's unit is its radius, not its width
    return layer.nearest(layout.grid, (x, y), within)
