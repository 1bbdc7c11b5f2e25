"""Battles with free walls for the tests, and the plain geometry the engine is held to.

`shares_point` is the oracle: exact (Fractions) on square maps whose wall
ends are multiples of a quarter cell, so ties (a line through a wall's end,
along a wall) do happen; on hex maps the points are random floats, where ties
have no chance.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from battlemap.document.library import bundled_ruleset
from battlemap.engine.building import build_state
from battlemap.schema import scenario_from_document


def segment_battle(segments, *, ruleset: str = "d20-mass", kind: str = "square", cols: int = 10,
                   rows: int = 8, orientation: str = "flat", tokens=(), options=None, edges=()):
    """A battle on open ground with `segments` [(from, to, type)] and `tokens` [(id, side, [c, r])]."""
    grid = {"kind": kind, "cols": cols, "rows": rows}
    if kind == "hex":
        grid["orientation"] = orientation
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": ruleset, "grid": grid,
        "terrain": {"segments": [{"from": list(a), "to": list(b), "type": t} for a, b, t in segments],
                    "edges": [{"between": [list(a), list(b)], "type": t} for a, b, t in edges]},
        "tokens": [{"id": i, "side": s, "at": list(at)} for i, s, at in tokens],
    }
    rules = bundled_ruleset(ruleset)
    scenario = scenario_from_document(document, source="<segments>", ruleset_resolver=lambda _: rules)
    state = build_state(scenario, rules)
    # Line-of-fire readings (los_method, los_ties) set as a ruleset would (see tests/engine/los_maps.py).
    return replace(state, options={**state.options, **(options or {})})


def shares_point(p, q, a, b) -> bool:
    """Whether the open segment p-q (its ends left out) and the closed segment a-b share a point."""
    p, q, a, b = ([Fraction(v) for v in x] for x in (p, q, a, b))
    d = (q[0] - p[0], q[1] - p[1])
    e = (b[0] - a[0], b[1] - a[1])
    den = d[0] * e[1] - d[1] * e[0]
    w = (a[0] - p[0], a[1] - p[1])
    if den == 0:
        if w[0] * d[1] - w[1] * d[0] != 0:
            return False  # parallel, apart
        length = d[0] * d[0] + d[1] * d[1]
        ta = (w[0] * d[0] + w[1] * d[1]) / length
        tb = ((b[0] - p[0]) * d[0] + (b[1] - p[1]) * d[1]) / length
        lo, hi = min(ta, tb), max(ta, tb)
        return hi > 0 and lo < 1  # the overlap of [lo, hi] with the open (0, 1)
    t = (w[0] * e[1] - w[1] * e[0]) / den
    u = (w[0] * d[1] - w[1] * d[0]) / den
    return 0 < t < 1 and 0 <= u <= 1


def quarter_segments(rng: random.Random, cols: int, rows: int, count: int, longest: int = 3):
    """Random walls with ends on a quarter-cell lattice (many on corners and edges)."""
    found = []
    while len(found) < count:
        x, y = rng.randint(0, 4 * cols) / 4, rng.randint(0, 4 * rows) / 4
        if rng.random() < 0.5:  # half of them from a corner
            x, y = float(round(x)), float(round(y))
        dx, dy = rng.randint(-4 * longest, 4 * longest) / 4, rng.randint(-4 * longest, 4 * longest) / 4
        if rng.random() < 0.4:
            dx, dy = (round(dx), 0) if rng.random() < 0.5 else (0, round(dy))
        x2, y2 = min(max(x + dx, 0), cols), min(max(y + dy, 0), rows)
        if (x2, y2) != (x, y):
            found.append(((x, y), (x2, y2)))
    return found


def float_segments(rng: random.Random, width: float, height: float, count: int, longest: float = 3.0):
    """Random walls with float ends anywhere on a map width x height units."""
    found = []
    for _ in range(count):
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        x2 = min(max(x + rng.uniform(-longest, longest), 0.0), width)
        y2 = min(max(y + rng.uniform(-longest, longest), 0.0), height)
        found.append(((x, y), (x2, y2)))
    return found
