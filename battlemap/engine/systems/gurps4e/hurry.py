"""A long action hurried by a DX or IQ roll (seed R14): the GM's call, made a catalogue entry.

The seed: when the GM thinks the thing is obvious, a DX or IQ roll may save
time; a failure may cause trouble (the pack spills). Reading (listed in
rulesets/README.md): the roll is made once, at the task's first second
(entry `long_action_hurry`, options `task`, `count`, `stat` = dx or iq);
success finishes the task in that second; failure spends the second as a
plain one of the task and logs a mishap for the GM to narrate. The roll is
3d6 <= the stat less any shock this turn (RULES.md 1.9), drawn from `state.dice`.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.damage import shock_penalty
from battlemap.engine.systems.gurps4e.exchange import (
    COUNT_ALOUD, DEFAULT_TASK, SECONDS, TASK, TOTAL, long_action_second,
)
from battlemap.engine.systems.gurps4e.items import put_away_done
from battlemap.engine.systems.gurps4e.odds import is_success
from battlemap.engine.systems.gurps4e.ready import LONG_ACTIONS, count_aloud

HURRY, STATS = "hurry", ("dx", "iq")


def _stat(action) -> str:
    return str(action.option("stat", "dx") or "dx").strip().lower()


def hurry_reasons(state, action):
    """A known task, DX or IQ, and only at the task's first second."""
    token = state.token(action.actor)
    task = str(action.option("task", DEFAULT_TASK))
    found = []
    if task not in LONG_ACTIONS:
        found.append(Reason.of("unknown_task", task=task, allowed=tuple(sorted(LONG_ACTIONS))))
    if _stat(action) not in STATS:
        found.append(Reason.of("bad_hurry_stat", stat=action.option("stat"), allowed=STATS))
    if token.tactical.extra.get(TASK) == task:
        found.append(Reason.of("hurry_only_at_the_start", task=task))
    return found


def hurry_long_action(state, action):
    """System effect of `long_action_hurry` (see the module doc) -> (state, events)."""
    token = state.token(action.actor)
    task, stat = str(action.option("task", DEFAULT_TASK)), _stat(action)
    shock = shock_penalty(token)  # a DX or IQ roll: shock applies (RULES.md 1.9)
    target = int_stat(token, stat, 10) - shock
    roll, dice = state.dice.roll_3d6()
    state = replace(state, dice=dice)
    made = is_success(roll.total, target)
    rolled = Event.of(HURRY, token.id, action.id, None, task=task, stat=stat, need=target, roll=roll.total,
                      made=made, mishap=not made, task_name=LONG_ACTIONS[task].en,
                      **({"shock": -shock} if shock else {}))
    if not made:
        state, more = long_action_second(state, action)
        return state, (rolled, *more)
    row = LONG_ACTIONS[task]
    extra = {k: v for k, v in token.tactical.extra.items() if k not in (SECONDS, TASK, TOTAL)}
    state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    said = count_aloud(row.en, 1, 1) + " (hurried)"
    done = Event.of(COUNT_ALOUD, token.id, action.id, None, task=task, second=1, total=1, done=True,
                    said=said, zh=row.zh)
    state, away = put_away_done(state, action, task)
    return state, (rolled, done, *away)
