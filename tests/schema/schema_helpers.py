"""Helpers of the schema tests: the bundled rulesets read from the source tree
(schema must not import battlemap.resources), and a small valid scenario
document to break in different ways."""

from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path

from battlemap.schema import Ruleset, load_ruleset

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ROOT / "rulesets"
SCENARIOS = ROOT / "assets" / "scenarios"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: Every bundled ruleset, by file stem (a new one is checked with the others).
RULESET_IDS = tuple(sorted(p.stem for p in RULESETS.glob("*.toml")))


@lru_cache(maxsize=None)
def bundled(ruleset_id: str) -> Ruleset | None:
    """A bundled ruleset by id, None for an unknown id (the resolver contract)."""
    path = RULESETS / f"{ruleset_id}.toml"
    return load_ruleset(path) if path.is_file() else None


#: A small valid d20 scenario: 6x4 map, two tokens, a turn order.
SMALL = {
    "format": "battlemap-scenario",
    "version": 1,
    "name": "Small",
    "ruleset": "d20-mass",
    "grid": {"kind": "square", "cols": 6, "rows": 4, "cell": 25, "unit": "ft"},
    "terrain": {
        "legend": {"x": "wall"},
        "rows": ["......", "..#+..", "..D~..", "....x."],
    },
    "zones": [{"id": "hill", "name": "Hill", "cells": [[0, 0], [1, 0]], "tags": ["objective"]}],
    "tokens": [
        {"id": "a1", "name": "Archers", "side": "red", "at": [0, 0], "template": "archers",
         "count": 10, "weapons": ["longbow"], "readied": ["longbow"]},
        {"id": "b1", "side": "blue", "at": [5, 3], "template": "spearmen", "size": "medium",
         "stats": {"level": 3}},
    ],
    "combat": {"round": 2, "order": ["a1", "b1"], "active": "b1", "spent": {"a1": {"move": 1}}},
    "seed": 7,
    "notes": "test",
}


def small_document() -> dict:
    """A fresh deep copy of SMALL to mutate."""
    return copy.deepcopy(SMALL)
