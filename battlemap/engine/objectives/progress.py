"""How far each objective has come: a number of a number, and whether it is achieved or lost.

| kind | done of needed | achieved | failed |
|---|---|---|---|
| hold_zone | round ends held in a row, of `rounds` | `rounds` reached | never (the count starts again) |
| reach_zone | fighting tokens in the zone now, of `count` | a round ended with `count` there | never |
| destroy_side | the target's tokens out of the fight, of all of them | none fights, the side still does | never |
| survive_rounds | rounds ended, of `rounds` | round `rounds` ended with a token fighting | no token fights |
| protect_token | 1 while the token fights, of 1 | never (it holds to the end) | it fell or left the map |
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.objectives import Objective
from battlemap.engine.battle.state import BattleState
from battlemap.engine.objectives.fighting import fighters, still_fights
from battlemap.engine.objectives.tally import rounds_held
from battlemap.engine.objectives.zones import in_zone

PENDING, ACHIEVED, FAILED = "pending", "achieved", "failed"


@dataclass(frozen=True, slots=True)
class ObjectiveProgress:
    """One objective as it stands: `status` (pending, achieved, failed), `done` of `needed`."""

    objective: Objective
    status: str
    done: int
    needed: int

    @property
    def achieved(self) -> bool:
        return self.status == ACHIEVED

    @property
    def failed(self) -> bool:
        return self.status == FAILED


def progress_of(state: BattleState, objective: Objective) -> ObjectiveProgress:
    """How `objective` stands in `state`."""
    return _KINDS[objective.kind](state, objective)


def _hold(state: BattleState, objective: Objective) -> ObjectiveProgress:
    held = rounds_held(state, objective.id)
    return ObjectiveProgress(objective, ACHIEVED if held >= objective.rounds else PENDING,
                             min(held, objective.rounds), objective.rounds)


def _reach(state: BattleState, objective: Objective) -> ObjectiveProgress:
    there = len(in_zone(state, objective))
    status = ACHIEVED if rounds_held(state, objective.id) >= 1 else PENDING
    return ObjectiveProgress(objective, status, min(there, objective.count), objective.count)


def _destroy(state: BattleState, objective: Objective) -> ObjectiveProgress:
    targets = [t for t in state.tokens if t.side == objective.target]
    fallen = sum(1 for t in targets if not still_fights(state, t))
    beaten = fallen == len(targets) and bool(fighters(state, objective.side))
    return ObjectiveProgress(objective, ACHIEVED if beaten else PENDING, fallen, len(targets))


def _survive(state: BattleState, objective: Objective) -> ObjectiveProgress:
    ended = min(state.combat.round - 1, objective.rounds)
    if not fighters(state, objective.side):
        status = FAILED
    else:
        status = ACHIEVED if ended >= objective.rounds else PENDING
    return ObjectiveProgress(objective, status, max(ended, 0), objective.rounds)


def _protect(state: BattleState, objective: Objective) -> ObjectiveProgress:
    token_id = objective.token or ""
    standing = state.has_token(token_id) and still_fights(state, state.token(token_id))
    return ObjectiveProgress(objective, PENDING if standing else FAILED, int(standing), 1)


_KINDS = {
    "hold_zone": _hold,
    "reach_zone": _reach,
    "destroy_side": _destroy,
    "survive_rounds": _survive,
    "protect_token": _protect,
}
