"""GURPS health: HP and FP as bars (RULES.md 1.9).

HP is the `hp` stat (else ST) less the injury the token carries; it may go
below 0. FP is the `fp` stat (else HT) less the fatigue kept in the tactical
extra `fatigue`, which the GM sets by hand (the engine spends no FP yet).
Words: `reeling` under 1/3 HP, `collapsing` under 1/3 FP (B426), and
whether it is down (stunned, unconscious, dead).
"""

from __future__ import annotations

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.battle.health import BAR, Health, Meter
from battlemap.engine.systems.gurps4e.damage import hit_points, injury_of, reeling

FATIGUE = "fatigue"
#: Conditions that say how the fighter stands, worst last.
_STATES = ("stunned", "unconscious", "dead")


def fatigue_points(token) -> int:
    """The token's FP (stat `fp`, else HT, else 10)."""
    return int_stat(token, "fp", int_stat(token, "ht", 10))


def health(state, token) -> Health:
    hp, fp = hit_points(token), fatigue_points(token)
    fp_left = fp - extra_count(token, FATIGUE)
    words = []
    if reeling(token):
        words.append("reeling")
    if fp_left * 3 < fp:
        words.append("collapsing")
    words.extend(c for c in _STATES if c in token.conditions)
    meters = (Meter("hp", BAR, hp - injury_of(token), hp), Meter("fp", BAR, fp_left, fp))
    return Health(meters, tuple(words))
