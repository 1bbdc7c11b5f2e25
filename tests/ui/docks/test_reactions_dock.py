"""The Reactions dock: a drop offers what it provoked; Roll resolves it as one undoable step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.ui_helpers import CORRIDOR, make_active, write_scenario

pytestmark = pytest.mark.gui

ATTACK = ("[round 1] Red spearmen attacks Blue knights with spear: d20 + 3 > 18, Parry 8; "
          "rolled a natural 15: miss; the square 2,1 hit (d20 (15) + 3 > 7): Blue knights suppressed -1 (now -1)")


@pytest.fixture
def corridor(open_window, tmp_path):
    """Blue knights at 1,1 west of red spearmen at 2,1 in a walled corridor (d20 mass)."""
    return open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))


def _drop_through(window, mouse_of) -> None:
    mouse_of(window).drag([(1, 1), (2, 1), (3, 1)])


def test_the_drop_offers_the_reaction_it_provoked(corridor, mouse_of):
    assert corridor.reactions.lines() == []
    assert corridor.reactions.empty_label.isVisibleTo(corridor.reactions)
    _drop_through(corridor, mouse_of)
    assert corridor.reactions.lines() == ["Red spearmen: an opportunity attack on Blue knights at 2,1"]
    assert not corridor.reactions.empty_label.isVisibleTo(corridor.reactions)


def test_clicking_roll_logs_the_attack_with_its_roll_and_undo_offers_it_again(corridor, mouse_of, qtbot):
    _drop_through(corridor, mouse_of)
    dice = corridor.state.dice
    qtbot.mouseClick(corridor.reactions.rows[0].roll_button, Qt.MouseButton.LeftButton)
    lines = corridor.log_dock.lines()
    assert lines[2:4] == ["[round 1] Red spearmen: an opportunity attack on Blue knights at 2,1: rolled", ATTACK]
    assert lines[-1] == "[round 1] Blue knights resume the move"
    assert corridor.log_dock.list.item(3).toolTip() == "  -2  Dense crowd: Parry +2"
    assert corridor.reactions.lines() == []
    assert corridor.actions.undo.text() == "&Undo Roll reaction (Red spearmen)"
    qtbot.keyClick(corridor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(corridor.log_dock.lines()) == 2
    assert corridor.state.dice == dice
    assert corridor.reactions.lines() == ["Red spearmen: an opportunity attack on Blue knights at 2,1"]
    qtbot.keyClick(corridor, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert corridor.log_dock.lines()[3] == ATTACK


def test_clicking_skip_drops_it_from_the_list_and_logs_it(corridor, mouse_of, qtbot):
    _drop_through(corridor, mouse_of)
    state = corridor.state
    qtbot.mouseClick(corridor.reactions.rows[0].skip_button, Qt.MouseButton.LeftButton)
    assert corridor.reactions.lines() == []
    assert corridor.log_dock.lines()[-1] == (
        "[round 1] Red spearmen: an opportunity attack on Blue knights at 2,1: skipped")
    assert corridor.state is state


def test_undoing_the_move_withdraws_its_offer(corridor, mouse_of, qtbot):
    _drop_through(corridor, mouse_of)
    qtbot.keyClick(corridor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert corridor.reactions.lines() == []


def test_default_skirmish_drag_through_an_enemy_then_roll_and_undo(open_window, mouse_of, qtbot):
    """The bundled d20 skirmish: a red troop placed in the knights' way, ridden through."""
    window = open_window()
    make_active(window, "b-cav")
    grid = window.state.grid
    assert window.push(window.document.place_token_command("spearmen", grid.from_offset(4, 10), "red"))
    shift = Qt.KeyboardModifier.ShiftModifier
    mouse_of(window).drag([(4, 11), (4, 10), (4, 9)], modifiers=shift)
    assert grid.to_offset(window.state.token("b-cav").cell) == (4, 9)
    assert window.reactions.lines() == ["Red spearmen 2: an opportunity attack on Blue knights at 4,10"]
    before = window.state
    qtbot.mouseClick(window.reactions.rows[0].roll_button, Qt.MouseButton.LeftButton)
    lines = window.log_dock.lines()
    rolled = lines.index("[round 1] Red spearmen 2: an opportunity attack on Blue knights at 4,10: rolled")
    assert lines[rolled + 1] == ("[round 1] Red spearmen 2 attacks Blue knights with spear: d20 + 3 > 18, "
                                 "Parry 8; rolled a natural 20: hit")
    assert lines[rolled + 2] == ("[round 1] Blue knights hit by Red spearmen 2: 1d10 (10) +1 (maximised) - DR 4 = "
                                 "7 damage vs Toughness 6: wounded; suppressed -1 (now -1)")
    assert lines[-1] == "[round 1] Blue knights resume the move"
    assert "wounded" in window.state.token("b-cav").conditions
    window.undo_stack.undo()
    assert window.state is before
    assert "wounded" not in window.state.token("b-cav").conditions
    assert len(window.reactions.rows) == 1
