"""Cross-field checks of the GM's notes on the map: unique ids, every point on the map.

`scenario_checks.scenario_problems` calls `note_problems` with its context;
each finding is (field path, message), so a problem reads
`map_notes.pins[2].at: [40, 3] is outside the map (...)`.
"""

from __future__ import annotations

from collections.abc import Iterator

from battlemap.grid.hexmath import unit_extent

from .sections import Sections

Finding = tuple[tuple[str | int, ...], str]


def map_extent(kind: str | None, orientation: str | None, cols: int, rows: int) -> tuple[float, float]:
    """Width and height of a cols x rows map in cell units (a hex map: in hexagon radii)."""
    if kind == "hex":
        return unit_extent(cols, rows, orientation or "flat")
    return float(cols), float(rows)


def note_problems(context, orientation: str | None) -> Iterator[Finding]:
    """Duplicate pin or drawing ids, and points outside the map, each named by its field path."""
    notes = context.parts.get("map_notes")
    if notes is None:
        return
    if isinstance(notes, Sections):  # some entries failed: judge the ones that validated
        pins, drawings = notes.get("pins", {}), notes.get("drawings", {})
    else:
        pins, drawings = dict(enumerate(notes.pins)), dict(enumerate(notes.drawings))
    if not isinstance(pins, dict):
        pins = dict(enumerate(pins))
    if not isinstance(drawings, dict):
        drawings = dict(enumerate(drawings))
    extent = None if context.dims is None else map_extent(context.kind, orientation, *context.dims)
    yield from _duplicates("pins", pins)
    yield from _duplicates("drawings", drawings)
    for index, pin in sorted(pins.items()):
        if not _on_map(extent, pin.at):
            yield ("map_notes", "pins", index, "at"), _outside(extent, pin.at)
    for index, drawing in sorted(drawings.items()):
        for number, point in enumerate(drawing.points):
            if not _on_map(extent, point):
                yield ("map_notes", "drawings", index, "points", number), _outside(extent, point)
                break  # one point says the stroke strays; a thousand would bury the others


def _duplicates(name: str, entries: dict) -> Iterator[Finding]:
    seen: dict[str, int] = {}
    for index, entry in sorted(entries.items()):
        if entry.id in seen:
            yield ("map_notes", name, index, "id"), (
                f"duplicate id '{entry.id}' (also map_notes.{name}[{seen[entry.id]}])")
        seen.setdefault(entry.id, index)


def _on_map(extent: tuple[float, float] | None, point: tuple[float, float]) -> bool:
    return extent is None or (0 <= point[0] <= extent[0] and 0 <= point[1] <= extent[1])


def _outside(extent: tuple[float, float] | None, point: tuple[float, float]) -> str:
    width, height = extent or (0.0, 0.0)
    return (f"[{point[0]:g}, {point[1]:g}] is outside the map "
            f"(x 0 to {width:g}, y 0 to {height:g} in cell units)")
