"""The GM's hand on the battle: moves that ask no rules, as one undoable, logged step each.

A GM move puts a token on any cell it may stand on (on the map, not in a
wall, not in a full cell: what a battle file can hold), whoever's turn it is,
with no budget spent, no path walked and no reaction provoked. The GM also
sets or clears a condition by hand, and refreshes what a token spent this
turn (a ruling, a mistake undone). The log says each was the GM's.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import cleared_spent, with_combat, with_token_replaced
from battlemap.document.log import TOKEN, LogEntry, Named, cell_label, condition_named, part, phrase, verbatim
from battlemap.document.token_commands import placement_problems
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell

GM_MOVE = phrase("GM move: {name} to {cell}")

#: What the Edit menu calls these steps (translated there).
_GM_MOVE_TITLE = phrase("GM Move {name}")
_SET_TITLE = phrase("Set {condition} ({name})")
_CLEAR_TITLE = phrase("Clear {condition} ({name})")
_REFRESH_TITLE = phrase("Refresh {name}")
_COUNT_TITLE = phrase("Set {key} of {name}")


def gm_move_command(state: BattleState, token_id: str, cell: Cell) -> Command | Rejected:
    """Put `token_id` at `cell` without rules, or why it cannot stand there."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    if cell == token.cell:
        return Rejected.of("no_move", token=token_id)
    if not state.grid.in_bounds(cell):
        return Rejected.of("off_map", at=state.grid.to_offset(cell))
    placed = replace(token, cell=cell, footprint=state.grid.footprint(cell, token.extent, token.facing))
    after = state.with_token_moved(token_id, cell)
    reasons = placement_problems(_without_token(state, token_id), placed)
    if reasons:
        return Rejected(reasons)
    line = part(GM_MOVE, name=token.name, cell=cell_label(state, cell))
    return Command(part(_GM_MOVE_TITLE, name=token.name), state, after, (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


def _without_token(state: BattleState, token_id: str) -> BattleState:
    """`state` as the others see the cells: `token_id`'s own footprint does not crowd its new cell."""
    occupancy = {i: tuple(t for t in ids if t != token_id) for i, ids in state.occupancy.items()}
    return replace(state, occupancy={i: ids for i, ids in occupancy.items() if ids})


REFUSED = phrase("{name} does not move: {why}")


def refused_move_entry(state: BattleState, token_id: str, why: str) -> LogEntry:
    """The log line of a drop the rules refused; `why` is shown as given (the window's words)."""
    return LogEntry.phrased(TOKEN, part(REFUSED, name=state.token(token_id).name, why=verbatim(why)), (),
                            state.combat.round)


CONDITION_SET = phrase("GM sets {condition} on {name}")
CONDITION_CLEARED = phrase("GM clears {condition} from {name}")
BUDGET_REFRESHED = phrase("GM refreshes what {name} spent this turn")


def set_condition_command(state: BattleState, token_id: str, condition: str, on: bool) -> Command | Rejected:
    """Set (`on`) or clear `condition` on `token_id` by hand."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    token = state.token(token_id)
    if (condition in token.conditions) == on:
        return Rejected.of("no_change")
    conditions = token.conditions | {condition} if on else token.conditions - {condition}
    after = with_token_replaced(state, replace(token, conditions=frozenset(conditions)))
    line = part(CONDITION_SET if on else CONDITION_CLEARED, condition=condition_named(condition),
                name=token.name)
    label = part(_SET_TITLE if on else _CLEAR_TITLE, condition=condition_named(condition), name=token.name)
    return Command(label, state, after, (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


def reset_budget_command(state: BattleState, token_id: str) -> Command | Rejected:
    """Forget what `token_id` spent this turn and round (its actions, movement, reactions, limits)."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    if not state.combat.spent.get(token_id):
        return Rejected.of("no_change")
    after = with_combat(state, spent=cleared_spent(state.combat.spent, (token_id,)))
    name = state.token(token_id).name
    line = part(BUDGET_REFRESHED, name=name)
    return Command(part(_REFRESH_TITLE, name=name), state, after, (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


COUNT_SET = phrase("GM sets {key} of {name} to {value}")


def set_count_command(state: BattleState, token_id: str, key: str, text: str) -> Command | Rejected:
    """Set an integer count the system keeps on the token (Year Zero damage) by hand; `text` as typed."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    try:
        value = int(str(text).strip())
    except ValueError:
        return Rejected.of("stat_not_int", stat=key, text=text)
    if value < 0:
        return Rejected.of("stat_below_min", stat=key, min=0, value=value)
    token = state.token(token_id)
    extra = dict(token.tactical.extra)
    current = extra.get(key, 0)  # a file may have written anything there: only a number can be unchanged
    if _is_number(current) and current == value and (key in extra or value == 0):
        return Rejected.of("no_change")
    if value == 0 and key in state.system.token_counts:
        extra.pop(key, None)  # the system's own count at 0 is as if never set
    else:
        extra[key] = value
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    after = with_token_replaced(state, replace(token, tactical=tactical))
    line = part(COUNT_SET, key=verbatim(key.replace("_", " ")), name=token.name, value=value)
    return Command(part(_COUNT_TITLE, key=Named("marks", key, key.replace("_", " ")), name=token.name), state, after, (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
