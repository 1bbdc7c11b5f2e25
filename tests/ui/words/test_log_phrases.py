"""The Log dock in the interface language: every template the document can emit is listed for
lupdate, translated in each pack with its placeholders, and shown translated after a real drag."""

from __future__ import annotations

import importlib
import pkgutil
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import battlemap
import battlemap.document
from battlemap.document.log import TEMPLATES
from battlemap.ui.docks.log import shown_text
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import LANGUAGES, SOURCE_LANGUAGE, install_language
from battlemap.ui.words.log_phrases import LOG_PHRASES
from tests.ui.ui_helpers import CORRIDOR, write_scenario

I18N = Path(battlemap.__file__).parent / "i18n"
_FIELD = re.compile(r"\{(\w+)(:[^}]*)?\}")


def _document_templates() -> set[str]:
    """Every template the document modules register (all of them imported, the subpackages'
    too: the journal's replay is imported only when a file's journal is replayed)."""
    for module in pkgutil.walk_packages(battlemap.document.__path__, "battlemap.document."):
        importlib.import_module(module.name)
    return set(TEMPLATES)


def test_every_document_template_is_listed_for_lupdate():
    listed = set(LOG_PHRASES)
    assert len(listed) == len(LOG_PHRASES)
    assert _document_templates() - listed == set()  # a new sentence: list it in ui/words/log_phrases.py
    assert listed - _document_templates() == set()  # and none is listed for nothing


def _log_messages(code: str) -> dict[str, str]:
    root = ET.parse(I18N / f"battlemap_{code}.ts").getroot()
    return {m.findtext("source"): m.findtext("translation") or ""
            for c in root.iter("context") if c.findtext("name") == "Log" for m in c.iter("message")}


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE_LANGUAGE])
def test_each_pack_translates_every_log_template_with_its_own_placeholders(code):
    messages = _log_messages(code)
    assert set(LOG_PHRASES) <= set(messages)
    for source in LOG_PHRASES:
        translated = messages[source]
        assert translated, source
        assert sorted(_FIELD.findall(translated)) == sorted(_FIELD.findall(source)), source
        values = {name: 1 for name, _ in _FIELD.findall(source)}  # numbers suit every {x:g} too
        translated.format(**values)


@pytest.fixture
def russian(qapp, tmp_path, monkeypatch):
    """The app in Russian, as `battlemap --lang ru` starts it; removed afterwards."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    installed = install_language(qapp, "ru")
    yield
    installed.remove(qapp)


@pytest.mark.gui
def test_a_real_drag_logs_in_russian_and_keeps_the_english_record(russian, open_window, mouse_of, tmp_path):
    window = open_window(path=write_scenario(tmp_path, "corridor", "d20-mass", *CORRIDOR))
    mouse_of(window).drag([(1, 1), (2, 1), (3, 1)])
    move, provoked = window.document.log
    assert move.text == "Blue knights move to 3,1 (2 steps, cost 2 squares, 2.8 squares left)"
    assert provoked.text.startswith("Blue knights provoke an opportunity attack from Red spearmen at 2,1")
    lines = window.log_dock.lines()
    assert lines[0] == ("[раунд 1] Blue knights перемещаются в 3,1 "
                        "(шагов: 2, стоимость 2 кл., осталось 2.8 кл.)")
    assert lines[1].startswith("[раунд 1] Blue knights вызывают атаку по возможности от Red spearmen в 2,1 (")
    target = tmp_path / "log.txt"
    window.log_dock.export_to(target)
    assert target.read_text(encoding="utf-8").splitlines()[:2] == lines
    assert window.document.export_log_text().startswith("[round 1] Blue knights move to 3,1")


@pytest.mark.gui
def test_a_translation_that_does_not_fit_falls_back_to_the_english_text(russian, monkeypatch):
    from battlemap.document.log import LogEntry, part
    from battlemap.ui.docks import log as log_dock

    entry = LogEntry.phrased("token", part("{who} placed at {cell}", who="Gunner", cell="2,3"))
    assert shown_text(entry) == "Gunner: поставлен в 2,3"
    monkeypatch.setattr(log_dock, "translate_log", lambda template: "{nobody} {here}")
    assert shown_text(entry) == "Gunner placed at 2,3"


@pytest.mark.gui
def test_an_action_is_named_in_the_log_as_the_menu_names_it(russian, open_window):
    """Fallout's Defend (2 AP) is «Оборона» (2 ОД) in the token menu and in the Russian log; the
    record keeps Defend (2 AP)."""
    from battlemap.engine.battle.actions import Action

    window = open_window("fallout-alley.json")
    actor = window.state.combat.active
    assert window.push(window.document.action_command(Action("defend", actor)))
    entry = next(e for e in window.document.log if e.text.startswith(f"{window.state.token(actor).name}: Defend"))
    assert entry.text.endswith("Defend (2 AP)")
    assert any("Оборона (2 ОД)" in line for line in window.log_dock.lines())  # its cost in Russian too
