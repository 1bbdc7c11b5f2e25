"""The move command: a judged path becomes one undoable step.

A move is legal exactly when the engine's preview says so (every step
checked, budget included). The command's after-state has the token at the
path's end, the movement cost booked against its turn budget and one
reaction booked for every enemy whose limited reaction (opportunity or free
attack) the path provokes; overwatch and held actions are listed in the log
for the GM to resolve. Undo restores all of it, because the before-state is
kept whole.
"""

from __future__ import annotations

from collections.abc import Sequence

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_spent
from battlemap.document.log import LogEntry, move_entry, reaction_entry
from battlemap.engine.preview import MovePreview, preview_move
from battlemap.engine.state import BattleState
from battlemap.grid import Cell


def move_command(
    state: BattleState,
    token_id: str,
    path: Sequence[Cell],
    *,
    preview: MovePreview | None = None,
) -> Command | Rejected:
    """Move `token_id` along `path` (cells after its own), or every reason it may not.

    `preview` may pass the drag's verdict on this very path and state to skip
    judging it again.
    """
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    path = tuple(path)
    if not path:
        return Rejected.of("no_move", token=token_id)
    if preview is None or preview.token != token_id or preview.path != path:
        preview = preview_move(state, token_id, path)
    if not preview.legal:
        return Rejected(preview.reasons)
    return Command(
        label=f"Move {state.token(token_id).name}",
        before=state,
        after=moved_state(state, preview),
        log=move_log(state, preview),
    )


def moved_state(state: BattleState, preview: MovePreview) -> BattleState:
    """The state after a legal move: token moved, cost and reactions used booked."""
    system = state.system
    charges = [(preview.token, str(system.param("move_spent_key")), float(preview.cost))]
    counted = system.reaction_kind
    reactions_key = str(system.param("reactions_spent_key"))
    for reaction in preview.reactions:
        if counted is not None and reaction.kind == counted:
            charges.append((reaction.by, reactions_key, 1.0))
    moved = state.with_token_moved(preview.token, preview.path[-1])
    return with_spent(moved, charges)


def move_log(state: BattleState, preview: MovePreview) -> tuple[LogEntry, ...]:
    """The move's line, then one line per reaction in the order they resolve."""
    mover = state.token(preview.token)
    lines = [move_entry(state, mover, preview.path, preview.cost, preview.remaining, preview.unit)]
    lines.extend(reaction_entry(state, mover, r) for r in preview.reactions)
    return tuple(lines)
