"""Year Zero system effects (`effects = [{system = "name"}]`): what the catalogue's
data cannot say (RULES.md 2.2, 2.7).

- `open_door`: the door the action points at opens (a fast action, seed: an
  unlocked door or hatch): a door cell next to the actor, or a door on the
  edge between the actor's cell and that cell (`systems/yze/doors.find_door`).
- `break_door`: an attack on a locked door (`systems/yze/doors.break_door`).
- `take_cover`, `first_aid`, `use_item`, `face_stress`: `systems/yze/skills`; `persuade`: `systems/yze/persuade`.
- `sneak`, `end_sneak`, `ambush`, `spot`, `swap_cards`: `systems/yze/openers` (the
  initiative cards: surprise, ambushes, swaps).
- `enter_vehicle`, `exit_vehicle`, `start_engine`, `grab_wheel`, `drive`:
  `systems/yze/vehicles`.
- `disarm_keep`: after a disarm, the taken item is kept, or thrown away (option `keep`).
- `reload`: a fresh magazine (`rounds` back to full) and a loaded single shot.
- `mark_start` / `enter_cluttered`: around a move, note where it began (and
  the round: a flying tackle needs a move this round, `tackle_reasons`) and,
  when the path stepped from clear into cluttered ground, roll Mobility
  (`systems/yze/zones.cluttered_roll`: a failure still enters, but prone). A token
  already prone has nothing to lose and rolls nothing.

`action_reasons(state, action)` is the legality hook (engine/play/legality.py):
`no_door`, `door_out_of_reach`, `door_locked` (open) and `door_not_locked`
(break); a full-auto burst's further targets (`systems/yze/full_auto`); a shot's
extra hits bought with ammo sixes (`systems/yze/extra_hits`); a helper's action of
another type than the help already given (`help_other_type`, `systems/yze/help`); a
declared parry with nothing sturdy against a weapon or a beast
(`parry_needs_sturdy_item`, `yze_parry`); a retreat's path judged
like a move (`preview_move`, which the framework does only for a `move`
effect); no cover nearby, a first-aid patient not broken or not Engaged, an
opponent out of hearing, no item named; a sneak or ambush once the cards
are dealt, a sneak attack without a successful sneak at that target, a swap
`systems/yze/turns.swap_reasons` refuses (`systems/yze/openers.opener_reasons`); a vehicle
action without its vehicle, seat, wheel or running engine, or a move on foot
while aboard (`systems/yze/vehicles.vehicle_reasons`).

`action_reactions(state, action)` (engine/play/provoked.py's hook, `systems/yze/provoked`): an
enemy's overwatch shot offered when a token acts in its watched direction;
`resolve_reaction` fires it even when that action already ended the overwatch.

`path_reasons(state, token_id, path)` is preview_move's hook, so the drag and
every move, crawl and retreat see it: `cramped_no_passing`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.movement.threat import reach_cells
from battlemap.engine.play.doors import find_door, open_reasons, with_door
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze import doors
from battlemap.engine.systems.yze.damage import BROKEN, with_extra
from battlemap.engine.systems.yze.doors import OPEN_DOOR, break_reasons
from battlemap.engine.systems.yze.extra_hits import extra_hit_reasons
from battlemap.engine.systems.yze.full_auto import burst_reasons
from battlemap.engine.systems.yze.help import help_reasons
from battlemap.engine.systems.yze.openers import flag, opener_reasons
from battlemap.engine.systems.yze.parry import parry_reasons
from battlemap.engine.systems.yze.persuade import persuade_reasons
from battlemap.engine.systems.yze.rules import ENGAGED
from battlemap.engine.systems.yze.skills import (
    first_aid_reasons, stress_reasons, take_cover_reasons, use_item_reasons,
)
from battlemap.engine.systems.yze.vehicles import drag_reasons, vehicle_reasons
from battlemap.engine.systems.yze.zones import cluttered_roll, enters_cluttered, passing_reasons
from battlemap.grid import Cell

Result = tuple[BattleState, tuple[Event, ...]]
MOVE_FROM = "move_from"
MOVED_ROUND = "moved_round"
_SKILL_REASONS = {"take_cover": take_cover_reasons, "first_aid": first_aid_reasons,
                  "persuade": persuade_reasons, "use_item": use_item_reasons, "face_stress": stress_reasons}


def open_door(state: BattleState, action: Action) -> Result:
    """Open the closed, unlocked door at (or on the edge toward) the action's cell."""
    actor = state.token(action.actor)
    door, reason = find_door(state, actor.id, action.cell)
    opened = _open_kind(state)
    if reason is not None or opened is None:
        return state, (Event.of("no_door", actor.id, action.id, None),)
    at = state.grid.to_offset(door.cell)
    if door.locked(state):
        return state, (Event.of("door_locked", actor.id, action.id, None, at=at),)
    return with_door(state, door, opened), (Event.of("door_opened", actor.id, action.id, None, at=at),)


def _open_kind(state: BattleState) -> str | None:
    table = state.ruleset.terrain
    for terrain_id in (OPEN_DOOR, *table):
        entry = table.get(terrain_id)
        if entry is not None and entry.door and not entry.blocks_movement:
            return terrain_id
    return None


def break_door(state: BattleState, action: Action) -> Result:
    """An attack on the locked door at the action's cell (systems/yze/doors.break_door)."""
    return doors.break_door(state, action.actor, action.cell, action.id, action.option("weapon"))


def reload(state: BattleState, action: Action) -> Result:
    """A fresh magazine and a loaded single-shot weapon."""
    token = state.token(action.actor)
    event = Event.of("reloaded", token.id, action.id, None)
    return with_token(state, with_extra(token, rounds=None, unloaded=None)), (event,)


def disarm_keep(state: BattleState, action: Action) -> Result:
    """After a disarm: keep what was taken (option `keep`, default yes), or throw it to an
    adjacent zone as part of the attack (no one holds it any more)."""
    token = state.token(action.actor)
    took = token.tactical.extra.get("took")
    state = with_token(state, with_extra(token, took=None))
    if not isinstance(took, list) or flag(action, "keep", True):
        return state, ()
    token = state.token(action.actor)
    thrown = frozenset(took)
    token = replace(token, weapons=tuple(w for w in token.weapons if w.id not in thrown),
                    readied=token.readied - thrown)
    return with_token(state, token), tuple(Event.of("thrown_away", token.id, action.id, action.target, item=i)
                                           for i in took)


def mark_start(state: BattleState, action: Action) -> Result:
    """Note where a move begins (for `enter_cluttered`) and the round it was made in
    (`moved_round`: a flying tackle needs a move this round); no event."""
    token = state.token(action.actor)
    start = {MOVE_FROM: list(state.grid.to_offset(token.cell)), MOVED_ROUND: state.combat.round}
    return with_token(state, with_extra(token, **start)), ()


def tackle_reasons(state: BattleState, action: Action) -> list[Reason]:
    """A flying tackle follows a move into Engaged in the same round (`no_move_this_round`)."""
    if action.id != "flying_tackle" or not state.has_token(action.actor):
        return []
    moved = state.token(action.actor).tactical.extra.get(MOVED_ROUND)
    return [] if moved == state.combat.round else [Reason.of("no_move_this_round")]


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


def engages(state: BattleState, token, enemy) -> bool:
    """Whether `enemy` holds `token` Engaged (the framework's `engaged_enemies` hook).

    Seed: only an active enemy engages, with no obstacle between: a broken one,
    or one across a wall, leaves the token free to move, overwatch or walk off.
    """
    if BROKEN in enemy.conditions:
        return False
    near = reach_cells(state, enemy, ENGAGED)
    grid = state.grid
    return any(grid.in_bounds(c) and grid.index(c) in near for c in token.footprint)


def action_reasons(state: BattleState, action: Action) -> Iterator[Reason]:
    """What only Year Zero judges (the framework's legality hook): a door to open or
    break at the action's cell, a burst's or a shot's further targets, a skill's
    patient or audience, and a retreat's path judged like a move (with
    `path_reasons`, which preview_move calls for every path)."""
    if action.id == "open_door":
        yield from open_reasons(state, action.actor, action.cell)
    elif action.id == "break_door":
        yield from break_reasons(state, action.actor, action.cell)
    elif action.id == "full_auto":
        yield from burst_reasons(state, action)
    elif action.id in _SKILL_REASONS:
        yield from _SKILL_REASONS[action.id](state, action)
    yield from opener_reasons(state, action)
    yield from vehicle_reasons(state, action)
    yield from tackle_reasons(state, action)
    yield from extra_hit_reasons(state, action)
    yield from help_reasons(state, action)
    yield from parry_reasons(state, action)
    if action.id == "retreat" and action.path:  # no `move` effect: the framework does not judge its path
        yield from preview_move(state, action.actor, action.path, retreat=True).reasons


def path_reasons(state: BattleState, token_id: str, path: Sequence[Cell]) -> list[Reason]:
    """What only Year Zero judges of a path (preview_move's hook, so the drag, a move,
    a crawl and a retreat all see it): a cramped zone lets no one pass someone
    standing in it (`cramped_no_passing`, systems/yze/zones.passing_reasons); a rider aboard a
    vehicle does not walk, and a vehicle moves only by a drive (`systems/yze/vehicles.drag_reasons`)."""
    return [*drag_reasons(state, token_id), *passing_reasons(state, token_id, path)]
