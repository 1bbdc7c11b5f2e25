"""load -> dump -> load gives the same document; JSON and TOML read alike;
saved text is stable, ordered like the format document, and minimal."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from battlemap.schema import dump_scenario, load_scenario, new_scenario, parse_scenario
from battlemap.schema.problems import LoadError
from tests.schema.scenario_strategies import scenarios
from tests.schema.schema_helpers import FIXTURES, SCENARIOS, SMALL, bundled

FILES = [
    SCENARIOS / "d20-skirmish.json",
    SCENARIOS / "gurps-duel.json",
    FIXTURES / "scenario-v1.json",
    FIXTURES / "small.toml",
]


def _load_text(text: str):
    return parse_scenario(text, source="t.json", ruleset_resolver=bundled)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_round_trip(path):
    first = load_scenario(path, ruleset_resolver=bundled)
    text = dump_scenario(first)
    second = _load_text(text)
    assert second == first
    assert dump_scenario(second) == text


def test_json_and_toml_of_one_document_are_equal():
    from_toml = load_scenario(FIXTURES / "small.toml", ruleset_resolver=bundled)
    from_json = _load_text(json.dumps(SMALL))
    assert from_toml == from_json
    assert dump_scenario(from_toml) == dump_scenario(from_json)


def test_bundled_samples_are_saved_exactly_as_dumped():
    """The sample files are in canonical form: a load and save changes no byte."""
    for path in FILES[:2]:
        text = path.read_text(encoding="utf-8")
        assert dump_scenario(_load_text(text)) == text, path.name


def test_dump_orders_keys_like_the_format_document():
    dumped = json.loads(dump_scenario(_load_text(json.dumps(SMALL))))
    assert list(dumped) == [
        "format", "version", "name", "ruleset", "grid", "terrain", "zones", "tokens",
        "combat", "seed", "notes",
    ]
    assert list(dumped["grid"]) == ["kind", "cols", "rows", "cell", "unit"]
    assert list(dumped["tokens"][0]) == [
        "id", "name", "side", "at", "template", "count", "weapons", "readied"
    ]


def test_dump_leaves_defaults_out():
    scenario = new_scenario(
        "d20-mass",
        tokens=[{"id": "a", "side": "red", "at": [1, 2], "facing": 0, "hidden": False,
                 "stats": {}, "conditions": [], "state": {}}],
        combat={"round": 1},
    )
    assert dump_scenario(scenario) == (
        "{\n"
        '  "format": "battlemap-scenario",\n'
        '  "version": 1,\n'
        '  "ruleset": "d20-mass",\n'
        '  "tokens": [\n'
        "    {\n"
        '      "id": "a",\n'
        '      "side": "red",\n'
        '      "at": [1, 2]\n'
        "    }\n"
        "  ],\n"
        '  "combat": {}\n'
        "}\n"
    )


def test_dump_keeps_numbers_as_written_and_text_unescaped():
    scenario = new_scenario(
        "yze", name="Überfall 伏擊", grid={"cell": 2, "cols": 3}, notes="2.5 m",
        combat={"spent": {}, "round": 4},
    )
    text = dump_scenario(scenario)
    assert '"cell": 2\n' in text and '"name": "Überfall 伏擊"' in text
    scenario = new_scenario("yze", grid={"cell": 2.5})
    assert '"cell": 2.5' in dump_scenario(scenario)


def test_terrain_rows_stay_one_per_line():
    scenario = new_scenario("d20-mass", terrain={"rows": ["..", "#."]})
    assert '"rows": [\n      "..",\n      "#."\n    ]' in dump_scenario(scenario)


@given(scenarios(bundled("d20-mass")))
def test_generated_d20_scenarios_round_trip(doc):
    first = _load_text(json.dumps(doc))
    text = dump_scenario(first)
    second = _load_text(text)
    assert second == first
    assert dump_scenario(second) == text


def _without_overlaps(doc):
    """`doc` with every token that covers several cells over another token's (which
    scenario_checks refuses where tokens do not stack) reduced to one cell: no size, no posture."""
    while True:
        try:
            _load_text(json.dumps(doc))
        except LoadError as error:
            wide = {int(p.path.split("[")[1].split("]")[0]) for p in error.problems
                    if p.path.startswith("tokens[") and "is also covered by token" in p.message}
            if not wide:
                return doc
            for index in wide:
                doc["tokens"][index].pop("size", None)
                doc["tokens"][index].pop("posture", None)
        else:
            return doc


@given(scenarios(bundled("gurps4e")))
def test_generated_gurps_scenarios_round_trip(doc):
    for token in doc.get("tokens", []):
        token["facing"] = token.get("facing", 0) % 6  # hex facings are 0-5
    first = _load_text(json.dumps(_without_overlaps(doc)))
    assert _load_text(dump_scenario(first)) == first
