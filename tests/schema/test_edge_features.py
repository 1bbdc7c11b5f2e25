"""Walls, low walls and doors drawn on the edge between two cells (terrain.edges)."""

import copy
import json

import pytest

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario


def _doc() -> dict:
    return json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="edges.json", ruleset_resolver=resolve_ruleset)


def test_edge_wall_loads_and_round_trips():
    doc = _doc()
    doc["terrain"]["edges"] = [{"between": [[3, 3], [4, 3]], "type": "wall"},
                               {"between": [[5, 5], [5, 6]], "type": "door"}]
    scenario = _parse(doc)
    assert [e.type for e in scenario.terrain.edges] == ["wall", "door"]
    assert scenario.terrain.edges[0].between == ((3, 3), (4, 3))
    again = parse_scenario(dump_scenario(scenario), source="again.json",
                           ruleset_resolver=resolve_ruleset)
    assert again == scenario


@pytest.mark.parametrize(
    ("edge", "path", "fragment"),
    [
        ({"between": [[3, 3], [5, 3]], "type": "wall"}, "terrain.edges[0].between",
         "do not share an edge"),
        ({"between": [[3, 3], [4, 4]], "type": "wall"}, "terrain.edges[0].between",
         "do not share an edge"),
        ({"between": [[3, 3], [99, 3]], "type": "wall"}, "terrain.edges[0].between[1]",
         "off the map"),
        ({"between": [[3, 3], [4, 3]], "type": "lava"}, "terrain.edges[0].type",
         "not defined by ruleset"),
        ({"between": [[3, 3], [4, 3]], "type": "rough"}, "terrain.edges[0].type",
         "cannot be drawn on an edge"),
    ],
    ids=["two-apart", "diagonal", "off-map", "unknown-type", "not-an-edge-terrain"],
)
def test_bad_edge_named_by_path(edge, path, fragment):
    doc = _doc()
    doc["terrain"]["edges"] = [edge]
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    found = [p for p in caught.value.problems if p.path == path]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message


@pytest.mark.parametrize(
    ("orientation", "a", "b", "adjacent"),
    [
        ("flat", [1, 1], [2, 2], True),    # odd column: its right neighbours are rows r, r+1
        ("flat", [1, 1], [2, 0], False),
        ("flat", [2, 2], [3, 1], True),    # even column: rows r-1, r
        ("pointy", [1, 1], [2, 2], True),  # odd row: lower neighbours are cols c, c+1
        ("pointy", [1, 1], [0, 2], False),
        ("pointy", [2, 2], [1, 3], True),  # even row: cols c-1, c
    ],
)
def test_hex_edges_follow_the_offset_convention(orientation, a, b, adjacent):
    doc = json.loads(resources.scenario_file("gurps-duel.json").read_text(encoding="utf-8"))
    doc = copy.deepcopy(doc)
    doc.setdefault("grid", {})["orientation"] = orientation
    doc["terrain"]["edges"] = [{"between": [a, b], "type": "wall"}]
    if adjacent:
        assert _parse(doc).terrain.edges[0].type == "wall"
    else:
        with pytest.raises(LoadError, match="do not share an edge"):
            _parse(doc)
