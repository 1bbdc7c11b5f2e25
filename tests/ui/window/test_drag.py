"""Dragging a token in the real window: live rules in the air, one undoable move on drop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.map.palette import PATH_LEGAL, TERRAIN_COLOURS
from tests.ui.ui_helpers import CORRIDOR, close_to, make_active, render, write_scenario

pytestmark = pytest.mark.gui


@pytest.fixture
def corridor(open_window, tmp_path):
    """Blue knights (2 squares a move) at 1,1; red spearmen at 2,1; walls above and below."""
    return open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))


def _at(window, token_id) -> tuple[int, int]:
    return window.state.grid.to_offset(window.state.token(token_id).cell)


def test_drag_through_an_enemy_square_shows_the_reaction_before_the_drop(corridor, mouse_of):
    mouse = mouse_of(corridor)
    mouse.press((1, 1))
    mouse.move((2, 1))
    mouse.move((3, 1))
    path = corridor.controller.drag.path
    # Before the drop, the label says what the drop plays: d20's move action, and the walk.
    assert path.label_text == "Move (move)\n2 squares, 2.8 squares left"  # of 2 x 2.4, pooled
    assert path.marker_tips == (
        "Opportunity attack by Red spearmen (entering their square, step 1)",
    )
    assert _at(corridor, "knights") == (1, 1)  # still in the air


def test_drop_moves_the_token_charges_the_cost_and_logs_the_reaction(corridor, mouse_of):
    mouse_of(corridor).drag([(1, 1), (2, 1), (3, 1)])
    state = corridor.state
    assert _at(corridor, "knights") == (3, 1)
    assert state.combat.spent_by("knights", "move") == 2
    assert state.combat.spent_by("spears", "reactions") == 1
    assert corridor.log_dock.lines() == [
        "[round 1] Blue knights move to 3,1 (2 steps, cost 2 squares, 2.8 squares left)",
        "[round 1] Blue knights provoke an opportunity attack from Red spearmen at 2,1 "
        "(entering their square, step 1)",
    ]
    assert corridor.controller.drag.path.label_text == ""
    assert corridor.isWindowModified()
    assert corridor.scene.token_items["knights"].pos().x() == pytest.approx(
        corridor.scene.layout.center(state.grid.from_offset(3, 1))[0]
    )


def test_undo_and_redo_the_move_with_the_keyboard(corridor, mouse_of, qtbot):
    mouse_of(corridor).drag([(1, 1), (2, 1), (3, 1)])
    assert corridor.actions.undo.text() == "&Undo Move Blue knights"
    qtbot.keyClick(corridor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _at(corridor, "knights") == (1, 1)
    assert corridor.state.combat.spent_by("knights", "move") == 0
    assert corridor.state.combat.spent_by("spears", "reactions") == 0
    assert corridor.log_dock.lines() == []
    assert not corridor.isWindowModified()
    qtbot.keyClick(corridor, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert _at(corridor, "knights") == (3, 1)
    assert len(corridor.log_dock.lines()) == 2
    assert corridor.isWindowModified()


def test_escape_cancels_the_drag(corridor, mouse_of, qtbot):
    mouse = mouse_of(corridor)
    mouse.press((1, 1))
    mouse.move((3, 1))
    assert corridor.document.drag.active
    qtbot.keyClick(corridor.view, Qt.Key.Key_Escape)
    assert not corridor.document.drag.active
    assert corridor.controller.drag.path.label_text == ""
    mouse.release((3, 1))
    assert _at(corridor, "knights") == (1, 1)
    assert corridor.undo_stack.count() == 0


def test_an_illegal_drop_says_why_and_moves_nothing(corridor, mouse_of):
    mouse = mouse_of(corridor)
    mouse.press((1, 1))
    mouse.move((7, 1))  # six squares: more than the knights' double move (2 x 2.4)
    label = corridor.controller.drag.path.label_text
    cost = corridor.document.drag.preview.move.cost
    assert cost > 4.8
    assert f"costs {cost:g}, only 4.8 left" in label
    mouse.release((7, 1))
    assert _at(corridor, "knights") == (1, 1)
    assert corridor.undo_stack.count() == 0
    assert f"costs {cost:g}, only 4.8 left" in corridor.statusBar().currentMessage()


def test_a_click_selects_and_rings_the_token(corridor, mouse_of):
    mouse = mouse_of(corridor)
    mouse.press((2, 1))
    mouse.release((2, 1))
    assert corridor.document.selection == "spears"
    assert corridor.scene.token_items["spears"].is_ring_shown
    assert corridor.inspector.rows()["Name"] == "Red spearmen"
    mouse.press((5, 1))
    mouse.release((5, 1))
    assert corridor.document.selection is None
    assert not corridor.scene.token_items["spears"].is_ring_shown


def test_shift_drag_follows_the_cells_dragged_through(open_window, mouse_of):
    window = open_window("gurps-duel.json")
    make_active(window, "sir-aldric")
    grid = window.state.grid
    mouse = mouse_of(window)
    trail = [(5, 7), (6, 7), (7, 7), (7, 8), (6, 9)]
    shift = Qt.KeyboardModifier.ShiftModifier
    mouse.press(trail[0])
    for cell in trail[1:]:
        mouse.move(cell, modifiers=shift)
    preview = window.document.drag.preview
    assert preview.freehand
    assert [grid.to_offset(c) for c in preview.move.path] == trail[1:]
    mouse.release(trail[-1], modifiers=shift)
    assert _at(window, "sir-aldric") == (6, 9)
    assert window.state.combat.spent_by("sir-aldric", "move") == 4


def test_the_drag_is_drawn_reach_shaded_and_path_lined(corridor, mouse_of):
    mouse = mouse_of(corridor)
    before = render(corridor)
    open_colour = TERRAIN_COLOURS["open"]
    assert close_to(before.pixelColor(mouse.point((2, 1), (24, 24))), open_colour, 4)
    mouse.press((1, 1))
    mouse.move((3, 1))
    image = render(corridor)
    # Between the knights and the next cell the path's line is drawn in its dark colour.
    assert close_to(image.pixelColor(mouse.point((1, 1), (32, 0))), PATH_LEGAL, 40)
    # A reachable cell is tinted by its cost (the corner of 2,1, clear of tokens and line).
    # Averaged over a few pixels: the enemy's threat hatches the same cell with thin red lines.
    corner = mouse.point((2, 1), (24, 24))
    patch = [image.pixelColor(corner.x() + dx, corner.y() + dy) for dx in range(-3, 4) for dy in range(-3, 4)]
    red, green = (sum(getattr(c, part)() for c in patch) / len(patch) for part in ("red", "green"))
    assert not close_to(image.pixelColor(corner), open_colour, 4)
    assert green > red


def test_the_path_label_says_how_far_over_budget_a_path_goes():
    """'3 squares, 0.6 squares over', never '0 left' beside 'only 2.4 left'."""
    from types import SimpleNamespace

    from battlemap.ui.overlays.path import cost_label

    over = SimpleNamespace(cost=3, remaining=-0.6, unit="squares", legal=True, reasons=())
    within = SimpleNamespace(cost=1, remaining=1.4, unit="squares", legal=True, reasons=())
    assert cost_label(over, {}) == "3 squares, 0.6 squares over"
    assert cost_label(within, {}) == "1 square, 1.4 squares left"


def test_a_token_off_its_turn_shows_why_and_its_drop_is_refused_in_the_log(open_window, mouse_of):
    window = open_window("gurps-duel.json")  # Ysolde acts; Sir Aldric waits his turn
    mouse = mouse_of(window)
    mouse.press((5, 7))
    mouse.move((6, 7))
    label = window.controller.drag.path.label_text
    assert label.startswith("Cannot move: ") and "Ysolde" in label
    mouse.release((6, 7))
    assert _at(window, "sir-aldric") == (5, 7)
    assert "Ysolde" in window.statusBar().currentMessage()
    assert window.log_dock.lines()[-1].startswith("[round 1] Sir Aldric does not move: ")


def test_ctrl_drag_is_the_gms_move_any_turn_no_rules(open_window, mouse_of):
    window = open_window("gurps-duel.json")
    mouse = mouse_of(window)
    ctrl = Qt.KeyboardModifier.ControlModifier
    mouse.press((5, 7))
    mouse.move((9, 7), modifiers=ctrl)
    assert window.controller.drag.path.label_text.startswith("GM move: no rules")
    mouse.release((9, 7), modifiers=ctrl)
    assert _at(window, "sir-aldric") == (9, 7)
    assert window.log_dock.lines()[-1] == "[round 1] GM move: Sir Aldric to 9,7"
    assert window.state.combat.spent_by("sir-aldric", "move") == 0
    window.undo_stack.undo()
    assert _at(window, "sir-aldric") == (5, 7)
