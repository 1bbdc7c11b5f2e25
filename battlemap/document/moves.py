"""The move command: a judged path becomes one undoable step.

A move is legal exactly when the engine's preview says so (every step
checked, budget included). The command's after-state has the token at the
path's end, the movement cost booked against its turn budget and one
reaction booked for every enemy whose limited reaction (opportunity or free
attack) the path provokes; overwatch and held actions are listed in the log
for the GM to resolve. Undo restores all of it, because the before-state is
kept whole. A system may add what a move does after it is applied
(`after_move` below: GURPS turns the mover as its steps turned it); its
events are logged after the move's line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from battlemap.document.action_commands import event_entries
from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_spent
from battlemap.document.log import LogEntry, move_entry, part, phrase, reaction_entry
from battlemap.engine.battle.events import ACTION, MOVED, Event
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.preview import MovePreview, preview_move
from battlemap.engine.play.budgets import label
from battlemap.grid import Cell

#: What the Edit menu calls a drag (translated there).
_MOVE_TITLE = phrase("Move {name}")


def move_command(state: BattleState, token_id: str, path: Sequence[Cell]) -> Command | Rejected:
    """Move `token_id` along `path` (cells after its own), or every reason it may not."""
    verdict = move_verdict(state, token_id, path)
    return verdict if isinstance(verdict, Rejected) else verdict_command(state, verdict)


def move_verdict(state: BattleState, token_id: str, path: Sequence[Cell]) -> MovePreview | Rejected:
    """The engine's verdict on moving `token_id` along `path` in `state` (Rejected: no such token)."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    return preview_move(state, token_id, tuple(path))


def verdict_command(state: BattleState, verdict: MovePreview) -> Command | Rejected:
    """The move `verdict` judges, on the battle it was judged on (`state`), or why there is none.

    A drag's verdict that still stands (document/drag.py `DrawnPath.stands`)
    comes here as it is: the path is not walked again.
    """
    token_id, path = verdict.token, verdict.path
    if not path:
        return Rejected.of("no_move", token=token_id)
    if not verdict.legal:
        return Rejected(verdict.reasons)
    after, events = after_move(moved_state(state, verdict), token_id, (state.token(token_id).cell, *path))
    return Command(
        label=part(_MOVE_TITLE, name=state.token(token_id).name),
        before=state,
        after=after,
        log=(*move_log(state, verdict), *event_entries(after, events)),
        events=(_moved_event(state, verdict), *events),
    )


def _moved_event(state: BattleState, verdict: MovePreview) -> Event:
    """The move itself as an engine event (what `battlemap run` reports beside the log)."""
    return Event.of(MOVED, verdict.token, "move", path=tuple(state.grid.to_offset(c) for c in verdict.path),
                    cost=verdict.cost, unit=verdict.unit,
                    reactions=tuple((r.by, r.kind, r.step) for r in verdict.reactions))


def after_move(state: BattleState, token_id: str, walked: Sequence[Cell]
               ) -> tuple[BattleState, tuple[Event, ...]]:
    """What the system does once a move is applied, when it says (GURPS: the mover faces as
    its steps turned it): the system contract's `after_move(state, token_id, walked) -> (state, events)`,
    `walked` every cell the token stood on, its start first. No hook: nothing changes."""
    hook = state.system.after_move
    if hook is None:
        return state, ()
    after, events = hook(state, token_id, tuple(walked))
    return after, tuple(events)


def moved_state(state: BattleState, preview: MovePreview) -> BattleState:
    """The state after a legal move: token moved, cost and reactions used booked."""
    system = state.rules
    charges = [(preview.token, str(system.param("move_spent_key")), float(preview.cost))]
    counted = system.reaction_kind
    reactions_key = str(system.param("reactions_spent_key"))
    for reaction in preview.reactions:
        if counted is not None and reaction.kind == counted:
            charges.append((reaction.by, reactions_key, 1.0))
    moved = state.with_token_moved(preview.token, preview.path[-1])
    return with_spent(moved, charges)


def with_move_lines(state: BattleState, preview: MovePreview, command: Command) -> Command:
    """A move action's command whose walk reads as any move's: the move's own lines (steps, cost,
    what is left, each reaction) where the engine's bare "moved" line was, and no line for taking
    the action itself (the drag label said so before the drop; the budgets show it after) unless
    its path priced it otherwise than the catalogue (d20: "Move (2 move)", a double move)."""
    lines: list[LogEntry] = []
    for event, entry in zip(command.events, command.log):
        if event.kind == MOVED:
            lines.extend(move_log(state, preview))
        elif event.kind != ACTION or _priced_by_path(state, event):
            lines.append(entry)
    lines.extend(command.log[len(command.events):])
    return replace(command, log=tuple(lines))


def _priced_by_path(state: BattleState, event: Event) -> bool:
    """The action event paid another cost than its catalogue entry's (a double move, a minimum move)."""
    definition = state.ruleset.actions.get(event.action or "")
    return definition is not None and event.param("cost") != label(definition.cost)


def move_log(state: BattleState, preview: MovePreview) -> tuple[LogEntry, ...]:
    """The move's line, then one line per reaction in the order they resolve."""
    mover = state.token(preview.token)
    lines = [move_entry(state, mover, preview.path, preview.cost, preview.remaining, preview.unit)]
    lines.extend(reaction_entry(state, mover, r) for r in preview.reactions)
    return tuple(lines)
