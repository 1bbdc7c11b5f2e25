"""Whether the battle is decided: the objectives judge's verdict, read where the computer needs it.

The judge (engine/objectives/judge.py) says who won and why; until a battle
has it, the last side with tokens that still fight wins ("last_side_standing").
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.ai.fighting import fights
from battlemap.engine.battle.state import BattleState


@dataclass(frozen=True, slots=True)
class Ending:
    """The battle's result: the winning side (None: a draw), the reason code, the objective."""

    winner: str | None
    reason: str
    objective: str | None = None


def ending(state: BattleState) -> Ending | None:
    """The result when the battle is decided, else None."""
    try:
        from battlemap.engine.objectives.judge import outcome
    except ImportError:
        outcome = None
    if outcome is not None:
        found = outcome(state)
        return None if found is None else Ending(found.winner, found.reason, found.objective)
    standing = sorted({t.side for t in state.tokens if fights(state, t)})
    if len(standing) > 1:
        return None
    return Ending(standing[0] if standing else None, "last_side_standing")
