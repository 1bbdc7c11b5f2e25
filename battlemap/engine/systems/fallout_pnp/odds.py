"""Exact d100 roll-under odds for the Fallout AP homebrew (RULES.md 4.5).

The seed gives only modifiers; the engine follows the PnP convention: hit if
d100 <= hit chance. The displayed chance is clamped to 0..100, and a ruleset
may cap it lower (PnP: 95).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from battlemap.engine.attacks.distribution import Distribution

D100_SIDES = 100


def _clamp(chance: int, cap: int | None) -> int:
    ceiling = D100_SIDES if cap is None else max(0, min(cap, D100_SIDES))
    return max(0, min(chance, ceiling))


def d100_at_most(chance: int, cap: int | None = None) -> Fraction:
    """P(d100 <= chance) = clamp(chance, 0, cap or 100) / 100."""
    return Fraction(_clamp(chance, cap), D100_SIDES)


def d100_margin_distribution(chance: int, cap: int | None = None) -> Distribution:
    """The distribution of (clamped chance) - d100; a hit is a margin >= 0."""
    return _margins(_clamp(chance, cap))


@lru_cache(maxsize=256)
def _margins(effective: int) -> Distribution:
    # Built once per chance: a hundred Fractions checked to sum to 1 cost ~7 ms, and the
    # computer asks for the same few chances hundreds of times a turn.
    return Distribution.uniform(effective - face for face in range(1, D100_SIDES + 1))
