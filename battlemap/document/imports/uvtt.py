"""Universal VTT maps (`.dd2vtt`, `.df2vtt`, `.uvtt`: Dungeondraft, DungeonFog, Arkenforge...) as scenarios.

A Universal VTT file is JSON: `resolution` (`map_origin` and `map_size` in
grid squares, `pixels_per_grid`), `line_of_sight` and `objects_line_of_sight`
(polylines in grid squares), `portals` (doors: their two `bounds` points and
whether they are `closed`), `lights`, and the map picture as base64 `image`.
Battlemap reads format versions 0.2, 0.3 and 1.0 (docs/IMPORTING.md).

It becomes a square map of `ceil(map_size)` cells; the picture, written beside
the scenario, the background aligned to the grid (`pixels_per_grid` pixels a
cell, its top-left corner on `map_origin`); every polyline's pieces free walls
(`terrain.segments`), the portals doors, open or closed; the lights kept in
`lights`. Positions move by `map_origin` so the map's top-left corner is
`[0, 0]`.

Nothing is written until everything is known to be good: `converted` returns
the scenario document and the picture, or raises LoadError naming the field
(`portals[2].bounds: ...`); the document is checked exactly like a file
being opened.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from battlemap.document.imports.pictures import MAX_SIDE, Picture, sniffed
from battlemap.document.imports.problems import Problems
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, Problem, Ruleset, scenario_from_document

#: The format versions whose fields this reader knows.
VERSIONS = (0.2, 0.3, 1.0)
#: How far a point may lie outside the map and still count as on its edge (grid squares).
_EDGE = 1e-6


@dataclass(frozen=True)
class ImportedMap:
    """A converted map: the scenario document (its background naming `picture_name`) and the picture."""

    document: dict[str, Any]
    picture: bytes
    picture_name: str


def read_uvtt(path: Path) -> dict[str, Any]:
    """The file's JSON object (LoadError: unreadable, not JSON, not an object)."""
    try:
        raw = json.loads(path.read_bytes())
    except OSError as error:
        raise LoadError((Problem(path.name, "", f"cannot read the file: {error.strerror or error}"),)) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LoadError((Problem(path.name, "", f"not a Universal VTT file: not JSON ({error})"),)) from None
    if not isinstance(raw, dict):
        raise LoadError((Problem(path.name, "", "not a Universal VTT file: the JSON is not an object"),))
    return raw


def converted(raw: dict[str, Any], *, source: str, stem: str, ruleset_id: str) -> ImportedMap:
    """The scenario for a Universal VTT object `raw` (read from `source`), its picture named `stem`."""
    problems = Problems(source)
    ruleset = resolve_ruleset(ruleset_id)
    if ruleset is None:
        raise LoadError((Problem(source, "--ruleset", f"unknown ruleset {ruleset_id!r}"),))
    _check_version(raw, problems)
    origin, size, ppg = _resolution(raw, problems)
    picture = _picture(raw, problems)
    problems.raise_any()
    cols, rows = max(1, math.ceil(size[0] - _EDGE)), max(1, math.ceil(size[1] - _EDGE))
    bounds = (cols, rows)
    segments = [*_walls(raw, "line_of_sight", origin, bounds, problems),
                *_walls(raw, "objects_line_of_sight", origin, bounds, problems),
                *_doors(raw, origin, bounds, ruleset, problems)]
    lights = list(_lights(raw, origin, problems))
    problems.raise_any()
    data, kind = picture
    name = f"{stem}{kind.suffix}"
    document: dict[str, Any] = {
        "format": "battlemap-scenario", "version": 1, "ruleset": ruleset_id, "name": stem,
        "grid": {"kind": "square", "cols": cols, "rows": rows},
        "background": {"path": name, "scale": ppg},
    }
    if segments:
        document["terrain"] = {"segments": segments}
    if lights:
        document["lights"] = lights
    scenario_from_document(document, source=source, ruleset_resolver=resolve_ruleset)  # LoadError if not
    return ImportedMap(document, data, name)


def _check_version(raw: dict[str, Any], problems: Problems) -> None:
    version = raw.get("format")
    if not isinstance(version, (int, float)) or isinstance(version, bool):
        problems.add("format", "missing: a Universal VTT file says its format version (0.2, 0.3 or 1.0)")
    elif not any(abs(version - known) < 1e-9 for known in VERSIONS):
        known = ", ".join(str(v) for v in VERSIONS)
        problems.add("format", f"version {version} is not one Battlemap reads ({known})")


def _point(value: Any, path: str, problems: Problems) -> tuple[float, float] | None:
    """`{"x": ..., "y": ...}` as a pair, or None (the problem noted)."""
    if isinstance(value, dict):
        x, y = value.get("x"), value.get("y")
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (x, y)):
            return float(x), float(y)
    problems.add(path, f"expected a point {{\"x\": number, \"y\": number}}, got {json.dumps(value)[:60]}")
    return None


def _resolution(raw: dict[str, Any], problems: Problems):
    resolution = raw.get("resolution")
    if not isinstance(resolution, dict):
        problems.add("resolution", "missing: the map's size and pixels per grid square")
        return (0.0, 0.0), (1.0, 1.0), 1
    origin = _point(resolution.get("map_origin", {"x": 0, "y": 0}), "resolution.map_origin", problems)
    size = _point(resolution.get("map_size"), "resolution.map_size", problems)
    if size is not None and (size[0] <= 0 or size[1] <= 0):
        problems.add("resolution.map_size", f"the map must have a size, got {size[0]:g} x {size[1]:g} squares")
    ppg = resolution.get("pixels_per_grid")
    if not isinstance(ppg, (int, float)) or isinstance(ppg, bool) or not ppg > 0:
        problems.add("resolution.pixels_per_grid", f"expected a number of pixels above 0, got {json.dumps(ppg)}")
        ppg = 1
    return origin or (0.0, 0.0), size or (1.0, 1.0), ppg


def _picture(raw: dict[str, Any], problems: Problems) -> tuple[bytes, Picture]:
    text = raw.get("image")
    if not isinstance(text, str) or not text.strip():
        problems.add("image", "missing: the map picture (base64 PNG, JPEG or WebP)")
        return b"", Picture(".png", 0, 0)
    if text.startswith("data:"):  # a data URL: the base64 after the comma
        text = text.partition(",")[2]
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        problems.add("image", "not base64 text: the picture cannot be decoded")
        return b"", Picture(".png", 0, 0)
    picture = sniffed(data)
    if picture is None:
        problems.add("image", "not a PNG, JPEG or WebP picture")
        return b"", Picture(".png", 0, 0)
    if picture.width > MAX_SIDE or picture.height > MAX_SIDE or picture.width < 1 or picture.height < 1:
        problems.add("image", f"{picture.width} x {picture.height} px; at most {MAX_SIDE} px a side "
                              "(a larger picture would not open safely)")
    return data, picture


def _map_point(point, origin, bounds, path: str, problems: Problems) -> list[float] | None:
    """A file point as a map point (origin moved to [0, 0]), refused when it lies outside the map."""
    x, y = point[0] - origin[0], point[1] - origin[1]
    if not (-_EDGE <= x <= bounds[0] + _EDGE and -_EDGE <= y <= bounds[1] + _EDGE):
        problems.add(path, f"({point[0]:g}, {point[1]:g}) is outside the map "
                           f"(x {origin[0]:g}-{origin[0] + bounds[0]:g}, y {origin[1]:g}-{origin[1] + bounds[1]:g})")
        return None
    return [_tidy(min(max(x, 0.0), bounds[0])), _tidy(min(max(y, 0.0), bounds[1]))]


def _tidy(value: float) -> float | int:
    """A coordinate as short as it reads (3.0 -> 3), rounded to a millionth of a square."""
    rounded = round(value, 6)
    return int(rounded) if rounded == int(rounded) else rounded


def _walls(raw, key: str, origin, bounds, problems: Problems):
    """Each piece of each polyline under `key` as a wall segment."""
    lines = raw.get(key, [])
    if not isinstance(lines, list):
        problems.add(key, "expected a list of polylines")
        return
    for i, line in enumerate(lines):
        if not isinstance(line, list):
            problems.add(f"{key}[{i}]", "expected a list of points")
            continue
        points = [_point(p, f"{key}[{i}][{j}]", problems) for j, p in enumerate(line)]
        placed = [_map_point(p, origin, bounds, f"{key}[{i}][{j}]", problems) if p else None
                  for j, p in enumerate(points)]
        for a, b in zip(placed, placed[1:]):
            if a is not None and b is not None and a != b:
                yield {"from": a, "to": b, "type": "wall"}


def door_kinds(ruleset: Ruleset) -> tuple[str | None, str | None]:
    """The ruleset's edge door kinds: (closed, open), None where it has none."""
    doors = [(i, t) for i, t in ruleset.terrain.items() if t.door and t.edge]
    closed = next((i for i, t in doors if t.blocks_movement), None)
    opened = next((i for i, t in doors if not t.blocks_movement), None)
    return closed, opened


def _doors(raw, origin, bounds, ruleset: Ruleset, problems: Problems):
    portals = raw.get("portals", [])
    if not isinstance(portals, list):
        problems.add("portals", "expected a list of doors")
        return
    closed_kind, open_kind = door_kinds(ruleset)
    for i, portal in enumerate(portals):
        path = f"portals[{i}]"
        ends = portal.get("bounds") if isinstance(portal, dict) else None
        if not isinstance(ends, list) or len(ends) != 2:
            problems.add(f"{path}.bounds", "expected the door's two end points")
            continue
        points = [_point(p, f"{path}.bounds[{j}]", problems) for j, p in enumerate(ends)]
        placed = [_map_point(p, origin, bounds, f"{path}.bounds[{j}]", problems) if p else None
                  for j, p in enumerate(points)]
        if None in placed or placed[0] == placed[1]:
            continue
        closed = portal.get("closed", True) is not False
        kind = (closed_kind or "wall") if closed else open_kind
        if kind is not None:  # an open door in a ruleset without open doors is no wall at all
            yield {"from": placed[0], "to": placed[1], "type": kind}


def _lights(raw, origin, problems: Problems):
    lights = raw.get("lights", [])
    if not isinstance(lights, list):
        problems.add("lights", "expected a list of lights")
        return
    for i, light in enumerate(lights):
        if not isinstance(light, dict):
            problems.add(f"lights[{i}]", "expected a light object")
            continue
        at = _point(light.get("position"), f"lights[{i}].position", problems)
        if at is None:
            continue
        kept: dict[str, Any] = {"at": [_tidy(at[0] - origin[0]), _tidy(at[1] - origin[1])]}
        for key, name in (("range", "range"), ("intensity", "intensity")):
            value = light.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0:
                kept[name] = value
        colour = light.get("color")
        if isinstance(colour, str) and len(colour) in (6, 8) and all(c in "0123456789abcdefABCDEF" for c in colour):
            kept["colour"] = f"#{colour}"
        if isinstance(light.get("shadows"), bool):
            kept["shadows"] = light["shadows"]
        yield kept
