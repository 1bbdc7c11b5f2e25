"""`battlemap run`: the command's contract as a user meets it, through `battlemap.cli.main`.

A script is a JSON list of journal records played after the file's own
journal. `--json` prints one object, `steps` and `battle` (what `--save`
writes); a record that does not read or does not play stops the run with
exit 1 and a message naming `record N`, and nothing is written.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from battlemap import resources
from battlemap.cli import main

#: On the bundled ford skirmish: red militia dropped into the blue archers' square, the archers draw
#: a sword and step away, which provokes the militia's opportunity attack; rolled; the next turn.
FORD = [
    {"do": "place_token", "template": "militia", "at": [4, 6], "side": "red"},
    {"do": "action", "token": "b-arch", "action": "draw_weapon", "options": {"item": "shortsword"}},
    {"do": "move", "token": "b-arch", "path": [[3, 6]]},
    {"do": "react", "who": "red-militia", "kind": "opportunity_attack", "roll": True},
    {"do": "next_turn"},
]


@pytest.fixture
def battle(tmp_path) -> Path:
    path = tmp_path / "ford.json"
    shutil.copy(resources.scenario_file("d20-skirmish.json"), path)
    return path


@pytest.fixture
def script(tmp_path):
    """Write a script (any JSON value, or raw text) and return its path."""

    def write(records, name: str = "script.json") -> Path:
        path = tmp_path / name
        path.write_text(records if isinstance(records, str) else json.dumps(records), encoding="utf-8")
        return path

    return write


def _run(capsys, *args) -> tuple[int, str, str]:
    code = main(["run", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- --json ----------------------------------------------------------------------------
def test_json_prints_one_object_with_a_step_per_record_and_the_battle(battle, script, capsys):
    code, out, err = _run(capsys, battle, "--script", script(FORD), "--json")
    assert code == 0 and err == ""
    report = json.loads(out)
    assert set(report) == {"steps", "battle"}
    steps = report["steps"]
    assert [(s["source"], s["index"], s["record"]["do"], s["ok"]) for s in steps] == [
        ("script", i, r["do"], True) for i, r in enumerate(FORD)]
    assert all(set(s) == {"source", "index", "record", "ok", "log", "events", "offers"} for s in steps)
    assert steps[0]["log"] == ["Red militia placed at 4,6"]
    assert steps[1]["record"] == FORD[1]
    assert [e["kind"] for e in steps[1]["events"]] == ["action", "readied"]
    assert set(steps[1]["events"][0]) == {"kind", "actor", "action", "target", "params", "modifiers"}


def test_json_lists_the_offers_on_the_table_after_each_step(battle, script, capsys):
    _, out, _ = _run(capsys, battle, "--script", script(FORD), "--json")
    steps = json.loads(out)["steps"]
    offer = {"index": 0, "who": "red-militia", "kind": "opportunity_attack", "against": "b-arch", "step": 1,
             "why": "leaves_square", "action": None}
    assert [s["offers"] for s in steps] == [[], [], [offer], [], []]
    assert "provoke an opportunity attack from Red militia" in steps[2]["log"][-1]
    # The journal keeps a reaction by its place among the offers, whichever way the script named it.
    assert steps[3]["record"] == {"do": "react", "offer": 0, "roll": True}


def test_the_json_battle_is_the_file_save_writes(battle, script, capsys, tmp_path):
    out_file = tmp_path / "out.json"
    code, out, _ = _run(capsys, battle, "--script", script(FORD), "--json", "--save", out_file)
    assert code == 0
    reported = json.loads(out)["battle"]
    assert reported == json.loads(out_file.read_text(encoding="utf-8"))
    assert reported["journal"]["records"][0] == FORD[0] and len(reported["journal"]["records"]) == 5


def test_the_json_battle_without_save_is_the_file_save_would_write(battle, script, capsys, tmp_path):
    _, out, _ = _run(capsys, battle, "--script", script(FORD), "--json")
    out_file = tmp_path / "out.json"
    _run(capsys, battle, "--script", script(FORD), "--save", out_file)
    assert json.loads(out)["battle"] == json.loads(out_file.read_text(encoding="utf-8"))


def test_a_saved_run_replays_its_journal_first_and_goes_on_from_there(battle, script, capsys, tmp_path):
    saved = tmp_path / "out.json"
    _run(capsys, battle, "--script", script(FORD[:3]), "--save", saved)
    code, out, _ = _run(capsys, saved, "--script", script(FORD[3:], "more.json"), "--json")
    assert code == 0
    steps = json.loads(out)["steps"]
    assert [(s["source"], s["index"]) for s in steps] == [
        ("journal", 0), ("journal", 1), ("journal", 2), ("script", 0), ("script", 1)]
    assert steps[2]["offers"][0]["who"] == "red-militia"  # the offer came back with the journal
    whole = json.loads(_run(capsys, battle, "--script", script(FORD, "whole.json"), "--json")[1])
    assert [s["log"] for s in steps] == [s["log"] for s in whole["steps"]]
    assert json.loads(out)["battle"]["tokens"] == whole["battle"]["tokens"]


# --- text -------------------------------------------------------------------------------
def test_text_prints_each_record_its_log_lines_its_offers_and_the_battle(battle, script, capsys, tmp_path):
    code, out, _ = _run(capsys, battle, "--script", script(FORD), "--save", tmp_path / "out.json")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == 'script record 0: place_token template="militia" at=[4, 6] side="red"'
    assert lines[1] == "    Red militia placed at 4,6"
    assert "    on offer [0]: red-militia opportunity_attack against b-arch" in lines
    assert "script record 4: next_turn" in lines
    assert "battle: Ford skirmish, round 1, r-xbow acts" in lines
    assert any(line.split()[:1] == ["b-arch"] and "at 4,6" in line and "[disabled]" in line for line in lines)
    assert lines[-1] == f"saved {tmp_path / 'out.json'}"


def test_without_a_script_run_shows_the_battle_as_the_file_holds_it(battle, capsys):
    code, out, _ = _run(capsys, battle)
    assert code == 0
    assert out.splitlines()[0] == "battle: Ford skirmish, round 1, b-arch acts"


# --- reactions by index and by who and kind ------------------------------------------------
@pytest.mark.parametrize("react", [
    {"do": "react", "offer": 0, "roll": False},
    {"do": "react", "who": "red-militia", "roll": False},
    {"do": "react", "kind": "opportunity_attack", "roll": False},
    {"do": "react", "who": "red-militia", "kind": "opportunity_attack", "roll": False},
], ids=["by-index", "by-who", "by-kind", "by-who-and-kind"])
def test_a_reaction_is_named_by_its_index_or_by_who_and_kind(battle, script, capsys, react):
    code, out, _ = _run(capsys, battle, "--script", script([*FORD[:3], react]), "--json")
    assert code == 0
    step = json.loads(out)["steps"][3]
    assert step["log"] == ["Red militia: an opportunity attack on Blue archers at 4,6: skipped"]
    assert step["offers"] == []


# --- records that do not play ---------------------------------------------------------------
@pytest.mark.parametrize(("record", "reason"), [
    ({"do": "move", "token": "ghost", "path": [[5, 6]]}, "token: unknown_token (token ghost)"),
    ({"do": "move", "token": "b-arch", "path": [[7, 6]]}, "path: not_adjacent"),
    ({"do": "move", "token": "b-arch", "path": [[5, 6], [6, 6]]}, "path: over_budget"),
    ({"do": "action", "token": "b-arch", "action": "stand_up"}, "action: requires_posture"),
    ({"do": "react", "offer": 0, "roll": True}, "offer: no_such_reaction (offer 0, pending 0)"),
    ({"do": "react", "who": "r-spear", "roll": True}, "offer: no_such_reaction"),
], ids=["unknown-token", "not-adjacent", "too-far", "requirement-fails", "no-offer", "no-offer-by-who"])
def test_a_record_that_does_not_play_stops_the_run_and_writes_nothing(battle, script, capsys, tmp_path,
                                                                      record, reason):
    out_file = tmp_path / "out.json"
    path = script([FORD[1], record])
    code, out, err = _run(capsys, battle, "--script", path, "--save", out_file)
    assert code == 1
    assert err.startswith(f"{path}: record 1 ({record['do']}): ")
    assert reason in err
    assert "Traceback" not in err
    assert not out_file.exists()
    assert out.startswith("script record 0: action")  # what played before it is still shown


def test_json_of_a_run_that_stops_holds_the_steps_played_and_the_error(battle, script, capsys):
    bad = {"do": "move", "token": "ghost", "path": [[5, 6]]}
    code, out, err = _run(capsys, battle, "--script", script([FORD[1], bad]), "--json")
    assert code == 1
    report = json.loads(out)
    assert [s["index"] for s in report["steps"]] == [0]
    assert report["error"] == err.strip() and "record 1 (move)" in report["error"]


def test_deleting_a_token_another_aims_at_takes_the_aim_and_the_battle_saves(battle, script, capsys, tmp_path):
    records = [{"do": "action", "token": "b-arch", "action": "aim", "targets": ["r-spear"]},
               {"do": "delete_token", "token": "r-spear"}]
    out_file = tmp_path / "out.json"
    code, _, err = _run(capsys, battle, "--script", script(records), "--save", out_file)
    assert code == 0, err
    saved = json.loads(out_file.read_text(encoding="utf-8"))
    archers = next(t for t in saved["tokens"] if t["id"] == "b-arch")
    assert "aiming" not in archers.get("state", {})
    assert main(["check", str(out_file)]) == 0


def test_a_battle_that_would_not_reopen_is_refused_without_a_traceback(battle, script, capsys, tmp_path,
                                                                        monkeypatch):
    # Whatever a record leaves that no file could hold (a gap of the rules) is refused, not a traceback.
    from battlemap.document.battle import BattleDocument
    from battlemap.schema import LoadError, Problem

    def refuse(self, target):
        raise LoadError([Problem(str(target), "tokens[2].state.aiming", "unknown token 'r-spear'")])

    monkeypatch.setattr(BattleDocument, "scenario_for", refuse)
    monkeypatch.setattr(BattleDocument, "_scenario_for", refuse)
    out_file = tmp_path / "out.json"
    for extra in (["--save", out_file], ["--json"]):
        code, _, err = _run(capsys, battle, "--script", script([{"do": "next_turn"}]), *extra)
        assert code == 1
        assert "would not reopen" in err and "tokens[2].state.aiming" in err
        assert "Traceback" not in err
    assert not out_file.exists()


# --- scripts that do not read -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "fragment"), [
    ("[{\"do\": \"next_turn\"", "not a JSON script"),
    ('{"do": "next_turn"}', "a script is a JSON list of records, not a JSON dict"),
    ('"next_turn"', "a script is a JSON list of records, not a JSON str"),
], ids=["not-json", "an-object", "a-string"])
def test_a_script_that_is_not_a_list_of_records_is_refused(battle, script, capsys, text, fragment):
    code, out, err = _run(capsys, battle, "--script", script(text))
    assert code == 1 and out == ""
    assert fragment in err and "Traceback" not in err


@pytest.mark.parametrize(("record", "fragment"), [
    ({"do": "move", "token": "b-arch", "pth": [[5, 6]]}, "record 1 (move): path: required field is missing"),
    ({"do": "move", "token": "b-arch", "path": [[5, 6]], "speed": 2}, "record 1 (move): speed: unknown field"),
    ({"do": "teleport", "token": "b-arch"}, 'record 1: do: expected one of move, action,'),
    ({"token": "b-arch"}, "record 1: do: expected one of"),
    (["move"], "record 1: do: expected one of"),
    ({"do": "react", "offer": "first", "roll": True}, "record 1 (react): offer:"),
], ids=["typo", "unknown-field", "unknown-kind", "no-kind", "not-an-object", "offer-not-a-number"])
def test_a_malformed_record_is_refused_by_its_index_before_anything_plays(battle, script, capsys, tmp_path,
                                                                          record, fragment):
    out_file = tmp_path / "out.json"
    code, out, err = _run(capsys, battle, "--script", script([FORD[0], record]), "--save", out_file)
    assert code == 1
    assert fragment in err
    assert out == "" and not out_file.exists()


def test_a_battle_file_that_does_not_open_is_refused(tmp_path, capsys):
    code, _, err = _run(capsys, tmp_path / "missing.json")
    assert code == 1 and "missing.json: file not found" in err and "Traceback" not in err


def test_a_battle_whose_journal_does_not_replay_is_refused(battle, script, capsys, tmp_path):
    saved = tmp_path / "out.json"
    _run(capsys, battle, "--script", script(FORD[:2]), "--save", saved)
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["journal"]["records"][1]["token"] = "ghost"
    saved.write_text(json.dumps(document), encoding="utf-8")
    code, _, err = _run(capsys, saved)
    assert code == 1
    assert err.strip() == f"{saved}: journal record 1 (action): token: unknown_token (token ghost)"
