"""The words of Year Zero's modifiers: English templates, registered for translation.

Each template fills a modifier's `label` (`Modifier.worded`); the UI shows the
same template in the interface language (`ui/words/modifiers.py`). The range
band inside a label is `Named` (table ``bands``), so the UI names it in its language.
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Named, wording

CONDITIONS = wording("{hurt} physical condition(s)")
RANGE_BAND = wording("Range {band}")
AIMED = wording("Aimed")
AIMED_SCOPE = wording("Aimed with a scope")
#: Target sizes with a modifier, by size id.
TARGET_SIZE = {"large": wording("Large target"), "small": wording("Small target")}
UNSEEN = wording("Target unseen")
DARK = wording("Target in the dark")
DIM = wording("Dim light")
ATTACKER_PRONE = wording("Attacking while prone")
TARGET_PRONE = wording("Target prone")
DEFENCELESS = wording("Target unaware or defenceless")
SNEAK_ATTACK = wording("Sneak attack")
FLYING_TACKLE = wording("Flying tackle")
HELPED = wording("Helped by {helpers}")
OPPONENT_HURT = wording("Opponent has taken damage or stress")
YOU_HOLD_THEM = wording("You hold the opponent captive")
THEY_HOLD_YOU = wording("The opponent holds you captive")
INTERROGATION = wording("Interrogating a prisoner")
POSITION = wording("Bargaining position (GM)")


def band(band_id: str) -> Named:
    """A range band inside a label, its id in English (as the labels read)."""
    return Named("bands", band_id, band_id)
