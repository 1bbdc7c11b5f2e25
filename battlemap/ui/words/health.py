"""A token's health in the interface language, in its system's words (the Inspector, the tooltip).

The engine's `Health` names its meters and state words by id; these are
every id the bundled systems use (context "Health"), listed for lupdate.
State words that are also conditions (wounded, broken) read as the
condition words do.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.battle.health import TRACK, Health, Meter
from battlemap.ui.words.conditions import CONDITIONS, condition_text
from battlemap.ui.words.marks import mark_text

translate = QCoreApplication.translate

#: Meter id -> its name: GURPS and Fallout hit and fatigue points, Year Zero damage and stress.
METERS = {
    "hp": QT_TRANSLATE_NOOP("Health", "HP"),
    "fp": QT_TRANSLATE_NOOP("Health", "FP"),
    "physical": QT_TRANSLATE_NOOP("Health", "damage"),
    "mental": QT_TRANSLATE_NOOP("Health", "stress"),
    "condition": QT_TRANSLATE_NOOP("Health", "condition"),
}
#: State words that are no condition of their own (the others read as conditions).
WORDS = {
    "reeling": QT_TRANSLATE_NOOP("Health", "reeling"),
    "collapsing": QT_TRANSLATE_NOOP("Health", "collapsing"),
}
UNHURT = QT_TRANSLATE_NOOP("Health", "unhurt")
#: Counts a system keeps on a token that the GM may set (the Inspector's Counts), by key.
COUNTS = {
    "injury": QT_TRANSLATE_NOOP("Health", "injury (HP lost)"),
    "fatigue": QT_TRANSLATE_NOOP("Health", "fatigue (FP lost)"),
    "physical": QT_TRANSLATE_NOOP("Health", "damage"),
    "mental": QT_TRANSLATE_NOOP("Health", "stress"),
    "initiative_total": QT_TRANSLATE_NOOP("Health", "initiative total"),
}
#: "HP 7/11", "damage 3/4".
AMOUNT = QT_TRANSLATE_NOOP("Health", "{name} {current}/{maximum}")
#: "HP 7/11 (reeling)".
WITH_WORDS = QT_TRANSLATE_NOOP("Health", "{meters} ({words})")


def meter_name(key: str) -> str:
    """A meter's name in the interface language (an unknown one: its id with spaces)."""
    return translate("Health", METERS[key]) if key in METERS else key.replace("_", " ")


def count_name(key: str, weapon_name: Callable[[str], str] | None = None) -> str:
    """A count's name in the interface language: health's own counts, else a tactical mark's word
    (`aim_turns`, `rounds.<weapon>`), else its key with spaces."""
    return translate("Health", COUNTS[key]) if key in COUNTS else mark_text(key, weapon_name)


def state_word(word: str) -> str:
    """A state word ("reeling", "wounded") in the interface language."""
    if word in WORDS:
        return translate("Health", WORDS[word])
    return condition_text(word) if word in CONDITIONS else word.replace("_", " ")


def meter_text(meter: Meter, health: Health) -> str:
    """One meter: "HP 7/11", or a condition track's step ("wounded", "unhurt")."""
    if meter.kind == TRACK:
        return state_word(health.words[0]) if meter.current and health.words else translate("Health", UNHURT)
    return translate("Health", AMOUNT).format(name=meter_name(meter.key), current=meter.current,
                                              maximum=meter.maximum)


def health_text(health: Health) -> str:
    """The whole health: every meter, then the state words the meters do not already say."""
    meters = ", ".join(meter_text(m, health) for m in health.meters)
    told = health.words[:1] if health.kind == TRACK else ()
    words = [state_word(w) for w in health.words if w not in told]
    if not words:
        return meters
    return translate("Health", WITH_WORDS).format(meters=meters, words=", ".join(words))
