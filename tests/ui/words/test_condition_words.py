"""Conditions read in the interface language in the Inspector and the token's tooltip."""

from __future__ import annotations

import pytest

from battlemap.engine.systems.base import CANNOT_ACT, IMMOBILE
from battlemap.ui.words.conditions import CONDITIONS, condition_text, conditions_text
from battlemap.ui.words.languages import install_language


@pytest.fixture
def russian(qapp):
    installed = install_language(qapp, "ru")
    yield
    installed.remove(qapp)


def test_the_conditions_that_stop_a_token_are_all_listed():
    assert sorted((CANNOT_ACT | IMMOBILE) - set(CONDITIONS)) == []


def test_conditions_in_russian_and_an_unknown_one_as_itself(russian):
    assert conditions_text({"stunned", "knocked_down"}) == "сбит с ног, ошеломлён"
    assert condition_text("on_fire_somehow") == "on fire somehow"


def test_english_reads_the_ids_words(qapp):
    assert conditions_text({"flat_footed", "wounded"}) == "flat footed, wounded"
