"""Year Zero vehicles in a fight (RULES.md 2.3 fast actions "enter or exit a vehicle,
start the engine, grab the wheel, drive: vehicle, no skill"; 2.5 "large target +2").

The seed sends vehicle movement to the SRD's "Hazards and Vehicles" chapter
(載具移動有專用規則), which is not part of the seed or its context; what follows is
what the action table gives, with our readings [A] marked.

- A vehicle is a token with a `seats` stat above 0 (template `car`: a large,
  2x2 token, so shots at it get the large-target +2 of the attack model). It
  draws no initiative card (`systems/yze/turns`) and acts only through its driver.
- `enter_vehicle` (fast, at the vehicle, Engaged with it, a seat free): the
  rider boards, standing on one of the vehicle's cells (one without a rider
  when there is one), its tactical extra `in_vehicle` naming the vehicle.
  While aboard it cannot move, crawl or retreat on foot (`aboard`), nor be
  dragged; the vehicle itself moves only by a drive (`drive_only`).
- `exit_vehicle` (fast, at a free cell next to the vehicle): the rider steps out
  there; a driver who leaves lets go of the wheel.
- `start_engine` (fast, aboard): the vehicle's extra `engine_on`.
- `grab_wheel` (fast, aboard): the rider becomes the driver (`driving`); whoever
  held the wheel lets go [A: grabbing takes it from them].
- `drive` (fast, the driver, engine running, at a cell): the vehicle moves its
  anchor there along its cheapest path within its `speed` stat in metres
  [A: default 25, one zone, like a move], judged like any move of a 2x2 token
  (walls, doors, other tokens); its riders move with it.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.attacks.ranges import range_between
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, DerivedCache, TokenState
from battlemap.engine.movement.movement_map import movement_map
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import with_extra

Result = tuple[BattleState, tuple[Event, ...]]
IN_VEHICLE, DRIVING, ENGINE_ON = "in_vehicle", "driving", "engine_on"
SPEED = 25
#: What a rider cannot do aboard (it moves only with the vehicle).
ON_FOOT = frozenset({"move", "crawl", "retreat", "flying_tackle"})


def is_vehicle(token: TokenState) -> bool:
    """True for a token with seats."""
    return int_stat(token, "seats", 0) > 0


def aboard(state: BattleState, token_id: str) -> str | None:
    """The vehicle the token rides, or None."""
    value = state.token(token_id).tactical.extra.get(IN_VEHICLE)
    return value if isinstance(value, str) and state.has_token(value) else None


def riders(state: BattleState, vehicle_id: str) -> tuple[str, ...]:
    """Every token aboard the vehicle."""
    return tuple(t.id for t in state.tokens if t.tactical.extra.get(IN_VEHICLE) == vehicle_id)


def driver(state: BattleState, vehicle_id: str) -> str | None:
    """The token at the wheel, or None."""
    return next((t for t in riders(state, vehicle_id) if state.token(t).tactical.extra.get(DRIVING)), None)


# --- boarding ---------------------------------------------------------------------------
def enter_reasons(state: BattleState, action: Action) -> list[Reason]:
    """A vehicle, Engaged with it, a seat free, not already aboard."""
    if action.target is None or not state.has_token(action.target):
        return []
    vehicle, actor = state.token(action.target), state.token(action.actor)
    if not is_vehicle(vehicle):
        return [Reason.of("not_a_vehicle", target=vehicle.id)]
    reasons = []
    if aboard(state, actor.id):
        reasons.append(Reason.of("already_aboard", vehicle=aboard(state, actor.id)))
    elif range_between(state, actor.footprint, vehicle.footprint).band != "engaged":
        reasons.append(Reason.of("not_engaged", target=vehicle.id))
    seats = int_stat(vehicle, "seats", 0)
    if len(riders(state, vehicle.id)) >= seats:
        reasons.append(Reason.of("no_seat_free", seats=seats))
    return reasons


def enter_vehicle(state: BattleState, action: Action) -> Result:
    """Board: stand on a vehicle cell (a free one first), marked aboard."""
    vehicle = state.token(str(action.target))
    taken = {state.token(r).cell for r in riders(state, vehicle.id)}
    seat = next((c for c in vehicle.footprint if c not in taken), vehicle.cell)
    state = state.with_token_moved(action.actor, seat)
    state = with_token(state, with_extra(state.token(action.actor), **{IN_VEHICLE: vehicle.id}))
    return state, (Event.of("entered_vehicle", action.actor, action.id, vehicle.id,
                            at=state.grid.to_offset(seat)),)


def exit_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Aboard, and the cell is free and next to the vehicle."""
    vehicle_id = aboard(state, action.actor)
    if vehicle_id is None:
        return [Reason.of("not_aboard")]
    if action.cell is None:
        return []
    grid, vehicle = state.grid, state.token(vehicle_id)
    at = grid.to_offset(action.cell)
    if (not grid.in_bounds(action.cell) or action.cell in vehicle.footprint
            or not any(action.cell in grid.neighbors(c) for c in vehicle.footprint)):
        return [Reason.of("not_next_to_vehicle", at=at)]
    if state.occupancy.get(grid.index(action.cell)):
        return [Reason.of("occupied", at=at)]
    blocks = state.ruleset.terrain.get(state.terrain.terrain_id_at(grid.index(action.cell)))
    return [Reason.of("blocked", at=at)] if blocks is not None and blocks.blocks_movement else []


def exit_vehicle(state: BattleState, action: Action) -> Result:
    """Step out to the cell; the driver lets go of the wheel."""
    vehicle_id = aboard(state, action.actor)
    state = state.with_token_moved(action.actor, action.cell)
    state = with_token(state, with_extra(state.token(action.actor), **{IN_VEHICLE: None, DRIVING: None}))
    return state, (Event.of("exited_vehicle", action.actor, action.id, vehicle_id,
                            at=state.grid.to_offset(action.cell)),)


# --- engine and wheel -------------------------------------------------------------------
def start_engine_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Aboard a vehicle whose engine is off."""
    vehicle_id = aboard(state, action.actor)
    if vehicle_id is None:
        return [Reason.of("not_aboard")]
    return [Reason.of("engine_running")] if state.token(vehicle_id).tactical.extra.get(ENGINE_ON) else []


def start_engine(state: BattleState, action: Action) -> Result:
    """The engine runs."""
    vehicle_id = str(aboard(state, action.actor))
    state = with_token(state, with_extra(state.token(vehicle_id), **{ENGINE_ON: True}))
    return state, (Event.of("engine_started", action.actor, action.id, vehicle_id),)


def grab_wheel_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Aboard and not already driving."""
    vehicle_id = aboard(state, action.actor)
    if vehicle_id is None:
        return [Reason.of("not_aboard")]
    return [Reason.of("already_driving")] if driver(state, vehicle_id) == action.actor else []


def grab_wheel(state: BattleState, action: Action) -> Result:
    """The rider takes the wheel from whoever held it."""
    vehicle_id = str(aboard(state, action.actor))
    before = driver(state, vehicle_id)
    if before is not None:
        state = with_token(state, with_extra(state.token(before), **{DRIVING: None}))
    state = with_token(state, with_extra(state.token(action.actor), **{DRIVING: True}))
    return state, (Event.of("grabbed_wheel", action.actor, action.id, vehicle_id, **(
        {"from": before} if before else {})),)


# --- driving ----------------------------------------------------------------------------
def _route(state: BattleState, vehicle_id: str):
    """The vehicle's movement map within its speed, its riders left out of the way."""
    aboard_ids = set(riders(state, vehicle_id))
    occupancy = {i: tuple(t for t in ids if t not in aboard_ids) for i, ids in state.occupancy.items()}
    ghost = replace(state, occupancy=MappingProxyType({i: ids for i, ids in occupancy.items() if ids}),
                    cache=DerivedCache())
    vehicle = state.token(vehicle_id)
    speed = int_stat(vehicle, "speed", SPEED)
    return movement_map(ghost, vehicle_id, budget=float(speed))


def drive_reasons(state: BattleState, action: Action) -> list[Reason]:
    """The driver, the engine running, and the cell within the vehicle's speed."""
    vehicle_id = aboard(state, action.actor)
    if vehicle_id is None:
        return [Reason.of("not_aboard")]
    reasons = []
    if driver(state, vehicle_id) != action.actor:
        reasons.append(Reason.of("not_driving"))
    vehicle = state.token(vehicle_id)
    if not vehicle.tactical.extra.get(ENGINE_ON):
        reasons.append(Reason.of("engine_off"))
    if action.cell is not None and action.cell not in _route(state, vehicle_id):
        speed = int_stat(vehicle, "speed", SPEED)
        reasons.append(Reason.of("beyond_speed", at=state.grid.to_offset(action.cell), speed=speed))
    return reasons


def drive(state: BattleState, action: Action) -> Result:
    """The vehicle moves its anchor to the cell; its riders keep their places aboard."""
    vehicle_id = str(aboard(state, action.actor))
    vehicle, grid = state.token(vehicle_id), state.grid
    route = _route(state, vehicle_id)
    path = route.path_to(action.cell) or (action.cell,)
    (c0, r0), (c1, r1) = grid.to_offset(vehicle.cell), grid.to_offset(action.cell)
    state = state.with_token_moved(vehicle_id, action.cell)
    for rider in riders(state, vehicle_id):
        col, row = grid.to_offset(state.token(rider).cell)
        state = state.with_token_moved(rider, grid.from_offset(col + c1 - c0, row + r1 - r0))
    return state, (Event.of("drove", action.actor, action.id, vehicle_id, at=(c1, r1),
                            path=tuple(grid.to_offset(c) for c in path), cost=route.cost(action.cell)),)


def drag_reasons(state: BattleState, token_id: str) -> list[Reason]:
    """A dragged path (preview_move's hook, every drag step: kept to two lookups): a rider
    aboard moves only with its vehicle (`aboard`), a vehicle only by a drive (`drive_only`)."""
    token = state.token(token_id)
    vehicle = token.tactical.extra.get(IN_VEHICLE)
    if vehicle is not None:
        return [Reason.of("aboard", vehicle=vehicle)]
    return [Reason.of("drive_only")] if is_vehicle(token) else []


def vehicle_reasons(state: BattleState, action: Action) -> list[Reason]:
    """Every reason a vehicle action cannot be played, and no moving on foot aboard."""
    judge = _REASONS.get(action.id)
    if judge is not None:
        return judge(state, action)
    if action.id in ON_FOOT and state.has_token(action.actor) and aboard(state, action.actor):
        return [Reason.of("aboard", vehicle=aboard(state, action.actor))]
    return []


_REASONS = {
    "enter_vehicle": enter_reasons, "exit_vehicle": exit_reasons, "start_engine": start_engine_reasons,
    "grab_wheel": grab_wheel_reasons, "drive": drive_reasons,
}
