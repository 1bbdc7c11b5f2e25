"""The engine's words in the interface language: modifier labels and the log's weapons, conditions,
costs and hits. Every template the engine can fill is listed for lupdate; in Russian a real attack
in each sample logs no ids, and the Odds dock shows each modifier through its translated template."""

from __future__ import annotations

import importlib
import re
import pkgutil
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt, QTranslator

import battlemap.engine
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.modifiers import TEMPLATES, Modifier, Named, wording
from battlemap.ui.words import languages as translations
from battlemap.ui.words.conditions import CONDITIONS
from battlemap.ui.words.costs import cost_of_label
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.modifiers import MODIFIER_TEMPLATES, modifier_text


@pytest.fixture
def language(qapp, tmp_path, monkeypatch):
    """language(code): start the app in `code` as `battlemap --lang code` does; settings in tmp_path."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


def _engine_templates() -> set[str]:
    for module in pkgutil.walk_packages(battlemap.engine.__path__, "battlemap.engine."):
        importlib.import_module(module.name)
    return set(TEMPLATES)


def test_every_modifier_template_the_engine_fills_is_listed_for_lupdate():
    listed = set(MODIFIER_TEMPLATES)
    assert len(listed) == len(MODIFIER_TEMPLATES)
    assert _engine_templates() - listed == set()  # a new modifier's words: list them in ui/words/modifiers.py
    assert listed - _engine_templates() == set()


def test_a_worded_modifier_reads_its_english_and_equals_the_plain_one():
    template = wording("Target SM {sm:+d} with {weapon}")
    worded = Modifier.worded("size", template, 2, "gurps4e", sm=2, weapon=Named("weapons", "bow", "bow"))
    assert worded.label == "Target SM +2 with bow"
    assert worded == Modifier("size", "Target SM +2 with bow", 2, "gurps4e")  # words are not identity
    assert modifier_text(Modifier("x", "Plain words", Fraction(1, 2))) == "Plain words"
    with pytest.raises(ValueError, match="not registered"):
        Modifier.worded("x", "Never registered {n}", 1, n=1)
    TEMPLATES.discard(template)


@pytest.mark.parametrize("text", ["5 AP", "standard", "2 swift", "1 maneuver", "free", "reaction",
                                  "standard + move", "1 AP + weapon ap_cost from next turn"])
def test_a_logged_cost_reads_back_as_the_cost_it_was(text):
    from battlemap.engine.play.budgets import label
    assert label(cost_of_label(text)) == text


def test_words_that_are_no_cost_read_as_none():
    assert cost_of_label("3 bananas") is None and cost_of_label("1 standard") is None


#: The contexts of the engine's words whose Russian the lead writes last: marked instead.
_MARKED = frozenset({"Modifier", "Defence", "Marks"})


class _Marker(QTranslator):
    """Shows every word of `_MARKED` as ⟦source⟧: proof it went through its translation; every
    other string falls through to the Russian pack (None: no translation here)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"\u27e6{source}\u27e7" if context in _MARKED else None


_MARKS = re.compile("\u27e6[^\u27e7]*\u27e7")
SAMPLES = ["d20-skirmish.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json"]


def _aim_and_attack(window, mouse) -> tuple:
    """The active token aims at its first possible target for real, then clicks it: (the
    explanation as the Odds dock showed it, the dock's modifier rows)."""
    for _ in range(12):
        state = window.state
        active = state.token(state.combat.active)
        for target in state.tokens:
            if target.side != active.side and explain_attack(state, active.id, target.id).possible:
                window.start_targeting(active.id)
                mouse.move(target.cell, buttons=Qt.MouseButton.NoButton)
                shown = window.odds.explanation
                rows = window.odds.modifier_lines()
                mouse.press(target.cell)
                mouse.release(target.cell)
                return shown, rows
        assert window.push(window.document.next_turn_command())
    raise AssertionError("no attack possible in the sample")


@pytest.mark.gui
@pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform's notices
@pytest.mark.parametrize("sample", SAMPLES)
def test_a_real_attack_reads_in_russian_without_the_engines_ids(language, qapp, open_window, mouse_of, sample):
    language("ru")
    marker = _Marker()
    qapp.installTranslator(marker)
    try:
        window = open_window(sample)
        shown, rows = _aim_and_attack(window, mouse_of(window))
        logged = window.log_dock.lines()
    finally:
        qapp.removeTranslator(marker)
    assert shown is not None and len(rows) == len(shown.modifiers)
    for modifier, row in zip(shown.modifiers, rows):
        assert modifier.template, modifier  # every modifier of the engine carries its words
        assert "\u27e6" + modifier.template.split("{")[0] in row and row.rstrip().endswith(
            f"\u27e7  [{modifier.source}]" if modifier.source else "\u27e7"), row
    names = sorted((t.name for t in window.state.tokens), key=len, reverse=True)
    if shown.defence:  # the defence's name went through its words in the log line too
        assert any("\u27e6" in line and shown.defence.split()[0] in line for line in logged), logged
    lines = []
    for line in logged:
        for name in names:
            line = line.replace(name, "")
        lines.append(_MARKS.sub("", line).lower())
    text = "\n".join(lines)
    assert shown.weapon and shown.weapon.replace("_", " ") not in text, text
    spoken = {c.replace("_", " ") for c in CONDITIONS} - {"dead"}
    assert not [c for c in spoken if f" {c}" in text or f"«{c}»" in text], text
    for english in ("dealt", "condition added", " ap)", "dodge "):
        assert english not in text, (english, text)
