"""Year Zero attacks as rolled (RULES.md 2.4-2.6): the resolver hook of `yze`.

`resolve_attack(state, action, attack)` rolls the pool `systems/yze/attack` explains
(attribute, skill and gear dice from the seeded stream), the target's parry
dice when it parries (each six cancels one attack six; an undeclared parry is
charged to the target as a fast action, a declared one is used up), pushes the
roll when the action carries option `push` and failed, rolls the ammo dice
of option `ammo` beside a shot (`systems/yze/ammo`: each six +1 damage on a hit, the
rounds spent), repeats a full-auto attack while it hits, at the targets of option `targets`
(`systems/yze/full_auto`) (`systems/yze/dice.push`; with
option `yze_push_damage`, each bane on attribute dice costs the attacker a
physical condition), then applies the hit: damage (`systems/yze/damage`), or the
special unarmed attack's effect (grapple, disarm, trip, shove, flying tackle),
or a grappled victim's break free. `retreat` is a Mobility roll: on a success
the token leaves Engaged along the action's path; on a failure it still
leaves, after the enemy it retreats from gets a free melee attack that costs
that enemy nothing and cannot be parried.

After a shot the attacker stops aiming, and a bow or sling needs preparing
again (`unprepared`), a crossbow cocking (`uncocked`), a single-shot firearm
reloading (`unloaded`): weapon fields `prepare`, `cock`, `reload`. A melee
attack ends the target's overwatch; an overwatch shot marks it fired.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.attacks.explain import attack_mode, explain_attack
from battlemap.engine.attacks.models import MELEE, AttackContext, extra_count, option
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import ATTACK, CONDITION_ADDED, POSTURE, UNREADIED, Event
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.budgets import with_spent_entries
from battlemap.engine.play.effects import apply_effect, with_token
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.yze.ammo import FULL_AUTO_ATTACKS, AmmoRoll, roll_ammo, supply_left, supply_roll
from battlemap.engine.systems.yze.attack import (
    BREAK_FREE, FULL_AUTO, HELP, OVERWATCH_SHOT, RELEASE, RETREAT, UNARMED_SPECIALS, YzeAttack,
)
from battlemap.engine.systems.yze.damage import (
    cover_rating, deal_damage, end_overwatch, weapon_damage, with_extra,
)
from battlemap.engine.systems.yze.dice import LOCK_ATTRIBUTE_GEAR, PoolRoll, push, roll_pool
from battlemap.engine.systems.yze.extra_hits import (
    EXTRA_HITS, allot, deal_extra_hits, enabled, parse_extra_hits,
)
from battlemap.engine.systems.yze.full_auto import burst_targets
from battlemap.engine.systems.yze.help import HELP_ACTIONS, spent_help
from battlemap.engine.systems.yze.ranges import YZE_BANDS
from battlemap.engine.systems.yze.skills import cover_taken
from battlemap.schema.actions import Effect

Result = tuple[BattleState, tuple[Event, ...]]
BARE_HANDED = UNARMED_SPECIALS | {BREAK_FREE}
MOBILITY_ROLL = "mobility_roll"
GRAPPLED = "grappled"
#: What a disarmed or grappled token keeps ready: its fists.
KEPT = frozenset({"unarmed"})
#: Weapon field -> the tactical extra a shot leaves until the matching action clears it.
SPENT_BY_SHOT = {"prepare": "unprepared", "cock": "uncocked", "reload": "unloaded"}

_MODEL = YzeAttack()


def resolve_attack(state: BattleState, action: Action, attack: str) -> Result:
    """The framework hook: a retreat, or an attack of the catalogue."""
    assert action.target is not None, "a Year Zero roll names its target"
    if attack == RETREAT:
        return retreat(state, action)
    weapon = action.option("weapon")
    weapon = str(weapon) if weapon else None
    pushed, ammo = _flag(action.option("push")), _count(action.option("ammo"))
    if attack == FULL_AUTO:
        return full_auto(state, action, weapon)
    if attack == HELP:
        ally = state.token(action.target)
        helped = extra_count(ally, "help") + 1
        kind = HELP_ACTIONS.get(action.id)
        event = Event.of("helped", action.actor, action.id, action.target, help=helped, help_type=kind)
        return with_token(state, with_extra(ally, help=helped, help_type=kind)), (event,)
    if attack == RELEASE:
        state, events = _break_free(state, action.target, action.actor, action.id)
        return state, (Event.of("released", action.actor, action.id, action.target),)
    return strike(state, action.actor, action.target, attack, action.id, weapon=weapon, pushed=pushed, ammo=ammo,
                  extra_hits=parse_extra_hits(action.option(EXTRA_HITS)))


def _count(value: object) -> int:
    try:
        return max(0, int(str(value))) if value is not None else 0
    except ValueError:
        return 0


def full_auto(state: BattleState, action: Action, weapon: str | None) -> Result:
    """Attack again while the attacks hit (three at most), then roll the supply."""
    events: list[Event] = []
    chain = burst_targets(action, FULL_AUTO_ATTACKS)
    for target in chain:
        if events and "broken" in state.token(target).conditions:
            break  # nothing left to shoot at there: the burst stops
        state, more = strike(state, action.actor, target, FULL_AUTO, action.id, weapon=weapon)
        events.extend(more)
        if not more[0].param("hit"):
            break
    shooter = state.token(action.actor)
    gun = next((w for w in shooter.weapons if w.id == events[0].param("weapon")), None)
    rating = supply_left(shooter, gun)
    if rating is None:
        return state, tuple(events)
    faces, left, dice = supply_roll(state.dice, rating)
    state = with_token(replace(state, dice=dice), with_extra(state.token(action.actor), supply=left))
    events.append(Event.of("supply_roll", action.actor, action.id, None, faces=faces, supply=left))
    return state, tuple(events)


def _flag(value: object) -> bool:
    return value is True or str(value).lower() in ("1", "true", "yes")


def attack_context(state: BattleState, attacker_id: str, target_id: str, attack: str,
                   weapon: str | None = None, entry: str | None = None) -> tuple[AttackContext, object]:
    """The model's view of one roll and its explanation (weapon chosen as `explain` does, among
    the kinds catalogue entry `entry` strikes with)."""
    explained = explain_attack(state, attacker_id, target_id, f"{attack}:{weapon}" if weapon else attack,
                               entry=entry)
    attacker, target = state.token(attacker_id), state.token(target_id)
    chosen = next((w for w in attacker.weapons if w.id == explained.weapon), None)
    mode = attack_mode(chosen, distance(state, attacker, target), explained.range, YZE_BANDS) if chosen else None
    if explained.action in BARE_HANDED:
        mode = MELEE
    ctx = AttackContext(state, attacker, target, explained.action, chosen, mode or MELEE,
                        explained.line_of_fire, explained.range, crowd_at(state, target.cell))
    return ctx, explained


def strike(state: BattleState, actor: str, target: str, attack: str, action_id: str, *,
           weapon: str | None = None, pushed: bool = False, ammo: int = 0, extra_hits=()) -> Result:
    """Roll one attack (parry and push included) and apply what it does; ammo-dice
    sixes buy the `extra_hits` named (systems/yze/extra_hits), the rest +1 damage each."""
    ctx, explained = attack_context(state, actor, target, attack, weapon, action_id)
    pool, _ = _MODEL.pool(ctx)
    roll, dice = roll_pool(state.dice, pool.attribute, pool.skill, pool.gear)
    parry = PoolRoll()
    if pool.parry is not None:
        parry, dice = roll_pool(dice, pool.parry, 0, 0)
    if pushed and roll.successes - parry.successes < 1:
        roll, dice = push(roll, dice, str(option(state.options, "banes_lock", LOCK_ATTRIBUTE_GEAR)))
    shots = AmmoRoll((), None)
    if ctx.is_ranged:
        shots, dice = roll_ammo(dice, ctx.attacker, ctx.weapon, ammo)
    net = roll.successes - parry.successes
    text = roll.text() + (f"; parry {parry.text()}" if pool.parry is not None else "")
    if shots.faces:
        text += f"; ammo {len(shots.faces)}d6 [{'+'.join(map(str, shots.faces))}]"
    event = Event.of(ATTACK, actor, action_id, target, explained.modifiers, attack=attack,
                     weapon=explained.weapon, roll=text, faces=roll.faces, hit=net >= 1,
                     probability=explained.probability, system_roll=explained.roll,
                     successes=max(0, net), parry_faces=parry.faces, pushed=roll.pushed,
                     ammo_faces=shots.faces, rounds=shots.rounds_after)
    after = _after_roll(replace(state, dice=dice), ctx)
    if shots.rounds_after is not None:
        after = with_token(after, with_extra(after.token(actor), rounds=shots.rounds_after))
    events = [event]
    if roll.pushed and option(state.options, "yze_push_damage", True):
        after, more = _push_cost(after, actor, action_id, roll)
        events.extend(more)
    if pool.parry is not None and attack != "break_free":
        after = _charge_parry(after, target)
    if ctx.mode == MELEE:
        after = end_overwatch(after, target)
    if net >= 1:
        paid, sixes = allot(tuple(extra_hits), shots.sixes, enabled(state))
        after, more = _on_hit(after, ctx, action_id, net + sixes)
        events.extend(more)
        after, more = deal_extra_hits(after, actor, action_id, attack, weapon, paid)
        events.extend(more)
    elif attack == "flying_tackle":
        after, more = _prone(after, actor, actor, action_id)
        events.extend(more)
    return after, tuple(events)


def _after_roll(state: BattleState, ctx: AttackContext) -> BattleState:
    """The attacker's aim, help and readied shot are used up by the roll."""
    token = state.token(ctx.attacker.id)
    extras: dict[str, object] = spent_help(state, token, ctx.action)
    if ctx.is_ranged:
        extras["scope_aim"] = None
        fields = ctx.weapon.fields if ctx.weapon is not None else {}
        for field, flag in SPENT_BY_SHOT.items():
            if fields.get(field) is True:
                extras[flag] = True
        token = replace(token, tactical=replace(token.tactical, aiming=None))
    if ctx.action == OVERWATCH_SHOT:
        state = with_spent_entries(state, token.id, {str(state.rules.param("overwatch_spent_key")): 1})
    return with_token(state, with_extra(token, **extras))


def _push_cost(state: BattleState, actor: str, action_id: str, roll: PoolRoll) -> Result:
    banes = roll.banes(("attribute",))
    if not banes:
        return state, ()
    token = state.token(actor)
    hurt = with_extra(token, physical=extra_count(token, "physical") + banes)
    event = Event.of("push_cost", actor, action_id, actor, banes=banes)
    return with_token(state, hurt), (event,)


def _charge_parry(state: BattleState, target: str) -> BattleState:
    token = state.token(target)
    if token.tactical.extra.get("parry") is not None:
        return with_token(state, with_extra(token, parry=None))
    used = state.combat.spent_by(target, "action.fast")
    return with_spent_entries(state, target, {"action.fast": used + 1})


def _on_hit(state: BattleState, ctx: AttackContext, action_id: str, net: int) -> Result:
    actor, target, attack = ctx.attacker.id, ctx.target.id, ctx.action
    special = _SPECIALS.get(attack)
    if special is not None:
        return special(state, actor, target, action_id)
    base = weapon_damage(None if attack in BARE_HANDED else ctx.weapon) + net - 1
    line, taken = (cover_rating(state, ctx.line), cover_taken(state, target)) if ctx.is_ranged else (0, 0)
    state, events = deal_damage(state, actor, action_id, target, base, cover=max(line, taken))
    if taken and taken >= line:
        state, events = _wear_cover(state, target, taken, events)
    if attack == "flying_tackle":
        state, more = _tackle(state, actor, target, action_id)
        events = (*events, *more)
    return state, events


def _wear_cover(state: BattleState, target: str, taken: int, events: tuple[Event, ...]) -> Result:
    """Taken cover degrades like armour: when damage gets past it, each 1 on its dice
    lowers its rating one step (weapons-and-damage: 掩護也會像護甲一樣劣化)."""
    hit = events[0]
    faces = hit.param("cover_faces") or ()
    banes = faces.count(1)
    if not banes or hit.param("damage") - faces.count(6) <= 0:
        return state, events
    left = max(0, taken - banes)
    state = with_token(state, with_extra(state.token(target), in_cover=left or None))
    return state, (*events, Event.of("cover_worn", hit.actor, hit.action, target, cover=left))


def _prone(state: BattleState, actor: str, who: str, action_id: str) -> Result:
    token = state.token(who)
    if token.posture == "prone":
        return state, ()
    event = Event.of(POSTURE, actor, action_id, who, old=token.posture, new="prone")
    return with_token(state, replace(token, posture="prone")), (event,)


def _grapple(state, actor, target, action_id) -> Result:
    state, a = _prone(state, actor, actor, action_id)
    state, b = _prone(state, actor, target, action_id)
    victim = state.token(target)
    dropped = _drops(victim, actor, action_id)
    state = with_token(state, replace(victim, readied=victim.readied & KEPT, conditions=victim.conditions | {GRAPPLED}))
    holder = state.token(actor)
    state = with_token(state, replace(holder, tactical=replace(holder.tactical, grappling=target)))
    held = Event.of(CONDITION_ADDED, actor, action_id, target, condition=GRAPPLED)
    return state, (*a, *b, *dropped, held)


def _disarm(state, actor, target, action_id) -> Result:
    """The attacker takes what the victim held (seed 繳械: 把對手手持的物品奪走), in hand and
    noted as `took` for the catalogue's `disarm_keep` (keep it or throw it to an adjacent zone)."""
    victim, taker = state.token(target), state.token(actor)
    taken = tuple(w for w in victim.weapons if w.id in victim.readied - KEPT)
    state = with_token(state, replace(victim, weapons=tuple(w for w in victim.weapons if w not in taken),
                                      readied=victim.readied & KEPT))
    own = {w.id for w in taker.weapons}
    taker = replace(taker, weapons=taker.weapons + tuple(w for w in taken if w.id not in own),
                    readied=taker.readied | {w.id for w in taken})
    state = with_token(state, with_extra(taker, took=[w.id for w in taken] or None))
    events = tuple(Event.of("disarmed", actor, action_id, target, item=w.id) for w in taken)
    return state, events


def _drops(victim, actor: str, action_id: str) -> tuple[Event, ...]:
    """The victim lets go of everything but its fists."""
    return tuple(Event.of(UNREADIED, actor, action_id, victim.id, item=w) for w in sorted(victim.readied - KEPT))


def _trip(state, actor, target, action_id) -> Result:
    return _prone(state, actor, target, action_id)


def _tackle(state, actor, target, action_id) -> Result:
    state, a = _prone(state, actor, actor, action_id)
    state, b = _prone(state, actor, target, action_id)
    return state, (*a, *b)


def _shove(state, actor, target, action_id) -> Result:
    """Push the target one cell straight away (to Short) when that cell is free."""
    grid = state.grid
    (ac, ar), (tc, tr) = grid.to_offset(state.token(actor).cell), grid.to_offset(state.token(target).cell)
    to = grid.from_offset(tc + (tc > ac) - (tc < ac), tr + (tr > ar) - (tr < ar))
    here = state.token(target).cell
    if (not grid.in_bounds(to) or state.tokens_at(to)
            or state.terrain.step_blocked(grid.index(here), grid.index(to)) is not None):
        return state, (Event.of("shove_blocked", actor, action_id, target),)
    event = Event.of("shoved", actor, action_id, target, to=grid.to_offset(to))
    return state.with_token_moved(target, to), (event,)


def _break_free(state, actor, target, action_id) -> Result:
    victim, holder = state.token(actor), state.token(target)
    state = with_token(state, replace(victim, conditions=victim.conditions - {GRAPPLED}))
    state = with_token(state, replace(holder, tactical=replace(holder.tactical, grappling=None)))
    return state, (Event.of("broke_free", actor, action_id, target),)


_SPECIALS = {"grapple": _grapple, "disarm": _disarm, "trip": _trip, "shove": _shove,
             "break_free": _break_free}


def retreat(state: BattleState, action: Action) -> Result:
    """Mobility roll to leave Engaged; a failure still leaves, after a free attack."""
    actor, enemy = action.actor, str(action.target)
    ctx, explained = attack_context(state, actor, enemy, RETREAT)
    pool, _ = _MODEL.pool(ctx)
    roll, dice = roll_pool(state.dice, pool.attribute, pool.skill, pool.gear)
    success = roll.successes >= 1
    event = Event.of(MOBILITY_ROLL, actor, action.id, enemy, explained.modifiers, roll=roll.text(),
                     faces=roll.faces, success=success, probability=explained.probability)
    after, events = replace(state, dice=dice), [event]
    after = with_token(after, with_extra(after.token(actor), **spent_help(after, after.token(actor), RETREAT)))
    if not success:
        after, more = free_attack(after, enemy, actor, action.id)
        events.extend(more)
    token = after.token(actor)
    after = with_token(after, replace(token, tactical=replace(token.tactical, retreat=True)))
    if action.path and "broken" not in after.token(actor).conditions:
        after, moved = apply_effect(after, action, Effect(move="path"))
        events.extend(moved)
    token = after.token(actor)
    return with_token(after, replace(token, tactical=replace(token.tactical, retreat=False))), tuple(events)


def free_attack(state: BattleState, by: str, at: str, action_id: str) -> Result:
    """The unparryable melee attack a failed retreat gives the enemy, at no cost to it."""
    attacker = state.token(by)
    melee = [w.id for w in attacker.ready_weapons() if w.kind == MELEE]
    weapon = melee[0] if melee else ("unarmed" if any(w.id == "unarmed" for w in attacker.weapons) else None)
    if weapon is None or attacker.conditions & {"broken", GRAPPLED}:
        return state, (Event.of("no_free_attack", by, action_id, at),)
    if weapon in attacker.readied:
        return strike(state, by, at, "free_attack", action_id, weapon=weapon)
    # Fists are always at hand: ready them for the blow only.
    state = with_token(state, replace(attacker, readied=attacker.readied | {weapon}))
    after, events = strike(state, by, at, "free_attack", action_id, weapon=weapon)
    hitter = after.token(by)
    return with_token(after, replace(hitter, readied=hitter.readied - {weapon})), events


def overwatch_duel(state: BattleState, a: str, b: str) -> tuple[str, BattleState, tuple[Event, ...]]:
    """Two tokens on overwatch at each other both fire: an opposed Shoot roll, costing no
    action, says who fires first (RULES.md 2.6). A tie goes to the earlier declaration."""
    rolls, dice = {}, state.dice
    for shooter, target in ((a, b), (b, a)):
        ctx, _ = attack_context(state, shooter, target, OVERWATCH_SHOT)
        pool, _ = _MODEL.pool(ctx)
        rolls[shooter], dice = roll_pool(dice, pool.attribute, pool.skill, pool.gear)
    net = rolls[a].successes - rolls[b].successes
    if net == 0:
        declared = {t: state.token(t).tactical.overwatch for t in (a, b)}
        order = {t: (o.declared if o is not None and o.declared is not None else 1 << 30) for t, o in declared.items()}
        winner = a if order[a] <= order[b] else b
    else:
        winner = a if net > 0 else b
    event = Event.of("overwatch_duel", a, OVERWATCH_SHOT, b, rolls=(rolls[a].text(), rolls[b].text()),
                     first=winner)
    return winner, replace(state, dice=dice), (event,)
