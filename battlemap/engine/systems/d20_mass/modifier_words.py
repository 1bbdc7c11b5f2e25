"""The words of d20 mass combat's modifiers: English templates, registered for translation.

Each template fills a modifier's `label` (`Modifier.worded`); the UI shows the
same template in the interface language (`ui/words/modifiers.py`).
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import wording

#: Attack actions with a modifier of their own: action -> words.
ACTIONS = {
    "charge": wording("Charge"),
    "fight_defensively": wording("Fighting defensively"),
    "bull_rush": wording("Bull rush"),
    "grapple": wording("Grapple (unarmed)"),
    "double_attack": wording("Two attacks this turn"),
    "triple_attack": wording("Three attacks this turn"),
}
ROUGH_SHOT = wording("Rough shot (outside own square, not aimed)")
TWO_WEAPONS = wording("Two weapons")
WEAPON_AB_BONUS = wording("Shotgun, strafe or burst: AB {bonus}")
POINT_BLANK_STR = wording("Point-blank: STR instead of DEX")
SUPPRESSED = wording("Suppressed: attack -{held}")
GRAPPLED = wording("Grappled (not at the grappler)")
WOUNDED = wording("Wounded")
THROUGH_COVER = wording("Through shield and cover: DR +{dr}")
SHIELD = wording("Shield: Dodge {dodge}")
PARTIAL_COVER = wording("Partial cover: Dodge {dodge}")
PRONE = wording("Prone (partial concealment): Dodge +{dodge}")
DEFENCE_CAP = wording("Shield + cover + posture capped at +{cap}")
AROUND_ARMOUR = wording("Around the armour: Dodge +{dodge}")
#: The target's stance, by the defence it helps.
DEFENDING = {"dodge": wording("Target defending: Dodge +{bonus}"),
             "parry": wording("Target defending: Parry +{bonus}")}
CHARGED = wording("Target charged: Dodge {dodge}")
BULL_RUSHED = wording("Target bull-rushed (a charge): Dodge {dodge}")
TARGET_WOUNDED = {"dodge": wording("Target wounded: Dodge {penalty}"),
                  "parry": wording("Target wounded: Parry {penalty}")}
GRAPPLE_THROW = wording("Throw")
BRACED = wording("Target braced: +4")
DIE_STEPS = wording("Weapon die steps")
TWO_HANDED = wording("Two-handed")
ITEM_SIZE = wording("Item {item} ({size}): Dodge {dodge:+d}")
DAMAGED_WEAPON = wording("Damaged {weapon}: AB -{step}")
