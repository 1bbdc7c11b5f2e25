"""The largest battle a scenario may hold: every size limit of `schema/limits.py` at once.

It is the bench map of `maps.py` (walls in short runs, the mover, its enemies,
overwatch lines, the rest scattered) grown to the limits: a grid of
`MAX_CELLS` cells (500 x 500), `MAX_TOKENS` tokens, `MAX_ZONES` zones of
`MAX_ZONE_CELLS` cells together, `MAX_EDGES` walls, low walls and doors on
cell edges and `MAX_ITEMS` items lying on the map. `battlemap bench --open`
times the window opening it and the tests open it headless; a limit changed in
`limits.py` changes this battle with it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from battlemap.bench.maps import MapSpec, generate
from battlemap.schema.limits import MAX_CELLS, MAX_EDGES, MAX_ITEMS, MAX_TOKENS, MAX_ZONE_CELLS, MAX_ZONES

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
    return document


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
