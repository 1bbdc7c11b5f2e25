"""What a GM reads in the window at a glance: docks wide enough, nothing clipped, no stale prompts.

Found by rendering the four sample scenarios to images and looking at them:
the turn list clipped names behind a scrollbar, a reaction's Roll and Skip
widened the left column over the map, the odds' modifier lines scrolled
sideways, the path of "drag, then click the foe" vanished while choosing
the foe, and a mode's prompt stayed in the status bar after it ended.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import CORRIDOR, Mouse, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

SAMPLES = ["d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json"]
SHIFT = Qt.KeyboardModifier.ShiftModifier
TO_GRIM = [(5, 7), (5, 6), (5, 5), (5, 4), (6, 4), (7, 3)]


@pytest.mark.parametrize("name", SAMPLES, ids=[n.split(".")[0] for n in SAMPLES])
def test_every_turn_order_line_fits_its_dock(open_window, name):
    window = open_window(name)
    turns = window.turns.list
    widest = max(turns.visualItemRect(turns.item(i)).width() for i in range(turns.count()))
    assert not turns.horizontalScrollBar().isVisible()
    assert widest <= turns.viewport().width()
    assert window.reactions.height() >= 150  # room for an offer or two with their buttons


def test_an_offer_wraps_in_the_dock_instead_of_widening_it(open_window, tmp_path, qtbot):
    window = open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))
    width, map_width = window.reactions.width(), window.view.width()
    Mouse(window).drag([(1, 1), (2, 1), (3, 1)])
    row = window.reactions.rows[0]
    qtbot.waitUntil(lambda: row.roll_button.y() > 0)  # laid out
    assert window.reactions.width() == width and window.view.width() == map_width
    assert row.roll_button.y() >= row.label.y() + row.label.height()  # buttons under the sentence


def _move_and_attack_to_grim(window) -> Mouse:
    window.push(window.document.next_turn_command())
    entry = find_action(window.context_menu(window.state.token("sir-aldric").cell), "Maneuvers",
                        "Move and Attack  (1 maneuver)")
    entry.trigger()
    window.options_dialog.accept()
    mouse = Mouse(window)
    mouse.press(TO_GRIM[0])
    for cell in TO_GRIM[1:]:
        mouse.move(cell, modifiers=SHIFT)
    mouse.release(TO_GRIM[-1], modifiers=SHIFT)
    return mouse


def test_the_kept_path_stays_on_the_map_while_the_foe_is_chosen(open_window):
    window = open_window("gurps-duel.json")
    before = render(window)
    _move_and_attack_to_grim(window)
    assert window.statusBar().currentMessage() == (
        "Move and Attack from 7,3 (5 yd): click the foe, Escape to stop.")
    trace = window.controller.mode.trace
    assert trace.line.isVisible() and trace.ghost.scenePos() == trace.line.path().currentPosition()
    was, now = pixel_at(window, before, (7, 3)), pixel_at(window, render(window), (7, 3))
    assert now.green() > now.red() and now != was  # the green ghost where the attack comes from


def test_the_odds_modifiers_wrap_and_the_prompt_goes_when_the_mode_ends(open_window):
    window = open_window("gurps-duel.json")
    mouse = _move_and_attack_to_grim(window)
    mouse.move((8, 3), buttons=Qt.MouseButton.NoButton)
    trace = window.controller.mode.trace
    modifiers = window.odds.modifiers
    assert modifiers.count() == 2 and modifiers.wordWrap()
    assert not modifiers.horizontalScrollBar().isVisible()
    mouse.press((8, 3))
    assert window.controller.mode is None and window.statusBar().currentMessage() == ""
    assert trace.line.scene() is None and trace.ghost.scene() is None
