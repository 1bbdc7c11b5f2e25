"""A d20 unit's tactical state as a file may write it wrongly: the battle still drags, attacks and saves.

`check` keeps a token's state keys as any JSON, so the rules read each one in
the shape they write it and take anything else as not there.
"""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.engine.movement.preview import preview_move


def _field(tmp_path, state: dict, *, readied: list[str], foe_at: tuple[int, int] = (4, 1)) -> BattleDocument:
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass", "grid": {"cols": 8, "rows": 3},
        "tokens": [{"id": "xbow", "side": "blue", "at": [3, 1], "template": "crossbowmen", "readied": readied,
                    "state": state},
                   {"id": "foe", "side": "red", "at": list(foe_at), "template": "spearmen"}],
        "combat": {"order": ["xbow", "foe"], "active": "xbow"},
    }
    path = tmp_path / "field.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    return BattleDocument.open(path)


@pytest.mark.parametrize("unloaded", [3, {"crossbow": True}, True, [1, None]],
                         ids=["a-number", "an-object", "true", "odd-items"])
def test_an_unloaded_list_the_file_wrote_as_no_list_does_not_break_the_drag_past_the_crossbowmen(
        tmp_path, capsys, unloaded):
    doc = _field(tmp_path, {"unloaded": unloaded}, readied=["crossbow"])
    foe = doc.state.token("foe")
    assert preview_move(doc.state, "foe", (doc.state.grid.neighbors(foe.cell)[0],)) is not None
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()


def test_an_unloaded_crossbow_written_as_one_word_is_unloaded(tmp_path, capsys):
    doc = _field(tmp_path, {"unloaded": "crossbow"}, readied=["crossbow"])
    assert doc.attack_command("xbow", "foe").codes() == ("weapon_not_loaded",)
    capsys.readouterr()


@pytest.mark.parametrize("items", [[1, "x"], "shortsword", {"shortsword": "damaged"}, {"shortsword": [1]}],
                         ids=["a-list", "text", "a-word-level", "a-list-level"])
def test_an_item_track_the_file_wrote_wrongly_leaves_the_weapon_healthy(tmp_path, capsys, items):
    doc = _field(tmp_path, {"items": items}, readied=["shortsword"], foe_at=(3, 1))  # in melee: one square
    assert isinstance(doc.attack_command("xbow", "foe"), Command)
    capsys.readouterr()
