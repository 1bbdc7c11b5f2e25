"""Reach and threat: the cells each token threatens, and the cells an overwatch watches.

Reach comes from the system hooks (own square in d20 mass combat, Engaged in
the Year Zero Engine, the reach of ready melee weapons in GURPS and Fallout)
and is measured from every cell of the token's footprint with the grid's
metric. A cell the token cannot see is not threatened: for adjacent cells a
wall, closed door or wall corner in between; farther cells need a line whose
cells and edges do not block sight. A token that cannot react (surprised,
blinded, unconscious ...) threatens nothing.

An overwatch watches a line (arc 0: the ray through its `toward` cell) or a
cone (arc > 0) out to its longest ready weapon's range, stopped by whatever
blocks sight; a melee overwatch watches its weapon's reach. A system may
watch the cells near a line too (`overwatch_near`): every cell within that
many cells of a watched one, on the map, open to sight and seen by the
watcher.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState, TokenState

_EPS = 1e-9


def reach_cells(state: BattleState, token: TokenState, reach: Iterable[int]) -> frozenset[int]:
    """Flat indices at one of the `reach` distances (0 = own cells) that the token can see.

    Cached per token and reach (the answer depends on them and the terrain only).
    """
    wanted = frozenset(reach)
    if not wanted:
        return frozenset()
    return state.memo(("reach", token, wanted), lambda: _reach_cells(state, token, wanted))


def _reach_cells(state: BattleState, token: TokenState, wanted: frozenset[int]) -> frozenset[int]:
    grid, terrain = state.grid, state.terrain
    longest = max(wanted)
    found: set[int] = set()
    for origin in token.footprint:
        if not grid.in_bounds(origin):
            continue
        o = grid.index(origin)
        if 0 in wanted:
            found.add(o)
        if longest == 0:
            continue
        # A neighbour is at reach 1 under every diagonal rule (euclidean included).
        adjacent = {n for n, _, _ in grid.adjacency()[o]}
        candidates = {grid.index(c) for c in grid.within(origin, longest)} | adjacent
        for x in sorted(candidates):
            if x in found or x == o or terrain.blocks_move_by_index[x]:
                continue
            distance = 1 if x in adjacent else math.ceil(grid.distance(origin, grid.cell(x)) - _EPS)
            if distance in wanted and sees(state, o, x):
                found.add(x)
    return frozenset(found)


def sees(state: BattleState, a: int, b: int) -> bool:
    """Whether nothing that blocks sight stands between cells `a` and `b` (endpoints excluded)."""
    if a == b:
        return True
    terrain, size = state.terrain, state.grid.size
    key = a * size + b
    for n, _, _diagonal in state.grid.adjacency()[a]:
        if n == b:
            return key not in terrain.sight_steps and key not in terrain.corner_steps
    grid = state.grid
    trace = grid.trace(grid.cell(a), grid.cell(b))
    blocks = terrain.blocks_sight_by_index
    for cell in trace.cells[1:-1]:
        # Off the map is open air, not a wall: a line along the map's edge (a
        # tie the trace may settle on the outer side) or across a hex map's
        # zigzag border still sees.
        if grid.in_bounds(cell) and blocks[grid.index(cell)]:
            return False
    walls = terrain.edge_walls
    return not any((w := walls.get(e)) is not None and w.blocks_sight for e in trace.edges)


def threatened_cells(state: BattleState, token: TokenState | str) -> frozenset[int]:
    """Where `token` gets its system's reaction (its threatened cells); empty when it cannot react."""
    token = state.token(token) if isinstance(token, str) else token
    if state.rules.cannot_react(token) is not None:
        return frozenset()
    return reach_cells(state, token, state.rules.threat_reach(token))



def threat_map(state: BattleState, token_id: str) -> Mapping[int, tuple[str, ...]]:
    """Flat index -> ids of the enemies of `token_id` threatening it."""
    found: dict[int, tuple[str, ...]] = {}
    for enemy in state.enemies_of(token_id):
        for index in threatened_cells(state, enemy):
            found[index] = (*found.get(index, ()), enemy.id)
    return MappingProxyType(found)


def overwatch_radius(state: BattleState, token: TokenState) -> int:
    """Cells an overwatch reaches: the longest ready ranged weapon's range, else the map."""
    ranges = [w.range for w in token.ready_weapons() if w.kind != "melee" and w.range]
    if not ranges:
        return state.grid.cols + state.grid.rows
    return max(1, math.floor(max(ranges) / state.spec.cell + _EPS))


def watched_cells(state: BattleState, token: TokenState | str) -> tuple[int, ...]:
    """Flat indices `token`'s overwatch watches; none unless it is armed.

    Armed: declared, with a weapon it can fire, able to react, and not yet
    fired this round (`combat.spent[id].overwatch`). A line comes in order from the token outward; a cone or reach in index
    order. The token's own cells are never watched. Cached per token.
    """
    token = state.token(token) if isinstance(token, str) else token
    if not state.rules.overwatch_armed(state, token):
        return ()
    return state.memo(("watched", token), lambda: _watched(state, token))


def _watched(state: BattleState, token: TokenState) -> tuple[int, ...]:
    overwatch, system, grid = token.tactical.overwatch, state.rules, state.grid
    own = {grid.index(c) for c in token.footprint if grid.in_bounds(c)}
    if system.overwatch_uses_reach(token):
        return tuple(sorted(reach_cells(state, token, system.wait_reach(token)) - own))
    radius = overwatch_radius(state, token)
    arc = overwatch.arc if overwatch.arc > 0 else float(system.param("overwatch_arc"))
    if arc <= 0:
        line = grid.ray(token.cell, overwatch.toward, radius).cells
        cells = _clear_prefix(state, [grid.index(c) for c in line if grid.in_bounds(c)])
    else:
        cone = [grid.index(c) for c in grid.cone(token.cell, overwatch.toward, arc, radius)]
        cells = _visible(state, grid.index(token.cell), cone)
    near = int(system.overwatch_near(token))
    if near > 0:
        cells = _with_near(state, grid.index(token.cell), cells, near)
    return tuple(i for i in cells if i not in own)


def _with_near(state: BattleState, origin: int, cells: list[int], near: int) -> list[int]:
    """The watched cells, each followed by the cells within `near` of it that the watcher
    sees (in order from the token outward, as the line came)."""
    grid, terrain = state.grid, state.terrain
    blocked = terrain.blocks_move_by_index
    opaque = terrain.blocks_sight_by_index
    found, seen = [], set(cells)
    for index in cells:
        found.append(index)
        for cell in grid.within(grid.cell(index), near):
            if not grid.in_bounds(cell):
                continue
            x = grid.index(cell)
            if x in seen or blocked[x] or opaque[x]:
                continue
            seen.add(x)
            if sees(state, origin, x):
                found.append(x)
    return found


def _clear_prefix(state: BattleState, line: list[int]) -> list[int]:
    """The cells of a line (flat indices, origin first) up to the first sight cannot reach."""
    terrain, size = state.terrain, state.grid.size
    blocks, walls, sealed = terrain.blocks_sight_by_index, terrain.sight_steps, terrain.sealed_steps
    kept = line[:1]
    for previous, index in zip(line, line[1:]):
        key = previous * size + index
        if blocks[index] or key in walls or key in sealed:
            break
        kept.append(index)
    return kept


def _visible(state: BattleState, origin: int, area: list[int]) -> list[int]:
    """The cells of an area around `origin` that sight reaches (ray casting).

    One line is cast from the origin to each cell on the area's rim (a cell
    with a neighbour outside the area or off the map); every cell of a line's
    clear prefix is visible. That is a few dozen lines for a cone instead of
    one per cell; the rim's lines fan over every interior cell.
    """
    grid, adjacency = state.grid, state.grid.adjacency()
    inside = set(area)
    full = grid.directions
    rim = [
        i for i in area
        if len(adjacency[i]) < full or any(n not in inside for n, _, _ in adjacency[i])
    ]
    start = grid.cell(origin)
    visible = {origin}
    for index in sorted(rim, key=lambda i: -grid.distance(start, grid.cell(i))):
        if index in visible:
            continue
        line = [grid.index(c) for c in grid.trace(start, grid.cell(index)).cells if grid.in_bounds(c)]
        visible.update(i for i in _clear_prefix(state, line) if i in inside)
    return [i for i in area if i in visible]
