"""What a scenario means once the ruleset and templates fill its gaps."""

from __future__ import annotations

import pytest

from battlemap.schema import (
    DEFAULT_LEGEND,
    GridSpec,
    effective_legend,
    new_scenario,
    resolve_token,
    resolved_grid,
    terrain_ids,
    token_template,
)
from tests.schema.schema_helpers import bundled


@pytest.mark.parametrize(
    ("ruleset_id", "grid", "expected"),
    [
        ("d20-mass", {}, GridSpec("square", None, 24, 16, 25, "ft", "chebyshev")),
        ("d20-mass", {"cols": 10, "cell": 5}, GridSpec("square", None, 10, 16, 5, "ft", "chebyshev")),
        ("gurps4e", {}, GridSpec("hex", "flat", 30, 20, 1, "yd", "chebyshev")),
        ("gurps4e", {"orientation": "pointy", "rows": 8},
         GridSpec("hex", "pointy", 30, 8, 1, "yd", "chebyshev")),
        ("yze", {"kind": "hex"}, GridSpec("hex", "flat", 24, 16, 2, "m", "alternating")),
        ("fallout-pnp", {"unit": "m"}, GridSpec("square", None, 30, 20, 5, "m", "chebyshev")),
    ],
    ids=["d20-default", "d20-partial", "gurps-default", "gurps-pointy", "yze-hex", "fallout-unit"],
)
def test_resolved_grid(ruleset_id, grid, expected):
    scenario = new_scenario(ruleset_id, grid=grid)
    assert resolved_grid(scenario, bundled(ruleset_id)) == expected


def test_legend_layers_default_ruleset_and_file():
    scenario = new_scenario("d20-mass", terrain={"legend": {"#": "low_wall", "x": "wall"}})
    assert effective_legend(scenario) == {**DEFAULT_LEGEND, "#": "low_wall", "x": "wall"}
    legend = effective_legend(scenario, bundled("d20-mass"))
    assert legend["="] == "deep_water" and legend["#"] == "low_wall" and legend["x"] == "wall"


def test_terrain_ids_cover_every_cell():
    scenario = new_scenario("d20-mass", grid={"cols": 3, "rows": 2},
                            terrain={"rows": ["#+~", "D=."]})
    assert terrain_ids(scenario, bundled("d20-mass")) == (
        ("wall", "low_wall", "rough"), ("door", "deep_water", "open")
    )
    empty = new_scenario("d20-mass", grid={"cols": 2, "rows": 1})
    assert terrain_ids(empty, bundled("d20-mass")) == (("open", "open"),)


def _token(**fields):
    scenario = new_scenario("d20-mass", tokens=[{"id": "t", "side": "red", "at": [0, 0], **fields}])
    return scenario.tokens[0]


def test_a_token_takes_its_template():
    ruleset = bundled("d20-mass")
    resolved = resolve_token(_token(template="cavalry"), ruleset)
    assert (resolved.size, resolved.count, resolved.posture) == ("large", 6, "standing")
    assert resolved.weapons == ("lance", "longsword", "shield", "unarmed")
    assert resolved.readied == ("lance", "shield", "unarmed")
    assert resolved.stats["attack"] == 6 and resolved.stats["speed"] == 2.4
    assert resolved.stats["wis_mod"] == 0  # ruleset default under the template


def test_token_fields_override_the_template():
    resolved = resolve_token(
        _token(template="cavalry", count=3, size="huge", posture="prone",
               stats={"attack": 9}, weapons=["longsword"]),
        bundled("d20-mass"),
    )
    assert (resolved.size, resolved.count, resolved.posture) == ("huge", 3, "prone")
    assert resolved.weapons == ("longsword",)
    assert resolved.readied == ()  # the template readied the lance, which it no longer has
    assert resolved.stats["attack"] == 9 and resolved.stats["str_mod"] == 3


def test_no_template_and_no_stats_means_the_default_template():
    ruleset = bundled("d20-mass")
    assert token_template(_token(), ruleset).names["en"] == "Militia"
    assert resolve_token(_token(), ruleset).count == 10
    assert token_template(_token(stats={"level": 2}), ruleset) is None
    bare = resolve_token(_token(stats={"level": 2}), ruleset)
    assert (bare.size, bare.count, bare.weapons) == ("medium", 1, ())
