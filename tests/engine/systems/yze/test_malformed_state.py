"""A Year Zero token's tactical state as a file may write it wrongly: the battle still rolls and saves.

`check` keeps a token's state keys as any JSON, so the rules read each one in
the shape they write it and take anything else as not there.
"""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.battle.actions import Action


def _yard(tmp_path, state: dict) -> BattleDocument:
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": "yze", "grid": {"cols": 6, "rows": 3},
        "tokens": [{"id": "hero", "side": "blue", "at": [1, 1], "template": "fighter", "state": state},
                   {"id": "pal", "side": "blue", "at": [1, 0], "template": "survivor"},
                   {"id": "wolf", "side": "red", "at": [2, 1], "template": "wolf"}],
        "combat": {"order": ["hero", "pal", "wolf"], "active": "hero"},
    }
    path = tmp_path / "yard.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    return BattleDocument.open(path)


@pytest.mark.parametrize("help_type", [{"slow": 1}, ["slow"], 2], ids=["an-object", "a-list", "a-number"])
def test_help_of_a_type_the_file_wrote_as_no_word_counts_on_the_next_roll(tmp_path, capsys, help_type):
    doc = _yard(tmp_path, {"help": 1, "help_type": help_type})
    attack = doc.attack_command("hero", "wolf")
    assert isinstance(attack, Command)
    assert any(m.id == "help" for e in attack.events for m in e.modifiers)
    assert doc.action_command(Action("help_slow", "pal", target="hero")) is not None
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()
