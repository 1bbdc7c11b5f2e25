"""Where a token might go: a few dozen cells of its movement map worth weighing.

A movement map holds every cell the token may end on (hundreds on a large
map); scoring them all with exact odds is too slow, and most are alike. The
candidates are the cells that matter to a plan: staying put, the cells
nearest each enemy (to strike it), nearest each zone an objective names (to
reach or hold it), cells beside something that gives cover (to shelter), and
the cells farthest from every enemy (to keep out of reach). Every list is
built in the map's index order, so the same battle gives the same candidates.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.movement_map import MovementMap
from battlemap.grid import Cell

#: Per enemy and per zone, how many of the nearest cells stay candidates.
NEAREST = 3
#: Enemies (nearest first) whose surroundings are searched.
ENEMIES = 5
#: Cells beside cover, and cells farthest from the enemies.
SHELTERS = 4
FARTHEST = 2
#: At most this many destinations besides staying.
LIMIT = 32


def destinations(state: BattleState, me: TokenState, movement: MovementMap, foes: Sequence[TokenState],
                 zones: Iterable[frozenset[int]]) -> tuple[Cell, ...]:
    """The cells worth weighing (the token's own cell first), at most LIMIT + 1."""
    grid = state.grid
    start = grid.index(me.cell)
    ends = sorted(i for i in movement.ends if i != start)
    if not ends:
        return (me.cell,)
    cells = [grid.cell(i) for i in ends]
    picked: dict[Cell, None] = {me.cell: None}
    near = sorted(foes, key=lambda f: (grid.distance(me.cell, f.cell), f.id))[:ENEMIES]
    for foe in near:
        _take(picked, _nearest(grid, cells, foe.footprint, NEAREST))
    if near:  # the way round walls: the cells fewest steps from any enemy
        sources = frozenset(grid.index(c) for f in near for c in f.footprint if grid.in_bounds(c))
        _take(picked, _fewest_steps(state, cells, sources, NEAREST))
    for zone in zones:
        inside = [c for c in cells if grid.index(c) in zone]
        _take(picked, inside[:NEAREST] if inside else _fewest_steps(state, cells, zone, NEAREST))
    _take(picked, _sheltered(state, cells, near)[:SHELTERS])
    if near:
        far = sorted(cells, key=lambda c: (-min(grid.distance(c, f.cell) for f in near), grid.index(c)))
        _take(picked, far[:FARTHEST])
    return tuple(picked)[:LIMIT + 1]


def _take(picked: dict[Cell, None], cells: Iterable[Cell]) -> None:
    for cell in cells:
        picked.setdefault(cell, None)


def _nearest(grid, cells: Sequence[Cell], targets: Sequence[Cell], count: int) -> list[Cell]:
    """The `count` cells nearest any of `targets` (ties: index order)."""
    targets = tuple(targets)[:16]
    return sorted(cells, key=lambda c: (min(grid.distance(c, t) for t in targets), grid.index(c)))[:count]


def _fewest_steps(state: BattleState, cells: Sequence[Cell], sources: frozenset[int], count: int) -> list[Cell]:
    """The `count` cells fewest steps on foot from `sources` (ties: index order)."""
    from battlemap.engine.ai.scoring import walk_field

    field, grid = walk_field(state, sources), state.grid
    far = grid.size + 1
    return sorted(cells, key=lambda c: (field.get(grid.index(c), far), grid.index(c)))[:count]


def _sheltered(state: BattleState, cells: Sequence[Cell], foes: Sequence[TokenState]) -> list[Cell]:
    """Cells in or beside terrain that gives cover, nearest the enemies first."""
    grid, terrain = state.grid, state.terrain
    found = []
    for cell in cells:
        around = (cell, *grid.neighbors(cell))
        if any(terrain.type_at(grid.index(c)).cover != "none" or terrain.type_at(grid.index(c)).blocks_sight
               for c in around):
            found.append(cell)
    if not foes:
        return found
    return sorted(found, key=lambda c: (min(grid.distance(c, f.cell) for f in foes), grid.index(c)))
