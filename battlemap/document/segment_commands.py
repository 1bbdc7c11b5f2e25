"""Commands on free walls (`terrain.segments`): draw one, move an end, delete one, toggle a door.

A segment is named by its place in the list (what the journal records): a
new one goes at the end, a deleted one leaves the others in order. A door
segment toggles as an edge door does: its type becomes the ruleset's other
door kind (`open_door` <-> `door`, or the kind's `toggles_to`), so a file
keeps no separate open flag.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import TERRAIN, LogEntry, Part, part, phrase
from battlemap.document.terrain_commands import door_kind, paired_kind, terrain_name
from battlemap.engine.battle.segments import SegmentSpec
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.schema.limits import MAX_SEGMENTS
from battlemap.schema.segment_checks import map_extent

Point = tuple[float, float]

_DRAW_TITLE = phrase("Draw {terrain}")
_MOVE_TITLE = phrase("Move wall end")
_DELETE_TITLE = phrase("Delete {terrain}")
_OPEN_TITLE = phrase("Open door")
_CLOSE_TITLE = phrase("Close door")
_DRAWN = phrase("Drew {terrain} from {a} to {b}")
_MOVED = phrase("Moved the end of {terrain} to {at}")
_DELETED = phrase("Deleted {terrain} from {a} to {b}")
_OPENED = phrase("Door from {a} to {b} opened")
_CLOSED = phrase("Door from {a} to {b} closed")


def point_label(point: Point) -> str:
    """A map point as the log writes it: "3.5,2"."""
    return f"{point[0]:g},{point[1]:g}"


def with_segments(state: BattleState, specs: tuple[SegmentSpec, ...]) -> BattleState:
    """The state with its free walls replaced by `specs` (cells and edges kept)."""
    terrain = state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(state.grid.size)]
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    return replace(state, terrain=TerrainMap.build(state.grid, state.ruleset, ids, edges, specs))


def _specs(state: BattleState) -> list[SegmentSpec]:
    return list(state.terrain.segment_layer.specs)


def _point_problem(state: BattleState, point: Point) -> Rejected | None:
    grid = state.grid
    width, height = map_extent(grid.kind, getattr(grid, "orientation", None), (grid.cols, grid.rows))
    if not (0 <= point[0] <= width and 0 <= point[1] <= height):
        return Rejected.of("off_map", at=point_label(point))
    return None


def _line(template: str, state: BattleState, **params) -> tuple[LogEntry, ...]:
    return (LogEntry.phrased(TERRAIN, part(template, **params), (), state.combat.round),)


def draw_segment_command(state: BattleState, start: Point, end: Point, terrain_id: str) -> Command | Rejected:
    """Draw a free wall of `terrain_id` (a kind the ruleset allows on an edge) from `start` to `end`."""
    entry = state.ruleset.terrain.get(terrain_id)
    if entry is None or not entry.edge:
        return Rejected.of("unknown_terrain", terrain=terrain_id)
    if tuple(start) == tuple(end):
        return Rejected.of("no_change", terrain=terrain_id)
    for point in (start, end):
        if (problem := _point_problem(state, point)) is not None:
            return problem
    specs = _specs(state)
    if len(specs) >= MAX_SEGMENTS:
        return Rejected.of("too_many", most=MAX_SEGMENTS)
    start, end = (float(start[0]), float(start[1])), (float(end[0]), float(end[1]))
    name = terrain_name(state, terrain_id)
    after = with_segments(state, (*specs, (start, end, terrain_id)))
    return Command(part(_DRAW_TITLE, terrain=name), state, after,
                   _line(_DRAWN, state, terrain=name, a=point_label(start), b=point_label(end)))


def _segment(state: BattleState, index: int) -> SegmentSpec | Rejected:
    specs = _specs(state)
    if not 0 <= index < len(specs):
        return Rejected.of("no_segment", segment=index)
    return specs[index]


def move_segment_end_command(state: BattleState, index: int, end: int, point: Point) -> Command | Rejected:
    """Move end `end` (0: from, 1: to) of segment `index` to `point`."""
    found = _segment(state, index)
    if isinstance(found, Rejected):
        return found
    if (problem := _point_problem(state, point)) is not None:
        return problem
    point = (float(point[0]), float(point[1]))
    a, b, terrain_id = found
    moved = (point, b, terrain_id) if end == 0 else (a, point, terrain_id)
    if moved[0] == moved[1] or moved == found:
        return Rejected.of("no_change", terrain=terrain_id)
    specs = _specs(state)
    specs[index] = moved
    name = terrain_name(state, terrain_id)
    return Command(Part(_MOVE_TITLE), state, with_segments(state, tuple(specs)),
                   _line(_MOVED, state, terrain=name, at=point_label(point)))


def delete_segment_command(state: BattleState, index: int) -> Command | Rejected:
    """Take segment `index` off the map."""
    found = _segment(state, index)
    if isinstance(found, Rejected):
        return found
    specs = _specs(state)
    del specs[index]
    a, b, terrain_id = found
    name = terrain_name(state, terrain_id)
    return Command(part(_DELETE_TITLE, terrain=name), state, with_segments(state, tuple(specs)),
                   _line(_DELETED, state, terrain=name, a=point_label(a), b=point_label(b)))


def toggle_segment_door_command(state: BattleState, index: int) -> Command | Rejected:
    """Open a closed door segment or close an open one; any other segment is refused."""
    found = _segment(state, index)
    if isinstance(found, Rejected):
        return found
    a, b, terrain_id = found
    kind = state.terrain.segment_layer.segments[index].kind
    if not kind.door:
        return Rejected.of("not_a_door", at=point_label(a), terrain=terrain_id)
    opening = kind.blocks_movement
    target = paired_kind(state, terrain_id) or door_kind(state, closed=not opening, on_edge=True)
    if target is None:
        return Rejected.of("no_door_kind", at=point_label(a), closed=not opening)
    specs = _specs(state)
    specs[index] = (a, b, target)
    title = Part(_OPEN_TITLE if opening else _CLOSE_TITLE)
    return Command(title, state, with_segments(state, tuple(specs)),
                   _line(_OPENED if opening else _CLOSED, state, a=point_label(a), b=point_label(b)))
