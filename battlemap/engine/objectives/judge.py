"""The judge: each objective's progress, and whether (and to whom) the battle is decided.

`outcome(state)` is the battle's result, or None while it goes on:

Nothing is decided before the battle's first turn (round 1, no token
active: the GM is still setting up). Then:

1. a result already declared (`combat.outcome`) stands, whatever happens after
   (the GM may play on by hand; the banner keeps saying who won);
2. else the objectives, in the file's order: the first achieved wins for its
   side (reason: its kind); a protected token fallen loses for its side (reason
   `protect_token_lost`: the one other side still fighting wins, None when
   there are several or none); a side that survived nothing never decides;
3. else, with two sides or more in the battle, when only one still has a token
   that fights it wins (`last_side_standing`); when none has, a draw
   (`no_side_standing`, winner None).

The document checks it after every command (a round's end, a token falling,
the GM's hand) and declares the result once (document/victory.py).
"""

from __future__ import annotations

from battlemap.engine.battle.objectives import Objective, Outcome
from battlemap.engine.battle.state import BattleState
from battlemap.engine.objectives.fighting import (
    fighting_sides,
    sides_in_battle,
    still_fights,
)
from battlemap.engine.objectives.progress import ObjectiveProgress, progress_of
from battlemap.engine.objectives.tally import round_ended

__all__ = ["ObjectiveProgress", "Outcome", "judged", "outcome", "progress", "round_ended", "still_fights"]

LAST_SIDE_STANDING, NO_SIDE_STANDING, PROTECT_TOKEN_LOST = (
    "last_side_standing", "no_side_standing", "protect_token_lost")


def progress(state: BattleState) -> tuple[ObjectiveProgress, ...]:
    """Every objective as it stands, in the file's order."""
    return tuple(progress_of(state, o) for o in state.objectives)


def outcome(state: BattleState) -> Outcome | None:
    """The battle's result: declared already, or decided by `state` now; None while it goes on."""
    return state.combat.outcome or judged(state)


def judged(state: BattleState) -> Outcome | None:
    """What `state` decides, leaving aside any result declared before."""
    if not has_begun(state):
        return None
    for item in progress(state):
        decided = _decided(state, item)
        if decided is not None:
            return decided
    return _last_standing(state)


def has_begun(state: BattleState) -> bool:
    """True once a token has had a turn (or the file starts past round 1)."""
    return state.combat.active is not None or state.combat.round > 1


def _decided(state: BattleState, item: ObjectiveProgress) -> Outcome | None:
    objective = item.objective
    if item.achieved:
        return Outcome(objective.side, objective.kind, objective.id)
    if item.failed and objective.kind == "protect_token":
        return Outcome(_the_other(state, objective), PROTECT_TOKEN_LOST, objective.id)
    return None


def _the_other(state: BattleState, objective: Objective) -> str | None:
    others = [s for s in fighting_sides(state) if s != objective.side]
    return others[0] if len(others) == 1 else None


def _last_standing(state: BattleState) -> Outcome | None:
    if len(sides_in_battle(state)) < 2:
        return None  # one side alone on the map is a GM setting up, not a battle won
    standing = fighting_sides(state)
    if len(standing) == 1:
        return Outcome(standing[0], LAST_SIDE_STANDING)
    if not standing:
        return Outcome(None, NO_SIDE_STANDING)
    return None
