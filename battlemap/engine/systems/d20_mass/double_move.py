"""d20 mass combat: how far a turn's move actions carry a unit (the double move, minimum movement).

The action economy is Saga Edition's (one standard, one move, one swift; a
standard may be taken as a move), movement d20 3.5's, read as a GM knows it:

| option | default | reading |
|---|---|---|
| double_move | "pooled" | two move actions spent moving in one turn are one double move: the squares of both are pooled (2 x speed, a fraction dropped once at the end: 1.2 squares -> 2 squares), so one drag may spend both and pay a square costing 2; "separate": each move action moves its own speed, its fraction lost (1.2 -> 1 square each), a drag is one move action |
| minimum_move | "full_round" | d20 3.5's minimum movement: a unit whose move actions cannot pay even one square (deep mud costing 3 for a 1.2-square unit) may take a full-round action to move one square in any direction, whatever it costs, never into what blocks movement; "none" |

A drag is the catalogue's move action (engine/play/drag_moves.py); its path
decides its price (`move_cost`, the system's `action_cost` hook): one move
action while one buys the path, both when only the double move does, the
full-round action for a minimum move. `drag_allowance` is what a drag may
cost now (the rules' `movement_budget`): with `pooled`, every move action the
turn still offers on top of those already spent moving, less the squares
moved; with `separate`, one action's speed. A charge runs one move action's
worth (`one_move_allowance`): it is a standard action, not a double move.
`combat.spent[token]` holds the squares moved (`move`) and the actions taken;
the move actions spent moving are read from them (`moving_actions`).
"""

from __future__ import annotations

import math

from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import check_path
from battlemap.engine.play.budgets import D20Budget, budget_of

POOLED, SEPARATE = "pooled", "separate"
FULL_ROUND, NO_MINIMUM = "full_round", "none"
DOUBLE_MOVE, MINIMUM_MOVE = POOLED, FULL_ROUND
_EPS = 1e-9


def speed(rules, state, token) -> float:
    """One move action's squares before any is spent (speed, posture applied), in movement units."""
    return rules.movement_allowance(state, token)


def _moved(rules, state, token) -> float:
    return state.combat.spent_by(token.id, str(rules.param("move_spent_key")))


def _plain(rules, state, token) -> float:
    """One action's speed less every square moved this turn (never below 0)."""
    return max(0.0, speed(rules, state, token) - _moved(rules, state, token))


def moves_left(state, token_id: str) -> int:
    """Move actions the turn still offers (a standard taken as a move counts); 0 without d20 slots."""
    if state.ruleset.turn is None:
        return 0
    budget = budget_of(state, token_id)
    return budget.left("move") if isinstance(budget, D20Budget) else 0


def moving_actions(state, token_id: str) -> int:
    """Move actions already spent moving this turn, read from the squares moved: a move action
    moves at most its speed, so they are the squares over the speed, rounded up (at most the
    move actions taken). Exact for the turn of one standard and one move action, where a second
    is only ever asked about after the first; nothing new is kept in `combat.spent`, so a saved
    journal replays to the very battle it saved."""
    rules = state.rules
    token = state.token(token_id)
    moved, per_action = _moved(rules, state, token), speed(rules, state, token)
    if moved <= _EPS or per_action <= _EPS:
        return 0
    budget = budget_of(state, token_id) if state.ruleset.turn is not None else None
    taken = budget.used_standard + budget.used_move if isinstance(budget, D20Budget) else 0
    return min(math.ceil(moved / per_action - _EPS), taken)


def pooled(rules) -> bool:
    return str(rules.param("double_move")) != SEPARATE


def _allowance(rules, state, token, actions: int) -> float:
    """Squares a path may cost when it spends `actions` more move actions."""
    per_action = speed(rules, state, token)
    if not pooled(rules):
        return per_action * min(actions, 1)
    return max(0.0, per_action * (moving_actions(state, token.id) + actions) - _moved(rules, state, token))


def drag_allowance(rules, state, token) -> float:
    """What a drag may cost now: every move action left pooled, or one action's speed (`separate`);
    with no move action left, what one action's speed has left after the squares moved (the
    budget as it always read: a charge after a move action runs on it)."""
    if state.ruleset.turn is None:
        return _plain(rules, state, token)
    left = moves_left(state, token.id)
    return _allowance(rules, state, token, left) if left > 0 else _plain(rules, state, token)


def one_move_allowance(state, token) -> float:
    """What a charge's run may cost, judged before its standard action is paid: what a drag may
    cost once it is (one move action's worth while a move action is still left after it)."""
    rules = state.rules
    if state.ruleset.turn is None or moves_left(state, token.id) <= 1:
        return _plain(rules, state, token)
    return _allowance(rules, state, token, 1)


def actions_for(state, token, cost: float) -> int:
    """The fewest move actions (at least 1) whose pooled squares pay a path costing `cost`;
    every action left when none does (the path is then over budget anyway)."""
    rules, left = state.rules, moves_left(state, token.id)
    if not pooled(rules):
        return 1
    for actions in range(1, left + 1):
        if cost <= _allowance(rules, state, token, actions) + _EPS:
            return actions
    return max(1, left)


def path_cost(state, token, path) -> float:
    """What the path costs as a move (the cells' costs; walls and the map's edge ignored here)."""
    return check_path(MoveRules(state, token), tuple(path)).cost


def is_minimum_move(state, token_id: str, path, cost: float) -> bool:
    """The system's `minimum_move` hook: the minimum-movement rule lets this path through. One
    step the unit's move actions cannot pay, a unit that can move at all, its whole turn still
    free for the full-round action."""
    rules = state.rules
    if str(rules.param("minimum_move")) != FULL_ROUND or len(tuple(path)) != 1 or state.ruleset.turn is None:
        return False
    token = state.token(token_id)
    budget = budget_of(state, token_id)
    if not isinstance(budget, D20Budget) or budget.full_round:
        return False
    if budget.used_standard or budget.used_move or budget.used_swift:
        return False
    return speed(rules, state, token) > _EPS and cost > drag_allowance(rules, state, token) + _EPS


def move_cost(state, action, cost):
    """The system's `action_cost` hook: what the move action along `action.path` costs.

    Two move actions for a path only the double move pays, the full-round
    action for a minimum move; any other action, or a move one action pays,
    costs what the catalogue says.
    """
    definition = state.ruleset.actions.get(action.id)
    if not action.path or definition is None or cost.move != 1 or cost.full_round:
        return cost
    if definition.target != "path" or not any(effect.move is not None for effect in definition.effects):
        return cost
    token = state.token(action.actor)
    squares = path_cost(state, token, action.path)
    if is_minimum_move(state, token.id, action.path, squares):
        return cost.model_copy(update={"move": 0, "full_round": True})
    actions = actions_for(state, token, squares)
    return cost if actions == 1 else cost.model_copy(update={"move": actions})


__all__ = ["DOUBLE_MOVE", "FULL_ROUND", "MINIMUM_MOVE", "NO_MINIMUM", "POOLED", "SEPARATE",
           "actions_for", "drag_allowance", "is_minimum_move", "move_cost", "moves_left",
           "moving_actions", "one_move_allowance", "path_cost", "speed"]
