"""d20 mass combat: rolling an attack on a held, carried or worn item (catalogue `attack_item`).

The roll is every attack's: d20 + AB > the item's Dodge + 10 (the model's
exact chance k/20, one seeded d20, a face <= k hits; the natural d20 is 21 -
face). The item is the action's option `item` (`systems/d20_mass/items.chosen`), so
the odds are the model's for that item. A hit rolls the weapon's damage as
usual (a natural 20 maximises it, melee and thrown add STR; half or
double as the weapon suits the item: `systems/d20_mass/items.as_object`) against the
item's Toughness and moves the item's track (`systems/d20_mass/items.with_level`);
the unit holding it is not hurt and not suppressed [A].

The damage event says what happened to the item: `item`, `condition`
("longsword broken (gone from hand and gear)"), `was` (its state before).
"""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.events import ATTACK, DAMAGE, Event
from battlemap.engine.systems.d20_mass import items
from battlemap.engine.systems.d20_mass.attack import D20MassAttack, attack_context
from battlemap.engine.systems.d20_mass.damage import adds_strength, weapon_dice
from battlemap.engine.systems.d20_mass.hit_damage import damage_stream
from battlemap.engine.systems.d20_mass.surfaces import suited_damage

SIDES = 20


def resolve(state, action):
    """One attack on the holder's item: the roll, then the item's damage and track on a hit."""
    weapon = action.option("weapon")
    spec = f"{items.ATTACK_ITEM}:{weapon}" if weapon else items.ATTACK_ITEM
    explained = explain_attack(state, action.actor, action.target, spec)
    holder = state.token(action.target)
    item = items.chosen(holder, action.option("item"))
    odds = D20MassAttack().odds(attack_context(state, action.actor, action.target, items.ATTACK_ITEM,
                                               explained.weapon), item) if explained.weapon else None
    possible = odds is not None and not explained.reasons and not odds.reasons and item is not None
    chance = Fraction(odds.probability) if possible else Fraction(0)
    sides = math.lcm(chance.denominator, SIDES)
    need = chance.numerator * (sides // chance.denominator)
    faces, dice = state.dice.roll(1, sides)
    hit = faces[0] <= need
    params = dict(attack=items.ATTACK_ITEM, weapon=explained.weapon, item=item, roll=f"1d{sides} <= {need}",
                  faces=faces, need=need, hit=hit, probability=chance,
                  system_roll=odds.roll if odds else explained.roll, defence=odds.defence if odds else "")
    if sides == SIDES:
        params["natural"] = SIDES + 1 - faces[0]
    event = Event.of(ATTACK, action.actor, action.id, action.target,
                     odds.modifiers if odds else explained.modifiers, **params)
    after = replace(state, dice=dice)
    if not hit:
        return after, (event,)
    return _damage_item(after, action, explained.weapon, item, maximise=params.get("natural") == SIDES, first=event)


def _damage_item(state, action, weapon_id: str, item: str, *, maximise: bool, first: Event):
    """The weapon's damage (as usual, no DR) against the item's Toughness; the item's track moves."""
    attacker, holder = state.token(action.actor), state.token(action.target)
    weapon = next(w for w in attacker.weapons if w.id == weapon_id)
    dice = weapon_dice(weapon)
    strength = int_stat(attacker, "str_mod") if adds_strength(weapon) else 0
    if maximise:
        faces, rolled = (dice.sides,) * dice.count, dice.maximum()
    else:
        faces = damage_stream(state.dice).roll(dice.count, dice.sides)[0]
        rolled = sum(faces) + dice.bonus
    dealt, suited = suited_damage(state, items.as_object(holder, item), weapon, max(0, rolled + strength))
    tough = items.item_toughness(state, holder, item)
    was = items.track(holder).get(item, 0)
    level = items.level_after(was, dealt, tough)
    after, said = items.with_level(state, holder.id, item, level)
    event = Event.of(DAMAGE, action.actor, action.id, action.target, dice=str(dice), faces=tuple(faces),
                     maximised=maximise, strength=strength, dr=0, damage=dealt, toughness=tough,
                     condition=f"their {said}", was=items.STATES[was], item=item,
                     **({"suited": suited} if suited else {}))
    return after, (first, event)


__all__ = ["resolve"]
