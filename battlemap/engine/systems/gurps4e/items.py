"""Where an unready item lies, and the grip a weapon is held at (seed R3, R5, R10, R12).

| rule | entry and option | here |
|---|---|---|
| R3: from a table or rack only standing still, within reach (1 yd) | `drop` option `onto` = table / rack / shelf puts it down there; `ready` takes it back | `place_reasons`, `put_down`, `took_item` |
| R5: from the ground only low (`pick_up`) | `drop` option `onto` = ground | `put_down`, `took_item` |
| R10: one Ready per reach step on a ready weapon, none when readying | `grip_long` / `grip_short` option `reach`; `ready` option `reach` | `grip_reasons`, `grip_step`, `took_item` |
| R12: sheathing 2 s, holstering 1 s | `long_action` task `sheathe` / `holster` (option `item`) | `put_away_done` |
| R9's exception, Fast-Draw (B194 [X]) | `fast_draw` (free, option `item`; stat `fast_draw`) | `fast_draw_reasons`, `fast_draw` |

Things put down on a table or rack are kept in the tactical extra `at_hand`
as "item@col,row" (where the fighter stood); things on the ground in
`dropped` (R5, also filled by the critical miss table). Readying an item
from a table or rack needs the fighter not to have moved this turn and
takes its step: it stands still for the rest of the turn.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import TACTICAL, UNREADIED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.damage import shock_penalty
from battlemap.engine.systems.gurps4e.odds import is_critical_failure, is_success
from battlemap.engine.systems.gurps4e.ready import GROUND, WITHIN_REACH, grip_readies, ready_problem

AT_HAND, DROPPED, GRIP = "at_hand", "dropped", "grip"
ONTO, REACH = "onto", "reach"
HAND_REACH = 1
#: Long action tasks that put a ready weapon away when done (R12).
PUT_AWAY_TASKS = frozenset({"sheathe", "holster"})


def _listed(token, key: str) -> tuple[str, ...]:
    value = token.tactical.extra.get(key)
    return tuple(str(v) for v in value) if isinstance(value, (list, tuple)) else ()


def _with_extra(state, token, **changes):
    extra = {**token.tactical.extra}
    for key, value in changes.items():
        if value in ((), None):
            extra.pop(key, None)
        else:
            extra[key] = value
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def at_hand_cell(state, token, item: str):
    """The cell where `item` was put down on a table or rack, None when it is not there."""
    for entry in _listed(token, AT_HAND):
        name, _, where = entry.partition("@")
        if name == item and "," in where:
            col, _, row = where.partition(",")
            return state.grid.from_offset(int(col), int(row))
    return None


def _moved(state, token_id: str) -> bool:
    return state.combat.spent_by(token_id, str(state.rules.param("move_spent_key"))) > 0


def place_reasons(state, token, item: str):
    """R3: an item on a table or rack: standing still this turn, within reach of where it lies."""
    cell = at_hand_cell(state, token, item)
    if cell is None:
        return []
    problem = ready_problem("table", posture=token.posture, stood_still=not _moved(state, token.id),
                            distance=state.grid.distance(token.cell, cell), reach=HAND_REACH)
    return [Reason.of(problem, item=item, source="table")] if problem else []


def put_down(state, action):
    """System effect of `drop`: option `onto` ground (R5) or table / rack / shelf (R3); blank: on the person."""
    onto = str(action.option(ONTO, "") or "").strip().lower()
    token = state.token(action.actor)
    item = drop_item(token, action)
    if item is None:
        return state, ()
    if onto == GROUND:
        state = _with_extra(state, token, **{DROPPED: (*_listed(token, DROPPED), item)})
    elif onto in WITHIN_REACH:
        col, row = state.grid.to_offset(token.cell)
        state = _with_extra(state, token, **{AT_HAND: (*_listed(token, AT_HAND), f"{item}@{col},{row}")})
    else:
        return state, ()
    return state, (Event.of(TACTICAL, token.id, action.id, None, key="put_down", value=item, onto=onto),)


def drop_item(token, action) -> str | None:
    """The item `drop` puts down: option `item`, else the first ready one (as the framework does)."""
    return action.option("item") or next((w.id for w in token.weapons if w.id in token.readied), None)


def took_item(state, action):
    """System effect of a Ready of an item (before it is readied): off the ground or table lists; taken from a table it
    uses the step (R3); readied at the option `reach` when the weapon changes grip (R10: no extra Ready)."""
    token = state.token(action.actor)
    item = action.option("item") or next((w.id for w in token.weapons if w.id not in token.readied), None)
    if item is None:
        return state, ()
    changes, events = {}, []
    if item in _listed(token, DROPPED):
        changes[DROPPED] = tuple(i for i in _listed(token, DROPPED) if i != item)
    if at_hand_cell(state, token, item) is not None:
        changes[AT_HAND] = tuple(e for e in _listed(token, AT_HAND) if e.partition("@")[0] != item)
        key = str(state.rules.param("move_spent_key"))
        step = float(state.rules.param("step_yards"))
        state = with_spent_entries(state, token.id, {key: state.combat.spent_by(token.id, key) + step})
        events.append(Event.of(TACTICAL, token.id, action.id, None, key="stands_still", value=item))
    wanted = _int(action.option(REACH))
    if wanted is not None:
        changes[GRIP] = wanted
        events.append(Event.of(TACTICAL, token.id, action.id, None, key=GRIP, value=wanted))
    if changes:
        state = _with_extra(state, state.token(token.id), **changes)
    return state, tuple(events)


def _int(value) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return value if isinstance(value, int) else None


def _grip_weapon(token, action):
    named = action.option("weapon")
    return next((w for w in token.ready_weapons() if w.fields.get("grip_ready") is True
                 and (named is None or w.id == named)), None)


def ready_reach_reasons(token, action):
    """`ready` option `reach`: the weapon readied must reach that far (any legal reach, R10)."""
    if action.option(REACH) in (None, ""):
        return []
    wanted = _int(action.option(REACH))
    item = action.option("item") or next((w.id for w in token.weapons if w.id not in token.readied), None)
    weapon = next((w for w in token.weapons if w.id == item), None)
    if wanted is None or weapon is None or wanted not in weapon.reach:
        return [Reason.of("bad_reach", reach=action.option(REACH), allowed=tuple(weapon.reach) if weapon else ())]
    return []


def grip_target(token, action, longer: bool) -> int | None:
    """The reach a grip change goes to: option `reach`, else one step longer or shorter."""
    weapon = _grip_weapon(token, action)
    if weapon is None:
        return None
    wanted = _int(action.option(REACH))
    if wanted is not None:
        return wanted
    reaches = sorted(weapon.reach)
    now = _int(token.tactical.extra.get(GRIP))
    now = now if now in reaches else (reaches[0] if longer else reaches[-1])
    at = reaches.index(now)
    return reaches[min(at + 1, len(reaches) - 1)] if longer else reaches[max(at - 1, 0)]


def grip_reasons(state, action, longer: bool):
    """R10: a grip change reaches a legal reach, one reach step per Ready (option ready_per_reach_step)."""
    token = state.token(action.actor)
    weapon = _grip_weapon(token, action)
    if weapon is None:
        return [Reason.of("no_grip_weapon")]
    wanted = grip_target(token, action, longer)
    if wanted is None or wanted not in weapon.reach:
        return [Reason.of("bad_reach", reach=action.option(REACH), allowed=tuple(weapon.reach))]
    now = _int(token.tactical.extra.get(GRIP))
    current = now if now in weapon.reach else (min(weapon.reach) if longer else max(weapon.reach))
    per_step = bool(option(state.options, "ready_per_reach_step", True))
    readies = grip_readies(current, wanted, tuple(weapon.reach), per_step=per_step)
    if readies > 1:
        return [Reason.of("one_reach_step_per_ready", weapon=weapon.id, grip=current, reach=wanted, readies=readies)]
    return []


def grip_step(state, action):
    """System effect of `grip_long` / `grip_short`: the weapon held at its new reach."""
    token = state.token(action.actor)
    wanted = grip_target(token, action, action.id == "grip_long")
    if wanted is None:
        return state, ()
    state = _with_extra(state, token, **{GRIP: wanted})
    return state, (Event.of(TACTICAL, token.id, action.id, None, key=GRIP, value=wanted),)


def put_away_done(state, action, task: str):
    """R12: a finished sheathe or holster puts the weapon (option `item`, else the first ready one) away."""
    if task not in PUT_AWAY_TASKS:
        return state, ()
    token = state.token(action.actor)
    item = drop_item(token, action)
    if item is None or item not in token.readied:
        return state, ()
    state = with_token(state, replace(token, readied=token.readied - {item}))
    return state, (Event.of(UNREADIED, token.id, action.id, None, item=item, why=task),)


FAST_DRAW, FAST_DRAW_FAILED = "fast_draw", "fast_draw_failed"


def _unready_item(token, action):
    return action.option("item") or next((w.id for w in token.weapons if w.id not in token.readied), None)


def fast_draw_reasons(state, action):
    """R9's exception: Fast-Draw needs the skill (stat `fast_draw`), once per item and turn."""
    token = state.token(action.actor)
    skill = int_stat(token, FAST_DRAW, 0)
    found = [] if skill > 0 else [Reason.of("no_fast_draw_skill")]
    item = _unready_item(token, action)
    if item is not None and item in _listed(token, FAST_DRAW_FAILED):
        found.append(Reason.of("fast_draw_failed_use_ready", item=item))
    if item is not None and at_hand_cell(state, token, item) is not None:
        found.append(Reason.of("fast_draw_from_the_person_only", item=item))
    return found


def fast_draw(state, action):
    """System effect of `fast_draw` (B194 [X]): 3d6 <= Fast-Draw readies the item at once, no
    maneuver; a failure leaves it for a Ready; a critical failure drops it on the ground."""
    token = state.token(action.actor)
    item = _unready_item(token, action)
    if item is None:
        return state, ()
    shock = shock_penalty(token)  # Fast-Draw is DX-based: shock applies (RULES.md 1.9)
    skill = int_stat(token, FAST_DRAW, 0) - shock
    roll, dice = state.dice.roll_3d6()
    state = replace(state, dice=dice)
    if is_critical_failure(roll.total, skill):
        result = "critical_failure"
        state = _with_extra(state, token, **{DROPPED: (*_listed(token, DROPPED), item)})
    elif is_success(roll.total, skill):
        result = "success"
        state = with_token(state, replace(token, readied=token.readied | {item}))
    else:
        result = "failure"
        state = _with_extra(state, token, **{FAST_DRAW_FAILED: (*_listed(token, FAST_DRAW_FAILED), item)})
    event = Event.of(FAST_DRAW, token.id, action.id, None, item=item, roll=roll.total, skill=skill, result=result,
                     **({"shock": -shock} if shock else {}))
    return state, (event,)
