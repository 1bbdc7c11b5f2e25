"""Range between two tokens or cells: in cells, in the grid's unit, and as a band.

The band is the system's (`System.range_band`): GURPS's Size and Speed/Range
row, Year Zero's engaged ... extreme, d20's point blank or outside, none for
Fallout. What is shared is the distance itself, units, and how far apart two
zones lie. The bands, as the systems give them (readings in rulesets/README.md):

- GURPS 4e: the row of the Size and Speed/Range table the range falls in
  ("next higher row", RULES.md 1.6), e.g. "<= 7 yd"; `gurps_range_penalty`
  gives its modifier. Ranges are converted to yards.
- Year Zero Engine: engaged / short / medium / long / extreme (RULES.md 2.2).
  With zones: the same or an adjacent cell is Engaged, the same zone Short,
  an adjacent zone Medium, 2-4 zones away Long, farther (or unreachable)
  Extreme; zone distance is a breadth-first search over zones that touch on
  the grid. Without zones (or for a cell outside every zone), from distance:
  Engaged within one cell, then the metres of option `yze_band_from_distance`
  ("10,25,100": Short up to 10 m, Medium up to 25 m, Long up to 100 m),
  Extreme beyond.
- d20 mass combat: "point_blank" when the two share a square, else "outside"
  (a ranged attack there is a rough shot unless aimed, RULES.md 3.4).
- Fallout: no band (range is counted in 5 ft squares, `cells`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from battlemap.grid import Cell, Grid

#: Metres per unit of length.
_METRES = {"m": 1.0, "yd": 0.9144, "ft": 0.3048}
_YARDS = {"yd": 1.0, "ft": 1 / 3, "m": 1 / 0.9144}



@dataclass(frozen=True, slots=True)
class RangeInfo:
    """How far: grid cells, the distance in the grid's unit, and the system's band."""

    cells: float
    distance: float
    unit: str
    band: str | None

    def as_json(self) -> dict[str, object]:
        """The `range` object of the headless JSON contract."""
        return {"cells": self.cells, "distance": self.distance, "unit": self.unit, "band": self.band}


def to_yards(distance: float, unit: str) -> float:
    """A distance in ft, yd or m converted to yards (other units: unchanged)."""
    return distance * _YARDS.get(unit, 1.0)


def to_metres(distance: float, unit: str) -> float:
    """A distance in ft, yd or m converted to metres (other units: unchanged)."""
    return distance * _METRES.get(unit, 1.0)


def zone_graph(grid: Grid, zones: tuple[frozenset[int], ...]) -> tuple[frozenset[int], ...]:
    """For each zone, the zones that touch it (a cell of one beside a cell of the other)."""
    return _zone_graph(grid, zones)


@lru_cache(maxsize=8)
def _zone_graph(grid: Grid, zones: tuple[frozenset[int], ...]) -> tuple[frozenset[int], ...]:
    owner: dict[int, set[int]] = {}
    for z, cells in enumerate(zones):
        for index in cells:
            owner.setdefault(index, set()).add(z)
    adjacency = grid.adjacency()
    touching: list[set[int]] = [set() for _ in zones]
    for z, cells in enumerate(zones):
        for index in cells:
            for neighbour, _, _ in adjacency[index]:
                touching[z].update(owner.get(neighbour, ()))
        touching[z].discard(z)
    return tuple(frozenset(t) for t in touching)


def zone_distance(
    graph: Sequence[frozenset[int]], starts: Iterable[int], goals: Iterable[int]
) -> int | None:
    """Fewest zone borders from any start zone to any goal zone (None: unreachable)."""
    goal_set = set(goals)
    seen = set(starts)
    queue = deque((z, 0) for z in seen)
    while queue:
        zone, steps = queue.popleft()
        if zone in goal_set:
            return steps
        for nxt in graph[zone]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, steps + 1))
    return None


# --- the range between two footprints ------------------------------------------
def reach_distance(grid: Grid, a: Cell, b: Cell) -> int:
    """Steps counted for melee reach: hexes, or king moves on squares.

    Reach ignores the square grid's diagonal rule: a diagonal neighbour is
    within reach 1 under every rule.
    """
    if grid.kind == "hex":
        return int(grid.distance(a, b))
    return max(abs(a.q - b.q), abs(a.r - b.r))


def closest_pair(grid: Grid, a_cells: Sequence[Cell], b_cells: Sequence[Cell]) -> tuple[Cell, Cell]:
    """The cells of two footprints nearest each other (first such pair in order)."""
    return min(
        ((a, b) for a in a_cells for b in b_cells),
        key=lambda pair: grid.distance(pair[0], pair[1]),
    )


def range_between(state, a_cells: Sequence[Cell], b_cells: Sequence[Cell]) -> RangeInfo:
    """Range from one footprint to another (nearest cells) with the system's band."""
    grid = state.grid
    a, b = closest_pair(grid, a_cells, b_cells)
    cells = grid.distance(a, b)
    distance = cells * float(state.spec.cell)
    unit = state.spec.unit
    judge = state.system.range_band
    band = judge(state, a_cells, b_cells, cells, distance, unit) if judge is not None else None
    return RangeInfo(cells, distance, unit, band)


def zones_of(grid: Grid, zones: Sequence[frozenset[int]], cells: Sequence[Cell]) -> set[int]:
    indices = {grid.index(c) for c in cells if grid.in_bounds(c)}
    return {z for z, members in enumerate(zones) if members & indices}
