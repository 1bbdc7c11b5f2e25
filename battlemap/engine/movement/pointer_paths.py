"""Paths that follow the pointer: the freehand trail, and the straight way to a cell out of reach.

A drag shows the cheapest path by default (`MovementMap.path_to`). With the
freehand key held the path is the cells the pointer went through:
`freehand_trail` backs up over the trail, steps on, or bridges a jump of
several cells with the straightest chain of neighbours (`straight_steps`).
A cell out of reach has no cheapest path; `straight_toward` gives the
straight chain to it up to its first step out of reach, so judging that
chain names what is in the way (the door, the wall, the budget). All of it
is geometry over the grid and the movement map's tables: no rule is judged
here.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from battlemap.engine.movement.movement_map import MovementMap
from battlemap.grid import Cell, Grid


def freehand_trail(movement: MovementMap, trail: tuple[Cell, ...], cell: Cell) -> tuple[Cell, ...]:
    """The freehand path (cells after the start) once the pointer reaches `cell`.

    Back at the start: empty. Back on the trail: cut after that cell. One
    step on: appended. Further: bridged by neighbours heading straight for it.
    Off the map: appended as it is, for the verdict to refuse.
    """
    start = movement.start
    if cell == start:
        return ()
    if cell in trail:
        return trail[: trail.index(cell) + 1]
    grid = movement.grid
    last = trail[-1] if trail else start
    if not grid.in_bounds(cell) or not grid.in_bounds(last):
        return (*trail, cell)
    return (*trail, *straight_steps(grid, last, cell))


def straight_toward(movement: MovementMap, cell: Cell) -> tuple[Cell, ...]:
    """The straight way from the start to `cell`, cut after its first step out of reach.

    Judging that prefix makes the verdict name what is in the way rather than
    "not adjacent", and keeps the cost of a hover far off the token's reach
    proportional to its budget, not the map.
    """
    grid, start = movement.grid, movement.start
    if cell == start:
        return ()
    if not grid.in_bounds(cell):
        return (cell,)
    reached = movement.best
    cut = []
    for step in straight_steps(grid, start, cell):
        cut.append(step)
        if grid.index(step) not in reached:
            break
    return tuple(cut)


def straight_steps(grid: Grid, a: Cell, b: Cell) -> Iterator[Cell]:
    """Cells from `a` (excluded) to `b` (included), each step the neighbour whose
    centre is nearest `b`'s (which always gets nearer, on squares and hexes).
    A generator, so a caller that stops early pays only for the steps it took."""
    target = grid.index(b)
    bx, by = grid.center(b)
    here = grid.index(a)
    adjacency, cell_of, center = grid.adjacency(), grid.cell, grid.center
    for _ in range(grid.cols + grid.rows + 2):
        if here == target:
            return
        best, nearest = here, math.inf
        for n, _, _ in adjacency[here]:
            x, y = center(cell_of(n))
            gap = (x - bx) ** 2 + (y - by) ** 2
            if gap < nearest:
                best, nearest = n, gap
        here = best
        yield cell_of(here)
