"""Range between two tokens or cells: in cells, in the grid's unit, and as a band.

Bands by system (readings listed in rulesets/README.md):

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

YZE_BANDS = ("engaged", "short", "medium", "long", "extreme")
#: Upper bounds in metres of Short, Medium and Long without zones.
YZE_BAND_FROM_DISTANCE = "10,25,100"
#: Zones away -> band: 0 = same zone.
_ZONE_BANDS = ((0, "short"), (1, "medium"), (4, "long"))

POINT_BLANK, OUTSIDE = "point_blank", "outside"

# Size and Speed/Range table: rows 2, 3, 5, 7, 10, 15 yd, then the same x 10,
# x 100 ...; row i (counting from 2 yd) gives -i.
_GURPS_MANTISSAS = (2, 3, 5, 7, 10, 15)


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


# --- GURPS ---------------------------------------------------------------------
def gurps_range_row(yards: float) -> tuple[float, int]:
    """(row limit in yd, modifier) of the Size and Speed/Range table for a range.

    A range between two rows uses the next higher row: 2 yd -> 0, 3 -> -1,
    7 -> -3, 8 -> -4, 100 -> -10, 101 -> -11. The table continues past 1000 yd
    with the same progression (1500 -17, 2000 -18 ...).
    """
    step, scale = 0, 1
    while True:
        for mantissa in _GURPS_MANTISSAS:
            if yards <= mantissa * scale + 1e-9:
                return float(mantissa * scale), -step
            step += 1
        scale *= 10


def gurps_range_penalty(yards: float) -> int:
    """The range modifier for a range in yards (always <= 0)."""
    return gurps_range_row(yards)[1]


def _gurps_band(yards: float) -> str:
    limit, _ = gurps_range_row(yards)
    return f"<= {limit:g} yd"


def to_yards(distance: float, unit: str) -> float:
    """A distance in ft, yd or m converted to yards (other units: unchanged)."""
    return distance * _YARDS.get(unit, 1.0)


def to_metres(distance: float, unit: str) -> float:
    """A distance in ft, yd or m converted to metres (other units: unchanged)."""
    return distance * _METRES.get(unit, 1.0)


# --- Year Zero -----------------------------------------------------------------
def yze_band_limits(option: object) -> tuple[float, float, float]:
    """Parse option `yze_band_from_distance` ("10,25,100") into metre limits."""
    text = option if isinstance(option, str) else YZE_BAND_FROM_DISTANCE
    try:
        parts = tuple(float(p) for p in text.split(","))
    except ValueError:
        parts = ()
    if len(parts) != 3 or list(parts) != sorted(parts):
        parts = tuple(float(p) for p in YZE_BAND_FROM_DISTANCE.split(","))
    return parts  # type: ignore[return-value]


def yze_band_from_distance(cells: float, metres: float, limits: Sequence[float]) -> str:
    """Engaged within one cell, then Short/Medium/Long by metres, else Extreme."""
    if cells <= 1:
        return "engaged"
    for band, limit in zip(("short", "medium", "long"), limits):
        if metres <= limit + 1e-9:
            return band
    return "extreme"


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


def yze_band_from_zones(zones_away: int | None) -> str:
    """Short in the same zone, Medium one zone away, Long up to 4, Extreme beyond."""
    if zones_away is None:
        return "extreme"
    for limit, band in _ZONE_BANDS:
        if zones_away <= limit:
            return band
    return "extreme"


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
    band = _band(state, a_cells, b_cells, cells, distance, unit)
    return RangeInfo(cells, distance, unit, band)


def _band(state, a_cells, b_cells, cells: float, distance: float, unit: str) -> str | None:
    system = state.ruleset.system
    if system == "gurps4e":
        return _gurps_band(to_yards(distance, unit))
    if system == "d20_mass":
        return POINT_BLANK if set(a_cells) & set(b_cells) else OUTSIDE
    if system == "yze":
        return _yze_band(state, a_cells, b_cells, cells, to_metres(distance, unit))
    return None


def _yze_band(state, a_cells, b_cells, cells: float, metres: float) -> str:
    if cells <= 1:
        return "engaged"
    zones = tuple(z.cells for z in state.zones)
    grid = state.grid
    starts = _zones_of(grid, zones, a_cells)
    goals = _zones_of(grid, zones, b_cells)
    if starts and goals:
        return yze_band_from_zones(zone_distance(zone_graph(grid, zones), starts, goals))
    limits = yze_band_limits(state.options.get("yze_band_from_distance"))
    return yze_band_from_distance(cells, metres, limits)


def _zones_of(grid: Grid, zones: Sequence[frozenset[int]], cells: Sequence[Cell]) -> set[int]:
    indices = {grid.index(c) for c in cells if grid.in_bounds(c)}
    return {z for z, members in enumerate(zones) if members & indices}


def weapon_band_index(band: object) -> int | None:
    """Index of a Year Zero band name in YZE_BANDS, or None."""
    return YZE_BANDS.index(band) if band in YZE_BANDS else None
