"""The options form speaks the interface language: every key and hint it can show is listed for
lupdate (and so translated in the packs)."""

from __future__ import annotations

import re

import pytest

from battlemap import resources
from battlemap.document import action_options as ao
from battlemap.document.battle import BattleDocument
from battlemap.document.option_choices import ARROWS, COMPASS
from battlemap.engine.battle.modifiers import Named
from battlemap.document.library import bundled_ruleset
from battlemap.engine.systems.registry import SYSTEMS
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.options import OPTION_CHOICES, OPTION_HINTS, OPTION_KEYS, choice_text, key_label


def _system_fields():
    per_action = [fields for system in SYSTEMS.values() for fields in system.action_fields.values()]
    return [*per_action, tuple(ao.COMMON.values()),
            *(tuple(system.key_fields.values()) for system in SYSTEMS.values())]


def _asked_keys() -> set[str]:
    keys = {"weapon", "push", "targets"}
    for ruleset_id in resources.ruleset_ids():
        ruleset = bundled_ruleset(ruleset_id)
        for action in ruleset.actions.values():
            keys.update(k for k in ao._NAMED.findall(action.description or "")
                        if k not in ruleset.options and k not in ao._NOT_KEYS)
    keys.update(f.key for fields in _system_fields() for f in fields)
    return keys


def _hints() -> set[str]:
    hints = set()
    hints.update(f.hint for fields in _system_fields() for f in fields if f.hint)
    return hints


def test_every_option_key_a_catalogue_asks_is_listed():
    assert sorted(_asked_keys() - set(OPTION_KEYS)) == []


def test_every_hint_is_listed():
    assert _hints() == set(OPTION_HINTS)


def _worded_choices() -> set[str]:
    """Every choice label in words: the fields' fixed ones, the compass, and what the samples' forms
    list with no ruleset entry to name it."""
    words = {label for fields in _system_fields() for f in fields for _, label in f.choices
             if isinstance(label, str)}
    words.update(COMPASS)
    for entry in resources.scenario_files():
        state = BattleDocument.open(entry).state
        for token in state.tokens:
            for action_id in state.ruleset.actions:
                for field in ao.option_fields(state, token.id, action_id):
                    words.update(label.partition(" ")[2] if label[:1] in ARROWS else label
                                 for _, label in field.choices if isinstance(label, str))
    return words


def test_every_choice_in_words_is_listed():
    assert sorted(_worded_choices() - set(OPTION_CHOICES)) == []


def test_no_hint_names_ids():
    """Hints explain in words: no snake_case id, no list of ids to type."""
    assert [h for h in OPTION_HINTS if re.search(r"[a-z]_[a-z]", h)] == []


@pytest.fixture
def russian(qapp):
    installed = install_language(qapp, "ru")
    yield
    installed.remove(qapp)


def test_the_form_names_and_hints_in_russian(russian):
    weapon = ao.COMMON["weapon"]
    assert key_label("weapon") == "оружие"
    assert weapon.hint_text == "the weapon that strikes"
    assert key_label("no_such_key") == "no_such_key"


def test_a_choice_reads_by_its_ruleset_name_in_russian(russian):
    ruleset = bundled_ruleset("fallout-pnp")
    assert choice_text(Named("stats", "engineering", "Engineering"), ruleset) == "Инженерия"
    assert choice_text("no such words") == "no such words"
