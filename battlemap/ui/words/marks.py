"""Tactical marks in the interface language, as the log names them ("Ysolde: aiming cleared").

The systems keep a token's tactical state under keys (`aiming`, `aim_turns`,
`unprepared`); these are the keys the four systems set and clear, listed
for lupdate (context "Marks"). A key no pack knows reads as itself with spaces.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Mark key -> its word.
MARKS: dict[str, str] = {
    "aiming": QT_TRANSLATE_NOOP("Marks", "aiming"),
    "aim_turns": QT_TRANSLATE_NOOP("Marks", "aim turns"),
    "braced": QT_TRANSLATE_NOOP("Marks", "braced"),
    "evaluate": QT_TRANSLATE_NOOP("Marks", "evaluate"),
    "evaluate_target": QT_TRANSLATE_NOOP("Marks", "evaluated target"),
    "facing": QT_TRANSLATE_NOOP("Marks", "facing"),
    "loaded": QT_TRANSLATE_NOOP("Marks", "loaded"),
    "unloaded": QT_TRANSLATE_NOOP("Marks", "unloaded"),
    "unprepared": QT_TRANSLATE_NOOP("Marks", "unprepared"),
    "uncocked": QT_TRANSLATE_NOOP("Marks", "uncocked"),
    "put_down": QT_TRANSLATE_NOOP("Marks", "put down"),
    "stands_still": QT_TRANSLATE_NOOP("Marks", "stands still"),
    "suppression": QT_TRANSLATE_NOOP("Marks", "suppression"),
    "wait": QT_TRANSLATE_NOOP("Marks", "wait"),
    "wait_then": QT_TRANSLATE_NOOP("Marks", "then"),
    "retreated": QT_TRANSLATE_NOOP("Marks", "retreated"),
    "lost_balance": QT_TRANSLATE_NOOP("Marks", "lost balance"),
    "grip": QT_TRANSLATE_NOOP("Marks", "grip"),
    "held_out": QT_TRANSLATE_NOOP("Marks", "held out"),
    "dodge_ap": QT_TRANSLATE_NOOP("Marks", "dodge AP"),
    "shots_left": QT_TRANSLATE_NOOP("Marks", "shots left"),
    "ritual_seconds": QT_TRANSLATE_NOOP("Marks", "ritual seconds"),
    "long_action_seconds": QT_TRANSLATE_NOOP("Marks", "long action seconds"),
}


def mark_text(key: str) -> str:
    """A mark's word in the interface language (English: the key with spaces)."""
    known = MARKS.get(key)
    return QCoreApplication.translate("Marks", known) if known else key.replace("_", " ")
