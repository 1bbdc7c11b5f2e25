"""The words of GURPS's modifiers: English templates, registered for translation.

Each template fills a modifier's `label` (`Modifier.worded`); the UI shows the
same template in the interface language (`ui/words/modifiers.py`). Postures
and defences inside a label are `Named`, so the UI names them in its language.
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Named, wording

MOVE_AND_ATTACK_CAP = wording("Move and Attack: skill at most {cap}")
RANGE = wording("Range {yards:g} yd (row {row:g} yd)")
TARGET_POSTURE = wording("Target {posture}")
PARTIAL_COVER = wording("Target in partial cover")
ATTACKER_POSTURE = wording("Attacking while {posture}")
SIZE = wording("Target SM {sm:+d}")
AIM = wording("Aim {turns} turn(s): Acc {acc}")
AIM_BRACED = wording("Aim braced")
EVALUATE = wording("Evaluate {turns} turn(s)")
SHOCK = wording("Shock: -{shock} (wounded since the last turn)")
ALL_OUT_ATTACK = wording("All-Out Attack (Determined)")
MOVE_AND_ATTACK = wording("Move and Attack")
SIDE_HEX = wording("Attacked from a side hex: defence {change}")
SHIELD_DB = wording("Target's shield DB {db}")
DEFENCE_POSTURE = wording("Target {posture}: defence {change}")
LOST_BALANCE = wording("Target lost its balance: defence -2")
STUNNED = wording("Target stunned: defence -4")
FEINTED = wording("Feinted: defence -{feint}")
ALL_OUT_DEFENCE = wording("All-Out Defense: {defence} +2")
DOUBLE_DEFENCE = wording("All-Out Defense: Double Defense")
RETREAT = wording("Retreat: {defence} +{bonus}")
SUPPRESSION_CAP = wording("Suppression Fire: skill at most {cap}")
RAPID_FIRE = wording("Rapid Fire: {shots} shots")


def posture(posture_id: str) -> Named:
    """A posture inside a label: the ruleset's entry, its id in English (as the labels read)."""
    return Named("postures", posture_id, posture_id)


def defence(name: str) -> Named:
    """An active defence ("Parry", "Block", "Dodge") inside a label."""
    return Named("defences", name, name)
