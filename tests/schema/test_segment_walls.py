"""Free walls in the file (terrain.segments): read, round-tripped, checked by field, limited."""

import json

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario
from battlemap.schema.limits import MAX_SEGMENTS


def _doc() -> dict:
    return json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="walls.json", ruleset_resolver=resolve_ruleset)


def test_segments_load_and_round_trip():
    doc = _doc()
    doc["terrain"]["segments"] = [{"from": [3, 3], "to": [4.5, 3.25], "type": "wall"},
                                  {"from": [0, 0], "to": [0, 2], "type": "door"}]
    scenario = _parse(doc)
    assert [(s.start, s.end, s.type) for s in scenario.terrain.segments] == [
        ((3, 3), (4.5, 3.25), "wall"), ((0, 0), (0, 2), "door")]
    text = dump_scenario(scenario)
    assert json.loads(text)["terrain"]["segments"] == doc["terrain"]["segments"]
    assert parse_scenario(text, source="again.json", ruleset_resolver=resolve_ruleset) == scenario


@pytest.mark.parametrize(
    ("segment", "path", "fragment"),
    [
        ({"from": [3, 3], "to": [99, 3], "type": "wall"}, "terrain.segments[0].to",
         "[99, 3] is outside the map (x 0-24, y 0-16 in map units)"),
        ({"from": [-0.5, 3], "to": [2, 3], "type": "wall"}, "terrain.segments[0].from", "outside the map"),
        ({"from": [3, 3], "to": [3, 3], "type": "wall"}, "terrain.segments[0]", "has no length"),
        ({"from": [3, 3], "to": [4, 3], "type": "lava"}, "terrain.segments[0].type", "not defined by ruleset"),
        ({"from": [3, 3], "to": [4, 3], "type": "rough"}, "terrain.segments[0].type",
         "cannot be a wall segment"),
        ({"from": [3, 3], "type": "wall"}, "terrain.segments[0].to", ""),
        ({"from": [3, "x"], "to": [4, 3], "type": "wall"}, "terrain.segments[0].from[1]", "expected a number"),
    ],
    ids=["outside", "negative", "no-length", "unknown-type", "not-an-edge-terrain", "missing-to", "not-a-number"],
)
def test_a_bad_segment_is_named_by_its_field(segment, path, fragment):
    doc = _doc()
    doc["terrain"]["segments"] = [segment]
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    found = [p for p in caught.value.problems if p.path == path]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message


def test_hex_maps_span_their_unit_extent():
    doc = {"format": "battlemap-scenario", "version": 1, "ruleset": "gurps4e",
           "grid": {"kind": "hex", "orientation": "flat", "cols": 4, "rows": 3},
           "terrain": {"segments": [{"from": [0, 0.866], "to": [6.5, 6.06], "type": "wall"},
                                    {"from": [0, 0], "to": [6.6, 0], "type": "wall"}]}}
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    assert [p.path for p in caught.value.problems] == ["terrain.segments[1].to"]


def test_too_many_segments_are_refused_before_anything_else():
    doc = _doc()
    doc["terrain"]["segments"] = [{"from": [0, 0], "to": [1, 1], "type": "wall"}] * (MAX_SEGMENTS + 1)
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    assert [p.path for p in caught.value.problems] == ["terrain.segments"]
    assert "20,001 segments; at most 20,000" in caught.value.problems[0].message
