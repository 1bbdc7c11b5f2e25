"""The GURPS 4th Edition attack (RULES.md 1.6-1.7): 3d6 <= effective skill, then a defence.

Skill: the stat a weapon's `skill` field names, else `skill`, else `dx`
(10). Active defence (option `gurps_active_defence`, default on: the target
always defends when it can): the better of Dodge (stat `dodge`, else
floor(`basic_speed`) + 3) and, against melee, Parry (3 + skill // 2 + the
ready melee weapon's `parry` field), each + `shield_db`. No defence against
a target that made an All-Out Attack (state `all_out_attack`) or is
unconscious, helpless or surprised; stunned: -4.

Modifiers (value = effect on the attacker):

| id | when | value |
|---|---|---|
| range | shots and throws: Size and Speed/Range table, next higher row | 0, -1 ... |
| size | target Size Modifier (ruleset sizes `sm`) | +SM |
| target_posture | shots at a crouching/kneeling/sitting/crawling/prone target | -2 |
| cover_partial | shots at a target in partial cover (option `partial_cover`) | -2 |
| attacker_posture | melee from a crouching/kneeling/sitting (-2) or crawling/prone (-4) posture | |
| aim | aiming at this target (state `aiming`): +Acc, +1 after 2 turns, +2 after 3+ (`aim_turns`) | |
| evaluate | melee, state `evaluate` turns (max 3) | +1 each |
| all_out_attack | action: Determined | +4 melee, +1 ranged |
| move_and_attack | action | melee -4 (skill capped at 9), ranged -2 or the weapon's Bulk |
| defence_posture, defence_shield, defence_stunned | on the defence | |
"""

from __future__ import annotations

import math

from battlemap.engine.attack_models import (
    AttackContext, AttackOdds, against, extra_count, int_stat, option, stat,
)
from battlemap.engine.cover import PARTIAL
from battlemap.engine.modifiers import Modifier, Reason, total
from battlemap.engine.odds import gurps_hit, gurps_margin_distribution
from battlemap.engine.ranges import gurps_range_row, to_yards

_SRC = "gurps4e"
PARTIAL_COVER = -2
MOVE_AND_ATTACK_CAP = 9
_RANGED_POSTURE = {"crouching": -2, "kneeling": -2, "sitting": -2, "crawling": -2, "prone": -2}
_MELEE_POSTURE = {"crouching": -2, "kneeling": -2, "sitting": -2, "crawling": -4, "prone": -4}
_DEFENCE_POSTURE = {"kneeling": -2, "sitting": -2, "crawling": -3, "prone": -3}
_NO_DEFENCE = frozenset({"unconscious", "helpless", "surprised"})


def weapon_skill(token, weapon) -> int:
    """The skill a token attacks (and parries) with using `weapon`."""
    named = weapon.fields.get("skill") if weapon is not None else None
    if isinstance(named, str) and named in token.stats:
        return int_stat(token, named, 10)
    if "skill" in token.stats:
        return int_stat(token, "skill", 10)
    return int_stat(token, "dx", 10)


class GurpsAttack:
    """3d6 roll-under against effective skill, then the target's best active defence."""

    system = "gurps4e"
    actions = ("attack", "all_out_attack", "move_and_attack")

    def odds(self, ctx: AttackContext) -> AttackOdds:
        skill = weapon_skill(ctx.attacker, ctx.weapon)
        mods = self._attack_terms(ctx)
        effective = skill + int(total(mods))
        if ctx.action == "move_and_attack" and not ctx.is_ranged and effective > MOVE_AND_ATTACK_CAP:
            label = f"Move and Attack: skill at most {MOVE_AND_ATTACK_CAP}"
            mods.append(Modifier("move_and_attack_cap", label, MOVE_AND_ATTACK_CAP - effective, _SRC))
            effective = MOVE_AND_ATTACK_CAP
        defence = self._defence(ctx, mods)
        roll = f"3d6 <= {effective}"
        reasons = () if effective >= 3 else (Reason.of("skill_below_3", skill=effective),)
        return AttackOdds(
            roll=roll,
            modifiers=tuple(mods),
            probability=gurps_hit(effective, defence[1] if defence else None),
            distribution=gurps_margin_distribution(effective),
            defence=f"{defence[0]} {defence[1]}" if defence else None,
            reasons=reasons,
        )

    def _attack_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods: list[Modifier] = []
        a, t = ctx.attacker, ctx.target
        if ctx.is_ranged:
            yards = to_yards(ctx.range.distance, ctx.range.unit)
            row, penalty = gurps_range_row(yards)
            label = f"Range {yards:g} yd (row {row:g} yd)"
            mods.append(Modifier("range", label, penalty, f"{_SRC}:range_table"))
            if t.posture in _RANGED_POSTURE:
                value = _RANGED_POSTURE[t.posture]
                mods.append(Modifier("target_posture", f"Target {t.posture}", value, _SRC))
            if ctx.line.cover == PARTIAL:
                value = option(ctx.options, "partial_cover", PARTIAL_COVER)
                mods.append(Modifier("cover_partial", "Target in partial cover", value, _SRC))
        elif a.posture in _MELEE_POSTURE:
            value = _MELEE_POSTURE[a.posture]
            mods.append(Modifier("attacker_posture", f"Attacking while {a.posture}", value, _SRC))
        size = ctx.state.ruleset.sizes.get(t.size)
        if size is not None and size.sm:
            mods.append(Modifier("size", f"Target SM {size.sm:+d}", size.sm, _SRC))
        mods.extend(self._maneuver_terms(ctx))
        return mods

    def _maneuver_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        if ctx.is_ranged and ctx.aiming:
            acc = ctx.weapon.fields.get("acc", 0) if ctx.weapon is not None else 0
            acc = acc if isinstance(acc, int) and not isinstance(acc, bool) else 0
            turns = max(1, extra_count(ctx.attacker, "aim_turns"))
            bonus = acc + (1 if turns == 2 else 2 if turns >= 3 else 0)
            mods.append(Modifier("aim", f"Aim {turns} turn(s): Acc {acc}", bonus, _SRC))
        if not ctx.is_ranged and (turns := min(3, extra_count(ctx.attacker, "evaluate"))):
            mods.append(Modifier("evaluate", f"Evaluate {turns} turn(s)", turns, _SRC))
        if ctx.action == "all_out_attack":
            value = 1 if ctx.is_ranged else 4
            mods.append(Modifier("all_out_attack", "All-Out Attack (Determined)", value, _SRC))
        if ctx.action == "move_and_attack":
            bulk = ctx.weapon.fields.get("bulk", 0) if ctx.weapon is not None else 0
            bulk = bulk if isinstance(bulk, int) and not isinstance(bulk, bool) else 0
            value = min(-2, bulk) if ctx.is_ranged else -4
            mods.append(Modifier("move_and_attack", "Move and Attack", value, _SRC))
        return mods

    def _defence(self, ctx: AttackContext, mods: list[Modifier]) -> tuple[str, int] | None:
        """The target's best active defence (name, value), its terms added to `mods`."""
        t = ctx.target
        if not option(ctx.options, "gurps_active_defence", True):
            return None
        if t.conditions & _NO_DEFENCE or extra_count(t, "all_out_attack"):
            return None
        dodge = int_stat(t, "dodge", 0) if "dodge" in t.stats else math.floor(stat(t, "basic_speed", 5)) + 3
        best = ("Dodge", dodge)
        if not ctx.is_ranged:
            for weapon in t.ready_weapons():
                parry = weapon.fields.get("parry")
                if weapon.kind == "melee" and isinstance(parry, int) and not isinstance(parry, bool):
                    value = 3 + weapon_skill(t, weapon) // 2 + parry
                    if value > best[1]:
                        best = ("Parry", value)
        change = 0
        shield = int_stat(t, "shield_db", 0)
        if shield:
            against(mods, "defence_shield", f"Target's shield DB {shield}", shield, _SRC)
            change += shield
        if t.posture in _DEFENCE_POSTURE:
            value = _DEFENCE_POSTURE[t.posture]
            against(mods, "defence_posture", f"Target {t.posture}: defence {value}", value, _SRC)
            change += value
        if "stunned" in t.conditions:
            against(mods, "defence_stunned", "Target stunned: defence -4", -4, _SRC)
            change -= 4
        return best[0], best[1] + change
