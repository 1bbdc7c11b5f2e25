"""A token's initials on the map: letters only, whatever the name's punctuation."""

from __future__ import annotations

import pytest

from battlemap.ui.map.token_labels import initials


@pytest.mark.parametrize(("name", "shown"), [
    ("Red Archers", "RA"), ("Ogre", "Og"), ("Sarah (two pistols)", "ST"), ("raider-1", "R1"),
    ("Сэр Эльдрик", "СЭ"), ("— ", "?"),
], ids=["two-words", "one-word", "brackets", "hyphen-number", "cyrillic", "no-letters"])
def test_initials_take_letters_and_digits_only(name, shown):
    assert initials(name) == shown
