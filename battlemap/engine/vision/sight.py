"""Which cells a viewer sees, by the rules' own lines of fire.

A cell is seen when a line of fire from the viewer to it is clear (cover is
not full: walls, closed doors and terrain giving full cover block, tokens and
low walls do not), and no screen of the system hides it (the contract's
`sight_screens`: Year Zero's dark zones, which sight does not pass through).
The map has no other limit: no system here gives a vision range.

`seen_mask` answers with one bit per cell (bit = flat index). With centre
lines (methods "center" and "supercover") it uses the shadow tables: square
grids `field` and `shadows`, hex grids `hex_field` and `hex_shadows` (but for
a viewer behind a system's screens, which hex traces); elsewhere (the corners
method) it traces
with `attacks.los.line_of_fire`, which is also the oracle the tests hold the
fast way to (`oracle_sees`), every cell whose line passes near a blocker or a
screen (the others cannot be blocked): on the GURPS duel's 16 x 12 hexes a
viewer costs tens of milliseconds instead of a tracing of all 192 lines.
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.engine.attacks.cover import FULL
from battlemap.engine.attacks.los import line_of_fire, los_options
from battlemap.engine.battle.state import BattleState
from battlemap.engine.vision.field import Blockers, field_of_view
from battlemap.engine.vision.hex_field import HexBlockers, cell_lookup, hex_field_of_view, hex_reach
from battlemap.engine.vision.hex_shadows import hex_shadows
from battlemap.engine.vision.shadows import shadows
from battlemap.grid import Cell


def _blocks(kind) -> bool:
    return kind.blocks_sight or kind.cover == FULL


def blockers_of(state: BattleState) -> Blockers:
    """The cells and edges of a square map that block sight (cached per terrain)."""
    return state.memo(("vision", "blockers"), lambda: _find_blockers(state))


def _find_blockers(state: BattleState) -> Blockers:
    grid, terrain = state.grid, state.terrain
    cells = tuple(grid.to_offset(grid.cell(i)) for i in range(grid.size) if _blocks(terrain.type_at(i)))
    v_edges, h_edges = [], []
    for edge, kind in terrain.edge_walls.items():
        if not _blocks(kind) or not (grid.in_bounds(edge.a) and grid.in_bounds(edge.b)):
            continue
        a, b = sorted((grid.to_offset(edge.a), grid.to_offset(edge.b)), key=lambda o: (o[1], o[0]))
        (v_edges if a[1] == b[1] else h_edges).append(a)
    return Blockers.of(cells, v_edges, h_edges)


def hex_blockers_of(state: BattleState) -> HexBlockers:
    """The cells and edges of a hex map that block sight, in cube coordinates (cached per terrain)."""
    return state.memo(("vision", "hex_blockers"), lambda: _find_hex_blockers(state))


def _find_hex_blockers(state: BattleState) -> HexBlockers:
    import numpy as np

    grid, terrain = state.grid, state.terrain
    cells = [grid.cell(i) for i in range(grid.size) if _blocks(terrain.type_at(i))]
    edges = [e for e, kind in terrain.edge_walls.items()
             if _blocks(kind) and grid.in_bounds(e.a) and grid.in_bounds(e.b)]

    def ints(values) -> object:
        return np.array(values, dtype=np.int64)

    return HexBlockers(ints([c.q for c in cells]), ints([c.r for c in cells]),
                       ints([e.a.q for e in edges]), ints([e.a.r for e in edges]),
                       ints([e.b.q for e in edges]), ints([e.b.r for e in edges]))


def screens_for(state: BattleState, cells: Iterable[Cell]) -> tuple[frozenset[int], ...]:
    """The system's screens for a viewer standing on `cells` (flat index sets)."""
    hook = state.system.sight_screens
    return tuple(hook(state, tuple(cells))) if hook is not None else ()


def uses_tables(state: BattleState) -> bool:
    """True when the shadow tables answer for this state (centre lines, either grid)."""
    return los_options(state.options, state.system).method != "corners"


def _defender(state: BattleState) -> bool:
    opts = los_options(state.options, state.system)
    return opts.method == "supercover" or opts.ties == "defender"


def seen_mask(state: BattleState, cells: Iterable[Cell]) -> int:
    """Every cell seen from any of `cells` (a viewer's footprint), as a flat-index mask."""
    grid = state.grid
    own = tuple(c for c in cells if grid.in_bounds(c))
    if not own:
        return 0
    screens = screens_for(state, own)
    if not uses_tables(state) or (grid.kind == "hex" and screens):
        return _traced_mask(state, own, screens)
    if grid.kind == "hex" and _hex_table_fits(grid):
        walls = segment_cells(state)
        if not walls:
            return _hex_mask(state, own)
        # Free walls: each footprint cell's field less what a wall near its lines hides.
        mask = 0
        for c in own:
            mask |= _past_segments(state, c, _hex_mask(state, (c,)), walls, screens)
        return mask
    if grid.kind == "hex":
        return _traced_mask(state, own, screens)
    table = shadows(grid.cols, grid.rows)
    blockers, defender = blockers_of(state), _defender(state)
    zones = tuple(Blockers.of([grid.to_offset(grid.cell(i)) for i in sorted(z)]) for z in screens)
    walls = segment_cells(state)
    mask = 0
    for c in own:
        seen = field_of_view(table, blockers, grid.to_offset(c), defender=defender, screens=zones)
        mask |= _past_segments(state, c, seen, walls, screens) if walls else seen
    return mask


#: Largest reach a hex table is built for (a 200 x 200 map's is 299; the table grows as its cube).
HEX_REACH_LIMIT = 320


def _hex_table_fits(grid) -> bool:
    """Whether the hex table is worth building: its lines (a quarter of the reach squared) are
    not many more than the map's cells. A long thin map (1000 x 2) traces instead."""
    reach = hex_reach(grid)
    return reach <= HEX_REACH_LIMIT and reach * reach <= 16 * grid.size


def _hex_mask(state: BattleState, own: tuple[Cell, ...]) -> int:
    """A hex viewer's cells seen, from the hex shadow table (see `hex_field`)."""
    import numpy as np

    lookup = cell_lookup(state.grid)
    table = hex_shadows(lookup.reach)
    blockers, defender = hex_blockers_of(state), _defender(state)
    seen = np.zeros(lookup.size, dtype=bool)
    for c in own:
        seen |= hex_field_of_view(table, blockers, (c.q, c.r), lookup, defender=defender)
    return int.from_bytes(np.packbits(seen, bitorder="little").tobytes(), "little")


def segment_cells(state: BattleState) -> frozenset[int]:
    """The cells free walls that block sight pass through (the tables know only cells and edges)."""

    def find() -> frozenset[int]:
        layer = state.terrain.segment_layer
        blocking = {n for n, seg in enumerate(layer.segments) if _blocks(seg.kind)}
        return frozenset(i for i, hit in layer.by_cell.items() if blocking.intersection(hit))

    return state.memo(("vision", "segment cells"), find)


def _past_segments(state: BattleState, viewer: Cell, seen: int, walls: frozenset[int], screens) -> int:
    """`seen` less the cells a free wall hides: those whose line passes near one are traced."""
    near = _near_cells(state, viewer, walls)
    grid = state.grid
    for i in near.nonzero()[0].tolist():
        if seen >> i & 1 and not _traced_sees(state, viewer, grid.cell(i), screens):
            seen &= ~(1 << i)
    return seen


def _traced_mask(state: BattleState, own: tuple[Cell, ...], screens) -> int:
    """Hex and the corners method: the engine's line of fire, traced only where it can be blocked."""
    mask = 0
    for c in own:
        near = _near_blockers(state, c, screens)
        for i in range(state.grid.size):
            if not mask >> i & 1 and (not near[i] or _traced_sees(state, c, state.grid.cell(i), screens)):
                mask |= 1 << i
    return mask


def _near_blockers(state: BattleState, viewer: Cell, screens):
    """Per target, whether its line from `viewer` passes near anything that can block it.

    Only full cover blocks (cells, and the cells beside a blocking edge) and screens hide, and a
    line meets a cell only within the cell's circumscribed circle (with the corners method,
    lines run corner to corner: within twice that of the centre line). A target whose centre
    line keeps farther from all of them is seen without tracing; the rest are traced exactly.
    """
    grid = state.grid
    cells = {i for i in range(grid.size) if _blocks(state.terrain.type_at(i))}
    for edge, kind in state.terrain.edge_walls.items():
        if _blocks(kind):
            cells.update(grid.index(c) for c in (edge.a, edge.b) if grid.in_bounds(c))
    cells |= segment_cells(state)
    for zone in screens:
        cells |= zone
    return _near_cells(state, viewer, cells)


def _near_cells(state: BattleState, viewer: Cell, cells):
    """Per target, whether its line from `viewer` passes within a cell's reach of one of `cells`."""
    import numpy as np

    grid = state.grid
    if not cells:
        return np.zeros(grid.size, dtype=bool)
    centres = np.array([grid.center(grid.cell(i)) for i in range(grid.size)])
    vx, vy = grid.center(viewer)
    other = grid.center(grid.neighbor(viewer, 0))
    step = float(np.hypot(other[0] - vx, other[1] - vy))
    radius = step / (3 ** 0.5) if grid.kind == "hex" else step / (2 ** 0.5)
    if los_options(state.options, state.system).method == "corners":
        radius *= 2
    blockers = centres[sorted(cells)]
    near = np.zeros(grid.size, dtype=bool)
    for start in range(0, grid.size, 512):  # targets in chunks: a chunk x blockers table stays small
        t = centres[start:start + 512]
        dx, dy = t[:, 0] - vx, t[:, 1] - vy
        length = np.maximum(dx * dx + dy * dy, 1e-12)
        px, py = blockers[None, :, 0] - vx, blockers[None, :, 1] - vy
        u = np.clip((px * dx[:, None] + py * dy[:, None]) / length[:, None], 0.0, 1.0)
        gap = np.hypot(px - u * dx[:, None], py - u * dy[:, None])
        near[start:start + 512] = (gap <= radius * (1 + 1e-9) + 1e-9).any(axis=1)
    return near


def _traced_sees(state: BattleState, viewer: Cell, target: Cell, screens) -> bool:
    if viewer == target:
        return True
    line = line_of_fire(state, viewer, target)
    if not line.clear:
        return False
    grid, t = state.grid, state.grid.index(target)
    crossed = {grid.index(c) for c in line.cells if grid.in_bounds(c)}
    return not any(z & crossed and t not in z for z in screens)


def oracle_sees(state: BattleState, viewer: Cell, target: Cell) -> bool:
    """Whether a viewer standing on `viewer` sees `target`, traced by the engine (tests)."""
    return _traced_sees(state, viewer, target, screens_for(state, (viewer,)))


def cells_of(mask: int) -> frozenset[int]:
    """The flat indices set in a mask."""
    found, i = [], 0
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return frozenset(found)
