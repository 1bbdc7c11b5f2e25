"""Checks of the free walls (`terrain.segments`) against the grid and the ruleset.

A segment lies on the map (both ends within the map's extent in map units,
see `Segment`), has a length, and is of a terrain type the ruleset defines
and allows on an edge (walls, low walls, windows, doors): a free wall acts
as an edge wall of its kind.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from battlemap.grid.hexmath import unit_extent

from .ruleset import Ruleset
from .ruleset_checks import known_names
from .scenario import Segment

Finding = tuple[tuple[str | int, ...], str]


def map_extent(kind: object, orientation: object, dims: tuple[int, int]) -> tuple[float, float]:
    """Width and height of the map in map units (square: cells; hex: unit radius)."""
    cols, rows = dims
    if kind == "hex":
        return unit_extent(cols, rows, orientation if orientation in ("flat", "pointy") else "flat")
    return float(cols), float(rows)


def segment_problems(
    segments: Sequence[Segment], *, kind: object, orientation: object,
    dims: tuple[int, int] | None, ruleset: Ruleset | None,
) -> Iterator[Finding]:
    """Every problem of the file's segments, each at its field (`terrain.segments[3].to`)."""
    extent = map_extent(kind, orientation, dims) if dims is not None else None
    for index, segment in enumerate(segments):
        where = ("terrain", "segments", index)
        if extent is not None:
            for name, point in (("from", segment.start), ("to", segment.end)):
                if not (0 <= point[0] <= extent[0] and 0 <= point[1] <= extent[1]):
                    yield (*where, name), (
                        f"[{point[0]:g}, {point[1]:g}] is outside the map "
                        f"(x 0-{extent[0]:g}, y 0-{extent[1]:g} in map units)"
                    )
        if tuple(segment.start) == tuple(segment.end):
            yield where, "the segment has no length (from and to are the same point)"
        if ruleset is None:
            continue
        known = ruleset.terrain
        if segment.type not in known:
            yield (*where, "type"), (
                f"terrain '{segment.type}' is not defined by ruleset {ruleset.id}" + known_names(known)
            )
        elif not known[segment.type].edge:
            yield (*where, "type"), (
                f"terrain '{segment.type}' cannot be a wall segment "
                f"(its ruleset entry has edge = false)"
            )
