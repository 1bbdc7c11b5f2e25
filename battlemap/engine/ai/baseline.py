"""The bench's yardstick: advance on the nearest enemy and attack it, nothing more.

No threat, no cover, no objectives: the nearest enemy that still fights (ties:
the battle's order) is attacked with the plain attack when it can be; else the
token walks to the reachable cell nearest it and attacks from there if it can.
"""

from __future__ import annotations

from battlemap.engine.ai.attacks import main_entry, strike
from battlemap.engine.ai.fighting import enemies, gap
from battlemap.engine.ai.plans import ADVANCES, ATTACKS, ENDS_TURN, Decision, Why
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.play.drag_moves import drag_move


def baseline(state: BattleState, token_id: str, *, moved: bool = False) -> Decision:
    """The baseline's next step for `token_id`."""
    me = state.token(token_id)
    foes = sorted(enemies(state, me), key=lambda e: (gap(state, me, e), state.tokens.index(e)))
    if not foes:
        return Decision(token_id, ENDS_TURN, reasons=(Why.of("no_enemy"),))
    target, entry = foes[0], main_entry(state, me)
    if entry is not None:
        hit = strike(state, Action(entry, me.id, target=target.id))
        if hit is not None:
            return Decision(token_id, ATTACKS, action=hit.action,
                            reasons=(Why.of("hit_chance", percent=round(float(hit.chance) * 100),
                                               target=target.id, next_turn=False),))
    if moved or not drag_move(state, token_id).allowed or gap(state, me, target) <= 1:
        return Decision(token_id, ENDS_TURN, reasons=(Why.of("no_target"),))
    movement = start_drag(state, token_id).movement
    grid = state.grid
    cells = [grid.cell(i) for i in sorted(movement.ends)]
    best = min(cells, key=lambda c: (gap(state, me, target, c), grid.index(c)), default=me.cell)
    if best == me.cell or gap(state, me, target, best) >= gap(state, me, target):
        return Decision(token_id, ENDS_TURN, reasons=(Why.of("no_target"),))
    return Decision(token_id, ADVANCES, movement.path_to(best), reasons=())
