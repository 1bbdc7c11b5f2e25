"""Play one action: pay its cost, count its limits, apply its effects in order.

`apply(state, action)` is pure: it returns an `Outcome` (the new state and
the events) and leaves `state` untouched, so undo is the state before. An
illegal action raises `IllegalAction` carrying every reason `check` found.
The cost and the limits used go to `combat.spent` (saved, undone with the
state); a maneuver budget also records the chosen maneuver in the token's
tactical extras (`maneuver`), because it fixes movement and defences until
the token's next turn; attacks advance the state's dice.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import ACTION, Event, Outcome
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.budgets import (
    LIMIT_ROUND, LIMIT_TURN, ManeuverBudget, budget_of, label, pay, with_budget, with_spent_entries,
)
from battlemap.engine.play.effects import apply_effect, with_token
from battlemap.engine.play.legality import check, cost_for

#: The tactical extra where a maneuver budget records the maneuver taken.
MANEUVER_KEY = "maneuver"


class IllegalAction(ValueError):
    """An action `check` refused; `reasons` lists every problem."""

    def __init__(self, action: Action, reasons: tuple[Reason, ...]) -> None:
        super().__init__(f"illegal action {action.id!r} by {action.actor!r}: " + ", ".join(map(str, reasons)))
        self.action = action
        self.reasons = reasons


def apply(state: BattleState, action: Action) -> Outcome:
    """The outcome of a legal `action` (IllegalAction otherwise)."""
    reasons = check(state, action)
    if reasons:
        raise IllegalAction(action, reasons)
    definition = state.ruleset.actions[action.id]
    actor = state.token(action.actor)
    cost = cost_for(state, actor, definition, action)
    budget = pay(budget_of(state, actor.id), cost)
    after = with_budget(state, actor.id, budget)
    after = _count_limits(after, action, definition)
    if isinstance(budget, ManeuverBudget) and cost.maneuver:
        after = _record_maneuver(after, actor.id, action.id)
    events = [Event.of(ACTION, actor.id, action.id, action.target, cost=label(cost), group=definition.group)]
    for effect in definition.effects:
        after, more = apply_effect(after, action, effect)
        events.extend(more)
    return Outcome(after, tuple(events))


def _count_limits(state: BattleState, action: Action, definition) -> BattleState:
    entries = {}
    if definition.limits.per_turn is not None:
        entries[LIMIT_TURN + action.id] = state.combat.spent_by(action.actor, LIMIT_TURN + action.id) + 1
    if definition.limits.per_round is not None:
        entries[LIMIT_ROUND + action.id] = state.combat.spent_by(action.actor, LIMIT_ROUND + action.id) + 1
    return with_spent_entries(state, action.actor, entries) if entries else state


def _record_maneuver(state: BattleState, token_id: str, action_id: str) -> BattleState:
    token = state.token(token_id)
    extra = {**token.tactical.extra, MANEUVER_KEY: action_id}
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    return with_token(state, replace(token, tactical=tactical))
