"""Changes of a battle state the engine does not offer itself (yet).

The engine's `BattleState` moves tokens (`with_token_moved`); the document
also adds and removes tokens, changes one token's fields, paints terrain and
books what a move spent. Each function here returns a new state through
`dataclasses.replace` on the engine's frozen values, rebuilding the occupancy
index where footprints changed and the `TerrainMap` through its own `build`,
so every derived table stays consistent. They belong in the engine; until
they land there, the document keeps them in this one module.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.grid import Edge


def with_spent(state: BattleState, charges: Iterable[tuple[str, str, float]]) -> BattleState:
    """Add each (token id, key, amount) to `combat.spent` (what a turn or round used)."""
    spent = {token: dict(keys) for token, keys in state.combat.spent.items()}
    for token_id, key, value in charges:
        keys = spent.setdefault(token_id, {})
        keys[key] = _tidy(keys.get(key, 0) + value)
    return with_combat(state, spent=_frozen_spent(spent))


def with_combat(state: BattleState, **changes) -> BattleState:
    """Replace fields of the combat record (round, order, active, spent)."""
    return replace(state, combat=replace(state.combat, **changes))


def cleared_spent(
    spent: Mapping[str, Mapping[str, float]], tokens: Iterable[str] | None = None
) -> Mapping[str, Mapping[str, float]]:
    """`spent` without the entries of `tokens` (all of them when None)."""
    if tokens is None:
        return MappingProxyType({})
    drop = set(tokens)
    return _frozen_spent({k: dict(v) for k, v in spent.items() if k not in drop})


def with_token_replaced(state: BattleState, token: TokenState) -> BattleState:
    """The state with the token of the same id replaced by `token` (footprint kept in sync)."""
    old = state.token(token.id)
    tokens = tuple(token if t.id == token.id else t for t in state.tokens)
    occupancy = state.occupancy
    if old.footprint != token.footprint:
        occupancy = occupancy_of(state, tokens)
    return replace(state, tokens=tokens, occupancy=occupancy)


def with_token_added(state: BattleState, token: TokenState) -> BattleState:
    """The state with a new token on top of the others at its cell."""
    if state.has_token(token.id):
        raise ValueError(f"a token {token.id!r} is already on the map")
    tokens = (*state.tokens, token)
    return replace(state, tokens=tokens, occupancy=occupancy_of(state, tokens))


def with_token_removed(state: BattleState, token_id: str) -> BattleState:
    """The state without the token, nor its turn, nor what it spent, nor any other token's
    reference to it (aiming at it, grappling it, a tactical note naming it), nor an objective
    to protect it (a file naming a token it lacks does not load)."""
    state.token(token_id)  # KeyError naming the token when it is not there
    tokens = tuple(_forgetting(t, token_id) for t in state.tokens if t.id != token_id)
    combat = state.combat
    order = tuple(i for i in combat.order if i != token_id)
    active = combat.active
    if active == token_id:
        active = _next_in(combat.order, token_id, keep=set(order))
    combat = replace(
        combat, order=order, active=active, spent=cleared_spent(combat.spent, (token_id,))
    )
    objectives = tuple(o for o in state.objectives if o.token != token_id)
    return replace(state, tokens=tokens, occupancy=occupancy_of(state, tokens), combat=combat,
                   objectives=objectives)


def _forgetting(token: TokenState, gone: str) -> TokenState:
    """`token` with every reference to the token `gone` taken out of its tactical state."""
    tactical = token.tactical
    extra = {k: v for k, v in tactical.extra.items() if not _names(v, gone)}
    if tactical.aiming != gone and tactical.grappling != gone and len(extra) == len(tactical.extra):
        return token
    kept = replace(tactical, aiming=None if tactical.aiming == gone else tactical.aiming,
                   grappling=None if tactical.grappling == gone else tactical.grappling,
                   extra=MappingProxyType(extra))
    return replace(token, tactical=kept)


def _names(value: object, token_id: str) -> bool:
    """True when a tactical note's value is the token's id, or a list holding it."""
    if isinstance(value, (list, tuple)):
        return token_id in value
    return value == token_id


def with_terrain(state: BattleState, changes: Mapping[int, str]) -> BattleState:
    """The state with the terrain id of each flat index in `changes` replaced."""
    terrain = state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(state.grid.size)]
    for index, terrain_id in changes.items():
        ids[index] = terrain_id
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    rebuilt = TerrainMap.build(state.grid, state.ruleset, ids, edges, terrain.segment_layer)
    return replace(state, terrain=rebuilt)


def with_edges(state: BattleState, changes: Mapping[Edge, str | None]) -> BattleState:
    """The state with the terrain on each edge in `changes` replaced (None: nothing drawn there)."""
    terrain = state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(state.grid.size)]
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    for edge, terrain_id in changes.items():
        if terrain_id is None:
            edges.pop(edge, None)
        else:
            edges[edge] = terrain_id
    return replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, edges,
                                                   terrain.segment_layer))


def with_zone_cells(state: BattleState, zone_id: str, cells: frozenset[int]) -> BattleState:
    """The state with zone `zone_id` covering exactly `cells` (flat indices)."""
    zones = tuple(replace(z, cells=cells) if z.id == zone_id else z for z in state.zones)
    return replace(state, zones=zones)


def occupancy_of(state: BattleState, tokens: Iterable[TokenState]) -> Mapping[int, tuple[str, ...]]:
    """Flat index -> ids of the tokens covering it, in token order."""
    grid = state.grid
    occupancy: dict[int, tuple[str, ...]] = {}
    for token in tokens:
        for cell in token.footprint:
            if grid.in_bounds(cell):
                index = grid.index(cell)
                occupancy[index] = (*occupancy.get(index, ()), token.id)
    return MappingProxyType(occupancy)


def _next_in(order: tuple[str, ...], current: str, keep: set[str]) -> str | None:
    """The first id after `current` in `order` (wrapping) that is in `keep`."""
    if current not in order:
        return next(iter(i for i in order if i in keep), None)
    start = order.index(current)
    for offset in range(1, len(order) + 1):
        candidate = order[(start + offset) % len(order)]
        if candidate in keep:
            return candidate
    return None


def _frozen_spent(spent: Mapping[str, Mapping[str, float]]) -> Mapping[str, Mapping[str, float]]:
    return MappingProxyType(
        {token: MappingProxyType(dict(keys)) for token, keys in spent.items() if keys}
    )


def _tidy(value: float) -> float:
    """Sums as users read them: 2.0 -> 2, float noise rounded off."""
    rounded = round(float(value), 6)
    return int(rounded) if rounded == int(rounded) else rounded
