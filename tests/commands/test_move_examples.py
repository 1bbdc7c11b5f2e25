"""docs/MOVES.md's worked scripts still play as the page shows: a drag spends the system's action."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from battlemap.cli import main

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "MOVES.md"
BLOCK = re.compile(r"```text\n\$ battlemap run (\S+) --script (\S+)\n(.*?)```", re.S)


def _examples():
    return [pytest.param(battle, script, shown, id=Path(script).stem) for battle, script, shown in
            BLOCK.findall(PAGE.read_text(encoding="utf-8"))]


def test_the_page_has_a_script_per_system():
    assert sorted(p.id for p in _examples()) == ["drag-d20", "drag-fallout", "drag-gurps", "drag-yze"]


@pytest.mark.parametrize(("battle", "script", "shown"), _examples())
def test_each_script_plays_as_the_page_shows(battle, script, shown, capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert main(["run", battle, "--script", script]) == 1  # its last record is the one refused
    out, err = capsys.readouterr()
    *played, refusal = shown.strip().splitlines()
    assert out.splitlines()[:len(played)] == played
    assert err.strip() == refusal
