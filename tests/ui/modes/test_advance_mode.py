"""GURPS Move and Attack from the token menu: drag the path (cost shown), release, click the foe."""

from __future__ import annotations

import pytest

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import Mouse

pytestmark = pytest.mark.gui

MOVE_AND_ATTACK = "Move and Attack  (1 maneuver)"
#: Sir Aldric (5,7) round the chapel wall and through its gap to Grim's side (8,3): 5 yd, his whole Move.
PATH = [(5, 7), (5, 6), (5, 5), (5, 4), (6, 4), (7, 3)]


def _aldric_chooses(window, entry: str = MOVE_AND_ATTACK) -> None:
    window.push(window.document.next_turn_command())  # Ysolde's turn ends: Sir Aldric acts
    find_action(window.context_menu(window.state.token("sir-aldric").cell), "Maneuvers", entry).trigger()
    window.options_dialog.accept()  # face and retreat left as they are


def _drag_path(mouse: Mouse, path) -> None:
    mouse.press(path[0])
    for cell in path[1:]:
        mouse.move(cell)


def test_drag_then_click_the_foe_plays_move_and_attack_as_one_step(open_window):
    window = open_window("gurps-duel.json")
    _aldric_chooses(window)
    assert window.controller.mode is not None
    mouse = Mouse(window)
    _drag_path(mouse, PATH)
    assert window.controller.drag.path.label_text == "5 yd, 0 yd left"
    mouse.release(PATH[-1])
    assert window.state.token("sir-aldric").cell == window.state.grid.from_offset(5, 7)  # not moved yet
    assert "click the foe" in window.statusBar().currentMessage()
    assert window.controller.drag.path.label_text == ""
    mouse.press((8, 3))
    mouse.release((8, 3))
    assert window.controller.mode is None
    assert window.state.token("sir-aldric").cell == window.state.grid.from_offset(7, 3)
    assert window.log_dock.lines()[-3:] == [
        "[round 1] Sir Aldric: Move and Attack at Grim (1 maneuver)",
        "[round 1] Sir Aldric moves to 7,3 (cost 5 yd)",
        "[round 1] Sir Aldric attacks Grim with broadsword: 3d6 <= 9, Parry 9; "
        "rolled 2+5+4 on 3d6 [2+5+4] = 11: miss",
    ]
    assert window.undo_stack.undoText() == "Move and Attack (Sir Aldric)"
    window.undo_stack.undo()
    assert window.state.token("sir-aldric").cell == window.state.grid.from_offset(5, 7)
    assert not any("Move and Attack" in line for line in window.log_dock.lines())


def test_clicking_empty_ground_or_an_ally_keeps_the_mode_and_says_why(open_window):
    window = open_window("gurps-duel.json")
    _aldric_chooses(window)
    mouse = Mouse(window)
    _drag_path(mouse, PATH)
    mouse.release(PATH[-1])
    count = window.undo_stack.count()
    mouse.press((10, 10))
    assert "click a token to act on" in window.statusBar().currentMessage()
    mouse.press(window.state.grid.to_offset(window.state.token("bran").cell))
    assert window.undo_stack.count() == count and window.controller.mode is not None


def test_escape_after_the_drag_plays_nothing(open_window, qtbot):
    window = open_window("gurps-duel.json")
    _aldric_chooses(window)
    count = window.undo_stack.count()
    mouse = Mouse(window)
    _drag_path(mouse, PATH)
    mouse.release(PATH[-1])
    window.controller.cancel()
    assert window.controller.mode is None and window.undo_stack.count() == count
    assert window.state.token("sir-aldric").cell == window.state.grid.from_offset(5, 7)
