"""Encumbrance (B17 [X]) and the Dodge it lowers (RULES.md 1.7: Dodge = floor(Basic Speed) + 3).

The level is the token's `encumbrance` stat (0 None, 1 Light, 2 Medium,
3 Heavy, 4 Extra-Heavy) when it sets one, else it follows the weight it
carries (stat `load_lb`) against its Basic Lift (ST x ST / 5,
`systems/gurps4e/lift.basic_lift`): up to 1 x BL None, 2 x Light, 3 x
Medium, 6 x Heavy, more Extra-Heavy; neither stat: None.

Each level takes 1 off Dodge and a fifth of Basic Move off Move (Move x 1,
0.8, 0.6, 0.4, 0.2, fractions dropped, at least 1 yd). A token's own `dodge`
stat is its Dodge as its sheet gives it, encumbrance included: it is used as
it is (reading, rulesets/README.md).
"""

from __future__ import annotations

import math

from battlemap.engine.attacks.models import int_stat, stat
from battlemap.engine.systems.gurps4e.lift import basic_lift

LEVELS = ("none", "light", "medium", "heavy", "extra_heavy")
#: The most each level carries, in Basic Lifts (Extra-Heavy: anything more).
LOAD_LIMITS = (1, 2, 3, 6)
ENCUMBRANCE, LOAD = "encumbrance", "load_lb"


def level_for_load(load: float, bl: float) -> int:
    """B17: the encumbrance level of carrying `load` lb with Basic Lift `bl`."""
    return next((level for level, most in enumerate(LOAD_LIMITS) if load <= most * bl + 1e-9), len(LOAD_LIMITS))


def encumbrance_level(token) -> int:
    """The token's level, 0-4: its `encumbrance` stat, else its `load_lb` against its Basic Lift, else 0."""
    if ENCUMBRANCE in token.stats:
        return max(0, min(len(LEVELS) - 1, int_stat(token, ENCUMBRANCE, 0)))
    if LOAD in token.stats:
        return level_for_load(float(stat(token, LOAD, 0)), basic_lift(int_stat(token, "st", 10)))
    return 0


def dodge(token) -> int:
    """The `dodge` stat when the token sets it, else floor(Basic Speed) + 3 - the encumbrance level."""
    if "dodge" in token.stats:
        return int_stat(token, "dodge", 0)
    return math.floor(stat(token, "basic_speed", 5)) + 3 - encumbrance_level(token)


def encumbered_move(basic_move: float, level: int) -> float:
    """B17: Move = Basic Move x (5 - level) / 5, fractions dropped, at least 1 (0 stays 0)."""
    if basic_move <= 0 or level <= 0:
        return basic_move
    return float(max(1, math.floor(basic_move * (5 - level) / 5 + 1e-9)))
