"""The ruleset's actions in a token's menu: grouped, with costs, greyed with reasons, undoable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import action_texts, find_action
from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui


def _cell(window, col, row):
    return window.state.grid.from_offset(col, row)


def _group(menu, title):
    return find_action(menu, title).menu()


def test_d20_actions_are_grouped_with_their_costs(open_window):
    window = open_window()
    menu = window.context_menu(_cell(window, 18, 3))  # Red crossbowmen
    swift = action_texts(_group(menu, "Swift Actions"))
    standard = action_texts(_group(menu, "Standard Actions"))
    assert "Aim  (2 swift)" in swift and "Attack  (standard)" in standard
    catalogue = window.state.ruleset.actions
    assert len(swift) == sum(1 for d in catalogue.values() if d.group == "swift")
    assert len(standard) == sum(1 for d in catalogue.values() if d.group == "standard")


def test_an_illegal_action_is_greyed_with_its_reason(open_window):
    window = open_window()
    stand_up = find_action(window.context_menu(_cell(window, 18, 3)), "Move Actions", "Stand up  (move)")
    assert not stand_up.isEnabled()
    assert "prone" in stand_up.toolTip()


def _crossbowmen_act(window):
    """The turn passes from the archers to the crossbowmen: d20 actions are taken on one's own turn."""
    window.push(window.document.next_turn_command())
    assert window.state.combat.active == "r-xbow"
    return len(window.log_dock.lines())   # the log lines of the turn passing


def test_an_action_without_target_is_one_undo_step_that_spends_its_cost(open_window):
    window = open_window()
    first = _crossbowmen_act(window)
    menu = window.context_menu(_cell(window, 18, 3))
    find_action(menu, "Standard Actions", "Total defence  (standard)").trigger()
    assert window.state.combat.spent_by("r-xbow", "action.standard") == 1
    assert window.log_dock.lines()[first] == "[round 1] Red crossbowmen: Total defence (standard)"
    again = find_action(window.context_menu(_cell(window, 18, 3)), "Standard Actions", "Attack  (standard)")
    assert not again.isEnabled()
    window.undo_stack.undo()
    assert window.state.combat.spent_by("r-xbow", "action.standard") == 0


def test_a_targeted_action_aims_then_a_click_plays_it(open_window, mouse_of):
    window = open_window()
    first = _crossbowmen_act(window)
    find_action(window.context_menu(_cell(window, 18, 3)), "Swift Actions", "Aim  (2 swift)").trigger()
    mouse = mouse_of(window)
    mouse.move((4, 11), buttons=Qt.MouseButton.NoButton)
    assert window.odds.chance_text == "60 %"
    mouse.press((4, 11))
    mouse.release((4, 11))
    assert window.state.token("r-xbow").tactical.aiming == "b-cav"
    assert window.log_dock.lines()[first] == "[round 1] Red crossbowmen: Aim at Blue knights (2 swift)"
    window.undo_stack.undo()
    assert window.state.token("r-xbow").tactical.aiming is None


def test_overwatch_picks_a_cell_with_the_next_click(open_window, mouse_of, tmp_path):
    rows = ["........"] * 5
    tokens = [{"id": "g", "name": "Gunner", "side": "blue", "at": [1, 2], "template": "gunner"},
              {"id": "f", "name": "Fighter", "side": "red", "at": [6, 2], "template": "fighter"}]
    window = open_window(path=write_scenario(tmp_path, "watch", "yze", rows, tokens,
                                             combat={"round": 1, "order": ["g", "f"], "active": "g"}))
    entry = [a for a in action_texts(_group(window.context_menu(_cell(window, 1, 2)), "Fast Actions"))
             if a.startswith("Overwatch")]
    assert entry, "the Year Zero catalogue has overwatch as a fast action"
    find_action(window.context_menu(_cell(window, 1, 2)), "Fast Actions", entry[0]).trigger()
    assert window.controller.mode is not None
    mouse_of(window).press((6, 2))
    assert window.controller.mode is None
    overwatch = window.state.token("g").tactical.overwatch
    assert overwatch is not None and overwatch.toward == _cell(window, 6, 2)
    window.undo_stack.undo()
    assert window.state.token("g").tactical.overwatch is None


def test_gurps_maneuvers_sit_in_one_group(open_window):
    window = open_window("gurps-duel.json")
    token = window.state.token("ysolde")
    menu = window.context_menu(token.cell)
    texts = action_texts(_group(menu, "Maneuvers"))
    assert texts[0] == "Do Nothing  (1 maneuver)"
    assert len(texts) == len(window.state.ruleset.actions)  # every GURPS action is a maneuver
