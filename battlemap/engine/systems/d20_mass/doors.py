"""d20 mass combat: opening and closing a door as a move action (RULES.md 3.6; seed:
从倒下中站起、开门、从包裹中取出装备武器也是移动动作).

Opening a door is one of the seed's move actions, so it is paid from the
turn's move budget (a standard action may be given up for it, as for any
move action). Closing one is read as the same action run backwards [A]:
the seed names only opening, and a door that only opened would stay open
for the rest of the fight.

A door is found as every system finds one (`engine/play/doors.find_door`): the
cell the action points at is itself a door next to the actor, or a door
lies on the edge between the actor's square and that cell. A closed door
blocks movement; its open twin blocks nothing. A door whose terrain has
`locked = true` cannot be opened by this action (the catalogue's
`pick_lock` is the full-round Mechanics check the GM rolls). A door cell
with a unit standing in it cannot be closed (`door_blocked`).

Reasons: `no_door`, `door_out_of_reach`, `door_locked` (open);
`no_open_door`, `door_out_of_reach`, `door_blocked` (close).
"""

from __future__ import annotations

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.doors import DoorSpot, find_door, open_reasons, with_door
from battlemap.grid import Cell

OPEN_DOOR, CLOSE_DOOR = "open_door", "close_door"
DOOR_ACTIONS = (OPEN_DOOR, CLOSE_DOOR)


def door_kind(state, *, closed: bool) -> str | None:
    """The ruleset's door terrain that blocks movement (closed) or not (open): `door` / `open_door` first."""
    table = state.ruleset.terrain
    preferred = "door" if closed else OPEN_DOOR
    for terrain_id in (preferred, *table):
        entry = table.get(terrain_id)
        if entry is not None and entry.door and bool(entry.blocks_movement) == closed:
            return terrain_id
    return None


def find_open_door(state, actor_id: str, cell: Cell | None) -> tuple[DoorSpot | None, Reason | None]:
    """The open door the actor reaches at `cell` (in it, or on the edge toward it), or why there is none."""
    return find_door(state, actor_id, cell, closed=False)


def close_reasons(state, actor_id: str, cell: Cell | None) -> list[Reason]:
    """Why the actor cannot close a door at `cell`: none open there, out of reach, or someone in the doorway."""
    door, reason = find_open_door(state, actor_id, cell)
    if reason is not None:
        return [reason]
    if door.edge is None and any(door.cell in t.footprint for t in state.tokens):
        return [Reason.of("door_blocked", at=state.grid.to_offset(door.cell))]
    return []


def door_reasons(state, action) -> list[Reason]:
    """The legality hook's part for the two door actions."""
    if action.id == OPEN_DOOR:
        return open_reasons(state, action.actor, action.cell)
    return close_reasons(state, action.actor, action.cell)


def open_door(state, action):
    """Open the closed, unlocked door at (or on the edge toward) the action's cell."""
    door, reason = find_door(state, action.actor, action.cell)
    opened = door_kind(state, closed=False)
    if reason is not None or opened is None or door.locked(state):
        return state, (Event.of("no_door", action.actor, action.id, None),)
    at = state.grid.to_offset(door.cell)
    return with_door(state, door, opened), (Event.of("door_opened", action.actor, action.id, None, at=at),)


def close_door(state, action):
    """Close the open door at (or on the edge toward) the action's cell."""
    door, reason = find_open_door(state, action.actor, action.cell)
    closed = door_kind(state, closed=True)
    if reason is not None or closed is None or close_reasons(state, action.actor, action.cell):
        return state, (Event.of("no_open_door", action.actor, action.id, None),)
    at = state.grid.to_offset(door.cell)
    return with_door(state, door, closed), (Event.of("door_closed", action.actor, action.id, None, at=at),)


__all__ = ["CLOSE_DOOR", "DOOR_ACTIONS", "OPEN_DOOR", "close_door", "close_reasons", "door_kind", "door_reasons",
           "find_open_door", "open_door"]
