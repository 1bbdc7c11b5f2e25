"""A GURPS drag after the turn's maneuver: the movement that maneuver allows (B363-B366).

Before a maneuver is chosen a drag is the Move maneuver (the catalogue's
`move`, engine/play/drag_moves.py). Once one is taken (Attack, Aim, Ready,
All-Out Attack ...), a drag on the fighter's own turn is the step or half
Move that maneuver allows: no maneuver of its own, the budget capped by
`Gurps4eRules.movement_budget`. Out of its turn a fighter does not move.
"""

from __future__ import annotations

from battlemap.engine.battle.state import BattleState


def plain_drag(state: BattleState, token_id: str) -> bool:
    """True when `token_id` has taken its maneuver this turn, and the turn is its own."""
    own_turn = state.combat.active in (None, token_id)
    return own_turn and state.combat.spent_by(token_id, "action.maneuver") > 0
