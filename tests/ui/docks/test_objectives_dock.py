"""The Objectives dock and the turn banner: each side's objectives with progress, then the result."""

from __future__ import annotations

import json

import pytest

from PySide6.QtCore import Qt

from tests.engine.objectives.battles import scenario_doc
from tests.ui.words.test_translations_gui import language  # noqa: F401 (fixture)

OBJECTIVES = [
    {"id": "ford", "side": "blue", "kind": "hold_zone", "zone": "ford", "rounds": 3},
    {"side": "blue", "kind": "protect_token", "token": "b1"},
    {"side": "red", "kind": "destroy_side", "target": "blue", "name": "Drive them off"},
]


def _window(open_window, tmp_path, objectives=OBJECTIVES):
    doc = scenario_doc(objectives)
    doc["tokens"][0]["at"] = [10, 6]  # Captain Reyes stands in the ford
    doc["sides"]["red"]["played_by"] = "computer"
    path = tmp_path / "ford.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return open_window(path=str(path))


def _next_round(qtbot, window) -> None:
    qtbot.mouseClick(window.turns.next_round, Qt.MouseButton.LeftButton)


def test_the_dock_lists_each_sides_objectives_with_progress(open_window, qtbot, tmp_path):
    window = _window(open_window, tmp_path)
    assert window.objectives.isVisible()
    assert window.objectives.text() == "\n".join([
        "Blue", "Hold The ford: 0 of 3 rounds", "Protect Captain Reyes: standing",
        "Red (computer)", "Drive them off: 0 of 2 fallen"])
    _next_round(qtbot, window)
    _next_round(qtbot, window)
    assert "Hold The ford: 2 of 3 rounds" in window.objectives.text()
    window.undo_stack.undo()
    assert "Hold The ford: 1 of 3 rounds" in window.objectives.text()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_result_on_both_banners_the_dock_and_the_log(open_window, qtbot, tmp_path):
    window = _window(open_window, tmp_path)
    for _ in range(3):
        _next_round(qtbot, window)
    result = "Blue wins: held The ford for 3 rounds"
    assert window.objectives.text().splitlines()[0] == result
    assert "Hold The ford: 3 of 3 rounds, achieved" in window.objectives.text()
    assert window.view.turn_banner.text().splitlines()[0] == result
    assert window.document.log[-1].text == result
    player = window.show_player_view()
    qtbot.waitExposed(player)
    assert player.turn_banner.text().splitlines()[0] == result
    player.grab().save("/tmp/goals-png/player-en.png")
    # Next Round after the end: the fight goes on by hand, the log and the banner still say who won.
    _next_round(qtbot, window)
    assert any(e.text == f"The battle is over: {result}; play goes on by hand" for e in window.document.log)
    assert window.view.turn_banner.text().splitlines()[0] == result
    window.objectives.grab().save("/tmp/goals-png/dock-en.png")
    window.grab().save("/tmp/goals-png/window-en.png")


def test_a_battle_without_objectives_says_who_wins(open_window, qtbot, tmp_path):
    window = _window(open_window, tmp_path, objectives=[])
    assert window.objectives.text() == "No objectives: the last side still fighting wins."


def test_the_dock_and_banner_in_russian(language, open_window, qtbot, tmp_path):  # noqa: F811
    language("ru")
    window = _window(open_window, tmp_path, objectives=OBJECTIVES[:2])
    for _ in range(3):
        _next_round(qtbot, window)
    window.objectives.grab().save("/tmp/goals-png/dock-ru.png")
    window.grab().save("/tmp/goals-png/window-ru.png")
    # The result's words wait for the language pack (the lead translates new strings); the turn
    # under it reads Russian already.
    assert window.view.turn_banner.text().splitlines()[1].startswith("Раунд")
