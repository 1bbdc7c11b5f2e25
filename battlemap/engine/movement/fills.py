"""The Dijkstra loops behind a movement map (battlemap.engine.movement.movement_map builds the map).

Four loops, picked by `movement.fill`: a bucket queue for a one-cell token
whose every step costs a whole number (the common case, and the drag start's
hot path; where every step costs the same, a breadth-first walk, over
whole-map bitsets in `bit_walk` when it may reach much of the map), a heap over (cell, diagonal parity) for a one-cell token under the
5-10-5 rule, a heap for any other one-cell token (euclidean or fractional
costs), and a heap that checks the whole footprint for larger tokens. Each returns (cost per node, previous node per node); all stop at
the budget and never enter an enemy's cell when enemies block.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping
from functools import partial

from battlemap.engine.movement.bit_walk import LevelPrev, walk_bits
from battlemap.engine.movement.move_rules import MoveRules

INF = math.inf
_EPS = 1e-9
_SQRT2 = math.sqrt(2.0)
#: A cost no fill reaches (the bucket fill's unlimited budget and unreached mark).
_FAR = 1 << 60


def fill_buckets(
    rules: MoveRules, table: list, budget: float
) -> tuple[dict[int, int], dict[int, int]]:
    """The fill for a one-cell token whose steps all cost whole numbers: a bucket queue.

    Bucket `d` holds the cells first reached at cost `d`; it is complete when
    its turn comes (every step costs at least 1) and is walked in index
    order, the order a heap of (cost, index) pops, so ties break the same.
    Distances live in a flat list (a slot per cell beats a dict on a large
    fill), with blocking enemies marked -1 up front instead of tested per
    step; `table` is `MoveRules.whole_steps()`, filled here cell by cell.
    The loop reads each cell's steps grouped by cost (`_grouped`): one sum
    and one budget test per group, not per neighbour (a full-map field
    relaxes some 300,000 steps; this is most of its time).
    """
    limit = math.floor(budget + _EPS) if budget < INF else _FAR
    factor = rules.one_move_factor
    if factor is not None:
        return _fill_levels(rules, table, int(rules.per_cell * factor), limit)
    start = rules.start
    dist = [_FAR + 1] * rules.size
    for blocked in rules.enemies:
        dist[blocked] = -1  # no cost beats it: never entered, never reached
    dist[start] = 0
    grouped = rules.state.memo(("whole_steps_grouped", rules.per_cell), lambda: [None] * rules.size)
    prev: dict[int, int] = {}
    buckets: dict[int, list[int]] = {0: [start]}
    pop, get = buckets.pop, buckets.get
    d = 0
    while buckets:
        bucket = pop(d, None)
        if bucket is None:
            d += 1
            continue
        bucket.sort()
        for a in bucket:
            if dist[a] != d:
                continue  # reached cheaper since it was queued here
            groups = grouped[a]
            if groups is None:
                groups = grouped[a] = _grouped(rules, table, a)
            for cost, targets in groups:
                nd = d + cost
                if nd > limit:
                    continue
                queued = None
                for b in targets:
                    if nd < dist[b]:
                        dist[b] = nd
                        prev[b] = a
                        if queued is None:
                            queued = get(nd)
                            if queued is None:
                                queued = buckets[nd] = []
                        queued.append(b)
        d += 1
    # Every reached cell but the start has a previous cell.
    costs = {start: 0}
    costs.update(zip(prev, map(dist.__getitem__, prev)))
    return costs, prev


def _fill_levels(
    rules: MoveRules, table: list, cost: int, limit: int
) -> tuple[dict[int, int], Mapping[int, int]]:
    """The bucket fill where every step costs `cost`: a breadth-first walk, level by level.

    With one step cost the first reach of a cell is its cheapest, so no cell
    is queued twice, none is stale, and the budget is tested once a level.
    A fill over much of the map (a full-map field: some 280,000 steps on 200 x
    200) walks whole-map bitsets (`bit_walk.walk_bits`); a short one, whose cost
    grows with the cells it reaches, walks them one by one (`_walk_cells`).
    """
    neighbours = rules.state.memo(("open_targets", rules.per_cell), lambda: [None] * rules.size)
    if _reaches_much(rules.size, limit // cost):
        targets = partial(_targets, rules, table, neighbours)
        costs = walk_bits(rules, targets, cost, limit)
        return costs, LevelPrev(costs, rules.start, cost, rules.adjacency, targets)
    return _walk_cells(rules, table, neighbours, cost, limit)


def _reaches_much(size: int, levels: int) -> bool:
    """Whether a walk of `levels` levels may reach more than an eighth of a map of `size` cells:
    there the bitset walk (a fixed ~30 ns a cell of the map, plus ~1 ns a cell a level) beats
    the cell walk (~0.5 us a cell reached); measured on 100 x 100 and 200 x 200 maps."""
    return (2 * min(levels, size) + 1) ** 2 > size // 8


def _walk_cells(
    rules: MoveRules, table: list, neighbours: list, cost: int, limit: int
) -> tuple[dict[int, int], dict[int, int]]:
    """A level fill cell by cell. Each level is walked in index order and a cell keeps the
    first one to reach it: the bucket fill's costs and previous cells, exactly."""
    start = rules.start
    seen = bytearray(rules.size)
    for blocked in rules.enemies:
        seen[blocked] = 1  # never entered, never reached
    seen[start] = 1
    costs, prev = {start: 0}, {}
    level, d = [start], 0
    while level and d + cost <= limit:
        d += cost
        reached: list[int] = []
        add = reached.append
        for a in level:
            targets = neighbours[a]
            if targets is None:
                targets = _targets(rules, table, neighbours, a)
            for b in targets:
                if not seen[b]:
                    seen[b] = 1
                    prev[b] = a
                    add(b)
        reached.sort()
        costs.update(dict.fromkeys(reached, d))
        level = reached
    return costs, prev


def _targets(rules: MoveRules, table: list, neighbours: list, a: int) -> tuple[int, ...]:
    """The cells one open step from `a`, from `neighbours` or filled into it."""
    targets = neighbours[a]
    if targets is None:
        targets = neighbours[a] = tuple(b for b, _ in _whole_steps(rules, table, a))
    return targets


def _whole_steps(rules: MoveRules, table: list, a: int) -> tuple[tuple[int, int], ...]:
    """Cell `a`'s (neighbour, whole-number cost) steps, from `table` or filled into it."""
    steps = table[a]
    if steps is None:
        per_cell = rules.per_cell
        steps = table[a] = tuple((b, int(per_cell * f)) for b, _, f in rules.terrain.open_steps(a))
    return steps


def _grouped(rules: MoveRules, table: list, a: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Cell `a`'s whole-number steps as (cost, neighbours at that cost) in first-seen order,
    filling `table[a]` on the way (drawn paths read it)."""
    groups: dict[int, list[int]] = {}
    for b, cost in _whole_steps(rules, table, a):
        groups.setdefault(cost, []).append(b)
    return tuple((cost, tuple(targets)) for cost, targets in groups.items())


def fill_heap(rules: MoveRules, budget: float) -> tuple[dict[int, float], dict[int, int]]:
    """The fill for a one-cell token over the terrain's cached open steps (any step cost but
    the 5-10-5 rule's, which `fill_alternating` prices): nodes are flat indices."""
    open_steps, enemies, per_cell = rules.terrain.open_steps, rules.enemies, rules.per_cell
    euclidean = rules.rule == "euclidean"
    limit = budget + _EPS
    start = rules.start
    dist, prev = {start: 0.0}, {}
    heap = [(0.0, start)]
    pop, push, get = heapq.heappop, heapq.heappush, dist.get
    while heap:
        d, a = pop(heap)
        if d > dist[a]:
            continue
        for b, diagonal, factor in open_steps(a):
            if b in enemies:
                continue
            nd = per_cell * factor
            if diagonal and euclidean:
                nd *= _SQRT2
            nd += d
            if nd > limit:
                continue
            old = get(b)
            if old is None or nd < old:
                dist[b] = nd
                prev[b] = a
                push(heap, (nd, b))
    return dist, prev


def fill_alternating(rules: MoveRules, budget: float) -> tuple[dict[int, float], dict[int, int]]:
    """The fill for a one-cell token under the 5-10-5 rule: nodes index * 2 + diagonal parity.

    Parity 1 means the next diagonal costs double. Both parity nodes of a cell
    are kept (with mixed terrain factors the odd one can be the better way on:
    a double diagonal onto cheap ground, then a single one onto dear ground),
    except where one factor covers the map (`MoveRules.even_parity_dominates`):
    there an odd node at no lower cost than the even one is never better. As
    in the bucket fill, costs live in a flat list with blocking enemies marked
    -1 up front, and each cell's priced steps come from `MoveRules.priced_steps`.
    """
    table, open_steps, per_cell = rules.priced_steps(), rules.terrain.open_steps, rules.per_cell
    prune = rules.even_parity_dominates
    limit = budget + _EPS
    start = rules.start << 1
    dist = [INF] * (rules.size << 1)
    for blocked in rules.enemies:
        dist[blocked << 1] = dist[(blocked << 1) | 1] = -1.0  # never entered, never reached
    dist[start] = 0.0
    prev: dict[int, int] = {}
    heap = [(0.0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, node = pop(heap)
        if d > dist[node]:
            continue
        parity, a = node & 1, node >> 1
        steps = table[a]
        if steps is None:
            steps = table[a] = tuple((b, per_cell * f, diagonal) for b, diagonal, f in open_steps(a))
        for b, cost, diagonal in steps:
            if diagonal:
                if parity:
                    nd, nnode = d + cost + cost, b << 1
                else:
                    nd, nnode = d + cost, (b << 1) | 1
                    # One terrain factor everywhere: odd parity at no lower cost
                    # than even parity is never better.
                    if prune and dist[nnode ^ 1] <= nd:
                        continue
            else:
                nd, nnode = d + cost, (b << 1) | parity
                if parity and prune and dist[nnode ^ 1] <= nd:
                    continue
            if nd < dist[nnode] and nd <= limit:
                dist[nnode] = nd
                prev[nnode] = node
                push(heap, (nd, nnode))
    costs = {start: 0.0}
    costs.update(zip(prev, map(dist.__getitem__, prev)))
    return costs, prev


def fill_footprint(rules: MoveRules, budget: float) -> tuple[dict[int, float], dict[int, int]]:
    """The fill for a multi-cell token: each step checks the whole footprint."""
    start = rules.start << 1
    dist, prev = {start: 0.0}, {}
    heap = [(0.0, start)]
    limit = budget + _EPS
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        a, parity = node >> 1, node & 1
        for b, _, diagonal in rules.adjacency[a]:
            if rules.blocked(a, b) is not None:
                continue
            mult, nparity = rules.diagonal_factor(diagonal, parity)
            nd = d + rules.per_cell * rules.factor(b) * mult
            nnode = (b << 1) | nparity
            if nd <= limit and nd < dist.get(nnode, INF):
                dist[nnode] = nd
                prev[nnode] = node
                heapq.heappush(heap, (nd, nnode))
    return dist, prev
