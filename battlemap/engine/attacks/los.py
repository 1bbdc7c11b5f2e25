"""Lines of fire: from a token or cell to a token or cell, with cover and range.

`line_of_fire(state, source, target)` traces the line by the ruleset's method
(option `los_method`):

- "center": centre to centre;
- "corners" (d20 style): from the best corner of the shooter's cell to every
  corner of the target's cell; the target has partial cover when some of
  those lines meet cover, full cover when all of them are blocked;
- "supercover": centre to centre, and every cell the line touches counts.

Ties (a line along an edge or through a corner) are judged by option
`los_ties` (see `cover`). Walls and closed doors block (full cover); terrain
with partial cover (low walls, trees) gives partial cover to a unit in it or
behind it; other tokens on the line give partial cover when option
`tokens_give_cover` says so. Free walls (`terrain.segments`) count as edge walls of
their kind wherever the line meets them (`battle.crossings`). With `los_symmetric` a target is never fully
hidden from a shooter it can itself see (the corners method is not symmetric
by nature; centre lines are). Multi-cell tokens shoot and are shot from
whichever pair of their cells gives the least cover, then the shortest range.

Lines over terrain are cached per (source index, target index) in a small
LRU keyed on the `TerrainMap`'s identity: a state with changed walls or doors
has a new TerrainMap, so its lines are traced afresh.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from battlemap.engine.attacks.cover import (
    FULL, LOS_METHODS, NONE, PARTIAL, SURE, TIE_POLICIES, Blocker, LineGeometry, LineVerdict,
    cell_point, corner_lattice, cover_rank, judge_line, line_geometry, worst_cover,
)
from battlemap.engine.attacks.ranges import RangeInfo, range_between, reach_distance
from battlemap.engine.battle.segments import SegmentAt
from battlemap.grid import Cell, Corner, Edge, Grid


class LosDefaults(Protocol):
    """The two readings a rule system gives lines of fire when its ruleset sets none
    (its contract, `System`, has them)."""

    los_ties: str
    tokens_give_cover: bool


@dataclass(frozen=True, slots=True)
class LosOptions:
    """The ruleset's line-of-fire readings."""

    method: str = "center"
    ties: str = "defender"
    symmetric: bool = True
    tokens_give_cover: bool = True


def los_options(options: Mapping[str, object], system: LosDefaults) -> LosOptions:
    """The readings from ruleset options, with the system's defaults.

    `los_method` defaults to "center"; `los_ties` to "attacker" with the
    corners method (a line along a border does not pass through it), else the
    system's `los_ties` (d20 and Fallout: "defender"; "partial" by default);
    `los_symmetric` to true except for the corners method; `tokens_give_cover`
    to the system's (true but in d20 mass combat).
    """
    method = options.get("los_method")
    method = method if method in LOS_METHODS else "center"
    fallback = "attacker" if method == "corners" else system.los_ties
    ties = options.get("los_ties")
    symmetric = options.get("los_symmetric")
    tokens = options.get("tokens_give_cover")
    return LosOptions(
        method=method,
        ties=ties if ties in TIE_POLICIES else fallback,
        symmetric=symmetric if isinstance(symmetric, bool) else method != "corners",
        tokens_give_cover=tokens if isinstance(tokens, bool)
        else system.tokens_give_cover,
    )


@dataclass(frozen=True, slots=True)
class LineOfFire:
    """A line of fire and what it meets.

    `clear` is True when there is a line of fire at all (cover is not full).
    `cells` and `edges` are the centre line drawn on the map (source cell to
    target cell); `blocked_by` lists every blocker that explains `cover`;
    `intervening` the tokens the line meets; `ambiguous` whether the line runs
    along an edge or through a corner.
    """

    source: Cell
    target: Cell
    clear: bool
    cover: str
    cells: tuple[Cell, ...]
    edges: tuple[Edge, ...]
    blocked_by: tuple[Blocker, ...]
    intervening: tuple[str, ...]
    ambiguous: bool
    range: RangeInfo
    method: str = "center"

    def as_json(self, grid: Grid) -> dict[str, object]:
        """The `los` JSON contract; positions are offset [col, row]."""
        return {
            "clear": self.clear,
            "cover": self.cover,
            "cells": [list(grid.to_offset(c)) for c in self.cells],
            "blocked_by": [blocker_json(grid, b) for b in self.blocked_by],
            "intervening": list(self.intervening),
            "ambiguous": self.ambiguous,
            "method": self.method,
            "range": self.range.as_json(),
        }


def blocker_json(grid: Grid, blocker: Blocker) -> dict[str, object]:
    """A blocker as JSON: an edge `at` is the pair of cells it separates; a free wall's is its
    two ends in map units, and `segment` its place in `terrain.segments`."""
    at = blocker.at
    if isinstance(at, SegmentAt):
        return {"kind": blocker.kind, "at": [list(at.a), list(at.b)], "id": blocker.what,
                "cover": blocker.cover, "tie": blocker.tie, "segment": at.index}
    where = (
        [list(grid.to_offset(at.a)), list(grid.to_offset(at.b))]
        if isinstance(at, Edge) else list(grid.to_offset(at))
    )
    return {"kind": blocker.kind, "at": where, "id": blocker.what,
            "cover": blocker.cover, "tie": blocker.tie}


# --- the cache of traced lines ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Line:
    """One traced segment and the terrain on it (each with how the line meets it)."""

    geometry: LineGeometry
    terrain: tuple[tuple[Blocker, int], ...]


_TERRAINS = 4
_LINES_PER_TERRAIN = 32768
_cache: OrderedDict[int, tuple[object, OrderedDict]] = OrderedDict()


def clear_los_cache() -> None:
    """Forget every cached line (tests; never needed for correctness)."""
    _cache.clear()


def _cached(state, key: tuple, make) -> _Line:
    """The line under `key` for the state's terrain, traced by `make()` when not cached."""
    terrain = state.terrain
    entry = _cache.get(id(terrain))
    if entry is None or entry[0] is not terrain:
        entry = (terrain, OrderedDict())
        _cache[id(terrain)] = entry
        while len(_cache) > _TERRAINS:
            _cache.popitem(last=False)
    _cache.move_to_end(id(terrain))
    lines = entry[1]
    found = lines.get(key)
    if found is None:
        found = lines[key] = make()
        if len(lines) > _LINES_PER_TERRAIN:
            lines.popitem(last=False)
    else:
        lines.move_to_end(key)
    return found


def centre_line(state, s: Cell, t: Cell) -> _Line:
    """The centre-to-centre line from s to t with the terrain on it (cached)."""
    grid = state.grid

    def make() -> _Line:
        geometry = line_geometry(grid, grid.trace(s, t), cell_point(grid, s), cell_point(grid, t))
        walls = _segments_on(grid, state.terrain, grid.center(s), grid.center(t), geometry, (s, t))
        return _Line(geometry, _terrain_on(grid, state.terrain, geometry) + walls)

    return _cached(state, (s, t), make)


def corner_line(state, s: Cell, a: Corner, t: Cell, b: Corner) -> _Line:
    """The line from corner a of cell s to corner b of cell t with the terrain on it (cached)."""
    grid = state.grid

    def make() -> _Line:
        trace = grid.trace_points(grid.corner_point(a), grid.corner_point(b))
        pa, pb = corner_lattice(grid, a), corner_lattice(grid, b)
        geometry = line_geometry(grid, trace, pa, pb, ((a, s), (b, t)))
        p, q = _inward(grid, a, s), _inward(grid, b, t)
        walls = _segments_on(grid, state.terrain, p, q, geometry, (s, t))
        return _Line(geometry, _terrain_on(grid, state.terrain, geometry) + walls)

    return _cached(state, (s, a, t, b), make)


#: How far into its own cell a corner line's end is taken when free walls are judged (in cell
#: radii): a wall through the corner then parts the line from the cell it is fired from or at,
#: as an edge wall there does (see `cover.around_corner`).
_INWARD = 1e-6


def _inward(grid: Grid, corner: Corner, own: Cell) -> tuple[float, float]:
    (x, y), (cx, cy) = grid.corner_point(corner), grid.center(own)
    return x + (cx - x) * _INWARD, y + (cy - y) * _INWARD


def _segments_on(grid: Grid, terrain, p, q, geometry: LineGeometry, ends: tuple[Cell, Cell]
                 ) -> tuple[tuple[Blocker, int], ...]:
    """The free walls the line p-q meets that give cover, looked up in the cells it passes."""
    layer = terrain.segment_layer
    if not layer:
        return ()
    cells = [m.at for m in geometry.met_cells] + list(ends)
    indices = [grid.index(c) for c in cells if grid.in_bounds(c)]
    found = []
    for n, side, at in layer.meetings(grid, p, q, indices):
        kind = layer.segments[n].kind
        cover = FULL if kind.blocks_sight else kind.cover
        if cover != NONE:
            found.append((Blocker("segment", at, kind.id, cover, side != SURE), side))
    return tuple(found)


def _terrain_on(grid: Grid, terrain, geometry: LineGeometry) -> tuple[tuple[Blocker, int], ...]:
    found = []
    for met in geometry.met_cells:
        if not grid.in_bounds(met.at):
            continue
        kind = terrain.type_at(grid.index(met.at))
        cover = FULL if kind.blocks_sight else kind.cover
        if cover != NONE:
            found.append((Blocker("cell", met.at, kind.id, cover, met.side != SURE), met.side))
    for met in geometry.met_edges:
        kind = terrain.edge_walls.get(met.at)
        if kind is None:
            continue
        cover = FULL if kind.blocks_sight else kind.cover
        if cover != NONE:
            found.append((Blocker("edge", met.at, kind.id, cover, met.side != SURE), met.side))
    return tuple(found)


def corners_verdict(lines: Sequence[LineVerdict]) -> LineVerdict:
    """The d20 reading for the lines from one attacker corner to every target corner.

    Full cover when every line is blocked; partial when some line meets any
    cover; none when every line is clear.
    """
    covers = [line.cover for line in lines]
    if covers and all(c == FULL for c in covers):
        cover = FULL
    elif any(c != NONE for c in covers):
        cover = PARTIAL
    else:
        cover = NONE
    seen: dict[Blocker, None] = {}
    for line in lines:
        seen.update(dict.fromkeys(line.blockers))
    return LineVerdict(cover, tuple(seen))


# --- judging one pair of cells ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Verdict:
    cover: str
    blockers: tuple[Blocker, ...]
    intervening: tuple[str, ...]
    ambiguous: bool
    centre: LineGeometry


class _Scene:
    """What stays fixed while the pairs of two footprints are judged."""

    def __init__(self, state, opts: LosOptions, src: frozenset[Cell], dst: frozenset[Cell],
                 skip: frozenset[str]):
        self.state, self.opts, self.skip = state, opts, skip
        self.src, self.dst, self.exclude = src, dst, src | dst
        self.ties = "defender" if opts.method == "supercover" else opts.ties

    def _counts(self, blocker: Blocker) -> bool:
        """Terrain in the end cells never counts here, nor partial cover right at
        the shooter (it fires over the low wall it stands behind) unless the
        target is right at it too."""
        if blocker.kind == "cell":
            cells = (blocker.at,)
        elif blocker.kind == "segment":
            cells = blocker.at.cells
        else:
            cells = (blocker.at.a, blocker.at.b)
        if blocker.kind == "cell" and blocker.at in self.exclude:
            return False
        if blocker.cover == FULL:
            return True
        return not self._beside(cells, self.src) or self._beside(cells, self.dst)

    def _beside(self, cells: Sequence[Cell], group: frozenset[Cell]) -> bool:
        grid = self.state.grid
        return any(reach_distance(grid, c, g) <= 1 for c in cells for g in group)

    def tokens_on(self, geometry: LineGeometry) -> tuple[list[str], list[tuple[Blocker, int]]]:
        grid, occupancy = self.state.grid, self.state.occupancy
        ids: list[str] = []
        blockers = []
        for met in geometry.met_cells:
            if met.at in self.exclude or not grid.in_bounds(met.at):
                continue
            for token_id in occupancy.get(grid.index(met.at), ()):
                if token_id in self.skip or token_id in ids:
                    continue
                ids.append(token_id)
                if self.opts.tokens_give_cover:
                    blockers.append((Blocker("token", met.at, token_id, PARTIAL, met.side != SURE), met.side))
        return ids, blockers

    def judge(self, line: _Line) -> tuple[LineVerdict, list[str]]:
        terrain = [(b, side) for b, side in line.terrain if self._counts(b)]
        ids, tokens = self.tokens_on(line.geometry)
        return judge_line(terrain + tokens, self.ties), ids

    def pair(self, s: Cell, t: Cell) -> _Verdict:
        centre = centre_line(self.state, s, t)
        if s == t:
            return _Verdict(NONE, (), (), False, centre.geometry)
        if self.opts.method == "corners":
            verdict, ids, ambiguous = self._best_corner(s, t)
        else:
            verdict, ids = self.judge(centre)
            ambiguous = centre.geometry.ambiguous
        cover, blockers = verdict.cover, verdict.blockers
        inside = self._in_cover(t)
        if inside is not None:
            cover, blockers = worst_cover([cover, PARTIAL]), (*blockers, inside)
        if cover == FULL and self.opts.symmetric and self._sees_back(s, t):
            cover = PARTIAL
        return _Verdict(cover, blockers, tuple(ids), ambiguous, centre.geometry)

    def _best_corner(self, s: Cell, t: Cell) -> tuple[LineVerdict, list[str], bool]:
        """The shooter's best corner: the least cover over its lines to the target's corners.

        Corners nearest the target are tried first; the search stops as soon
        as no better answer is possible.
        """
        grid = self.state.grid
        aim = cell_point(grid, t)
        corners = sorted(grid.corners_of(s), key=lambda c: _dot2(corner_lattice(grid, c), aim))
        best: tuple | None = None
        for a in corners:
            judged, lines = [], []
            for b in grid.corners_of(t):
                line = corner_line(self.state, s, a, t, b)
                lines.append(line)
                judged.append(self.judge(line))
                if best is not None and cover_rank(best[0].cover) <= 1 and judged[-1][0].cover != NONE:
                    break  # this corner gives at least partial cover: no better
            else:
                verdict = corners_verdict([v for v, _ in judged])
                if best is None or cover_rank(verdict.cover) < cover_rank(best[0].cover):
                    ids = list(dict.fromkeys(i for _, found in judged for i in found))
                    best = (verdict, ids, any(line.geometry.ambiguous for line in lines))
                if verdict.cover == NONE:
                    break
        return best

    def _in_cover(self, t: Cell) -> Blocker | None:
        """Partial cover from the terrain the target stands in (never more than partial)."""
        grid = self.state.grid
        if not grid.in_bounds(t):
            return None
        kind = self.state.terrain.type_at(grid.index(t))
        if kind.cover == NONE and not kind.blocks_sight:
            return None
        return Blocker("cell", t, kind.id, PARTIAL)

    def _sees_back(self, s: Cell, t: Cell) -> bool:
        """With the corners method, whether the target has a line back to the shooter."""
        if self.opts.method != "corners":
            return False
        verdict, _, _ = self._best_corner(t, s)
        return verdict.cover != FULL


def _dot2(a, b) -> int:
    """Squared distance between two lattice points."""
    return sum((x - y) ** 2 for x, y in zip(a, b))


def _endpoint(state, ref) -> tuple[tuple[Cell, ...], str | None]:
    """Cells and token id of a line end: a token id or a Cell."""
    if isinstance(ref, str):
        token = state.token(ref)
        cells = tuple(c for c in token.footprint if state.grid.in_bounds(c))
        return cells or (token.cell,), token.id
    cell = Cell(*ref)
    if not state.grid.in_bounds(cell):
        raise ValueError(f"{tuple(state.grid.to_offset(cell))} is off the map")
    return (cell,), None


def line_of_fire(state, source: str | Cell, target: str | Cell) -> LineOfFire:
    """The line of fire from `source` to `target` (token ids or Cells), see the module."""
    src, src_id = _endpoint(state, source)
    dst, dst_id = _endpoint(state, target)
    opts = los_options(state.options, state.system)
    skip = frozenset(i for i in (src_id, dst_id) if i is not None)
    scene = _Scene(state, opts, frozenset(src), frozenset(dst), skip)
    best: tuple | None = None
    for s in src:
        for t in dst:
            verdict = scene.pair(s, t)
            key = (cover_rank(verdict.cover), state.grid.distance(s, t))
            if best is None or key < best[0]:
                best = (key, s, t, verdict)
    _, s, t, verdict = best
    return LineOfFire(
        source=s,
        target=t,
        clear=verdict.cover != FULL,
        cover=verdict.cover,
        cells=verdict.centre.cells,
        edges=verdict.centre.edges,
        blocked_by=tuple(dict.fromkeys(verdict.blockers)),
        intervening=verdict.intervening,
        ambiguous=verdict.ambiguous,
        range=range_between(state, src, dst),
        method=opts.method,
    )

