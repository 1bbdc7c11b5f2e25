"""Handing an item over (R4) and long actions counted aloud (R13, 1.5): GURPS system effects.

Handing over takes a Ready from each party: the giver's `hold_out` on its own
turn (the item ready, not having moved), then the receiver's `take_handed`
aimed at the giver, within reach (1 yd for a human), neither having moved
(option exchange_both_stand_still), one item per exchange. The item (the
`WeaponState` with its fields) passes from one token to the other and is
ready in the receiver's hand. `handover_reasons` gives every refusal from
`systems/gurps4e/ready.hand_over_problems`. Standing still holds for the
whole exchange, not only as the item is held out: a giver that steps after
holding out (its movement booked since, or another hex than the one it held
the item out in, `held_out_at`) has broken the exchange, and a receiver
that took the item takes no step after it this turn
(`took_handed_path_reasons`, the drag's `path_reasons`). A take with nothing
held out and no item named is refused (`giver_must_ready_first`, naming
the giver's first ready item), never played.

A long action is a chain of Ready maneuvers (`long_action`, options `task`
= a row of `LONG_ACTIONS`, `count` = sentences or pieces, `rolled` = the
seconds of a dice row, else rolled seeded on its first second, `seconds` =
the GM's length, over the table's); a task that cannot be interrupted (the
ritual) starts over when another maneuver comes between two of its seconds
(`interrupt_long_action`, as the next turn begins); a reload
(`reload_second`, R7) is counted the same way; its last Ready loads the
weapon in full again (`systems/gurps4e/loading`). Each second
is logged aloud ("swallowing a pill or potion, 1 second" ... "2 seconds,
done"); a different task starts the count over; the count clears when done.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count, option
from battlemap.engine.battle.events import READIED, TACTICAL, UNREADIED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.gurps4e.items import put_away_done
from battlemap.engine.systems.gurps4e.loading import loaded_again
from battlemap.engine.systems.gurps4e.ready import (
    LONG_ACTIONS, count_aloud, hand_over_problems, is_interruptible, long_action_seconds, reload_readies,
)

HELD_OUT, HELD_OUT_MOVED = "held_out", "held_out_moved"
#: Where the giver stood when it held the item out (col, row): a step since breaks the exchange.
HELD_OUT_AT = "held_out_at"
HELD_OUT_KEYS = (HELD_OUT, HELD_OUT_MOVED, HELD_OUT_AT)
HAND_OVER = "take_handed"
HAND_REACH = 1
SECONDS, TASK, TOTAL = "long_action_seconds", "long_action_task", "long_action_total"
#: The action option giving a long action's length (the GM's call, R13).
GM_SECONDS = "seconds"
LONG_ACTION = "long_action"
#: The entries that take a second of a long action (anything else between two seconds interrupts it).
LONG_ACTION_ENTRIES = frozenset({LONG_ACTION, "long_action_hurry"})
DEFAULT_TASK = "swallow"
#: Long action events: the words said aloud (`said`), second and total.
COUNT_ALOUD = "count_aloud"


def _moved(state, token_id: str) -> bool:
    return state.combat.spent_by(token_id, str(state.rules.param("move_spent_key"))) > 0


def _still(state) -> bool:
    return bool(option(state.options, "exchange_both_stand_still", True))


def _offered(giver, action):
    """The item held out: option `item`, else the first ready one (like the framework's Ready)."""
    return action.option("item", next((w.id for w in giver.ready_weapons()), None))


def hold_out_reasons(state, action) -> list[Reason]:
    """The giver's Ready: the item (named, else the first ready), ready in hand; standing still (R4)."""
    giver = state.token(action.actor)
    item = _offered(giver, action)
    reasons = []
    if item is None or item not in {w.id for w in giver.weapons}:
        reasons.append(Reason.of("item_missing", item=item if item is not None else "anything"))
    elif item not in giver.readied:
        reasons.append(Reason.of("item_not_ready", item=item))
    if _still(state) and _moved(state, giver.id):
        reasons.append(Reason.of("both_must_stand_still", who=giver.id))
    return reasons


def hold_out(state, action):
    """The giver holds the item out to be taken (its Ready of R4), where it stands."""
    giver = state.token(action.actor)
    item = _offered(giver, action)
    at = list(state.grid.to_offset(giver.cell))
    extra = {**giver.tactical.extra, HELD_OUT: item, HELD_OUT_MOVED: _moved(state, giver.id), HELD_OUT_AT: at}
    giver = replace(giver, tactical=replace(giver.tactical, extra=MappingProxyType(extra)))
    event = Event.of(TACTICAL, giver.id, action.id, None, key=HELD_OUT, value=item)
    return with_token(state, giver), (event,)


def giver_moved_since(state, giver) -> bool:
    """The giver moved while holding the item out: before (its Ready's step), or any step since.

    A step after holding out breaks the exchange (R4, both stand still): the
    giver's movement booked since (its turn's, or a later turn's), or a hex
    other than the one it held the item out in (a retreat, a push).
    """
    extra = giver.tactical.extra
    if extra.get(HELD_OUT_MOVED) is True or _moved(state, giver.id):
        return True
    at = extra.get(HELD_OUT_AT)
    if isinstance(at, (list, tuple)) and len(at) == 2:
        return tuple(state.grid.to_offset(giver.cell)) != tuple(at)
    return False


def handover_reasons(state, action) -> list[Reason]:
    """Every reason the receiver cannot take the item now (R4)."""
    if action.target is None or not state.has_token(action.target):
        return []
    receiver, giver = state.token(action.actor), state.token(action.target)
    held = giver.tactical.extra.get(HELD_OUT)
    held = held if isinstance(held, str) else None
    item = action.option("item", held)
    items = [part for part in str(item).split(",") if part] if item is not None else []
    giver_moved, receiver_moved = giver_moved_since(state, giver), _moved(state, receiver.id)
    problems = hand_over_problems(
        distance=distance(state, receiver, giver), reach=HAND_REACH,
        giver_moved=giver_moved, receiver_moved=receiver_moved,
        giver_held_out=held, item=item, items_this_exchange=len(items) or 1,
        both_stand_still=_still(state),
    )
    # Nothing held out and nothing named: say what the giver would hold out (its first ready item).
    carried = {w.id for w in giver.weapons}
    shown = item if item is not None else (_offered(giver, action) or next(iter(sorted(carried)), None))
    if shown is None:  # the giver carries nothing at all
        return [Reason.of("item_missing", item="anything")]
    who = giver.id if giver_moved else receiver.id
    reasons = [Reason.of(p, giver=giver.id, item=shown, who=who) for p in problems]
    if len(items) == 1 and item not in carried:
        reasons.append(Reason.of("item_missing", item=item))
    if item is not None and item in {w.id for w in receiver.weapons}:
        reasons.append(Reason.of("already_has_item", item=item))
    return reasons


def hand_over(state, action):
    """The item passes from the giver (the target) to the receiver, ready in hand."""
    receiver, giver = state.token(action.actor), state.token(action.target)
    item = action.option("item", giver.tactical.extra.get(HELD_OUT))
    weapon = next((w for w in giver.weapons if w.id == item), None)
    if weapon is None:  # handover_reasons refuses it first; never a bare StopIteration
        raise ValueError(f"{giver.id} does not carry {item!r} to hand over")
    extra = {k: v for k, v in giver.tactical.extra.items() if k not in HELD_OUT_KEYS}
    giver = replace(giver, weapons=tuple(w for w in giver.weapons if w.id != item),
                    readied=giver.readied - {item}, tactical=replace(giver.tactical, extra=MappingProxyType(extra)))
    state = with_token(state, giver)
    receiver = replace(receiver, weapons=(*receiver.weapons, weapon), readied=receiver.readied | {item})
    state = with_token(state, receiver)
    return state, (Event.of(UNREADIED, giver.id, action.id, receiver.id, item=item, why="handed_over"),
                   Event.of(READIED, receiver.id, action.id, giver.id, item=item, source="hand"))


def took_handed_path_reasons(state, token_id: str, path) -> list[Reason]:
    """A receiver that took a handed item this turn takes no step after it (R4: both stand still)."""
    token = state.token(token_id)
    if not path or not _still(state) or token.tactical.extra.get("maneuver") != HAND_OVER:
        return []
    if not state.combat.spent_by(token_id, "action.maneuver"):
        return []  # a take of an earlier turn
    return [Reason.of("both_must_stand_still", who=token_id)]


def long_action_second(state, action):
    """One second (one Ready) of a long action, said aloud; the count clears when the task is done.

    Option `seconds` is the GM's length of the task, overriding the table (a
    later second may give it too: the task is done once its count reaches
    it). A task the table does not time (the ritual) without it is counted
    with no end (option untimed_long_action_seconds gives a default).
    """
    token = state.token(action.actor)
    task = str(action.option("task", DEFAULT_TASK))
    if task not in LONG_ACTIONS:  # long_action_reasons refuses it first
        raise ValueError(f"no long action {task!r}: one of {sorted(LONG_ACTIONS)}")
    extra = dict(token.tactical.extra)
    same = extra.get(TASK) == task
    second = (extra_count(token, SECONDS) if same else 0) + 1
    total = extra.get(TOTAL) if same else None
    given = whole(action.option(GM_SECONDS))
    if given is not None:
        total = given
    elif not isinstance(total, int):
        total, state = _task_total(state, task, action)
    row = LONG_ACTIONS[task]
    said = count_aloud(row.en, second, total)
    done = total is not None and second >= total
    extra[SECONDS], extra[TASK] = second, task
    if total is None:
        extra.pop(TOTAL, None)
    else:
        extra[TOTAL] = total
    if done:
        for key in (SECONDS, TASK, TOTAL):
            extra.pop(key, None)
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    event = Event.of(COUNT_ALOUD, token.id, action.id, None, task=task, second=second, total=total,
                     done=done, said=said, zh=row.zh)
    state = with_token(state, token)
    if done:
        state, away = put_away_done(state, action, task)
        return state, (event, *away)
    return state, (event,)


def _task_total(state, task: str, action):
    """Seconds the task takes: per sentence or piece x `count`, a dice row rolled (seeded) once;
    None for a task the table does not time."""
    row = LONG_ACTIONS[task]
    count = whole(action.option("count", 1)) or 1
    rolled = whole(action.option("rolled"))
    if row.dice and rolled is None:
        faces, dice = state.dice.roll(row.dice, 6)
        state, rolled = replace(state, dice=dice), sum(faces)
    return long_action_seconds(task, count=count, rolled=rolled, options=state.options), state


def whole(value) -> int | None:
    """An option given as a whole number ("3", 3), else None."""
    if value is None or isinstance(value, bool):
        return None
    try:
        return int(str(value).strip())
    except ValueError:
        return None


def long_action_reasons(state, action) -> list[Reason]:
    """A known task; `seconds`, `count` and `rolled` whole numbers of at least 1 when given."""
    found = []
    task = str(action.option("task", DEFAULT_TASK))
    if action.id == LONG_ACTION and task not in LONG_ACTIONS:
        found.append(Reason.of("unknown_task", task=task, allowed=tuple(sorted(LONG_ACTIONS))))
    for key in (GM_SECONDS, "count", "rolled"):
        value = action.option(key)
        if value is None or str(value).strip() == "":
            continue
        number = whole(value)
        if number is None:
            found.append(Reason.of("stat_not_int", stat=key, text=str(value)))
        elif number < 1:
            found.append(Reason.of("stat_below_min", stat=key, min=1, value=number))
    return found


def interrupt_long_action(state, token_id: str):
    """R13: a task that cannot be interrupted (the ritual) starts over once another maneuver
    came between two of its seconds -> (state, events). Called as the token's turn begins:
    its last maneuver (`maneuver`) was then not a second of it."""
    token = state.token(token_id)
    task = token.tactical.extra.get(TASK)
    if not isinstance(task, str) or is_interruptible(task):
        return state, ()
    maneuver = token.tactical.extra.get("maneuver")
    if isinstance(maneuver, str) and maneuver in LONG_ACTION_ENTRIES:  # a file may have written a list there
        return state, ()
    done = extra_count(token, SECONDS)
    extra = {k: v for k, v in token.tactical.extra.items() if k not in (SECONDS, TASK, TOTAL)}
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    event = Event.of(TACTICAL, token_id, "start_turn", None, key=SECONDS, value=None, why="interrupted",
                     task=task, lost=done, by=maneuver)
    return with_token(state, token), (event,)


RELOAD_SECONDS, UNLOADED = "reload_seconds", "unloaded"


def reload_second(state, action):
    """One Ready of a reload (R7), said aloud: "Reloading longbow, 1 second" ... "2 seconds, done"."""
    token = state.token(action.actor)
    named = action.option("weapon", token.tactical.extra.get(UNLOADED))
    weapon = next((w for w in token.ready_weapons() if w.id == named), None)
    if weapon is None:
        weapon = next((w for w in token.ready_weapons() if reload_readies(w.fields)), None)
    second = extra_count(token, RELOAD_SECONDS) + 1
    total = reload_readies(weapon.fields) if weapon is not None else None
    name = weapon.id if weapon is not None else "weapon"
    said = count_aloud(f"Reloading {name}", second, total or None)
    extra = {**token.tactical.extra, RELOAD_SECONDS: second}
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    done = bool(total) and second >= total
    if done:
        token = loaded_again(token, weapon.id)  # every shot of the Shots column again
    event = Event.of(COUNT_ALOUD, token.id, action.id, None, task="reload", weapon=name, second=second,
                     total=total, done=done, said=said, key=RELOAD_SECONDS, value=second)
    return with_token(state, token), (event,)
