"""Per-system hooks that resolve an attack action: the roll, then what a hit does.

`resolve_attack(state, action, attack)` rolls the attack named by an action's
`attack` effect and returns the state (dice advanced) and its events. Each
system may supply two hooks in its combat module
`battlemap.engine.systems.<system>_combat` (found by name, so adding a
system's combat rules touches no shared file), or set at run time with
`register`:

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

from battlemap.engine.events import ATTACK, Event
from battlemap.engine.explain import explain_attack
from battlemap.engine.system_hooks import system_function

if TYPE_CHECKING:
    from battlemap.engine.actions import Action
    from battlemap.engine.state import BattleState

Result = tuple["BattleState", tuple[Event, ...]]
AttackResolver = Callable[["BattleState", "Action", str], Result]
HitHook = Callable[["BattleState", "Action", Event], Result]

#: Sides of the system's natural die, so the equivalent die reads familiarly.
NATURAL_SIDES = {"d20_mass": 20, "fallout_pnp": 100, "gurps4e": 216, "yze": 6}

_registered: dict[str, dict[str, Callable]] = {}


def register(system: str, *, resolve: AttackResolver | None = None, on_hit: HitHook | None = None) -> None:
    """Set a system's hooks at run time (None removes that hook)."""
    hooks = _registered.setdefault(system, {})
    for name, hook in (("resolve_attack", resolve), ("on_hit", on_hit)):
        if hook is None:
            hooks.pop(name, None)
        else:
            hooks[name] = hook


def hook(system: str, name: str) -> Callable | None:
    """The system's hook `name` ("resolve_attack" or "on_hit"), or None."""
    found = _registered.get(system, {}).get(name)
    return found if found is not None else system_function(system, "combat", name)


def resolve_attack(state: BattleState, action: Action, attack: str) -> Result:
    """Resolve the attack `attack` (an attack-model action id) of `action`."""
    resolver = hook(state.ruleset.system, "resolve_attack") or default_resolve_attack
    return resolver(state, action, attack)


def default_resolve_attack(state: BattleState, action: Action, attack: str) -> Result:
    """Roll the exact explained chance on one seeded equivalent die; on a hit, `on_hit`."""
    assert action.target is not None, "an attack needs a target token"
    weapon = action.option("weapon")
    spec = f"{attack}:{weapon}" if weapon else attack
    explained = explain_attack(state, action.actor, action.target, spec)
    chance = explained.probability
    sides = math.lcm(chance.denominator, NATURAL_SIDES.get(state.ruleset.system, 1))
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
    on_hit = hook(state.ruleset.system, "on_hit")
    if on_hit is None:
        return after, (event,)
    after, more = on_hit(after, action, event)
    return after, (event, *more)
