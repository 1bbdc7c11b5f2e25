"""The rounds a zone was held, and a declared result, live in the file: a reopened battle counts on."""

from __future__ import annotations

import json

from battlemap.document.battle import BattleDocument
from battlemap.engine.objectives.judge import Outcome, outcome, progress
from battlemap.schema import LoadError, parse_scenario
from battlemap.document.library import resolve_ruleset
from tests.engine.objectives.battles import scenario_doc

import pytest

HOLD = {"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3}


def _open(tmp_path, doc) -> tuple[BattleDocument, object]:
    path = tmp_path / "ford.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return BattleDocument.open(path), path


def _next_round(document: BattleDocument) -> None:
    document.apply(document.next_round_command())


def test_the_count_survives_save_and_reopen_and_goes_on(tmp_path):
    doc = scenario_doc([HOLD])
    doc["tokens"][0]["at"] = [10, 6]
    document, path = _open(tmp_path, doc)
    _next_round(document)
    _next_round(document)
    assert progress(document.state)[0].done == 2
    document.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["combat"]["held"] == {"ford": 2}

    reopened = BattleDocument.open(path)
    assert progress(reopened.state)[0].done == 2
    _next_round(reopened)
    assert outcome(reopened.state) == Outcome("blue", "hold_zone", "ford")
    reopened.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["combat"]["outcome"] == {"winner": "blue", "reason": "hold_zone", "objective": "ford"}
    assert BattleDocument.open(path).state.combat.outcome == Outcome("blue", "hold_zone", "ford")


def test_undo_takes_the_rounds_count_back(tmp_path):
    doc = scenario_doc([HOLD])
    doc["tokens"][0]["at"] = [10, 6]
    document, _ = _open(tmp_path, doc)
    command = document.next_round_command()
    document.apply(command)
    assert document.state.combat.held == {"ford": 1}
    document.revert(command)
    assert document.state.combat.held == {}


@pytest.mark.parametrize("combat, field", [
    ({"held": {"ford": -1}}, "combat.held.ford"),
    ({"outcome": {"winner": "blue"}}, "combat.outcome.reason"),
])
def test_a_bad_count_or_result_names_its_field(combat, field):
    doc = scenario_doc([HOLD], combat=combat)
    with pytest.raises(LoadError) as caught:
        parse_scenario(json.dumps(doc), source="bad.json", ruleset_resolver=resolve_ruleset)
    assert field in str(caught.value)
