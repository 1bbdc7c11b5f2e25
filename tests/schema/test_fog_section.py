"""The scenario's `fog` section: optional, checked against the tokens and the map, round-tripped."""

import json

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario


def _doc() -> dict:
    return json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="fog.json", ruleset_resolver=resolve_ruleset)


def test_no_fog_section_means_fog_off():
    assert _parse(_doc()).fog is None


def test_the_fog_section_loads_and_round_trips():
    doc = _doc()
    side = doc["tokens"][0]["side"]
    doc["fog"] = {"enabled": True, "sides": [side], "explored": [[0, 0], [1, 0]],
                  "revealed": [[2, 2]], "hidden": [[3, 3]]}
    scenario = _parse(doc)
    assert scenario.fog.enabled and scenario.fog.sides == (side,)
    assert scenario.fog.explored == ((0, 0), (1, 0))
    again = parse_scenario(dump_scenario(scenario), source="again.json", ruleset_resolver=resolve_ruleset)
    assert again == scenario


@pytest.mark.parametrize(
    ("fog", "path", "fragment"),
    [
        ({"explored": [[0, 0], [999, 0]]}, "fog.explored[1]", "off the map"),
        ({"revealed": [[-1, 0]]}, "fog.revealed[0]", ""),
        ({"hidden": [[0, 999]]}, "fog.hidden[0]", "off the map"),
        ({"enabled": "yes"}, "fog.enabled", ""),
    ],
    ids=["explored-off-map", "revealed-negative", "hidden-off-map", "enabled-not-bool"],
)
def test_a_bad_fog_field_is_named_by_its_path(fog, path, fragment):
    doc = _doc()
    doc["fog"] = fog
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    found = [p for p in caught.value.problems if p.path.startswith(path)]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message


def test_a_side_with_no_token_left_keeps_its_fog():
    """A side routed to its last token (or not yet placed) still names the fog: the file opens."""
    doc = _doc()
    doc["fog"] = {"enabled": True, "sides": ["green"]}
    scenario = parse_scenario(json.dumps(doc), source="x.json", ruleset_resolver=resolve_ruleset)
    assert scenario.fog.sides == ("green",)
