"""The d20 mass-combat attack (RULES.md 3.3-3.4): d20 + AB > defence + 10.

Attack bonus: stat `attack` in melee, `ranged_attack` for shots and throws.
Dodge: level // 2 + `dex_mod` + the size's Dodge column, less the armour
check penalty beyond the STR bonus (`acp` - `str_mod`). Parry (option
`parry_against_melee`, default on: against melee the defender uses the
better of the two): the melee attack bonus.

Situational terms, each listed as a modifier (value = effect on the attacker):

| id | when | to |
|---|---|---|
| rough_shot | a shot or throw outside the shooter's square, not aimed (`aiming`, `aimed_attack`) | AB -2 |
| weapon_ab_bonus | the weapon's field `ab_bonus` (shotgun, strafe, burst, twin-linked), not against a target in the own square | AB + |
| charge, fight_defensively, bull_rush, grapple | the action taken | AB +2 / -4 / -2 / -4 |
| double_attack, triple_attack | one of 2 / 3 attacks this turn | AB -2 / -4 |
| two_weapons | two_weapon_attack: -2 per attack; without `two_weapon_mastery` -2 more; two light weapons: -2 without, 0 with mastery | AB |
| point_blank_str | a shot in the own square may use STR instead of DEX (the higher) | AB + (STR - DEX) |
| suppressed | suppression on the attacker (systems/d20_mass/suppression) | AB -1 per hit |
| grappled | attacker grappled, attacking anyone but its grappler | AB -2 |
| wounded | attacker has condition `wounded` or `light_wound` | AB -2 |
| shield | the target's `shield` stat or a readied shield's `shield_bonus` | Dodge + |
| cover_partial | partial cover against a shot from outside the square, while no enemy shares the target's square (option `shared_square_cover`: `inside_only` keeps it against shooters outside) | Dodge +4 |
| prone | target prone (partial concealment) | Dodge +4 |
| defence_cap | shield + cover + posture above +4 | back to +4 |
| through_cover | `through_cover`: shield and cover give no Dodge but DR of the same size (value 0; the shield's DR holds against a parrying defender too) | - |
| around_armour | `around_armour`: armour gives Dodge + 2 x its DR and no DR | Dodge + |
| crowd_dodge / crowd_parry | the crowd in the target's square | Dodge -2/-4, Parry +2 |
| target_defensive | target state `fighting_defensively` / condition `total_defence` | +2 / +4 |
| target_charging | target charged or bull-rushed (a kind of charge) since its last turn (condition `charging` or `bull_rushing`) | Dodge -2 (Parry unchanged) |
| target_wounded | target `wounded` / `light_wound` | defences -2 |
| item_size | `attack_item`: the holder's Dodge + the item's size column (`systems/d20_mass/items`) | Dodge + |
| damaged_weapon | the attacker's weapon is damaged (`systems/d20_mass/items`) | AB -2 |

An inanimate object (stat `object`: immobile / mobile) has Dodge 5 / 10 + size.
Full cover makes the target impossible to target (the line of fire says so).
A bull rush cannot be parried unless the target is at least one size larger;
a grapple is never parried (the seed: unarmed melee at -4 against Dodge).
A volley (`volley`) is the target's roll: d20 + Dodge >= AB + 12 dodges it.
Option `opposed_defence_roll` (default off): the defender rolls d20 + defence
instead of taking 10 (the seed's full rule; equal bonuses hit 19/40).
Escape and the grapple options (`systems/d20_mass/grapple`) are checks, not attacks.
Grapple and bull rush are unarmed [S]: the model judges them with the
attacker's natural weapon (field `natural`, the `unarmed` weapon every
template carries) whatever weapon is in hand, in melee; `weapon_for` names
the fists to `explain_attack` when the action names no weapon, so the reach
checked, the weapon shown and the weapon rolled are the fists too.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from battlemap.engine.attacks.cover import PARTIAL
from battlemap.engine.attacks.crowd import crowd_at
from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.explain import attack_mode
from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.attacks.models import (
    MELEE, AttackContext, AttackOdds, against, extra_count, int_stat, option, plus, signed,
)
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.modifiers import Modifier, Reason, total
from battlemap.engine.systems.d20_mass import modifier_words as words
from battlemap.engine.systems.d20_mass import grapple, items, suppression as d20_mass_suppression
from battlemap.engine.systems.d20_mass.damage import OBJECT_DODGE, object_kind, toughness
from battlemap.engine.systems.d20_mass.loading import unloaded_reason
from battlemap.engine.systems.d20_mass.odds import (
    d20_attack, d20_margin_distribution, d20_opposed, d20_volley_dodged,
)
from battlemap.engine.systems.d20_mass.ranges import OUTSIDE

_SRC = "d20_mass"
ROUGH_SHOT = -2
COVER_BONUS = 4
#: Once an enemy shares the target's square its cover is lost against every attacker (option).
SHARED_SQUARE_COVER = "lost"
PRONE_BONUS = 4
DEFENCE_BONUS_CAP = 4
WOUND_PENALTY = -2
_ACTIONS = {"charge": 2, "fight_defensively": -4, "bull_rush": -2, "grapple": -4, "double_attack": -2,
            "triple_attack": -4}
VOLLEY_TARGET = 12
VOLLEY_SIZE = 10
THROUGH_COVER = "through_cover"
AROUND_ARMOUR = "around_armour"
CHARGE_DODGE = -2
#: The conditions a charge leaves until the unit's next turn: a bull rush is a kind of charge [S].
CHARGED = frozenset({"charging", "bull_rushing"})
GRAPPLED_PENALTY = -2
_WOUNDED = frozenset({"wounded", "light_wound"})
#: Attacks made with the body, not the weapon in hand [S].
UNARMED_ACTIONS = ("grapple", "bull_rush")


class D20MassAttack:
    """d20 + AB against Dodge (or Parry) + 10, a tie misses."""

    system = "d20_mass"
    actions = ("attack", "aimed_attack", *_ACTIONS, "two_weapon_attack", "volley", "escape",
               "through_cover", "around_armour",
               *grapple.OPTIONS, "release", items.ATTACK_ITEM)

    def weapon_for(self, action: str, attacker) -> str | None:
        """The weapon `action` strikes with when it names none: a grapple or bull rush the
        natural weapon (the fists), whatever is in hand [S]; else None (the first that reaches).

        `explain_attack` then checks the fists' reach, so a target the bow or the javelin
        reaches but the fists do not is out of range for the check, the odds and the roll alike.
        """
        fists = natural_weapon(attacker) if action in UNARMED_ACTIONS else None
        return fists.id if fists is not None else None

    def odds(self, ctx: AttackContext, item: str | None = None) -> AttackOdds:
        """The odds; `item` names the holder's item an `attack_item` strikes (None: the one the
        action was taken with, `ctx.choices`, else the first)."""
        if item is None and ctx.choices.get("item"):
            item = str(ctx.choices["item"])
        odds = self._odds(ctx, item)
        unloaded = unloaded_reason(ctx.attacker, ctx.weapon) if ctx.weapon is not None else None
        return odds if unloaded is None else replace(odds, reasons=(*odds.reasons, unloaded))

    def _odds(self, ctx: AttackContext, item: str | None) -> AttackOdds:
        if ctx.action in UNARMED_ACTIONS:
            ctx = _unarmed(ctx)
        if ctx.action == "escape":
            return _escape_odds(ctx)
        if ctx.action in grapple.OPTIONS or ctx.action == "release":
            return _grapple_option_odds(ctx)
        attack_mods = self._attack_terms(ctx)
        ab_total = self.attack_total(ctx, attack_mods)
        dodge, dodge_mods = self._dodge(ctx)
        if ctx.action == "volley":
            odds = _volley_odds(ab_total, dodge, tuple(attack_mods + dodge_mods))
            if volley_count(ctx.state, ctx.attacker, ctx.weapon) == 0:
                return replace(odds, reasons=(Reason.of("too_few_for_volley", count=ctx.attacker.count),))
            return odds
        name, defence, defence_mods = "Dodge", dodge, dodge_mods
        reasons = _grapple_reasons(ctx)
        if ctx.action == items.ATTACK_ITEM:
            name, defence, defence_mods = items.item_defence(ctx, item, dodge, dodge_mods)
            reasons += items.item_reasons(ctx.target, item)
        elif self._may_parry(ctx):
            parry, parry_mods = self._parry(ctx)
            if parry > dodge:
                name, defence, defence_mods = "Parry", parry, parry_mods
        if option(ctx.options, "opposed_defence_roll", False):
            return AttackOdds(
                roll=f"d20{plus(ab_total)} > d20{plus(defence)}",
                modifiers=tuple(attack_mods + defence_mods),
                probability=d20_opposed(ab_total, defence),
                distribution=Distribution.uniform(
                    a + ab_total - d - defence for a in range(1, 21) for d in range(1, 21)),
                defence=f"{name} {defence}",
                reasons=reasons,
            )
        return AttackOdds(
            roll=f"d20{plus(ab_total)} > {defence + 10}",
            modifiers=tuple(attack_mods + defence_mods),
            probability=d20_attack(ab_total, defence),
            distribution=d20_margin_distribution(ab_total, defence + 10),
            defence=f"{name} {defence}",
            reasons=reasons,
        )

    def attack_total(self, ctx: AttackContext, attack_mods: list[Modifier] | None = None) -> int:
        """The attack bonus with every attacker-side term: melee `attack` or `ranged_attack`."""
        mods = self._attack_terms(ctx) if attack_mods is None else attack_mods
        ab = int_stat(ctx.attacker, "ranged_attack" if ctx.is_ranged else "attack", 0)
        return ab + int(total(mods))

    def _may_parry(self, ctx: AttackContext) -> bool:
        """Melee may be parried (option); a grapple never ("unarmed melee against Dodge" [S]),
        a bull rush only by a target one size larger."""
        if ctx.is_ranged or ctx.action == "grapple" or not option(ctx.options, "parry_against_melee", True):
            return False
        if ctx.action != "bull_rush":
            return True
        sizes = ctx.state.ruleset.sizes
        mine, theirs = sizes.get(ctx.attacker.size), sizes.get(ctx.target.size)
        return mine is not None and theirs is not None and theirs.dodge < mine.dodge

    def _attack_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        aimed = ctx.aiming or ctx.action == "aimed_attack"
        if ctx.is_ranged and ctx.range.band == OUTSIDE and not aimed:
            rough = option(ctx.options, "rough_shot", ROUGH_SHOT)
            mods.append(Modifier.worded("rough_shot", words.ROUGH_SHOT, rough, _SRC))
        if ctx.action in _ACTIONS:
            mods.append(Modifier.worded(ctx.action, words.ACTIONS[ctx.action], _ACTIONS[ctx.action], _SRC))
        if ctx.action == "two_weapon_attack":
            mods.append(Modifier.worded("two_weapons", words.TWO_WEAPONS, _two_weapon_penalty(ctx.attacker), _SRC))
        bonus = _weapon_ab_bonus(ctx.weapon)
        if bonus and ctx.range.band == OUTSIDE:
            mods.append(Modifier.worded("weapon_ab_bonus", words.WEAPON_AB_BONUS, bonus, _SRC, bonus=signed(bonus)))
        a = ctx.attacker
        if ctx.is_ranged and ctx.range.band != OUTSIDE and int_stat(a, "str_mod") > int_stat(a, "dex_mod"):
            gain = int_stat(a, "str_mod") - int_stat(a, "dex_mod")
            mods.append(Modifier.worded("point_blank_str", words.POINT_BLANK_STR, gain, _SRC))
        held = d20_mass_suppression.penalty(ctx.state, a)
        if held:
            mods.append(Modifier.worded("suppressed", words.SUPPRESSED, -held, _SRC, held=held))
        if "grappled" in a.conditions and ctx.target.tactical.grappling != a.id:
            mods.append(Modifier.worded("grappled", words.GRAPPLED, GRAPPLED_PENALTY, _SRC))
        if a.conditions & _WOUNDED:
            mods.append(Modifier.worded("wounded", words.WOUNDED, WOUND_PENALTY, _SRC))
        return mods + items.weapon_terms(a, ctx.weapon)

    def _dodge(self, ctx: AttackContext) -> tuple[int, list[Modifier]]:
        t = ctx.target
        size = ctx.state.ruleset.sizes.get(t.size)
        acp = max(0, int_stat(t, "acp") - max(0, int_stat(t, "str_mod")))
        base = int_stat(t, "level", 1) // 2 + int_stat(t, "dex_mod") + (size.dodge if size else 0) - acp
        if object_kind(t) is not None:
            base = OBJECT_DODGE[object_kind(t)] + (size.dodge if size else 0)
        mods: list[Modifier] = []
        group = 0
        through = ctx.action == THROUGH_COVER
        shield, cover = _shield(t), _cover_bonus(ctx)
        if through and shield + cover:
            mods.append(Modifier.worded("through_cover", words.THROUGH_COVER, 0, _SRC, dr=shield + cover))
        if shield and not through:
            against(mods, "shield", words.SHIELD, shield, _SRC, dodge=signed(shield))
            group += shield
        if cover and not through:
            against(mods, "cover_partial", words.PARTIAL_COVER, cover, _SRC, dodge=signed(cover))
            group += cover
        if t.posture == "prone":
            against(mods, "prone", words.PRONE, PRONE_BONUS, _SRC, dodge=PRONE_BONUS)
            group += PRONE_BONUS
        cap = option(ctx.options, "defence_bonus_cap", DEFENCE_BONUS_CAP)
        if group > cap:
            mods.append(Modifier.worded("defence_cap", words.DEFENCE_CAP, group - cap, _SRC, cap=cap))
            group = cap
        rest = self._defence_terms(ctx, "dodge", mods)
        if ctx.action == AROUND_ARMOUR and int_stat(t, "armor_dr") > 0:
            bonus = 2 * int_stat(t, "armor_dr")
            against(mods, "around_armour", words.AROUND_ARMOUR, bonus, _SRC, dodge=bonus)
            rest += bonus
        return base + group + rest, mods

    def _parry(self, ctx: AttackContext) -> tuple[int, list[Modifier]]:
        mods: list[Modifier] = []
        rest = self._defence_terms(ctx, "parry", mods)
        return int_stat(ctx.target, "attack", 0) + rest, mods

    def _defence_terms(self, ctx: AttackContext, defence: str, mods: list[Modifier]) -> int:
        """Crowd, defensive stance and wounds: added to `mods`, returned as a sum."""
        change = 0
        for crowd in ctx.crowd.for_defence(defence):
            mods.append(replace(crowd, value=-crowd.value))  # keeps its words
            change += int(crowd.value)
        t = ctx.target
        stance = 4 if t.conditions & {"total_defence", "total_defense"} else (
            2 if extra_count(t, "fighting_defensively") else 0)
        if stance:
            against(mods, "target_defensive", words.DEFENDING[defence], stance, _SRC, bonus=stance)
            change += stance
        if defence == "dodge" and t.conditions & CHARGED:
            what = words.CHARGED if "charging" in t.conditions else words.BULL_RUSHED
            against(mods, "target_charging", what, CHARGE_DODGE, _SRC, dodge=CHARGE_DODGE)
            change += CHARGE_DODGE
        if t.conditions & _WOUNDED:
            against(mods, "target_wounded", words.TARGET_WOUNDED[defence], WOUND_PENALTY, _SRC,
                    penalty=WOUND_PENALTY)
            change += WOUND_PENALTY
        return change


def attack_context(state, attacker_id: str, target_id: str, action: str, weapon_id: str) -> AttackContext:
    """The context `explain_attack` builds for `action` with the weapon `weapon_id` (an owned one)."""
    attacker, target = state.token(attacker_id), state.token(target_id)
    weapon = next(w for w in attacker.weapons if w.id == weapon_id)
    line = line_of_fire(state, attacker_id, target_id)
    reach = min(reach_distance(state.grid, a, b) for a in attacker.footprint for b in target.footprint)
    mode = attack_mode(weapon, reach, line.range) or weapon.kind
    ctx = AttackContext(state, attacker, target, action, weapon, mode, line, line.range, crowd_at(state, target.cell))
    return _unarmed(ctx) if action in UNARMED_ACTIONS else ctx


def natural_weapon(token):
    """The token's natural weapon (field `natural`: its fists), or None."""
    return next((w for w in token.weapons if w.fields.get("natural") is True), None)


def _unarmed(ctx: AttackContext) -> AttackContext:
    """The context of an unarmed attack: the natural weapon, in melee (unchanged without one)."""
    fists = natural_weapon(ctx.attacker)
    return ctx if fists is None else replace(ctx, weapon=fists, mode=MELEE)


def size_steps(state, smaller, larger) -> int:
    """How many size categories `larger` is above `smaller` (sizes listed largest first)."""
    order = list(state.ruleset.sizes)
    if smaller.size not in order or larger.size not in order:
        return 0
    return order.index(smaller.size) - order.index(larger.size)


def _grapple_reasons(ctx: AttackContext) -> tuple[Reason, ...]:
    """A grapple needs a target at most one size larger [S]."""
    if ctx.action == "grapple" and size_steps(ctx.state, ctx.attacker, ctx.target) > 1:
        return (Reason.of("target_too_large", size=ctx.target.size, limit=1),)
    return ()


def _grapple_option_odds(ctx: AttackContext) -> AttackOdds:
    """A grapple option: the opposed grapple check (>=) against the unit held; release needs none."""
    reasons = []
    if ctx.attacker.tactical.grappling != ctx.target.id:
        reasons.append(Reason.of("not_held", target=ctx.target.id))
    close = abs(size_steps(ctx.state, ctx.attacker, ctx.target)) <= 1
    if ctx.action == "grapple_attack" and close and ctx.weapon is not None and ctx.weapon.fields.get("light") is not True:
        reasons.append(Reason.of("needs_light_weapon", weapon=ctx.weapon.id))
    if ctx.action == "release":
        return AttackOdds("release", (), Fraction(1), Distribution.certain(1), reasons=tuple(reasons))
    if ctx.action == "grapple_draw" and not close:
        return AttackOdds("no check (sizes 2+ steps apart)", (), Fraction(1), Distribution.certain(1),
                          reasons=tuple(reasons))
    roll, mods, chance, margin = grapple.odds(ctx.state, ctx.action, ctx.attacker, ctx.target)
    return AttackOdds(roll, mods, chance, margin, defence="grapple check", reasons=tuple(reasons))


def _weapon_ab_bonus(weapon) -> int:
    """The AB a shotgun, strafe, burst or twin-linked weapon gains (field `ab_bonus`; void in the own square)."""
    value = weapon.fields.get("ab_bonus", 0) if weapon is not None else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _escape_odds(ctx: AttackContext) -> AttackOdds:
    """Escape: Acrobatics vs the grappler's Dodge or Athletics vs its Toughness, the better [S].

    Skills are the stats `acrobatics` / `athletics`, else level / 2 + DEX / STR
    less the armour check penalty ("ACP hurts skills" [S]); a wounded unit
    takes -2 on the check [S]; the check must exceed defence + 10 like an
    attack [A].
    """
    me, holder = ctx.attacker, ctx.target
    base = int_stat(me, "level", 1) // 2 - max(0, int_stat(me, "acp"))
    mods = [Modifier.worded("wounded", words.WOUNDED, WOUND_PENALTY, _SRC)] if me.conditions & _WOUNDED else []
    hurt = sum(int(m.value) for m in mods)
    acrobatics = int_stat(me, "acrobatics", base + int_stat(me, "dex_mod")) + hurt
    athletics = int_stat(me, "athletics", base + int_stat(me, "str_mod")) + hurt
    dodge, _ = D20MassAttack()._dodge(ctx)
    tough = toughness(ctx.state, holder)
    options = [(d20_attack(acrobatics, dodge), acrobatics, dodge, "Acrobatics", "Dodge"),
               (d20_attack(athletics, tough), athletics, tough, "Athletics", "Toughness")]
    chance, skill, defence, skill_name, defence_name = max(options, key=lambda o: o[0])
    return AttackOdds(
        roll=f"{skill_name} d20{plus(skill)} > {defence + 10}",
        modifiers=tuple(mods),
        probability=chance,
        distribution=d20_margin_distribution(skill, defence + 10),
        defence=f"{defence_name} {defence}",
    )


def volley_count(state, token, weapon) -> int:
    """Volleys a troop shoots: every 10 projectiles (count x the weapon's `shots`), remainders by option."""
    shots = weapon.fields.get("shots", 1) if weapon is not None else 1
    shots = shots if isinstance(shots, int) and not isinstance(shots, bool) else 1
    projectiles = token.count * shots
    if option(state.options, "volley_remainder", "drop") == "round_up":
        return -(-projectiles // VOLLEY_SIZE)
    return projectiles // VOLLEY_SIZE


def _volley_odds(ab: int, dodge: int, mods: tuple[Modifier, ...]) -> AttackOdds:
    """One volley hits unless the target's d20 + Dodge >= AB + 12 (a tie is dodged)."""
    target = ab + VOLLEY_TARGET
    return AttackOdds(
        roll=f"d20{plus(dodge)} >= {target} dodges",
        modifiers=mods,
        probability=1 - d20_volley_dodged(dodge, ab),
        distribution=Distribution.uniform(target - face - dodge for face in range(1, 21)),
        defence=f"Dodge {dodge}",
    )


def _two_weapon_penalty(token) -> int:
    """Two attacks with two weapons: -4, -2 with mastery; two light weapons -2, 0 with mastery."""
    hands = [w for w in token.ready_weapons()
             if w.kind == "melee" and not w.fields.get("shield_bonus") and w.fields.get("natural") is not True]
    light = len(hands) >= 2 and all(w.fields.get("light") is True for w in hands[:2])
    mastery = bool(token.stats.get("two_weapon_mastery"))
    return (-2 if light else -4) + (2 if mastery else 0)


def _cover_bonus(ctx: AttackContext) -> int:
    """Partial cover's Dodge bonus against a shot from outside the square, unless cover is lost.

    The seed: "once both sides are in the same square, cover stops; the
    shield's still counts" [S]. A shooter in the target's square never meets
    its cover; option `shared_square_cover` [A] says whom else it is lost
    against once an enemy of the target shares its square: `lost` (default)
    every attacker, the seed making no exception; `inside_only` only the
    attackers in the square (a shooter outside still meets the cover).
    """
    if ctx.line.cover != PARTIAL or not ctx.is_ranged or ctx.range.band != OUTSIDE:
        return 0
    reading = option(ctx.options, "shared_square_cover", SHARED_SQUARE_COVER)
    if reading != "inside_only" and enemy_in_square(ctx.state, ctx.target):
        return 0
    return option(ctx.options, "partial_cover", COVER_BONUS)


def enemy_in_square(state, token) -> bool:
    """An enemy of `token` stands in (one of) its square(s): the two sides share it."""
    cells = set(token.footprint)
    return any(cells & set(enemy.footprint) for enemy in state.enemies_of(token))


def through_dr(state, attacker_id: str, target_id: str, weapon_id: str | None) -> int:
    """The DR a blow or shot through shield and cover meets: the Dodge bonuses they would give [S].

    Read from the shield and the cover themselves, so the shield still turns
    into DR when the defender parries (its Dodge bonus then shows nowhere);
    uncapped, as the +4 cap is on the Dodge bonus [A].
    """
    attacker = state.token(attacker_id)
    weapon = weapon_id or next((w.id for w in attacker.ready_weapons()), None)
    if weapon is None or not any(w.id == weapon for w in attacker.weapons):
        return _shield(state.token(target_id))
    ctx = attack_context(state, attacker_id, target_id, THROUGH_COVER, str(weapon))
    return _shield(ctx.target) + _cover_bonus(ctx)


def _shield(token) -> int:
    """The better of the `shield` stat and a readied shield's `shield_bonus` (never both)."""
    best = max(0, int_stat(token, "shield"))
    for weapon in token.ready_weapons():
        bonus = items.shield_bonus(token, weapon)
        if isinstance(bonus, int) and not isinstance(bonus, bool):
            best = max(best, bonus)
    return best
