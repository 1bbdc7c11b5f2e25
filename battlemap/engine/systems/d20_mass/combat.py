"""d20 mass combat: rolling an attack, damage, conditions, suppression, volleys (RULES.md 3.4-3.8).

The roll: `explain_attack` gives the exact chance k/20 of d20 + AB > defence
+ 10; the framework's default resolver rolls one seeded d20 and hits on a
face <= k. The natural d20 is read from that face as 21 - face (face 1 is a
natural 20), which is the same die: natural + AB > defence + 10 exactly when
face <= k. The attack event gets the natural as `natural`.

Suppression is reported on the events: a damage event carries `suppression`
(the penalty this hit added), `suppression_total` (the target's penalty
after it) and `square_at` (the square hit, col,row); a volley's attack
event its `hits` and `square_at`; a miss's, the square's judgement
(`systems/d20_mass/square`).

A hit (`on_hit`) deals the damage of `systems/d20_mass/hit_damage`: the
weapon's damage dice (two-handed one step up), maximised on a natural 20, +
STR for melee and thrown weapons, - the target's armour DR, never below 0;
the condition track of `systems/d20_mass/damage` decides wounded / disabled;
a weapon able to hurt the target suppresses it (`systems/d20_mass/suppression`),
and so does a miss that hits the target's square (`systems/d20_mass/square`,
option `miss_suppresses`); a bull rush hit then rolls the push check
(`systems/d20_mass/moves`; the action's `cell` names where to push). Grapple
and bull rush strike with the natural weapon (`unarmed`) unless the action
names one; a bull rush deals `systems/d20_mass/damage.rush_dice` of its size.
A grapple hit holds the target (`systems/d20_mass/grapple.grabbed`: condition
`grappled`, the grappler's `grappling`) instead of dealing damage; a
successful escape frees the unit (`grapple.escaped`).

Damage dice are rolled from `hit_damage.damage_stream`, a stream beside the
attack dice, so an attack advances the fight's dice by its attack dice only.

A volley (`attack = "volley"`): every 10 projectiles of a troop (count x the
weapon's `shots`, default 1) is one volley; for each the target rolls d20 +
Dodge and dodges on >= AB + 12. Each volley that is not dodged hits as above
and counts as a +2 AB bonus for suppression (one more point).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import int_stat
from battlemap.engine.attacks.resolvers import default_resolve_attack
from battlemap.engine.battle.events import ATTACK, TACTICAL, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass import (
    armed, entry, grapple, loading, square as square_suppression, sunder,
)
from battlemap.engine.systems.d20_mass.attack import (
    AROUND_ARMOUR, THROUGH_COVER, UNARMED_ACTIONS, natural_weapon, through_dr, volley_count,
)
from battlemap.engine.systems.d20_mass.damage import rush_dice
from battlemap.engine.systems.d20_mass.hit_damage import damage
from battlemap.engine.systems.d20_mass.items import ATTACK_ITEM
from battlemap.engine.systems.d20_mass.moves import push_check
from battlemap.engine.systems.d20_mass.surfaces import rush_surface, surfaced

NATURAL_MAX = 20
OPPORTUNITY_ATTACK = "opportunity_attack"


def natural_d20(face: int) -> int:
    """The natural d20 of the resolver's equivalent face (face 1 = natural 20)."""
    return NATURAL_MAX + 1 - face


def resolve_attack(state, action, attack: str):
    """One attack (or a volley) of `action`: the roll, then `on_hit` for each hit; the aim is used up."""
    if attack in grapple.OPTIONS or attack == "release":
        return grapple.resolve(state, action, attack)
    if entry.entered(state, action, attack):
        return entry.with_entry(state, action, lambda s, a: resolve_attack(s, a, attack))
    if attack == "grapple" and armed.purpose(action) in armed.ARMED:
        action = armed.with_weapon(state, action)
        after, events = _rolled(state, action, attack)
        return armed.after_grapple(after, action, events)
    if attack in UNARMED_ACTIONS:
        action = _with_fists(state, action)
    action = _loaded_for_opportunity(state, action)
    if attack == ATTACK_ITEM:
        after, events = sunder.resolve(state, action)
    else:
        after, events = _volley(state, action) if attack == "volley" else _rolled(state, action, attack)
    return _aim_used(loading.after_shots(after, action.actor, events), events, action)


def _loaded_for_opportunity(state, action):
    """An opportunity attack strikes with a loaded weapon: an unloaded crossbow gives way to the sword [S]."""
    if action.id != OPPORTUNITY_ATTACK or action.option("weapon") is not None or not state.has_token(action.actor):
        return action
    weapon = loading.opportunity_weapon(state.token(action.actor))
    return action if weapon is None else replace(action, options=(*action.options, ("weapon", weapon)))


def _rolled(state, action, attack: str):
    after, events = default_resolve_attack(state, action, attack)
    first = events[0]
    faces = first.param("faces") or ()
    if first.kind == ATTACK and len(faces) == 1 and str(first.param("roll", "")).startswith("1d20 "):
        natural = natural_d20(faces[0])
        first = replace(first, params=tuple(sorted((*first.params, ("natural", natural)))))
        if not first.param("hit"):
            after, first = square_suppression.after_miss(after, action, attack, first, natural)
    return after, (first, *events[1:])


def _with_fists(state, action):
    """A grapple or bull rush strikes with the natural weapon unless the action names one [S]."""
    fists = natural_weapon(state.token(action.actor))
    if fists is None or action.option("weapon") is not None:
        return action
    return replace(action, options=(*action.options, ("weapon", fists.id)))


def _aim_used(state, events, action):
    """An aim (two swift actions) serves the next shot at its target only [A]."""
    attacker = state.token(action.actor)
    if action.target is None or attacker.tactical.aiming != action.target:
        return state, events
    after = with_token(state, replace(attacker, tactical=replace(attacker.tactical, aiming=None)))
    return after, (*events, Event.of(TACTICAL, action.actor, action.id, action.target, key="aiming", value=None))


def on_hit(state, action, event):
    """What a hit does: damage and condition, suppression; a grapple holds instead."""
    attack = str(event.param("attack", "attack"))
    if attack == "grapple":
        return grapple.grabbed(state, action)
    if attack == "escape":
        return grapple.escaped(state, action)
    faces = event.param("faces") or (NATURAL_MAX,)
    natural = natural_d20(faces[0]) if str(event.param("roll", "")).startswith("1d20 ") else 0
    dr = None
    if attack == THROUGH_COVER:
        armour = max(0, int_stat(state.token(action.target), "armor_dr"))
        dr = armour + through_dr(state, action.actor, action.target, event.param("weapon"))
    elif attack == AROUND_ARMOUR:
        dr = 0
    dice = surfaced(rush_dice(state.token(action.actor).size), rush_surface(state, action)) \
        if attack == "bull_rush" else None
    after, events = damage(state, action.actor, action.target, event.param("weapon"), action.id,
                           maximise=natural == NATURAL_MAX, extra_suppression=0, dr=dr, dice=dice)
    if attack == "bull_rush":
        after, pushed = push_check(after, action)
        events = (*events, *pushed)
    return after, events


def _volley(state, action):
    """Every volley: the target's d20 (the face itself) dodges unless it is <= the number needed."""
    weapon = action.option("weapon")
    explained = explain_attack(state, action.actor, action.target, f"volley:{weapon}" if weapon else "volley")
    attacker = state.token(action.actor)
    weapon_state = next((w for w in attacker.weapons if w.id == explained.weapon), None)
    volleys = volley_count(state, attacker, weapon_state)
    need = int(explained.probability * NATURAL_MAX)
    faces, dice = state.dice.roll(volleys, NATURAL_MAX)
    hits = sum(1 for face in faces if face <= need)
    event = Event.of(
        ATTACK, action.actor, action.id, action.target, explained.modifiers, attack="volley",
        weapon=explained.weapon, roll=f"{volleys}d20 <= {need}", faces=faces, need=need, hit=hits > 0,
        hits=hits, volleys=volleys, probability=explained.probability, system_roll=explained.roll,
        defence=explained.defence, square_at=state.grid.to_offset(state.token(action.target).cell),
    )
    after, events = replace(state, dice=dice), [event]
    for index in range(hits):
        after, more = damage(after, action.actor, action.target, explained.weapon, action.id,
                             maximise=False, extra_suppression=1, index=index)
        events.extend(more)
    return after, tuple(events)


__all__ = ["natural_d20", "on_hit", "resolve_attack", "volley_count"]
