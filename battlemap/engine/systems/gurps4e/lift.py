"""Picking up a heavy object by Basic Lift (seed table rows 1-2; RULES.md 1.5): a long action.

The seed's typical long actions: picking up a heavy object with one hand
(up to 2 x BL) takes 2 seconds, with two hands (up to 8 x BL) 4 seconds;
each second is a Ready. Basic Lift is ST x ST / 5 lb [X B15], rounded to the
nearest pound once it is 10 lb or more. The catalogue entry `lift_heavy`
asks the object's weight (option `weight`, lb) and optionally the hands
(option `hands`, 1 or 2; blank: one hand when the weight allows it, the
quicker way). Heavier than 8 x BL is refused (`too_heavy`), one hand above
2 x BL too (`too_heavy_for_one_hand`). The seconds are counted aloud like
every long action ("Lifting 100 lb with two hands (BL 20 lb), 1 second"
... "4 seconds, done"); later seconds may leave the weight blank: the lift
under way goes on.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count, int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.exchange import COUNT_ALOUD, SECONDS, TASK, TOTAL
from battlemap.engine.systems.gurps4e.ready import LONG_ACTIONS, count_aloud

ONE_HAND, TWO_HANDS = "pick_up_heavy_one_hand", "pick_up_heavy_two_hands"
#: (task, hands, the most it lifts in Basic Lifts) of the seed's two rows.
LIFTS = ((ONE_HAND, 1, 2), (TWO_HANDS, 2, 8))
#: The weight of the lift under way (tactical extra), so later seconds need not repeat it.
WEIGHT = "lift_weight"


def basic_lift(st: int) -> float:
    """BL = ST x ST / 5 lb; 10 lb or more rounds to the nearest pound (ST 10 -> 20, ST 12 -> 29)."""
    exact = st * st / 5
    return float(int(exact + 0.5)) if exact >= 10 else exact


def lift_task(weight: float, bl: float, hands: int | None = None) -> str | None:
    """The table row that lifts `weight` lb with Basic Lift `bl` (None: too heavy for those hands)."""
    for task, used, most in LIFTS:
        if (hands is None or hands == used) and weight <= most * bl + 1e-9:
            return task
    return None


def lift_seconds(weight: float, st: int, hands: int | None = None) -> int | None:
    """Seconds (Readies) to pick up `weight` lb at ST `st`: 2 one-handed, 4 two-handed, None: too heavy."""
    task = lift_task(weight, basic_lift(st), hands)
    return LONG_ACTIONS[task].seconds if task is not None else None


def _number(value) -> float | None:
    try:
        return float(str(value).strip().lower().removesuffix("lb").strip())
    except ValueError:
        return None


def _plan(token, action):
    """(weight, hands, task or None, [reasons]) of a `lift_heavy` second."""
    raw = action.option("weight")
    under_way = token.tactical.extra.get(TASK) in (ONE_HAND, TWO_HANDS)
    if (raw is None or str(raw).strip() == "") and under_way:
        weight = token.tactical.extra.get(WEIGHT)
        return weight, None, token.tactical.extra.get(TASK), []
    weight = _number(raw) if raw is not None else None
    if weight is None or weight <= 0:
        return None, None, None, [Reason.of("weight_required", weight=raw)]
    hands_raw = action.option("hands")
    hands = None if hands_raw in (None, "") else _number(hands_raw)
    if hands is not None and hands not in (1, 2):
        return weight, None, None, [Reason.of("bad_hands", hands=hands_raw, allowed=(1, 2))]
    hands = None if hands is None else int(hands)
    bl = basic_lift(int_stat(token, "st", 10))
    task = lift_task(weight, bl, hands)
    if task is None and hands == 1 and lift_task(weight, bl) is not None:
        return weight, hands, None, [Reason.of("too_heavy_for_one_hand", weight=weight, most=2 * bl,
                                               basic_lift=bl)]
    if task is None:
        return weight, hands, None, [Reason.of("too_heavy", weight=weight, most=8 * bl, basic_lift=bl)]
    return weight, hands, task, []


def lift_reasons(state, action):
    """Why `lift_heavy` cannot be played now: no weight, bad hands, too heavy (see the module doc)."""
    return _plan(state.token(action.actor), action)[3]


def lift_second(state, action):
    """System effect of `lift_heavy`: one second of the lift, counted aloud -> (state, events)."""
    token = state.token(action.actor)
    weight, _, task, _ = _plan(token, action)
    row = LONG_ACTIONS[task]
    extra = dict(token.tactical.extra)
    same = extra.get(TASK) == task and extra.get(WEIGHT) == weight
    second = (extra_count(token, SECONDS) if same else 0) + 1
    total = row.seconds
    bl = basic_lift(int_stat(token, "st", 10))
    hands = "one hand" if task == ONE_HAND else "two hands"
    said = count_aloud(f"Lifting {weight:g} lb with {hands} (BL {bl:g} lb)", second, total)
    done = second >= total
    extra.update({SECONDS: second, TASK: task, TOTAL: total, WEIGHT: weight})
    if done:
        for key in (SECONDS, TASK, TOTAL, WEIGHT):
            extra.pop(key, None)
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    event = Event.of(COUNT_ALOUD, token.id, action.id, None, task=task, second=second, total=total,
                     done=done, said=said, zh=row.zh, weight=weight, basic_lift=bl)
    return with_token(state, token), (event,)
