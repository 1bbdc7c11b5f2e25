"""The largest battle is exactly at every size limit at once, and a valid scenario there."""

from __future__ import annotations

import json

import pytest

from battlemap.bench.largest import largest_battle, largest_spec
from battlemap.document.library import resolve_ruleset
from battlemap.schema import (
    MAX_CELLS, MAX_EDGES, MAX_ITEMS, MAX_TOKENS, MAX_ZONE_CELLS, MAX_ZONES, check_file,
)


@pytest.fixture(scope="module")
def largest():
    return largest_battle("square")


def test_it_holds_as_much_as_every_limit_allows(largest):
    grid = largest["grid"]
    assert grid["cols"] * grid["rows"] == MAX_CELLS
    assert len(largest["tokens"]) == MAX_TOKENS
    assert len(largest["items"]) == MAX_ITEMS
    assert len(largest["zones"]) == MAX_ZONES
    assert sum(len(zone["cells"]) for zone in largest["zones"]) == MAX_ZONE_CELLS
    assert len(largest["terrain"]["edges"]) == MAX_EDGES
    assert len({json.dumps(edge["between"]) for edge in largest["terrain"]["edges"]}) == MAX_EDGES


def test_battlemap_check_accepts_it_at_the_limits(tmp_path, largest):
    path = tmp_path / "largest.json"
    path.write_text(json.dumps(largest), encoding="utf-8")
    result = check_file(path, ruleset_resolver=resolve_ruleset)
    assert result.problems == () and result.ok
    assert result.summary.endswith("fallout-pnp, square 500x500, 2000 tokens (2 sides)")


def test_the_hex_one_is_as_big_on_a_hex_grid():
    spec = largest_spec("hex")
    assert (spec.kind, spec.cols * spec.rows, spec.tokens, spec.label) == ("hex", MAX_CELLS, MAX_TOKENS, "hex500")
