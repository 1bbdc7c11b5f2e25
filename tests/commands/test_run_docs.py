"""docs/RUNNING.md stays true: its scripts are run as its commands show and print what it shows.

The page's worked example is the first ```json block (`ford-script.json`);
every script a ```console block uses is a ```json block named just above it
("`name.json`:"). Each `$ battlemap ...` line of a ```console block is run
through `battlemap.cli.main` in a folder holding the bundled battle at the
path the page uses, and must print exactly the lines below it.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from battlemap import resources
from battlemap.cli import main

PAGE = Path(__file__).resolve().parents[2] / "docs" / "RUNNING.md"
SCRIPT = re.compile(r"`([\w.-]+\.json)`:\s*\n\s*\n```json\n(.*?)```", re.S)
CONSOLE = re.compile(r"```console\n(.*?)```", re.S)


@dataclass(frozen=True)
class Shown:
    """A command the page shows, and the lines it shows it printing."""

    argv: tuple[str, ...]
    lines: tuple[str, ...]


def _text() -> str:
    return PAGE.read_text(encoding="utf-8")


def _scripts() -> dict[str, str]:
    return {name: body for name, body in SCRIPT.findall(_text())}


def _shown() -> list[Shown]:
    found = []
    for block in CONSOLE.findall(_text()):
        for chunk in block.split("$ ")[1:]:
            command, *lines = chunk.rstrip("\n").split("\n")
            found.append(Shown(tuple(shlex.split(command)), tuple(lines)))
    return found


def test_the_worked_example_is_the_first_json_block_and_a_script_of_records():
    first = re.search(r"```json\n(.*?)```", _text(), re.S).group(1)
    assert _scripts()["ford-script.json"] == first
    kinds = [record["do"] for record in json.loads(first)]
    assert {"move", "action", "next_turn", "react"} <= set(kinds)


@pytest.mark.parametrize("shown", _shown(), ids=lambda s: s.argv[-1])
def test_each_command_on_the_page_prints_what_the_page_shows(shown, tmp_path, monkeypatch, capsys):
    battle = tmp_path / "assets" / "scenarios" / "d20-skirmish.json"
    battle.parent.mkdir(parents=True)
    shutil.copy(resources.scenario_file("d20-skirmish.json"), battle)
    for name, body in _scripts().items():
        (tmp_path / name).write_text(body, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert shown.argv[0] == "battlemap"
    code = main(list(shown.argv[1:]))
    captured = capsys.readouterr()
    printed = (captured.out + captured.err).splitlines()
    assert printed == list(shown.lines)
    assert code == (1 if captured.err else 0)


def test_the_json_shown_is_what_json_prints(tmp_path, monkeypatch, capsys):
    (tmp_path / "ford-script.json").write_text(_scripts()["ford-script.json"], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["run", str(resources.scenario_file("d20-skirmish.json")), "--script", "ford-script.json",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    text = _text()
    offer = re.search(r"lists the offer it made:\n`(\{.*?\})`", text).group(1)
    assert report["steps"][2]["offers"] == [json.loads(offer)]
    records = re.search(r'"records": (\[.*?\n\s*\])', text, re.S).group(1)
    assert report["battle"]["journal"]["records"] == json.loads(records)
    step = report["steps"][3]
    for line in step["log"]:
        assert json.dumps(line) in text
    assert [e["kind"] for e in step["events"]] == ["attack", "damage", "interrupt"]


def test_the_saved_example_is_accepted_by_check(tmp_path, monkeypatch, capsys):
    (tmp_path / "ford-script.json").write_text(_scripts()["ford-script.json"], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    bundled = str(resources.scenario_file("d20-skirmish.json"))
    assert main(["run", bundled, "--script", "ford-script.json", "--save", "ford-after.json"]) == 0
    capsys.readouterr()
    assert main(["check", "ford-after.json"]) == 0
    assert "journal of 5 record(s)" in capsys.readouterr().out
