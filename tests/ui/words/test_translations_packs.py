"""The language packs stay current: every string of battlemap/ui is in each .ts, translated, and compiled.

When a test here fails after a UI change, refresh the packs from the checkout:

    pyside6-lupdate -no-obsolete -locations none $(find battlemap/ui -name "*.py") \
        -target-language <lang> -ts battlemap/i18n/battlemap_<lang>.ts   (zh_CN, zh_TW, ru)

translate the new `type="unfinished"` entries, then compile each with
`pyside6-lrelease battlemap/i18n/battlemap_<lang>.ts -qm battlemap/i18n/battlemap_<lang>.qm`.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import battlemap
from battlemap.ui.words.languages import LANGUAGES, SOURCE_LANGUAGE

PACKAGE = Path(battlemap.__file__).parent
ROOT = PACKAGE.parent
I18N = PACKAGE / "i18n"
CODES = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
_PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _tool(name: str) -> str:
    """A PySide6 tool beside this Python (pyside6-lupdate, pyside6-lrelease)."""
    path = Path(sys.executable).parent / name
    return str(path) if path.exists() else name


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> its <translation>, obsolete and vanished entries left out."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") not in ("obsolete", "vanished"):
                found[(name, message.findtext("source"))] = translation
    return found


@pytest.fixture(scope="module")
def ui_strings(tmp_path_factory) -> set[tuple[str, str]]:
    """Every (context, source) pyside6-lupdate finds in battlemap/ui now."""
    out = tmp_path_factory.mktemp("lupdate") / "now.ts"
    sources = sorted(str(p) for p in (PACKAGE / "ui").rglob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", *sources, "-ts", str(out)],
                   check=True, capture_output=True)
    return set(_messages(out))


def test_lupdate_finds_the_strings_of_the_menus_and_costs(ui_strings):
    assert {("Menus", "&File"), ("Cost", "{n} AP"), ("ActionGroup", "Swift Actions")} <= ui_strings
    assert len(ui_strings) > 250


#: Strings lupdate files under no context (a `tr` passed as an argument, in
#: odds_dock.situation_text): at run time they are looked up under the caller's
#: class, so no pack reaches them. Owned by another helper; the list may only shrink.
KNOWN_WITHOUT_CONTEXT: set[str] = set()


def test_every_string_is_found_under_the_context_it_is_looked_up_in(ui_strings):
    """`window.tr(...)` outside the window's class files under "window" but runs as "MainWindow"."""
    wrong = {(c, s) for c, s in ui_strings if not c[:1].isupper() and s not in KNOWN_WITHOUT_CONTEXT}
    assert sorted(wrong) == []


@pytest.mark.parametrize("code", CODES)
def test_every_ui_string_is_in_the_pack(ui_strings, code):
    missing = ui_strings - set(_messages(I18N / f"battlemap_{code}.ts"))
    assert sorted(missing) == [], f"run pyside6-lupdate for battlemap_{code}.ts (see this module's docstring)"


@pytest.mark.parametrize("code", CODES)
def test_every_entry_is_translated_with_the_same_placeholders(code):
    problems = []
    for (context, source), translation in _messages(I18N / f"battlemap_{code}.ts").items():
        text = translation.text or ""
        if translation.get("type") == "unfinished" or not text:
            problems.append(f"{context}: {source!r} is not translated")
        elif sorted(_PLACEHOLDER.findall(text)) != sorted(_PLACEHOLDER.findall(source)):
            problems.append(f"{context}: {source!r} -> {text!r} changes the placeholders")
        elif ("&" in source) != ("&" in text):
            problems.append(f"{context}: {source!r} -> {text!r} loses or adds the shortcut letter")
    assert problems == []


@pytest.mark.parametrize("code", CODES)
def test_the_compiled_pack_is_the_ts_compiled_now(tmp_path, code):
    fresh = tmp_path / f"battlemap_{code}.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(I18N / f"battlemap_{code}.ts"), "-qm", str(fresh)],
                   check=True, capture_output=True)
    committed = I18N / f"battlemap_{code}.qm"
    assert committed.read_bytes() == fresh.read_bytes(), f"run pyside6-lrelease on battlemap_{code}.ts"


@pytest.mark.parametrize("code", CODES)
def test_the_pack_names_its_language(code):
    assert ET.parse(I18N / f"battlemap_{code}.ts").getroot().get("language") == code


def test_the_wheel_ships_every_compiled_pack():
    """pyproject's package data for `battlemap.i18n` matches each .qm (the .ts sources stay out)."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = data["package-data"]["battlemap.i18n"]
    shipped = {p.name for pattern in patterns for p in (PACKAGE / "i18n").glob(pattern)}
    assert shipped == {f"battlemap_{code}.qm" for code in CODES}
    assert "battlemap.i18n" in data["packages"]
