"""Battle > Rules Options: the battle's ruleset options, in the interface language, changed as one undoable step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from battlemap import resources
from battlemap.ui.dialogs.rule_options import RuleOptionsDialog, option_description, option_name
from battlemap.ui.words.rule_option_texts import OPTION_CHOICES, OPTION_DESCRIPTIONS, OPTION_NAMES
from battlemap.document.library import bundled_ruleset

pytestmark = pytest.mark.gui


def _accept_with(window, changes: dict) -> None:
    """When the dialog opens, set `changes` in it and press OK (as the GM does)."""
    def answer():
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, RuleOptionsDialog) and w.isVisible())
        for key, value in changes.items():
            dialog.set_value(key, value)
        dialog.accept()
    QTimer.singleShot(0, answer)


def test_the_dialog_lists_every_option_of_the_battles_ruleset(open_window):
    window = open_window("d20-skirmish.json")
    dialog = RuleOptionsDialog(window.state, window)
    assert set(dialog.editors) == set(window.state.ruleset.options)
    assert isinstance(dialog.editors["crowd_counts_every_side"], QCheckBox)
    assert isinstance(dialog.editors["square_size"], QComboBox)
    assert dialog.value("square_size") == "gargantuan" and dialog.changes() == {}


def test_ok_changes_the_battle_as_one_undoable_logged_step(open_window):
    window = open_window("d20-skirmish.json")
    _accept_with(window, {"crowd_counts_every_side": False, "square_size": "huge"})
    assert window.actions["rule_options"].isEnabled()
    window.actions["rule_options"].trigger()
    assert window.state.options["crowd_counts_every_side"] is False
    assert window.state.options["square_size"] == "huge"
    assert window.log_dock.lines()[-2:] == [
        "[round 1] House rule Crowd density counts both sides: true -> false",
        "[round 1] House rule A square's size as an object: gargantuan -> huge",
    ]
    assert window.isWindowModified()
    window.undo_stack.undo()
    assert window.state.options["crowd_counts_every_side"] is True and window.state.options["square_size"] == "gargantuan"


def test_every_option_name_and_description_is_listed_for_translation():
    names, descriptions = set(), set()
    for ruleset_id in resources.ruleset_ids():
        for option in bundled_ruleset(ruleset_id).options.values():
            names.add(option.names["en"])
            descriptions.update({option.description} - {""})
    assert set(OPTION_NAMES) == names and set(OPTION_DESCRIPTIONS) == descriptions


def test_a_name_the_ruleset_gives_in_the_language_is_its_own(qapp):
    option = bundled_ruleset("d20-mass").options["crowd_counts_every_side"]
    assert option_name(option) == "Crowd density counts both sides"  # English interface in tests
    assert option_description(option).startswith("Count every medium unit")


def test_every_bundled_choice_has_its_words_for_the_packs():
    choices = {str(c) for ruleset_id in resources.ruleset_ids()
               for option in bundled_ruleset(ruleset_id).options.values() for c in option.choices or ()}
    assert set(OPTION_CHOICES) == choices  # a new choice: list it in ui/words/rule_option_texts.py
