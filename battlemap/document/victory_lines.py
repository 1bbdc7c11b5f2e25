"""The result of a battle in words: "Blue wins: held The ford for 3 rounds".

One sentence per way a battle is decided (engine/objectives/judge.py), used by
the log line of the `battle_decided` event and by the turn banner on both
views, so the two always say the same thing. Side, zone and token names are
parameters, as the file spells them.
"""

from __future__ import annotations

from battlemap.document.log import Part, part, phrase
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.objectives import Objective, Outcome
from battlemap.engine.battle.state import BattleState

#: The event the document plays when the judge declares a result (params: winner, reason, objective).
BATTLE_DECIDED = "battle_decided"

_HELD = (phrase("{side} wins: held {zone} for {rounds} round"), phrase("{side} wins: held {zone} for {rounds} rounds"))
_REACHED = phrase("{side} wins: reached {zone}")
_DESTROYED = phrase("{side} wins: {target} destroyed or routed")
_SURVIVED = (phrase("{side} wins: survived {rounds} round"), phrase("{side} wins: survived {rounds} rounds"))
_PROTECT_LOST = phrase("{side} wins: {token} fell")
_PROTECT_LOST_NOBODY = phrase("{token} fell: {loser} loses the battle")
_LAST = phrase("{side} wins: the last side standing")
_NOBODY = phrase("Draw: no side is left standing")
_WON = phrase("{side} wins")


def outcome_line(state: BattleState, outcome: Outcome) -> Part:
    """The sentence of `outcome` in `state` (its objective, zone and token as the state names them)."""
    objective = next((o for o in state.objectives if o.id == outcome.objective), None)
    side = state.side_name(outcome.winner) if outcome.winner else ""
    reason = outcome.reason
    if reason == "last_side_standing":
        return part(_LAST, side=side)
    if reason == "no_side_standing" or objective is None:
        return part(_NOBODY) if not outcome.winner else part(_WON, side=side)
    if reason == "protect_token_lost":
        token = _token_name(state, objective.token)
        if not outcome.winner:
            return part(_PROTECT_LOST_NOBODY, token=token, loser=state.side_name(objective.side))
        return part(_PROTECT_LOST, side=side, token=token)
    return _achieved(state, objective, side)


def _achieved(state: BattleState, objective: Objective, side: str) -> Part:
    if objective.kind == "hold_zone":
        return part(_HELD[objective.rounds != 1], side=side, zone=zone_name(state, objective.zone),
                    rounds=objective.rounds)
    if objective.kind == "reach_zone":
        return part(_REACHED, side=side, zone=zone_name(state, objective.zone))
    if objective.kind == "destroy_side":
        return part(_DESTROYED, side=side, target=state.side_name(objective.target or ""))
    if objective.kind == "survive_rounds":
        return part(_SURVIVED[objective.rounds != 1], side=side, rounds=objective.rounds)
    return part(_WON, side=side)


def zone_name(state: BattleState, zone_id: str | None) -> str:
    """A zone as the map names it (its id when it has no name, or is gone)."""
    zone = next((z for z in state.zones if z.id == zone_id), None)
    return zone.name if zone is not None else zone_id or ""


def _token_name(state: BattleState, token_id: str | None) -> str:
    return state.token(token_id).name if token_id and state.has_token(token_id) else token_id or ""


def _decided_line(state: BattleState, names: dict[str, str], event: Event) -> Part:
    winner = event.param("winner")
    outcome = Outcome(str(winner) if winner else None, str(event.param("reason")),
                      str(event.param("objective")) if event.param("objective") else None)
    return outcome_line(state, outcome)


PHRASES = {BATTLE_DECIDED: _decided_line}
