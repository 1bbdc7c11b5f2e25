"""Dragging a d20 unit into the ford in the real window: the label says it is a double move
(both move actions), the drop spends both, undo gives them back (options double_move, minimum_move)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

SKIRMISH = Path(__file__).resolve().parents[3] / "assets" / "scenarios" / "d20-skirmish.json"
BANK, FORD = (9, 6), (10, 6)


def _ford(tmp_path, options=None) -> Path:
    """The Ford skirmish with the blue spearmen (speed 1.2) on the west bank, on their turn."""
    document = json.loads(SKIRMISH.read_text(encoding="utf-8"))
    for token in document["tokens"]:
        if token["id"] == "b-spear":
            token["at"] = list(BANK)
    document["combat"]["active"] = "b-spear"
    if options:
        document["options"] = options
    path = tmp_path / "ford.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _at(window, token_id):
    return window.state.grid.to_offset(window.state.token(token_id).cell)


def test_the_spearmen_wade_into_the_ford_with_a_double_move(open_window, mouse_of, tmp_path):
    window = open_window(path=_ford(tmp_path))
    mouse = mouse_of(window)
    mouse.press(BANK)
    mouse.move(FORD)
    path = window.controller.drag.path
    assert path.label_text == "Move (2 move): a double move\n2 squares, 0.4 squares left"
    mouse.release(FORD)
    state = window.state
    assert _at(window, "b-spear") == FORD
    assert state.combat.spent_by("b-spear", "action.move") == 2
    assert window.log_dock.lines()[-2:] == [
        "[round 1] Blue spearmen: Move (2 move)",
        "[round 1] Blue spearmen move to 10,6 (1 step, cost 2 squares, 0.4 squares left)",
    ]
    assert window.actions.undo.text() == "&Undo Move Blue spearmen"
    window.actions.undo.trigger()   # Edit > Undo
    assert _at(window, "b-spear") == BANK
    assert window.state.combat.spent_by("b-spear", "action.move") == 0


def test_with_separate_moves_and_no_minimum_movement_the_ford_is_refused(open_window, mouse_of, tmp_path):
    window = open_window(path=_ford(tmp_path, {"double_move": "separate", "minimum_move": "none"}))
    mouse = mouse_of(window)
    mouse.press(BANK)
    mouse.move(FORD)
    assert window.controller.drag.path.label_text.startswith("Move (move)\n2 squares, 0.8 squares over")
    mouse.release(FORD)
    assert _at(window, "b-spear") == BANK
    assert window.state.combat.spent_by("b-spear", "action.move") == 0


def test_with_separate_moves_minimum_movement_wades_in_for_the_whole_turn(open_window, mouse_of, tmp_path):
    window = open_window(path=_ford(tmp_path, {"double_move": "separate"}))
    mouse = mouse_of(window)
    mouse.press(BANK)
    mouse.move(FORD)
    assert window.controller.drag.path.label_text == "Move (full-round): minimum movement\n2 squares, 0 squares left"
    mouse.release(FORD)
    assert _at(window, "b-spear") == FORD
    assert window.state.combat.spent_by("b-spear", "action.full_round") == 1
