"""A computer side's answer to a reaction on offer: roll it at once, or let it pass.

A reaction costs the reactor nothing it would rather keep this turn (the
rules already limit how many it has), so it is rolled whenever it can hurt:
the reactor's plain attack on the mover, standing where the reaction caught
it, has a chance to hit. One that cannot hit (out of reach, no line of fire)
is let pass, so its reaction stays for a better moment.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.ai.attacks import chance
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.reactions import Reaction


@dataclass(frozen=True, slots=True)
class ReactionChoice:
    roll: bool
    reasons: tuple[Reason, ...]


def answer(state: BattleState, reaction: Reaction, mover: str) -> ReactionChoice:
    """Roll or skip `reaction` (by a computer side's token) against `mover`."""
    if not (state.has_token(reaction.by) and state.has_token(mover)):
        return ReactionChoice(False, (Reason.of("no_target"),))
    caught = state.with_token_moved(mover, reaction.at) if state.token(mover).cell != reaction.at else state
    try:
        odds = chance(caught, reaction.by, mover)
    except (KeyError, ValueError):
        return ReactionChoice(True, ())
    if odds <= 0 and reaction.kind != "wait":
        return ReactionChoice(False, (Reason.of("no_chance"),))
    return ReactionChoice(True, (Reason.of("hit_chance", percent=round(float(odds) * 100), target=mover,
                                           next_turn=False),) if odds > 0 else ())
