"""Year Zero doors and hatches (RULES.md 2.8; seed: 你可以用一個快速動作打開未上鎖的門或艙口).

An unlocked door or hatch opens as a fast action. A locked one is its own
terrain type with the field `locked = true` (the ruleset's `locked_door`,
`reinforced_door`): it cannot be opened, only broken. Breaking it is an attack
on the door cell (the catalogue's `break_door`, a close combat attack, slow):
Strength + Melee + the weapon's bonus; a hit deals the weapon's damage + 1 per
extra six; the door's `door_armor` dice (sturdier doors) each stop one point
on a six; what gets through adds up until it reaches the door's `door_damage`
(5 for a wooden door or hatch), when the door gives way (terrain
`broken_door`, blocking nothing).

The damage a door has taken is kept in the tactical extras of whoever dealt
it (`door_damage`: a list of [col, row, points]), so it survives a save and
an undo and several attackers add up: a door's damage is the sum over tokens.

A door is found at the action's cell when the cell itself is a door next to
the actor, or when a door lies on the edge between the actor's cell and that
cell. `find_door` gives the door or the reason there is none.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap, TerrainType
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import weapon_damage, with_extra
from battlemap.engine.systems.yze.dice import armour_roll, roll_pool
from battlemap.engine.systems.yze.odds import apply_pool_modifier
from battlemap.grid import Cell, Edge

Result = tuple[BattleState, tuple[Event, ...]]
OPEN_DOOR, BROKEN_DOOR = "open_door", "broken_door"
LOCKED, DOOR_DAMAGE, DOOR_ARMOR = "locked", "door_damage", "door_armor"
#: A wooden door or hatch withstands 5 damage (the seed).
WOODEN_DOOR = 5


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


def break_reasons(state: BattleState, actor_id: str, cell: Cell | None) -> list[Reason]:
    """Why the actor cannot attack a door at `cell` (an unlocked one is simply opened)."""
    door, reason = find_door(state, actor_id, cell)
    if reason is not None:
        return [reason]
    return [] if door.locked(state) else [Reason.of("door_not_locked", at=state.grid.to_offset(door.cell))]


def with_door(state: BattleState, door: DoorSpot, terrain_id: str) -> BattleState:
    """The state with the door (cell or edge) turned into `terrain_id`."""
    grid, terrain = state.grid, state.terrain
    ids = [terrain.terrain_id_at(i) for i in range(grid.size)]
    edges = {edge: kind.id for edge, kind in terrain.edge_walls.items()}
    if door.edge is None:
        ids[grid.index(door.cell)] = terrain_id
    else:
        edges[door.edge] = terrain_id
    return replace(state, terrain=TerrainMap.build(grid, state.ruleset, ids, edges))


def door_damage(state: BattleState, cell: Cell) -> int:
    """The damage the door at `cell` has taken so far (summed over every token's record)."""
    at = list(state.grid.to_offset(cell))
    total = 0
    for token in state.tokens:
        for entry in token.tactical.extra.get(DOOR_DAMAGE) or ():
            if list(entry[:2]) == at:
                total += int(entry[2])
    return total


def _record(state: BattleState, actor_id: str, cell: Cell, points: int) -> BattleState:
    token = state.token(actor_id)
    at = list(state.grid.to_offset(cell))
    kept = [list(e) for e in token.tactical.extra.get(DOOR_DAMAGE) or () if list(e[:2]) != at]
    old = sum(int(e[2]) for e in token.tactical.extra.get(DOOR_DAMAGE) or () if list(e[:2]) == at)
    return with_token(state, with_extra(token, **{DOOR_DAMAGE: [*kept, [*at, old + points]]}))


def _forget(state: BattleState, cell: Cell) -> BattleState:
    """A broken door's damage records go (nothing is left to damage)."""
    at = list(state.grid.to_offset(cell))
    for token in state.tokens:
        entries = token.tactical.extra.get(DOOR_DAMAGE)
        if entries and any(list(e[:2]) == at for e in entries):
            kept = [list(e) for e in entries if list(e[:2]) != at]
            state = with_token(state, with_extra(token, **{DOOR_DAMAGE: kept or None}))
    return state


def _melee_weapon(token, named: object):
    ready = [w for w in token.ready_weapons() if w.kind == "melee"]
    return next((w for w in ready if w.id == named), ready[0] if ready else None)


def break_door(state: BattleState, actor_id: str, cell: Cell, action_id: str, weapon: object = None) -> Result:
    """Attack the locked door at `cell`: roll, armour, and the door gives way at its limit."""
    door, reason = find_door(state, actor_id, cell)
    at = state.grid.to_offset(cell)
    if reason is not None or not door.locked(state):
        return state, (Event.of("no_locked_door", actor_id, action_id, None, at=at),)
    token = state.token(actor_id)
    chosen = _melee_weapon(token, weapon)
    bonus = chosen.fields.get("bonus", 0) if chosen is not None else 0
    a, s, g = apply_pool_modifier(max(0, int_stat(token, "strength", 3)), max(0, int_stat(token, "melee", 0)),
                                  max(0, int(bonus)), -extra_count(token, "physical"))
    roll, dice = roll_pool(state.dice, a, s, g)
    hit = roll.successes >= 1
    base = weapon_damage(chosen) + roll.successes - 1 if hit else 0
    armour = int(door.field(state, DOOR_ARMOR, 0) or 0)
    faces, stopped, dice = armour_roll(dice, armour if hit else 0)
    dealt = max(0, base - stopped)
    state = replace(state, dice=dice)
    limit = int(door.field(state, DOOR_DAMAGE, WOODEN_DOOR) or WOODEN_DOOR)
    total = door_damage(state, cell) + dealt
    event = Event.of("door_attacked", actor_id, action_id, None, at=at, roll=roll.text(), faces=roll.faces,
                     hit=hit, damage=base, armour_faces=faces, dealt=dealt, total=total, withstands=limit)
    if total >= limit:
        state = _forget(with_door(state, door, BROKEN_DOOR), cell)
        return state, (event, Event.of("door_broken", actor_id, action_id, None, at=at))
    return (_record(state, actor_id, cell, dealt) if dealt else state), (event,)
