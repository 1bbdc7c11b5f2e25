"""A computer side plays through the journal: every step a legal record that replays, reactions at once."""

from __future__ import annotations

import json

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.computer import computer_step
from battlemap.document.computer_turns import play_auto
from battlemap.engine.movement.drag import start_drag
from battlemap.schema.records import ReactRecord

SAMPLES = ("d20-skirmish", "fallout-alley", "gurps-duel", "yze-zones")


def _open(name: str) -> BattleDocument:
    return BattleDocument.open(f"assets/scenarios/{name}.json")


@pytest.mark.parametrize("name", SAMPLES)
def test_every_computer_step_is_a_record_the_journal_replays_to_the_same_battle(name, tmp_path):
    document = _open(name)
    sides = sorted({t.side for t in document.state.tokens})
    steps = []
    play_auto(document, sides, turns=6, each=steps.append)
    assert steps
    for step in steps:
        assert isinstance(step.command, Command) and step.command.record is not None
        assert step.command.log[0].text == step.why.render()
    saved = document.save(tmp_path / "played.json")
    reopened = BattleDocument.open(saved)
    assert reopened.journal_problem is None
    assert reopened.state.tokens == document.state.tokens
    assert reopened.state.combat == document.state.combat


def test_a_persons_move_into_a_computer_waiters_reach_is_answered_at_once(tmp_path):
    raw = json.loads(resources.scenario_file("gurps-duel.json").read_text(encoding="utf-8"))
    raw["sides"]["red"]["played_by"] = "computer"
    raw["combat"] = {"order": ["sir-aldric", "bran", "grim", "ysolde"], "active": "sir-aldric"}
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    document = BattleDocument.open(path)
    state = document.state
    movement = start_drag(state, "sir-aldric").movement
    paths = [movement.path_to(c) for c in state.grid.neighbors(state.token("grim").cell)]
    path = next(p for p in paths if p)
    document.apply(document.move_command("sir-aldric", path))
    assert any(o.reaction.by == "grim" for o in document.pending_reactions)
    step = computer_step(document)
    assert step is not None and isinstance(step.command.record, ReactRecord)
    document.apply(step.command)
    assert not any(o.reaction.by == "grim" for o in document.pending_reactions)
    assert "Grim" in step.why.render()


def test_a_persons_turn_gets_no_computer_step():
    document = _open("gurps-duel")
    assert computer_step(document) is None


@pytest.mark.parametrize("name", SAMPLES)
def test_a_reopened_battle_shows_the_computers_reasons_in_its_log(name, tmp_path):
    # Replay rebuilds the log from the records: each computer step keeps its why on its record.
    document = _open(name)
    sides = sorted({t.side for t in document.state.tokens})
    play_auto(document, sides, turns=4)
    said = [e.text for e in document.log if e.kind == "computer"]
    assert said
    saved = document.save(tmp_path / "played.json")
    written = json.loads(saved.read_text(encoding="utf-8"))["journal"]["records"]
    assert all("why" in r for r in written if r["do"] in ("move", "action", "next_turn", "next_round"))
    first = next(r["why"] for r in written if "why" in r)
    assert set(first) <= {"says", "token", "kind", "reasons"} and first["says"]
    reopened = BattleDocument.open(saved)
    assert reopened.journal_problem is None
    assert [e.text for e in reopened.log if e.kind == "computer"] == said
