"""How big a battle may be: the one place the scenario format's size limits live.

Two kinds of bound. The grid side (`MAX_GRID_SIDE`) and the journal's length
(`MAX_RECORDS`) keep a typo such as `cols = 100000` from freezing the app.
The others are what the window can honour: a battle at all of them at once
(`battlemap.bench.largest`) opens in the main window, from reading the file to
the first painted map, well within 5 s. Measured with `battlemap bench --open`
(offscreen Qt, a fresh process per sample) on a shared 2-core AMD EPYC VM:
a median of 2.42 s (p95 2.48 s) and a peak of 462 MB RSS on squares, 2.19 s
(p95 2.33 s) and 403 MB on hexes; about half the 5 s, kept as margin for
slower and busier machines (docs/SCENARIO-FORMAT.md, "Limits").

A file beyond a limit is refused by `battle_size_problems` before anything
else of it is validated: checking a battle too big to open is the very cost
the limit spares, and a hostile file then costs no more than reading it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .problems import Problem

#: Columns or rows of a grid, at most (a long corridor is fine, see MAX_CELLS).
MAX_GRID_SIDE = 1000
#: Cells of the grid (cols x rows), at most: 500 x 500, or 1000 x 250.
MAX_CELLS = 250_000
#: Tokens on the map, at most: twice the 1,000 the drag is designed for (DESIGN.md).
MAX_TOKENS = 2_000
#: Items lying on the map, at most (each is drawn like a small token).
MAX_ITEMS = 2_000
#: Zones, at most, and their cells all zones together.
MAX_ZONES = 500
MAX_ZONE_CELLS = 50_000
#: Walls, low walls and doors drawn on cell edges (`terrain.edges`), at most.
MAX_EDGES = 20_000
#: Free walls (`terrain.segments`), at most: as many as edge walls. Measured on the shared 2-core VM
#: under a load of 6: 20,000 random segments up to 3 cells long on a 500 x 500 map add 2.7 s (square)
#: and 4.0 s (hex) to building the terrain (their per-cell index and blocked steps). Not yet part of
#: `battlemap bench --open`'s largest battle, whose 5 s it would strain on hexes.
MAX_SEGMENTS = 20_000
#: Area templates on the map, at most (each is one shaded shape; a GM places a few).
MAX_TEMPLATES = 500
#: The GM's notes on the map (`map_notes`): pins, drawings, the points of one drawing and of all of
#: them together (a stroke is simplified as it is drawn: a long one keeps a few hundred points). At all
#: four limits the largest battle opens with about 0.16 s more CPU and 45 MB more (SCENARIO-FORMAT.md).
MAX_PINS = 1_000
MAX_DRAWINGS = 1_000
MAX_DRAWING_POINTS = 5_000
MAX_NOTE_POINTS = 100_000
#: Commands a journal holds, at most (a long campaign evening is a few thousand).
MAX_RECORDS = 100_000

#: Why the window-sized limits are what they are, as each refusal says it.
WHY = "the window opens battles up to this size within 5 s"


def battle_size_problems(
    raw: dict[str, Any], *, source: str, default_grid: tuple[Any, Any] = (None, None), prefix: str = ""
) -> list[Problem]:
    """Every limit a raw scenario document (and its journal's start) goes beyond.

    `default_grid` is the ruleset's (cols, rows), for a grid the file leaves
    out. Only counts are read, nothing is validated: a field of the wrong
    type is left for validation to report.
    """
    found = [Problem(source, f"{prefix}{path}", message) for path, message in _beyond(raw, default_grid)]
    journal = raw.get("journal")
    start = journal.get("start") if isinstance(journal, dict) else None
    if isinstance(start, dict):
        found += battle_size_problems(start, source=source, default_grid=default_grid,
                                      prefix=f"{prefix}journal.start.")
    return found


def _beyond(raw: dict[str, Any], default_grid: tuple[Any, Any]) -> Iterator[tuple[str, str]]:
    grid = raw.get("grid")
    given = grid if isinstance(grid, dict) else {}
    cols, rows = (given.get(name, default) for name, default in zip(("cols", "rows"), default_grid))
    too_big = too_many_cells(cols, rows)
    if too_big is not None:
        yield "grid", too_big
    yield from _too_many("tokens", _entries(raw, "tokens"), "tokens", MAX_TOKENS)
    yield from _too_many("items", _entries(raw, "items"), "items", MAX_ITEMS)
    yield from _too_many("templates", _entries(raw, "templates"), "templates", MAX_TEMPLATES)
    zones = _entries(raw, "zones")
    yield from _too_many("zones", zones, "zones", MAX_ZONES)
    cells = sum(len(z["cells"]) for z in zones if isinstance(z, dict) and isinstance(z.get("cells"), list))
    if cells > MAX_ZONE_CELLS:
        yield "zones", f"{cells:,} cells in all zones together; at most {MAX_ZONE_CELLS:,} ({WHY})"
    terrain = raw.get("terrain")
    yield from _too_many("terrain.edges", _entries(terrain, "edges"), "edges", MAX_EDGES)
    yield from _too_many("terrain.segments", _entries(terrain, "segments"), "segments", MAX_SEGMENTS)
    yield from _notes_beyond(raw.get("map_notes"))


def _notes_beyond(notes: Any) -> Iterator[tuple[str, str]]:
    yield from _too_many("map_notes.pins", _entries(notes, "pins"), "pins", MAX_PINS)
    drawings = _entries(notes, "drawings")
    yield from _too_many("map_notes.drawings", drawings, "drawings", MAX_DRAWINGS)
    total = 0
    for index, drawing in enumerate(drawings):
        points = _entries(drawing, "points")
        total += len(points)
        yield from _too_many(f"map_notes.drawings[{index}].points", points, "points", MAX_DRAWING_POINTS)
    if total > MAX_NOTE_POINTS:
        yield "map_notes.drawings", f"{total:,} points in all drawings together; at most {MAX_NOTE_POINTS:,} ({WHY})"


def too_many_cells(cols: Any, rows: Any) -> str | None:
    """Why a grid of cols x rows cells is too big, or None (also for sides that are no count:
    a side beyond MAX_GRID_SIDE is validation's to explain, the product would only repeat it)."""
    if _is_side(cols) and _is_side(rows) and cols * rows > MAX_CELLS:
        return f"{cols}x{rows} = {cols * rows:,} cells; at most {MAX_CELLS:,} ({WHY})"
    return None


def _too_many(path: str, entries: list[Any], noun: str, most: int) -> Iterator[tuple[str, str]]:
    if len(entries) > most:
        yield path, f"{len(entries):,} {noun}; at most {most:,} ({WHY})"


def _entries(owner: Any, name: str) -> list[Any]:
    value = owner.get(name) if isinstance(owner, dict) else None
    return value if isinstance(value, list) else []


def _is_side(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 < value <= MAX_GRID_SIDE
