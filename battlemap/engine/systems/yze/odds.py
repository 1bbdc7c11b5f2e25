"""Exact Year Zero Engine odds: pools of d6 where every 6 is a success
(RULES.md 2.4 and 2.7).

A pool is attribute + skill + gear dice; a roll needs at least one 6.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

from battlemap.engine.attacks.distribution import Distribution

SIX = Fraction(1, 6)
# A pushed die that can be rerolled: it shows 6 (1/6) or, if it showed 2-5
# (4/6), is rerolled for another 1/6 chance. A 1 (a bane) stays locked.
_MISS_LOCKED = 1 - (SIX + Fraction(4, 6) * SIX)  # 13/18
# If ones may be rerolled too, every non-six (5/6) gets the second chance.
_MISS_FREE = 1 - (SIX + Fraction(5, 6) * SIX)  # 25/36


@lru_cache(maxsize=64)
def pool_success_distribution(n: int) -> Distribution:
    """The number of sixes on `n` d6: Binomial(n, 1/6); no dice gives 0 surely."""
    if n <= 0:
        return Distribution.certain(0)
    return Distribution.from_mapping(
        {k: comb(n, k) * SIX**k * (1 - SIX) ** (n - k) for k in range(n + 1)}
    )


def pool_success(n: int) -> Fraction:
    """P(at least one six on `n` d6) = 1 - (5/6)^n; no dice, no chance."""
    if n <= 0:
        return Fraction(0)
    return 1 - (1 - SIX) ** n


@lru_cache(maxsize=256)
def opposed_pool(attack_dice: int, parry_dice: int) -> Fraction:
    """P(attack sixes - parry sixes >= 1): each parry six cancels one attack six,
    extra parry sixes do nothing. 4 against 2 is 9253/23328."""
    net = pool_success_distribution(attack_dice) - pool_success_distribution(parry_dice)
    return net.at_least(1)


def pool_push_success(base_dice: int, locked_on_ones: bool = True, *, free_dice: int = 0) -> Fraction:
    """P(at least one six when the roll is always pushed after a failure).

    Pushing rerolls every die not showing a six. With `locked_on_ones`, a base
    die showing 1 (a bane) cannot be rerolled, so each die misses with
    probability 13/18 and P = 1 - (13/18)^N (N = 5: 80.35%); otherwise ones
    are rerolled too and P = 1 - (25/36)^N. `free_dice` are extra dice whose
    ones never lock, whatever `locked_on_ones` says: RULES.md 2.9's reading
    where banes lock on attribute and gear dice but not on skill dice.
    """
    base = max(0, base_dice)
    free = max(0, free_dice)
    miss_base = _MISS_LOCKED if locked_on_ones else _MISS_FREE
    return 1 - miss_base**base * _MISS_FREE**free


def apply_pool_modifier(attribute: int, skill: int, gear: int, modifier: int) -> tuple[int, int, int]:
    """Apply a dice modifier to a pool, returning (attribute, skill, gear).

    A negative modifier removes skill dice first, then gear dice, then
    attribute dice, never below zero (an empty pool has no chance). A
    positive modifier adds to the skill dice (so, under RULES.md 2.9's
    recommended reading, their ones do not lock on a push).
    """
    if min(attribute, skill, gear) < 0:
        raise ValueError(f"dice counts cannot be negative: {(attribute, skill, gear)}")
    if modifier >= 0:
        return attribute, skill + modifier, gear
    remove = -modifier
    taken_skill = min(skill, remove)
    remove -= taken_skill
    taken_gear = min(gear, remove)
    remove -= taken_gear
    taken_attribute = min(attribute, remove)
    return attribute - taken_attribute, skill - taken_skill, gear - taken_gear


def ammo_dice_allowed(rof: int, rounds_loaded: int) -> int:
    """The most ammo dice a shot may add: min(RoF, rounds loaded - 1), never < 0.
    With one round left, none: that round is the shot itself."""
    return max(0, min(rof, rounds_loaded - 1))
