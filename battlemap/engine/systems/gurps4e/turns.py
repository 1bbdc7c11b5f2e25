"""GURPS turn order (RULES.md 1.9 [X]): descending Basic Speed, fixed for the fight.

Ties go to the higher DX, then to a die roll (1d6 each, the higher first;
a still tied roll keeps the map's token order). Nothing is rolled for
fighters that are not tied, and the order never changes during the fight,
so `roll_initiative` is called once; the dice it uses come from
`state.dice`, so a saved fight replays.

`start_turn(state, token_id)` ends what lasts until the token's next turn
(the document's turn commands should call it as a turn begins; it is pure):
an armed Wait whose trigger never came is lost; a stunned fighter rolls HT
to recover (B420 [X]: the roll at the end of the stunned turn, made here as
the next one begins); a balance lost to a critical miss comes back (B556);
a feint it made before its last turn is gone; it may retreat again, and a
retreat it declared but never made is gone; the turning counted for the last
turn (`systems/gurps4e/turning`) starts over; the shock of wounds taken since its last
turn applies to this turn only (`shock_now`); a task that cannot be interrupted (the
ritual) starts over when its last maneuver was not a second of it (R13,
`systems/gurps4e/exchange.interrupt_long_action`); at 0 HP or less it rolls HT to stay conscious.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat, stat
from battlemap.engine.battle.events import CONDITION_ADDED, CONDITION_REMOVED, TACTICAL, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.damage import hit_points, injury_of
from battlemap.engine.systems.gurps4e.exchange import interrupt_long_action
from battlemap.engine.systems.gurps4e.odds import is_success

INITIATIVE = "initiative"
TIE_DIE = 6


def roll_initiative(state):
    """`combat.order` by Basic Speed, then DX, then a die; the first acts. -> (state, events)."""
    keys = [(float(stat(t, "basic_speed", 5.0)), int_stat(t, "dx", 10)) for t in state.tokens]
    dice = state.dice
    faces: list[int | None] = [None] * len(keys)
    for i, key in enumerate(keys):
        if keys.count(key) > 1:
            rolled, dice = dice.roll(1, TIE_DIE)
            faces[i] = rolled[0]
    ranked = sorted(range(len(keys)), key=lambda i: (-keys[i][0], -keys[i][1], -(faces[i] or 0), i))
    order = tuple(state.tokens[i].id for i in ranked)
    combat = replace(state.combat, order=order, active=order[0] if order else None)
    events = []
    for rank, i in enumerate(ranked, start=1):
        params = {"basic_speed": keys[i][0], "dx": keys[i][1], "rank": rank}
        if faces[i] is not None:
            params["tie_die"] = faces[i]
        events.append(Event.of(INITIATIVE, state.tokens[i].id, INITIATIVE, None, **params))
    return replace(state, combat=combat, dice=dice), tuple(events)


def initiative_score(state, token_id: str) -> float | None:
    """The fighter's Basic Speed, which sets the order, once the fight has one (None before)."""
    if token_id not in state.combat.order:
        return None
    return float(stat(state.token(token_id), "basic_speed", 5.0))


STUN_CHECK, CONSCIOUS_CHECK = "stun_check", "conscious_check"
FEINT_KEY, FEINT_ROUND_KEY = "feint.", "feint_round."
LOST_BALANCE = "lost_balance"
#: A retreat serves until the defender's next turn (systems/gurps4e/retreat).
RETREATED = "retreated"
#: Extras that last one turn: a declared retreat, the turning counted, a failed Fast-Draw, a
#: Suppression Fire zone (until the shooter's next turn, systems/gurps4e/suppression).
TURN_EXTRAS = ("retreat_declared", "turned_before", "turned_free", "fast_draw_failed",
               "suppress_zone", "suppress_weapon", "suppress_shots", "suppressed")
SHOCK, SHOCK_NOW = "shock", "shock_now"


def start_turn(state, token_id: str):
    """Wait lost, balance back, stun recovery roll, old feints gone -> (state, events)."""
    token = state.token(token_id)
    events = []
    if token.tactical.wait is not None:
        token = replace(token, tactical=replace(token.tactical, wait=None))
        events.append(Event.of(TACTICAL, token_id, "start_turn", None, key="wait", value=None, why="not_triggered"))
    gone = [k for k in (*TURN_EXTRAS, "wait_then", SHOCK_NOW) if k in token.tactical.extra]
    shock = token.tactical.extra.get(SHOCK)
    if gone or shock is not None:
        extra = {k: v for k, v in token.tactical.extra.items() if k not in gone and k != SHOCK}
        if isinstance(shock, int) and shock > 0:
            extra[SHOCK_NOW] = shock  # last turn's wounds: a penalty on this turn only
        token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    for key in (LOST_BALANCE, RETREATED):
        if token.tactical.extra.get(key) is True:
            extra = {k: v for k, v in token.tactical.extra.items() if k != key}
            token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
            events.append(Event.of(TACTICAL, token_id, "start_turn", None, key=key, value=None))
    if "stunned" in token.conditions:
        roll, dice = state.dice.roll_3d6()
        state = replace(state, dice=dice)
        ht = int_stat(token, "ht", 10)
        recovered = is_success(roll.total, ht)
        events.append(Event.of(STUN_CHECK, token_id, "start_turn", None, roll=roll.total, ht=ht,
                               recovered=recovered))
        if recovered:
            token = replace(token, conditions=token.conditions - {"stunned"})
            events.append(Event.of(CONDITION_REMOVED, token_id, "start_turn", None, condition="stunned"))
    state = with_token(state, token)
    state, more = interrupt_long_action(state, token_id)
    events.extend(more)
    state, more = _stay_conscious(state, token_id)
    events.extend(more)
    return _expire_feints(state, token_id), tuple(events)


def _stay_conscious(state, token_id: str):
    """At 0 HP or less, an HT roll as each turn begins or `unconscious` (RULES.md 1.9)."""
    token = state.token(token_id)
    if token.conditions & {"unconscious", "dead"} or hit_points(token) - injury_of(token) > 0:
        return state, ()
    roll, dice = state.dice.roll_3d6()
    state = replace(state, dice=dice)
    ht = int_stat(token, "ht", 10)
    awake = is_success(roll.total, ht)
    events = [Event.of(CONSCIOUS_CHECK, token_id, "start_turn", None, roll=roll.total, ht=ht, awake=awake)]
    if not awake:
        state = with_token(state, replace(token, conditions=token.conditions | {"unconscious"}))
        events.append(Event.of(CONDITION_ADDED, token_id, "start_turn", None, condition="unconscious"))
    return state, tuple(events)


def _expire_feints(state, token_id: str):
    """A feint serves the feinter's attacks of this turn and the next; older ones go."""
    for other in state.tokens:
        made = other.tactical.extra.get(FEINT_ROUND_KEY + token_id)
        if isinstance(made, int) and state.combat.round - made >= 2:
            gone = (FEINT_KEY + token_id, FEINT_ROUND_KEY + token_id)
            extra = {k: v for k, v in other.tactical.extra.items() if k not in gone}
            state = with_token(state, replace(other, tactical=replace(other.tactical, extra=MappingProxyType(extra))))
    return state
