"""d20 mass combat's health: the condition track, no hit points (RULES.md 3.3).

A unit is unhurt, `wounded` (a light wound) or `disabled`; the track shows
which step it stands on (damage.condition_level), and the word of that step.
"""

from __future__ import annotations

from battlemap.engine.battle.health import TRACK, Health, Meter
from battlemap.engine.systems.d20_mass.damage import DISABLED, WOUNDED, condition_level

#: The steps below unhurt, in order.
STEPS = (WOUNDED, DISABLED)


def health(state, token) -> Health:
    level = condition_level(token)
    words = (STEPS[level - 1],) if level else ()
    return Health((Meter("condition", TRACK, level, len(STEPS)),), words)
