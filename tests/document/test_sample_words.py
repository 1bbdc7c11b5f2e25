"""The bundled samples in each interface language: every name translated, the translated battle
opened (and saved) as if typed, a user's own file and the headless default left in English."""

from __future__ import annotations

import json
import shutil

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.new_battles import sample_battle
from battlemap.document.sample_words import sample_title, sample_words

#: Every interface language but the source one (ui/words/languages.py; the engine has no Qt).
LANGUAGES = ("ru", "zh_CN", "zh_TW")
SAMPLES = tuple(entry.name for entry in resources.scenario_files())
CASES = [(sample, language) for sample in SAMPLES for language in LANGUAGES]


def _english(sample: str) -> dict:
    return json.loads(resources.scenario_file(sample).read_text(encoding="utf-8"))


@pytest.mark.parametrize(("sample", "language"), CASES, ids=[f"{s}-{lang}" for s, lang in CASES])
def test_every_word_of_every_sample_is_translated(sample, language):
    """A token, zone or side without a name in a language fails here (and so does a stale id)."""
    words = sample_words(sample, language)
    assert words is not None, f"no translations/{sample.removesuffix('.json')}.{language}.json"
    english = _english(sample)
    tokens = {t["id"] for t in english.get("tokens", ())}
    zones = {z["id"] for z in english.get("zones", ())}
    sides = {t["side"] for t in english.get("tokens", ())} | set(english.get("sides", {}))
    assert set(words.tokens) == tokens
    assert set(words.zones) == zones
    assert set(words.sides) == sides
    assert words.name and words.name != english["name"]
    assert words.notes and words.notes != english["notes"]


@pytest.mark.parametrize(("sample", "language"), CASES, ids=[f"{s}-{lang}" for s, lang in CASES])
def test_a_sample_opens_with_its_words_as_if_typed(sample, language):
    words = sample_words(sample, language)
    opened = sample_battle(str(resources.scenario_file(sample)), "Untitled", language=language)
    scenario = opened.scenario
    assert opened.path is None  # Save asks where: never over the bundled English file
    assert scenario.name == words.name and scenario.notes == words.notes
    assert {t.id: t.name for t in scenario.tokens} == dict(words.tokens)
    assert {z.id: z.name for z in scenario.zones} == dict(words.zones)
    assert {side: entry.name for side, entry in scenario.sides.items()} == dict(words.sides)
    assert sample_title(resources.scenario_file(sample), language) == words.name


def test_the_default_start_opens_in_the_language_and_saves_as_typed(tmp_path):
    document = BattleDocument.open(None, language="ru")
    assert document.name == "Стычка у брода"
    assert document.state.token("b-arch").name == "Синие лучники"
    assert document.state.side_name("blue") == "Синие"
    document.apply(document.next_turn_command())
    target = tmp_path / "брод.json"
    document.save(target)
    again = BattleDocument.open(target, language="zh_CN")  # a user's file: as written, in any language
    assert again.name == "Стычка у брода" and again.state.token("r-xbow").name == "Красные арбалетчики"
    assert again.state.side_name("red") == "Красные"
    assert again.journal_problem is None


def test_without_a_language_the_samples_stay_english():
    """The engine, `check`, `run` and `render` without --lang read the English samples."""
    document = BattleDocument.open()
    assert document.name == "Ford skirmish" and document.state.token("b-arch").name == "Blue archers"
    assert document.state.side_name("blue") == "Blue"
    assert BattleDocument.open(str(resources.scenario_file("yze-zones.json"))).state.zones[2].name == "Barn (dark)"


def test_a_copy_of_a_sample_is_the_users_own_file(tmp_path):
    copy = tmp_path / "d20-skirmish.json"
    shutil.copy(resources.scenario_file("d20-skirmish.json"), copy)
    document = BattleDocument.open(copy, language="ru")
    assert document.name == "Ford skirmish" and document.path == copy


def test_english_has_no_translation_file():
    assert sample_words("d20-skirmish.json", "en") is None
    assert sample_title(resources.scenario_file("d20-skirmish.json"), "en") == "Ford skirmish"
