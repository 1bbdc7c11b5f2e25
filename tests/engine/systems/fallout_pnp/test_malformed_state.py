"""A Fallout token's tactical state as a file may write it wrongly: the battle still turns, drags and saves.

`check` keeps a token's state keys as any JSON, so the rules read each one in
the shape they write it and take anything else as not there.
"""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument


def _alley(tmp_path, state: dict, raider_at: tuple[int, int] = (6, 3)) -> BattleDocument:
    document = {
        "format": "battlemap-scenario", "version": 1, "ruleset": "fallout-pnp", "grid": {"cols": 8, "rows": 4},
        "tokens": [{"id": "gun", "side": "blue", "at": [0, 1], "template": "gunslinger", "state": state},
                   {"id": "rx", "side": "red", "at": list(raider_at), "template": "raider"}],
        "combat": {"order": ["gun", "rx"], "active": "gun"},
    }
    path = tmp_path / "alley.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    return BattleDocument.open(path)


@pytest.mark.parametrize("prepared", [3, "2,1", [2], [2, "x"], [True, 1]],
                         ids=["a-number", "text", "one-number", "a-word", "a-boolean"])
def test_a_prepared_mine_the_file_wrote_as_no_cell_arms_nowhere_as_the_turn_ends(tmp_path, capsys, prepared):
    doc = _alley(tmp_path, {"mine_prepared": prepared})
    doc.apply(doc.next_turn_command())
    assert doc.state.combat.active == "rx"
    assert "mine_armed" not in doc.state.token("gun").tactical.extra
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()


def test_armed_mines_the_file_wrote_wrongly_are_left_out_and_the_good_one_kept(tmp_path, capsys):
    doc = _alley(tmp_path, {"mine_armed": [5, [2, "x"], [4, 0], "3,3"], "mine_prepared": [2, 2]})
    doc.apply(doc.next_turn_command())
    assert doc.state.token("gun").tactical.extra["mine_armed"] == [[4, 0], [2, 2]]
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()


@pytest.mark.parametrize("pair", [3, ["pistol_10mm"], "ab", [1, 2], {"a": "b"}],
                         ids=["a-number", "one-weapon", "text", "numbers", "an-object"])
def test_a_dual_overwatch_the_file_wrote_as_no_pair_does_not_break_a_drag_or_an_attack_on_its_line(
        tmp_path, capsys, pair):
    doc = _alley(tmp_path, {"overwatch": {"toward": [7, 1]}, "overwatch_dual": pair}, raider_at=(5, 2))
    doc.apply(doc.next_turn_command())  # the raider's turn, beside the line
    grid = doc.state.grid
    assert doc.drag_move("rx") is not None
    assert doc.move_command("rx", [grid.from_offset(5, 1), grid.from_offset(4, 1)]) is not None
    doc.apply(doc.gm_move_command("rx", grid.from_offset(5, 1)))
    assert doc.attack_command("rx", "gun") is not None  # an attack from on the line
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).journal_problem is None
    capsys.readouterr()
