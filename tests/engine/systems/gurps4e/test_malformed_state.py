"""A GURPS token's tactical state as a file may write it wrongly: the battle still drags, turns and saves.

`check` keeps a token's state keys as any JSON, so the rules read each one in
the shape they write it and take anything else as not there.
"""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.engine.movement.preview import preview_move

ODD = [["attack"], {"all_out_attack": 1}, 3, None]
IDS = ["a-list", "an-object", "a-number", "null"]


def _duel(tmp_path, state: dict) -> BattleDocument:
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": "gurps4e", "grid": {"cols": 8, "rows": 4},
        "tokens": [{"id": "sword", "side": "blue", "at": [1, 1], "template": "swordsman", "state": state},
                   {"id": "axe", "side": "red", "at": [6, 2], "template": "axeman"}],
        "combat": {"order": ["axe", "sword"], "active": "axe"},
    }
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    return BattleDocument.open(path)


@pytest.mark.parametrize("maneuver", ODD, ids=IDS)
def test_a_maneuver_the_file_wrote_as_no_word_does_not_break_the_drag(tmp_path, capsys, maneuver):
    doc = _duel(tmp_path, {"maneuver": maneuver})
    sword = doc.state.token("sword")
    assert preview_move(doc.state, "sword", (doc.state.grid.neighbors(sword.cell)[0],)) is not None
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()


@pytest.mark.parametrize("maneuver", ODD, ids=IDS)
def test_a_ritual_under_a_maneuver_the_file_wrote_as_no_word_is_interrupted_as_its_turn_begins(tmp_path, capsys,
                                                                                               maneuver):
    doc = _duel(tmp_path, {"maneuver": maneuver, "long_action_task": "ritual", "long_action_seconds": 2})
    doc.apply(doc.next_turn_command())
    assert doc.state.combat.active == "sword"
    assert "long_action_task" not in doc.state.token("sword").tactical.extra
    capsys.readouterr()
