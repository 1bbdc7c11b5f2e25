"""Fallout d100 homebrew: how many shots a burst Overwatch declares (RULES.md 4.3, Боеготовность).

"For a burst you apply the standard burst rules, spending 1 AP per shot, and
you are limited by the weapon's Burst Limit." The catalogue entry
`overwatch_burst` costs the seed example's 2 AP (Bill's 2-shot burst); its
option `shots` (2 up to the line weapon's `burst_limit`) declares more, each
shot past two costing 1 AP more from this turn. The effect `burst_shots`
stores the count (`overwatch_shots`) and books the extra AP;
`burst_reasons` refuses a count that is not a number, under 2, past the
Burst Limit, or beyond the AP left after the entry's own 2.
"""

from __future__ import annotations

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import EXCEEDED, ApBudget, budget_of, with_spent_entries
from battlemap.engine.systems.fallout_pnp import ammo, overwatch

SHOTS = "shots"
BASE_SHOTS = 2
FIELD = "burst_limit"


def declared_shots(action) -> int | None:
    """The option `shots` (default 2), or None when it is not a whole number."""
    value = action.option(SHOTS)
    if value is None or value == "":
        return BASE_SHOTS
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def burst_limit(state, actor_id: str) -> int:
    """The Burst Limit of the weapon the line fires (1 for a weapon without one)."""
    weapon = overwatch.line_weapon(state.token(actor_id))
    limit = weapon.fields.get(FIELD, 1) if weapon is not None else 1
    return limit if isinstance(limit, int) and not isinstance(limit, bool) else 1


def burst_reasons(state, action) -> list[Reason]:
    """2 shots up to the Burst Limit, and 1 AP for each shot past 2 still in this turn's pool."""
    shots = declared_shots(action)
    if shots is None:
        return [Reason.of("shots_not_a_number", shots=action.option(SHOTS))]
    limit = burst_limit(state, action.actor)
    if shots < BASE_SHOTS or shots > limit:
        return [Reason.of("burst_shots", shots=shots, min=BASE_SHOTS, max=limit)]
    budget = budget_of(state, action.actor)
    extra = shots - BASE_SHOTS
    if isinstance(budget, ApBudget) and extra and BASE_SHOTS + extra > budget.left():
        return [Reason.of(EXCEEDED, kind="ap", need=BASE_SHOTS + extra, left=budget.left())]
    return []


def burst_shots(state, action):
    """Store the declared shots and book 1 AP for each past the entry's 2: (state, events)."""
    shots = declared_shots(action)
    extra = shots - BASE_SHOTS
    state = ammo.with_extras(state, action.actor, {"overwatch_shots": shots})
    if extra:
        key = str(state.ruleset.turn.spent_key)
        state = with_spent_entries(state, action.actor, {key: state.combat.spent_by(action.actor, key) + extra})
    return state, (Event.of("burst_declared", action.actor, action.id, None, shots=shots, extra_ap=extra),)
