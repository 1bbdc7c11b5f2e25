"""`battlemap run FILE --auto SIDE[,SIDE] (--turns N | --until-end) [--json]`."""

from __future__ import annotations

import json
import shutil

import pytest

from battlemap import resources
from battlemap.cli import main


@pytest.fixture
def barn(tmp_path):
    path = tmp_path / "barn.json"
    shutil.copy(resources.scenario_file("yze-zones.json"), path)
    return path


def _run(capsys, *args):
    code = main(["run", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_auto_prints_each_step_ok_with_its_why_and_the_same_twice(barn, capsys):
    code, first, err = _run(capsys, barn, "--auto", "red,blue", "--turns", "5", "--json")
    assert code == 0, err
    report = json.loads(first)
    auto = [s for s in report["steps"] if s["source"] == "auto"]
    assert auto and all(s["ok"] and s["why"] for s in auto)
    assert sum(1 for s in auto if s["record"]["do"] == "next_turn") == 5
    assert report["auto"]["stopped"] == "turns"
    assert "battle" in report
    _, second, _ = _run(capsys, barn, "--auto", "red,blue", "--turns", "5", "--json")
    assert second == first


def test_a_side_nobody_plays_passes_its_turns(barn, capsys):
    code, out, _ = _run(capsys, barn, "--auto", "red", "--turns", "7", "--json")
    assert code == 0
    steps = [s for s in json.loads(out)["steps"] if s["source"] == "auto"]
    passed = [s for s in steps if "not played here" in s["why"]]
    assert passed and all(s["record"]["do"] in ("next_turn", "react") for s in passed)


def test_until_end_reports_the_outcome_when_one_side_is_left(tmp_path, capsys):
    raw = json.loads(resources.scenario_file("gurps-duel.json").read_text(encoding="utf-8"))
    raw["tokens"] = [t for t in raw["tokens"] if t["id"] in ("sir-aldric", "ysolde", "bran")]
    raw["tokens"] = [dict(t, conditions=["unconscious"]) if t["id"] == "ysolde" else t for t in raw["tokens"]]
    raw["combat"] = {"order": ["sir-aldric", "bran", "ysolde"], "active": "sir-aldric"}
    path = tmp_path / "decided.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    code, out, err = _run(capsys, path, "--auto", "blue", "--until-end", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["outcome"]["winner"] == "blue"
    assert report["auto"]["stopped"] == "outcome"


@pytest.mark.parametrize("args", [("--auto", "red"), ("--turns", "3"), ("--auto", "red", "--turns", "2", "--until-end")])
def test_auto_needs_exactly_one_length(barn, capsys, args):
    code, _, err = _run(capsys, barn, *args)
    assert code == 2 and "--auto" in err


def test_an_unknown_side_is_refused(barn, capsys):
    code, _, err = _run(capsys, barn, "--auto", "green", "--turns", "1")
    assert code == 1 and "green" in err


def test_text_output_says_why_the_run_stopped(barn, capsys):
    code, out, _ = _run(capsys, barn, "--auto", "red", "--turns", "2")
    assert code == 0
    assert "auto: stopped (turns)" in out
