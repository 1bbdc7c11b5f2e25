"""Year Zero range bands: engaged, short, medium, long, extreme (RULES.md 2.2).

With zones: the same or an adjacent cell is Engaged, the same zone Short, an
adjacent zone Medium, 2-4 zones away Long, farther (or unreachable) Extreme;
zone distance is a breadth-first search over zones that touch on the grid.
Without zones (or for a cell outside every zone), from distance: Engaged
within one cell, then the metres of option `yze_band_from_distance`
("10,25,100": Short up to 10 m, Medium up to 25 m, Long up to 100 m), Extreme
beyond.
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.engine.attacks.ranges import to_metres, zone_distance, zone_graph, zones_of
from battlemap.grid import Cell

YZE_BANDS = ("engaged", "short", "medium", "long", "extreme")
#: Upper bounds in metres of Short, Medium and Long without zones.
YZE_BAND_FROM_DISTANCE = "10,25,100"
#: Zones away -> band: 0 = same zone.
_ZONE_BANDS = ((0, "short"), (1, "medium"), (4, "long"))


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


def yze_band_from_zones(zones_away: int | None) -> str:
    """Short in the same zone, Medium one zone away, Long up to 4, Extreme beyond."""
    if zones_away is None:
        return "extreme"
    for limit, band in _ZONE_BANDS:
        if zones_away <= limit:
            return band
    return "extreme"


def range_band(state, a_cells: Sequence[Cell], b_cells: Sequence[Cell],
               cells: float, distance: float, unit: str) -> str:
    """The band between two footprints: by zones where both stand in one, else by metres."""
    if cells <= 1:
        return "engaged"
    zones = tuple(z.cells for z in state.zones)
    grid = state.grid
    starts = zones_of(grid, zones, a_cells)
    goals = zones_of(grid, zones, b_cells)
    if starts and goals:
        return yze_band_from_zones(zone_distance(zone_graph(grid, zones), starts, goals))
    limits = yze_band_limits(state.options.get("yze_band_from_distance"))
    return yze_band_from_distance(cells, to_metres(distance, unit), limits)
