"""d20 mass combat: what one hit deals to a unit: dice, STR, DR, condition, suppression (RULES.md 3.4-3.5).

A hit rolls the weapon's damage dice (`systems/d20_mass/damage.weapon_dice`:
two-handed one step up; a bull rush or a thrown unit brings its own dice),
or takes their maximum on a natural 20, + STR for melee and thrown weapons,
- the target's armour DR (`dr` replaces it: a shot through cover, a blow
around the armour), never below 0, halved or doubled as the weapon suits an
object (`systems/d20_mass/surfaces.suited_damage`). The condition track of
`systems/d20_mass/damage` then decides wounded / disabled, and a weapon able
to hurt the target (its maximum + STR above the target's Toughness)
suppresses it (`systems/d20_mass/suppression`); a thrown unit suppresses no
one. The damage event says all of it, with `suppression`,
`suppression_total` and `square_at` for the suppression.

Damage dice are rolled from `damage_stream`, a stream beside the attack
dice, so an attack advances the fight's dice by its attack dice only.

The resolver (`systems/d20_mass/combat`), the grapple options
(`systems/d20_mass/grapple`) and an attack on an item (`systems/d20_mass/sunder`)
all roll damage here. It is a module of its own so that grapple and sunder
can import it without importing the resolver that dispatches to them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.dice import DiceStream
from battlemap.engine.battle.events import DAMAGE, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass import suppression
from battlemap.engine.systems.d20_mass.damage import (
    DISABLED, WOUNDED, Dice, adds_strength, condition_after, condition_level, toughness,
    weapon_dice, with_condition_level,
)
from battlemap.engine.systems.d20_mass.surfaces import suited_damage

_DAMAGE_MIX = 0x9E3779B97F4A7C15
_DAMAGE_SLOTS = 64   # hits per attack (volleys of one troop)
_DAMAGE_DICE = 64    # dice per damage roll
_LEVEL_NAMES = {0: "healthy", 1: WOUNDED, 2: DISABLED}


def damage(state, attacker_id: str, target_id: str, weapon_id, action_id: str, *,
           maximise: bool, extra_suppression: int, index: int = 0, dr: int | None = None,
           dice: Dice | None = None):
    """Roll one hit's damage on `target_id` and apply its condition and suppression.

    `dr` replaces the target's armour DR (a shot through cover adds the cover's,
    a blow around the armour has none); `dice` the weapon's dice (a bull rush's).
    """
    attacker = state.token(attacker_id)
    weapon = next((w for w in attacker.weapons if w.id == weapon_id), None)
    if weapon is None:
        return state, ()
    strength = int_stat(attacker, "str_mod") if adds_strength(weapon) else 0
    hit = _Hit(dice or weapon_dice(weapon), strength, maximise, index, weapon, extra_suppression, dr)
    return _land(state, attacker_id, target_id, action_id, hit)


def throw_damage(state, attacker_id: str, target_id: str, dice: Dice, action_id: str):
    """A thrown unit's damage: dice by its size + the thrower's STR (no suppression)."""
    hit = _Hit(dice, int_stat(state.token(attacker_id), "str_mod"), False, 0, None, 0, None)
    return _land(state, attacker_id, target_id, action_id, hit)


@dataclass(frozen=True)
class _Hit:
    dice: Dice
    strength: int
    maximise: bool
    index: int
    weapon: object
    extra_suppression: int
    dr: int | None


def _land(state, attacker_id: str, target_id: str, action_id: str, hit: _Hit):
    """Roll (or maximise) the dice, subtract DR (never below 0), set the condition, suppress."""
    attacker, target = state.token(attacker_id), state.token(target_id)
    dice = hit.dice
    if hit.maximise:
        faces, rolled = (dice.sides,) * dice.count, dice.maximum()
    else:
        faces = damage_stream(state.dice, hit.index).roll(dice.count, dice.sides)[0]
        rolled = sum(faces) + dice.bonus
    dr = max(0, int_stat(target, "armor_dr")) if hit.dr is None else hit.dr
    dealt, suited = suited_damage(state, target, hit.weapon, max(0, rolled + hit.strength - dr))
    level = condition_after(state, target, dealt)
    tough = toughness(state, target)
    changed = replace(target, conditions=with_condition_level(target.conditions, level))
    added = 0
    if hit.weapon is not None and dice.maximum() + hit.strength > tough:
        same = attacker.cell in target.footprint
        amount = suppression.hit_penalty(attacker, hit.weapon, same_square=same) + hit.extra_suppression
        changed, added = suppression.suppressed(state, attacker, changed, amount)
    event = Event.of(
        DAMAGE, attacker_id, action_id, target_id, dice=str(dice), faces=tuple(faces), maximised=hit.maximise,
        strength=hit.strength, dr=dr, damage=dealt, toughness=tough,
        condition=_LEVEL_NAMES[level], was=_LEVEL_NAMES[condition_level(target)], suppression=added,
        square_at=state.grid.to_offset(target.cell), suppression_total=suppression.penalty(state, changed),
        **({"suited": suited} if suited else {}),
    )
    return with_token(state, changed), (event,)


def damage_stream(dice: DiceStream, index: int = 0) -> DiceStream:
    """The damage dice of hit `index` of the attack rolled just before `dice`.

    A pure function of the fight's seed and position, so damage replays and
    undoes with the state; kept beside the attack stream, so an attack moves
    the main stream by its attack dice only.
    """
    seed = (dice.seed * _DAMAGE_MIX + 1) % (1 << 63)
    return DiceStream(seed, dice.position * _DAMAGE_SLOTS * _DAMAGE_DICE + index * _DAMAGE_DICE)


__all__ = ["damage", "damage_stream", "throw_damage"]
