"""The bundled sample scenarios: valid, and the fights they promise.

d20-skirmish.json is the scenario the app opens on; gurps-duel.json is the
small hex map for checking hex display.
"""

from __future__ import annotations

from collections import Counter

import pytest

from battlemap.schema import (
    check_file,
    load_scenario,
    resolve_token,
    resolved_grid,
    terrain_ids,
)
from tests.schema.schema_helpers import RULESET_IDS, RULESETS, SCENARIOS, bundled

SAMPLES = sorted(SCENARIOS.glob("*.json"))


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_every_sample_loads_against_its_ruleset(path):
    result = check_file(path, ruleset_resolver=bundled)
    assert result.ok, "\n".join(str(p) for p in result.problems)
    assert result.kind == "scenario"


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_bundled_ruleset_checks_clean(ruleset_id):
    result = check_file(RULESETS / f"{ruleset_id}.toml")
    assert (result.ok, result.kind, result.problems) == (True, "ruleset", ())


def test_the_default_skirmish():
    scenario = load_scenario(SCENARIOS / "d20-skirmish.json", ruleset_resolver=bundled)
    ruleset = bundled("d20-mass")
    grid = resolved_grid(scenario, ruleset)
    assert (grid.kind, grid.cols, grid.rows, grid.cell, grid.unit) == ("square", 24, 16, 25, "ft")
    assert scenario.seed is not None and scenario.name == "Ford skirmish"
    assert Counter(t.side for t in scenario.tokens) == {"blue": 4, "red": 4}
    resolved = [resolve_token(t, ruleset) for t in scenario.tokens]
    assert all(6 <= r.count <= 15 for r in resolved)
    assert [t.id for t, r in zip(scenario.tokens, resolved) if r.size == "large"] == ["b-cav"]
    assert all(t.template in ruleset.templates and t.name for t in scenario.tokens)
    terrain = Counter(cell for row in terrain_ids(scenario, ruleset) for cell in row)
    assert {"wall", "low_wall", "rough", "door", "trees", "water", "deep_water"} <= set(terrain)
    assert terrain["door"] == 1


def test_the_summary_of_the_default_skirmish():
    result = check_file(SCENARIOS / "d20-skirmish.json", ruleset_resolver=bundled)
    assert result.summary == (
        "d20-skirmish.json: scenario 'Ford skirmish', d20-mass, square 24x16, 8 tokens (2 sides)"
    )


def test_the_gurps_duel_is_a_small_flat_hex_map():
    scenario = load_scenario(SCENARIOS / "gurps-duel.json", ruleset_resolver=bundled)
    grid = resolved_grid(scenario, bundled("gurps4e"))
    assert (grid.kind, grid.orientation, grid.cols, grid.rows) == ("hex", "flat", 16, 12)
    assert len(scenario.tokens) == 4
    assert "wall" in {c for row in terrain_ids(scenario, bundled("gurps4e")) for c in row}
    assert all(t.facing <= 5 for t in scenario.tokens)
