"""Choosing the interface language and installing its pack: --lang, the stored choice, the system."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from battlemap.cli import _gui_parser
from battlemap.engine.battle.modifiers import Reason
from battlemap.schema import Names
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import (
    LANGUAGES, chosen_language, install_language, language_of, open_settings, pack_file,
    store_language, stored_language,
)
from battlemap.ui.words.names import localized
from battlemap.ui.words.reasons import reason_sentence


@pytest.fixture
def settings(tmp_path):
    return open_settings(tmp_path)


@pytest.mark.parametrize(("locale", "language"), [
    ("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_Hant_CN", "zh_TW"),
    ("ru_RU", "ru"), ("ru_UA", "ru"), ("en_GB", "en"), ("de_DE", "en"), ("C", "en"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_a_locale_reads_as_one_of_our_languages(locale, language):
    assert language_of(QLocale(locale)) == language


def test_the_command_line_beats_the_stored_choice(settings):
    store_language(settings, "ru")
    assert chosen_language("zh_TW", settings) == "zh_TW"
    assert chosen_language(None, settings) == "ru"


def test_without_a_choice_the_system_language_is_used(settings):
    assert stored_language(settings) is None
    assert chosen_language(None, settings) == language_of(QLocale.system())


def test_the_choice_survives_a_restart_and_can_go_back_to_the_system(tmp_path):
    store_language(open_settings(tmp_path), "zh_CN")
    assert (tmp_path / "settings.ini").read_text(encoding="utf-8").count("zh_CN") == 1
    assert stored_language(open_settings(tmp_path)) == "zh_CN"
    store_language(open_settings(tmp_path), None)
    assert stored_language(open_settings(tmp_path)) is None


def test_an_unknown_stored_language_is_ignored(settings):
    settings.setValue(translations.LANGUAGE_KEY, "klingon")
    assert stored_language(settings) is None


@pytest.mark.parametrize("call", [
    lambda s: chosen_language("fr", s), lambda s: store_language(s, "fr"),
    lambda s: install_language(QCoreApplication.instance(), "fr"),
], ids=["choose", "store", "install"])
def test_an_unknown_language_is_refused(qapp, settings, call):
    with pytest.raises(ValueError, match="'fr'"):
        call(settings)


def test_the_command_line_offers_exactly_our_languages():
    option = next(a for a in _gui_parser()._actions if "--lang" in a.option_strings)
    assert tuple(option.choices) == tuple(LANGUAGES)
    assert _gui_parser().parse_args(["--lang", "ru", "battle.json"]).lang == "ru"


def test_the_command_line_refuses_another_language(capsys):
    with pytest.raises(SystemExit) as stop:
        _gui_parser().parse_args(["--lang", "fr"])
    assert stop.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_language_but_english_has_a_compiled_pack(code):
    assert pack_file(code).is_file()


@pytest.mark.parametrize(("code", "file", "cancel", "ruleset"), [
    ("zh_CN", "文件(&F)", "取消", "d20 群战规则"),
    ("zh_TW", "檔案(&F)", "取消", "d20 mass combat"),  # d20's names have no Traditional Chinese
    ("ru", "&Файл", "Отмена", "d20 mass combat"),
    ("en", "&File", "Cancel", "d20 mass combat"),
], ids=["zh_CN", "zh_TW", "ru", "en"])
def test_installing_translates_ours_qts_and_ruleset_names_until_removed(qapp, code, file, cancel, ruleset):
    d20 = Names({"en": "d20 mass combat", "zh-Hans": "d20 群战规则"})
    before = QLocale().name()
    installed = install_language(qapp, code)
    try:
        assert QCoreApplication.translate("Menus", "&File") == file
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel  # Qt's own pack
        assert localized(d20, "d20") == ruleset
    finally:
        installed.remove(qapp)
    assert QCoreApplication.translate("Menus", "&File") == "&File"
    assert QLocale().name() == before


@pytest.mark.parametrize(("reason", "code", "text"), [
    (Reason.of("budget_exceeded", kind="swift", need=2, left=1), "en", "needs 2 swift actions, 1 left"),
    (Reason.of("budget_exceeded", kind="swift", need=2, left=1), "zh_CN", "需要 2 个迅捷动作，只剩 1 个"),
    (Reason.of("budget_exceeded", kind="ap", need=5, left=3), "ru", "нужно ОД: 5, осталось 3"),
    (Reason.of("limit_reached", scope="round", limit=1, used=1), "en", "already used 1 of 1 this round"),
    (Reason.of("limit_reached", scope="round", limit=1, used=1), "zh_TW", "本輪已用 1 次，上限 1 次"),
    (Reason.of("not_your_turn", active="b-arch"), "ru", "сейчас не его ход (действует Blue archers)"),
], ids=["en-budget", "zh_CN-budget", "ru-ap", "en-limit", "zh_TW-limit", "ru-turn"])
def test_why_an_action_is_greyed_reads_in_the_language(qapp, reason, code, text):
    installed = install_language(qapp, code)
    try:
        assert reason_sentence(reason, {"b-arch": "Blue archers"}) == text
    finally:
        installed.remove(qapp)
