"""The verdict on a path before the drop: cost, legality with every reason, reactions.

`preview_move` judges one path from scratch; a drag keeps a `DragContext`
(battlemap.engine.movement.drag) so each pointer move only walks the path through
tables built at drag start. Both produce the same `MovePreview`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import check_path
from battlemap.engine.movement.reactions import Reaction, reactions_along
from battlemap.engine.movement.reactors import ReactorIndex
from battlemap.grid import Cell

_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class MovePreview:
    """What moving `token` along `path` (cells after its current cell) would do.

    `legal` is True exactly when `reasons` is empty; `reasons` lists every
    problem at once. `cost`, `remaining` (budget - cost, negative when over)
    are in `unit`. `reactions` come in the order they resolve.
    """

    token: str
    path: tuple[Cell, ...]
    legal: bool
    reasons: tuple[Reason, ...]
    cost: float
    unit: str
    budget: float
    remaining: float
    reactions: tuple[Reaction, ...]


def judge(
    rules: MoveRules,
    index: ReactorIndex,
    budget: float,
    path: Sequence[Cell],
    *,
    retreat: bool,
) -> MovePreview:
    """The preview of `path` from prepared tables (see DragContext)."""
    path = tuple(path)
    checked = check_path(rules, path)
    reasons: list[Reason] = []
    token = rules.token
    if path:
        reasons.extend(_cannot_move(rules))
    reasons.extend(checked.reasons)
    cost = checked.cost
    if path:
        reasons.extend(_system_path_reasons(rules, path))
        if not retreat:  # a retreat step is a defence, not a maneuver's movement
            cost += _system_extra_cost(rules, path)
    if cost > budget + _EPS:
        if _minimum_move(rules, path, cost):
            budget = cost  # the one step the system allows whatever it costs: nothing is left after it
        else:
            reasons.append(Reason.of("over_budget", cost=_tidy(cost), budget=_tidy(budget)))
    reactions = reactions_along(index, rules, checked.anchors, retreat=retreat)
    if path:
        reactions = (*reactions, *_system_path_reactions(rules, path))
    return MovePreview(
        token=token.id,
        path=path,
        legal=not reasons,
        reasons=tuple(reasons),
        cost=_tidy(cost),
        unit=rules.unit,
        budget=_tidy(budget),
        remaining=_tidy(budget - cost),
        reactions=reactions,
    )


def _minimum_move(rules: MoveRules, path: tuple[Cell, ...], cost: float) -> bool:
    """A path the system lets through over the budget (d20 3.5's minimum movement: one square as
    a full-round action, the move action's cost then says so)."""
    allows = rules.state.system.minimum_move
    return bool(path) and allows is not None and bool(allows(rules.state, rules.token.id, path, cost))


def _system_path_reasons(rules: MoveRules, path: tuple[Cell, ...]) -> list[Reason]:
    """What only the system judges of a path (GURPS: All-Out Attack moves forward)."""
    judge_path = rules.state.system.path_reasons
    return list(judge_path(rules.state, rules.token.id, path)) if judge_path else []


def _system_extra_cost(rules: MoveRules, path: tuple[Cell, ...]) -> float:
    """Movement only the system prices on top of the cells' costs (GURPS: sidesteps and
    backward steps against the fighter's facing)."""
    extra = rules.state.system.path_extra_cost
    return float(extra(rules.state, rules.token.id, path)) if extra else 0.0


def _system_path_reactions(rules: MoveRules, path: tuple[Cell, ...]) -> tuple[Reaction, ...]:
    """Reactions only the system finds along a path (Fallout: a second overwatch line)."""
    find = rules.state.system.path_reactions
    return tuple(find(rules.state, rules.token.id, path)) if find else ()


def _cannot_move(rules: MoveRules) -> list[Reason]:
    token, state = rules.token, rules.state
    found = []
    condition = state.rules.immobile(token)
    if condition is not None:
        found.append(Reason.of("immobile", condition=condition))
    posture = state.ruleset.postures.get(token.posture)
    if posture is not None and posture.move_factor == 0:
        found.append(Reason.of("posture_cannot_move", posture=token.posture))
    return found


def _tidy(value: float) -> float:
    """Costs as users read them: 15.0 -> 15, float noise rounded off."""
    rounded = round(value, 6)
    return int(rounded) if rounded == int(rounded) else rounded


def preview_move(
    state: BattleState,
    token_id: str,
    path: Sequence[Cell],
    *,
    retreat: bool | None = None,
    budget: float | None = None,
) -> MovePreview:
    """Judge moving `token_id` along `path` (cells after its current cell), every step.

    `retreat`: the mover took its system's retreat action (default: the
    token's `state.retreat`). `budget`: default the system's movement budget.
    """
    mover = state.token(token_id)
    budget, retreat = move_defaults(state, mover, budget, retreat)
    rules = MoveRules(state, mover)
    return judge(rules, ReactorIndex.of(state, mover), budget, path, retreat=retreat)


def move_defaults(state: BattleState, mover, budget: float | None, retreat: bool | None) -> tuple[float, bool]:
    """`budget` and `retreat` as given, else the system's movement budget and the token's retreat."""
    if budget is None:
        budget = state.rules.movement_budget(state, mover)
    return budget, mover.tactical.retreat if retreat is None else retreat
