"""The largest battle a scenario may hold: every size limit of `schema/limits.py` at once.

It is the bench map of `maps.py` (walls in short runs, the mover, its enemies,
overwatch lines, the rest scattered) grown to the limits: a grid of
`MAX_CELLS` cells (500 x 500), `MAX_TOKENS` tokens, `MAX_ZONES` zones of
`MAX_ZONE_CELLS` cells together, `MAX_EDGES` walls, low walls and doors on
cell edges, `MAX_ITEMS` items lying on the map, and `MAX_PINS` pins and `MAX_DRAWINGS`
drawings of `MAX_NOTE_POINTS` points together (half of them shown to players). `battlemap bench --open`
times the window opening it and the tests open it headless; a limit changed in
`limits.py` changes this battle with it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from battlemap.bench.maps import MapSpec, generate
from battlemap.schema.limits import (
    MAX_CELLS, MAX_DRAWINGS, MAX_EDGES, MAX_ITEMS, MAX_NOTE_POINTS, MAX_PINS, MAX_TOKENS, MAX_ZONE_CELLS, MAX_ZONES,
)

#: Edge features drawn, in turn.
_EDGE_TYPES = ("wall", "low_wall", "door")


def largest_spec(kind: str = "square") -> MapSpec:
    """The bench map of the largest battle: the most cells in a square grid, the most tokens."""
    side = math.isqrt(MAX_CELLS)
    return MapSpec(kind, side, MAX_CELLS // side, MAX_TOKENS)


def largest_battle(kind: str = "square", seed: int = 1) -> dict[str, Any]:
    """A valid scenario document at every size limit at once (the same one for the same seed)."""
    spec = largest_spec(kind)
    document = generate(spec).document
    rng = random.Random(seed)
    document["zones"] = _zones(spec)
    document["terrain"]["edges"] = _edges(spec, rng)
    document["items"] = [
        {"id": f"item-{n:04d}", "item": "stimpak", "at": [rng.randrange(spec.cols), rng.randrange(spec.rows)],
         "count": 1 + n % 3}
        for n in range(MAX_ITEMS)
    ]
    document["map_notes"] = _notes(spec, rng)
    return document


def _notes(spec: MapSpec, rng: random.Random) -> dict[str, Any]:
    """`MAX_PINS` pins and `MAX_DRAWINGS` wandering strokes sharing `MAX_NOTE_POINTS` points."""
    pins = [{"id": f"pin-{n}", "at": [round(rng.uniform(0, spec.cols), 2), round(rng.uniform(0, spec.rows), 2)],
             "text": f"Note {n}\nsecond line", "players": n % 2 == 0} for n in range(MAX_PINS)]
    drawings = []
    for n in range(MAX_DRAWINGS):
        x, y = rng.uniform(5, spec.cols - 5), rng.uniform(5, spec.rows - 5)
        points = []
        for _ in range(MAX_NOTE_POINTS // MAX_DRAWINGS):
            x = min(spec.cols, max(0.0, x + rng.uniform(-0.5, 0.5)))
            y = min(spec.rows, max(0.0, y + rng.uniform(-0.5, 0.5)))
            points.append([round(x, 2), round(y, 2)])
        drawings.append({"id": f"drawing-{n}", "points": points, "players": n % 2 == 0})
    return {"pins": pins, "drawings": drawings}


def _zones(spec: MapSpec) -> list[dict[str, Any]]:
    """`MAX_ZONES` square blocks side by side, row after row, `MAX_ZONE_CELLS` cells together."""
    each = MAX_ZONE_CELLS // MAX_ZONES
    side = math.isqrt(each)
    across = spec.cols // side
    zones = []
    for n in range(MAX_ZONES):
        col, row = (n % across) * side, (n // across) * side % spec.rows
        cells = [[col + i % side, row + i // side] for i in range(each)]
        zones.append({"id": f"zone-{n:03d}", "name": f"Zone {n}", "cells": cells})
    return zones


def _edges(spec: MapSpec, rng: random.Random) -> list[dict[str, Any]]:
    """`MAX_EDGES` distinct edges, each between a cell and the one below it (neighbours on every grid)."""
    picked = rng.sample(range(spec.cols * (spec.rows - 1)), MAX_EDGES)
    return [
        {"between": [[i % spec.cols, i // spec.cols], [i % spec.cols, i // spec.cols + 1]],
         "type": _EDGE_TYPES[n % len(_EDGE_TYPES)]}
        for n, i in enumerate(sorted(picked))
    ]
