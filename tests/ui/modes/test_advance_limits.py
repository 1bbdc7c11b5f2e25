"""Drag the path, then click the foe: the drag shows what the maneuver allows, the foe its odds.

GURPS duel, Sir Aldric (5,7) facing up the map, Move 5. All-Out Attack
allows half Move (2 yd) forward only; Move and Attack the full 5 yd. The
shading, the path label and the release say so before any click; hovering
a foe after the release fills the Odds dock and the label at the foe with
the chance of the attack from the path's end.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import Mouse

pytestmark = pytest.mark.gui

ALL_OUT = "All-Out Attack (Determined)  (1 maneuver)"
MOVE_AND_ATTACK = "Move and Attack  (1 maneuver)"
SHIFT = Qt.KeyboardModifier.ShiftModifier
#: Cells half Move forward surely reaches from (5,7): ahead and the front hexes either side.
AHEAD = {(5, 7), (4, 7), (5, 6), (6, 7), (4, 6), (5, 5), (6, 6)}
#: The hexes behind him (Bran stands at (4,8)): a forward-only move never gets there.
BEHIND = {(5, 8), (6, 8), (5, 9), (4, 9), (6, 9)}
#: Round the chapel wall to Grim's side (8,3): 5 yd.
TO_GRIM = [(5, 7), (5, 6), (5, 5), (5, 4), (6, 4), (7, 3)]


def _choose(window, entry: str) -> Mouse:
    window.push(window.document.next_turn_command())  # Ysolde's turn ends: Sir Aldric acts
    find_action(window.context_menu(window.state.token("sir-aldric").cell), "Maneuvers", entry).trigger()
    window.options_dialog.accept()
    return Mouse(window)


def _reach(window) -> set[tuple[int, int]]:
    grid = window.state.grid
    cells = set().union(*window.controller.drag.reach.band_cells())
    return {grid.to_offset(grid.cell(i)) for i in cells}


def test_all_out_attack_shades_half_move_forward_and_labels_the_limit(open_window):
    window = open_window("gurps-duel.json")
    mouse = _choose(window, ALL_OUT)
    mouse.press((5, 7))
    reach = _reach(window)
    assert AHEAD <= reach and not reach & BEHIND
    grid = window.state.grid
    start = window.state.token("sir-aldric").cell
    assert max(grid.distance(start, grid.from_offset(*cell)) for cell in reach) == 2
    mouse.move((5, 5))
    assert window.controller.drag.path.label_text == "2 yd, 0 yd left"
    mouse.move((5, 4), modifiers=SHIFT)
    assert window.controller.drag.path.label_text.startswith("3 yd, 1 yd over\n")
    preview = window.controller.mode.tool.drag.preview.move
    assert preview.reasons[0].code == "all_out_attack_too_far" and not preview.legal


def test_a_step_backwards_is_refused_while_dragging_and_at_the_release(open_window):
    window = open_window("gurps-duel.json")
    mouse = _choose(window, ALL_OUT)
    count = window.undo_stack.count()
    mouse.press((5, 7))
    mouse.move((5, 8))
    assert window.controller.drag.path.label_text.startswith("1 yd, 1 yd left\nnot forward")
    mouse.release((5, 8))
    assert "not forward" in window.statusBar().currentMessage()
    assert window.controller.mode is not None and window.controller.mode.tool.phase == "path"
    mouse.drag([(5, 7), (5, 6), (5, 5)])  # a second try within the limit is kept
    assert "click the foe" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == count


def test_move_and_attack_shades_the_full_move(open_window):
    window = open_window("gurps-duel.json")
    mouse = _choose(window, MOVE_AND_ATTACK)
    mouse.press((5, 7))
    reach = _reach(window)
    assert AHEAD | BEHIND - {(4, 8)} <= reach and {(7, 3), (0, 7)} <= reach
    assert (5, 10) not in reach  # three hexes backward cost 2 yd each (B387): 6 yd, over the 5


def test_hovering_the_foe_after_the_path_shows_the_odds_from_its_end(open_window):
    window = open_window("gurps-duel.json")
    mouse = _choose(window, MOVE_AND_ATTACK)
    mouse.press(TO_GRIM[0])
    for cell in TO_GRIM[1:]:
        mouse.move(cell, modifiers=SHIFT)
    mouse.release(TO_GRIM[-1], modifiers=SHIFT)
    mode = window.controller.mode
    mouse.move((8, 3), buttons=Qt.MouseButton.NoButton)
    assert window.odds.chance_text == "24.1 %"  # 3d6 <= 9 (-4, skill capped at 9) less Grim's Parry 9
    assert window.odds.roll.text() == "3d6 <= 9  (Parry 9)"
    assert mode.marks.label.text() == "24.1 %   no cover   1 yd (<= 2 yd)"
    assert mode.marks.line.isVisible() and not window.odds.isHidden()
    mouse.move((12, 6), buttons=Qt.MouseButton.NoButton)  # Ysolde, behind the wall, out of reach
    assert window.odds.chance_text == "0 %" and "cannot reach the target" in window.odds.reasons.text()
    mouse.move((10, 10), buttons=Qt.MouseButton.NoButton)
    assert not mode.marks.label.isVisible()
    mouse.press((8, 3))
    mouse.release((8, 3))
    assert window.controller.mode is None and mode.marks.line.scene() is None
    assert window.odds.chance_text == "24.1 %"  # the odds of the attack played stay in the dock
    assert window.log_dock.lines()[-1].startswith("[round 1] Sir Aldric attacks Grim with broadsword: 3d6 <= 9")


def test_escape_while_choosing_the_foe_clears_the_odds(open_window):
    window = open_window("gurps-duel.json")
    mouse = _choose(window, MOVE_AND_ATTACK)
    mouse.drag([(5, 7), (5, 6)])
    mouse.move((8, 3), buttons=Qt.MouseButton.NoButton)
    assert window.odds.chance_text == "0 %"  # from (5,6) Grim is 4 yd away: out of reach
    window.controller.cancel()
    assert window.controller.mode is None and window.odds.chance_text == ""
