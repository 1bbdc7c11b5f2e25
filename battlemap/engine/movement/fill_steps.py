"""The steps of a one-cell fill's nodes, priced as the fills price them.

`node_steps` gives, for each node, the steps out of it and the nodes a step
into it may come from (flat indices, or index * 2 + parity under the 5-10-5
rule), so a drawn path (`MovementMap.path_to`) can walk back over every
equally cheap way, not only the one the fill kept.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from battlemap.engine.movement.move_rules import MoveRules


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
