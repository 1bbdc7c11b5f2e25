"""The size limits of limits.py: a battle one over any of them is refused, by name, before validation.

Each refused file says which field is too big, how big it is and the most
allowed, and nothing else: a file beyond a limit is not validated at all
(its thousands of entries here are not even tokens). The largest battle at
every limit at once is accepted (tests/bench/test_largest_battle.py).
"""

from __future__ import annotations

import json

import pytest

from battlemap.schema import (
    MAX_CELLS, MAX_EDGES, MAX_ITEMS, MAX_TOKENS, MAX_ZONE_CELLS, MAX_ZONES, LoadError, check_file,
    new_scenario, parse_ruleset, scenario_from_document,
)
from tests.schema.schema_helpers import RULESETS, SMALL, bundled

WHY = "(the window opens battles up to this size within 5 s)"


def _battle(**fields) -> dict:
    """SMALL on a map of cols x rows (default 60 x 50), its other fields replaced."""
    grid = fields.pop("grid", {"kind": "square", "cols": 60, "rows": 50})
    document = {key: value for key, value in json.loads(json.dumps(SMALL)).items()
                if key not in ("terrain", "combat")}
    return {**document, "grid": grid, **fields}


def _cells(count: int, cols: int = 60) -> list[list[int]]:
    return [[i % cols, i // cols] for i in range(count)]


def _tokens(count: int) -> list[dict]:
    return [{"id": f"t{i}", "side": "red" if i % 2 else "blue", "at": at, "template": "spearmen"}
            for i, at in enumerate(_cells(count))]


def _zones(count: int, each: int) -> list[dict]:
    return [{"id": f"z{i}", "cells": _cells(each)} for i in range(count)]


def _edges(count: int, cols: int) -> list[dict]:
    return [{"between": [[i % cols, i // cols], [i % cols, i // cols + 1]], "type": "wall"}
            for i in range(count)]


def _problems(tmp_path, document: dict) -> list[tuple[str, str]]:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    result = check_file(path, ruleset_resolver=bundled)
    assert not result.ok and result.kind == "scenario"
    return [(p.path, p.message) for p in result.problems]


ONE_OVER = [
    ("grid", lambda: _battle(grid={"kind": "square", "cols": 1000, "rows": 1000}),
     "grid", f"1000x1000 = 1,000,000 cells; at most {MAX_CELLS:,} {WHY}"),
    ("grid-one-cell", lambda: _battle(grid={"kind": "hex", "cols": 1000, "rows": MAX_CELLS // 1000 + 1}),
     "grid", f"1000x251 = 251,000 cells; at most {MAX_CELLS:,} {WHY}"),
    ("tokens", lambda: _battle(tokens=_tokens(MAX_TOKENS + 1)),
     "tokens", f"{MAX_TOKENS + 1:,} tokens; at most {MAX_TOKENS:,} {WHY}"),
    ("items", lambda: _battle(items=[{"id": f"i{n}", "item": "rope", "at": at}
                                     for n, at in enumerate(_cells(MAX_ITEMS + 1))]),
     "items", f"{MAX_ITEMS + 1:,} items; at most {MAX_ITEMS:,} {WHY}"),
    ("zones", lambda: _battle(zones=_zones(MAX_ZONES + 1, 1)),
     "zones", f"{MAX_ZONES + 1:,} zones; at most {MAX_ZONES:,} {WHY}"),
    ("zone-cells", lambda: _battle(zones=[*_zones(MAX_ZONES - 1, MAX_ZONE_CELLS // MAX_ZONES),
                                          {"id": "last", "cells": _cells(MAX_ZONE_CELLS // MAX_ZONES + 1)}]),
     "zones", f"{MAX_ZONE_CELLS + 1:,} cells in all zones together; at most {MAX_ZONE_CELLS:,} {WHY}"),
    ("edges", lambda: _battle(grid={"kind": "square", "cols": 500, "rows": 500},
                              terrain={"edges": _edges(MAX_EDGES + 1, 500)}),
     "terrain.edges", f"{MAX_EDGES + 1:,} edges; at most {MAX_EDGES:,} {WHY}"),
]


@pytest.mark.parametrize(("make", "path", "message"), [case[1:] for case in ONE_OVER],
                         ids=[case[0] for case in ONE_OVER])
def test_check_refuses_a_battle_one_over_a_limit_naming_the_field_and_the_limit(tmp_path, make, path, message):
    assert _problems(tmp_path, make()) == [(path, message)]


def test_a_file_beyond_a_limit_is_not_validated_any_further(tmp_path):
    """Not one of the 2,001 entries is a token, and only the count is reported."""
    document = _battle(tokens=[{"colour": "red"}] * (MAX_TOKENS + 1), seed=-1)
    assert _problems(tmp_path, document) == [("tokens", f"{MAX_TOKENS + 1:,} tokens; at most {MAX_TOKENS:,} {WHY}")]


def test_every_limit_gone_beyond_is_reported_at_once(tmp_path):
    document = _battle(tokens=_tokens(MAX_TOKENS + 1), zones=_zones(MAX_ZONES + 1, 1))
    assert [path for path, _ in _problems(tmp_path, document)] == ["tokens", "zones"]


def test_a_grid_left_to_the_ruleset_counts_the_rulesets_size(tmp_path):
    document = _battle()
    del document["grid"]

    def resolver(ruleset_id):
        ruleset = bundled(ruleset_id)
        return ruleset.model_copy(update={"grid": ruleset.grid.model_copy(update={"cols": 600, "rows": 600})})

    with pytest.raises(LoadError) as refused:
        scenario_from_document(document, source="big.json", ruleset_resolver=resolver)
    assert [(p.path, p.message) for p in refused.value.problems] == [
        ("grid", f"600x600 = 360,000 cells; at most {MAX_CELLS:,} {WHY}")]


def test_a_ruleset_whose_default_grid_is_too_big_is_refused():
    text = (RULESETS / "d20-mass.toml").read_text(encoding="utf-8")
    text = text.replace("cols = 24\nrows = 16\n", "cols = 1000\nrows = 1000\n", 1)
    assert "cols = 1000" in text
    with pytest.raises(LoadError) as refused:
        parse_ruleset(text, source="wide.toml")
    assert [(p.path, p.message) for p in refused.value.problems] == [
        ("grid", f"1000x1000 = 1,000,000 cells; at most {MAX_CELLS:,} {WHY}")]


def test_the_journals_start_is_held_to_the_limits_too(tmp_path):
    start = _battle(tokens=_tokens(MAX_TOKENS + 1))
    document = {**_battle(), "journal": {"start": start, "records": []}}
    assert _problems(tmp_path, document) == [
        ("journal.start.tokens", f"{MAX_TOKENS + 1:,} tokens; at most {MAX_TOKENS:,} {WHY}")]


def test_a_side_beyond_the_grid_cap_is_explained_as_a_side_not_as_cells(tmp_path):
    document = _battle(grid={"kind": "square", "cols": 5000, "rows": 4})
    assert _problems(tmp_path, document) == [
        ("grid.cols", "5000 is too large: grids are capped at 1000 cells a side (250,000 cells in all)")]


def test_a_scenario_built_in_code_is_held_to_the_limits_as_well():
    with pytest.raises(ValueError, match=f"at most {MAX_TOKENS}"):
        new_scenario("d20-mass", grid={"cols": 60, "rows": 50}, tokens=_tokens(MAX_TOKENS + 1))
