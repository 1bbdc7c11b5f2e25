"""A roll as the engine writes it ("4 dice vs 2 parry dice", "7d6 [6+1+...]: 2 sixes"), in the
interface language.

The engine's roll strings are English records (the log keeps them, the
Year Zero roller parses them back); most are dice and symbols that read the
same everywhere ("3d6 <= 12", "d100 <= 74"). The few words in them are the
Year Zero pool's: these patterns translate those words and leave the
numbers and faces as they are. Anything else reads as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from battlemap.ui.words.languages import SOURCE_LANGUAGE, language_of

_CONTEXT = "Rolls"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


_POOL = QT_TRANSLATE_NOOP("Rolls", "{n} dice")
_POOL_VS_PARRY = QT_TRANSLATE_NOOP("Rolls", "{n} dice vs {parry} parry dice")
_PARRY = QT_TRANSLATE_NOOP("Rolls", "; parry ")
_PUSHED = QT_TRANSLATE_NOOP("Rolls", "{pool} pushed")
_SIXES = QT_TRANSLATE_NOOP("Rolls", "sixes {n}")
_CANCELLED = QT_TRANSLATE_NOOP("Rolls", "cancelled {n}")

#: (pattern, its words): each match is replaced by its words, filled with the match's groups.
#: The Year Zero pools read "7d6 pushed [6+1+...]: 2 sixes; parry 3d6 [...]: 1 cancelled".
_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"^(\d+) dice vs (\d+) parry dice$"),
     lambda m: _tr(_POOL_VS_PARRY).format(n=m[1], parry=m[2])),
    (re.compile(r"^(\d+) dice$"), lambda m: _tr(_POOL).format(n=m[1])),
    (re.compile(r"; parry (?=\d+d6)"), lambda m: _tr(_PARRY)),
    (re.compile(r"(\d+d6) pushed"), lambda m: _tr(_PUSHED).format(pool=m[1])),
    (re.compile(r"\]: (\d+) sixe?s?\b"), lambda m: "]: " + _tr(_SIXES).format(n=m[1])),
    (re.compile(r"\]: (\d+) cancelled\b"), lambda m: "]: " + _tr(_CANCELLED).format(n=m[1])),
)


def roll_text(roll: str) -> str:
    """`roll` with its words in the interface language ("7 dice" -> "кубов: 7"); in English, as the
    engine wrote it."""
    if language_of(QLocale()) == SOURCE_LANGUAGE:
        return roll
    for pattern, words in _PATTERNS:
        roll = pattern.sub(words, roll)
    return roll
