"""Fallout d100 homebrew: rolling an attack, what a hit and a miss leave behind.

`resolve_attack(state, action, attack)` (found by `engine/attacks/resolvers.py`) rolls
one seeded d100 against the explained hit chance (`systems/fallout_pnp/attack.py`): a hit
on a face <= the chance. The seed names Critical Success and Critical Miss
without defining them [A]; the readings (options, PnP convention):

| option | default | reading |
|---|---|---|
| `critical_success_luck` | `true` | a hit whose face is <= the attacker's Luck is a Critical Success |
| `critical_miss_from` | `96` | a miss whose face is >= this is a Critical Miss (0: none) |
| `zero_hp_condition` | `unconscious` | the condition a token gets at 0 HP or less |

After the roll:
- a miss that is not a Critical Miss gives the attacker the condition
  `missed_attack`, which makes Cancel Attack legal (same AP again, no ammo
  spent, Stealth kept) until its next attack or the end of its turn;
- one round of a weapon with a `capacity` is spent (`systems/fallout_pnp/ammo`);
  a cancellable miss notes the weapon so Cancel attack gives it back;
- Focus (`focus_aim`, `focus_ignore`, `focus_dt` in the attacker's state) is
  spent: it "applies to all attack rolls of that attack";
- a hit rolls the weapon's `damage` dice (e.g. "2d6") minus the target's DT
  (`dt`; Focus ignores 3 DT per use), at least 0, off the target's `hp`;
- Take the Hit: an ally adjacent to the target who took that reaction
  (`take_the_hit` in its state) takes this one attack roll instead. The roll
  is made as against the target (the protector's AC and the hit chance
  against it are ignored); a hit lands on the protector, except a Critical
  Success, which cannot be taken. The reaction is used up either way. Against
  a Sneak Attack neither the target nor the protector knew of (no Sense won,
  `systems/fallout_pnp/stealth.take_the_hit_reasons`) it cannot be taken: event
  `take_the_hit_refused`, and the reaction stays;
- an attack from Stealth ends it (`systems/fallout_pnp/stealth.after_attack`);
- a throw (a weapon of kind `thrown`) is remembered in the thrower's extra
  `thrown_last` = [target, weapon, damage dealt, condition added or ""], so a
  shot at the item in flight can take its effect back
  (`systems/fallout_pnp/thrown_hit`); any other attack forgets it. The thrown
  weapon leaves the thrower's hand: an explosive is spent, anything else lies
  in the target's cell (`systems/fallout_pnp/items.after_throw`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import ATTACK, CONDITION_ADDED, DAMAGE, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.fallout_pnp import ammo, items, stealth
from battlemap.engine.systems.fallout_pnp.attack import focus_uses

CRITICAL_SUCCESS_LUCK = True
CRITICAL_MISS_FROM = 96
ZERO_HP_CONDITION = "unconscious"
MISSED = "missed_attack"
TOOK_THE_HIT = "took_the_hit"
THROWN_LAST = "thrown_last"
FOCUS_KEYS = ("focus_aim", "focus_ignore", "focus_dt")
DT_PER_FOCUS = 3
_DICE = re.compile(r"^\s*(\d+)d(\d+)\s*([+-]\s*\d+)?\s*$")


def resolve_attack(state, action, attack: str):
    """Roll d100 <= hit chance; mark a miss, spend Focus, apply damage on a hit."""
    assert action.target is not None, "an attack needs a target token"
    weapon_id = action.option("weapon")
    explained = explain_attack(state, action.actor, action.target, f"{attack}:{weapon_id}" if weapon_id else attack,
                               entry=action.id)
    need = int(explained.probability * 100)
    roll, dice = state.dice.roll_d100()
    face = roll.faces[0]
    hit = face <= need
    attacker = state.token(action.actor)
    thrown_at, thrower_action = state.token(action.target).cell, action
    options = state.options
    critical = _critical(options, attacker, face, hit)
    event = Event.of(
        ATTACK, action.actor, action.id, action.target, explained.modifiers,
        attack=attack, weapon=explained.weapon, roll=f"1d100 <= {need}", faces=roll.faces, need=need,
        hit=hit, critical=critical, probability=explained.probability, system_roll=explained.roll,
        defence=explained.defence,
    )
    after = replace(state, dice=dice)
    dt_focus = focus_uses(options, attacker, "focus_dt") * DT_PER_FOCUS
    cancellable = not hit and critical != "miss"
    after = _spend_focus(after, action.actor, missed=cancellable)
    after = ammo.spend(after, action.actor, explained.weapon)
    after = ammo.with_extras(after, action.actor, {ammo.MISSED_WEAPON: explained.weapon if cancellable else None})
    events = [event]
    protector = _protector(after, action.target)
    if protector is not None and stealth.take_the_hit_reasons(after, protector, action.actor, action.target):
        events.append(Event.of("take_the_hit_refused", protector, "take_the_hit", action.target,
                               why="sneak_attack_unknown"))
        protector = None  # neither knew of the Sneak Attack: the reaction stays for another attack
    if protector is not None:
        after = _clear_extra(after, protector, "take_the_hit")
        if critical != "success":
            action = replace(action, target=protector)
            events.append(Event.of(TOOK_THE_HIT, protector, "take_the_hit", event.target, hit=hit))
    if hit:
        after, more = _damage(after, action, explained.weapon, dt_focus)
        events.extend(more)
    elif critical != "miss":
        events.append(Event.of(CONDITION_ADDED, action.actor, action.id, None, condition=MISSED))
    after = _record_throw(after, action, explained.weapon, events)
    after, landed = items.after_throw(after, thrower_action, explained.weapon, thrown_at)
    events.extend(landed)
    after, broken = stealth.after_attack(after, action.actor, cancellable=cancellable)
    return after, tuple(events) + broken


def _record_throw(state, action, weapon_id: str | None, events):
    """A throw remembers what it did to its target ([target, weapon, dealt, condition]); other attacks forget."""
    weapon = ammo.weapon_of(state.token(action.actor), weapon_id)
    if weapon is None or weapon.kind != "thrown":
        return ammo.with_extras(state, action.actor, {THROWN_LAST: None})
    target = str(action.target)
    dealt = sum(int(e.param("dealt") or 0) for e in events if e.kind == DAMAGE and e.target == target)
    added = next((str(e.param("condition")) for e in events
                  if e.kind == CONDITION_ADDED and e.target == target), "")
    return ammo.with_extras(state, action.actor, {THROWN_LAST: [target, weapon.id, dealt, added]})


def _protector(state, target_id: str) -> str | None:
    """The adjacent ally of the target who declared Take the Hit, if any."""
    target = state.token(target_id)
    for token in state.tokens:
        if token.id != target_id and not token.is_enemy_of(target) and token.tactical.extra.get("take_the_hit"):
            if distance(state, token, target) <= 1:
                return token.id
    return None


def _clear_extra(state, token_id: str, key: str):
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k != key}
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def _critical(options, attacker, face: int, hit: bool) -> str | None:
    if hit and option(options, "critical_success_luck", CRITICAL_SUCCESS_LUCK):
        if face <= int_stat(attacker, "luck", 5):
            return "success"
    miss_from = int(option(options, "critical_miss_from", CRITICAL_MISS_FROM))
    if not hit and miss_from and face >= miss_from:
        return "miss"
    return None


def _spend_focus(state, token_id: str, *, missed: bool):
    """Focus spent by the attack; `missed_attack` set on a plain miss, cleared otherwise."""
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k not in FOCUS_KEYS}
    conditions = token.conditions | {MISSED} if missed else token.conditions - {MISSED}
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    return with_token(state, replace(token, tactical=tactical, conditions=conditions))


def damage_dice(text: object) -> tuple[int, int, int] | None:
    """("2d6" -> (2, 6, 0), "1d10+2" -> (1, 10, 2)); None when not dice."""
    found = _DICE.match(text) if isinstance(text, str) else None
    if found is None:
        return None
    bonus = int(found.group(3).replace(" ", "")) if found.group(3) else 0
    return int(found.group(1)), int(found.group(2)), bonus


def _damage(state, action, weapon_id: str | None, ignore_dt: int):
    """Weapon dice minus the target's DT (less what Focus ignores), at least 0, off its HP."""
    attacker = state.token(action.actor)
    weapon = next((w for w in attacker.weapons if w.id == weapon_id), None)
    dice = damage_dice(weapon.fields.get("damage")) if weapon is not None else None
    if dice is None:
        return state, ()
    count, sides, bonus = dice
    roll, stream = state.dice.roll_dice(count, sides)
    return take_damage(replace(state, dice=stream), action.actor, action.id, str(action.target),
                       roll, bonus, ignore_dt)


def take_damage(state, actor_id: str, action_id: str, target_id: str, roll, bonus: int, ignore_dt: int = 0):
    """The rolled damage (a dice roll and its bonus) less the target's DT, at least 0, off its HP."""
    target = state.token(target_id)
    dt = max(0, int_stat(target, "dt", 0) - ignore_dt)
    dealt = max(0, roll.total + bonus - dt)
    hp = int_stat(target, "hp", 0) - dealt
    stats = MappingProxyType({**target.stats, "hp": hp})
    conditions = target.conditions
    zero = str(option(state.options, "zero_hp_condition", ZERO_HP_CONDITION))
    events = [Event.of(DAMAGE, actor_id, action_id, target.id, dice=roll.dice, faces=roll.faces,
                       bonus=bonus, dt=dt, dealt=dealt, hp=hp)]
    if hp <= 0 and zero and zero not in conditions:
        conditions = conditions | {zero}
        events.append(Event.of(CONDITION_ADDED, actor_id, action_id, target.id, condition=zero))
    changed = replace(target, stats=stats, conditions=conditions)
    return with_token(state, changed), tuple(events)
