"""Year Zero system effects (`effects = [{system = "name"}]`): what the catalogue's
data cannot say (RULES.md 2.2, 2.7).

- `open_door`: the door the action points at opens (a fast action, seed: an
  unlocked door or hatch): a door cell next to the actor, or a door on the
  edge between the actor's cell and that cell. Nothing else changes; anything
  else the action points at is reported as `no_door`.
- `reload`: a fresh magazine (`rounds` back to full) and a loaded single shot.
- `mark_start` / `enter_cluttered`: around a move, note where it began and,
  when the path stepped from clear into cluttered ground, roll Mobility
  (`yze_zones.cluttered_roll`: a failure still enters, but prone). A token
  already prone has nothing to lose and rolls nothing.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.actions import Action
from battlemap.engine.effects import with_token
from battlemap.engine.events import Event
from battlemap.engine.ranges import reach_distance
from battlemap.engine.state import BattleState
from battlemap.engine.systems.yze_damage import with_extra
from battlemap.engine.systems.yze_zones import cluttered_roll, enters_cluttered
from battlemap.engine.terrain import TerrainMap
from battlemap.grid import Edge

Result = tuple[BattleState, tuple[Event, ...]]
OPEN_DOOR = "open_door"
MOVE_FROM = "move_from"


def _open_kind(state: BattleState) -> str | None:
    table = state.ruleset.terrain
    for terrain_id in (OPEN_DOOR, *table):
        entry = table.get(terrain_id)
        if entry is not None and entry.door and not entry.blocks_movement:
            return terrain_id
    return None


def open_door(state: BattleState, action: Action) -> Result:
    """Open the closed door at (or on the edge toward) the action's cell."""
    grid, terrain, actor = state.grid, state.terrain, state.token(action.actor)
    cell, opened = action.cell, _open_kind(state)
    near = cell is not None and grid.in_bounds(cell) and any(
        reach_distance(grid, c, cell) <= 1 for c in actor.footprint if grid.in_bounds(c))
    if not near or opened is None:
        return state, (Event.of("no_door", actor.id, action.id, None),)
    ids = [terrain.terrain_id_at(i) for i in range(grid.size)]
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    index = grid.index(cell)
    kind = terrain.type_at(index)
    edge = Edge.of(actor.cell, cell)
    if kind.door and kind.blocks_movement:
        ids[index] = opened
    elif edge in edges and terrain.edge_walls[edge].door and terrain.edge_walls[edge].blocks_movement:
        edges[edge] = opened
    else:
        return state, (Event.of("no_door", actor.id, action.id, None, at=grid.to_offset(cell)),)
    rebuilt = TerrainMap.build(grid, state.ruleset, ids, edges)
    return replace(state, terrain=rebuilt), (Event.of("door_opened", actor.id, action.id, None,
                                                       at=grid.to_offset(cell)),)


def reload(state: BattleState, action: Action) -> Result:
    """A fresh magazine and a loaded single-shot weapon."""
    token = state.token(action.actor)
    event = Event.of("reloaded", token.id, action.id, None)
    return with_token(state, with_extra(token, rounds=None, unloaded=None)), (event,)


def mark_start(state: BattleState, action: Action) -> Result:
    """Note where a move begins (for `enter_cluttered`); no event."""
    token = state.token(action.actor)
    return with_token(state, with_extra(token, **{MOVE_FROM: list(state.grid.to_offset(token.cell))})), ()


def enter_cluttered(state: BattleState, action: Action) -> Result:
    """Roll Mobility when the move just made entered cluttered ground."""
    token = state.token(action.actor)
    start = token.tactical.extra.get(MOVE_FROM)
    state = with_token(state, with_extra(token, **{MOVE_FROM: None}))
    if not isinstance(start, list) or token.posture == "prone":
        return state, ()
    if not enters_cluttered(state, state.grid.from_offset(*start), action.path):
        return state, ()
    return cluttered_roll(state, token.id)
