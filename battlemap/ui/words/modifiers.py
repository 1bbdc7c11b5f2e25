"""Modifiers in the interface language: the Odds dock's rows and the log's tooltips.

The engine writes every modifier's English `label` from a registered template
and its parameters (`Modifier.worded`, `engine/battle/modifiers.py`); this
list repeats the templates in context "Modifier" so `pyside6-lupdate` puts
them in the language packs, and `modifier_text` shows a modifier through
its template's translation, the entries named inside it (a weapon, a
posture, a range band) by their names in that language. A test keeps the
list equal to the engine's registry. A modifier without a template, or whose
translation does not fit its parameters, reads as its English label.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.battle.modifiers import Modifier, Named
from battlemap.schema import Ruleset
from battlemap.ui.words.named import named_text

#: Every modifier template the engine can produce, in context "Modifier" (sorted).
MODIFIER_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Modifier", "Aim braced"),
    QT_TRANSLATE_NOOP("Modifier", "Aim {turns} turn(s): Acc {acc}"),
    QT_TRANSLATE_NOOP("Modifier", "Aimed"),
    QT_TRANSLATE_NOOP("Modifier", "Aimed with a scope"),
    QT_TRANSLATE_NOOP("Modifier", "All-Out Attack (Determined)"),
    QT_TRANSLATE_NOOP("Modifier", "All-Out Defense: Double Defense"),
    QT_TRANSLATE_NOOP("Modifier", "All-Out Defense: {defence} +2"),
    QT_TRANSLATE_NOOP("Modifier", "Around the armour: Dodge +{dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Attacked from a side hex: defence {change}"),
    QT_TRANSLATE_NOOP("Modifier", "Attacking while prone"),
    QT_TRANSLATE_NOOP("Modifier", "Attacking while {posture}"),
    QT_TRANSLATE_NOOP("Modifier", "Bargaining position (GM)"),
    QT_TRANSLATE_NOOP("Modifier", "Bull rush"),
    QT_TRANSLATE_NOOP("Modifier", "Burst"),
    QT_TRANSLATE_NOOP("Modifier", "Burst, set-up weapon (half)"),
    QT_TRANSLATE_NOOP("Modifier", "Charge"),
    QT_TRANSLATE_NOOP("Modifier", "Damaged {weapon}: AB -{step}"),
    QT_TRANSLATE_NOOP("Modifier", "Dense crowd: Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Dense crowd: Parry {parry}"),
    QT_TRANSLATE_NOOP("Modifier", "Dim light"),
    QT_TRANSLATE_NOOP("Modifier", "Dual overwatch (paired weapons)"),
    QT_TRANSLATE_NOOP("Modifier", "Evaluate {turns} turn(s)"),
    QT_TRANSLATE_NOOP("Modifier", "Feinted: defence -{feint}"),
    QT_TRANSLATE_NOOP("Modifier", "Fighting defensively"),
    QT_TRANSLATE_NOOP("Modifier", "Flying tackle"),
    QT_TRANSLATE_NOOP("Modifier", "Focus"),
    QT_TRANSLATE_NOOP("Modifier", "Focus ignores {cancelled} of penalties"),
    QT_TRANSLATE_NOOP("Modifier", "Focus x{times}"),
    QT_TRANSLATE_NOOP("Modifier", "Grapple (unarmed)"),
    QT_TRANSLATE_NOOP("Modifier", "Grappled (not at the grappler)"),
    QT_TRANSLATE_NOOP("Modifier", "Helped by {helpers}"),
    QT_TRANSLATE_NOOP("Modifier", "Helped by {names}"),
    QT_TRANSLATE_NOOP("Modifier", "Hit chance capped at {cap}%"),
    QT_TRANSLATE_NOOP("Modifier", "Interrogating a prisoner"),
    QT_TRANSLATE_NOOP("Modifier", "Item {item} ({size}): Dodge {dodge:+d}"),
    QT_TRANSLATE_NOOP("Modifier", "Large target"),
    QT_TRANSLATE_NOOP("Modifier", "Loose crowd: Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Move and Attack"),
    QT_TRANSLATE_NOOP("Modifier", "Move and Attack: skill at most {cap}"),
    QT_TRANSLATE_NOOP("Modifier", "Opponent has taken damage or stress"),
    QT_TRANSLATE_NOOP("Modifier", "Overwatch single shot"),
    QT_TRANSLATE_NOOP("Modifier", "Partial cover: Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Point-blank: STR instead of DEX"),
    QT_TRANSLATE_NOOP("Modifier", "Prone (partial concealment): Dodge +{dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Range {band}"),
    QT_TRANSLATE_NOOP("Modifier", "Range {yards:g} yd (row {row:g} yd)"),
    QT_TRANSLATE_NOOP("Modifier", "Rapid Fire: {shots} shots"),
    QT_TRANSLATE_NOOP("Modifier", "Retreat: {defence} +{bonus}"),
    QT_TRANSLATE_NOOP("Modifier", "Rough shot (outside own square, not aimed)"),
    QT_TRANSLATE_NOOP("Modifier", "Shield + cover + posture capped at +{cap}"),
    QT_TRANSLATE_NOOP("Modifier", "Shield: Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Shock: -{shock} (wounded since the last turn)"),
    QT_TRANSLATE_NOOP("Modifier", "Shooting a thrown item"),
    QT_TRANSLATE_NOOP("Modifier", "Shotgun, strafe or burst: AB {bonus}"),
    QT_TRANSLATE_NOOP("Modifier", "Small target"),
    QT_TRANSLATE_NOOP("Modifier", "Sneak Attack (target unaware)"),
    QT_TRANSLATE_NOOP("Modifier", "Sneak attack"),
    QT_TRANSLATE_NOOP("Modifier", "Suppressed: attack -{held}"),
    QT_TRANSLATE_NOOP("Modifier", "Suppression Fire: skill at most {cap}"),
    QT_TRANSLATE_NOOP("Modifier", "Target AC {ac}"),
    QT_TRANSLATE_NOOP("Modifier", "Target SM {sm:+d}"),
    QT_TRANSLATE_NOOP("Modifier", "Target braced: +4"),
    QT_TRANSLATE_NOOP("Modifier", "Target bull-rushed (a charge): Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Target charged: Dodge {dodge}"),
    QT_TRANSLATE_NOOP("Modifier", "Target defending (x{times})"),
    QT_TRANSLATE_NOOP("Modifier", "Target defending: Dodge +{bonus}"),
    QT_TRANSLATE_NOOP("Modifier", "Target defending: Parry +{bonus}"),
    QT_TRANSLATE_NOOP("Modifier", "Target dodging ({ap} AP): AC +{ac}"),
    QT_TRANSLATE_NOOP("Modifier", "Target in partial cover"),
    QT_TRANSLATE_NOOP("Modifier", "Target in the dark"),
    QT_TRANSLATE_NOOP("Modifier", "Target lost its balance: defence -2"),
    QT_TRANSLATE_NOOP("Modifier", "Target prone"),
    QT_TRANSLATE_NOOP("Modifier", "Target stunned: defence -4"),
    QT_TRANSLATE_NOOP("Modifier", "Target unaware or defenceless"),
    QT_TRANSLATE_NOOP("Modifier", "Target unseen"),
    QT_TRANSLATE_NOOP("Modifier", "Target wounded: Dodge {penalty}"),
    QT_TRANSLATE_NOOP("Modifier", "Target wounded: Parry {penalty}"),
    QT_TRANSLATE_NOOP("Modifier", "Target {posture}"),
    QT_TRANSLATE_NOOP("Modifier", "Target {posture}: defence {change}"),
    QT_TRANSLATE_NOOP("Modifier", "Target's shield DB {db}"),
    QT_TRANSLATE_NOOP("Modifier", "The opponent holds you captive"),
    QT_TRANSLATE_NOOP("Modifier", "Three attacks this turn"),
    QT_TRANSLATE_NOOP("Modifier", "Through shield and cover: DR +{dr}"),
    QT_TRANSLATE_NOOP("Modifier", "Throw"),
    QT_TRANSLATE_NOOP("Modifier", "Two attacks this turn"),
    QT_TRANSLATE_NOOP("Modifier", "Two weapons"),
    QT_TRANSLATE_NOOP("Modifier", "Two-handed"),
    QT_TRANSLATE_NOOP("Modifier", "Weapon die steps"),
    QT_TRANSLATE_NOOP("Modifier", "Wounded"),
    QT_TRANSLATE_NOOP("Modifier", "You hold the opponent captive"),
    QT_TRANSLATE_NOOP("Modifier", "{hurt} physical condition(s)"),
)


def modifier_text(modifier: Modifier, ruleset: Ruleset | None = None) -> str:
    """The modifier's words in the interface language (its English label without a template)."""
    if not modifier.template:
        return modifier.label
    values = {k: named_text(v, ruleset) if isinstance(v, Named) else v for k, v in modifier.params}
    try:
        return QCoreApplication.translate("Modifier", modifier.template).format(**values)
    except (KeyError, IndexError, ValueError):  # a translation naming a placeholder it does not have
        return modifier.label


def modifier_row(modifier: Modifier, ruleset: Ruleset | None = None, *, source: bool = False) -> str:
    """One row of a modifier list: "  -2  Target in partial cover", its source in brackets when asked."""
    where = f"  [{modifier.source}]" if source and modifier.source else ""
    return f"{modifier.signed():>4}  {modifier_text(modifier, ruleset)}{where}"
