"""`battlemap run --json` prints `outcome` once objectives or the last side standing decide the battle."""

from __future__ import annotations

import json

from battlemap.cli import main
from tests.engine.objectives.battles import scenario_doc

HOLD = {"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3}


def _run(tmp_path, capsys, doc, records) -> dict:
    battle, script = tmp_path / "battle.json", tmp_path / "script.json"
    battle.write_text(json.dumps(doc), encoding="utf-8")
    script.write_text(json.dumps(records), encoding="utf-8")
    assert main(["run", str(battle), "--script", str(script), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_holding_the_ford_three_rounds_wins(tmp_path, capsys):
    doc = scenario_doc([HOLD])
    doc["tokens"][0]["at"] = [10, 6]
    report = _run(tmp_path, capsys, doc, [{"do": "next_round"}] * 2)
    assert "outcome" not in report
    report = _run(tmp_path, capsys, doc, [{"do": "next_round"}] * 3)
    assert report["outcome"] == {"winner": "blue", "reason": "hold_zone", "objective": "ford"}
    assert report["battle"]["combat"]["outcome"]["winner"] == "blue"
    assert report["steps"][-1]["log"][-1] == "Blue wins: held The ford for 3 rounds"
    assert report["steps"][-1]["events"][-1]["kind"] == "battle_decided"


def test_the_last_side_standing_without_objectives(tmp_path, capsys):
    records = [{"do": "set_condition", "token": t, "condition": "disabled", "on": True} for t in ("r1", "r2")]
    report = _run(tmp_path, capsys, scenario_doc(), records)
    assert report["outcome"] == {"winner": "blue", "reason": "last_side_standing"}


def test_the_protected_captain_falls(tmp_path, capsys):
    doc = scenario_doc([{"id": "reyes", "side": "blue", "kind": "protect_token", "token": "b1"}])
    report = _run(tmp_path, capsys, doc, [{"do": "set_condition", "token": "b1", "condition": "disabled", "on": True}])
    assert report["outcome"] == {"winner": "red", "reason": "protect_token_lost", "objective": "reyes"}
    assert report["steps"][-1]["log"][-1] == "Red wins: Captain Reyes fell"
