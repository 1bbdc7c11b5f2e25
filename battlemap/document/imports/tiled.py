"""Tiled maps (`.tmx`, `.tmj`, Tiled `.json`) as scenarios: terrain from tiles, free walls and zones
from objects.

An orthogonal map becomes a square grid of its width x height cells; a
hexagonal one a hex grid, flat-top when Tiled staggers the x axis (columns),
pointy-top when it staggers y (rows). Battlemap's hexes are "odd-q" / "odd-r"
(odd columns or rows shoved): a Tiled map with `staggerindex` `even` is moved
one column (flat) or one row (pointy) over, so an open column or row of cells
is added at the left or top, and every position moves with it. Isometric and
staggered (isometric) maps are refused.

- A tile whose `terrain` property names a terrain of the ruleset makes its
  cell that terrain; a later layer's tile wins; cells with no such tile are
  `open`.
- An object with a `terrain` property (an edge kind: `wall`, `low_wall`,
  `door`...) and every unnamed polyline, polygon and rectangle become free
  walls (`wall` unless the property says otherwise) along their outline.
- Other named rectangles, polygons and ellipses become zones of the cells
  whose centres lie inside them.

Nothing is written until everything is known to be good (LoadError naming
the field).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from battlemap.document.imports.tiled_reading import MapObject, Problems, TiledMap
from battlemap.document.imports.uvtt import ImportedMap
from battlemap.document.library import resolve_ruleset
from battlemap.grid.hexmath import unit_extent
from battlemap.schema import MAX_CELLS, MAX_GRID_SIDE, LoadError, Problem, Ruleset, scenario_from_document

_EDGE = 1e-6
_SQRT3 = math.sqrt(3)
#: Legend characters for terrains the ruleset's legend has none for.
_SPARE = "abcdefghijklmnopqrstuvwxyzABCEFGHIJKLMNOPQRSTUVWXYZ0123456789"


@dataclass(frozen=True)
class _Layout:
    """Where Tiled puts a cell (pixels) and where Battlemap does (map units), for one map."""

    kind: str  # square, flat, pointy
    tiled: TiledMap
    shift: int  # 1 when an even-staggered map moves a column or row over

    @property
    def cols(self) -> int:
        return self.tiled.width + (self.shift if self.kind == "flat" else 0)

    @property
    def rows(self) -> int:
        return self.tiled.height + (self.shift if self.kind == "pointy" else 0)

    def cell(self, col: int, row: int) -> tuple[int, int]:
        """The Battlemap cell of Tiled's cell col, row."""
        return (col + self.shift, row) if self.kind == "flat" else (col, row + self.shift)

    def centre(self, col: int, row: int) -> tuple[float, float]:
        """Tiled's cell col, row: its centre in Tiled pixels."""
        t = self.tiled
        tw, th = t.tilewidth, t.tileheight
        if self.kind == "square":
            return (col + 0.5) * tw, (row + 0.5) * th
        shoved = (col if self.kind == "flat" else row) % 2 == (1 if t.staggerindex == "odd" else 0)
        if self.kind == "flat":
            return col * self.step() + tw / 2, (row + 0.5 + (0.5 if shoved else 0)) * th
        return (col + 0.5 + (0.5 if shoved else 0)) * tw, row * self.step() + th / 2

    def step(self) -> float:
        """Tiled's distance from one hex column (flat) or row (pointy) to the next, in pixels."""
        t = self.tiled
        across = t.tilewidth if self.kind == "flat" else t.tileheight
        side = t.hexsidelength or 0.0
        return (across - side) / 2 + side

    def world(self, x: float, y: float) -> list[float]:
        """Tiled pixels as Battlemap map units: cell centres onto cell centres (SCENARIO-FORMAT.md)."""
        t = self.tiled
        if self.kind == "square":
            return [_tidy(x / t.tilewidth), _tidy(y / t.tileheight)]
        if self.kind == "flat":
            wx = 1 + (x - t.tilewidth / 2) * 1.5 / self.step() + 1.5 * self.shift
            wy = _SQRT3 / 2 + (y - t.tileheight / 2) * _SQRT3 / t.tileheight
        else:
            wx = _SQRT3 / 2 + (x - t.tilewidth / 2) * _SQRT3 / t.tilewidth
            wy = 1 + (y - t.tileheight / 2) * 1.5 / self.step() + 1.5 * self.shift
        return [_tidy(wx), _tidy(wy)]

    def bounds(self) -> tuple[float, float]:
        """The map's extent in map units (docs/SCENARIO-FORMAT.md, "Free walls")."""
        if self.kind == "square":
            return float(self.cols), float(self.rows)
        return unit_extent(self.cols, self.rows, self.kind)


def _tidy(value: float) -> float | int:
    rounded = round(value, 6)
    return int(rounded) if rounded == int(rounded) else rounded


def converted_tiled(tiled: TiledMap, *, source: str, stem: str, ruleset_id: str) -> ImportedMap:
    """The scenario for the Tiled map `tiled` (read from `source`), named `stem`."""
    problems = Problems(source)
    ruleset = resolve_ruleset(ruleset_id)
    if ruleset is None:
        raise LoadError((Problem(source, "--ruleset", f"unknown ruleset {ruleset_id!r}"),))
    layout = _layout(tiled, problems)
    _check_size(layout, problems)
    problems.raise_any()
    rows = _terrain_rows(tiled, layout, ruleset, problems)
    segments = list(_walls(tiled, layout, ruleset, problems))
    zones = _zones(tiled, layout)
    problems.raise_any()
    grid: dict[str, Any] = {"kind": "square", "cols": layout.cols, "rows": layout.rows}
    if layout.kind != "square":
        grid = {"kind": "hex", "orientation": layout.kind, "cols": layout.cols, "rows": layout.rows}
    document: dict[str, Any] = {"format": "battlemap-scenario", "version": 1, "ruleset": ruleset_id,
                                "name": stem, "grid": grid}
    terrain = _terrain_field(rows, ruleset)
    if segments:
        terrain["segments"] = segments
    if terrain:
        document["terrain"] = terrain
    if zones:
        document["zones"] = zones
    scenario_from_document(document, source=source, ruleset_resolver=resolve_ruleset)  # LoadError if not
    return ImportedMap(document, b"", "")


def _check_size(layout: _Layout, problems: Problems) -> None:
    """Refuse a map over the scenario limits before a cell of it is built (SCENARIO-FORMAT.md, Limits)."""
    for key, side in (("width", layout.cols), ("height", layout.rows)):
        if side > MAX_GRID_SIDE:
            problems.add(key, f"{side:,} cells; at most {MAX_GRID_SIDE:,}")
    if layout.cols * layout.rows > MAX_CELLS and layout.cols <= MAX_GRID_SIDE and layout.rows <= MAX_GRID_SIDE:
        problems.add("width", f"{layout.cols}x{layout.rows} = {layout.cols * layout.rows:,} cells; "
                              f"at most {MAX_CELLS:,}")


def _layout(tiled: TiledMap, problems: Problems) -> _Layout:
    if tiled.infinite:
        problems.add("infinite", "an infinite map: give it a fixed size (Tiled: Map > Map Properties, "
                                 "untick Infinite)")
    if tiled.orientation == "orthogonal":
        return _Layout("square", tiled, 0)
    if tiled.orientation in ("isometric", "staggered"):
        problems.add("orientation", f"{tiled.orientation} maps are not read: Battlemap's grids are square "
                                    "or hexagonal (make the map orthogonal or hexagonal in Tiled)")
    elif tiled.orientation != "hexagonal":
        problems.add("orientation", f"expected orthogonal or hexagonal, got {tiled.orientation!r}")
    else:
        if tiled.staggeraxis not in ("x", "y"):
            problems.add("staggeraxis", f"expected x or y, got {tiled.staggeraxis!r}")
        if tiled.staggerindex not in ("odd", "even"):
            problems.add("staggerindex", f"expected odd or even, got {tiled.staggerindex!r}")
        if tiled.hexsidelength is None or tiled.hexsidelength < 0:
            problems.add("hexsidelength", "missing: a hexagonal map gives the length of a hex side in pixels")
        kind = "flat" if tiled.staggeraxis == "x" else "pointy"
        return _Layout(kind, tiled, 1 if tiled.staggerindex == "even" else 0)
    return _Layout("square", tiled, 0)


def _terrain_rows(tiled: TiledMap, layout: _Layout, ruleset: Ruleset, problems: Problems) -> list[list[str]]:
    rows = [["open"] * layout.cols for _ in range(layout.rows)]
    lookup = _tile_terrain(tiled, ruleset, problems)
    for layer in tiled.tile_layers:
        for at, gid in enumerate(layer.gids):
            kind = lookup(gid)
            if kind is not None:
                col, row = layout.cell(at % tiled.width, at // tiled.width)
                rows[row][col] = kind
    return rows


def _tile_terrain(tiled: TiledMap, ruleset: Ruleset, problems: Problems):
    """A function from a global tile id to its terrain (or None), bad properties noted once each."""
    table: dict[int, str] = {}
    for tileset in tiled.tilesets:
        for local, (kind, path) in tileset.terrain.items():
            if kind not in ruleset.terrain:
                known = ", ".join(sorted(ruleset.terrain))
                problems.add(path, f"terrain {kind!r} is not defined by ruleset {ruleset.id} ({known})")
            else:
                table[tileset.firstgid + local] = kind
    return table.get


def _terrain_field(rows: list[list[str]], ruleset: Ruleset) -> dict[str, Any]:
    used = sorted({kind for row in rows for kind in row})
    if used == ["open"]:
        return {}
    chars: dict[str, str] = {}
    for char, kind in ruleset.legend.items():
        if kind in used and kind not in chars and len(char) == 1:
            chars[kind] = char
    spare = iter(c for c in _SPARE if c not in ruleset.legend)
    for kind in used:
        chars.setdefault(kind, next(spare))
    return {"legend": {chars[k]: k for k in used}, "rows": ["".join(chars[k] for k in row) for row in rows]}


def _walls(tiled: TiledMap, layout: _Layout, ruleset: Ruleset, problems: Problems):
    width, height = layout.bounds()
    for item in tiled.objects:
        if item.terrain is None and (item.name or item.shape not in ("polyline", "polygon", "rectangle")):
            continue
        kind = item.terrain or "wall"
        found = ruleset.terrain.get(kind)
        if found is None or not found.edge:
            edges = ", ".join(sorted(i for i, t in ruleset.terrain.items() if t.edge))
            problems.add(f"{item.path}.properties.terrain",
                         f"{kind!r} is not a wall or door kind of ruleset {ruleset.id} ({edges})")
            continue
        placed = [layout.world(x, y) for x, y in _outline(item)]
        outside = [p for p in placed if not (-_EDGE <= p[0] <= width + _EDGE and -_EDGE <= p[1] <= height + _EDGE)]
        if outside:
            problems.add(item.path, f"({outside[0][0]:g}, {outside[0][1]:g}) in map units is outside the map "
                                    f"(x 0-{width:g}, y 0-{height:g})")
            continue
        placed = [[_tidy(min(max(p[0], 0), width)), _tidy(min(max(p[1], 0), height))] for p in placed]
        for a, b in zip(placed, placed[1:]):
            if a != b:
                yield {"from": a, "to": b, "type": kind}


def _outline(item: MapObject) -> list[tuple[float, float]]:
    """The object's outline in Tiled pixels, turned by its rotation about x, y; closed for a shape."""
    if item.shape in ("polyline", "polygon"):
        local = list(item.points) + ([item.points[0]] if item.shape == "polygon" and item.points else [])
    elif item.shape == "rectangle":
        w, h = item.width, item.height
        local = [(0, 0), (w, 0), (w, h), (0, h), (0, 0)]
    else:  # an ellipse walled as its bounding box would surprise; a few sides of it read better
        w, h = item.width / 2, item.height / 2
        local = [(w + w * math.cos(a * math.pi / 8), h + h * math.sin(a * math.pi / 8)) for a in range(17)]
    turn = math.radians(item.rotation)
    cos, sin = math.cos(turn), math.sin(turn)
    return [(item.x + x * cos - y * sin, item.y + x * sin + y * cos) for x, y in local]


def _zones(tiled: TiledMap, layout: _Layout) -> list[dict[str, Any]]:
    zones: list[dict[str, Any]] = []
    seen: set[str] = set()
    for item in tiled.objects:
        if not item.name or item.terrain is not None or item.shape == "other":
            continue
        inside = _inside_test(item)
        cols, rows = _near(item, layout)
        cells = sorted((list(layout.cell(c, r)) for r in rows for c in cols if inside(*layout.centre(c, r))),
                       key=lambda cell: (cell[1], cell[0]))
        if cells:
            zones.append({"id": _zone_id(item.name, seen), "name": item.name, "cells": cells})
    return zones


def _near(item: MapObject, layout: _Layout) -> tuple[range, range]:
    """The Tiled columns and rows whose cells may have their centre inside the object (its box, a cell wider)."""
    xs, ys = zip(*_outline(MapObject(**{**item.__dict__, "shape": "polygon" if item.points else "rectangle"})))
    tiled = layout.tiled
    tw = layout.step() if layout.kind == "flat" else tiled.tilewidth
    th = layout.step() if layout.kind == "pointy" else tiled.tileheight
    cols = range(max(0, math.floor(min(xs) / tw) - 1), min(tiled.width, math.ceil(max(xs) / tw) + 1))
    rows = range(max(0, math.floor(min(ys) / th) - 1), min(tiled.height, math.ceil(max(ys) / th) + 1))
    return cols, rows


def _inside_test(item: MapObject):
    """Whether a point (Tiled pixels) lies inside the object's shape or on its boundary."""
    turn = math.radians(-item.rotation)
    cos, sin = math.cos(turn), math.sin(turn)

    def local(x: float, y: float) -> tuple[float, float]:
        dx, dy = x - item.x, y - item.y
        return dx * cos - dy * sin, dx * sin + dy * cos

    if item.shape == "ellipse":
        a, b = item.width / 2 or _EDGE, item.height / 2 or _EDGE
        return lambda x, y: ((local(x, y)[0] - a) / a) ** 2 + ((local(x, y)[1] - b) / b) ** 2 <= 1 + _EDGE
    if item.shape in ("polygon", "polyline"):
        return lambda x, y: _in_polygon(local(x, y), item.points)
    return lambda x, y: (-_EDGE <= local(x, y)[0] <= item.width + _EDGE
                         and -_EDGE <= local(x, y)[1] <= item.height + _EDGE)


def _in_polygon(point: tuple[float, float], polygon) -> bool:
    """Even-odd rule (a point on an edge counts as inside)."""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, [*polygon[1:], *polygon[:1]]):
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if abs(cross) < _EDGE and min(x1, x2) - _EDGE <= x <= max(x1, x2) + _EDGE \
                and min(y1, y2) - _EDGE <= y <= max(y1, y2) + _EDGE:
            return True
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _zone_id(name: str, seen: set[str]) -> str:
    base = re.sub(r"[^A-Za-z0-9_.\-]+", "-", name).strip("-.") or "zone"
    if not base[0].isalnum():
        base = f"zone-{base}"
    found, n = base[:60], 2
    while found in seen:
        found, n = f"{base[:56]}-{n}", n + 1
    seen.add(found)
    return found
