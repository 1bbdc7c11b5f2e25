"""Battles played by the computer headless: steps until a turn count, the result, or a round cap.

`play_auto(document, sides, turns=N | until_end=True)` applies the computer's
steps (document/computer.py) for the sides it plays (the file's computer sides
and `sides`), and passes for every other side (its turns ended, the reactions
that hold a computer's action let pass), so a headless run never waits for a
person. It stops after `turns` turns ended, when the battle is decided, or at
the round cap, and says which.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from battlemap.document.commands import Command
from battlemap.document.computer import ComputerStep, Decider, computer_step, plays
from battlemap.document.computer_why import passes_why, with_why
from battlemap.document.computer_words import passes_line
from battlemap.engine.objectives.judge import Outcome, outcome
from battlemap.schema.records import NextRoundRecord, NextTurnRecord

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument

#: `--until-end` stops after this round when nothing decided the battle.
ROUND_CAP = 30
#: Steps without an end of turn before the run gives up (a guard against a loop).
STUCK = 400

OUTCOME, TURNS, ROUND_CAP_REACHED, STUCK_REASON = "outcome", "turns", "round_cap", "stuck"


@dataclass(frozen=True)
class AutoRun:
    """What a headless run did: why it stopped and the result when the battle was decided."""

    stopped: str
    ending: Outcome | None
    rounds: int


def play_auto(document: BattleDocument, sides: Collection[str] = (), *, turns: int | None = None,
              until_end: bool = False, round_cap: int = ROUND_CAP,
              each: Callable[[ComputerStep], None] = lambda step: None,
              deciders: Mapping[str, Decider] | None = None) -> AutoRun:
    """Play until `turns` turns have ended (or the end / the cap with `until_end`); `each` sees
    every step after it is applied."""
    ended, idle = 0, 0
    while True:
        result = outcome(document.state)
        if result is not None:
            return AutoRun(OUTCOME, result, document.state.combat.round)
        if turns is not None and ended >= turns:
            return AutoRun(TURNS, None, document.state.combat.round)
        if until_end and document.state.combat.round > round_cap:
            return AutoRun(ROUND_CAP_REACHED, None, document.state.combat.round)
        step = computer_step(document, sides, deciders) or _pass(document, sides)
        if step is None or idle > STUCK:
            return AutoRun(STUCK_REASON, None, document.state.combat.round)
        document.apply(step.command)
        each(step)
        if isinstance(step.command.record, (NextTurnRecord, NextRoundRecord)):
            ended, idle = ended + 1, 0
        else:
            idle += 1


def _pass(document: BattleDocument, sides: Collection[str]) -> ComputerStep | None:
    """A side nobody plays here passes: a reaction holding the battle let pass, else its turn ended."""
    state = document.state
    for offer in document.pending_reactions:
        by = offer.reaction.by
        if offer.then is not None and state.has_token(by) and not plays(state, state.token(by).side, sides):
            built = document.skip_reaction_command(offer)
            if isinstance(built, Command):
                return _passing(document, built, by)
    active = state.combat.active
    built = document.next_turn_command()
    if not isinstance(built, Command):
        built = document.next_round_command()
    if not isinstance(built, Command):
        return None
    return _passing(document, built, active)


def _passing(document: BattleDocument, command: Command, who: str | None) -> ComputerStep:
    state = document.state
    line = passes_line(state, who)
    return ComputerStep(with_why(state, command, line, passes_why(who)), line, who or "")
