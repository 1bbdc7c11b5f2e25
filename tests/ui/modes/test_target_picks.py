"""Further targets picked on the map: Ctrl+click adds or removes a unit, the click on the main one plays.

d20 mass combat's triple attack (archers, three shots, one die each) takes
option `targets`; the GM Ctrl+clicks the units instead of typing ids, the
picks are numbered on the map and listed in the status line, and the form
asks only the other options (the weapon).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import Mouse, write_scenario

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
#: Blue archers at 0,2 shoot across an open field at three red units; a blue friend at 0,0.
ROWS = ["......"] * 5
TOKENS = [
    {"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 2], "template": "archers"},
    {"id": "b", "name": "Red militia", "side": "red", "at": [3, 2], "template": "militia"},
    {"id": "c", "name": "Red spearmen", "side": "red", "at": [4, 1], "template": "spearmen"},
    {"id": "d", "name": "Red archers", "side": "red", "at": [4, 4], "template": "archers"},
    {"id": "f", "name": "Blue friends", "side": "blue", "at": [0, 0], "template": "archers"},
]
AT = {"a": (0, 2), "b": (3, 2), "c": (4, 1), "d": (4, 4), "f": (0, 0)}


def _field(open_window, tmp_path):
    combat = {"round": 1, "order": ["a", "b", "c", "d", "f"], "active": "a"}
    return open_window(path=write_scenario(tmp_path, "volley", "d20-mass", ROWS, TOKENS, combat=combat))


def _aim_triple(window) -> None:
    menu = window.context_menu(window.state.token("a").cell)
    entry = next(a.text() for a in find_action(menu, "Full-Round Actions").menu().actions()
                 if a.text().startswith("Three attacks"))
    find_action(window.context_menu(window.state.token("a").cell), "Full-Round Actions", entry).trigger()


def _ctrl_click(mouse: Mouse, token: str) -> None:
    mouse.press(AT[token], modifiers=CTRL)
    mouse.release(AT[token], modifiers=CTRL)


def test_the_form_asks_the_weapon_but_not_the_targets(open_window, tmp_path):
    window = _field(open_window, tmp_path)
    _aim_triple(window)
    dialog = window.options_dialog
    assert dialog is not None
    assert [field.key for field in dialog.fields] == ["weapon"]


def test_two_units_picked_by_ctrl_click_take_the_second_and_third_shots(open_window, tmp_path):
    window = _field(open_window, tmp_path)
    _aim_triple(window)
    window.options_dialog.accept()
    mode = window.controller.mode
    assert mode is not None and mode.picks is not None
    assert "Further targets: none" in window.statusBar().currentMessage()
    mouse = Mouse(window)
    _ctrl_click(mouse, "c")
    _ctrl_click(mouse, "d")
    assert mode.picks.picks == ("c", "d")
    assert mode.target == "d"   # the Odds dock keeps the last unit clicked
    assert {t: b.text() for t, b in mode.picks.badges.items()} == {"c": "1", "d": "2"}
    assert "Further targets: 1 Red spearmen, 2 Red archers" in window.statusBar().currentMessage()
    assert mode.picks.label.text() == "Further targets: 1 Red spearmen, 2 Red archers"
    count = window.undo_stack.count()
    mouse.press(AT["b"])
    mouse.release(AT["b"])
    assert window.controller.mode is None
    assert window.undo_stack.count() == count + 1
    assert mode.picks.label.scene() is None and not mode.picks.badges
    lines = window.log_dock.lines()
    shots = [line for line in lines if "Blue archers attacks" in line]
    assert [s.split(" attacks ")[1].split(" with ")[0] for s in shots] == [
        "Red militia", "Red spearmen", "Red archers"]
    window.undo_stack.undo()
    assert not any("Three attacks" in line for line in window.log_dock.lines())


def test_a_second_ctrl_click_takes_a_unit_out_again(open_window, tmp_path):
    window = _field(open_window, tmp_path)
    _aim_triple(window)
    window.options_dialog.accept()
    mode = window.controller.mode
    mouse = Mouse(window)
    _ctrl_click(mouse, "c")
    _ctrl_click(mouse, "d")
    _ctrl_click(mouse, "c")
    assert mode.picks.picks == ("d",)
    assert {t: b.text() for t, b in mode.picks.badges.items()} == {"d": "1"}
    assert window.undo_stack.count() == 0


@pytest.mark.parametrize("picked, said", [
    (("c", "d", "f"), "too many"),
    (("f",), "Blue friends"),
], ids=["three-for-two-shots", "a-friend"])
def test_a_bad_pick_is_refused_with_the_engines_reason_and_the_mode_stays(open_window, tmp_path, picked, said):
    window = _field(open_window, tmp_path)
    _aim_triple(window)
    window.options_dialog.accept()
    mouse = Mouse(window)
    for token in picked:
        _ctrl_click(mouse, token)
    mouse.press(AT["b"])
    mouse.release(AT["b"])
    assert window.undo_stack.count() == 0
    assert said in window.statusBar().currentMessage()
    assert window.controller.mode is not None and window.controller.mode.picks.picks == picked


def test_escape_drops_the_picks_and_plays_nothing(open_window, tmp_path, qtbot):
    window = _field(open_window, tmp_path)
    _aim_triple(window)
    window.options_dialog.accept()
    mode = window.controller.mode
    _ctrl_click(Mouse(window), "c")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and window.undo_stack.count() == 0
    assert not mode.picks.badges and mode.picks.label.scene() is None
