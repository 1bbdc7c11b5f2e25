"""Doors an action points at: finding the door next to the actor, and turning it into another terrain.

A door is found at the action's cell when the cell itself is a door next to
the actor, or when a door lies on the edge between the actor's cell and that
cell; `find_door` gives the door or the reason there is none. A door whose
terrain has `locked = true` cannot simply be opened. The systems decide what
opening, closing or breaking one costs and does (Year Zero: a fast action,
broken by damage; d20: a move action).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap, TerrainType
from battlemap.grid import Cell, Edge

LOCKED = "locked"


@dataclass(frozen=True)
class DoorSpot:
    """A closed door next to the actor: in `cell`, or on `edge` (None: the cell is the door)."""

    cell: Cell
    edge: Edge | None
    kind: TerrainType

    def field(self, state: BattleState, name: str, default: object = None) -> object:
        entry = state.ruleset.terrain.get(self.kind.id)
        return entry.fields.get(name, default) if entry is not None else default

    def locked(self, state: BattleState) -> bool:
        return self.field(state, LOCKED) is True


def find_door(state: BattleState, actor_id: str, cell: Cell | None, *,
              closed: bool = True) -> tuple[DoorSpot | None, Reason | None]:
    """The closed (or, `closed=False`, open) door the actor reaches at `cell`, in it or on the
    edge toward it, or the reason there is none (`no_door` / `no_open_door`)."""
    grid, terrain, actor = state.grid, state.terrain, state.token(actor_id)
    if cell is None or not grid.in_bounds(cell):
        return None, Reason.of("cell_missing", target="cell")
    at = grid.to_offset(cell)
    if not any(reach_distance(grid, c, cell) <= 1 for c in actor.footprint if grid.in_bounds(c)):
        return None, Reason.of("door_out_of_reach", at=at)
    kind = terrain.type_at(grid.index(cell))
    if kind.door and bool(kind.blocks_movement) == closed:
        return DoorSpot(cell, None, kind), None
    for own in actor.footprint:
        wall = terrain.edge_walls.get(Edge.of(own, cell))
        if wall is not None and wall.door and bool(wall.blocks_movement) == closed:
            return DoorSpot(cell, Edge.of(own, cell), wall), None
    return None, Reason.of("no_door" if closed else "no_open_door", at=at)


def open_reasons(state: BattleState, actor_id: str, cell: Cell | None) -> list[Reason]:
    """Why the actor cannot open a door at `cell`: none there, out of reach, or locked."""
    door, reason = find_door(state, actor_id, cell)
    if reason is not None:
        return [reason]
    return [Reason.of("door_locked", at=state.grid.to_offset(door.cell))] if door.locked(state) else []


def with_door(state: BattleState, door: DoorSpot, terrain_id: str) -> BattleState:
    """The state with the door (cell or edge) turned into `terrain_id`."""
    grid, terrain = state.grid, state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(grid.size)]
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    if door.edge is None:
        ids[grid.index(door.cell)] = terrain_id
    else:
        edges[door.edge] = terrain_id
    return replace(state, terrain=TerrainMap.build(grid, state.ruleset, ids, edges, terrain.segment_layer))
