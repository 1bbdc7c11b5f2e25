"""Fallout d100 homebrew: what Interact finds at the cell it points at (RULES.md 4.3).

Interact (2 AP) opens or closes a door, hops a low fence, or, for a Large
token, squeezes through a 5 ft gap; each size above Large costs +2 AP more
(the catalogue's `squeeze_huge` 4 AP, `squeeze_gargantuan` 6 AP), an
oversized door 4 AP (`interact_large_door`).

The action's `cell` names the spot: a door or a fence in a cell next to the
actor (or under it), or drawn on the edge between the actor's cell and that
cell. `interact_spot` says what is there; `interact_reasons` why the action
cannot be taken there; `toggle_door` swaps the door's terrain between the
ruleset's closed and open kinds (`door` <-> `open_door`, as the map's own
door toggle does), rebuilding the terrain map with `TerrainMap.build`.
A door whose terrain has the field `motion_sensor` (a house-rule terrain:
the bundled map palette has no colour for one yet) is not Interact's: "not
for doors with motion sensors" (reason `motion_sensor_door`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.terrain import TerrainMap, TerrainType
from battlemap.grid import Cell, Edge

CLOSED_DOOR, OPEN_DOOR = "door", "open_door"
SENSOR_FIELD = "motion_sensor"
FENCE_FIELD = "hop_ap"
#: Sizes in order; Interact squeezes a Large token, each size above costs +2 AP.
SIZE_ORDER = ("tiny", "small", "medium", "large", "huge", "gargantuan")
SQUEEZE_BASE, SQUEEZE_STEP_AP = "large", 2
SQUEEZE_ACTIONS = {"huge": "squeeze_huge", "gargantuan": "squeeze_gargantuan"}


class Spot(NamedTuple):
    """What an Interact points at: `kind` "door" or "fence", on a "cell" or an "edge"."""

    kind: str
    place: str
    index: int | None = None
    edge: Edge | None = None
    terrain: TerrainType | None = None


def near(state, token, cell: Cell | None) -> bool:
    """Whether `cell` is on the map and within 5 ft of the token's footprint (or under it)."""
    grid = state.grid
    return cell is not None and grid.in_bounds(cell) and any(
        reach_distance(grid, c, cell) <= 1 for c in token.footprint if grid.in_bounds(c))


def _is_fence(state, terrain: TerrainType) -> bool:
    entry = state.ruleset.terrain.get(terrain.id)
    return entry is not None and FENCE_FIELD in (entry.fields or {})


def interact_spot(state, token, cell: Cell | None) -> Spot | None:
    """The door or low fence the token can reach at `cell`, or None."""
    if not near(state, token, cell):
        return None
    grid, terrain = state.grid, state.terrain
    index = grid.index(cell)
    kind = terrain.type_at(index)
    if kind.door:
        return Spot("door", "cell", index=index, terrain=kind)
    for own in token.footprint:
        edge = Edge.of(own, cell)
        found = terrain.edge_walls.get(edge)
        if found is not None and found.door:
            return Spot("door", "edge", edge=edge, terrain=found)
        if found is not None and _is_fence(state, found):
            return Spot("fence", "edge", edge=edge, terrain=found)
    if _is_fence(state, kind):
        return Spot("fence", "cell", index=index, terrain=kind)
    return None


def size_steps_above_large(token) -> int:
    """0 for Large, 1 for Huge ...; negative below Large (no squeezing needed)."""
    size = token.size if token.size in SIZE_ORDER else "medium"
    return SIZE_ORDER.index(size) - SIZE_ORDER.index(SQUEEZE_BASE)


def interact_reasons(state, action) -> list[Reason]:
    """Why Interact (2 AP) cannot be taken at the action's cell."""
    token = state.token(action.actor)
    at = state.grid.to_offset(action.cell) if action.cell is not None else None
    if action.cell is None or not near(state, token, action.cell):
        return [Reason.of("interact_not_adjacent", at=at)]
    spot = interact_spot(state, token, action.cell)
    if spot is not None:
        if spot.kind == "door":
            return _door_reasons(state, spot, at)
        others = [t.id for t in state.tokens_at(action.cell) if t.id != token.id]
        return [Reason.of("occupied", at=at, by=tuple(others))] if others else []
    steps = size_steps_above_large(token)
    if steps < 0:
        return [Reason.of("nothing_to_interact", at=at)]
    if steps > 0:  # squeezing: +2 AP per size above Large, a catalogue entry per size
        return [Reason.of("squeeze_costs_more", size=token.size, extra_ap=steps * SQUEEZE_STEP_AP,
                          use=SQUEEZE_ACTIONS.get(token.size, "squeeze_" + token.size))]
    return []


def large_door_reasons(state, action) -> list[Reason]:
    """An oversized door (4 AP): there must be a door next to the actor."""
    token = state.token(action.actor)
    at = state.grid.to_offset(action.cell) if action.cell is not None else None
    spot = interact_spot(state, token, action.cell)
    if spot is None or spot.kind != "door":
        return [Reason.of("no_door", at=at)]
    return _door_reasons(state, spot, at)


def squeeze_reasons(state, action, size: str) -> list[Reason]:
    """`squeeze_<size>`: only a token of that size, into a cell within 5 ft."""
    token = state.token(action.actor)
    reasons = []
    if token.size != size:
        reasons.append(Reason.of("requires_size", size=size, actual=token.size))
    if not near(state, token, action.cell):
        reasons.append(Reason.of("interact_not_adjacent",
                                 at=state.grid.to_offset(action.cell) if action.cell is not None else None))
    return reasons


def _door_reasons(state, spot: Spot, at) -> list[Reason]:
    entry = state.ruleset.terrain.get(spot.terrain.id)
    if entry is not None and (entry.fields or {}).get(SENSOR_FIELD):
        return [Reason.of("motion_sensor_door", at=at)]  # it opens by itself, not by Interact
    closing = not spot.terrain.blocks_movement
    if door_kind(state, closed=closing) is None:
        return [Reason.of("no_door_kind", at=at, closed=closing)]
    if closing and spot.place == "cell" and state.occupancy.get(spot.index):
        return [Reason.of("occupied", at=at, by=state.occupancy[spot.index])]
    return []


def door_kind(state, *, closed: bool) -> str | None:
    """The ruleset's terrain id for a closed (blocking) or an open door, or None."""
    table = state.ruleset.terrain
    preferred = CLOSED_DOOR if closed else OPEN_DOOR
    for terrain_id in (preferred, *table):
        entry = table.get(terrain_id)
        if entry is not None and entry.door and entry.blocks_movement == closed:
            return terrain_id
    return None


def toggle_door(state, spot: Spot):
    """(the state with the door at `spot` opened or closed, True when it opened)."""
    opening = spot.terrain.blocks_movement
    new_kind = door_kind(state, closed=not opening)
    return with_terrain(state, {spot.index: new_kind} if spot.place == "cell" else {},
                        {spot.edge: new_kind} if spot.place == "edge" else {}), opening


def with_terrain(state, cells: dict[int, str], edges: dict[Edge, str] | None = None):
    """The state with cell terrain ids (by flat index) and edge terrain ids replaced."""
    terrain = state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(state.grid.size)]
    for index, terrain_id in cells.items():
        ids[index] = terrain_id
    drawn = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    drawn.update(edges or {})
    return replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, drawn,
                                                   terrain.segment_layer))
