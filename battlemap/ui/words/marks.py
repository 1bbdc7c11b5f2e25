"""Tactical marks in the interface language, as the log names them ("Ysolde: aiming cleared").

The systems keep a token's tactical state under keys (`aiming`, `aim_turns`,
`unprepared`); these are the keys the four systems set and clear, listed
for lupdate (context "Marks"). A key no pack knows reads as itself with spaces.
"""

from __future__ import annotations

from collections.abc import Callable

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
    "overwatch_shots": QT_TRANSLATE_NOOP("Marks", "overwatch shots"),
    "overwatch_mode": QT_TRANSLATE_NOOP("Marks", "overwatch mode"),
    "overwatch_dual": QT_TRANSLATE_NOOP("Marks", "second overwatch line"),
    "overwatch_second": QT_TRANSLATE_NOOP("Marks", "second overwatch shots"),
    "overwatch_dual_mode": QT_TRANSLATE_NOOP("Marks", "second overwatch mode"),
    "overwatch_dual_first": QT_TRANSLATE_NOOP("Marks", "first overwatch line"),
    "defend": QT_TRANSLATE_NOOP("Marks", "defending"),
    "helping": QT_TRANSLATE_NOOP("Marks", "helping"),
    "take_the_hit": QT_TRANSLATE_NOOP("Marks", "takes the hit"),
    "focus_aim": QT_TRANSLATE_NOOP("Marks", "focus: aim"),
    "focus_ignore": QT_TRANSLATE_NOOP("Marks", "focus: ignore"),
    "focus_dt": QT_TRANSLATE_NOOP("Marks", "focus: DT"),
    "missed_weapon": QT_TRANSLATE_NOOP("Marks", "missed with"),
    "card": QT_TRANSLATE_NOOP("Marks", "initiative card"),
    "card_group": QT_TRANSLATE_NOOP("Marks", "card group"),
    "pick_card": QT_TRANSLATE_NOOP("Marks", "card to pick"),
    "ambushed": QT_TRANSLATE_NOOP("Marks", "ambushed"),
    "swapped": QT_TRANSLATE_NOOP("Marks", "swapped cards"),
    "grappling": QT_TRANSLATE_NOOP("Marks", "grappling"),
    "maneuver": QT_TRANSLATE_NOOP("Marks", "maneuver"),
    "parry": QT_TRANSLATE_NOOP("Marks", "parries"),
    "retreat": QT_TRANSLATE_NOOP("Marks", "retreat"),
    "scope_aim": QT_TRANSLATE_NOOP("Marks", "scope aim"),
    "sensed": QT_TRANSLATE_NOOP("Marks", "sensed"),
    "shock_now": QT_TRANSLATE_NOOP("Marks", "shock"),
    "sneaking": QT_TRANSLATE_NOOP("Marks", "sneaking"),
    "supply": QT_TRANSLATE_NOOP("Marks", "supply"),
    "took": QT_TRANSLATE_NOOP("Marks", "took"),
    "rounds": QT_TRANSLATE_NOOP("Marks", "rounds"),
}
#: A per-weapon mark, `<key>.<weapon id>`: "rounds (10mm SMG)".
_OF_WEAPON = QT_TRANSLATE_NOOP("Marks", "{mark} ({weapon})")


def mark_text(key: str, weapon_name: Callable[[str], str] | None = None) -> str:
    """A mark's word in the interface language (English: the key with spaces); a per-weapon mark
    (`rounds.smg_10mm`) as the mark and the weapon, named by `weapon_name` (else its id)."""
    known = MARKS.get(key)
    if known:
        return QCoreApplication.translate("Marks", known)
    head, dot, weapon = key.partition(".")
    if dot and head in MARKS:
        name = weapon_name(weapon) if weapon_name is not None else weapon.replace("_", " ")
        return QCoreApplication.translate("Marks", _OF_WEAPON).format(mark=mark_text(head), weapon=name)
    return key.replace("_", " ")
