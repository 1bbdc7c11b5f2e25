"""The scenario's `sides` section: display names of the sides, optional, checked, round-tripped."""

import json

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario


def _doc() -> dict:
    return json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="sides.json", ruleset_resolver=resolve_ruleset)


def test_no_sides_section_names_no_side():
    doc = _doc()
    doc.pop("sides", None)
    assert _parse(doc).sides == {}


def test_the_sides_section_loads_and_round_trips():
    doc = _doc()
    doc["sides"] = {"blue": {"name": "Синие"}, "red": {"name": "红方"}}
    scenario = _parse(doc)
    assert scenario.sides["blue"].name == "Синие" and scenario.sides["red"].name == "红方"
    again = parse_scenario(dump_scenario(scenario), source="again.json", ruleset_resolver=resolve_ruleset)
    assert again == scenario
    assert json.loads(dump_scenario(again))["sides"] == doc["sides"]


def test_a_side_no_token_uses_is_fine():
    """A side may have no token yet (or none left): its entry stays, the file opens."""
    doc = _doc()
    doc["sides"] = {"green": {"name": "Green"}, "grey": {}}
    scenario = _parse(doc)
    assert set(scenario.sides) == {"green", "grey"} and scenario.sides["grey"].name is None


@pytest.mark.parametrize(
    ("sides", "path", "fragment"),
    [
        ({"blue": {"name": ""}}, "sides.blue.name", "at least 1 character"),
        ({"blue": {"nmae": "Blue"}}, "sides.blue.nmae", "did you mean 'name'"),
        ({"blue": {"name": 3}}, "sides.blue.name", ""),
        ({"blue": "Blue"}, "sides.blue", ""),
        ({"two words": {"name": "X"}}, "sides", "two words"),
        (["blue"], "sides", ""),
    ],
    ids=["empty-name", "misspelt-field", "name-not-text", "entry-not-object", "bad-key", "not-a-table"],
)
def test_a_bad_sides_entry_is_named_by_its_path(sides, path, fragment):
    doc = _doc()
    doc["sides"] = sides
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    found = [p for p in caught.value.problems if p.path.startswith(path)]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message
