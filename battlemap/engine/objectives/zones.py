"""Who stands in an objective's zone: a token any of whose cells lie in it, and still fights."""

from __future__ import annotations

from battlemap.engine.battle.objectives import Objective
from battlemap.engine.battle.state import BattleState, TokenState, ZoneState
from battlemap.engine.objectives.fighting import still_fights


def zone_of(state: BattleState, zone_id: str | None) -> ZoneState | None:
    """The zone with this id, or None (a zone the GM removed since)."""
    return next((z for z in state.zones if z.id == zone_id), None)


def stands_in(state: BattleState, token: TokenState, zone: ZoneState) -> bool:
    """True when `token` still fights and covers a cell of `zone`."""
    grid = state.grid
    return still_fights(state, token) and any(
        grid.in_bounds(c) and grid.index(c) in zone.cells for c in token.footprint)


def in_zone(state: BattleState, objective: Objective) -> tuple[TokenState, ...]:
    """The objective side's fighting tokens in its zone."""
    zone = zone_of(state, objective.zone)
    if zone is None:
        return ()
    return tuple(t for t in state.tokens if t.side == objective.side and stands_in(state, t, zone))


def holds(state: BattleState, objective: Objective) -> bool:
    """The side's tokens alone stand in the zone (one at least, no fighting enemy there)."""
    zone = zone_of(state, objective.zone)
    if zone is None:
        return False
    present = {t.side for t in state.tokens if stands_in(state, t, zone)}
    return present == {objective.side}


def reaches(state: BattleState, objective: Objective) -> bool:
    """`count` of the side's fighting tokens stand in the zone."""
    return len(in_zone(state, objective)) >= objective.count
