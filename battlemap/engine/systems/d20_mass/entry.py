"""d20 mass combat: attacking an enemy whose square you just entered (RULES.md 3.7, 进入方格攻击).

"To melee a target you usually enter its threatened area and provoke its
opportunity attack, but since both sides get to strike, the attacker rolls
d20 + initiative against the defender's initiative + 10; the higher strikes
first, then the other, unless disabled" [S]. Entering the square provokes
no opportunity attack (option `melee_entry_exempt`); the attack that follows
settles it (`with_entry`, called by the resolver for `attack`):

- "entered" [A]: a melee Attack (the catalogue's `attack`; not an
  opportunity attack) by a unit that has moved this turn (its
  movement booked) and now stands in the target's square, and has not yet
  had this contest with it this turn (tactical extra `entry_contested`,
  cleared as its next turn begins);
- the contest is rolled (`systems/d20_mass/turns.melee_entry`);
- defender first: its blow is struck, as its opportunity attack of the round
  (booked); the attack follows unless that blow disabled the attacker;
- attacker first: its attack, then the defender's blow unless disabled.

The defender's blow needs it able to react, with an opportunity attack left
[A]: otherwise no contest, the attack alone. A charge or bull rush settles
the same contest inside its own action (`systems/d20_mass/charge`).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.charge import can_strike_back, defender_strikes
from battlemap.engine.systems.d20_mass.damage import DISABLED
from battlemap.engine.systems.d20_mass.turns import melee_entry

CONTESTED = "entry_contested"


def entered(state, action, attack: str) -> bool:
    """A melee `attack` right after moving into the target's square, not yet contested this turn."""
    if action.id != "attack" or attack != "attack" or action.target is None or not state.has_token(action.target):
        return False
    actor, target = state.token(action.actor), state.token(action.target)
    if actor.cell not in target.footprint or actor.tactical.extra.get(CONTESTED) == target.id:
        return False
    if state.combat.spent_by(actor.id, str(state.rules.param("move_spent_key"))) <= 0:
        return False
    weapon = action.option("weapon")
    ready = actor.ready_weapons()
    chosen = next((w for w in ready if w.id == weapon), None) if weapon is not None else (ready[0] if ready else None)
    return chosen is not None and chosen.kind == "melee"


def with_entry(state, action, strike):
    """The contest, then the blows in its order; `strike(state, action)` is the attacker's own attack."""
    me = state.token(action.actor)
    extra = MappingProxyType({**me.tactical.extra, CONTESTED: action.target})
    state = with_token(state, replace(me, tactical=replace(me.tactical, extra=extra)))
    if not can_strike_back(state, action.target):
        return strike(state, action)
    state, contest = melee_entry(state, action.actor, action.target)
    events = list(contest)
    if contest[0].param("first") == action.target:
        state, blow = defender_strikes(state, action.target, action.actor)
        events.extend(blow)
        if DISABLED in state.token(action.actor).conditions:
            return state, tuple(events)
        state, rolled = strike(state, action)
        return state, (*events, *rolled)
    state, rolled = strike(state, action)
    state, blow = defender_strikes(state, action.target, action.actor)
    return state, (*events, *rolled, *blow)


__all__ = ["CONTESTED", "entered", "with_entry"]
