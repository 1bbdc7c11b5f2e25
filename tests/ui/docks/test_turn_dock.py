"""The Turn Order dock: order, current actor, next turn and round, reordering as undo steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont

from tests.ui.ui_helpers import CORRIDOR, write_scenario

pytestmark = pytest.mark.gui


def _corridor(open_window, tmp_path, **extra):
    rows, tokens = CORRIDOR
    return open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", rows, tokens, **extra))


def test_the_dock_lists_the_order_with_the_current_actor_marked(open_window):
    window = open_window()
    dock = window.turns
    assert dock.round.text() == "Round 1"
    assert dock.order() == ["b-arch", "r-xbow", "b-spear", "r-spear", "b-sword", "r-militia",
                            "b-cav", "r-arch"]
    assert dock.lines()[0].startswith("> Blue archers  (")
    assert dock.list.item(0).font().bold() and not dock.list.item(1).font().bold()


def test_next_turn_and_next_round_buttons_move_the_current_actor(open_window, qtbot):
    window = open_window()
    dock = window.turns
    qtbot.mouseClick(dock.next_turn, Qt.MouseButton.LeftButton)
    assert window.state.combat.active == "r-xbow"
    assert dock.lines()[1].startswith("> Red crossbowmen")
    qtbot.mouseClick(dock.next_round, Qt.MouseButton.LeftButton)
    assert dock.round.text() == "Round 2"
    assert window.state.combat.active == "b-arch"
    window.undo_stack.undo()
    assert dock.round.text() == "Round 1" and dock.lines()[1].startswith("> Red crossbowmen")


def test_budgets_in_the_rows_follow_a_move_and_refresh_on_the_next_turn(open_window, mouse_of, tmp_path):
    window = _corridor(open_window, tmp_path,
                       combat={"round": 1, "order": ["knights", "spears"], "active": "knights"})
    dock = window.turns
    first = dock.lines()
    assert first[0].startswith("> Blue knights  (") and first[1].startswith("  Red spearmen  (")
    budget = window.state.rules.movement_budget(window.state, window.state.token("knights"))
    window.push(window.document.move_command("knights", [window.state.grid.from_offset(0, 1)]))
    assert dock.lines()[0] == f"> Blue knights  ({budget - 1:g} squares left)"
    window.push(window.document.next_round_command())
    assert dock.lines() == first


def test_ctrl_down_moves_the_selected_row_as_one_undo_step(open_window, qtbot):
    window = open_window()
    dock = window.turns
    dock.list.setCurrentRow(0)
    dock.list.setFocus()
    qtbot.keyClick(dock.list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert window.state.combat.order[:3] == ("r-xbow", "b-arch", "b-spear")
    assert dock.order()[:2] == ["r-xbow", "b-arch"]
    assert dock.list.currentRow() == 1
    assert window.log_dock.lines()[-1].startswith("[round 1] Turn order: Red crossbowmen, Blue archers")
    assert window.actions.undo.text() == "&Undo Reorder Turns"
    window.undo_stack.undo()
    assert dock.order()[:2] == ["b-arch", "r-xbow"]


def test_dropping_a_row_elsewhere_reorders_the_turns(open_window, qtbot):
    window = open_window()
    dock = window.turns
    # What a drop inside the list does to its model: the row moves, rowsMoved fires.
    assert dock.list.model().moveRow(QModelIndex(), 7, QModelIndex(), 0)
    qtbot.waitUntil(lambda: window.state.combat.order[0] == "r-arch")
    assert dock.order()[0] == "r-arch"
    assert window.undo_stack.count() == 1


def test_roll_initiative_orders_the_turns_the_d20_way_and_undoes(open_window, qtbot):
    window = open_window()
    dock = window.turns
    assert dock.initiative.isEnabled()
    before = window.state.combat.order
    qtbot.mouseClick(dock.initiative, Qt.MouseButton.LeftButton)
    order = window.state.combat.order
    assert sorted(order) == sorted(before) and window.state.dice.position >= len(order)
    assert dock.order() == list(order)
    assert window.log_dock.lines()[0].startswith(
        f"[round 1] {window.state.token(order[0]).name}: initiative (")
    assert window.log_dock.lines()[0].endswith(", acts 1st")
    window.undo_stack.undo()
    assert window.state.combat.order == before and window.state.dice.position == 0


def test_roll_initiative_is_greyed_for_a_system_without_a_rule(open_window):
    window = open_window("gurps-duel.json")
    from battlemap.engine.play.initiative import has_initiative
    from battlemap.engine.systems.registry import system_of

    assert window.turns.initiative.isEnabled() == has_initiative(system_of("gurps4e"))
