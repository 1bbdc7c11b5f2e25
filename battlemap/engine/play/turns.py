"""Turns and rounds: what refreshes and what expires as they begin and end.

The shared part is the budget: as a token's turn begins its turn-scoped
spending clears (an AP debt becomes this turn's spending), as a round begins
everything clears but AP debts. What else a system ends or starts with a
turn or round (stances lasting "until your next turn", a Wait never fired, a
stun recovery roll, mines arming) is its contract's
`start_turn(state, token_id)`, `end_turn(state, token_id)` and
`start_round(state)` hooks, called after the shared part; each returns the state,
or the state and its events. They must not refresh the budget again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.budgets import spent_at_round_start, spent_at_turn_start

Result = tuple[BattleState, tuple[Event, ...]]


def begin_turn(state: BattleState, token_id: str) -> Result:
    """`token_id` becomes the active token with a fresh turn budget."""
    combat = replace(state.combat, active=token_id, spent=spent_at_turn_start(state, token_id))
    state = replace(state, combat=combat)
    return _system_step(state, state.system.start_turn, token_id)


def end_turn(state: BattleState, token_id: str) -> Result:
    """What ends with `token_id`'s turn (the system's part only: budgets refresh at the next start)."""
    return _system_step(state, state.system.end_turn, token_id)


def begin_round(state: BattleState) -> Result:
    """A new round: its number, budgets cleared but AP debts, the system's round
    start (turn order by its rule), then the first token's turn."""
    combat = replace(state.combat, round=state.combat.round + 1, active=None,
                     spent=spent_at_round_start(state))
    state = replace(state, combat=combat)
    state, events = _system_step(state, state.system.start_round)
    first = next((t for t in state.combat.order if state.has_token(t)), None)
    if first is None:
        return state, events
    state, more = begin_turn(state, first)
    return state, (*events, *more)


def _system_step(state: BattleState, step: Callable | None, *args: str) -> Result:
    if step is None:
        return state, ()
    result = step(state, *args)
    if isinstance(result, tuple):
        return result[0], tuple(result[1])
    return result, ()
