"""Free walls: walls, low walls, windows and doors as segments anywhere on the map.

A scenario may draw them in `terrain.segments` (docs/SCENARIO-FORMAT.md), in
the grid's unit world coordinates: on squares one unit is a cell side and
(0, 0) the top-left corner of cell 0,0; on hexes the unit is the hex's
centre-to-corner radius and (0, 0) the top-left corner of the map's bounding
box (where `Grid.center` puts centres). Each has a terrain type that may sit
on an edge, and acts exactly as an edge wall of that kind would.

`SegmentLayer` is what the engine keeps of them: the segments, an index from
each cell to the segments meeting its closed area (a line or step looks only
at the segments of the cells it passes), and the steps they block, as the
same step keys `TerrainMap` keeps for edge walls. A layer is built once per
set of segments and reused when only cells or edges change.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from battlemap.engine.battle.crossings import (
    CROSS, Point, crossing_point, distance_to_segment, line_meeting, step_meeting,
)
from battlemap.grid import Cell, Grid, Layout

if TYPE_CHECKING:
    from battlemap.engine.battle.terrain import TerrainType

#: A segment as the file and the commands give it: (from, to, terrain id).
SegmentSpec = tuple[Point, Point, str]
_EPS = 1e-7


@dataclass(frozen=True, slots=True)
class Segment:
    """One free wall: its two ends (unit world coordinates) and its terrain."""

    a: Point
    b: Point
    kind: TerrainType

    @property
    def spec(self) -> SegmentSpec:
        return self.a, self.b, self.kind.id


@dataclass(frozen=True, slots=True)
class SegmentAt:
    """Where a line of fire meets segment `index`: the cells on either side of the meeting
    (what an edge's two cells are to an edge wall)."""

    index: int
    a: Point
    b: Point
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class SegmentLayer:
    """The free walls of a map, indexed per cell, with the steps they block.

    `by_cell[i]` lists the segments meeting the closed cell at flat index i.
    `cross_steps` / `touch_steps` hold the step keys (a * size + b) of steps
    crossing a movement-blocking segment / passing through its end;
    `sight_steps` those crossing or touching a sight-blocking one.
    """

    segments: tuple[Segment, ...] = ()
    by_cell: Mapping[int, tuple[int, ...]] = field(default_factory=lambda: MappingProxyType({}))
    cross_steps: frozenset[int] = frozenset()
    touch_steps: frozenset[int] = frozenset()
    sight_steps: frozenset[int] = frozenset()

    @property
    def specs(self) -> tuple[SegmentSpec, ...]:
        return tuple(s.spec for s in self.segments)

    def __bool__(self) -> bool:
        return bool(self.segments)

    @classmethod
    def build(cls, grid: Grid, segments: Sequence[Segment]) -> SegmentLayer:
        """Index `segments` on `grid` and find the steps they block."""
        if not segments:
            return EMPTY
        by_cell: dict[int, list[int]] = {}
        cross, touch, sight = set(), set(), set()
        adjacency, size = grid.adjacency(), grid.size
        centre = _centres(grid)
        for n, seg in enumerate(segments):
            cells = cells_meeting(grid, seg.a, seg.b)
            for i in cells:
                by_cell.setdefault(i, []).append(n)
            move, see = seg.kind.blocks_movement, seg.kind.blocks_sight
            if not (move or see):
                continue
            for i, j, how in _blocked_steps(seg, cells, adjacency, centre):
                keys = (i * size + j, j * size + i)
                if move:
                    (cross if how == CROSS else touch).update(keys)
                if see:
                    sight.update(keys)
        return cls(
            segments=tuple(segments),
            by_cell=MappingProxyType({i: tuple(v) for i, v in by_cell.items()}),
            cross_steps=frozenset(cross),
            touch_steps=frozenset(touch - cross),
            sight_steps=frozenset(sight),
        )

    def near(self, indices: Iterable[int]) -> list[int]:
        """The segments meeting any of the cells at `indices`, each once, in file order."""
        by_cell = self.by_cell
        found: dict[int, None] = {}
        for i in indices:
            hit = by_cell.get(i)
            if hit:
                found.update(dict.fromkeys(hit))
        return sorted(found)

    def nearest(self, grid: Grid, point: Point, within: float) -> int | None:
        """The segment passing nearest `point` (map units) if within `within` of it, else None.

        Looks only at the segments of the cell under the point and its neighbours (`within` is
        at most a cell's radius, so nothing farther can be that near).
        """
        cell = _cell_at(grid, *point)
        cells = [cell, *(grid.neighbor(cell, d) for d in range(grid.directions))]
        best: tuple[float, int] | None = None
        for n in self.near(grid.index(c) for c in cells if grid.in_bounds(c)):
            seg = self.segments[n]
            gap = distance_to_segment(point, seg.a, seg.b)
            if gap <= within and (best is None or gap < best[0]):
                best = (gap, n)
        return None if best is None else best[1]

    def meetings(self, grid: Grid, p: Point, q: Point, indices: Iterable[int]
                 ) -> list[tuple[int, int, SegmentAt]]:
        """(segment, how, where) for every segment near `indices` the line p-q meets."""
        found = []
        for n in self.near(indices):
            seg = self.segments[n]
            how = line_meeting(p, q, seg.a, seg.b)
            if how is not None:
                found.append((n, how, SegmentAt(n, seg.a, seg.b, _cells_beside(grid, p, q, seg))))
        return found


EMPTY = SegmentLayer()


def _centres(grid: Grid):
    """Flat index -> cell centre, computed on demand (never the grid's table of every cell)."""
    cols, found = grid.cols, {}
    square = grid.kind != "hex"

    def centre(i: int) -> Point:
        point = found.get(i)
        if point is None:
            point = found[i] = ((i % cols + 0.5, i // cols + 0.5) if square
                                else grid.center(grid.from_offset(i % cols, i // cols)))
        return point

    return centre


def _blocked_steps(seg: Segment, cells: list[int], adjacency, centre):
    """(a, b, CROSS or TOUCH) of each step out of `cells` that meets the segment.

    A step can meet it only if its two centres are not strictly on one side of the segment's
    line: each centre's side is found once, and only those steps are tested exactly.
    """
    (ax, ay), (bx, by) = seg.a, seg.b
    ex, ey = bx - ax, by - ay
    scale = 1e-9 * (ex * ex + ey * ey) ** 0.5 * 4
    sides: dict[int, int] = {}

    def side(i: int) -> int:
        s = sides.get(i)
        if s is None:
            x, y = centre(i)
            cross = ex * (y - ay) - ey * (x - ax)
            s = sides[i] = 0 if abs(cross) <= scale else (1 if cross > 0 else -1)
        return s

    seen = set()
    for i in cells:
        si = side(i)
        for j, _, _ in adjacency[i]:
            if (j, i) in seen or (si and si == side(j)):
                continue
            seen.add((i, j))
            how = step_meeting(centre(i), centre(j), seg.a, seg.b)
            if how is not None:
                yield i, j, how


def _cells_beside(grid: Grid, p: Point, q: Point, seg: Segment) -> tuple[Cell, ...]:
    """The cells the wall parts where p-q meets it: just either side of the wall there (just
    inside the wall from its end, when the line passes through an end), as an edge wall's
    are the two cells of its edge."""
    x, y = crossing_point(p, q, seg.a, seg.b)
    (ax, ay), (bx, by) = seg.a, seg.b
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    hair = 1e-4
    if math.hypot(x - ax, y - ay) < hair:
        x, y = x + ux * hair, y + uy * hair
    elif math.hypot(x - bx, y - by) < hair:
        x, y = x - ux * hair, y - uy * hair
    cells = [_cell_at(grid, x - uy * hair, y + ux * hair), _cell_at(grid, x + uy * hair, y - ux * hair)]
    return tuple(dict.fromkeys(cells))


def _cell_at(grid: Grid, x: float, y: float) -> Cell:
    return _unit_layout(grid).cell_at(x, y)


_LAYOUTS: dict[int, Layout] = {}


def _unit_layout(grid: Grid) -> Layout:
    """The grid's unit layout (the one place that turns world points into cells), kept per grid."""
    found = _LAYOUTS.get(id(grid))
    if found is None or found.grid is not grid:
        found = _LAYOUTS[id(grid)] = Layout(grid, 1.0)
        if len(_LAYOUTS) > 16:
            _LAYOUTS.pop(next(iter(_LAYOUTS)))
    return found


# --- which cells a segment meets ------------------------------------------------------
def cells_meeting(grid: Grid, a: Point, b: Point) -> list[int]:
    """Flat indices of the on-map cells whose closed area the segment a-b meets (a few more
    on hexes: every hex whose centre lies within a radius of it)."""
    if grid.kind == "hex":
        return _hexes_meeting(grid, a, b)
    return _squares_meeting(grid, a, b)


def _squares_meeting(grid: Grid, a: Point, b: Point) -> list[int]:
    """Column by column: the rows the segment spans within each column's slab (widened a hair)."""
    (x0, y0), (x1, y1) = sorted((a, b))
    found = []
    c0, c1 = max(0, math.floor(x0 - _EPS)), min(grid.cols - 1, math.floor(x1 + _EPS))
    for col in range(c0, c1 + 1):
        lo, hi = max(x0, col - _EPS), min(x1, col + 1 + _EPS)
        if lo > hi:
            continue
        ys = [y0, y1] if x1 - x0 <= _EPS else [_y_at(x0, y0, x1, y1, lo), _y_at(x0, y0, x1, y1, hi)]
        r0 = max(0, math.floor(min(ys) - _EPS))
        r1 = min(grid.rows - 1, math.floor(max(ys) + _EPS))
        found.extend(row * grid.cols + col for row in range(r0, r1 + 1))
    return found


def _y_at(x0: float, y0: float, x1: float, y1: float, x: float) -> float:
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


def _hexes_meeting(grid: Grid, a: Point, b: Point) -> list[int]:
    """Hexes near samples along the segment, kept when their centre is within one radius.

    Samples 0.8 units apart leave every point of the segment within 0.4 of one, less than a
    hex's inradius (0.866): a hex the segment meets holds a sample or is beside a hex that does.
    """
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    samples = max(1, math.ceil(length / 0.8))
    candidates: set[Cell] = set()
    for k in range(samples + 1):
        t = k / samples
        cell = _cell_at(grid, a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        candidates.add(cell)
        candidates.update(grid.neighbor(cell, d) for d in range(grid.directions))
    found = [
        grid.index(c) for c in candidates
        if grid.in_bounds(c) and distance_to_segment(grid.center(c), a, b) <= 1 + _EPS
    ]
    return sorted(found)


def segments_of(specs: Iterable[SegmentSpec], kinds: Mapping[str, TerrainType]) -> tuple[Segment, ...]:
    """Segments from specs, each terrain id resolved through `kinds`."""
    return tuple(Segment(_point(a), _point(b), kinds[t]) for a, b, t in specs)


def _point(p: Sequence[float]) -> Point:
    return float(p[0]), float(p[1])
