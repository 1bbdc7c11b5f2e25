"""Actions that read options ask for them in a small form first, then play with them."""

from __future__ import annotations

import pytest

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui

LONG_ACTION = "Ready: one second of a long action  (1 maneuver)"


def test_gurps_long_action_asks_task_and_count_and_the_log_counts_aloud(open_window):
    window = open_window("gurps-duel.json")
    menu = window.context_menu(window.state.token("ysolde").cell)
    find_action(menu, "Maneuvers", LONG_ACTION).trigger()
    dialog = window.options_dialog
    assert dialog.isVisible()
    assert [(k, dialog.value(k)) for k in dialog.edits] == [
        ("task", "swallow"), ("count", "1"), ("rolled", ""), ("seconds", ""), ("item", "")]
    tasks = dialog.edits["task"]
    assert "Write a note" in [tasks.itemText(i) for i in range(tasks.count())]
    dialog.set_value("task", "write_note")
    dialog.set_value("count", "2")
    dialog.accept()
    lines = window.log_dock.lines()
    assert lines[:2] == ["[round 1] Ysolde: Ready: one second of a long action (1 maneuver)",
                         "[round 1] Ysolde counts aloud: \u201cWrite a note, 1 second\u201d"]
    assert "[round 1] Ysolde: aiming cleared" in lines
    extra = window.state.token("ysolde").tactical.extra
    assert (extra["long_action_task"], extra["long_action_total"]) == ("write_note", 10)  # 5 s a sentence
    window.undo_stack.undo()
    assert "long_action_task" not in window.state.token("ysolde").tactical.extra


def test_cancelling_the_form_plays_nothing(open_window):
    window = open_window("gurps-duel.json")
    find_action(window.context_menu(window.state.token("ysolde").cell), "Maneuvers", LONG_ACTION).trigger()
    window.options_dialog.reject()
    assert window.log_dock.lines() == []
    assert window.undo_stack.count() == 0


def test_a_targeted_action_keeps_its_options_until_the_click(open_window, mouse_of, tmp_path):
    """Year Zero Shoot: ammo dice asked first, then aimed; the roll shows the ammo dice."""
    rows = ["........"] * 5
    tokens = [{"id": "g", "name": "Gunner", "side": "blue", "at": [1, 2], "template": "gunner"},
              {"id": "f", "name": "Fighter", "side": "red", "at": [4, 2], "template": "fighter"}]
    window = open_window(path=write_scenario(tmp_path, "shots", "yze", rows, tokens,
                                             combat={"round": 1, "order": ["g", "f"], "active": "g"}))
    menu = window.context_menu(window.state.token("g").cell)
    find_action(menu, "Slow Actions", "Shoot  (slow)").trigger()
    assert window.controller.mode is None  # the form first
    window.options_dialog.set_value("ammo", "2")
    window.options_dialog.accept()
    assert window.controller.mode is not None
    mouse = mouse_of(window)
    mouse.press((4, 2))
    mouse.release((4, 2))
    assert window.log_dock.lines()[1] == (
        "[round 1] Gunner attacks Fighter with rifle: 9 dice; rolled 3+2+5+4+2+6+1+6+3 on 9d6 "
        "[3+2+5+4+2+6+1+6+3]: 2 sixes; ammo 2d6 [3+4]: hit")


def test_the_odds_while_aiming_are_those_of_the_item_the_form_named(open_window, mouse_of, tmp_path):
    """d20 Attack an item: the form names the swordsmen's armour; hovering them shows the armour's
    Dodge in the Odds dock, not the sword's in their hand."""
    rows = ["....", "...."]
    tokens = [{"id": "s", "name": "Blue swordsmen", "side": "blue", "at": [0, 0], "template": "swordsmen"},
              {"id": "o", "name": "Red ogre", "side": "red", "at": [0, 0], "template": "ogre"}]  # drawn on top
    window = open_window(path=write_scenario(tmp_path, "gear", "d20-mass", rows, tokens,
                                             combat={"round": 1, "order": ["o", "s"], "active": "o"}))
    entry = next(a for a in _all_actions(window.context_menu(window.state.token("o").cell))
                 if a.text().startswith("Attack a held, carried or worn item"))
    entry.trigger()
    window.options_dialog.set_value("item", "armour")
    window.options_dialog.accept()
    assert window.controller.mode is not None
    mouse_of(window).move((0, 0))  # the square both share: the swordsmen under the ogre
    assert window.odds.explanation.target == "s"
    assert window.odds.explanation.defence == "Dodge of the armour 1"


def _all_actions(menu):
    for action in menu.actions():
        if action.menu() is not None:
            yield from _all_actions(action.menu())
        else:
            yield action
