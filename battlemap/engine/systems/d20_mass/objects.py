"""d20 mass combat: an object's load and overload (RULES.md 3.5, 物体的力量).

Every object has a strength, the load it can carry [S]. The data: stat
`heavy_load` (its heavy load) and stat `load` (what it bears now), in any
one unit the GM keeps to (lb or kg).

- load above the heavy load: the object moves one step down its condition
  track at once, and one more at the start of every round while it stays
  overloaded [S];
- load above twice the heavy load: it is disabled at once [S].

The track is the creatures' two steps (healthy, wounded, disabled) [A, as for
damage]. `load_object(state, token_id, load)` sets the load and applies the
immediate step; `overload_round(state)` is the per-round step, called by
`systems/d20_mass/turns.start_round`. Both -> (state, events), pure.

In play the load changes as the GM says (troops crowd onto a bridge, a cart
is loaded): the catalogue's free action `load_object`, taken by the object
itself with option `load` (a number, in the unit of its heavy load), is the
system effect `systems/d20_mass/actions.set_load`; `load_reasons` refuses a token
that is no object and a load that is missing, not a number or negative.
"""

from __future__ import annotations

import math
from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import condition_level, object_kind, with_condition_level

LOAD, HEAVY_LOAD = "load", "heavy_load"
OVERLOAD = "overload"     # params: load, heavy, condition, was
LOADED = "loaded"         # params: load, was (the load before), heavy
_LEVEL_NAMES = {0: "healthy", 1: "wounded", 2: "disabled"}


def overload(token) -> int:
    """0 within the heavy load (or not an object, or no heavy load given), 1 above it, 2 above twice it."""
    heavy = stat(token, HEAVY_LOAD, 0)
    if object_kind(token) is None or heavy <= 0:
        return 0
    load = stat(token, LOAD, 0)
    return 2 if load > 2 * heavy else 1 if load > heavy else 0


def load_object(state, token_id: str, load: float):
    """`token_id` now bears `load`: above its heavy load one step down, above twice it disabled."""
    token = state.token(token_id)
    loaded = replace(token, stats=MappingProxyType({**token.stats, LOAD: load}))
    state = with_token(state, loaded)
    return _step(state, token_id, "load_object")


def load_reasons(state, action) -> tuple[Reason, ...]:
    """Why the GM's `load_object` action cannot set this load (empty: it can)."""
    if object_kind(state.token(action.actor)) is None:
        return (Reason.of("not_an_object"),)
    load = _load_option(action)
    if load is None:
        return (Reason.of("load_not_a_number", load=str(action.option("load", ""))),)
    if load < 0:
        return (Reason.of("load_negative", load=load),)
    return ()


def set_load(state, action):
    """The `load_object` action: the object now bears option `load` -> (state, events)."""
    token = state.token(action.actor)
    load = _load_option(action)
    loaded = Event.of(LOADED, token.id, action.id, None, load=load, was=stat(token, LOAD, 0),
                      heavy=stat(token, HEAVY_LOAD, 0))
    after, events = load_object(state, token.id, load)
    return after, (loaded, *events)


def _load_option(action) -> float | int | None:
    """Option `load` as a number (a whole number stays whole), None when missing or not a number."""
    value = action.option("load")
    if isinstance(value, bool) or value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    if not math.isfinite(number):
        return None
    return int(number) if number.is_integer() else number


def overload_round(state):
    """A new round: every object still overloaded moves one more step down its track."""
    events = []
    for token in state.tokens:
        if overload(token):
            state, more = _step(state, token.id, "start_round")
            events.extend(more)
    return state, tuple(events)


def _step(state, token_id: str, why: str):
    token = state.token(token_id)
    over = overload(token)
    if not over:
        return state, ()
    was = condition_level(token)
    level = 2 if over == 2 else min(2, was + 1)
    changed = replace(token, conditions=with_condition_level(token.conditions, level))
    event = Event.of(OVERLOAD, token_id, why, None, load=stat(token, LOAD, 0), heavy=stat(token, HEAVY_LOAD, 0),
                     condition=_LEVEL_NAMES[level], was=_LEVEL_NAMES[was])
    return with_token(state, changed), (event,)


__all__ = ["LOADED", "load_object", "load_reasons", "overload", "overload_round", "set_load"]
