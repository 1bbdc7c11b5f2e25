"""Deleting the token an objective protects drops that objective, so the battle still saves and reopens."""

from __future__ import annotations

from battlemap.document.battle import BattleDocument


def test_deleting_sir_aldric_drops_keep_aldric_and_the_saved_battle_reopens(tmp_path):
    document = BattleDocument.open("assets/scenarios/gurps-duel.json")
    command = document.delete_token_command("sir-aldric")
    document.apply(command)
    assert [o.id for o in document.state.objectives] == ["blue-win", "red-win"]
    reopened = BattleDocument.open(document.save(tmp_path / "duel.json"))
    assert reopened.journal_problem is None
    assert [o.id for o in reopened.state.objectives] == ["blue-win", "red-win"]
    assert [o.id for o in command.before.objectives] == ["blue-win", "red-win", "keep-aldric"]  # undo's state
