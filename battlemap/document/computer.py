"""A computer side's next step: the record a person would make, played through the journal's builders.

`computer_step(document, auto)` answers, for the battle now, what the
computer does next, or None when it is a person's move: first a reaction on
offer whose reactor's side the computer plays (rolled or let pass at once,
engine/ai/reactions.py), then the active token's step when its side is the
computer's (engine/ai/decide.py): a move, an action, or Next Turn. The step
is a `Command` built by the document's own builders, so it carries its
journal record (undo, replay and autosave work as for a person) and is legal
when played; it also carries its reason as the log's first line (`why`).

A side is the computer's when the file says so (`sides.<id>.played_by`) or
when it is named in `auto` (`battlemap run --auto`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from battlemap.document.commands import Command, Rejected
from battlemap.document.computer_why import decision_why, reaction_why, with_why
from battlemap.document.computer_words import decision_line, reaction_line
from battlemap.document.log import Part
from battlemap.engine.ai.decide import decide
from battlemap.engine.ai.plans import ENDS_TURN, Decision, Why
from battlemap.engine.ai.reactions import answer
from battlemap.engine.battle.state import BattleState
from battlemap.schema.records import (
    ActionRecord,
    MoveRecord,
    NextRoundRecord,
    NextTurnRecord,
)

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument

#: Steps one token takes in a turn before the computer ends it (a guard, never reached in play).
MAX_STEPS = 12


@dataclass(frozen=True)
class ComputerStep:
    """One step of a computer side: the command to push, and why (the log's first line of it)."""

    command: Command
    why: Part
    token: str


def plays(state: BattleState, side: str, auto: Collection[str] = ()) -> bool:
    """True when the computer plays `side` (the file's `played_by`, or named in `auto`)."""
    entry = state.sides.get(side)
    return side in auto or (entry is not None and entry.computer)


#: How a side decides: (state, token id, moved=...) -> Decision (engine/ai/decide.py's `decide`).
Decider = Callable[..., Decision]


def computer_step(document: BattleDocument, auto: Collection[str] = (),
                  deciders: Mapping[str, Decider] | None = None) -> ComputerStep | None:
    """The computer's next step on `document`, or None when a person is to act.

    `deciders`: side -> another way of deciding for that side (the bench's baseline)."""
    step = _reaction_step(document, auto)
    if step is not None:
        return step
    state = document.state
    active = state.combat.active
    if active is None or not state.has_token(active) or not plays(state, state.token(active).side, auto):
        return None
    if any(o.then is not None and o.mover == active for o in document.pending_reactions):
        return None  # its action is held for a person's reaction: they answer first
    chosen = (deciders or {}).get(state.token(active).side, decide)
    return _turn_step(document, active, chosen)


def _reaction_step(document: BattleDocument, auto: Collection[str]) -> ComputerStep | None:
    state = document.state
    for offer in document.pending_reactions:
        by = offer.reaction.by
        if not state.has_token(by) or not plays(state, state.token(by).side, auto):
            continue
        choice = answer(state, offer.reaction, offer.mover)
        tries = (True, False) if choice.roll else (False,)
        for roll in tries:
            built = document.roll_reaction_command(offer) if roll else document.skip_reaction_command(offer)
            if isinstance(built, Command):
                reasons = choice.reasons if roll == choice.roll else (Why.of("no_step"),)
                line = reaction_line(state, by, offer.reaction.kind, roll, reasons)
                why = reaction_why(by, offer.reaction.kind, roll, reasons)
                return ComputerStep(with_why(state, built, line, why), line, by)
    return None


def _turn_step(document: BattleDocument, active: str, chosen: Decider) -> ComputerStep:
    state = document.state
    played = this_turn(document)
    if len(played) >= MAX_STEPS:
        return _end(document, active, Decision(active, ENDS_TURN, reasons=(Why.of("enough"),)))
    walks = sum(1 for record in played if _moves(record, active))
    acted = any(isinstance(record, ActionRecord) and record.token == active and not _opens_way(record)
                for record in played)
    # A second move is weighed only while nothing else was done (a standard action spent as a move);
    # a door opened on the way is part of the walk (the rules still say whether it may go on).
    decision = chosen(state, active, moved=walks >= 2 or (walks >= 1 and acted))
    built = _build(document, decision)
    if isinstance(built, Rejected):
        return _end(document, active, Decision(active, ENDS_TURN, reasons=(Why.of("no_step"),)))
    line = decision_line(state, decision)
    return ComputerStep(with_why(state, built, line, decision_why(decision)), line, active)


def _opens_way(record: ActionRecord) -> bool:
    """True for an action the computer took to open a door on its way (its reason says so)."""
    why = record.why
    return why is not None and any(r.code == "opens_way" for r in why.reasons)


def _build(document: BattleDocument, decision: Decision) -> Command | Rejected:
    if decision.ends_turn:
        return document.next_turn_command()
    if decision.action is not None:
        return document.action_command(decision.action)
    return document.move_command(decision.token, decision.path)


def _end(document: BattleDocument, active: str, decision: Decision) -> ComputerStep:
    built = document.next_turn_command()
    if isinstance(built, Rejected):
        built = document.next_round_command()
    if isinstance(built, Rejected):
        raise RuntimeError(f"no turn to end for {active}: {built.reasons}")
    line = decision_line(document.state, decision)
    return ComputerStep(with_why(document.state, built, line, decision_why(decision)), line, active)


def this_turn(document: BattleDocument) -> tuple[object, ...]:
    """The records played since the current turn began (the last Next Turn or Next Round)."""
    found = []
    for command in reversed(document.journal):
        record = command.record
        if isinstance(record, (NextTurnRecord, NextRoundRecord)):
            break
        found.append(record)
    return tuple(reversed(found))


def _moves(record: object, token: str) -> bool:
    """The record walked `token` (a move, or an action along a path)."""
    if isinstance(record, MoveRecord):
        return record.token == token
    return isinstance(record, ActionRecord) and record.token == token and bool(record.path)
