"""Conditions in the interface language (the Inspector and the token's tooltip).

The engine marks conditions by id (`stunned`, `knocked_down`); these are the
ids the four systems use, listed for lupdate. An id no pack knows reads as
itself with spaces.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Every condition id the bundled systems set (context "Conditions").
CONDITIONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Conditions", "bleeding"),
    QT_TRANSLATE_NOOP("Conditions", "blind"),
    QT_TRANSLATE_NOOP("Conditions", "blinded"),
    QT_TRANSLATE_NOOP("Conditions", "broken"),
    QT_TRANSLATE_NOOP("Conditions", "bull_rushing"),
    QT_TRANSLATE_NOOP("Conditions", "burning"),
    QT_TRANSLATE_NOOP("Conditions", "charging"),
    QT_TRANSLATE_NOOP("Conditions", "climbing"),
    QT_TRANSLATE_NOOP("Conditions", "critical_injury"),
    QT_TRANSLATE_NOOP("Conditions", "dazed"),
    QT_TRANSLATE_NOOP("Conditions", "dead"),
    QT_TRANSLATE_NOOP("Conditions", "disabled"),
    QT_TRANSLATE_NOOP("Conditions", "dying"),
    QT_TRANSLATE_NOOP("Conditions", "escaped"),
    QT_TRANSLATE_NOOP("Conditions", "flat_footed"),
    QT_TRANSLATE_NOOP("Conditions", "grappled"),
    QT_TRANSLATE_NOOP("Conditions", "helpless"),
    QT_TRANSLATE_NOOP("Conditions", "immobilized"),
    QT_TRANSLATE_NOOP("Conditions", "knocked_down"),
    QT_TRANSLATE_NOOP("Conditions", "light_wound"),
    QT_TRANSLATE_NOOP("Conditions", "mental_critical_injury"),
    QT_TRANSLATE_NOOP("Conditions", "missed_attack"),
    QT_TRANSLATE_NOOP("Conditions", "mounted"),
    QT_TRANSLATE_NOOP("Conditions", "paralyzed"),
    QT_TRANSLATE_NOOP("Conditions", "robot"),
    QT_TRANSLATE_NOOP("Conditions", "stunned"),
    QT_TRANSLATE_NOOP("Conditions", "surprised"),
    QT_TRANSLATE_NOOP("Conditions", "total_defence"),
    QT_TRANSLATE_NOOP("Conditions", "total_defense"),
    QT_TRANSLATE_NOOP("Conditions", "unconscious"),
    QT_TRANSLATE_NOOP("Conditions", "unseen"),
    QT_TRANSLATE_NOOP("Conditions", "wounded"),
)


def condition_text(condition: str) -> str:
    """One condition in the interface language (English: the id with spaces)."""
    shown = QCoreApplication.translate("Conditions", condition) if condition in CONDITIONS else condition
    return condition.replace("_", " ") if shown == condition else shown


def conditions_text(conditions: Iterable[str]) -> str:
    """Several, sorted by id, comma separated ("" when none)."""
    return ", ".join(condition_text(c) for c in sorted(conditions))
