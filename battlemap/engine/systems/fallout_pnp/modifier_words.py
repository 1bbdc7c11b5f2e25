"""The words of Fallout PnP's modifiers: English templates, registered for translation.

Each template fills a modifier's `label` (`Modifier.worded`); the UI shows the
same template in the interface language (`ui/words/modifiers.py`).
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import wording

OVERWATCH = wording("Overwatch single shot")
THROWN_ITEM = wording("Shooting a thrown item")
FOCUS = wording("Focus")
BURST = wording("Burst")
BURST_SET_UP = wording("Burst, set-up weapon (half)")
HIT_CAP = wording("Hit chance capped at {cap}%")
TARGET_AC = wording("Target AC {ac}")
TARGET_DODGE = wording("Target dodging ({ap} AP): AC +{ac}")
DEFENDING = wording("Target defending (x{times})")
PARTIAL_COVER = wording("Target in partial cover")
DUAL = wording("Dual overwatch (paired weapons)")
SNEAK_ATTACK = wording("Sneak Attack (target unaware)")
HELPED = wording("Helped by {names}")
FOCUS_TIMES = wording("Focus x{times}")
FOCUS_IGNORE = wording("Focus ignores {cancelled} of penalties")
