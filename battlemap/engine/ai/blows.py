"""How many blows an enemy can land on a cell on its next turn: its walk and its budget.

Where moving and attacking draw on one budget (an action-point pool: the
Fallout super mutant has 9 AP, a step costs 1 and a blow 4), a foe that must
walk far has nothing left to strike with, and one already beside its target
strikes twice; where they do not (a move action and a standard action), a foe
strikes once anywhere it can walk to. Both come from the rules' own budget
(`play.budgets`): the foe's next turn, `k` cells of movement spent, and as
many plain attacks paid as fit (`blows_after_walks`).

How far it walks to strike a cell is its own movement map for that turn (walls,
tokens in the way, its size: a large foe does not pass a one-square door), for
a fighter; a shooter strikes from where a straight walk brings it in range.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from battlemap.engine.ai.attacks import fresh_turn, main_entry
from battlemap.engine.ai.fighting import gap, move_cells
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.movement_map import movement_map
from battlemap.engine.play.budgets import budget_of, can_pay, pay, with_spent_entries
from battlemap.engine.play.legality import cost_for
from battlemap.grid import Cell

#: Blows counted at most (a cheap attack in a large pool: the threat is already high).
MAX_BLOWS = 3
#: A foe whose reach is at most this walks round to strike (a fighter); beyond it, it shoots.
FIGHTER_REACH = 2


def blows_after_walks(state: BattleState, foe: TokenState) -> tuple[int, ...]:
    """The plain attacks `foe` can still pay for on its next turn after walking k cells,
    for k = 0 up to its whole move (an empty tuple when it has no plain attack)."""
    entry = main_entry(state, foe)
    if entry is None:
        return ()
    fresh = fresh_turn(state, foe.id)
    walk = move_cells(fresh, fresh.token(foe.id))
    key = str(state.rules.param("move_spent_key"))
    per_cell = float(state.ruleset.movement.cost_per_cell) or 1.0
    cost = cost_for(fresh, foe, state.ruleset.actions[entry], Action(entry, foe.id))
    found = []
    for steps in range(walk + 1):
        walked = with_spent_entries(fresh, foe.id, {key: steps * per_cell}) if steps else fresh
        try:
            budget = budget_of(walked, foe.id)
        except ValueError:  # no [turn]: one blow wherever it walks
            return (1,) * (walk + 1)
        count = 0
        while count < MAX_BLOWS and not can_pay(budget, cost):
            budget, count = pay(budget, cost), count + 1
        found.append(count)
    return tuple(found)


def strike_steps(state: BattleState, foe: TokenState, reach: int) -> Mapping[int, tuple[int, int]]:
    """Flat index -> (the fewest cells `foe` walks on its next turn to stand within `reach` of
    that cell, the anchor it strikes from): its own movement map, so walls, tokens in its way
    and its size count."""
    fresh = fresh_turn(state, foe.id)
    moving = fresh.token(foe.id)
    movement = movement_map(fresh, foe.id, fresh.rules.movement_budget(fresh, moving))
    per_cell = float(state.ruleset.movement.cost_per_cell) or 1.0
    grid = state.grid
    start = grid.index(foe.cell)
    found: dict[int, tuple[int, int]] = {}
    for index in sorted(movement.ends | {start}):
        cost = 0.0 if index == start else movement.costs.get(index)
        if cost is None:
            continue
        steps = math.ceil(cost / per_cell - 1e-9)
        body = grid.footprint(grid.cell(index), foe.extent, foe.facing)
        for cell in _within(grid, body, reach):
            at = grid.index(cell)
            if at not in found or found[at][0] > steps:
                found[at] = (steps, index)
    return found


def fighter_field(foe, state: BattleState, memo: dict) -> Mapping[int, tuple[int, int]]:
    """`strike_steps` of a fighter foe (a scoring.Foe), worked out once per decision."""
    field = memo.get(foe.token.id)
    if field is None:
        field = memo[foe.token.id] = strike_steps(state, foe.token, foe.strikes)
    return field


def _within(grid, cells, reach: int) -> set[Cell]:
    """`cells` and every cell within `reach` steps of them."""
    found = set(cells)
    edge = set(cells)
    for _ in range(max(1, reach)):
        edge = {n for c in edge for n in grid.neighbors(c) if grid.in_bounds(n)} - found
        found |= edge
    return found


def blows_at(state: BattleState, me: TokenState, at: Cell, foe, memo: dict) -> int:
    """How many blows `foe` (a scoring.Foe) lands on `me` standing at `at` on its next turn."""
    if not foe.blows:
        return 0
    if foe.strikes <= FIGHTER_REACH:
        found = striking(state, me, at, foe, memo)
        steps = found[0] if found is not None else None
    else:
        steps = max(0, gap(state, me, foe.token, at) - foe.strikes)
    return foe.blows[steps] if steps is not None and steps < len(foe.blows) else 0


def striking(state: BattleState, me: TokenState, at: Cell, foe, memo: dict) -> tuple[int, Cell] | None:
    """(cells walked, the anchor) of a fighter foe's cheapest way to strike `me` at `at`."""
    field, grid = fighter_field(foe, state, memo), state.grid
    ways = [field[grid.index(c)] for c in grid.footprint(at, me.extent, me.facing)
            if grid.in_bounds(c) and grid.index(c) in field]
    if not ways:
        return None
    steps, anchor = min(ways)
    return steps, grid.cell(anchor)


def shot_steps(state: BattleState, me: TokenState, at: Cell, foe, memo: dict) -> int | None:
    """The fewest cells a shooter foe (a scoring.Foe) walks on its next turn to a cell within
    its range that sees `me` standing at `at` (None: none it can reach): a wall between it
    and its target now is cover only for as long as the walk round it takes."""
    from battlemap.engine.vision.sight import seen_mask

    grid = state.grid
    body = tuple(grid.footprint(at, me.extent, me.facing))
    seen = state.memo(("ai.seen", body), lambda: seen_mask(state, body))  # once for every foe
    for steps, index in _walk_order(state, foe, memo):
        if seen >> index & 1 and grid.distance(grid.cell(index), at) <= foe.strikes:
            return steps
    return None


def _walk_order(state: BattleState, foe, memo: dict) -> tuple[tuple[int, int], ...]:
    """(cells walked, flat index) of every cell a foe may stand on next turn, nearest first,
    while it still has a blow left after the walk (worked out once per decision)."""
    key = (foe.token.id, "walk")
    found = memo.get(key)
    if found is None:
        fresh = fresh_turn(state, foe.token.id)
        moving = fresh.token(foe.token.id)
        movement = movement_map(fresh, moving.id, fresh.rules.movement_budget(fresh, moving))
        per_cell = float(state.ruleset.movement.cost_per_cell) or 1.0
        ways = [(0, state.grid.index(moving.cell))]
        for index in movement.ends:
            steps = math.ceil(movement.costs.get(index, 0.0) / per_cell - 1e-9)
            if steps < len(foe.blows) and foe.blows[steps]:
                ways.append((steps, index))
        found = memo[key] = tuple(sorted(set(ways)))
    return found


def blows_left(state: BattleState, me: TokenState, action: Action) -> int:
    """How many times `me` can still pay for `action` this turn (at least 1 for a legal one):
    an action-point shooter standing still fires twice where one that walked fires once."""
    cost = cost_for(state, me, state.ruleset.actions[action.id], action)
    try:
        budget = budget_of(state, me.id)
    except ValueError:
        return 1
    count = 0
    while count < MAX_BLOWS and not can_pay(budget, cost):
        budget, count = pay(budget, cost), count + 1
    return max(1, count)
