"""Commands on the map itself: paint terrain, open and close doors (in cells or on edges).

A door cell is closed when its terrain blocks movement and open when it does
not; the ruleset names both kinds (terrain types with `door = true`). The
closed kind is `door` where the ruleset has it; the open kind is the first
door type that does not block movement (`open_door` preferred). A door kind
with the field `toggles_to` names its other half instead (a motion-sensor
door opens to an open sensor door and closes back to itself).
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_edges, with_terrain
from battlemap.document.log import TERRAIN, LogEntry, Part, cell_label, part, phrase
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell, Edge

CLOSED_DOOR = "door"
OPEN_DOOR = "open_door"

#: What the Edit menu calls these steps (translated there).
_PAINT_TITLE = phrase("Paint {terrain}")
_OPEN_TITLE = phrase("Open door")
_CLOSE_TITLE = phrase("Close door")
_ADD_TITLE = phrase("Add door")


def paint_terrain_command(
    state: BattleState, cells: Iterable[Cell], terrain_id: str
) -> Command | Rejected:
    """Paint `terrain_id` on every cell given (cells already of that kind are left alone)."""
    if terrain_id not in state.ruleset.terrain:
        return Rejected.of("unknown_terrain", terrain=terrain_id)
    grid, terrain = state.grid, state.terrain
    cells = tuple(dict.fromkeys(cells))
    off = [Reason.of("off_map", at=grid.to_offset(c)) for c in cells if not grid.in_bounds(c)]
    if off:
        return Rejected(tuple(off))
    changes = {
        index: terrain_id
        for index in (grid.index(c) for c in cells)
        if terrain.terrain_id_at(index) != terrain_id
    }
    if not changes:
        return Rejected.of("no_change", terrain=terrain_id)
    name = terrain_name(state, terrain_id)
    count = len(changes)
    line = part(_PAINTED[count != 1], n=count, terrain=name)
    return Command(
        part(_PAINT_TITLE, terrain=name), state, with_terrain(state, changes),
        (LogEntry.phrased(TERRAIN, line, (), state.combat.round),),
    )


_PAINTED = (phrase("Painted {n} cell {terrain}"), phrase("Painted {n} cells {terrain}"))
_DOOR_OPENED = phrase("Door at {cell} opened")
_DOOR_CLOSED = phrase("Door at {cell} closed")
_EDGE_DOOR_DRAWN = phrase("Door between {a} and {b} drawn")
_EDGE_DOOR_OPENED = phrase("Door between {a} and {b} opened")
_EDGE_DOOR_CLOSED = phrase("Door between {a} and {b} closed")


def toggle_door_command(state: BattleState, cell: Cell) -> Command | Rejected:
    """Open a closed door at `cell`, or close an open one (not on a token's head)."""
    grid = state.grid
    if not grid.in_bounds(cell):
        return Rejected.of("off_map", at=grid.to_offset(cell))
    index = grid.index(cell)
    kind = state.terrain.type_at(index)
    at = grid.to_offset(cell)
    if not kind.door:
        return Rejected.of("not_a_door", at=at, terrain=kind.id)
    opening = kind.blocks_movement
    target = paired_kind(state, kind.id) or door_kind(state, closed=not opening)
    if target is None:
        return Rejected.of("no_door_kind", at=at, closed=not opening)
    if not opening and state.occupancy.get(index):
        return Rejected.of("occupied", at=at, by=state.occupancy[index])
    line = part(_DOOR_OPENED if opening else _DOOR_CLOSED, cell=cell_label(state, cell))
    return Command(
        Part(_OPEN_TITLE if opening else _CLOSE_TITLE), state, with_terrain(state, {index: target}),
        (LogEntry.phrased(TERRAIN, line, (), state.combat.round),),
    )


def toggle_edge_door_command(state: BattleState, edge: Edge) -> Command | Rejected:
    """Open or close the door drawn on `edge`; on a bare edge, draw a closed door.

    A wall or low wall on the edge is not a door and is refused.
    """
    grid = state.grid
    off = [Reason.of("off_map", at=grid.to_offset(c)) for c in edge if not grid.in_bounds(c)]
    if off:
        return Rejected(tuple(off))
    at = (grid.to_offset(edge.a), grid.to_offset(edge.b))
    # Sides only: cells meeting at a corner are neighbours on a square grid, but share no edge.
    if edge not in grid.edges_of(edge.a):
        return Rejected.of("not_an_edge", between=at)
    kind = state.terrain.edge_walls.get(edge)
    if kind is not None and not kind.door:
        return Rejected.of("not_a_door", at=at, terrain=kind.id)
    closing = kind is None or not kind.blocks_movement
    target = door_kind(state, closed=closing, on_edge=True)
    if target is None:
        return Rejected.of("no_door_kind", at=at, closed=closing)
    label, template = (_ADD_TITLE, _EDGE_DOOR_DRAWN) if kind is None else (
        (_CLOSE_TITLE, _EDGE_DOOR_CLOSED) if closing else (_OPEN_TITLE, _EDGE_DOOR_OPENED))
    line = part(template, a=cell_label(state, edge.a), b=cell_label(state, edge.b))
    return Command(
        Part(label), state, with_edges(state, {edge: target}),
        (LogEntry.phrased(TERRAIN, line, (), state.combat.round),),
    )


def door_kind(state: BattleState, *, closed: bool, on_edge: bool = False) -> str | None:
    """The ruleset's terrain id for a closed (blocking) or open door (one allowed on edges), or None."""
    preferred = CLOSED_DOOR if closed else OPEN_DOOR
    table = state.ruleset.terrain
    candidates = [preferred, *(t for t in table if t != preferred)]
    for terrain_id in candidates:
        entry = table.get(terrain_id)
        if entry is not None and entry.door and entry.blocks_movement == closed and (entry.edge or not on_edge):
            return terrain_id
    return None


def paired_kind(state: BattleState, terrain_id: str) -> str | None:
    """The door kind `terrain_id` names as its other half (`fields.toggles_to`), if the ruleset has it."""
    entry = state.ruleset.terrain.get(terrain_id)
    other = entry.fields.get("toggles_to") if entry is not None else None
    return other if isinstance(other, str) and other in state.ruleset.terrain else None


def terrain_name(state: BattleState, terrain_id: str) -> str:
    entry = state.ruleset.terrain.get(terrain_id)
    return entry.names["en"].lower() if entry is not None else terrain_id
