"""Fallout d100 homebrew: the turn-order score (РК), Delay, and what a turn starts and ends.

РК (RULES.md 4.2/4.4): rolled at the start of the fight, highest acts first.
How it is rolled is not in the seed [A]; its example value 25 rules out
1d10 + AGI. Reading (option `rk_die`, default 20): РК = 1d20 + the token's
Sequence stat (`sequence`, 10 by default, so 11-30 and 25 a good roll);
`rk_die` 0 uses the stat alone. Ties: the higher Sequence, then the higher
Agility, then the map's token order. The score is kept in the token's state
(`rk`), so a saved fight keeps it.

Delay (RULES.md 4.3, [S]): once per round, at the start of your turn (nothing
spent yet), choose a number below your РК; it is your РК until the end of
your turn. `delay_turn` moves the token after everyone still to act whose РК
is at least the new number (a tie with an enemy or an ally: just after them,
"simultaneously" in table terms), and the next of them becomes active.

`start_turn(state, id)` begins a token's turn after engine/turns.begin_turn
has turned the AP owed from Dodge, Reactions and Take the Hit into this
turn's spending (`budgets.spent_at_turn_start`): what lasts "until your next turn" ends
(Defend, Dodge, Help, Take the Hit, an Overwatch declared last turn), and a
climber rolls STR -2 to hold on (failure: Knocked Down). `end_turn(state, id)`
ends what lasts "until the end of your turn": Retreat, an unspent Focus, the
chance to Cancel a missed attack, a delayed РК; a prepared mine arms; a hack
or a lock whose last turn this was gets its check.
`start_round(state)` sorts the order by РК again (delays are over). They are
called through engine/turns (begin_turn, end_turn, begin_round), which the
document's turn commands use; pure functions: the state before is the undo.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import LIMIT_ROUND, with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp.checks import (
    LONG_TASKS, climb_check, finish_long_task, long_task_turns_left,
)
from battlemap.engine.systems.fallout_pnp.mines import arm_prepared, set_off_at_arming
from battlemap.engine.systems.fallout_pnp.pickpocket import planted_due

RK_DIE = 20
RK_STAT = "sequence"
RK_KEY = "rk"
DELAYED_KEY = "rk_delayed"
TURN_START_AP = "ap.start"
INITIATIVE = "initiative"
DELAY = "delay"
#: Tactical extras that last until the token's next turn begins.
UNTIL_NEXT_TURN = ("defend", "dodge_ap", "overwatch_mode", "overwatch_shots", "helping", "take_the_hit",
                   "overwatch_dual", "overwatch_second", "overwatch_dual_mode", "overwatch_dual_first")
#: Tactical extras that end with the token's turn.
UNTIL_END_OF_TURN = ("focus_aim", "focus_ignore", "focus_dt", DELAYED_KEY, "missed_weapon")


def rk_of(token) -> int:
    """The token's РК now: a delayed score this turn, else the rolled one, else its Sequence."""
    extra = token.tactical.extra
    for key in (DELAYED_KEY, RK_KEY):
        value = extra.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return int_stat(token, RK_STAT, 0)


def _ranked(state, tokens) -> tuple[str, ...]:
    position = {t.id: i for i, t in enumerate(state.tokens)}
    key = lambda t: (-rk_of(t), -int_stat(t, RK_STAT, 0), -int_stat(t, "agility", 0), position[t.id])  # noqa: E731
    return tuple(t.id for t in sorted(tokens, key=key))


def _with_extras(state, token_id: str, changes: dict[str, object]):
    """The state with these tactical extras of a token set (None removes)."""
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k not in changes}
    extra.update({k: v for k, v in changes.items() if v is not None})
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def roll_initiative(state):
    """Every token rolls РК = 1d`rk_die` + Sequence; `combat.order` highest first, the first acts."""
    sides = int(option(state.options, "rk_die", RK_DIE))
    dice, events = state.dice, []
    for token in state.tokens:
        face = 0
        if sides > 0:
            faces, dice = dice.roll(1, sides)
            face = faces[0]
        score = face + int_stat(token, RK_STAT, 0)
        state = _with_extras(state, token.id, {RK_KEY: score, DELAYED_KEY: None})
        events.append((token.id, face, score))
    order = _ranked(state, state.tokens)
    combat = replace(state.combat, order=order, active=order[0] if order else None)
    rank = {token_id: i + 1 for i, token_id in enumerate(order)}
    found = tuple(Event.of(INITIATIVE, tid, INITIATIVE, None, face=face, rk=score, rank=rank[tid])
                  for tid, face, score in sorted(events, key=lambda e: rank[e[0]]))
    return replace(state, combat=combat, dice=dice), found


def initiative_score(state, token_id: str) -> int | None:
    """The token's РК now (a delayed score this turn), or None before the roll."""
    token = state.token(token_id)
    extra = token.tactical.extra
    if not any(isinstance(extra.get(k), int) and not isinstance(extra.get(k), bool) for k in (DELAYED_KEY, RK_KEY)):
        return None
    return rk_of(token)


def delay_reasons(state, token_id: str, score: int) -> tuple[Reason, ...]:
    """Every reason `token_id` may not delay to `score` now (empty: it may)."""
    reasons = []
    if state.combat.active != token_id:
        reasons.append(Reason.of("requires_own_turn", active=state.combat.active))
    token = state.token(token_id)
    if score >= rk_of(token):
        reasons.append(Reason.of("delay_not_lower", rk=rk_of(token), score=score))
    used = int(state.combat.spent_by(token_id, LIMIT_ROUND + DELAY))
    if used >= 1:
        reasons.append(Reason.of("limit_reached", scope="round", limit=1, used=used))
    if state.combat.spent_by(token_id, "ap") > state.combat.spent_by(token_id, TURN_START_AP):
        reasons.append(Reason.of("delay_not_at_turn_start"))
    return tuple(reasons)


def delay_turn(state, token_id: str, score: int):
    """Delay to `score` (ValueError listing the reasons when not allowed): the new order and active token."""
    reasons = delay_reasons(state, token_id, score)
    if reasons:
        raise ValueError("cannot delay: " + ", ".join(map(str, reasons)))
    state = with_spent_entries(state, token_id, {LIMIT_ROUND + DELAY: 1})
    return delayed(state, token_id, score)


def delayed(state, token_id: str, score: int):
    """The order with `token_id` moved behind everyone still to act at `score` or more (no checks:
    `delay_turn` checks, and the catalogue's Delay has been checked and counted by `apply`)."""
    order = list(state.combat.order) or [t.id for t in state.tokens]  # no order yet: turns go in token order
    if token_id not in order:  # acting outside the turn order (a file may say so): no place to give up
        return state, ()
    at = order.index(token_id)
    later = order[at + 1:]
    ahead = [i for i in later if rk_of(state.token(i)) >= score]
    behind = [i for i in later if i not in ahead]
    new_order = (*order[:at], *ahead, token_id, *behind)
    state = _with_extras(state, token_id, {DELAYED_KEY: score})
    combat = replace(state.combat, order=new_order, active=new_order[at])
    event = Event.of(DELAY, token_id, DELAY, None, rk=rk_of(state.token(token_id)), score=score,
                     next=new_order[at])
    return replace(state, combat=combat), (event,)


def start_turn(state, token_id: str):
    """`token_id`'s turn begins: "until your next turn" effects end, the AP owed is noted.

    engine/turns.begin_turn has already refreshed the budget (the AP debt is
    now this turn's spending) and made the token active.
    """
    carried = state.combat.spent_by(token_id, "ap")
    state = with_spent_entries(state, token_id, {TURN_START_AP: carried})
    state = _with_extras(state, token_id, dict.fromkeys(UNTIL_NEXT_TURN))
    token = state.token(token_id)
    if token.tactical.overwatch is not None:
        state = with_token(state, replace(token, tactical=replace(token.tactical, overwatch=None)))
    events = [Event.of("turn_started", token_id, "start_turn", None, ap_owed=carried)]
    if "climbing" in token.conditions:
        state, more = climb_check(state, token_id)
        events.extend(more)
    return state, tuple(events)


def end_turn(state, token_id: str):
    """`token_id`'s turn ends: Retreat, unspent Focus, Cancel Attack and a delayed РК are over; mines arm
    (or go off with someone in their radius)."""
    state, armed = arm_prepared(state, token_id)
    state = _with_extras(state, token_id, dict.fromkeys(UNTIL_END_OF_TURN))
    token = state.token(token_id)
    token = replace(token, conditions=token.conditions - {"missed_attack"},
                    tactical=replace(token.tactical, retreat=False))
    events = [Event.of("turn_ended", token_id, "end_turn", None, mine_armed=armed is not None, mine_at=armed)]
    state = with_token(state, token)
    if armed is not None:
        state, set_off = set_off_at_arming(state, token_id, armed)
        events.extend(set_off)
    state, due = planted_due(state, token_id)
    events.extend(due)
    for action_id, (key, _) in LONG_TASKS.items():
        if key in token.tactical.extra and long_task_turns_left(token, action_id) == 0:
            state, event = finish_long_task(state, token_id, action_id)
            state = _with_extras(state, token_id, {key: None})
            events.append(event)
    return state, tuple(events)


def start_round(state):
    """A new round: delays are over and the order is by РК again.

    engine/turns.begin_round counts the round, clears budgets but AP debts,
    and starts the first token's turn after this.
    """
    for token in state.tokens:
        state = _with_extras(state, token.id, {DELAYED_KEY: None})
    order = _ranked(state, [state.token(i) for i in state.combat.order if state.has_token(i)] or state.tokens)
    state = replace(state, combat=replace(state.combat, order=order))
    first = order[0] if order else None
    return state, (Event.of("round_started", first, "start_round", None, round=state.combat.round),)
