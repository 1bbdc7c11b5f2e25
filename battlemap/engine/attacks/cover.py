"""Cover: what one line of fire meets, how its ties are judged, the cover it gives.

A grid trace lists the cells a segment enters and the cells it only grazes.
Rules need more: for every cell and edge the line meets, whether the line
crosses its interior (a sure meeting) or only touches it (a tie), and on which
side of the line a touched thing lies. `line_geometry` answers that exactly
(integers over the grid's lattice: square world coordinates, hex cube
coordinates), so a tie is never decided by floating-point noise.

Judging ties is then a ruleset choice (`los_ties`):

- "defender": every touched blocker counts at full value (the worst line);
- "attacker": the line is nudged to whichever side is better for the shooter,
  so a tie counts only when blockers touch it on both sides (a corner squeezed
  between two walls still blocks);
- "partial": as "attacker", and a touched blocker adds partial cover at most.

The "supercover" method judges every tie as "defender" whatever `los_ties`
says: every cell the line touches counts.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from battlemap.grid import Cell, Corner, Edge, Grid, Trace

NONE, PARTIAL, FULL = "none", "partial", "full"
COVER_LEVELS = (NONE, PARTIAL, FULL)
_RANK = {NONE: 0, PARTIAL: 1, FULL: 2}

LOS_METHODS = ("center", "corners", "supercover")
TIE_POLICIES = ("defender", "attacker", "partial")

#: How a line meets a cell or edge: through it, or touching it on one side,
#: or running along it (an edge lying on the line).
SURE, LEFT, RIGHT, ALONG = 0, -1, 1, 2

Point = tuple[int, ...]

_SQUARE_NORMALS = ((1, 0), (-1, 0), (0, 1), (0, -1))
_CUBE_NORMALS = ((1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1))


def cover_rank(cover: str) -> int:
    """0 for none, 1 for partial, 2 for full (so covers compare with max/min)."""
    return _RANK[cover]


def worst_cover(covers: Iterable[str]) -> str:
    """The most protective of `covers` ("none" when there are none)."""
    return max(covers, key=cover_rank, default=NONE)


@dataclass(frozen=True, slots=True)
class Met:
    """A cell or edge a line meets, and how: SURE, LEFT, RIGHT or ALONG."""

    at: Cell | Edge
    side: int


@dataclass(frozen=True, slots=True)
class LineGeometry:
    """One segment on the grid: the cells of its trace and everything it meets."""

    cells: tuple[Cell, ...]
    edges: tuple[Edge, ...]
    met_cells: tuple[Met, ...]
    met_edges: tuple[Met, ...]
    ambiguous: bool


@dataclass(frozen=True, slots=True)
class Blocker:
    """Something on a line of fire that gives cover.

    `kind` is "cell" (terrain in a cell), "edge" (a wall or door drawn on an
    edge), "segment" (a free wall; `at` is then a `battle.segments.SegmentAt`)
    or "token"; `what` is the terrain id or the token id; `cover` is what
    it contributes ("partial" or "full"); `tie` is True when the line only
    touches it (along an edge or through a corner).
    """

    kind: str
    at: Cell | Edge
    what: str
    cover: str
    tie: bool = False


# --- exact lattice coordinates --------------------------------------------------
# Lattice points are integer tuples: square world coordinates doubled (centres
# at odd numbers, corners at even ones), hex cube coordinates tripled (corners
# are the mean of three centres). Every point a line of fire starts or ends on
# is a centre or a corner, so every test below is exact integer arithmetic.
_SQUARE_BOUND, _HEX_BOUND = 1, 3


def cell_point(grid: Grid, cell: Cell) -> Point:
    """A cell centre on the integer lattice (square: 2 x world, hex: 3 x cube)."""
    if grid.kind == "hex":
        return (3 * cell.q, 3 * cell.r, -3 * cell.q - 3 * cell.r)
    return (2 * cell.q + 1, 2 * cell.r + 1)


def corner_lattice(grid: Grid, corner: Corner) -> Point:
    """A corner on the integer lattice: the mean of its cells' centres."""
    points = [cell_point(grid, c) for c in corner.cells]
    n = len(points)
    return tuple(sum(p[i] for p in points) // n for i in range(len(points[0])))


def _sub(a: Point, b: Point) -> Point:
    return tuple(x - y for x, y in zip(a, b))


def _dot(a: Sequence[int], b: Sequence[int]) -> int:
    return sum(x * y for x, y in zip(a, b))


def _orient(a: Point, d: Point, p: Point) -> int:
    """Side of point p against the line through a with direction d: -1, 0 or 1.

    Hex points are projected on their first two cube coordinates, a linear map
    that keeps one consistent orientation for every point of one line.
    """
    cross = d[0] * (p[1] - a[1]) - d[1] * (p[0] - a[0])
    return (cross > 0) - (cross < 0)


def _crosses_interior(grid: Grid, cell: Cell, a: Point, d: Point) -> bool:
    """True when the segment a + t d (0 < t < 1) passes through the cell's open interior.

    The cell is the intersection of half-planes (p - c) . n < bound; each
    bounds t from above or below, kept as integer fractions (num, den > 0).
    """
    if grid.kind == "hex":
        normals, bound = _CUBE_NORMALS, _HEX_BOUND
    else:
        normals, bound = _SQUARE_NORMALS, _SQUARE_BOUND
    offset = _sub(a, cell_point(grid, cell))
    lo_n, lo_d, hi_n, hi_d = 0, 1, 1, 1
    for n in normals:
        room, rate = bound - _dot(offset, n), _dot(d, n)
        if rate == 0:
            if room <= 0:
                return False
        elif rate > 0:
            if room * hi_d < hi_n * rate:
                hi_n, hi_d = room, rate
        elif room * lo_d < lo_n * rate:  # t > room / rate, with rate < 0
            lo_n, lo_d = -room, -rate
        if lo_n * hi_d >= hi_n * lo_d:
            return False
    return True


@lru_cache(maxsize=65536)
def _edge_ends(grid: Grid, edge: Edge) -> tuple[Point, ...]:
    """The two corners of an edge on the lattice."""
    shared = set(grid.corners_of(edge.a)) & set(grid.corners_of(edge.b))
    return tuple(corner_lattice(grid, c) for c in sorted(shared))


def _edge_meeting(grid: Grid, edge: Edge, a: Point, d: Point) -> int | None:
    """How the segment meets an edge other than by a recorded crossing, or None."""
    e1, e2 = _edge_ends(grid, edge)
    s1, s2 = _orient(a, d, e1), _orient(a, d, e2)
    length = _dot(d, d)

    def inside(p: Point) -> bool:
        return 0 < _dot(_sub(p, a), d) < length

    if s1 == 0 and s2 == 0:
        t1, t2 = sorted((_dot(_sub(e1, a), d), _dot(_sub(e2, a), d)))
        return ALONG if min(t2, length) > max(t1, 0) else None
    if s1 == 0:
        return s2 if inside(e1) else None
    if s2 == 0:
        return s1 if inside(e2) else None
    if s1 != s2:
        # A transversal crossing; its point is inside the segment when the
        # segment's ends lie on both sides of the edge's line.
        ed = _sub(e2, e1)
        if _orient(e1, ed, a) * _orient(e1, ed, tuple(x + y for x, y in zip(a, d))) < 0:
            return SURE
    return None


def line_geometry(
    grid: Grid,
    trace: Trace,
    start: Point,
    end: Point,
    ends: tuple[tuple[Corner, Cell] | None, tuple[Corner, Cell] | None] = (None, None),
) -> LineGeometry:
    """Classify everything the segment start-end meets (see the module docstring).

    `trace` is the grid's trace of the same segment; an unambiguous trace meets
    only sure cells and edges, so it is taken as it is. `ends` names, for a
    segment starting or ending on a corner (corner to corner lines), that
    corner and the cell the line belongs to (the shooter's or the target's):
    what lies around the corner between that cell and the line is met too.
    """
    d = _sub(end, start)
    extra = _around_ends(grid, start, end, d, ends)
    extra_cells = [m for m in extra if isinstance(m.at, Cell)]
    extra_edges = tuple(m for m in extra if isinstance(m.at, Edge))
    tied = any(m.side != SURE for m in extra)
    if not any(d):  # a corner the two cells share: only the way round it
        return LineGeometry((), (), tuple(extra_cells), extra_edges, tied)
    if not trace.ambiguous and not extra:
        return LineGeometry(
            trace.cells, trace.edges, tuple(Met(c, SURE) for c in trace.cells),
            tuple(Met(e, SURE) for e in trace.edges), False,
        )
    met_cells, touched = _met_cells(grid, trace, start, d)
    cells = extra_cells + met_cells
    edges = _met_edges(grid, trace, touched, [m.at for m in cells], start, d)
    return LineGeometry(trace.cells, trace.edges, tuple(cells), extra_edges + edges,
                        trace.ambiguous or tied)


def _around_ends(grid: Grid, start: Point, end: Point, d: Point, ends) -> list[Met]:
    """What a corner-to-corner line passes around its end corners (see `around_corner`)."""
    found: list[Met] = []
    for which, (point, toward) in enumerate(((start, d), (end, tuple(-x for x in d)))):
        if ends[which] is not None:
            corner, own = ends[which]
            entry = ends[1][1] if which == 0 and not any(d) and ends[1] else None
            found.extend(around_corner(grid, corner, own, point, toward, start, d, entry))
    return found


def _met_cells(grid: Grid, trace: Trace, start: Point, d: Point) -> tuple[list[Met], list[Cell]]:
    """Each cell of an ambiguous trace, sure or touched on a side; and the touched ones."""
    grazed = set(trace.grazed)
    # Only a cell beside a grazed one can be touched without being crossed
    # (the kept side of a line running along an edge): test those alone.
    beside = {c for g in grazed for e in grid.edges_of(g) for c in e if c != g}
    met, touched = [], []
    for cell in dict.fromkeys(trace.cells + trace.grazed):
        if cell not in grazed and (cell not in beside or _crosses_interior(grid, cell, start, d)):
            met.append(Met(cell, SURE))
        else:
            met.append(Met(cell, _orient(start, d, cell_point(grid, cell))))
            touched.append(cell)
    return met, touched


def _ring(grid: Grid, corner: Corner, p: Point) -> list[Cell]:
    """The corner's cells in cyclic order around it (cells beside each other are neighbours)."""

    def angle(cell: Cell) -> float:
        v = _sub(cell_point(grid, cell), p)
        return math.atan2(float(v[1]), float(v[0]))

    return sorted(corner.cells, key=angle)


def around_corner(
    grid: Grid, corner: Corner, own: Cell, p: Point, toward: Point,
    line_start: Point, line_d: Point, entry_cell: Cell | None = None,
) -> list[Met]:
    """What a line leaving corner `p` in direction `toward` passes to get there from `own`.

    Around the corner, cells and edges alternate; the shot gets from its own
    cell to the line's first cell (or the edge it runs along) one way round
    or the other. The way with fewer edges crossed is sure; two equally short
    ways are a tie, one on each side of the line. A zero-length line (a corner
    the two cells share) goes from `own` to `entry_cell`.
    """
    ring = _ring(grid, corner, p)
    if own not in ring:
        return []
    n = len(ring)
    if entry_cell is not None:
        entry = 2 * ring.index(entry_cell) if entry_cell in ring else None
    else:
        entry = _entry_slot(grid, ring, p, toward)
    start = 2 * ring.index(own)
    if entry is None or entry == start:
        return []
    ways = []
    for step in (1, -1):
        slots, k = [], start
        while (k := (k + step) % (2 * n)) != entry:
            slots.append(k)
        ways.append([ring[k // 2] if k % 2 == 0 else Edge.of(ring[k // 2], ring[(k // 2 + 1) % n])
                     for k in slots])
    crossings = [sum(isinstance(x, Edge) for x in way) for way in ways]
    if crossings[0] != crossings[1]:
        return [Met(x, SURE) for x in ways[crossings.index(min(crossings))]]
    met = []
    for i, way in enumerate(ways):
        side = _way_side(grid, way, p, line_start, line_d) or (LEFT, RIGHT)[i]
        met.extend(Met(x, side) for x in way)
    return met


def _entry_slot(grid: Grid, ring: list[Cell], p: Point, toward: Point) -> int | None:
    """Slot (2i: cell i, 2i+1: edge after cell i) the line enters first from `p`."""
    for i, cell in enumerate(ring):
        if _crosses_interior(grid, cell, p, toward):
            return 2 * i
    for i, cell in enumerate(ring):
        edge = Edge.of(cell, ring[(i + 1) % len(ring)])
        for e in _edge_ends(grid, edge):
            if e != p and _orient(p, toward, e) == 0 and _dot(_sub(e, p), toward) > 0:
                return 2 * i + 1
    return None


def _way_side(grid: Grid, way: list, p: Point, a: Point, d: Point) -> int:
    """The side of the line a way round a corner lies on (0 when it cannot tell)."""
    for x in way:
        points = [cell_point(grid, x)] if isinstance(x, Cell) else _edge_ends(grid, x)
        for q in points:
            if q != p and (side := _orient(a, d, q)):
                return side
    return 0


def _met_edges(
    grid: Grid, trace: Trace, touched: list[Cell], cells: list[Cell], start: Point, d: Point
) -> tuple[Met, ...]:
    """Crossed edges (sure) plus the edges the line touches at a corner or runs along."""
    candidates: dict[Edge, None] = {}
    for corner in trace.corners:
        around = set(corner.cells)
        for a in corner.cells:
            candidates.update((e, None) for e in grid.edges_of(a) if e.a in around and e.b in around)
    present = set(cells)
    for a in touched:
        for edge in grid.edges_of(a):
            if edge.a in present and edge.b in present:
                candidates[edge] = None
    met = [Met(e, SURE) for e in trace.edges]
    crossed = set(trace.edges)
    for edge in candidates:
        if edge in crossed:
            continue
        side = _edge_meeting(grid, edge, start, d)
        if side is not None:
            met.append(Met(edge, side))
    return tuple(met)


# --- judging ties ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LineVerdict:
    """The cover one line gives, and the blockers that explain it."""

    cover: str
    blockers: tuple[Blocker, ...]


def judge_line(candidates: Sequence[tuple[Blocker, int]], ties: str) -> LineVerdict:
    """Cover of one line from its blockers (each with how the line meets it).

    See the module docstring for the three tie policies.
    """
    groups: dict[int, list[Blocker]] = {SURE: [], LEFT: [], RIGHT: [], ALONG: []}
    for blocker, side in candidates:
        groups[side].append(blocker)
    sure = worst_cover(b.cover for b in groups[SURE])
    left = worst_cover([sure, *(b.cover for b in groups[LEFT])])
    right = worst_cover([sure, *(b.cover for b in groups[RIGHT])])
    along = worst_cover(b.cover for b in groups[ALONG])
    best = min(left, right, key=cover_rank)
    worst = worst_cover([left, right, along])
    ties_list = [b for s in (LEFT, RIGHT, ALONG) for b in groups[s]]
    if ties == "defender":
        return LineVerdict(worst, tuple(groups[SURE] + ties_list))
    squeezed = cover_rank(best) > cover_rank(sure)
    both_sides = tuple(groups[SURE] + groups[LEFT] + groups[RIGHT]) if squeezed else tuple(groups[SURE])
    if ties == "attacker":
        return LineVerdict(best, both_sides)
    if best == FULL:
        return LineVerdict(FULL, both_sides)
    capped = tuple(
        Blocker(b.kind, b.at, b.what, PARTIAL, True) for b in ties_list if b.cover != NONE
    )
    cover = worst_cover([best, PARTIAL if capped else NONE])
    return LineVerdict(cover, tuple(groups[SURE]) + capped)
