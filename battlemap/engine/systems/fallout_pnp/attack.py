"""The Fallout d100 homebrew attack (RULES.md 4.5): d100 <= skill - target AC +- modifiers.

The seed gives only modifiers; the PnP convention supplies the roll. Skill:
the stat a weapon's `skill` field names (else `guns` for shots and throws,
`melee_weapons` in melee; 40 when the token lacks it). The chance is capped
by option `hit_chance_cap` (95) and never below 0.

Modifiers (percentage points; value = effect on the attacker):

| id | when | value |
|---|---|---|
| target_ac | always: the target's `ac` stat (5) | -AC |
| target_dodge | target state `dodge_ap` (AP spent on Dodge, max 5) | -5 per AP |
| defending | target state `defend` (Defend uses; option `defend_stacks`) | -20 each |
| cover_partial | shots at a target in partial cover (option `partial_cover`) | -20 |
| overwatch | action `overwatch`: an overwatch single shot | -20 |
| dual | an overwatch shot of a dual overwatch (`overwatch_dual`; option `dual_penalty` [A]) | -20 |
| burst | each roll of an overwatch burst (option `burst_penalty` [A]); a set-up weapon in its cell: half | -10 (-5) |
| thrown_item | action `shoot_thrown_item`: an item thrown across the line | -100 |
| focus | attacker state `focus_aim` (Focus +10, 2 AP each), or action `focus` | +10 each |
| focus_ignore | attacker state `focus_ignore`: cancels up to 10 per use of the penalties (negative terms but AC and Dodge) | up to +10 each |
| helped | an adjacent ally took Help (`helping` in its state; option `help_bonus`) | +10 |
| sneak_attack | attacker `sneaking` (a successful Sneak, option `sneak_attack_needs_success`), target has not Sensed it (option `sneak_attack_bonus` [A]) | +20 |
| hit_cap | the chance above the cap | down to the cap |

Focus never applies to an overwatch attack (`overwatch`, `overwatch_burst`,
`shoot_thrown_item`); with option `focus_repeats` false only one use counts.
"""

from __future__ import annotations

from battlemap.engine.attacks.cover import PARTIAL
from battlemap.engine.attacks.models import MELEE, AttackContext, AttackOdds, extra_count, int_stat, option
from battlemap.engine.battle.modifiers import Modifier, total
from battlemap.engine.systems.fallout_pnp import modifier_words as words
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.fallout_pnp.odds import d100_at_most, d100_margin_distribution

_SRC = "fallout_pnp"
HIT_CHANCE_CAP = 95
DEFAULT_SKILL = 40
DEFAULT_AC = 5
PARTIAL_COVER = -20
DEFEND = -20
DODGE_PER_AP = 5
MAX_DODGE_AP = 5
FOCUS_STEP = 10
HELP_BONUS = 10
DUAL_PENALTY = 20
BURST_PENALTY = 10
THROWN_ITEM = -100
SNEAK_ATTACK_BONUS = 20
#: Tactical extras of Sneak: in Stealth now; the last Sneak result (margin, -1 failed).
SNEAKING, SNEAK_RESULT = "sneaking", "sneak_result"
#: Tactical extras of Set up weapon: the weapon id and the [col, row] it was set up in.
SET_UP, SET_UP_AT = "weapon_set_up", "set_up_at"
#: action -> (modifier id, value, label)
_ACTIONS = {
    "overwatch": ("overwatch", -20, words.OVERWATCH),
    "shoot_thrown_item": ("thrown_item", THROWN_ITEM, words.THROWN_ITEM),
    "focus": ("focus", FOCUS_STEP, words.FOCUS),
}
#: Attacks made from Overwatch: never Focused.
OVERWATCH_ATTACKS = frozenset({"overwatch", "overwatch_burst", "shoot_thrown_item"})
#: Terms that are the target's defence, not a penalty Focus can ignore.
_NOT_PENALTIES = frozenset({"target_ac", "target_dodge"})


def _skill(ctx: AttackContext) -> int:
    named = ctx.weapon.fields.get("skill") if ctx.weapon is not None else None
    if not isinstance(named, str):
        named = "melee_weapons" if ctx.mode == MELEE else "guns"
    return int_stat(ctx.attacker, named, DEFAULT_SKILL)


def _helpers(ctx: AttackContext) -> tuple[str, ...]:
    """Allies next to the attacker who took Help this turn (the bonus is lost by moving away)."""
    me = ctx.attacker
    return tuple(t.id for t in ctx.state.tokens
                 if t.id != me.id and not t.is_enemy_of(me) and t.tactical.extra.get("helping")
                 and distance(ctx.state, t, me) <= 1)


def focus_uses(ctx_options, attacker, key: str) -> int:
    """How many Focus uses of `key` count (all, or one with `focus_repeats` false)."""
    uses = extra_count(attacker, key)
    return min(uses, 1) if not option(ctx_options, "focus_repeats", True) else uses


def set_up_here(state, token, weapon_id: str | None) -> bool:
    """Whether `weapon_id` is the token's set-up weapon, standing in the cell it was set up in."""
    extra = token.tactical.extra
    at = extra.get(SET_UP_AT)
    return (weapon_id is not None and extra.get(SET_UP) == weapon_id and isinstance(at, (list, tuple))
            and tuple(at) == tuple(state.grid.to_offset(token.cell)))


def sneak_attack_applies(state, attacker, target) -> bool:
    """A Sneak Attack: the attacker is in Stealth (after a successful roll, option
    `sneak_attack_needs_success`) and the target has not Sensed it since."""
    extra = attacker.tactical.extra
    if not extra.get(SNEAKING) or target.tactical.extra.get("sensed") == attacker.id:
        return False
    result = extra.get(SNEAK_RESULT)
    failed = not isinstance(result, int) or result < 0
    return not (failed and option(state.options, "sneak_attack_needs_success", True))


def _burst(ctx: AttackContext) -> list[Modifier]:
    """Each roll of a burst at -`burst_penalty` [A]; a set-up weapon takes half of it [S]."""
    penalty = int(option(ctx.options, "burst_penalty", BURST_PENALTY))
    label = words.BURST
    if ctx.weapon is not None and set_up_here(ctx.state, ctx.attacker, ctx.weapon.id):
        penalty, label = penalty // 2, words.BURST_SET_UP
    return [Modifier.worded("burst", label, -penalty, _SRC)] if penalty else []


class FalloutAttack:
    """d100 roll-under a percentage hit chance."""

    system = "fallout_pnp"
    actions = ("attack", "overwatch_burst", *_ACTIONS)

    def odds(self, ctx: AttackContext) -> AttackOdds:
        skill = _skill(ctx)
        mods = self._terms(ctx)
        chance = skill + int(total(mods))
        cap = option(ctx.options, "hit_chance_cap", HIT_CHANCE_CAP)
        if chance > cap:
            mods.append(Modifier.worded("hit_cap", words.HIT_CAP, cap - chance, _SRC, cap=cap))
        shown = max(0, min(chance, cap))
        return AttackOdds(
            roll=f"d100 <= {shown}",
            modifiers=tuple(mods),
            probability=d100_at_most(chance, cap),
            distribution=d100_margin_distribution(chance, cap),
        )

    def _terms(self, ctx: AttackContext) -> list[Modifier]:
        t = ctx.target
        ac = int_stat(t, "ac", DEFAULT_AC)
        mods = [Modifier.worded("target_ac", words.TARGET_AC, -ac, _SRC, ac=ac)]
        dodge = min(MAX_DODGE_AP, extra_count(t, "dodge_ap"))
        if dodge:
            mods.append(Modifier.worded("target_dodge", words.TARGET_DODGE, -DODGE_PER_AP * dodge, _SRC,
                                        ap=dodge, ac=DODGE_PER_AP * dodge))
        defend = extra_count(t, "defend")
        if defend and not option(ctx.options, "defend_stacks", True):
            defend = 1
        if defend:
            mods.append(Modifier.worded("defending", words.DEFENDING, DEFEND * defend, _SRC, times=defend))
        if ctx.is_ranged and ctx.line.cover == PARTIAL:
            value = option(ctx.options, "partial_cover", PARTIAL_COVER)
            mods.append(Modifier.worded("cover_partial", words.PARTIAL_COVER, value, _SRC))
        if ctx.action in _ACTIONS:
            mod_id, value, label = _ACTIONS[ctx.action]
            mods.append(Modifier.worded(mod_id, label, value, _SRC))
        if ctx.action == "overwatch_burst":
            mods.extend(_burst(ctx))
        if ctx.action in OVERWATCH_ATTACKS and ctx.attacker.tactical.extra.get("overwatch_dual"):
            value = -int(option(ctx.options, "dual_penalty", DUAL_PENALTY))
            mods.append(Modifier.worded("dual", words.DUAL, value, _SRC))
        if sneak_attack_applies(ctx.state, ctx.attacker, t):
            value = int(option(ctx.options, "sneak_attack_bonus", SNEAK_ATTACK_BONUS))
            if value:
                mods.append(Modifier.worded("sneak_attack", words.SNEAK_ATTACK, value, _SRC))
        helpers = _helpers(ctx)
        if helpers:
            value = option(ctx.options, "help_bonus", HELP_BONUS)
            mods.append(Modifier.worded("helped", words.HELPED, value, _SRC, names=", ".join(helpers)))
        if ctx.action not in OVERWATCH_ATTACKS:
            mods.extend(self._focus(ctx, mods))
        return mods

    def _focus(self, ctx: AttackContext, mods: list[Modifier]) -> list[Modifier]:
        """Focus declared before the roll: +10 per use, or cancel up to 10 of penalties per use."""
        found = []
        aim = focus_uses(ctx.options, ctx.attacker, "focus_aim")
        if aim:
            found.append(Modifier.worded("focus", words.FOCUS_TIMES, FOCUS_STEP * aim, _SRC, times=aim))
        ignore = focus_uses(ctx.options, ctx.attacker, "focus_ignore")
        penalties = -sum(m.value for m in mods if m.value < 0 and m.id not in _NOT_PENALTIES)
        cancelled = min(FOCUS_STEP * ignore, int(penalties))
        if cancelled:
            found.append(Modifier.worded("focus_ignore", words.FOCUS_IGNORE, cancelled, _SRC, cancelled=cancelled))
        return found
