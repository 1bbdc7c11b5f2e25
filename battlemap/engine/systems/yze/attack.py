"""The Year Zero Engine attack (RULES.md 2.4-2.6): a d6 pool needing one six.

Pool: close combat `strength` + `melee`, shots `agility` + `marksmanship`,
throws `agility` + `mobility` (the seed: thrown weapons use Mobility), plus
the weapon's gear `bonus`; a retreat rolls `agility` + `mobility`. Modifiers
add or remove dice (removed from skill, then gear, then attribute dice).

Close combat is opposed by a parry when the target declared one (tactical
`parry`, already paid) or, with option `yze_parry` (default on), whenever it
can: an action left this round (`action.slow` + `action.fast` < `[turn]
actions`), a ready melee weapon that may parry (field `parry` not false), or
bare hands against a humanoid's unarmed attack (never a beast's: `yze_parry`); never against a defenceless target, a sneak attack, a free
attack or a grapple attack. Parry pool: `strength` + `melee` + the best
parrying weapon's bonus.

Modifiers (dice; value = effect on the attacker):

| id | when | dice |
|---|---|---|
| range_band | shots: Engaged -3 (+3 at an unaware target), Short 0, Medium -1, Long -2, Extreme -3 | |
| aim | aiming at this target (state `aiming`); with a scope (state `scope_aim`) +3 | +2 |
| target_size | shots at a large (+2) or small (-2) target | |
| darkness | shots into a zone tagged `dark` (-2) or `dim` (-1) | |
| unseen | shots at a target with condition `unseen` | -2 |
| attacker_prone / target_prone | close combat | -2 / +2 |
| defenceless | close combat against an unaware/defenceless target (not above +3 with prone) | +3 |
| sneak_attack | action | +3, no parry |
| flying_tackle | action (unarmed) | +2 |
| help | allies helping (state `help`, at most 3) with actions of the roll's type (`systems/yze/help`) | +1 each |
| conditions | physical conditions (state `physical`) on STR/AGI rolls | -1 each |

Cover works like armour against shots (it reduces damage, systems/yze/combat.py),
so partial cover is not a hit modifier; full cover leaves no line of fire.
Other actions of the model: `overwatch_shot` (needs an armed overwatch
watching the target), `full_auto` (a weapon with `full_auto`, supply left),
`retreat` (Agility + Mobility, help counts), `break_free` (opposed by the
grappler's Strength + Melee), the unarmed specials (at Engaged, no gear dice),
and `help` / `release` (no roll: an ally not yet helped by three / the one
held). Shots are refused in a cramped zone at a target behind someone
(`cramped_target_behind`), through a dark zone holding neither end
(`shot_through_dark_zone`), with an empty magazine, an unprepared bow or sling,
an uncocked crossbow or an unloaded single-shot gun.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.models import (
    MELEE, RANGED, THROWN, AttackContext, AttackOdds, extra_count, int_stat, option,
)
from battlemap.engine.battle.modifiers import Modifier, Reason, total
from battlemap.engine.systems.yze import modifier_words as words
from battlemap.engine.movement.threat import watched_cells
from battlemap.engine.systems.yze.ammo import rounds_left, supply_left
from battlemap.engine.systems.yze.help import HELP_MAX, helpers_for
from battlemap.engine.systems.yze.odds import (
    apply_pool_modifier, opposed_pool, pool_success, pool_success_distribution,
)
from battlemap.engine.systems.yze.parry import can_parry, sturdy_items

_SRC = "yze"
ACTIONS_PER_ROUND = 2
_BANDS = {"engaged": -3, "short": 0, "medium": -1, "long": -2, "extreme": -3}
_SIZES = {"large": 2, "small": -2}
_DARK = {"dark": -2, "dim": -1}
CRAMPED = "cramped"
_UNAWARE = frozenset({"unaware", "defenceless", "defenseless", "helpless", "broken"})
_NO_PARRY_ACTIONS = frozenset({"sneak_attack", "free_attack", "grapple_attack"})
#: Special unarmed attacks (declared before rolling): close combat, unarmed only.
UNARMED_SPECIALS = frozenset({"grapple", "disarm", "trip", "shove", "flying_tackle", "grapple_attack"})
RETREAT = "retreat"
FULL_AUTO = "full_auto"
RELEASE = "release"
HELP = "help"
BREAK_FREE = "break_free"
OVERWATCH_SHOT = "overwatch_shot"
#: (weapon field, tactical extra left by the last shot, reason): bows and slings
#: need preparing, crossbows cocking, single-shot firearms reloading.
_UNREADY_SHOTS = (("prepare", "unprepared", "weapon_not_prepared"),
                  ("cock", "uncocked", "crossbow_not_cocked"),
                  ("reload", "unloaded", "weapon_not_loaded"))
_POOLS = {
    MELEE: ("strength", "melee"), RANGED: ("agility", "marksmanship"), THROWN: ("agility", "mobility"),
}


@dataclass(frozen=True)
class Pool:
    """A roll's dice by kind after modifiers (skill dice removed first), and the parry."""

    attribute: int
    skill: int
    gear: int
    parry: int | None = None

    @property
    def dice(self) -> int:
        return self.attribute + self.skill + self.gear


def _bonus(weapon) -> int:
    value = weapon.fields.get("bonus", 0) if weapon is not None else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def conditions_modifier(token) -> Modifier | None:
    """-1 die per physical condition on Strength and Agility rolls (RULES.md 2.8)."""
    hurt = extra_count(token, "physical")
    return Modifier.worded("conditions", words.CONDITIONS, -hurt, _SRC, hurt=hurt) if hurt else None


class YzeAttack:
    """Binomial d6 pools; close combat opposed by parry dice."""

    system = "yze"
    actions = ("attack", "aimed_attack", "sneak_attack", "free_attack", OVERWATCH_SHOT, RETREAT,
               "grapple", "grapple_attack", "disarm", "trip", "shove", "flying_tackle", BREAK_FREE, FULL_AUTO, RELEASE, HELP)

    def pool(self, ctx: AttackContext) -> tuple[Pool, list[Modifier]]:
        """The dice of the roll in `ctx` by kind, and every modifier."""
        if ctx.action in UNARMED_SPECIALS or ctx.action == BREAK_FREE:
            ctx = replace(ctx, mode=MELEE)  # fought bare-handed, whatever is in hand
        mode = MELEE if ctx.action == RETREAT else ctx.mode
        attribute_id, skill_id = ("agility", "mobility") if ctx.action == RETREAT else _POOLS[mode]
        attribute = max(0, int_stat(ctx.attacker, attribute_id, 3))
        skill = max(0, int_stat(ctx.attacker, skill_id, 0))
        gear = 0 if ctx.action in (RETREAT, BREAK_FREE, *UNARMED_SPECIALS) else max(0, _bonus(ctx.weapon))
        if ctx.action == RETREAT:
            mods = self._help(ctx)
        else:
            mods = self._ranged_terms(ctx) if ctx.is_ranged else self._melee_terms(ctx)
            mods.extend(self._help(ctx))
        hurt = conditions_modifier(ctx.attacker)
        if hurt is not None:
            mods.append(hurt)
        a, s, g = apply_pool_modifier(attribute, skill, gear, int(total(mods)))
        parry = None if ctx.action == RETREAT else self._parry(ctx)
        if ctx.action == BREAK_FREE:
            holder = ctx.target
            parry = max(0, int_stat(holder, "strength", 3) + int_stat(holder, "melee", 0)
                        - extra_count(holder, "physical"))
        return Pool(a, s, g, parry), mods

    def odds(self, ctx: AttackContext) -> AttackOdds:
        if ctx.action in (RELEASE, HELP):
            return AttackOdds(roll="no roll", modifiers=(), probability=Fraction(1),
                              distribution=Distribution.certain(1), reasons=tuple(self._no_roll_reasons(ctx)))
        pool, mods = self.pool(ctx)
        if ctx.action in UNARMED_SPECIALS or ctx.action == BREAK_FREE:
            ctx = replace(ctx, mode=MELEE)
        dice = pool.dice
        reasons = [] if dice > 0 else [Reason.of("empty_pool")]
        reasons.extend(self._action_reasons(ctx))
        if pool.parry is None:
            roll, probability = f"{dice} dice", pool_success(dice)
            distribution = pool_success_distribution(dice)
        else:
            roll, probability = f"{dice} dice vs {pool.parry} parry dice", opposed_pool(dice, pool.parry)
            distribution = pool_success_distribution(dice) - pool_success_distribution(pool.parry)
        return AttackOdds(roll=roll, modifiers=tuple(mods), probability=probability,
                          distribution=distribution, reasons=tuple(reasons))

    def _no_roll_reasons(self, ctx: AttackContext) -> list[Reason]:
        """Release: only the one held; help: an ally, at most three helpers."""
        if ctx.action == RELEASE and ctx.attacker.tactical.grappling != ctx.target.id:
            return [Reason.of("not_grappling_target", target=ctx.target.id)]
        if ctx.action == HELP and (ctx.target.side != ctx.attacker.side or ctx.target.id == ctx.attacker.id):
            return [Reason.of("target_not_ally", target=ctx.target.id)]
        if ctx.action == HELP and extra_count(ctx.target, "help") >= HELP_MAX:
            return [Reason.of("help_full", most=HELP_MAX)]
        return []

    def _action_reasons(self, ctx: AttackContext) -> list[Reason]:
        """What only this system forbids: specials need close combat unarmed, an
        overwatch shot an armed overwatch watching the target, a grapple attack a hold."""
        action, attacker = ctx.action, ctx.attacker
        if action in (*UNARMED_SPECIALS, BREAK_FREE) and ctx.range.band not in (None, "engaged"):
            return [Reason.of("not_engaged", band=ctx.range.band)]
        if action == "grapple_attack" and attacker.tactical.grappling != ctx.target.id:
            return [Reason.of("not_grappling_target", target=ctx.target.id)]
        if action == BREAK_FREE and ctx.target.tactical.grappling != attacker.id:
            return [Reason.of("not_grappled_by", target=ctx.target.id)]
        if action == FULL_AUTO and (ctx.weapon is None or ctx.weapon.fields.get("full_auto") is not True):
            return [Reason.of("not_full_auto", weapon=ctx.weapon.id if ctx.weapon else None)]
        if ctx.is_ranged and (rounds_left(attacker, ctx.weapon) == 0 or (
                action == FULL_AUTO and supply_left(attacker, ctx.weapon) == 0)):
            return [Reason.of("out_of_ammo", weapon=ctx.weapon.id)]
        if ctx.is_ranged:
            blocked = _zone_blocks(ctx)
            if blocked:
                return blocked
        if ctx.is_ranged and ctx.weapon is not None:
            for field, flag, code in _UNREADY_SHOTS:
                if ctx.weapon.fields.get(field) is True and attacker.tactical.extra.get(flag):
                    return [Reason.of(code, weapon=ctx.weapon.id)]
        if action == OVERWATCH_SHOT:
            if attacker.tactical.overwatch is None:
                return [Reason.of("not_overwatching")]
            grid = ctx.state.grid
            cells = {grid.index(c) for c in ctx.target.footprint if grid.in_bounds(c)}
            if not cells & set(watched_cells(ctx.state, attacker)):
                return [Reason.of("outside_overwatch", target=ctx.target.id)]
        return []

    def _ranged_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        band = ctx.range.band or "short"
        value = _BANDS.get(band, 0)
        if band == "engaged" and ctx.target.conditions & _UNAWARE:
            value = 3
        mods.append(Modifier.worded("range_band", words.RANGE_BAND, value, f"{_SRC}:ranged_table",
                                    band=words.band(band)))
        if ctx.aiming or ctx.action == "aimed_attack":
            scoped = ctx.attacker.tactical.extra.get("scope_aim") is True
            mods.append(Modifier.worded("aim", words.AIMED_SCOPE if scoped else words.AIMED, 3 if scoped else 2, _SRC))
        if ctx.target.size in _SIZES:
            mods.append(Modifier.worded("target_size", words.TARGET_SIZE[ctx.target.size], _SIZES[ctx.target.size],
                                        _SRC))
        if "unseen" in ctx.target.conditions:
            mods.append(Modifier.worded("unseen", words.UNSEEN, -2, _SRC))
        dark = self._darkness(ctx)
        if dark:
            mods.append(Modifier.worded("darkness", words.DARK if dark == -2 else words.DIM, dark, _SRC))
        return mods

    def _darkness(self, ctx: AttackContext) -> int:
        grid = ctx.state.grid
        cells = {grid.index(c) for c in ctx.target.footprint if grid.in_bounds(c)}
        worst = 0
        for zone in ctx.state.zones:
            if zone.cells & cells:
                for tag in zone.tags:
                    worst = min(worst, _DARK.get(tag, 0))
        return worst

    def _melee_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        if ctx.attacker.posture == "prone":
            mods.append(Modifier.worded("attacker_prone", words.ATTACKER_PRONE, -2, _SRC))
        prone = ctx.target.posture == "prone"
        if prone:
            mods.append(Modifier.worded("target_prone", words.TARGET_PRONE, 2, _SRC))
        if ctx.target.conditions & _UNAWARE:
            mods.append(Modifier.worded("defenceless", words.DEFENCELESS, 1 if prone else 3, _SRC))
        if ctx.action == "sneak_attack":
            mods.append(Modifier.worded("sneak_attack", words.SNEAK_ATTACK, 3, _SRC))
        if ctx.action == "flying_tackle":
            mods.append(Modifier.worded("flying_tackle", words.FLYING_TACKLE, 2, _SRC))
        return mods

    def _help(self, ctx: AttackContext) -> list[Modifier]:
        helpers = helpers_for(ctx.state, ctx.attacker, ctx.action)
        return [Modifier.worded("help", words.HELPED, helpers, _SRC, helpers=helpers)] if helpers else []

    def _parry(self, ctx: AttackContext) -> int | None:
        """Parry dice, or None when the target does not (or cannot) parry."""
        t = ctx.target
        if ctx.is_ranged or ctx.action in _NO_PARRY_ACTIONS or ctx.action == BREAK_FREE or t.conditions & _UNAWARE:
            return None
        declared = t.tactical.extra.get("parry") is not None
        if not declared and (not option(ctx.options, "yze_parry", True) or actions_left(ctx.state, t.id) < 1):
            return None
        if not can_parry(t, ctx.attacker, ctx.weapon, ctx.action in UNARMED_SPECIALS):
            return None  # a weapon or a beast needs a sturdy item; bare hands parry bare hands
        weapons = sturdy_items(t)
        gear = max((_bonus(w) for w in weapons), default=0)
        dice = max(0, int_stat(t, "strength", 3)) + max(0, int_stat(t, "melee", 0)) + gear
        return max(0, dice - extra_count(t, "physical"))


def _zone_blocks(ctx: AttackContext) -> list[Reason]:
    """Zone features that stop a shot (RULES.md 2.2): in a cramped zone no shooting at
    a target behind someone (`cramped_target_behind`), and no shot through a dark zone
    that holds neither shooter nor target (`shot_through_dark_zone`)."""
    state, grid = ctx.state, ctx.state.grid
    reasons = []
    for token_id in ctx.line.intervening:
        if token_id in (ctx.attacker.id, ctx.target.id) or not state.has_token(token_id):
            continue
        cells = {grid.index(c) for c in state.token(token_id).footprint if grid.in_bounds(c)}
        if any(CRAMPED in z.tags and z.cells & cells for z in state.zones):
            reasons.append(Reason.of("cramped_target_behind", by=token_id))
    ends = {grid.index(c) for t in (ctx.attacker, ctx.target) for c in t.footprint if grid.in_bounds(c)}
    line = {grid.index(c) for c in ctx.line.cells if grid.in_bounds(c)}
    for zone in state.zones:
        if "dark" in zone.tags and zone.cells & line and not zone.cells & ends:
            reasons.append(Reason.of("shot_through_dark_zone", zone=zone.id))
    if option(state.options, "yze_door_peeking", True) is True:
        reasons.extend(_through_open_door(ctx))
    return reasons


def _through_open_door(ctx: AttackContext) -> list[Reason]:
    """A wall with a door blocks sight even with the door open, unless the shooter or the
    target stands at the door peeking (maps-and-initiative 邊界與視線): on the door's
    cell or next to it, or on either side of a door on an edge."""
    state, grid, terrain = ctx.state, ctx.state.grid, ctx.state.terrain
    ends = {c for t in (ctx.attacker, ctx.target) for c in t.footprint}
    near = ends | {n for c in ends if grid.in_bounds(c) for n in grid.neighbors(c)}
    for cell in ctx.line.cells:
        kind = terrain.type_at(grid.index(cell)) if grid.in_bounds(cell) else None
        if kind is not None and kind.door and not kind.blocks_sight and cell not in near:
            return [Reason.of("door_not_peeking", at=grid.to_offset(cell))]
    for edge in ctx.line.edges:
        kind = terrain.edge_walls.get(edge)
        if kind is not None and kind.door and not kind.blocks_sight and not {edge.a, edge.b} & ends:
            return [Reason.of("door_not_peeking", at=grid.to_offset(edge.a))]
    return []


def actions_left(state, token_id: str) -> int:
    """Slow or fast actions `token_id` has left this round (parry draws on them)."""
    turn = state.ruleset.turn
    limit = turn.actions if turn is not None and turn.kind == "slow_fast" else ACTIONS_PER_ROUND
    used = state.combat.spent_by(token_id, "action.slow") + state.combat.spent_by(token_id, "action.fast")
    return max(0, int(limit - used))
