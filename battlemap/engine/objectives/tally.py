"""The rounds an objective's zone was held, counted as each round ends (`combat.held`).

"Hold the ford for 3 rounds" means 3 round ends in a row with the side alone
in the zone; "reach the exit" is judged as a round ends too. The counts live
in the battle state (and the file's `combat.held`), so a saved and reopened
battle goes on counting; undo takes a round's count back with the round.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState
from battlemap.engine.objectives.zones import holds, reaches

#: The kinds whose zone is judged as a round ends, and the test each one counts.
_COUNTED = {"hold_zone": holds, "reach_zone": reaches}


def round_ended(state: BattleState) -> BattleState:
    """`state` with each zone objective's count moved on: one more round in a row, or back to 0."""
    counted = [o for o in state.objectives if o.kind in _COUNTED]
    if not counted:
        return state
    held = dict(state.combat.held)
    for objective in counted:
        met = _COUNTED[objective.kind](state, objective)
        held[objective.id] = held.get(objective.id, 0) + 1 if met else 0
    held = {k: v for k, v in held.items() if v}
    if held == dict(state.combat.held):
        return state
    return replace(state, combat=replace(state.combat, held=MappingProxyType(held)))


def rounds_held(state: BattleState, objective_id: str) -> int:
    """Round ends in a row the objective's zone was held (or reached)."""
    return int(state.combat.held.get(objective_id, 0))
