"""Resolving an attack action: the roll, then what a hit does.

`resolve_attack(state, action, attack)` rolls the attack named by an action's
`attack` effect and returns the state (dice advanced) and its events. Each
system may supply two hooks in its contract (`state.system`, a
`systems.contract.System`):

- `resolve_attack(state, action, attack) -> (state, events)`: the system's
  own dice (d20 + AB > defence + 10, 3d6 <= skill, a d6 pool, d100 <= chance),
  criticals, ammunition ...
- `on_hit(state, action, event) -> (state, events)`: damage, conditions,
  wounds after a hit of the default resolver.

The default resolver needs neither: it takes `explain_attack`'s exact
probability p = a/b and rolls one equivalent die of `lcm(b, natural)` sides
(`natural`: 20 for d20, 100 for d100, 216 for 3d6, 6 for a pool), hitting on
a face <= p x sides; so its chance is exactly the explained one, its roll is
seeded and replays, and the event lists the faces, the number needed and
every modifier. A hit changes nothing else until the system's `on_hit` does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.events import ATTACK, Event

if TYPE_CHECKING:
    from battlemap.engine.battle.actions import Action
    from battlemap.engine.battle.state import BattleState

Result = tuple["BattleState", tuple[Event, ...]]
AttackResolver = Callable[["BattleState", "Action", str], Result]
HitHook = Callable[["BattleState", "Action", Event], Result]


def resolve_attack(state: BattleState, action: Action, attack: str) -> Result:
    """Resolve the attack `attack` (an attack-model action id) of `action`."""
    resolver = state.system.resolve_attack or default_resolve_attack
    return resolver(state, action, attack)


def default_resolve_attack(state: BattleState, action: Action, attack: str) -> Result:
    """Roll the exact explained chance on one seeded equivalent die; on a hit, `on_hit`."""
    assert action.target is not None, "an attack needs a target token"
    weapon = action.option("weapon")
    spec = f"{attack}:{weapon}" if weapon else attack
    explained = explain_attack(state, action.actor, action.target, spec, entry=action.id)
    chance = explained.probability
    sides = math.lcm(chance.denominator, state.system.natural_sides)
    need = chance.numerator * (sides // chance.denominator)
    faces, dice = state.dice.roll(1, sides)
    hit = faces[0] <= need
    event = Event.of(
        ATTACK, action.actor, action.id, action.target, explained.modifiers,
        attack=attack, weapon=explained.weapon, roll=f"1d{sides} <= {need}", faces=faces,
        need=need, hit=hit, probability=chance, system_roll=explained.roll,
        defence=explained.defence,
    )
    after = replace(state, dice=dice)
    if not hit:
        return after, (event,)
    on_hit = state.system.on_hit
    if on_hit is None:
        return after, (event,)
    after, more = on_hit(after, action, event)
    return after, (event, *more)
