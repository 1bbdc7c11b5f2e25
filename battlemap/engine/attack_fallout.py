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
| overwatch | action: an overwatch single shot | -20 |
| focus | action: Focus (2 AP) | +10 |
| hit_cap | the chance above the cap | down to the cap |
"""

from __future__ import annotations

from battlemap.engine.attack_models import (
    MELEE, AttackContext, AttackOdds, extra_count, int_stat, option,
)
from battlemap.engine.cover import PARTIAL
from battlemap.engine.modifiers import Modifier, total
from battlemap.engine.odds import d100_at_most, d100_margin_distribution

_SRC = "fallout_pnp"
HIT_CHANCE_CAP = 95
DEFAULT_SKILL = 40
DEFAULT_AC = 5
PARTIAL_COVER = -20
DEFEND = -20
DODGE_PER_AP = 5
MAX_DODGE_AP = 5
_ACTIONS = {"overwatch": (-20, "Overwatch single shot"), "focus": (10, "Focus")}


def _skill(ctx: AttackContext) -> int:
    named = ctx.weapon.fields.get("skill") if ctx.weapon is not None else None
    if not isinstance(named, str):
        named = "melee_weapons" if ctx.mode == MELEE else "guns"
    return int_stat(ctx.attacker, named, DEFAULT_SKILL)


class FalloutAttack:
    """d100 roll-under a percentage hit chance."""

    system = "fallout_pnp"
    actions = ("attack", *_ACTIONS)

    def odds(self, ctx: AttackContext) -> AttackOdds:
        skill = _skill(ctx)
        mods = self._terms(ctx)
        chance = skill + int(total(mods))
        cap = option(ctx.options, "hit_chance_cap", HIT_CHANCE_CAP)
        if chance > cap:
            mods.append(Modifier("hit_cap", f"Hit chance capped at {cap}%", cap - chance, _SRC))
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
        mods = [Modifier("target_ac", f"Target AC {ac}", -ac, _SRC)]
        dodge = min(MAX_DODGE_AP, extra_count(t, "dodge_ap"))
        if dodge:
            mods.append(Modifier("target_dodge", f"Target dodging ({dodge} AP): AC +{DODGE_PER_AP * dodge}",
                                 -DODGE_PER_AP * dodge, _SRC))
        defend = extra_count(t, "defend")
        if defend and not option(ctx.options, "defend_stacks", True):
            defend = 1
        if defend:
            mods.append(Modifier("defending", f"Target defending (x{defend})", DEFEND * defend, _SRC))
        if ctx.is_ranged and ctx.line.cover == PARTIAL:
            value = option(ctx.options, "partial_cover", PARTIAL_COVER)
            mods.append(Modifier("cover_partial", "Target in partial cover", value, _SRC))
        if ctx.action in _ACTIONS:
            value, label = _ACTIONS[ctx.action]
            mods.append(Modifier(ctx.action, label, value, _SRC))
        return mods
