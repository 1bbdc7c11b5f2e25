"""Exact d20 odds for the mass-combat house rules (RULES.md 3.4).

One uniform d20 against a threshold. The attack must *exceed* defence + 10
(a tie misses) and a natural 20 is not an automatic hit; a volley is dodged
on d20 + Dodge >= AB + 12 (a tie favours the dodger).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from battlemap.engine.attacks.distribution import Distribution

D20 = range(1, 21)
PASSIVE_DEFENCE_ROLL = 10
VOLLEY_DODGE_TARGET = 12


def d20_beats(bonus: int, target: int, strict: bool = True) -> Fraction:
    """P(d20 + bonus > target), or >= target when `strict` is False."""
    if strict:
        hits = sum(1 for face in D20 if face + bonus > target)
    else:
        hits = sum(1 for face in D20 if face + bonus >= target)
    return Fraction(hits, 20)


def d20_attack(ab: int, defence: int) -> Fraction:
    """P(d20 + AB > defence + 10): the simplified rule, tie misses, no auto-hit on 20."""
    return d20_beats(ab, defence + PASSIVE_DEFENCE_ROLL)


@lru_cache(maxsize=256)
def d20_opposed(attacker_bonus: int, defender_bonus: int, strict: bool = True) -> Fraction:
    """P(attacker's d20 + bonus beats the defender's d20 + bonus).

    `strict` (the attack rule and the melee-entry initiative contest): the
    attacker must be strictly higher; equal bonuses give 19/40 = 47.5%.
    `strict=False` (the grapple check): a tie goes to the attacker.
    """
    # Average, over the defender's 20 equally likely faces, of the chance to beat it.
    total = sum((d20_beats(attacker_bonus, defender_bonus + face, strict) for face in D20), Fraction(0))
    return total / 20


def d20_volley_dodged(dodge: int, ab: int) -> Fraction:
    """P(the target dodges one volley): d20 + Dodge >= attacker's AB + 12."""
    return d20_beats(dodge, ab + VOLLEY_DODGE_TARGET, strict=False)


@lru_cache(maxsize=256)
def d20_margin_distribution(bonus: int, target: int) -> Distribution:
    """The distribution of d20 + bonus - target (uniform over 20 values).

    For the strict attack rule a hit is a margin >= 1; for >= checks, >= 0.
    """
    return Distribution.uniform(face + bonus - target for face in D20)
