"""`battlemap check` replays a file's journal: a record that does not play, or a journal that does not reach
the battle in the file, fails the file with the record's path (`journal.records[N].field`)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from battlemap import resources
from battlemap.cli import main

RECORDS = [
    {"do": "move", "token": "b-arch", "path": [[5, 6]]},
    {"do": "action", "token": "b-arch", "action": "draw_weapon", "options": {"item": "shortsword"}},
    {"do": "next_turn"},
]


@pytest.fixture
def saved(tmp_path, capsys) -> Path:
    """The ford skirmish after three records, saved with its journal by `battlemap run`."""
    battle, script, out = tmp_path / "ford.json", tmp_path / "script.json", tmp_path / "saved.json"
    shutil.copy(resources.scenario_file("d20-skirmish.json"), battle)
    script.write_text(json.dumps(RECORDS), encoding="utf-8")
    assert main(["run", str(battle), "--script", str(script), "--save", str(out)]) == 0
    capsys.readouterr()
    return out


def _edit(path: Path, change) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(json.dumps(document), encoding="utf-8")


def _check(capsys, *files) -> tuple[int, list[str]]:
    code = main(["check", *map(str, files)])
    return code, capsys.readouterr().out.splitlines()


def test_a_journal_that_replays_passes_and_is_counted(saved, capsys):
    code, lines = _check(capsys, saved)
    assert code == 0
    assert lines == ["ok    saved.json: scenario 'Ford skirmish', d20-mass, square 24x16, 8 tokens (2 sides), "
                     "journal of 3 record(s)"]


def test_a_record_that_does_not_play_fails_the_file_at_its_index_and_field(saved, capsys):
    _edit(saved, lambda d: d["journal"]["records"][1].update(token="ghost"))
    code, lines = _check(capsys, saved)
    assert code == 1
    assert lines == [
        f"FAIL  {saved}: 1 problem(s)",
        f"      {saved}: journal.records[1].token: record 1 (action) does not play: unknown_token (token ghost)",
        "1 of 1 file(s) failed",
    ]


def test_an_illegal_move_in_the_journal_is_reported_at_its_path(saved, capsys):
    _edit(saved, lambda d: d["journal"]["records"][0].update(path=[[9, 6]]))
    code, lines = _check(capsys, saved)
    assert code == 1
    assert f"{saved}: journal.records[0].path: record 0 (move) does not play: not_adjacent" in lines[1]


def test_a_journal_that_does_not_reach_the_battle_in_the_file_is_a_mismatch(saved, capsys):
    _edit(saved, lambda d: d["tokens"][0].update(at=[9, 9]))
    code, lines = _check(capsys, saved)
    assert code == 1
    assert lines[1] == (f"      {saved}: journal: replaying the journal does not reach the battle in the file "
                        "(was the file edited by hand?); the battle opens as the file holds it, its journal set aside")


def test_a_malformed_record_is_reported_by_the_schema_at_its_field(saved, capsys):
    _edit(saved, lambda d: d["journal"]["records"][2].update(do="next_turns"))
    _, lines = _check(capsys, saved)
    assert any(f"{saved}: journal.records[2].do: " in line and "'next_turns'" in line for line in lines)


def test_a_bad_start_is_reported_under_journal_start(saved, capsys):
    _edit(saved, lambda d: d["journal"]["start"]["tokens"][3].update(at=[99, 0]))
    code, lines = _check(capsys, saved)
    assert code == 1
    assert any("journal.start.tokens[3].at: [99, 0] is off the map" in line for line in lines)


def test_only_the_file_with_the_broken_journal_fails(saved, capsys, tmp_path):
    good = tmp_path / "good.json"
    shutil.copy(saved, good)
    _edit(saved, lambda d: d["journal"]["records"][1].update(token="ghost"))
    code, lines = _check(capsys, good, saved)
    assert code == 1
    assert lines[0].startswith("ok    good.json") and lines[1].startswith(f"FAIL  {saved}")
    assert lines[-1] == "1 of 2 file(s) failed"
