"""Exact GURPS 4th Edition odds: 3d6 roll-under (RULES.md 1.7).

A success is 3d6 <= effective skill, except that 3 and 4 always succeed and
17 and 18 always fail. An effective skill below 3 cannot be attempted, except
for active defence rolls (where only the automatic 3-4 can save you).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

from battlemap.engine.attacks.distribution import Distribution

MIN_ATTEMPT_SKILL = 3


@lru_cache(maxsize=1)
def dist_3d6() -> Distribution:
    """The distribution of the sum of 3d6 (3..18, in 216ths)."""
    counts: dict[int, int] = {}
    for faces in product(range(1, 7), repeat=3):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
    return Distribution.from_counts(counts)


def _can_roll(skill: int, defence: bool) -> bool:
    return skill >= MIN_ATTEMPT_SKILL or defence


def is_success(roll: int, skill: int) -> bool:
    """Whether a 3d6 `roll` succeeds against `skill` (3-4 always, 17-18 never)."""
    if roll <= 4:
        return True
    if roll >= 17:
        return False
    return roll <= skill


def is_critical_success(roll: int, skill: int) -> bool:
    """3-4 always; 5 at skill 15+; 6 at skill 16+."""
    return roll <= 4 or (roll == 5 and skill >= 15) or (roll == 6 and skill >= 16)


def is_critical_failure(roll: int, skill: int) -> bool:
    """18 always; 17 at skill 15 or less; any roll of skill + 10 or more."""
    return roll == 18 or (roll == 17 and skill <= 15) or roll >= skill + 10


@lru_cache(maxsize=256)
def gurps_success(skill: int, defence: bool = False) -> Fraction:
    """P(3d6 succeeds against effective `skill`).

    Below skill 3 an attack cannot be attempted (0); a defence roll still
    succeeds on the automatic 3-4 (4/216).
    """
    if not _can_roll(skill, defence):
        return Fraction(0)
    return dist_3d6().p(lambda roll: is_success(roll, skill))


@lru_cache(maxsize=256)
def gurps_critical_success(skill: int, defence: bool = False) -> Fraction:
    """P(critical success): 3-4 (4/216), 10/216 at skill 15, 20/216 at 16+."""
    if not _can_roll(skill, defence):
        return Fraction(0)
    return dist_3d6().p(lambda roll: is_critical_success(roll, skill))


@lru_cache(maxsize=256)
def gurps_critical_failure(skill: int, defence: bool = False) -> Fraction:
    """P(critical failure); 0 when the roll cannot be attempted at all."""
    if not _can_roll(skill, defence):
        return Fraction(0)
    return dist_3d6().p(lambda roll: is_critical_failure(roll, skill))


@lru_cache(maxsize=256)
def gurps_margin_distribution(skill: int) -> Distribution:
    """The distribution of the margin, effective skill - 3d6 (>= 0 is "made it by").

    The margin is the raw difference: the automatic results are not folded
    in, so for skill <= 4 or >= 17 ``at_least(0)`` differs from
    `gurps_success`, which is the verdict to show beside the chart.
    """
    return dist_3d6().map(lambda roll: skill - roll)


def gurps_hit(attack_skill: int, defence: int | None) -> Fraction:
    """P(an attack at `attack_skill` hits a target defending at `defence`).

    P(hit) = P(attack succeeds, not critically) x (1 - P(defence succeeds))
             + P(attack is a critical success),
    because a critical hit allows no active defence. `defence=None` means
    the target has no active defence, so P(hit) = P(attack succeeds). The
    defence roll may be made below skill 3 (it then succeeds on 3-4 only).
    """
    attack = gurps_success(attack_skill)
    if defence is None:
        return attack
    critical = gurps_critical_success(attack_skill)
    return (attack - critical) * (1 - gurps_success(defence, defence=True)) + critical
