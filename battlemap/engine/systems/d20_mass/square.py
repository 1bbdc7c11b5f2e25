"""d20 mass combat: a miss that still hits the target's square suppresses (干扰攻击, RULES.md 3.8).

The seed: "even without hitting the enemy, as long as you can hit the
enemy's square" the attack suppresses it (-1 attack for a round). How a
square is hit is the option `miss_suppresses` [A]:

| reading | a missed attack hits the square when |
|---|---|
| `square` (default) | the same d20 + AB > the square's Dodge + 10: the square is an immobile object (Dodge 5 + size [S], "attacking an object") as large as the square fills, option `square_size` (default `gargantuan`: the largest size that fits one 25 ft square; Dodge 5 - 8 = -3, so d20 + AB > 7) |
| `volley` | the target fails a volley's dodge: d20 + Dodge >= AB + 12 dodges (one more d20, the target's) |
| `never` | only hits suppress |

The judgement is written on the missed attack's event, so the attack stays
one log entry: `square_at` (the square judged, col,row), `square_hit`,
`square_roll`, `square_suppression` (the penalty added, 0 when missed,
capped or the weapon cannot hurt) and `suppression_total` (the target's whole
suppression penalty after it). Under `opposed_defence_roll` the resolver's die is
not a d20, so no miss is judged against the square.

Either way the weapon must be able to hurt the target (its maximum damage
+ STR above the target's Toughness) and the per-unit cap holds
(`systems/d20_mass/suppression`). Volleys (each volley is judged by the volley rule
already), grapples, escapes and the grapple options are not weapon attacks
on the square and never suppress on a miss.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass import suppression
from battlemap.engine.systems.d20_mass.attack import VOLLEY_TARGET, D20MassAttack, attack_context
from battlemap.engine.systems.d20_mass.damage import OBJECT_DODGE, adds_strength, toughness, weapon_dice

SQUARE_SUPPRESSION = "square_suppression"
READINGS = ("square", "volley", "never")
SQUARE_SIZE = "gargantuan"
#: Attacks that are not a weapon aimed at the square.
NOT_AT_THE_SQUARE = frozenset({"grapple", "escape", "volley", "release"})


def square_dodge(state) -> int:
    """The square's Dodge as an immobile object: 5 + the size of option `square_size`."""
    size = state.ruleset.sizes.get(str(option(state.options, "square_size", SQUARE_SIZE)))
    return OBJECT_DODGE["immobile"] + (size.dodge if size is not None else 0)


def after_miss(state, action, attack: str, event, natural: int):
    """A missed attack that hits the target's square suppresses it -> (state, the attack event)."""
    reading = option(state.options, "miss_suppresses", "square")
    weapon_id = event.param("weapon")
    if reading == "never" or attack in NOT_AT_THE_SQUARE or weapon_id is None or action.target is None:
        return state, event
    ctx = attack_context(state, action.actor, action.target, attack, str(weapon_id))
    model = D20MassAttack()
    ab = model.attack_total(ctx)
    if reading == "volley":
        dodge, _ = model._dodge(ctx)
        (face,), dice = state.dice.roll(1, 20)
        state = replace(state, dice=dice)
        hit, roll = face + dodge < ab + VOLLEY_TARGET, f"d20 ({face}) + {dodge} >= {ab + VOLLEY_TARGET} dodges"
    else:
        need = square_dodge(state) + 10
        hit, roll = natural + ab > need, f"d20 ({natural}) + {ab} > {need}"
    attacker, target = state.token(action.actor), state.token(action.target)
    added = 0
    if hit and _can_hurt(state, attacker, target, ctx.weapon):
        changed, added = suppression.suppressed(state, attacker, target, suppression.hit_penalty(attacker, ctx.weapon, same_square=attacker.cell in target.footprint))
        state = with_token(state, changed)
    params = (("square_at", state.grid.to_offset(target.cell)), ("square_hit", hit), ("square_roll", roll),
              (SQUARE_SUPPRESSION, added), ("suppression_total", suppression.penalty(state, state.token(target.id))))
    return state, replace(event, params=tuple(sorted((*event.params, *params))))


def _can_hurt(state, attacker, target, weapon) -> bool:
    """The weapon's maximum damage + STR is above the target's Toughness [S]."""
    strength = int_stat(attacker, "str_mod") if adds_strength(weapon) else 0
    return weapon_dice(weapon).maximum() + strength > toughness(state, target)


__all__ = ["after_miss", "square_dodge", "SQUARE_SUPPRESSION"]
