"""The scenario's `objectives` and who plays each side: optional, checked, kept by the battle, saved."""

import json

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario

OBJECTIVES = [
    {"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3},
    {"side": "red", "kind": "destroy_side", "target": "blue", "name": "Drive them off"},
    {"side": "red", "kind": "reach_zone", "zone": "ford", "count": 2},
    {"side": "blue", "kind": "survive_rounds", "rounds": 6},
    {"side": "blue", "kind": "protect_token", "token": "b-spear"},
]


def _doc() -> dict:
    return json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="objectives.json", ruleset_resolver=resolve_ruleset)


def test_no_objectives_and_sides_played_by_people():
    doc = _doc()
    doc.pop("objectives", None)
    scenario = _parse(doc)
    assert scenario.objectives == ()
    assert all(side.played_by == "person" for side in scenario.sides.values())


def test_objectives_load_round_trip_and_reach_the_battle(tmp_path):
    doc = _doc()
    doc["objectives"] = OBJECTIVES
    doc["sides"] = {"blue": {"name": "Blue"}, "red": {"played_by": "computer", "temperament": "cautious"}}
    scenario = _parse(doc)
    again = parse_scenario(dump_scenario(scenario), source="again.json", ruleset_resolver=resolve_ruleset)
    assert again == scenario
    assert json.loads(dump_scenario(again))["objectives"] == OBJECTIVES

    path = tmp_path / "battle.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    battle = BattleDocument.open(path)
    state = battle.state
    assert [o.id for o in state.objectives] == ["ford", "objective-2", "objective-3", "objective-4", "objective-5"]
    assert (state.objectives[0].zone, state.objectives[0].rounds) == ("ford", 3)
    assert state.objectives[1].target == "blue" and state.objectives[4].token == "b-spear"
    assert state.sides["red"].computer and state.sides["red"].temperament == "cautious"
    assert not state.sides["blue"].computer and state.sides["blue"].temperament == "steady"

    battle.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["objectives"] == OBJECTIVES
    assert saved["sides"] == {"blue": {"name": "Blue"}, "red": {"played_by": "computer", "temperament": "cautious"}}


@pytest.mark.parametrize(
    ("entry", "path", "fragment"),
    [
        ({"side": "blue", "kind": "hold_the_bridge"}, "objectives[0]", "hold_zone"),
        ({"side": "blue", "kind": "hold_zone"}, "objectives[0]", "required"),
        ({"side": "blue", "kind": "survive_rounds", "rounds": 0}, "objectives[0]", "greater"),
        ({"kind": "destroy_side", "target": "red"}, "objectives[0]", "required"),
    ],
    ids=["unknown-kind", "zone-missing", "no-rounds", "side-missing"],
)
def test_a_bad_objective_is_named_by_its_path(entry, path, fragment):
    doc = _doc()
    doc["objectives"] = [entry]
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    found = [p for p in caught.value.problems if p.path.startswith(path)]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message, found[0].message


def test_who_plays_a_side_is_checked():
    doc = _doc()
    doc["sides"] = {"red": {"played_by": "robot"}}
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    assert any(p.path == "sides.red.played_by" and "computer" in p.message for p in caught.value.problems)
