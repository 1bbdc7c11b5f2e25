"""GURPS attack resolution with real 3d6 (RULES.md 1.7, R6-R7, R11, R15), found by resolvers.py.

`resolve_attack(state, action, attack)` rolls what `explain_attack` priced:

1. the attack, 3d6 <= effective skill: 3-4 always hit, 17-18 always miss;
   criticals by the table of `systems/gurps4e/odds`; a weapon's `malf` number (a
   firearm's Malf.) makes a roll at or above it a malfunction, and a
   malfunction takes precedence over a critical failure (R15: only it happens);
   a critical failure rolls the critical miss table (`systems/gurps4e/critical`, B556);
2. unless the attack was a critical success, the target's defences in turn
   (`systems/gurps4e/defence.plan_defence`: none after an All-Out Attack, a second
   after Double Defense); defending spoils the defender's aim, and defending
   or a wound asks a concentrating defender for Will-3 (`systems/gurps4e/concentrate`);
3. a hit rolls damage (`systems/gurps4e/damage`), stored as `injury`, with stun,
   unconsciousness and death as their HT rolls say;
4. what the attack leaves behind: an unbalanced weapon goes unready unless
   ST >= 1.5 x its ST (R11, option unbalanced_st_round_up), a shot is
   counted against the Shots column and the last one unloads the weapon
   until reloaded (R7, `systems/gurps4e/loading`), a feint against this
   target is used up.

A feint (`attack` "feint") is a Quick Contest; the margin of victory is kept
on the target as `feint.<attacker>` and taken off its next defence against
that attacker. Every roll is drawn from `state.dice`, so a fight replays.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import ATTACK, DAMAGE, TACTICAL, UNREADIED, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.attack import feint_resistance
from battlemap.engine.systems.gurps4e.concentrate import distracted
from battlemap.engine.systems.gurps4e.critical import roll_critical_miss
from battlemap.engine.systems.gurps4e.damage import (
    SHOCK, damage_spec, death_checks, hit_points, injury, shock_after, wound_checks,
)
from battlemap.engine.systems.gurps4e.defence import FEINT_KEY, plan_defence
from battlemap.engine.systems.gurps4e.odds import is_critical_failure, is_critical_success, is_success
from battlemap.engine.systems.gurps4e.loading import fired
from battlemap.engine.systems.gurps4e.ready import stays_ready_after_attack
from battlemap.engine.systems.gurps4e.retreat import mark, retreat_call, retreat_reasons, step_back

FEINT = "feint"
STRONG = "all_out_attack_strong"
FEINT_EVENT = "feint"
#: The round a feint was made in, so `systems/gurps4e/turns.start_turn` can expire it.
FEINT_ROUND_KEY = "feint_round."
INJURY = "injury"


def resolve_attack(state, action, attack: str):
    """Roll the attack `attack` of `action` (see the module doc) -> (state, events).

    With the action option `retreat`, or the target's own `defend_retreating`,
    the target defends retreating and, when it rolled a defence, steps one hex
    away from the attacker (`systems/gurps4e/retreat`).
    """
    if attack != FEINT and retreat_call(state, action) is not None and not retreat_reasons(state, action):
        state, events = _resolve(mark(state, action.target, True), action, attack)
        state = mark(state, action.target, False)
        if any(e.kind == ATTACK and e.param("defences") for e in events):
            state, moved = step_back(state, action)
            events = (*events, *moved)
        return state, events
    return _resolve(state, action, attack)


def _resolve(state, action, attack: str):
    weapon_id = action.option("weapon")
    spec = f"{attack}:{weapon_id}" if weapon_id else attack
    explained = explain_attack(state, action.actor, action.target, spec, entry=action.id)
    if explained.reasons:
        refused = tuple(r.code for r in explained.reasons)
        return state, (Event.of(ATTACK, action.actor, action.id, action.target, explained.modifiers,
                                attack=attack, weapon=explained.weapon, hit=False, refused=refused),)
    if attack == FEINT:
        return _feint(state, action, explained)
    return _attack(state, action, attack, explained)


def effective_skill(roll: str) -> int:
    """The number after "<=" of a roll string ("3d6 <= 14" -> 14)."""
    return int(roll.split("<=")[1].split()[0])


def verdict(roll: int, skill: int, malf: int | None) -> str:
    """malfunction, critical_failure, critical_success, success or failure (R15 first)."""
    if malf is not None and roll >= malf:
        return "malfunction"
    if is_critical_failure(roll, skill):
        return "critical_failure"
    if is_critical_success(roll, skill) and skill >= 3:
        return "critical_success"
    return "success" if is_success(roll, skill) and skill >= 3 else "failure"


def roll_explained(state, action, attack, explained):
    """Roll `explained` (an explanation whose roll, modifiers and chance a caller may have
    changed: Suppression Fire's cap and Rapid Fire bonus) as the attack of `action` -> (state, events)."""
    if explained.reasons:
        refused = tuple(r.code for r in explained.reasons)
        return state, (Event.of(ATTACK, action.actor, action.id, action.target, explained.modifiers,
                                attack=attack, weapon=explained.weapon, hit=False, refused=refused),)
    return _attack(state, action, attack, explained)


def _attack(state, action, attack, explained):
    attacker, target = state.token(action.actor), state.token(action.target)
    weapon = next(w for w in attacker.weapons if w.id == explained.weapon)
    skill = effective_skill(explained.roll)
    malf = weapon.fields.get("malf")
    roll, dice = state.dice.roll_3d6()
    result = verdict(roll.total, skill, malf if isinstance(malf, int) else None)
    after = replace(state, dice=dice)
    defences, hit = (), result in ("success", "critical_success")
    if result == "success":
        plan = plan_defence(state, attacker, target, ranged=weapon.kind != "melee", mods=[])
        after, defences = _defend(after, plan.rolls)
        hit = not any(made for *_, made in defences)
    event = Event.of(
        ATTACK, attacker.id, action.id, target.id, explained.modifiers, attack=attack, weapon=weapon.id,
        system_roll=explained.roll, defence=explained.defence, probability=explained.probability,
        roll=f"3d6 [{'+'.join(map(str, roll.faces))}] = {roll.total}", faces=roll.faces,
        need=skill, result=result, hit=hit,
        # (name, value, 3d6 rolled, made) each: the log words the roll that decided the attack.
        defences=tuple(defences),
    )
    events = [event]
    if result == "critical_failure":
        after, more = roll_critical_miss(after, attacker.id, weapon, action.id, ranged=weapon.kind != "melee")
        events.extend(more)
    if defences:
        after, more = _spoil_aim(after, target.id, action.id)
        events.extend(more)
    after, more = _after_attack(after, attacker.id, target.id, weapon, action.id)
    events.extend(more)
    if hit:
        after, more = _damage(after, attacker.id, target.id, weapon, action.id, attack == STRONG)
        events.extend(more)
    if defences or (hit and after.token(target.id).tactical.extra.get(INJURY) != target.tactical.extra.get(INJURY)):
        after, more = distracted(after, target.id, action.id, "defended" if defences else "wounded")
        events.extend(more)
    return after, tuple(events)


def _defend(state, rolls):
    """Roll each defence in turn until one succeeds: ((name, value, rolled, made), ...)."""
    done = []
    for name, value in rolls:
        roll, dice = state.dice.roll_3d6()
        state = replace(state, dice=dice)
        made = is_success(roll.total, value)
        done.append((name, value, roll.total, made))
        if made:
            break
    return state, tuple(done)


def _spoil_aim(state, token_id, action_id):
    """Defending spoils an aim (RULES.md 1.3)."""
    token = state.token(token_id)
    if token.tactical.aiming is None:
        return state, ()
    extra = {k: v for k, v in token.tactical.extra.items() if k not in ("aim_turns", "braced")}
    tactical = replace(token.tactical, aiming=None, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token_id, action_id, None, key="aiming", value=None, why="defended")
    return _with(state, replace(token, tactical=tactical)), (event,)


def _after_attack(state, attacker_id, target_id, weapon, action_id):
    """Unbalanced weapons unready (R11), bows unloaded (R7), a feint used up."""
    token = state.token(attacker_id)
    events = []
    extra = dict(token.tactical.extra)
    events.extend(fired(extra, weapon, attacker_id, action_id))  # R7: the Shots column's shots
    readied = token.readied
    round_up = option(state.options, "unbalanced_st_round_up", True)
    if not stays_ready_after_attack(weapon.fields, int_stat(token, "st", 10), round_up=round_up):
        readied = readied - {weapon.id}
        events.append(Event.of(UNREADIED, attacker_id, action_id, None, item=weapon.id, why="unbalanced"))
    token = replace(token, readied=readied, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    state = _with(state, token)
    target = state.token(target_id)
    if FEINT_KEY + attacker_id in target.tactical.extra:
        used = (FEINT_KEY + attacker_id, FEINT_ROUND_KEY + attacker_id)
        kept = {k: v for k, v in target.tactical.extra.items() if k not in used}
        state = _with(state, replace(target, tactical=replace(target.tactical, extra=MappingProxyType(kept))))
    return state, tuple(events)


def _damage(state, attacker_id, target_id, weapon, action_id, strong):
    attacker, target = state.token(attacker_id), state.token(target_id)
    text = weapon.fields.get("damage")
    if not isinstance(text, str):
        return state, ()
    spec = damage_spec(text, int_stat(attacker, "st", 10), strong=strong)
    rolled, dice = state.dice.roll_dice(spec.dice, 6)
    state = replace(state, dice=dice)
    dr = int_stat(target, "dr", 0)
    wound = injury(rolled.total + spec.adds, dr, spec.kind)
    before = _injury(target)
    hp = hit_points(target)
    major, down, dead = wound_checks(hp, before, wound)
    extra = {**target.tactical.extra, INJURY: before + wound}
    if wound:
        extra[SHOCK] = shock_after(_count(target, SHOCK), wound)
    target = replace(target, tactical=replace(target.tactical, extra=MappingProxyType(extra)))
    params = {"dice": spec.text(), "faces": rolled.faces, "damage": rolled.total + spec.adds, "dr": dr,
              "injury": wound, "hp_left": hp - before - wound, "shock": extra.get(SHOCK, 0)}
    conditions = set(target.conditions)
    ht = int_stat(target, "ht", 10)
    for check, condition in ((major, "stunned"), (down and not dead, "unconscious")):
        if check:
            roll, dice = state.dice.roll_3d6()
            state = replace(state, dice=dice)
            params[f"ht_vs_{condition}"] = roll.total
            if not is_success(roll.total, ht):
                conditions.add(condition)
    for _ in range(0 if dead else death_checks(hp, before, wound)):
        roll, dice = state.dice.roll_3d6()
        state = replace(state, dice=dice)
        params.setdefault("ht_vs_death", ())
        params["ht_vs_death"] = (*params["ht_vs_death"], roll.total)
        if not is_success(roll.total, ht):
            dead = True
            break
    if dead:
        conditions.add("dead")
    readied = target.readied
    if "stunned" in conditions - target.conditions:
        readied = frozenset(w for w in readied if _weapon(target, w).fields.get("unbalanced") is not True
                            or stays_ready_after_attack(_weapon(target, w).fields, int_stat(target, "st", 10)))
    params["conditions"] = tuple(sorted(conditions - target.conditions))
    target = replace(target, conditions=frozenset(conditions), readied=readied)
    return _with(state, target), (Event.of(DAMAGE, attacker_id, action_id, target_id, **params),)


def _feint(state, action, explained):
    attacker, target = state.token(action.actor), state.token(action.target)
    skill, resist = effective_skill(explained.roll), feint_resistance(target)
    mine, dice = state.dice.roll_3d6()
    theirs, dice = dice.roll_3d6()
    state = replace(state, dice=dice)
    made, held = is_success(mine.total, skill), is_success(theirs.total, resist)
    margin = 0
    if made:
        margin = skill - mine.total if not held else (skill - mine.total) - (resist - theirs.total)
    params = {"roll": f"3d6 [{'+'.join(map(str, mine.faces))}] = {mine.total} <= {skill}",
              "resisted": f"3d6 = {theirs.total} <= {resist}", "margin": max(0, margin)}
    if margin <= 0:
        return state, (Event.of(FEINT_EVENT, attacker.id, action.id, target.id, won=False, **params),)
    extra = {**target.tactical.extra, FEINT_KEY + attacker.id: margin,
             FEINT_ROUND_KEY + attacker.id: state.combat.round}
    state = _with(state, replace(target, tactical=replace(target.tactical, extra=MappingProxyType(extra))))
    return state, (Event.of(FEINT_EVENT, attacker.id, action.id, target.id, won=True, **params),)


def _injury(token) -> int:
    return _count(token, INJURY)


def _count(token, key: str) -> int:
    value = token.tactical.extra.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _weapon(token, weapon_id):
    return next(w for w in token.weapons if w.id == weapon_id)


def _with(state, token):
    return with_token(state, token)
