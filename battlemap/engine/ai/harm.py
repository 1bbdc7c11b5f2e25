"""What an attack is expected to do to its target, by the system's own resolver.

The chance to hit alone is a poor guide: an attack on a held item (a sunder)
hits often and hurts no one, a dagger hits as often as a greatsword, and
armour soaks most hits of a weak weapon (d20 mass combat's DR). So the worth
of an attack is measured the way the table would see it: the action is
played through the engine (`play.apply`, the system's resolver with its
damage dice, armour, criticals and defences) on a few fixed dice streams,
and the target's health (`state.system.health`, 0 down to 1 unhurt) is read
before and after. Expected harm is

    HIT * chance to hit + mean(health lost) + OUT * P(out of the fight)

(`HIT` keeps a hit that only suppresses, shakes or grapples worth
something; taking a token out of the fight ends its threat and counts most,
three times over for a token whose side loses with it: an enemy's
`protect_token`). `HIT` does not count for an "attack" whose outcomes only
take conditions off the target (letting go of a grapple helps the foe):
counted by its sure chance, it made the computer let go and grab again
every turn. (An outcome that leaves the target untouched proves nothing: a
miss, or a hit whose defence roll the system asks for later, as GURPS's.)
The streams are a pure function of the battle's own dice and the sample's number, so the same
battle always weighs the same; `SAMPLES` outcomes per attack keep a decision
within the bench's time (a sampled mean, not an enumeration: the systems
keep no damage distribution a shared module could read).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.objectives.fighting import still_fights
from battlemap.engine.play.apply import IllegalAction, apply

#: Outcomes sampled per attack.
SAMPLES = 4
#: What a hit is worth by itself (suppression, a shaken target), beside health lost.
HIT = 0.25
#: What taking the target out of the fight adds (KEY_OUT for a token whose side loses with it:
#: an enemy's `protect_token` objective).
OUT = 1.0
KEY_OUT = 3.0
#: Mixes the sample's number into the battle's seed (an odd 64-bit constant).
_MIX = 0x9E3779B97F4A7C15


def left_of(state: BattleState, token_id: str) -> float:
    """How much of `token_id`'s health is left, 0 (down) to 1 (unhurt); 0 when it no longer fights."""
    if not state.has_token(token_id):
        return 0.0
    token = state.token(token_id)
    if not still_fights(state, token):
        return 0.0
    health = state.system.health(state, token) if state.system.health is not None else None
    return health.main.left if health is not None and health.meters else 1.0


def out_worth(state: BattleState, token_id: str) -> float:
    """What taking `token_id` out of the fight is worth: more when its side must protect it."""
    side = state.token(token_id).side if state.has_token(token_id) else None
    protected = any(o.kind == "protect_token" and o.token == token_id and o.side == side for o in state.objectives)
    return KEY_OUT if protected else OUT


def expected_harm(state: BattleState, action: Action, chance: Fraction) -> float:
    """The expected harm of legal `action` on its target (see the module's formula)."""
    key = ("ai.harm", action)
    found = state.derived.get(key)
    if found is not None:
        return found
    target = action.target
    before = left_of(state, target)
    if before <= 0:
        return 0.0
    lost, out, eased, marked = 0.0, 0, False, False
    for sample in range(SAMPLES):
        dice = DiceStream((state.dice.seed ^ (_MIX * (sample + 1))) & ((1 << 63) - 1), 0)
        try:
            after = apply(replace(state, dice=dice), action).state
        except (IllegalAction, KeyError, ValueError):
            continue
        now = left_of(after, target)
        lost += max(0.0, before - now)
        gone = not after.has_token(target) or not still_fights(after, after.token(target))
        out += gone
        change = "marked" if gone else _change(state.token(target), after.token(target))
        eased |= change == "eased"
        marked |= change == "marked"
    leaves_mark = marked or not eased
    found = (HIT * float(chance) if leaves_mark else 0.0) + (lost + out_worth(state, target) * out) / SAMPLES
    state.derived[key] = found
    return found


def _change(before: TokenState, after: TokenState) -> str | None:
    """How an action left its target: untouched (None), "eased" (it only lost conditions) or
    "marked" (anything else)."""
    if after == before:
        return None
    if after.conditions < before.conditions and replace(after, conditions=before.conditions) == before:
        return "eased"
    return "marked"
