"""The options form speaks the interface language: every key and hint it can show is listed for
lupdate (and so translated in the packs)."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document import action_options as ao
from battlemap.document.library import bundled_ruleset
from battlemap.engine.systems.registry import SYSTEMS
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.options import OPTION_HINTS, OPTION_KEYS, hint_text, key_label


def _system_fields():
    return [fields for system in SYSTEMS.values() for fields in system.action_fields.values()]


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
    hints = {*ao._HINTS.values(), ao.WEAPON_HINT}
    hints.update(f.hint for fields in _system_fields() for f in fields if f.hint)
    return hints


def test_every_option_key_a_catalogue_asks_is_listed():
    assert sorted(_asked_keys() - set(OPTION_KEYS)) == []


def test_every_hint_is_listed():
    assert _hints() == set(OPTION_HINTS)


@pytest.fixture
def russian(qapp):
    installed = install_language(qapp, "ru")
    yield
    installed.remove(qapp)


def test_the_form_names_and_hints_in_russian(russian):
    weapon = ao.OptionField("weapon", "", ao.WEAPON_HINT, (("ready", "longbow, dagger"),))
    assert key_label("weapon") == "оружие"
    assert hint_text(weapon).endswith("longbow, dagger")
    assert weapon.hint_text == "blank: the usual one; ready: longbow, dagger"
    assert key_label("no_such_key") == "no_such_key"
