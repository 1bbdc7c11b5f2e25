"""Hypothesis strategies: valid scenario documents for a given ruleset.

Every document drawn here must load without a problem; the round-trip and
fuzz tests build on that (a valid document, then one mistake).
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from battlemap.grid import make_grid
from battlemap.schema import Ruleset, StatDef

IDS = st.from_regex(r"[a-z][a-z0-9_-]{0,7}", fullmatch=True)
TEXT = st.text(min_size=1, max_size=20)
JSON_LEAVES = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8) | (
    st.floats(allow_nan=False, allow_infinity=False, width=32)
)
JSON_VALUES = st.recursive(
    JSON_LEAVES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def maybe(strategy: st.SearchStrategy) -> st.SearchStrategy:
    """A value or the marker None meaning "leave the field out"."""
    return st.none() | strategy


def stat_value(stat: StatDef) -> st.SearchStrategy:
    low = stat.min if stat.min is not None else -1000
    high = stat.max if stat.max is not None else 1000
    if stat.type == "int":
        return st.integers(int(low), int(high))
    if stat.type == "float":
        return st.floats(low, high, allow_nan=False) | st.integers(int(low) + 1, int(high))
    if stat.type == "bool":
        return st.booleans()
    return st.text(max_size=10)


def _drop_none(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if v is not None}


@st.composite
def cells(draw, cols: int, rows: int) -> list[int]:
    return [draw(st.integers(0, cols - 1)), draw(st.integers(0, rows - 1))]


@st.composite
def token_state(draw, cols: int, rows: int, others: list[str]) -> dict[str, Any]:
    state: dict[str, Any] = {}
    if draw(st.booleans()):
        overwatch = {"toward": draw(cells(cols, rows))}
        overwatch |= _drop_none({
            "arc": draw(maybe(st.integers(0, 360) | st.floats(0, 360))),
            "declared": draw(maybe(st.integers(0, 50))),
        })
        state["overwatch"] = overwatch
    if others and draw(st.booleans()):
        state["aiming"] = draw(st.sampled_from(others))
    if draw(st.booleans()):
        state["wait"] = {"trigger": draw(TEXT)}
    if draw(st.integers(0, 3)) == 0:
        state[draw(st.sampled_from(["note", "mark"]))] = draw(JSON_VALUES)
    return state


@st.composite
def token(draw, ruleset: Ruleset, token_id: str, cols: int, rows: int, others: list[str]):
    weapons = sorted(ruleset.weapons)
    stats = draw(st.dictionaries(st.sampled_from(sorted(ruleset.stats)), st.just(None), max_size=3))
    own_weapons = draw(maybe(st.lists(st.sampled_from(weapons), max_size=3, unique=True)))
    fields = {
        "id": token_id,
        "name": draw(maybe(TEXT)),
        "side": draw(st.sampled_from(["red", "blue", "green"])),
        "at": draw(cells(cols, rows)),
        "template": draw(maybe(st.sampled_from(sorted(ruleset.templates)))),
        "size": draw(maybe(st.sampled_from(sorted(ruleset.sizes)))),
        "count": draw(maybe(st.integers(1, 500))),
        "posture": draw(maybe(st.sampled_from(sorted(ruleset.postures)))),
        "facing": draw(maybe(st.integers(0, 7))),
        "stats": {k: draw(stat_value(ruleset.stats[k])) for k in stats} or None,
        "weapons": own_weapons,
        "readied": own_weapons[:1] if own_weapons and draw(st.booleans()) else None,
        "conditions": draw(maybe(st.lists(IDS, max_size=2))),
        "state": draw(maybe(token_state(cols, rows, others))),
        "hidden": draw(maybe(st.booleans())),
    }
    return _drop_none(fields)


@st.composite
def terrain(draw, ruleset: Ruleset, cols: int, rows: int) -> dict[str, Any]:
    legend = {"x": "wall", "o": "open"} if draw(st.booleans()) else {}
    chars = sorted(set(ruleset.legend) | set(legend))
    # One seeded generator instead of a draw per cell: maps are cheap to make.
    rnd = draw(st.randoms(use_true_random=False))
    text = ["".join(rnd.choice(chars) for _ in range(cols)) for _ in range(rows)]
    return _drop_none({"legend": legend or None, "rows": text, "edges": draw(edges(ruleset, cols, rows)) or None})


@st.composite
def edges(draw, ruleset: Ruleset, cols: int, rows: int) -> list[dict[str, Any]]:
    """Walls, low walls and doors on edges between two cells of the map that share one."""
    grid = make_grid(ruleset.grid.kind, cols, rows, orientation=ruleset.grid.orientation or "flat")
    kinds = sorted(k for k, t in ruleset.terrain.items() if t.edge)
    found = []
    for _ in range(draw(st.integers(0, 3))):
        cell = grid.from_offset(*draw(cells(cols, rows)))
        sides = [e for e in grid.edges_of(cell) if grid.in_bounds(e.a) and grid.in_bounds(e.b)]
        if sides:
            edge = draw(st.sampled_from(sides))
            found.append({"between": [list(grid.to_offset(edge.a)), list(grid.to_offset(edge.b))],
                          "type": draw(st.sampled_from(kinds))})
    return found


@st.composite
def items(draw, ruleset: Ruleset, cols: int, rows: int) -> list[dict[str, Any]]:
    """Weapons and other things lying on the map, each id once."""
    what = st.sampled_from([*sorted(ruleset.weapons), "stimpak"])
    return [_drop_none({"id": f"item-{n}", "item": draw(what), "at": draw(cells(cols, rows)),
                        "count": draw(maybe(st.integers(1, 1_000_000)))})
            for n in range(draw(st.integers(0, 2)))]


@st.composite
def options(draw, ruleset: Ruleset) -> dict[str, Any]:
    """House rules: a choice the option lists, or a value of its default's type."""
    chosen = draw(st.lists(st.sampled_from(sorted(ruleset.options)), max_size=2, unique=True))
    found = {}
    for key in chosen:
        option = ruleset.options[key]
        if option.choices:
            found[key] = draw(st.sampled_from(option.choices))
        elif isinstance(option.default, bool):
            found[key] = draw(st.booleans())
        elif isinstance(option.default, (int, float)):
            found[key] = draw(st.integers(0, 100))
        else:
            found[key] = draw(st.just(option.default))
    return found


@st.composite
def scenarios(draw, ruleset: Ruleset) -> dict[str, Any]:
    """A valid scenario document (a dict) for `ruleset`, most fields optional."""
    cols, rows = draw(st.integers(1, 12)), draw(st.integers(1, 10))
    ids = draw(st.lists(IDS, max_size=4, unique=True))
    tokens = [draw(token(ruleset, i, cols, rows, [o for o in ids if o != i])) for i in ids]
    zone_ids = draw(st.lists(IDS, max_size=2, unique=True))
    zones = [
        _drop_none({"id": z, "name": draw(maybe(TEXT)),
                    "cells": draw(maybe(st.lists(cells(cols, rows), max_size=3))),
                    "tags": draw(maybe(st.lists(IDS, max_size=2)))})
        for z in zone_ids
    ]
    order = draw(st.permutations(ids)) if ids and draw(st.booleans()) else []
    combat = None
    if draw(st.booleans()):
        combat = _drop_none({
            "round": draw(maybe(st.integers(1, 99))),
            "order": order or None,
            "active": draw(st.sampled_from(order)) if order and draw(st.booleans()) else None,
            "spent": {i: {"ap": draw(st.integers(0, 9) | st.floats(0, 9))} for i in order[:2]} or None,
        })
    grid = _drop_none({
        "kind": draw(maybe(st.just(ruleset.grid.kind))),
        "cols": cols, "rows": rows,
        "cell": draw(maybe(st.integers(1, 50) | st.floats(0.5, 50))),
        "unit": draw(maybe(st.sampled_from(["ft", "m", "yd"]))),
    })
    return _drop_none({
        "format": "battlemap-scenario",
        "version": 1,
        "name": draw(maybe(TEXT)),
        "ruleset": ruleset.id,
        "options": draw(options(ruleset)) or None,
        "grid": grid,
        "terrain": draw(maybe(terrain(ruleset, cols, rows))),
        "zones": zones or None,
        "tokens": tokens or None,
        "items": draw(items(ruleset, cols, rows)) or None,
        "combat": combat,
        "seed": draw(maybe(st.integers(0, 2**63 - 1))),
        "notes": draw(maybe(st.text(max_size=30))),
    })
