"""Where a token can move and what it costs: a budget-limited Dijkstra over flat indices.

Costs are in the ruleset's movement unit: each step costs `cost_per_cell`
times the entered cell's terrain factor (the largest under a multi-cell
footprint) times the diagonal factor of the grid's rule (chebyshev 1,
euclidean sqrt 2, alternating 1 then 2: the 5-10-5 rule, which the fill
tracks by expanding each cell into two nodes, index x diagonal parity).
Walls and closed doors block in cells and on edges; a diagonal step past the
corner of a blocking cell or edge is refused; enemies block when the ruleset
says so; allies can be passed but, without stacking, not ended on. The fill
reads the grid's precomputed adjacency and the terrain's flat tuples only.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from battlemap.engine.modifiers import Reason
from battlemap.engine.state import BattleState, TokenState
from battlemap.grid import Cell, Grid

INF = math.inf
_EPS = 1e-9
_SQRT2 = math.sqrt(2.0)


class MoveRules:
    """Per-token tables for moving it: what blocks, what costs, where it may end.

    Built once per drag (a few set and dict builds); every step question is
    then a handful of tuple and set lookups.
    """

    def __init__(self, state: BattleState, token: TokenState) -> None:
        grid, terrain, movement = state.grid, state.terrain, state.ruleset.movement
        self.state, self.token, self.grid, self.terrain = state, token, grid, terrain
        self.size = grid.size
        self.adjacency = grid.adjacency()
        self.per_cell = float(movement.cost_per_cell)
        self.unit = movement.unit
        self.rule = getattr(grid, "diagonal", "chebyshev")
        self.alternating = self.rule == "alternating"
        self.extent = token.extent
        self.start = grid.index(token.cell)
        own = frozenset(grid.index(c) for c in token.footprint if grid.in_bounds(c))
        self.own = own
        self.enemies = state.enemy_cells(token.side) - own if movement.enemies_block else frozenset()
        if not movement.allies_passable:
            allies = state.cells_by_side.get(token.side, frozenset()) - own
            self.enemies = self.enemies | allies
        self.stacking = movement.stacking
        self.max_per_cell = movement.max_tokens_per_cell
        self._footprints: dict[int, tuple[int, ...] | None] = {}

    # --- footprints ----------------------------------------------------------------
    def footprint(self, anchor: int) -> tuple[int, ...] | None:
        """Flat indices covered with the anchor at `anchor` (None when partly off the map)."""
        if self.extent == 1:
            return (anchor,)
        if anchor not in self._footprints:
            grid = self.grid
            cells = grid.footprint(grid.cell(anchor), self.extent, self.token.facing)
            self._footprints[anchor] = (
                tuple(grid.index(c) for c in cells) if all(grid.in_bounds(c) for c in cells) else None
            )
        return self._footprints[anchor]

    # --- one step ----------------------------------------------------------------------
    def blocked(self, a: int, b: int) -> tuple[str, int] | None:
        """Why the step from anchor `a` to adjacent anchor `b` is refused: (code, cell index)."""
        if self.extent == 1:
            return self._cell_step_blocked(a, b)
        fa, fb = self.footprint(a), self.footprint(b)
        if fb is None or fa is None:
            return ("off_map", b)
        grid = self.grid
        ca, cb = grid.cell(a), grid.cell(b)
        dq, dr = cb.q - ca.q, cb.r - ca.r
        for x in fa:
            cx = grid.cell(x)
            y = grid.index(Cell(cx.q + dq, cx.r + dr))
            why = self._cell_step_blocked(x, y)
            if why is not None:
                return why
        return None

    def _cell_step_blocked(self, a: int, b: int) -> tuple[str, int] | None:
        why = self.terrain.step_blocked(a, b)
        if why is not None:
            return (why, b)
        if b in self.enemies:
            return ("blocked_by_enemy", b)
        return None

    def factor(self, b: int) -> float:
        """Terrain cost factor of standing at anchor `b` (largest under the footprint)."""
        costs = self.terrain.move_cost_by_index
        if self.extent == 1:
            return costs[b]
        fb = self.footprint(b)
        return max(costs[i] for i in fb) if fb else 1.0

    def diagonal_factor(self, diagonal: bool, parity: int) -> tuple[float, int]:
        """(factor, next parity) of a step under the grid's diagonal rule."""
        if not diagonal:
            return 1.0, parity
        if self.alternating:
            return (2.0 if parity else 1.0), parity ^ 1
        if self.rule == "euclidean":
            return _SQRT2, parity
        return 1.0, parity

    def can_end(self, anchor: int) -> bool:
        """Whether the token may end its move at `anchor` (fast form of end_problem)."""
        if self.extent == 1 and anchor != self.start:
            here = self.state.occupancy.get(anchor)
            if not here:
                return True
        return self.end_problem(anchor) is None

    def end_problem(self, anchor: int) -> Reason | None:
        """Why the token may not end its move at `anchor`, or None."""
        if anchor == self.start:
            return None
        cells = self.footprint(anchor) or ()
        occupancy = self.state.occupancy
        me = self.token.id
        for index in cells:
            others = tuple(i for i in occupancy.get(index, ()) if i != me)
            if not others:
                continue
            at = self.grid.to_offset(self.grid.cell(index))
            if not self.stacking:
                return Reason.of("occupied", at=at, by=others)
            if self.max_per_cell is not None and len(others) >= self.max_per_cell:
                return Reason.of("stack_full", at=at, limit=self.max_per_cell)
        return None


@dataclass(frozen=True)
class MovementMap:
    """A token's movement fill: the cheapest cost to every cell within its budget.

    `cost(cell)` and `path_to(cell)` answer for cells the token may end on;
    `pass_cost(cell)` also for cells it can only pass (allies, without stacking).
    """

    grid: Grid
    token_id: str
    start: Cell
    budget: float
    unit: str
    #: Flat index -> (cost, node) of the cheapest way to reach it.
    best: dict[int, tuple[float, int]]
    #: Node (index * 2 + diagonal parity) -> previous node.
    prev: dict[int, int]
    #: Indices the token may end on.
    ends: frozenset[int]

    def pass_cost(self, cell: Cell) -> float | None:
        """Cheapest cost to reach `cell` (passing or ending), None when out of reach."""
        if not self.grid.in_bounds(cell):
            return None
        found = self.best.get(self.grid.index(cell))
        return found[0] if found is not None else None

    def cost(self, cell: Cell) -> float | None:
        """Cheapest cost to move to `cell` and stay there; None when it cannot."""
        if not self.grid.in_bounds(cell) or self.grid.index(cell) not in self.ends:
            return None
        return self.best[self.grid.index(cell)][0]

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and self.cost(Cell(*cell)) is not None

    def path_to(self, cell: Cell) -> tuple[Cell, ...] | None:
        """The cheapest path to `cell` (cells after the start), or None when out of reach."""
        if self.cost(cell) is None:
            return None
        return self._walk_back(self.best[self.grid.index(cell)][1])

    def _walk_back(self, node: int) -> tuple[Cell, ...]:
        cells = []
        while node in self.prev:
            cells.append(self.grid.cell(node >> 1))
            node = self.prev[node]
        cells.reverse()
        return tuple(cells)

    def reachable(self) -> tuple[Cell, ...]:
        """Cells the token may move to and end on (start excluded), in index order."""
        start = self.grid.index(self.start)
        return tuple(self.grid.cell(i) for i in sorted(self.ends) if i != start)

    def indices(self) -> frozenset[int]:
        """Flat indices of every cell the fill reached (passable within budget)."""
        return frozenset(self.best)


def fill(rules: MoveRules, budget: float) -> MovementMap:
    """Dijkstra from the token's anchor, never past `budget` (INF: the whole map)."""
    if rules.extent == 1:
        dist, prev = _fill_single(rules, budget)
    else:
        dist, prev = _fill_footprint(rules, budget)
    best: dict[int, tuple[float, int]] = {}
    for node, d in dist.items():
        index = node >> 1
        if index not in best or (d, node) < best[index]:
            best[index] = (d, node)
    ends = frozenset(i for i in best if rules.can_end(i))
    return MovementMap(rules.grid, rules.token.id, rules.token.cell, budget, rules.unit, best, prev, ends)


def _fill_single(rules: MoveRules, budget: float) -> tuple[dict[int, float], dict[int, int]]:
    """The fill for a one-cell token over the terrain's cached open steps."""
    open_steps, enemies, per_cell = rules.terrain.open_steps, rules.enemies, rules.per_cell
    alternating, euclidean = rules.alternating, rules.rule == "euclidean"
    limit = budget + _EPS
    start = rules.start << 1
    dist, prev = {start: 0.0}, {}
    heap = [(0.0, start)]
    pop, push, get = heapq.heappop, heapq.heappush, dist.get
    while heap:
        d, node = pop(heap)
        if d > dist[node]:
            continue
        parity = node & 1
        for b, diagonal, factor in open_steps(node >> 1):
            if b in enemies:
                continue
            nd, nparity = per_cell * factor, parity
            if diagonal:
                if alternating:
                    nd, nparity = (nd + nd if parity else nd), parity ^ 1
                elif euclidean:
                    nd *= _SQRT2
            nd += d
            if nd > limit:
                continue
            nnode = (b << 1) | nparity
            old = get(nnode)
            if old is None or nd < old:
                # Odd parity (next diagonal costs double) at no lower cost than
                # even parity is never better: skip it.
                if nparity and get(nnode ^ 1, INF) <= nd:
                    continue
                dist[nnode] = nd
                prev[nnode] = node
                push(heap, (nd, nnode))
    return dist, prev


def _fill_footprint(rules: MoveRules, budget: float) -> tuple[dict[int, float], dict[int, int]]:
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


def movement_map(state: BattleState, token_id: str, budget: float | None = None) -> MovementMap:
    """The token's movement map within `budget` (default: its system's movement budget)."""
    token = state.token(token_id)
    if budget is None:
        budget = state.system.movement_budget(state, token)
    return fill(MoveRules(state, token), budget)


class PathCheck(NamedTuple):
    """An explicit path judged step by step: cost, every problem, anchors per step."""

    cost: float
    reasons: tuple[Reason, ...]
    #: Flat index of the anchor before the path and after each step (-1 off the map).
    anchors: tuple[int, ...]


def check_path(rules: MoveRules, path: Sequence[Cell]) -> PathCheck:
    """Cost and every reason the path is illegal, ignoring the budget."""
    grid, reasons = rules.grid, []
    anchors = [rules.start]
    cost, parity, a = 0.0, 0, rules.start
    for step, cell in enumerate(path, start=1):
        at = grid.to_offset(cell)
        if not grid.in_bounds(cell):
            reasons.append(Reason.of("off_map", step=step, at=at))
            cost += rules.per_cell
            anchors.append(-1)
            a = -1
            continue
        b = grid.index(cell)
        diagonal = _adjacent(rules, a, b)
        if diagonal is None:
            if a >= 0:
                reasons.append(Reason.of("not_adjacent", step=step, at=at))
            diagonal = False
        elif (why := rules.blocked(a, b)) is not None:
            reasons.append(_blocked_reason(rules, why, step))
        mult, parity = rules.diagonal_factor(diagonal, parity)
        cost += rules.per_cell * rules.factor(b) * mult
        anchors.append(b)
        a = b
    if path and a >= 0 and (problem := rules.end_problem(a)) is not None:
        reasons.append(problem)
    return PathCheck(cost, tuple(reasons), tuple(anchors))


def _adjacent(rules: MoveRules, a: int, b: int) -> bool | None:
    """Whether the step a -> b is diagonal; None when b is not a neighbour of a."""
    if a < 0:
        return None
    for n, _, diagonal in rules.adjacency[a]:
        if n == b:
            return diagonal
    return None


def _blocked_reason(rules: MoveRules, why: tuple[str, int], step: int) -> Reason:
    code, index = why
    grid = rules.grid
    at = grid.to_offset(grid.cell(index))
    if code == "blocked_by_enemy":
        by = tuple(i for i in rules.state.occupancy.get(index, ()) if i != rules.token.id)
        return Reason.of(code, step=step, at=at, by=by)
    if code == "blocked_terrain":
        return Reason.of(code, step=step, at=at, terrain=rules.terrain.terrain_id_at(index))
    return Reason.of(code, step=step, at=at)


def path_cost(state: BattleState, token_id: str, path: Sequence[Cell]) -> tuple[float, tuple[Reason, ...]]:
    """What an explicit path costs and every reason it is illegal (budget not included)."""
    result = check_path(MoveRules(state, state.token(token_id)), path)
    return result.cost, result.reasons
