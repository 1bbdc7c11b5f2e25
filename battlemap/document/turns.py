"""Turn order: next turn and next round, with budgets refreshing.

The order is `combat.order` (ids no longer on the map are skipped); a battle
without one takes turns in token order. When a token's turn begins, what it
spent (movement, actions, reactions) is cleared and its retreat flag drops;
a new round clears every budget. Undo restores the previous turn and every
budget as it was, because the command keeps the whole state before.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import cleared_spent, with_token_replaced
from battlemap.document.log import TURN, LogEntry
from battlemap.engine.state import BattleState


def turn_order(state: BattleState) -> tuple[str, ...]:
    """Ids in turn order: `combat.order` of tokens still on the map, else every token."""
    order = tuple(i for i in state.combat.order if state.has_token(i))
    return order or tuple(t.id for t in state.tokens)


def next_turn_command(state: BattleState) -> Command | Rejected:
    """The next token in order acts; past the last one, a new round begins."""
    order = turn_order(state)
    if not order:
        return Rejected.of("no_tokens")
    active = state.combat.active
    if active in order:
        position = order.index(active) + 1
        if position >= len(order):
            return next_round_command(state)
    else:
        position = 0
    following = order[position]
    spent = cleared_spent(state.combat.spent, (following,))
    after = _starting(replace(state, combat=replace(state.combat, active=following, spent=spent)),
                      following)
    name = state.token(following).name
    text = f"{name}: turn begins"
    return Command(f"Next turn ({name})", state, after,
                   (LogEntry(TURN, text, (), state.combat.round),))


def next_round_command(state: BattleState) -> Command | Rejected:
    """A new round: the first token in order acts, every budget refreshes."""
    order = turn_order(state)
    if not order:
        return Rejected.of("no_tokens")
    number = state.combat.round + 1
    first = order[0]
    combat = replace(state.combat, round=number, active=first, spent=cleared_spent({}))
    after = replace(state, combat=combat)
    for token in state.tokens:
        after = _starting(after, token.id)
    name = state.token(first).name
    text = f"Round {number} begins: {name} acts"
    return Command(f"Round {number}", state, after, (LogEntry(TURN, text, (), number),))


def _starting(state: BattleState, token_id: str) -> BattleState:
    """`token_id` at the start of its turn: a retreat taken last turn is over."""
    token = state.token(token_id)
    if not token.tactical.retreat:
        return state
    tactical = replace(token.tactical, retreat=False)
    return with_token_replaced(state, replace(token, tactical=tactical))


def set_order_command(state: BattleState, order) -> Command | Rejected:
    """The GM's turn order: the same tokens as now, rearranged (the active token keeps its turn)."""
    wanted = tuple(order)
    current = turn_order(state)
    if sorted(wanted) != sorted(current):
        return Rejected.of("order_mismatch", expected=tuple(sorted(current)), got=wanted)
    if wanted == current and state.combat.order:
        return Rejected.of("no_change")
    names = ", ".join(state.token(i).name for i in wanted)
    after = replace(state, combat=replace(state.combat, order=wanted))
    return Command("Reorder Turns", state, after,
                   (LogEntry(TURN, f"Turn order: {names}", (), state.combat.round),))
