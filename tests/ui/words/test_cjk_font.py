"""The bundled Chinese fonts: they hold every character we ship, and the window reads with them alone.

The coverage tests fail when a pack, a ruleset or a scenario gains a character
the subsets lack: run packaging/make_cjk_font.py again. The window tests force
"no system font writes Chinese" (the test machine may have one) and check the
glyphs Qt lays out for the menus: none is the missing-glyph box, and the
Chinese ones come from the bundled subset.
"""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QMenu

from battlemap import resources
from battlemap.ui.window.app import say_font_note
from battlemap.ui.words import cjk_font
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import LANGUAGES, install_language, open_settings

ROOT = Path(__file__).resolve().parents[3]
FAMILIES = {"zh_CN": "Battlemap CJK SC", "zh_TW": "Battlemap CJK TC"}
#: What a subset must hold: Chinese, fullwidth and other punctuation and symbols. Below U+2000
#: (Latin, Greek, Cyrillic) the system's default family writes everything.
FIRST = 0x2000
#: A size budget for each subset (about 290 KiB today): a font that grows past it pulls in more than we ship.
MAX_BYTES = 400 * 1024


def pack_translations(language: str) -> list[str]:
    tree = ET.parse(ROOT / "battlemap" / "i18n" / f"battlemap_{language}.ts")
    return ["".join(node.itertext()) for node in tree.getroot().iter("translation")]


def shipped_texts() -> list[str]:
    """The Chinese packs, the bundled rulesets and scenarios, and the language menu's names."""
    texts = pack_translations("zh_CN") + pack_translations("zh_TW")
    texts += [path.read_text(encoding="utf-8") for path in sorted((ROOT / "rulesets").glob("*.toml"))]
    texts += [entry.read_text(encoding="utf-8") for entry in resources.scenario_files()]
    return texts + list(LANGUAGES.values())


def raw_font(language: str) -> QRawFont:
    return QRawFont(resources.asset_file(cjk_font.FONT_FILES[language]).read_bytes(), 16)


def uncovered(font: QRawFont, texts: list[str]) -> set[str]:
    return {c for text in texts for c in text
            if ord(c) >= FIRST and c.isprintable() and not font.supportsCharacter(ord(c))}


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_subset_covers_every_character_we_ship(qapp, language):
    font = raw_font(language)
    assert font.isValid() and font.familyName() == FAMILIES[language]
    assert uncovered(font, shipped_texts()) == set(), "run packaging/make_cjk_font.py again"


def make_script():
    spec = importlib.util.spec_from_file_location("make_cjk_font", ROOT / "packaging" / "make_cjk_font.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    del sys.modules[spec.name]
    return module


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_subset_holds_what_the_script_collects(qapp, language):
    """The script (which imports fontTools only to cut) and this test agree on what must be held."""
    script = make_script()
    needed = script.needed_characters(script.shipped_texts(ROOT))
    ours = {ord(c) for text in shipped_texts() for c in text if ord(c) >= FIRST and c.isprintable()}
    assert ours <= needed
    font = raw_font(language)
    assert {chr(c) for c in needed if not font.supportsCharacter(c)} == set()
    assert [face.file for face in script.FACES] == [Path(f).name for f in cjk_font.FONT_FILES.values()]


def test_a_new_character_in_a_pack_is_caught(qapp):
    """The coverage check has teeth: a rare character no text of ours uses is reported."""
    assert uncovered(raw_font("zh_CN"), [*shipped_texts(), "龘"]) == {"龘"}


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_subset_stays_small(language):
    entry = resources.asset_file(cjk_font.FONT_FILES[language])
    assert 0 < len(entry.read_bytes()) <= MAX_BYTES


def test_licence_ships_beside_the_fonts():
    text = resources.asset_file("fonts/OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text and "Adobe" in text


def laid_out(text: str, font: QFont) -> list[tuple[str, list[int]]]:
    """(family, glyph indexes) of each run Qt lays `text` out in: glyph 0 is the missing-glyph box."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes())) for run in layout.glyphRuns()]


def chinese_glyph_families(text: str, font: QFont) -> set[str]:
    """The families Qt writes the Chinese characters of `text` in; fails on any missing glyph."""
    runs = laid_out(text, font)
    assert all(0 not in glyphs for _, glyphs in runs), f"{text!r} has a missing-glyph box: {runs}"
    chinese = "".join(c for c in text if ord(c) >= FIRST)
    return {family for family, _ in laid_out(chinese, font)} if chinese else set()


@pytest.fixture
def without_system_chinese(monkeypatch):
    """As on a machine with no CJK font: no system family writes Chinese."""
    monkeypatch.setattr(cjk_font, "has_system_font", lambda language: False)
    yield
    cjk_font.forget_bundled_fonts()


@pytest.fixture
def started_in(qapp, tmp_path, monkeypatch, without_system_chinese):
    """started_in(code): the language and the bundled font put in place as run_app does."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    done = []

    def start(code: str):
        done.append(install_language(qapp, code))
        fallback = cjk_font.install_chinese_font(qapp, code)
        if fallback is not None:
            done.append(fallback)
        return fallback

    yield start
    for step in reversed(done):
        step.remove(qapp)


@pytest.mark.gui
@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_chinese_menus_read_in_the_bundled_font(started_in, open_window, language):
    fallback = started_in(language)
    assert fallback is not None and fallback.family == FAMILIES[language]
    window = open_window()
    bar = window.menuBar()
    for action in bar.actions():
        title = action.text().replace("&", "")
        assert chinese_glyph_families(title, bar.font()) == {FAMILIES[language]}
        for entry in action.menu().actions():
            text = entry.text().replace("&", "")
            assert chinese_glyph_families(text, action.menu().font()) <= {FAMILIES[language]}, text
    assert bar.actions()[0].text() == {"zh_CN": "文件(&F)", "zh_TW": "檔案(&F)"}[language]


@pytest.mark.gui
def test_the_window_says_once_that_typed_names_may_need_a_system_font(started_in, open_window, tmp_path):
    started_in("zh_CN")
    settings = open_settings(tmp_path)
    window = open_window()
    summary = window.statusBar().currentMessage()
    say_font_note(window, settings)
    shown = window.statusBar().currentMessage()
    assert shown.startswith(summary) and cjk_font.note_text() in shown
    language_menu = _language_menu(window)
    assert cjk_font.menu_note_text() in [a.text() for a in language_menu.actions()]
    again = open_window()  # the next start
    say_font_note(again, open_settings(tmp_path))
    assert cjk_font.note_text() not in again.statusBar().currentMessage()


@pytest.mark.gui
def test_no_note_when_a_system_font_writes_chinese(qapp, open_window, tmp_path, monkeypatch):
    monkeypatch.setattr(cjk_font, "has_system_font", lambda language: True)
    assert cjk_font.install_chinese_font(qapp, "zh_CN") is None
    window = open_window()
    say_font_note(window, open_settings(tmp_path))
    assert cjk_font.note_text() not in window.statusBar().currentMessage()


def _language_menu(window) -> QMenu:
    """View > Language, found by its entries (the View menu's title is in the interface language)."""
    return next(a.menu() for top in window.menuBar().actions() if top.menu() for a in top.menu().actions()
                if a.menu() and any(b.text() in LANGUAGES.values() for b in a.menu().actions()))


@pytest.mark.gui
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_language_names_read_in_an_english_window(started_in, open_window, qtbot):
    assert started_in("en") is None  # an English window keeps the system's fonts
    window = open_window()
    menu = _language_menu(window)
    menu.popup(window.mapToGlobal(window.rect().center()))  # opening it sets the names' fonts
    qtbot.waitUntil(menu.isVisible)
    entries = {a.text(): a for a in menu.actions()}
    for code in ("zh_CN", "zh_TW"):
        name = LANGUAGES[code]
        assert chinese_glyph_families(name, entries[name].font()) == {FAMILIES[code]}
    menu.close()
    assert QApplication.font().families()[-1] not in FAMILIES.values()


@pytest.mark.parametrize("language,tag", [("zh_CN", "SC"), ("zh_TW", "TC")])
def test_a_system_cjk_font_reads_in_the_languages_own_forms(qapp, language, tag):
    """Noto Sans CJK installs JP, SC, TC... side by side; fontconfig's first pick is often JP."""
    family = cjk_font.regional_family(language)
    if family is None:
        pytest.skip("no system CJK font with regional forms on this machine")
    assert tag in family.split() and "Mono" not in family
    previous = qapp.font()
    chosen = cjk_font.prefer_regional_family(qapp, language)
    try:
        assert qapp.font().families()[-1] == family and chosen.family == family
    finally:
        chosen.remove(qapp)
    assert qapp.font() == previous
