"""Every name a bundled ruleset shows (its own, sizes, terrain, postures, stats, weapons, templates,
actions, options) is there in each interface language, so no English reaches a Russian or Chinese menu."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from pydantic import BaseModel

from battlemap import resources
from battlemap.document.library import bundled_ruleset
from battlemap.schema import Names

#: The interface languages (ui/words/languages.py) as the rulesets' names tag them.
TAGS = ("en", "zh-Hans", "zh-Hant", "ru")


def _names_tables(value, path: str):
    """Every `names` table inside a ruleset model, with where it is."""
    if isinstance(value, BaseModel):
        for field in type(value).model_fields:
            child = getattr(value, field)
            if isinstance(child, Names):
                yield path, child
            else:
                yield from _names_tables(child, f"{path}.{field}")
    elif isinstance(value, Mapping):
        for key, child in value.items():
            yield from _names_tables(child, f"{path}[{key}]")
    elif isinstance(value, (list, tuple)):
        for i, child in enumerate(value):
            yield from _names_tables(child, f"{path}[{i}]")


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_every_name_of_a_bundled_ruleset_is_in_every_interface_language(ruleset_id):
    tables = list(_names_tables(bundled_ruleset(ruleset_id), ruleset_id))
    assert len(tables) > 50  # sizes, terrain, stats, weapons, actions...: the walk found them
    missing = [f"{path}: {tag}" for path, names in tables for tag in TAGS if not names.get(tag)]
    assert missing == []


def test_the_d20_menu_reads_in_russian(qapp):
    from PySide6.QtCore import QLocale

    from battlemap.ui.words.names import localized

    ruleset = bundled_ruleset("d20-mass")
    before = QLocale()
    QLocale.setDefault(QLocale("ru_RU"))
    try:
        assert localized(ruleset.actions["attack"].names, "attack") == "Атака"
        assert localized(ruleset.terrain["open"].names, "open") == "Открытая местность"
    finally:
        QLocale.setDefault(before)


def test_a_name_missing_in_the_language_falls_back_to_english(qapp):
    """A ruleset of the user's own may name things in English only: the menus keep those."""
    from PySide6.QtCore import QLocale

    from battlemap.ui.words.names import localized

    before = QLocale()
    QLocale.setDefault(QLocale("ru_RU"))
    try:
        assert localized({"en": "Aim", "zh-Hans": "瞄准"}, "aim") == "Aim"
        assert localized(None, "aim") == "aim"
    finally:
        QLocale.setDefault(before)
