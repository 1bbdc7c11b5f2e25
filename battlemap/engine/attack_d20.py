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
| charge, fight_defensively, bull_rush, grapple | the action taken | AB +2 / -4 / -2 / -4 |
| wounded | attacker has condition `wounded` or `light_wound` | AB -2 |
| shield | the target's `shield` stat or a readied shield's `shield_bonus` | Dodge + |
| cover_partial | partial cover, not in the same square (cover stops there) | Dodge +4 |
| prone | target prone (partial concealment) | Dodge +4 |
| defence_cap | shield + cover + posture above +4 | back to +4 |
| crowd_dodge / crowd_parry | the crowd in the target's square | Dodge -2/-4, Parry +2 |
| target_defensive | target state `fighting_defensively` / condition `total_defence` | +2 / +4 |
| target_wounded | target `wounded` / `light_wound` | defences -2 |

Full cover makes the target impossible to target (the line of fire says so).
"""

from __future__ import annotations

from battlemap.engine.attack_models import (
    AttackContext, AttackOdds, against, extra_count, int_stat, option, plus, signed,
)
from battlemap.engine.cover import PARTIAL
from battlemap.engine.modifiers import Modifier, total
from battlemap.engine.odds import d20_attack, d20_margin_distribution
from battlemap.engine.ranges import OUTSIDE

_SRC = "d20_mass"
ROUGH_SHOT = -2
COVER_BONUS = 4
PRONE_BONUS = 4
DEFENCE_BONUS_CAP = 4
WOUND_PENALTY = -2
_ACTIONS = {
    "charge": (2, "Charge"),
    "fight_defensively": (-4, "Fighting defensively"),
    "bull_rush": (-2, "Bull rush"),
    "grapple": (-4, "Grapple (unarmed)"),
}
_WOUNDED = frozenset({"wounded", "light_wound"})


class D20MassAttack:
    """d20 + AB against Dodge (or Parry) + 10, a tie misses."""

    system = "d20_mass"
    actions = ("attack", "aimed_attack", *_ACTIONS)

    def odds(self, ctx: AttackContext) -> AttackOdds:
        attack_mods = self._attack_terms(ctx)
        ab = int_stat(ctx.attacker, "ranged_attack" if ctx.is_ranged else "attack", 0)
        ab_total = ab + int(total(attack_mods))
        dodge, dodge_mods = self._dodge(ctx)
        name, defence, defence_mods = "Dodge", dodge, dodge_mods
        if not ctx.is_ranged and option(ctx.options, "parry_against_melee", True):
            parry, parry_mods = self._parry(ctx)
            if parry > dodge:
                name, defence, defence_mods = "Parry", parry, parry_mods
        return AttackOdds(
            roll=f"d20{plus(ab_total)} > {defence + 10}",
            modifiers=tuple(attack_mods + defence_mods),
            probability=d20_attack(ab_total, defence),
            distribution=d20_margin_distribution(ab_total, defence + 10),
            defence=f"{name} {defence}",
        )

    def _attack_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        aimed = ctx.aiming or ctx.action == "aimed_attack"
        if ctx.is_ranged and ctx.range.band == OUTSIDE and not aimed:
            rough = option(ctx.options, "rough_shot", ROUGH_SHOT)
            mods.append(Modifier("rough_shot", "Rough shot (outside own square, not aimed)", rough, _SRC))
        if ctx.action in _ACTIONS:
            value, label = _ACTIONS[ctx.action]
            mods.append(Modifier(ctx.action, label, value, _SRC))
        if ctx.attacker.conditions & _WOUNDED:
            mods.append(Modifier("wounded", "Wounded", WOUND_PENALTY, _SRC))
        return mods

    def _dodge(self, ctx: AttackContext) -> tuple[int, list[Modifier]]:
        t = ctx.target
        size = ctx.state.ruleset.sizes.get(t.size)
        acp = max(0, int_stat(t, "acp") - max(0, int_stat(t, "str_mod")))
        base = int_stat(t, "level", 1) // 2 + int_stat(t, "dex_mod") + (size.dodge if size else 0) - acp
        mods: list[Modifier] = []
        group = 0
        shield = _shield(t)
        if shield:
            against(mods, "shield", f"Shield: Dodge {signed(shield)}", shield, _SRC)
            group += shield
        point_blank = ctx.range.band != OUTSIDE
        if ctx.line.cover == PARTIAL and ctx.is_ranged and not point_blank:
            bonus = option(ctx.options, "partial_cover", COVER_BONUS)
            against(mods, "cover_partial", f"Partial cover: Dodge {signed(bonus)}", bonus, _SRC)
            group += bonus
        if t.posture == "prone":
            against(mods, "prone", f"Prone (partial concealment): Dodge +{PRONE_BONUS}", PRONE_BONUS, _SRC)
            group += PRONE_BONUS
        cap = option(ctx.options, "defence_bonus_cap", DEFENCE_BONUS_CAP)
        if group > cap:
            label = f"Shield + cover + posture capped at +{cap}"
            mods.append(Modifier("defence_cap", label, group - cap, _SRC))
            group = cap
        rest = self._defence_terms(ctx, "dodge", mods)
        return base + group + rest, mods

    def _parry(self, ctx: AttackContext) -> tuple[int, list[Modifier]]:
        mods: list[Modifier] = []
        rest = self._defence_terms(ctx, "parry", mods)
        return int_stat(ctx.target, "attack", 0) + rest, mods

    def _defence_terms(self, ctx: AttackContext, defence: str, mods: list[Modifier]) -> int:
        """Crowd, defensive stance and wounds: added to `mods`, returned as a sum."""
        change = 0
        for crowd in ctx.crowd.for_defence(defence):
            mods.append(Modifier(crowd.id, crowd.label, -crowd.value, crowd.source))
            change += int(crowd.value)
        t = ctx.target
        stance = 4 if t.conditions & {"total_defence", "total_defense"} else (
            2 if extra_count(t, "fighting_defensively") else 0)
        if stance:
            against(mods, "target_defensive", f"Target defending: {defence.title()} +{stance}", stance, _SRC)
            change += stance
        if t.conditions & _WOUNDED:
            against(mods, "target_wounded", f"Target wounded: {defence.title()} {WOUND_PENALTY}",
                    WOUND_PENALTY, _SRC)
            change += WOUND_PENALTY
        return change


def _shield(token) -> int:
    """The better of the `shield` stat and a readied shield's `shield_bonus` (never both)."""
    best = max(0, int_stat(token, "shield"))
    for weapon in token.ready_weapons():
        bonus = weapon.fields.get("shield_bonus")
        if isinstance(bonus, int) and not isinstance(bonus, bool):
            best = max(best, bonus)
    return best
