"""The options form lists what the battle knows: the GM picks the weapon or the item from what the
token carries, with the keyboard and the mouse, and the action plays with the id picked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit, QSpinBox

from battlemap.document.action_options import asked_fields
from battlemap.engine.battle.actions import Action
from battlemap.ui.dialogs.options import OptionsDialog
from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import make_active, write_scenario

pytestmark = pytest.mark.gui


def _entries(box: QComboBox) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def _pick(qtbot, box: QComboBox, text: str) -> None:
    """Choose `text` in the list with the keyboard, as a GM tabbing through the form does."""
    box.setFocus()
    target = box.findText(text)
    assert target >= 0, _entries(box)
    while box.currentIndex() < target:
        qtbot.keyClick(box, Qt.Key.Key_Down)
    while box.currentIndex() > target:
        qtbot.keyClick(box, Qt.Key.Key_Up)


def _ok(qtbot, dialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _entry(menu, text: str):
    for action in menu.actions():
        if action.menu() is not None:
            found = _entry(action.menu(), text)
            if found is not None:
                return found
        elif action.text().startswith(text):
            return action
    return None


def _spearmen_face_ogre(open_window, tmp_path):
    """The spearmen share their square with the ogre (d20 mass combat: melee in one square)."""
    rows = ["....", "...."]
    tokens = [{"id": "o", "name": "Red ogre", "side": "red", "at": [0, 0], "template": "ogre"},
              {"id": "s", "name": "Blue spearmen", "side": "blue", "at": [0, 0], "template": "spearmen"}]  # on top
    return open_window(path=write_scenario(tmp_path, "spears", "d20-mass", rows, tokens,
                                           combat={"round": 1, "order": ["s", "o"], "active": "s"}))


def test_the_attack_strikes_with_the_weapon_picked_from_the_list(open_window, mouse_of, qtbot, tmp_path):
    window = _spearmen_face_ogre(open_window, tmp_path)
    find_action(window.context_menu(window.state.token("s").cell), "Standard Actions", "Attack  (standard)").trigger()
    dialog = window.options_dialog
    box = dialog.edits["weapon"]
    assert isinstance(box, QComboBox) and not box.isEditable()
    assert _entries(box) == ["the usual one", "Spear", "Shield", "Unarmed"]
    assert box.currentIndex() == 0  # accepting unchanged plays as before
    assert "_" not in box.toolTip() and box.toolTip() == "the weapon that strikes"
    _pick(qtbot, box, "Shield")
    _ok(qtbot, dialog)
    mouse = mouse_of(window)
    mouse.press((0, 0))
    mouse.release((0, 0))
    attack = next(line for line in window.log_dock.lines() if "attacks" in line)
    assert "with shield" in attack, attack


def test_accepting_the_form_unchanged_strikes_with_the_usual_weapon(open_window, mouse_of, qtbot, tmp_path):
    window = _spearmen_face_ogre(open_window, tmp_path)
    find_action(window.context_menu(window.state.token("s").cell), "Standard Actions", "Attack  (standard)").trigger()
    _ok(qtbot, window.options_dialog)
    mouse = mouse_of(window)
    mouse.press((0, 0))
    mouse.release((0, 0))
    attack = next(line for line in window.log_dock.lines() if "attacks" in line)
    assert "with spear" in attack, attack


def test_fallout_swap_takes_in_hand_the_item_picked(open_window, qtbot):
    window = open_window("fallout-alley.json")
    make_active(window, "doc")
    name = window.state.ruleset.actions["swap_item"].names.get("en")
    _entry(window.context_menu(window.state.token("doc").cell), name).trigger()
    dialog = window.options_dialog
    box = dialog.edits["item"]
    assert _entries(box) == ["the usual one", "Combat knife", "Item used on an enemy"]
    _pick(qtbot, box, "Item used on an enemy")
    _ok(qtbot, dialog)
    assert "improvised_item" in window.state.token("doc").readied
    assert "combat_knife" not in window.state.token("doc").readied
    window.undo_stack.undo()
    assert "improvised_item" not in window.state.token("doc").readied


def test_gurps_turn_lists_the_hex_sides_as_directions(open_window, qtbot):
    """The facing reads as arrows and words; the action gets the hex side. (The menu's Turn entry is
    greyed until a facing is chosen, so the form is opened as the menu would open it.)"""
    window = open_window("gurps-duel.json")
    actor = window.state.combat.active
    dialog = OptionsDialog("Turn", asked_fields(window.state, actor, "turn"), window)
    box = dialog.edits["face"]
    assert _entries(box) == ["the usual one", "\u2191 north", "\u2197 north-east", "\u2198 south-east",
                             "\u2193 south", "\u2199 south-west", "\u2196 north-west"]
    dialog.show()
    _pick(qtbot, box, "\u2193 south")
    assert dialog.options() == (("face", "3"),)
    window.push(window.document.action_command(Action("turn", actor, options=dialog.options())))
    assert window.state.token(actor).facing == 3
    dialog.reject()


def test_numbers_are_spin_boxes_and_text_stays_text(open_window, qtbot):
    window = open_window("gurps-duel.json")
    name = window.state.ruleset.actions["long_action"].names.get("en")
    _entry(window.context_menu(window.state.token("ysolde").cell), name).trigger()
    dialog = window.options_dialog
    count, rolled = dialog.edits["count"], dialog.edits["rolled"]
    assert isinstance(count, QSpinBox) and (count.minimum(), count.value()) == (1, 1)
    assert isinstance(rolled, QSpinBox) and rolled.text() == "the usual one" and dialog.value("rolled") == ""
    rolled.setFocus()
    qtbot.keyClick(rolled, Qt.Key.Key_Up)
    assert dialog.value("rolled") == "3"
    assert not any(isinstance(e, QLineEdit) for e in dialog.edits.values())
    dialog.reject()


def test_gurps_turn_from_the_token_menu_asks_the_facing_then_turns(open_window, qtbot):
    """The menu's Turn entry is offered (the form asks the facing), and OK turns the token."""
    window = open_window("gurps-duel.json")
    actor = window.state.combat.active
    name = window.state.ruleset.actions["turn"].names.get("en")
    entry = _entry(window.context_menu(window.state.token(actor).cell), name)
    assert entry is not None and entry.isEnabled(), entry and entry.toolTip()
    entry.trigger()
    dialog = window.options_dialog
    _pick(qtbot, dialog.edits["face"], "\u2193 south")
    _ok(qtbot, dialog)
    assert window.state.token(actor).facing == 3
