"""A computer side's reason kept with its record (`why`), so a reopened battle's log says it again.

The computer's step carries its reason as the log's first line; replay
rebuilds the log from the records alone, so the reason is also written on
the record, as codes (`schema.records.ComputerWhy`: what the step says, the
token, the reasons of engine/ai with their parameters), never as words: the
reopened log words it in the reader's language (document/computer_words.py),
from the record and the battle just before it, exactly as it was worded
when the step was played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from battlemap.document.commands import Command
from battlemap.document.computer_words import (
    decision_line,
    line_entry,
    passes_line,
    reaction_line,
)
from battlemap.document.log import Part
from battlemap.engine.ai.plans import Decision, Why
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.schema.records import ActionRecord, ComputerWhy, MoveRecord, WhyReason

#: What a reaction's or a pass's line says (beside the decisions' own: advances, attacks ...).
REACTS, LETS_PASS, PASSES = "reacts", "lets_pass", "passes"


def _reasons(reasons: Sequence[Why]) -> tuple[WhyReason, ...]:
    return tuple(WhyReason(code=r.code, params=r.as_dict()) for r in reasons)


def decision_why(decision: Decision) -> ComputerWhy:
    return ComputerWhy(says=decision.what, token=decision.token, reasons=_reasons(decision.reasons))


def reaction_why(by: str, kind: str, roll: bool, reasons: Sequence[Why]) -> ComputerWhy:
    return ComputerWhy(says=REACTS if roll else LETS_PASS, token=by, kind=kind, reasons=_reasons(reasons))


def passes_why(who: str | None) -> ComputerWhy:
    return ComputerWhy(says=PASSES, token=who)


def with_why(state: BattleState, command: Command, line: Part, why: ComputerWhy) -> Command:
    """`command` with its reason as the first of its log lines and on its record."""
    record = command.record.model_copy(update={"why": why}) if command.record is not None else None
    return replace(command, log=(line_entry(state, line), *command.log), record=record)


def why_line(state: BattleState, record: object) -> Part | None:
    """The reason line of `record`'s `why`, worded on `state` (the battle before the record);
    None when it has none or names a token no longer there."""
    why = getattr(record, "why", None)
    if why is None:
        return None
    reasons = tuple(Why.of(r.code, **dict(r.params)) for r in why.reasons)
    if why.says == PASSES:
        return passes_line(state, why.token)
    if why.token is None or not state.has_token(why.token):
        return None
    if why.says in (REACTS, LETS_PASS):
        return reaction_line(state, why.token, why.kind or "", why.says == REACTS, reasons)
    path, action = (), None
    if isinstance(record, (MoveRecord, ActionRecord)) and record.path:
        path = tuple(state.grid.from_offset(*c) for c in record.path)
    if isinstance(record, ActionRecord):
        action = Action(record.action, record.token, target=record.targets[0] if record.targets else None)
    try:
        return decision_line(state, Decision(why.token, why.says, path, action, reasons))
    except KeyError:  # a `says` this version does not word
        return None
