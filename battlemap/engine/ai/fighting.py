"""Who still fights, what a hit on it is worth, and how far it strikes next turn.

"Still fights" is the objectives judge's (engine/objectives/fighting.py): a
token fallen or routed by the system's rules is out; the computer neither aims
at it nor fears it.
"""

from __future__ import annotations

import math

from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.objectives.fighting import still_fights as fights


def enemies(state: BattleState, token: TokenState) -> tuple[TokenState, ...]:
    """The enemies of `token` that still fight, in the battle's order."""
    return tuple(t for t in state.tokens if t.side != token.side and fights(state, t))


def worth(state: BattleState, token: TokenState) -> float:
    """What harming `token` is worth: 1, up to 2 for one already hurt (finishing it ends its threat)."""
    health = state.system.health(state, token) if state.system.health is not None else None
    left = health.main.left if health is not None and health.meters else 1.0
    return 2.0 - left


def move_cells(state: BattleState, token: TokenState) -> int:
    """How many cells `token` walks in a turn on open ground (its whole allowance)."""
    per_cell = float(state.ruleset.movement.cost_per_cell) or 1.0
    spent = state.combat.spent_by(token.id, str(state.rules.param("move_spent_key")))
    budget = state.rules.movement_budget(state, token) + spent
    return max(0, math.floor(budget / per_cell + 1e-9))


def strike_cells(state: BattleState, token: TokenState) -> int:
    """How far (cells) `token` strikes without moving: its longest ready reach or range."""
    best = 0
    cell = float(state.spec.cell) or 1.0
    for weapon in token.ready_weapons():
        if weapon.reach:
            best = max(best, max(weapon.reach))
        if weapon.range is not None:
            best = max(best, int(weapon.range / cell + 1e-9))
    return best


def has_range(state: BattleState, token: TokenState) -> bool:
    """True when a ready weapon of `token` shoots or throws farther than its melee reach."""
    return any(w.range is not None and w.range / (float(state.spec.cell) or 1.0) > 1.5
               for w in token.ready_weapons())


def gap(state: BattleState, a: TokenState, b: TokenState, at=None) -> int:
    """Cells between two footprints (`at`: `a` anchored there instead): 1 means adjacent."""
    grid = state.grid
    cells = grid.footprint(at, a.extent, a.facing) if at is not None else a.footprint
    return int(min(grid.distance(x, y) for x in cells for y in b.footprint))
