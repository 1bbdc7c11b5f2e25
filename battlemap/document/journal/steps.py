"""The battle as it stood after any record of its journal (Battle > Replay), and going on from there.

Every command keeps the state before and after it, so the battle after
record k is the k-th command's after state (the start's for k = 0); the
picture, the token pictures and the reactions on offer are the last ones a
command up to k set, and the log is the lines of those k commands. Nothing
is replayed: scrubbing costs a lookup. Continuing from step k is itself a
command (`continue_command`): the later records leave the journal, and undo
brings them back.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.document.background import Background
from battlemap.document.commands import Change, Command, History
from battlemap.document.journal.start import Start
from battlemap.document.log import LogEntry, part, phrase
from battlemap.document.offers import Offer
from battlemap.document.token_pictures import Pictures
from battlemap.engine.battle.state import BattleState


@dataclass(frozen=True)
class StepView:
    """What the document shows at one step of its journal."""

    state: BattleState
    background: Background | None
    pictures: Pictures
    pending: tuple[Offer, ...]
    log: tuple[LogEntry, ...]

#: What the Edit menu calls these steps (translated there).
_CONTINUE_TITLE = phrase("Continue from step {step}")


def view_at(start: Start, journal: tuple[Command, ...], step: int) -> StepView:
    """The battle after the first `step` commands of `journal` (0: the start)."""
    if not 0 <= step <= len(journal):
        raise IndexError(f"step {step} is outside the journal (0 to {len(journal)})")
    done = journal[:step]
    state = done[-1].after if done else start.state
    background, pictures = start.background, start.pictures
    for command in done:
        if command.background is not None:
            background = command.background.after
        if command.pictures is not None:
            pictures = command.pictures.after
    log = tuple(entry for command in done for entry in command.log)
    return StepView(state, background, pictures, pending_after(done), log)


def pending_after(done: tuple[Command, ...]) -> tuple[Offer, ...]:
    """The reactions on offer after `done` (a journal starts with none): the last list a command set."""
    for command in reversed(done):
        if command.pending is not None:
            return command.pending.after
    return ()


def continue_command(now: StepView, journal: tuple[Command, ...], log: tuple[LogEntry, ...],
                     start: Start, step: int) -> Command:
    """Go on from `step`: the battle as it was there, the records after it dropped (undo restores them).

    `now` is the battle at the end of the journal with its full `log` (notes included).
    """
    then = view_at(start, journal, step)
    return Command(
        part(_CONTINUE_TITLE, step=step), now.state, then.state,
        background=Change(now.background, then.background),
        pictures=Change(now.pictures, then.pictures),
        pending=Change(now.pending, then.pending),
        history=Change(History(journal, log), History(journal[:step], then.log)),
    )
