"""Where a token can move and what it costs: a budget-limited Dijkstra over flat indices.

Costs are in the ruleset's movement unit: each step costs `cost_per_cell`
times the entered cell's terrain factor (the largest under a multi-cell
footprint) times the diagonal factor of the grid's rule (chebyshev 1,
euclidean sqrt 2, alternating 1 then 2: the 5-10-5 rule, which the fill
tracks by expanding each cell into two nodes, index x diagonal parity, and
keeps both wherever terrain factors differ: the odd node, though dearer
here, may be the cheaper way on).
Walls and closed doors block in cells and on edges; a diagonal step past the
corner of a blocking cell or edge is refused; enemies block when the ruleset
says so; allies can be passed but, without stacking, not ended on. The fill
reads the grid's precomputed adjacency and the terrain's flat tuples only.

When every step costs a whole number (chebyshev, manhattan and hex rules with
integral terrain factors: every bundled ruleset but the alternating one) the
fill is a bucket queue over plain cell indices, which pops cells in the same
(cost, index) order as a heap would, so paths and costs are the same; other
rules (alternating, euclidean, fractional factors) use a heap.

Drawn paths: a fill keeps one predecessor per node, chosen by its own
tie-break (cell index), which draws tents across open ground. `path_to`
walks back from the hovered cell over every equally cheap predecessor
instead (`walk_straight`), taking one not held by another side first, then
the one nearest the straight start-goal line. The rules a fill reads about
one mover are `move_rules.MoveRules`; its loops are in `fills.py`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.fill_steps import node_steps, steps_into
from battlemap.engine.movement.fills import fill_alternating, fill_buckets, fill_footprint, fill_heap
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.grid import Cell, Grid

INF = math.inf


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
    #: Flat index -> cheapest cost to reach it (whole numbers from the bucket fill).
    costs: Mapping[int, float]
    #: Flat index -> fill node of that cheapest way; None when nodes are flat indices.
    nodes: Mapping[int, int] | None
    #: Node -> previous node.
    prev: Mapping[int, int]
    #: Indices the token may end on.
    ends: frozenset[int]
    #: Low bits of a node below its flat index (1: index * 2 + diagonal parity, for the
    #: alternating rule and multi-cell tokens; 0: nodes are flat indices).
    shift: int = 0
    #: Node -> (next node, cost) of each step out of it, for a one-cell token: lets
    #: `path_to` pick, among the equally cheap ways, the one nearest the straight line.
    #: None for multi-cell tokens (they keep the fill's way).
    steps: Callable[[int], Sequence[tuple[int, float]]] | None = field(default=None, compare=False, repr=False)
    #: Node -> the nodes a step into it may come from (with `steps`).
    sources: Callable[[int], Iterable[int]] | None = field(default=None, compare=False, repr=False)
    #: Node -> cheapest cost, where nodes are not flat indices (None: `costs`).
    node_costs: Mapping[int, float] | None = field(default=None, compare=False, repr=False)
    #: Cells other sides hold: of two equally cheap ways, the one around them.
    avoid: frozenset[int] = field(default=frozenset(), compare=False, repr=False)

    @cached_property
    def best(self) -> Mapping[int, tuple[float, int]]:
        """Flat index -> (cost, node) of the cheapest way to reach it."""
        return _Best(self.costs, self.nodes)

    def pass_cost(self, cell: Cell) -> float | None:
        """Cheapest cost to reach `cell` (passing or ending), None when out of reach."""
        if not self.grid.in_bounds(cell):
            return None
        found = self.costs.get(self.grid.index(cell))
        return float(found) if found is not None else None

    def cost(self, cell: Cell) -> float | None:
        """Cheapest cost to move to `cell` and stay there; None when it cannot."""
        if not self.grid.in_bounds(cell) or self.grid.index(cell) not in self.ends:
            return None
        return float(self.costs[self.grid.index(cell)])

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and self.cost(Cell(*cell)) is not None

    def path_to(self, cell: Cell) -> tuple[Cell, ...] | None:
        """The cheapest path to `cell` (cells after the start), or None when out of reach.

        Of the equally cheap paths, the one that keeps nearest the straight line
        from the start to `cell` where the fill allows telling them apart: what a
        GM draws by hand, and what a charge in a straight line needs.
        """
        if self.cost(cell) is None:
            return None
        goal = self.best[self.grid.index(cell)][1]
        if self.steps is not None:
            return walk_straight(self, goal)
        return self._walk_back(goal)

    def _walk_back(self, node: int) -> tuple[Cell, ...]:
        cells, prev, shift = [], self.prev, self.shift
        while node in prev:
            cells.append(self.grid.cell(node >> shift))
            node = prev[node]
        cells.reverse()
        return tuple(cells)

    def reachable(self) -> tuple[Cell, ...]:
        """Cells the token may move to and end on (start excluded), in index order."""
        start = self.grid.index(self.start)
        return tuple(self.grid.cell(i) for i in sorted(self.ends) if i != start)

    def indices(self) -> frozenset[int]:
        """Flat indices of every cell the fill reached (passable within budget)."""
        return frozenset(self.costs)


class _Best(Mapping[int, tuple[float, int]]):
    """Flat index -> (cost as a float, node): a view over a fill's tables, built on read."""

    __slots__ = ("_costs", "_nodes")

    def __init__(self, costs: Mapping[int, float], nodes: Mapping[int, int] | None) -> None:
        self._costs, self._nodes = costs, nodes

    def __getitem__(self, index: int) -> tuple[float, int]:
        cost = float(self._costs[index])
        return cost, (index if self._nodes is None else self._nodes[index])

    def __contains__(self, index: object) -> bool:
        return index in self._costs

    def __iter__(self) -> Iterator[int]:
        return iter(self._costs)

    def __len__(self) -> int:
        return len(self._costs)


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


def fill(rules: MoveRules, budget: float) -> MovementMap:
    """Dijkstra from the token's anchor, never past `budget` (INF: the whole map)."""
    nodes, shift = None, 0
    table = rules.whole_steps() if rules.extent == 1 else None
    if table is not None:
        costs, prev = fill_buckets(rules, table, budget)
    elif rules.extent == 1 and not rules.alternating:
        costs, prev = fill_heap(rules, budget)
    else:
        shift = 1
        found = fill_alternating(rules, budget) if rules.extent == 1 else fill_footprint(rules, budget)
        prev = found[1]
        costs, nodes = _cheapest_nodes(found[0])
    token = rules.token
    walk = node_steps(rules, table, shift) if rules.extent == 1 else None
    steps, sources = walk if walk is not None else (None, None)
    return MovementMap(
        rules.grid, token.id, token.cell, budget, rules.unit, costs, nodes, prev,
        _ends(rules, costs), shift, steps, sources, found[0] if shift else None,
        _others(rules) if steps is not None else frozenset(),
    )


def _others(rules: MoveRules) -> frozenset[int]:
    """Flat indices of the cells held by tokens of other sides."""
    side = rules.token.side
    held = [cells for s, cells in rules.state.cells_by_side.items() if s != side]
    return frozenset().union(*held) if held else frozenset()


def _cheapest_nodes(dist: dict[int, float]) -> tuple[dict[int, float], dict[int, int]]:
    """Per flat index, the cheapest of its parity nodes: (costs, nodes)."""
    costs: dict[int, float] = {}
    nodes: dict[int, int] = {}
    for node, d in dist.items():
        index = node >> 1
        old = costs.get(index)
        if old is None or (d, node) < (old, nodes[index]):
            costs[index], nodes[index] = d, node
    return costs, nodes


def _ends(rules: MoveRules, costs: Mapping[int, float]) -> frozenset[int]:
    """The reached anchors the token may end on.

    A one-cell token may end on its own cell and on any cell holding fewer
    tokens than a cell may (1 without stacking), so only occupied cells are
    counted, walking whichever of occupancy and the reached cells is smaller.
    """
    if rules.extent > 1:
        return frozenset(i for i in costs if rules.can_end(i))
    limit = rules.max_per_cell if rules.stacking else 1
    if limit is None:
        return frozenset(costs)
    occupancy, start = rules.state.occupancy, rules.start
    small, large = (occupancy, costs) if len(occupancy) < len(costs) else (costs, occupancy)
    refused = [i for i in small if i in large and i != start and len(occupancy[i]) >= limit]
    if not refused:
        return frozenset(costs)
    # A frozenset built from a dict is a copy of its keys (about 0.4 ms on a full
    # 200x200 field); a set's difference rehashes every cell (some 4 ms).
    kept = dict(costs)
    for index in refused:
        del kept[index]
    return frozenset(kept)


def movement_map(state: BattleState, token_id: str, budget: float | None = None) -> MovementMap:
    """The token's movement map within `budget` (default: its system's movement budget)."""
    token = state.token(token_id)
    if budget is None:
        budget = state.rules.movement_budget(state, token)
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
    cols, rows = grid.cols, grid.rows
    anchors = [rules.start]
    cost, parity, a = 0.0, 0, rules.start
    for step, cell in enumerate(path, start=1):
        at = grid.to_offset(cell)  # the flat index and, in a reason, the cell's label
        if not (0 <= at[0] < cols and 0 <= at[1] < rows):
            reasons.append(Reason.of("off_map", step=step, at=at))
            cost += rules.per_cell
            anchors.append(-1)
            a = -1
            continue
        b = at[1] * cols + at[0]
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
