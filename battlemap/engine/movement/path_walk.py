"""Drawn paths: of the equally cheap ways to a cell, the one a GM would draw.

A movement fill keeps one predecessor per node, chosen by its own tie-break
(cell index), which draws tents across open ground. `walk_straight` walks
back from the hovered cell over every equally cheap predecessor instead,
taking one not held by another side first, then the one nearest the straight
start-goal line. `node_steps` gives the steps of a one-cell fill's nodes,
priced as the fills price them (flat indices, or index * 2 + parity under the
5-10-5 rule).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from battlemap.grid import Cell

if TYPE_CHECKING:
    from battlemap.engine.movement.movement_map import MovementMap, MoveRules


def walk_straight(movement: MovementMap, goal: int) -> tuple[Cell, ...]:
    """Back from node `goal` over cheapest steps, each time to the predecessor nearest the
    line (one not held by another side first: passing an enemy invites its attack)."""
    grid, steps, prev, avoid, shift = (movement.grid, movement.steps, movement.prev, movement.avoid,
                                       movement.shift)
    costs = movement.node_costs if movement.node_costs is not None else movement.costs
    (sx, sy), (gx, gy) = grid.center(movement.start), grid.center(grid.cell(goal >> shift))
    dx, dy = gx - sx, gy - sy
    cells, node = [], goal
    while node in prev:
        cells.append(grid.cell(node >> shift))
        here, best, best_key = costs[node], prev[node], None
        for a in movement.sources(node):
            before = costs.get(a)
            if before is None or before >= here or not steps_into(steps(a), node, here - before):
                continue
            ax, ay = grid.center(grid.cell(a >> shift))
            key = ((a >> shift) in avoid, abs((ax - sx) * dy - (ay - sy) * dx), a)
            if best_key is None or key < best_key:
                best, best_key = a, key
        node = best
    cells.reverse()
    return tuple(cells)


def node_steps(rules: MoveRules, table: list | None, shift: int):
    """(steps, sources) of the one-cell fills' nodes, priced as the fills price them:
    steps(node) -> (next node, cost) ...; sources(node) -> nodes a step into it may leave."""
    open_steps, per_cell = rules.terrain.open_steps, rules.per_cell
    if shift:  # the 5-10-5 rule: node = index * 2 + parity (the next diagonal costs double)
        def parity_steps(node: int) -> tuple[tuple[int, float], ...]:
            parity, found = node & 1, []
            for b, diagonal, f in open_steps(node >> 1):
                cost, next_parity = per_cell * f, parity
                if diagonal:
                    cost, next_parity = (cost + cost if parity else cost), parity ^ 1
                found.append(((b << 1) | next_parity, cost))
            return tuple(found)
        return parity_steps, lambda node: [(b << 1) | p for b, _, _ in open_steps(node >> 1) for p in (0, 1)]
    steps = step_costs(rules, table)
    return steps, lambda node: [b for b, _ in steps(node)]


def step_costs(rules: MoveRules, table: list | None) -> Callable[[int], Sequence[tuple[int, float]]]:
    """Index -> (neighbour, cost) of its steps, as the one-cell fills priced them."""
    if table is not None:
        return lambda index: table[index] or ()
    per_cell, open_steps = rules.per_cell, rules.terrain.open_steps
    diagonal_factor = math.sqrt(2.0) if rules.rule == "euclidean" else 1.0
    return lambda index: tuple((b, per_cell * f * (diagonal_factor if diagonal else 1.0))
                               for b, diagonal, f in open_steps(index))


def steps_into(steps, node: int, cost: float) -> bool:
    """Whether a cell's step list has a step into `node` costing `cost` (float noise aside)."""
    return any(b == node and abs(c - cost) < 1e-9 for b, c in steps)
