"""What moving one token may do, as flat tables: what blocks, what costs, where it may end.

A `MoveRules` is built once per drag (a few set and dict builds) from a state
and the mover; the fills (`fills.py`) and a path's check (`movement_map.py`)
then ask it every step question as a handful of tuple and set lookups.
"""

from __future__ import annotations

import math

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.blocking import enemy_cells
from battlemap.grid import Cell

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
        self.enemies = enemy_cells(state, token.side) - own if movement.enemies_block else frozenset()
        if not movement.allies_passable:
            allies = state.cells_by_side.get(token.side, frozenset()) - own
            self.enemies = self.enemies | allies
        self.stacking = movement.stacking
        self.max_per_cell = movement.max_tokens_per_cell
        self._footprints: dict[int, tuple[int, ...] | None] = {}

    @property
    def even_parity_dominates(self) -> bool:
        """Whether, under the 5-10-5 rule, a cell reached with the next diagonal at the single
        rate (even parity) is never worse than reached as cheaply with it at double (odd).

        True when every cell a token may enter has one terrain factor: then any way on
        costs the odd state at least what it costs the even one, and a fill may drop the
        odd state. With mixed factors it may not: a double diagonal onto cheap ground and
        a single one onto dear ground beat the other order, so both states are kept.
        """
        return len(self._move_factors()) <= 1

    @property
    def one_move_factor(self) -> float | None:
        """The terrain factor every cell a token may enter shares, or None when they differ
        (then a first reach by a fill is not always its cheapest)."""
        factors = self._move_factors()
        return next(iter(factors)) if len(factors) == 1 else None

    def _move_factors(self) -> frozenset[float]:
        terrain = self.terrain
        return self.state.memo(("move_factors",), lambda: frozenset(
            f for f, blocks in zip(terrain.move_cost_by_index, terrain.blocks_move_by_index) if not blocks
        ))

    def whole_steps(self) -> list | None:
        """Per flat index, (neighbour, whole-number cost) of each open step, or None.

        None when some step cost is not a positive whole number or depends on
        the diagonal (alternating, euclidean): those fills use a heap. Shared
        by every fill on this terrain and system, filled cell by cell on first
        use, so a drag start reads ready-made integer costs.
        """
        if self.alternating or self.rule == "euclidean":
            return None
        per_cell = self.per_cell
        costs = {per_cell * t.move_cost for t in self.terrain.types}
        if not all(c >= 1 and float(c).is_integer() for c in costs):
            return None
        return self.state.memo(("whole_steps", per_cell), lambda: [None] * self.size)

    def priced_steps(self) -> list:
        """Per flat index, (neighbour, cost before the diagonal rule, is_diagonal) of each open
        step, or None until first asked: the 5-10-5 fill's table, shared like `whole_steps`."""
        return self.state.memo(("priced_steps", self.per_cell), lambda: [None] * self.size)

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
