"""Costs in the user's language: an action's ("2 AP", "standard", "free") and a distance's ("3 squares").

The engine's `budgets.label(cost)` writes the same costs in English for the
CLI and the logs; the UI shows this one, which reads the `Cost` value itself
and passes every word through Qt's translation (context "Cost"). In English
both give the same text, so menus read the same with or without a language
pack.

Counts are spelled "{n} swift" rather than with Qt's plural forms: the Python
lupdate does not extract the numerus argument, so each language writes a
form that reads well for any count (Russian uses "быстрых: 2").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.document.log import amount
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.play.budgets import budget_of, label, remaining
from battlemap.schema.actions import Cost

translate = QCoreApplication.translate

#: d20 slots and Year Zero speeds: (cost field, one, several).
SLOT_WORDS: tuple[tuple[str, str, str], ...] = (
    ("standard", QT_TRANSLATE_NOOP("Cost", "standard"), QT_TRANSLATE_NOOP("Cost", "{n} standard")),
    ("move", QT_TRANSLATE_NOOP("Cost", "move"), QT_TRANSLATE_NOOP("Cost", "{n} move")),
    ("swift", QT_TRANSLATE_NOOP("Cost", "swift"), QT_TRANSLATE_NOOP("Cost", "{n} swift")),
    ("slow", QT_TRANSLATE_NOOP("Cost", "slow"), QT_TRANSLATE_NOOP("Cost", "{n} slow")),
    ("fast", QT_TRANSLATE_NOOP("Cost", "fast"), QT_TRANSLATE_NOOP("Cost", "{n} fast")),
)
#: Between the parts of a cost ("standard + reaction").
JOIN = " + "
#: Ruleset movement and grid units: (one, several); other units read as `document.log.amount` writes them.
UNIT_WORDS: dict[str, tuple[str, str]] = {
    "squares": (QT_TRANSLATE_NOOP("Cost", "{n} square"), QT_TRANSLATE_NOOP("Cost", "{n} squares")),
    "hexes": (QT_TRANSLATE_NOOP("Cost", "{n} hex"), QT_TRANSLATE_NOOP("Cost", "{n} hexes")),
    "ft": (QT_TRANSLATE_NOOP("Cost", "{n} ft"),) * 2,
    "yd": (QT_TRANSLATE_NOOP("Cost", "{n} yd"),) * 2,
    "m": (QT_TRANSLATE_NOOP("Cost", "{n} m"),) * 2,
    "AP": (QT_TRANSLATE_NOOP("Cost", "{n} AP"),) * 2,
}


def cost_text(cost: Cost) -> str:
    """The cost as a GM reads it, translated; English equals `budgets.label(cost)`."""
    parts = []
    if cost.full_round:
        parts.append(translate("Cost", "full-round"))
    for field, one, several in SLOT_WORDS:
        n = getattr(cost, field)
        if n:
            parts.append(translate("Cost", one) if n == 1 else translate("Cost", several).format(n=n))
    if cost.ap or cost.ap_weapon_field:
        parts.append(_ap_text(cost))
    if cost.maneuver:
        parts.append(translate("Cost", "1 maneuver") if cost.maneuver == 1
                     else translate("Cost", "{n} maneuver").format(n=cost.maneuver))
    if cost.reaction:
        parts.append(translate("Cost", "reaction") if cost.reaction == 1
                     else translate("Cost", "{n} reactions").format(n=cost.reaction))
    return JOIN.join(parts) or translate("Cost", "free")


def amount_text(value: float, unit: str) -> str:
    """A distance or movement cost, translated: "3 squares", "1 square", "1.5 yd" in English."""
    words = UNIT_WORDS.get(unit)
    if words is None:
        return amount(value, unit)
    rounded = round(float(value), 2)
    number = int(rounded) if rounded == int(rounded) else rounded
    return translate("Cost", words[0] if number == 1 else words[1]).format(n=number)


def budget_left_text(state: BattleState, token: TokenState) -> str:
    """What the token has left this turn in its system's words: the actions still open (as a
    cost reads) and the movement, "standard + move + swift, 4 squares"; AP systems "8 AP"."""
    movement = amount_text(state.rules.movement_budget(state, token), state.ruleset.movement.unit)
    if state.ruleset.turn is not None:
        actions = remaining(budget_of(state, token.id))
        if actions is not None and not actions.is_free():
            return translate("Cost", "{actions}, {movement}").format(actions=cost_text(actions), movement=movement)
    return movement


def _ap_text(cost: Cost) -> str:
    """Action points: "2 AP", "weapon ap_cost", "2 AP + weapon ap_cost from next turn"."""
    ap = translate("Cost", "{n} AP").format(n=cost.ap) if cost.ap else ""
    weapon = (translate("Cost", "weapon {field}").format(field=cost.ap_weapon_field)
              if cost.ap_weapon_field else "")
    text = JOIN.join(p for p in (ap, weapon) if p)
    if cost.from_next_turn:
        return translate("Cost", "{cost} from next turn").format(cost=text)
    return text


def worked_out_cost_text(english: str) -> str:
    """A cost the engine worked out and logged in English (`budgets.label`: "5 AP",
    "standard + swift"), in the interface language; as logged when it reads as no cost."""
    cost = cost_of_label(english)
    return cost_text(cost) if cost is not None else english


def cost_of_label(text: str) -> Cost | None:
    """The `Cost` that `budgets.label` writes as `text`, or None when none does."""
    fields: dict[str, object] = {}
    later = text.endswith(" from next turn")
    for piece in (text.removesuffix(" from next turn") if later else text).split(" + "):
        if not _read_piece(piece, fields):
            return None
    if later:
        fields["from_next_turn"] = True
    try:
        cost = Cost(**fields)
    except ValueError:
        return None
    return cost if label(cost) == text else None


def _read_piece(piece: str, fields: dict[str, object]) -> bool:
    """One part of a cost label into `fields`; False when it is no part of one."""
    count, _, word = piece.partition(" ")
    if not word:
        count, word = "1", piece
    if piece == "free":
        return True
    if piece == "full-round":
        fields["full_round"] = True
        return True
    if count == "weapon":
        fields["ap_weapon_field"] = word
        return True
    key = {"AP": "ap", "maneuver": "maneuver", "reaction": "reaction", "reactions": "reaction"}.get(word, word)
    if key not in ("standard", "move", "swift", "slow", "fast", "ap", "maneuver", "reaction") or not count.isdigit():
        return False
    fields[key] = int(count)
    return True
