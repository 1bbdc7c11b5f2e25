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

A door is found as every system finds one (`engine/play/doors.py`): the
action's cell is itself a door next to the actor, or a door lies on the edge
between the actor's cell and that cell.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.doors import find_door, with_door
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import weapon_damage, with_extra
from battlemap.engine.systems.yze.dice import armour_roll, roll_pool
from battlemap.engine.systems.yze.odds import apply_pool_modifier
from battlemap.grid import Cell

Result = tuple[BattleState, tuple[Event, ...]]
OPEN_DOOR, BROKEN_DOOR = "open_door", "broken_door"
DOOR_DAMAGE, DOOR_ARMOR = "door_damage", "door_armor"
#: A wooden door or hatch withstands 5 damage (the seed).
WOODEN_DOOR = 5


def break_reasons(state: BattleState, actor_id: str, cell: Cell | None) -> list[Reason]:
    """Why the actor cannot attack a door at `cell` (an unlocked one is simply opened)."""
    door, reason = find_door(state, actor_id, cell)
    if reason is not None:
        return [reason]
    return [] if door.locked(state) else [Reason.of("door_not_locked", at=state.grid.to_offset(door.cell))]


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
