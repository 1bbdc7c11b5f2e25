"""Turn order: next turn and next round, as the engine's turn lifecycle says.

The order is `combat.order` (ids no longer on the map are skipped); a battle
without one takes turns in token order. Ending a turn and beginning the next
go through engine/turns: the budget refreshes (an AP debt becomes the new
turn's spending), and the system ends what lasts "until your next turn"
(total defence, a Wait never fired, a Defend) and starts what a turn or round
starts (a climber's check, mines arming, РК order). Undo restores the previous
turn and every budget as it was, because the command keeps the state before.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.action_commands import event_entries
from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_token_replaced
from battlemap.document.log import TURN, LogEntry, Part, part, phrase
from battlemap.document.victory_lines import outcome_line
from battlemap.engine.battle.state import BattleState
from battlemap.engine.objectives.tally import round_ended
from battlemap.engine.play.turns import begin_round, begin_turn, end_turn
from battlemap.schema.scenario import MAX_ROUND

#: What the Edit menu calls these steps (translated there).
_NEXT_TITLE = phrase("Next turn ({name})")
_ROUND_TITLE = phrase("Round {round}")
_ORDER_TITLE = phrase("Reorder Turns")


def turn_order(state: BattleState) -> tuple[str, ...]:
    """Ids in turn order: `combat.order` of tokens still on the map, else every token."""
    order = tuple(i for i in state.combat.order if state.has_token(i))
    return order or tuple(t.id for t in state.tokens)


_TURN_BEGINS = phrase("{who}: turn begins")
#: The events a system plays when it logs a turn's or a round's start itself (systems/fallout_pnp/turns.py).
TURN_STARTED, ROUND_STARTED = "turn_started", "round_started"
_ROUND_BEGINS = phrase("Round {round} begins: {who} acts")
_ORDER = phrase("Turn order: {names}")
_NOBODY = phrase("nobody")


_OVER = phrase("The battle is over: {result}; play goes on by hand")


def _over(state: BattleState) -> tuple[LogEntry, ...]:
    """After the battle was decided, each turn says so again: the GM may play on, the result stands."""
    if state.combat.outcome is None:
        return ()
    line = part(_OVER, result=outcome_line(state, state.combat.outcome))
    return (LogEntry.phrased(TURN, line, (), state.combat.round),)


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
    after, ended = end_turn(state, active) if active in order else (state, ())
    after, began = begin_turn(after, following)
    after = _starting(after, following)
    name = state.token(following).name
    # Each turn start is logged once: a system that says so itself (Fallout, with the AP it
    # carries over) keeps its line, the plain one is for the others.
    says_so = any(e.kind == TURN_STARTED and e.actor == following for e in began)
    begins = () if says_so else (LogEntry.phrased(TURN, part(_TURN_BEGINS, who=name), (), state.combat.round),)
    entries = (*_over(state), *event_entries(state, ended), *begins, *event_entries(after, began))
    return Command(part(_NEXT_TITLE, name=name), state, after, entries, events=(*ended, *began))


def next_round_command(state: BattleState) -> Command | Rejected:
    """A new round: budgets refresh, the system orders the round, the first in order acts.

    Refused in the last round a file holds: the battle could not be saved past it.
    """
    order = turn_order(state)
    if not order:
        return Rejected.of("no_tokens")
    if state.combat.round >= MAX_ROUND:
        return Rejected.of("last_round", round=state.combat.round)
    active = state.combat.active
    after, ended = end_turn(state, active) if active in order else (state, ())
    after = round_ended(after)  # the round ends here: zone objectives count it
    if not after.combat.order:
        after = replace(after, combat=replace(after.combat, order=order))
    after, began = begin_round(after)
    for token in after.tokens:
        after = _starting(after, token.id)
    number = after.combat.round
    first = after.combat.active
    name = after.token(first).name if first and after.has_token(first) else Part(_NOBODY)
    line = part(_ROUND_BEGINS, round=number, who=name)
    # The round's line names who acts: a plain turn start of that token would say it twice.
    told = tuple(e for e in began if not (e.kind == TURN_STARTED and e.actor == first and not e.param("ap_owed")))
    # A system that announces the round itself (Fallout: who acts first) keeps its own line.
    says_so = any(e.kind == ROUND_STARTED for e in began)
    opening = () if says_so else (LogEntry.phrased(TURN, line, (), number),)
    return Command(part(_ROUND_TITLE, round=number), state, after,
                   (*_over(state), *event_entries(state, ended), *opening, *event_entries(after, told)),
                   events=(*ended, *began))


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
    return Command(Part(_ORDER_TITLE), state, after,
                   (LogEntry.phrased(TURN, part(_ORDER, names=names), (), state.combat.round),))
