"""The map's terrain as the engine reads it: flat per-cell tables and edge walls.

A scenario draws terrain as text rows (one legend character per cell) and,
optionally, walls and doors on cell edges (`terrain.edges`) and free walls
anywhere (`terrain.segments`, see `segments.py`). The engine never
looks at either again: `TerrainMap` turns them into tuples indexed by flat
cell index (movement cost factor, blocks movement, blocks sight) and into sets
of blocked steps, so a Dijkstra fill or a line of sight reads a tuple slot per
cell instead of resolving a legend. Terrain properties come from the ruleset,
whose table is already merged over the default set of SCENARIO-FORMAT.md; the
legend is the default legend < the ruleset's < the scenario's.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import compress, repeat
from types import MappingProxyType
from typing import Any

from battlemap.engine.battle.segments import EMPTY, SegmentLayer, SegmentSpec, segments_of
from battlemap.grid import Edge, Grid
from battlemap.schema import Names, Ruleset, Scenario, effective_legend

OPEN = "open"


@dataclass(frozen=True, slots=True)
class TerrainType:
    """One kind of ground or obstacle, with the properties the rules read."""

    id: str
    #: Movement cost factor (2 = each step into it costs double).
    move_cost: float = 1
    blocks_movement: bool = False
    blocks_sight: bool = False
    #: Cover given to a unit in or behind it: "none", "partial" or "full".
    cover: str = "none"
    #: A door: blocks while closed (doors drawn on the map are closed).
    door: bool = False
    names: Names | None = field(default=None, compare=False)
    #: May be drawn on a cell edge.
    edge: bool = False

    @classmethod
    def from_ruleset(cls, terrain_id: str, ruleset: Ruleset) -> TerrainType:
        """The ruleset's terrain type `terrain_id` (open ground when unknown)."""
        entry = ruleset.terrain.get(terrain_id)
        if entry is None:
            return cls(terrain_id)
        return cls(
            id=terrain_id,
            move_cost=entry.move_cost,
            blocks_movement=entry.blocks_movement,
            blocks_sight=entry.blocks_sight,
            cover=entry.cover,
            door=entry.door,
            names=entry.names,
            edge=entry.edge,
        )


def step_key(a: int, b: int, size: int) -> int:
    """One int naming the step from flat index `a` to `b` (for set lookups)."""
    return a * size + b


@dataclass(frozen=True)
class TerrainMap:
    """Terrain of every cell and every drawn edge, as flat tables.

    `palette[i]` is the index into `types` of cell `i`. `edge_walls` maps the
    canonical `Edge` to the terrain drawn on it. The `*_by_index` tuples and
    the `*_steps` sets are the hot-path views: a step from `a` to `b` is
    `step_key(a, b, grid.size)`; `wall_steps` holds steps across an edge
    that blocks movement, `corner_steps` diagonal steps that cut the corner
    of a blocking cell or edge, `sight_steps` steps across an edge that
    blocks sight, `sealed_steps` diagonal steps between two cells whose
    both side cells block sight (a line cannot squeeze through).
    """

    grid: Grid
    types: tuple[TerrainType, ...]
    palette: tuple[int, ...]
    edge_walls: Mapping[Edge, TerrainType]
    move_cost_by_index: tuple[float, ...]
    blocks_move_by_index: tuple[bool, ...]
    blocks_sight_by_index: tuple[bool, ...]
    wall_steps: frozenset[int]
    sight_steps: frozenset[int]
    corner_steps: frozenset[int]
    sealed_steps: frozenset[int] = frozenset()
    #: The free walls (`terrain.segments`), indexed per cell; their blocked steps are in the sets above.
    segment_layer: SegmentLayer = EMPTY
    #: Per flat index, the steps terrain allows (filled on first use, see `open_steps`).
    _open: list = field(default_factory=list, compare=False, repr=False)

    # --- construction -------------------------------------------------------
    @classmethod
    def from_scenario(cls, scenario: Scenario, ruleset: Ruleset, grid: Grid) -> TerrainMap:
        """The terrain of a scenario that loaded cleanly against `ruleset`."""
        legend = effective_legend(scenario, ruleset)
        rows = scenario.terrain.rows if scenario.terrain is not None else ()
        ids = [OPEN] * grid.size
        for row, text in enumerate(rows[: grid.rows]):
            text = text[: grid.cols]
            # A row at a time, looked up in C (`map`): a 500 x 500 map is a quarter million cells.
            ids[row * grid.cols: row * grid.cols + len(text)] = map(legend.get, text, repeat(OPEN))
        edges = {}
        for between, terrain_id in _edge_entries(scenario):
            a, b = (grid.from_offset(int(c[0]), int(c[1])) for c in between)
            edges[Edge.of(a, b)] = terrain_id
        return cls.build(grid, ruleset, ids, edges, _segment_entries(scenario))

    @classmethod
    def build(
        cls,
        grid: Grid,
        ruleset: Ruleset,
        ids: Iterable[str],
        edges: Mapping[Edge, str] | None = None,
        segments: Iterable[SegmentSpec] | SegmentLayer | None = None,
    ) -> TerrainMap:
        """A terrain map from a terrain id per flat index, terrain ids on edges and free walls.

        `segments` is a list of (from, to, terrain id), or the `segment_layer` of a terrain map
        of the same grid and ruleset, kept as it is (a paint or an edge door leaves it alone).
        """
        types: list[TerrainType] = [TerrainType.from_ruleset(t, ruleset) for t in ruleset.terrain]
        slot = {t.id: i for i, t in enumerate(types)}
        ids = list(ids)
        for terrain_id in dict.fromkeys(ids):  # each id once, in the order the map first uses it
            if terrain_id not in slot:
                slot[terrain_id] = len(types)
                types.append(TerrainType.from_ruleset(terrain_id, ruleset))
        # The per-cell tables are made by `map` over the few types (in C), not a loop per cell.
        palette = list(map(slot.__getitem__, ids))
        if len(palette) != grid.size:
            raise ValueError(f"{len(palette)} terrain cells for a grid of {grid.size}")
        edge_walls = {
            edge: types[slot[t]] if t in slot else TerrainType.from_ruleset(t, ruleset)
            for edge, t in (edges or {}).items()
        }

        def per_cell(values: list) -> tuple:
            return tuple(map(values.__getitem__, palette))

        blocks_move = per_cell([t.blocks_movement for t in types])
        blocks_sight = per_cell([t.blocks_sight for t in types])
        wall_steps = _edge_steps(grid, edge_walls, lambda t: t.blocks_movement)
        layer = _layer(grid, ruleset, types, slot, segments)
        return cls(
            grid=grid,
            types=tuple(types),
            palette=tuple(palette),
            edge_walls=MappingProxyType(edge_walls),
            move_cost_by_index=per_cell([float(t.move_cost) for t in types]),
            blocks_move_by_index=blocks_move,
            blocks_sight_by_index=blocks_sight,
            wall_steps=wall_steps | layer.cross_steps,
            sight_steps=_edge_steps(grid, edge_walls, lambda t: t.blocks_sight) | layer.sight_steps,
            corner_steps=_corner_steps(grid, blocks_move, edge_walls) | layer.touch_steps,
            sealed_steps=_sealed_steps(grid, blocks_sight),
            segment_layer=layer,
        )

    # --- queries --------------------------------------------------------------
    def open_steps(self, index: int) -> tuple[tuple[int, bool, float], ...]:
        """(neighbour, is_diagonal, cost factor) of every step terrain allows from `index`.

        Computed on first use and kept: a movement fill reads it instead of
        testing walls, edges and corners on every relaxation.
        """
        table = self._open
        if not table:
            table.extend([None] * self.grid.size)
        found = table[index]
        if found is None:
            found = table[index] = tuple(
                (b, diagonal, self.move_cost_by_index[b])
                for b, _, diagonal in self.grid.adjacency()[index]
                if self.step_blocked(index, b) is None
            )
        return found

    def terrain_id_at(self, index: int) -> str:
        """Terrain id of the cell at flat `index`."""
        return self.types[self.palette[index]].id

    def type_at(self, index: int) -> TerrainType:
        """Terrain type of the cell at flat `index`."""
        return self.types[self.palette[index]]

    def edge_between(self, a_index: int, b_index: int) -> TerrainType | None:
        """The wall or door drawn between two cells, or None."""
        if not self.edge_walls:
            return None
        edge = Edge.of(self.grid.cell(a_index), self.grid.cell(b_index))
        return self.edge_walls.get(edge)

    def blocks_sight_at(self, index: int) -> bool:
        """True when the cell at `index` blocks sight."""
        return self.blocks_sight_by_index[index]

    def step_blocked(self, a_index: int, b_index: int) -> str | None:
        """Why terrain forbids stepping from `a` to adjacent `b`, or None.

        Reason codes: "blocked_terrain" (b itself blocks), "blocked_edge" (a
        wall or closed door on the edge crossed), "corner_cut" (a diagonal
        step past the corner of a blocking cell or edge).
        """
        if self.blocks_move_by_index[b_index]:
            return "blocked_terrain"
        key = step_key(a_index, b_index, self.grid.size)
        if key in self.wall_steps:
            return "blocked_edge"
        if key in self.corner_steps:
            return "corner_cut"
        return None


def _layer(grid: Grid, ruleset: Ruleset, types: list[TerrainType], slot: dict[str, int],
           segments: Iterable[SegmentSpec] | SegmentLayer | None) -> SegmentLayer:
    """The free walls' layer: the one given, or built from (from, to, terrain id) specs."""
    if isinstance(segments, SegmentLayer):
        return segments
    specs = tuple(segments or ())
    if not specs:
        return EMPTY
    kinds = {t: types[slot[t]] if t in slot else TerrainType.from_ruleset(t, ruleset)
             for t in {spec[2] for spec in specs}}
    return SegmentLayer.build(grid, segments_of(specs, kinds))


def _segment_entries(scenario: Scenario) -> list[SegmentSpec]:
    """(from, to, terrain id) of each free wall the scenario draws, if any."""
    terrain = scenario.terrain
    entries = (getattr(terrain, "segments", None) or ()) if terrain is not None else ()
    return [(tuple(e.start), tuple(e.end), e.type) for e in entries]


def _edge_entries(scenario: Scenario) -> Iterator[tuple[Any, str]]:
    """(between, terrain id) of each edge wall the scenario draws, if any."""
    terrain = scenario.terrain
    entries = (getattr(terrain, "edges", None) or ()) if terrain is not None else ()
    for entry in entries:
        if isinstance(entry, Mapping):
            yield entry["between"], entry.get("type", "wall")
        else:
            yield entry.between, getattr(entry, "type", "wall")


def _edge_steps(grid: Grid, edges: Mapping[Edge, TerrainType], test) -> frozenset[int]:
    """Both directions of every on-map step across an edge whose terrain passes `test`."""
    keys = set()
    for edge, terrain in edges.items():
        if test(terrain) and grid.in_bounds(edge.a) and grid.in_bounds(edge.b):
            a, b = grid.index(edge.a), grid.index(edge.b)
            keys.add(step_key(a, b, grid.size))
            keys.add(step_key(b, a, grid.size))
    return frozenset(keys)


def _corner_steps(
    grid: Grid, blocks_move: tuple[bool, ...], edges: Mapping[Edge, TerrainType]
) -> frozenset[int]:
    """Diagonal steps through a corner touched by a blocking cell or edge.

    A diagonal step passes exactly through the corner shared by four cells;
    if either of the two cells beside the step blocks, or a wall stands on
    any of the edges meeting at that corner, the step cuts the wall's corner
    and is refused (the d20 reading, used by every system here). Built from
    the blockers alone, in flat-index arithmetic (square grids are the only
    ones with diagonal steps), so a map of 250,000 cells with 25,000 walls and
    20,000 walls on edges costs a tenth of a second. Grids without diagonal
    steps (hex, manhattan) have no such steps.
    """
    adjacency = grid.adjacency()
    # The top-left cell has a diagonal neighbour on any grid with diagonal steps.
    if not any(diag for _, _, diag in adjacency[0]):
        return frozenset()
    size = grid.size
    keys: set[int] = set()
    for wall in compress(range(size), blocks_move):  # the blocking cells, found in C
        # Two sides of the wall cell that touch diagonally cut its corner. Only square
        # grids step diagonally, and there two side neighbours of a cell touch diagonally
        # unless they are opposite, which their flat indices tell (they sum to twice the
        # cell's): no look at the neighbours' own neighbours, on maps of 25,000 walls.
        sides = [n for n, _, diag in adjacency[wall] if not diag]
        for i, x in enumerate(sides):
            for y in sides[i + 1:]:
                if x + y != 2 * wall:
                    keys.add(x * size + y)
                    keys.add(y * size + x)
    cols = grid.cols
    for edge, terrain in edges.items():
        if terrain.blocks_movement and grid.in_bounds(edge.a) and grid.in_bounds(edge.b):
            a, c = sorted((grid.index(edge.a), grid.index(edge.b)))
            # The wall's two ends are corners: a step from one of its cells to the cell
            # beside the other one, past either end, cuts one (square arithmetic again).
            if c - a == 1 and a // cols == c // cols:
                beside = (-cols, cols)  # side by side: the cells above and below
            elif c - a == cols:
                beside = (-1, 1)  # one above the other: the cells left and right
            else:
                continue  # not neighbours: no corner between them
            for near, far in ((a, c), (c, a)):
                for step in beside:
                    d = far + step
                    if 0 <= d < size and (abs(step) != 1 or d // cols == far // cols):
                        keys.add(near * size + d)
                        keys.add(d * size + near)
    return frozenset(keys)


def _sealed_steps(grid: Grid, blocks_sight: tuple[bool, ...]) -> frozenset[int]:
    """Diagonal steps whose two side cells both block sight (two walls touching at a corner)."""
    adjacency = grid.adjacency()
    if not any(diag for _, _, diag in adjacency[0]):
        return frozenset()
    size = grid.size
    keys: set[int] = set()
    for wall in compress(range(size), blocks_sight):
        sides = {n for n, _, diag in adjacency[wall] if not diag}
        for other, _, diag in adjacency[wall]:
            if diag and blocks_sight[other]:
                common = [n for n, _, d in adjacency[other] if not d and n in sides]
                if len(common) == 2:
                    x, y = common
                    keys.add(x * size + y)
                    keys.add(y * size + x)
    return frozenset(keys)
