"""The yardstick: the same fills and fields of view in python-tcod (C), on the same map.

python-tcod is the `bench` extra, never a dependency of the app; it is
imported on first use and its absence is a note, not a failure
(`load_tcod()` returns None and the report leaves the ratios out).

`TcodMap` copies one battle state into tcod's arrays once (untimed); its
methods return zero-argument callables that the runner times:

- `distance_field()`: `tcod.path.dijkstra2d` over the whole map from the
  mover, walls and enemy-held cells blocked, terrain factors as costs;
- `budget_fill(radius)`: the same over the window of `radius` cells around
  the mover (tcod cannot stop at a budget; the window bounds its work);
- `fov(cell, radius)`: `tcod.map.compute_fov` from a cell;
- `line(a, b)`: `tcod.los.bresenham` plus a transparency test of its cells.

Square grids map directly (x = column, y = row; chebyshev: cardinal and
diagonal steps cost 1). Hex grids use axial coordinates (x = q, y = r shifted
to start at 0) with a six-neighbour edge map, so the fill is a true hex fill;
the parallelogram array's corners off the map are blocked cells, which tcod
still scans (about a third more cells than the map). tcod has no hex field of
view nor hex line: on hex maps `fov` uses the square FOV over the same axial
array (same cell count, different geometry) and `line` is not offered.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import lru_cache
from types import ModuleType
from typing import Any

from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell

#: Printed when tcod is missing (the ratios are then left out).
MISSING_NOTE = (
    "python-tcod is not installed: vs_tcod ratios are omitted "
    "(pip install 'battlemap[bench]' to compare with tcod)"
)
#: Axial neighbours of a hex (dq, dr) as tcod's 3x3 edge map, centre = the cell.
HEX_EDGES = ((0, 1, 1), (1, 0, 1), (1, 1, 0))


@lru_cache(maxsize=1)
def load_tcod() -> ModuleType | None:
    """The tcod package with its path, map and los modules, or None when missing."""
    try:
        tcod = importlib.import_module("tcod")
        for name in ("tcod.path", "tcod.map", "tcod.los"):
            importlib.import_module(name)
    except ImportError:
        return None
    return tcod


class TcodMap:
    """One battle state as tcod arrays: movement costs (0 = blocked) and transparency."""

    def __init__(self, state: BattleState, mover_id: str, tcod: ModuleType) -> None:
        import numpy as np  # tcod's own dependency: present whenever tcod is

        self.np, self.tcod = np, tcod
        grid, terrain = state.grid, state.terrain
        self.hex = grid.kind == "hex"
        cells = [grid.cell(i) for i in range(grid.size)]
        self.shift = min(c.r for c in cells) if self.hex else 0
        width = max(c.q for c in cells) + 1
        height = max(c.r for c in cells) - self.shift + 1
        mover = state.token(mover_id)
        blocked = state.enemy_cells(mover.side) if state.ruleset.movement.enemies_block else frozenset()
        per_cell = float(state.ruleset.movement.cost_per_cell)
        cost = np.zeros((width, height), dtype=np.int32)
        transparent = np.zeros((width, height), dtype=bool)
        for index, cell in enumerate(cells):
            x, y = self.xy(cell)
            transparent[x, y] = not terrain.blocks_sight_by_index[index]
            if not terrain.blocks_move_by_index[index] and index not in blocked:
                cost[x, y] = max(1, round(per_cell * terrain.move_cost_by_index[index]))
        self.cost, self.transparent = cost, transparent
        self.origin = self.xy(mover.cell)

    def xy(self, cell: Cell) -> tuple[int, int]:
        """Array coordinates of a grid cell."""
        return cell.q, cell.r - self.shift

    def _dijkstra(self, cost: Any, origin: tuple[int, int]) -> Any:
        np, path = self.np, self.tcod.path
        dist = path.maxarray(cost.shape, dtype=np.int32)
        dist[origin] = 0
        if self.hex:
            return path.dijkstra2d(dist, cost, edge_map=HEX_EDGES, out=dist)
        return path.dijkstra2d(dist, cost, 1, 1, out=dist)

    def distance_field(self) -> Callable[[], Any]:
        """Time this: a full-map Dijkstra fill from the mover."""
        cost, origin = self.cost, self.origin
        return lambda: self._dijkstra(cost, origin)

    def budget_fill(self, radius: int) -> Callable[[], Any]:
        """Time this: a fill over the window of `radius` cells around the mover."""
        x, y = self.origin
        w, h = self.cost.shape
        x0, y0 = max(0, x - radius), max(0, y - radius)
        window = self.cost[x0 : min(w, x + radius + 1), y0 : min(h, y + radius + 1)].copy()
        origin = (x - x0, y - y0)
        return lambda: self._dijkstra(window, origin)

    def fov(self, cell: Cell, radius: int) -> Callable[[], Any]:
        """Time this: the field of view from `cell` out to `radius` cells."""
        compute, transparent = self.tcod.map.compute_fov, self.transparent
        pov = self.xy(cell)
        return lambda: compute(transparent, pov, radius)

    def line(self, a: Cell, b: Cell) -> Callable[[], bool] | None:
        """Time this: is the straight line a -> b clear? (None on hex: tcod has no hex line)."""
        if self.hex:
            return None
        bresenham, transparent = self.tcod.los.bresenham, self.transparent
        start, end = self.xy(a), self.xy(b)

        def clear() -> bool:
            points = bresenham(start, end)[1:-1]
            return bool(transparent[points[:, 0], points[:, 1]].all())

        return clear


def chain(*calls: Callable[[], Any]) -> Callable[[], None]:
    """One callable running `calls` in order (a composite yardstick, e.g. fill + FOVs)."""

    def run() -> None:
        for call in calls:
            call()

    return run
