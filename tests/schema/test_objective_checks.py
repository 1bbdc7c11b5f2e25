"""`battlemap check` on objectives: what each names must be in the file, each problem naming its field."""

from __future__ import annotations

import json

import pytest

from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, parse_scenario
from tests.engine.objectives.battles import scenario_doc


def _problems(objectives, **kwargs) -> list[str]:
    doc = scenario_doc(objectives, **kwargs)
    try:
        parse_scenario(json.dumps(doc), source="f.json", ruleset_resolver=resolve_ruleset)
    except LoadError as error:
        return [f"{p.path}: {p.message}" for p in error.problems]
    return []


def test_objectives_naming_what_the_file_has_pass():
    assert _problems([
        {"side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3},
        {"side": "red", "kind": "destroy_side", "target": "blue"},
        {"side": "blue", "kind": "protect_token", "token": "b1"},
        {"side": "red", "kind": "reach_zone", "zone": "ford", "count": 2},
        {"side": "blue", "kind": "survive_rounds", "rounds": 6},
    ]) == []


def test_a_side_named_only_in_sides_is_a_side():
    # The d20 sample's `sides` names blue and red; green has no token and no entry.
    assert _problems([{"side": "red", "kind": "destroy_side", "target": "blue"}]) == []
    assert _problems([{"side": "green", "kind": "survive_rounds", "rounds": 2}]) == [
        "objectives[0].side: no side 'green'"]


@pytest.mark.parametrize(("entry", "problem"), [
    ({"side": "blue", "kind": "hold_zone", "zone": "fordd"}, "objectives[0].zone: no zone 'fordd'; did you mean 'ford'?"),
    ({"side": "bleu", "kind": "survive_rounds", "rounds": 2}, "objectives[0].side: no side 'bleu'; did you mean 'blue'?"),
    ({"side": "red", "kind": "destroy_side", "target": "blu"}, "objectives[0].target: no side 'blu'; did you mean 'blue'?"),
    ({"side": "red", "kind": "destroy_side", "target": "red"}, "objectives[0].target: a side cannot destroy itself ('red')"),
    ({"side": "red", "kind": "protect_token", "token": "r11"}, "objectives[0].token: no token 'r11'; did you mean 'r1'?"),
    ({"side": "red", "kind": "reach_zone"}, "objectives[0].zone: required field is missing"),
    ({"side": "red", "kind": "reach_zone", "zone": "ford", "cuont": 2},
     "objectives[0].cuont: unknown field 'cuont'; did you mean 'count'?"),
], ids=["zone", "side", "target", "itself", "token", "zone-missing", "typo"])
def test_a_bad_objective_names_its_field(entry, problem):
    assert _problems([entry]) == [problem]


def test_rounds_held_belong_to_a_zone_objective():
    objectives = [{"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford"}]
    assert _problems(objectives, combat={"held": {"ford": 2}}) == []
    assert _problems(objectives, combat={"held": {"fort": 2}}) == [
        "combat.held.fort: no hold_zone or reach_zone objective 'fort'; did you mean 'ford'?"]
