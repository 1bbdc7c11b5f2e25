"""d20 mass combat suppression (干扰攻击, RULES.md 3.8): -1 attack per hit, capped per unit.

A hit that could hurt the target (the weapon's maximum damage plus modifiers
above the target's Toughness) gives it -1 attack [S]; a weapon's field
`suppression` adds to that (strafe and burst count 2, a volley's AB +2 one
more); an attacker with the stat `covering_fire` adds 1 [S]. Penalties from
several attacks and units stack, but one unit imposes at most -2 per round on
a target (-3 with covering fire) [S]. A weapon's `ab_bonus` (shotgun,
twin-linked, high rate of fire: the AB it gains) adds -1 per +2 [S], except
in the target's own square, where that AB bonus does not apply [S].

Storage: the target's tactical extras `suppression.<round>.<attacker>` hold
each unit's penalty by the round it was inflicted, so the per-unit cap is per
round and undo and save carry it. How long it lasts is the option
`suppression_rounds` [A]: "-1 for one round" is read as the round it is
inflicted and the next (default 2 rounds counted that way), so the target
suffers it on its next turn whether it acts before or after the attacker.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import option

PREFIX = "suppression."
CAP = 2
COVERING_FIRE_CAP = 3
COVERING_FIRE_STAT = "covering_fire"
LASTS_ROUNDS = 2


def _entries(token):
    """(round, attacker, penalty) of every suppression stored on `token`."""
    for key, value in token.tactical.extra.items():
        if not key.startswith(PREFIX) or isinstance(value, bool) or not isinstance(value, int):
            continue
        round_text, _, attacker = key[len(PREFIX):].partition(".")
        if round_text.isdigit():
            yield int(round_text), attacker, value


def penalty(state, token) -> int:
    """The attack penalty (a positive number) suppression puts on `token` now."""
    lasts = option(state.options, "suppression_rounds", LASTS_ROUNDS)
    now = state.combat.round
    return sum(p for r, _, p in _entries(token) if now - lasts < r <= now)


def hit_penalty(attacker, weapon, *, same_square: bool = False) -> int:
    """What one hit of `weapon` suppresses: 1, + the weapon's `suppression`, + 1 per AB +2 of its
    `ab_bonus` (none in the target's own square, where that bonus does not apply), + covering fire."""
    extra = _whole(weapon.fields.get("suppression", 0)) if weapon is not None else 0
    bonus = _whole(weapon.fields.get("ab_bonus", 0)) if weapon is not None and not same_square else 0
    return 1 + extra + max(0, bonus) // 2 + (1 if covering_fire(attacker) else 0)


def _whole(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def unit_cap(attacker) -> int:
    """The most one unit imposes on a target in a round: 2, or 3 with covering fire."""
    return COVERING_FIRE_CAP if covering_fire(attacker) else CAP


def covering_fire(token) -> bool:
    """The unit has the Covering Fire talent (stat `covering_fire`: true or a positive number)."""
    value = token.stats.get(COVERING_FIRE_STAT)
    return value is True or (isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0)


def suppressed(state, attacker, target, amount: int):
    """`target` with `amount` more suppression from `attacker` this round, capped; and the added part."""
    now = state.combat.round
    key = f"{PREFIX}{now}.{attacker.id}"
    old = target.tactical.extra.get(key, 0)
    old = old if isinstance(old, int) and not isinstance(old, bool) else 0
    new = min(unit_cap(attacker), old + amount)
    lasts = option(state.options, "suppression_rounds", LASTS_ROUNDS)
    extra = {k: v for k, v in target.tactical.extra.items() if not _expired(k, now, lasts)}
    extra[key] = new
    tactical = replace(target.tactical, extra=MappingProxyType(extra))
    return replace(target, tactical=tactical), new - old


def without_expired(state, token):
    """`token` without suppression older than `suppression_rounds` (the same token when none is)."""
    lasts = option(state.options, "suppression_rounds", LASTS_ROUNDS)
    now = state.combat.round
    extra = token.tactical.extra
    if not any(_expired(k, now, lasts) for k in extra):
        return token
    kept = {k: v for k, v in extra.items() if not _expired(k, now, lasts)}
    return replace(token, tactical=replace(token.tactical, extra=MappingProxyType(kept)))


def _expired(key: str, now: int, lasts: int) -> bool:
    if not key.startswith(PREFIX):
        return False
    round_text = key[len(PREFIX):].partition(".")[0]
    return round_text.isdigit() and int(round_text) <= now - lasts
