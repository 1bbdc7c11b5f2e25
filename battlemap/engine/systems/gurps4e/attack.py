"""The GURPS 4th Edition attack (RULES.md 1.3, 1.6-1.7): 3d6 <= effective skill, then a defence.

Skill: the stat a weapon's `skill` field names, else `skill`, else `dx`
(10). The target's active defences follow its last maneuver
(`systems/gurps4e/defence.py`): none after an All-Out Attack, no Parry after
Move and Attack, +2 or a second defence after All-Out Defense; option
`gurps_active_defence` (default on) lets the target always defend when it
can. A critical success allows no defence; with Double Defense
P(hit) = P(ordinary success) x (1 - P(first)) x (1 - P(second)) + P(critical).

Modifiers (value = effect on the attacker):

| id | when | value |
|---|---|---|
| range | shots and throws: Size and Speed/Range table, next higher row | 0, -1 ... |
| size | target Size Modifier (ruleset sizes `sm`) | +SM |
| target_posture | shots at a crouching/kneeling/sitting/crawling/prone target | -2 |
| cover_partial | shots at a target in partial cover (option `partial_cover`) | -2 |
| attacker_posture | melee from a crouching/kneeling/sitting (-2) or crawling/prone (-4) posture | |
| aim | aiming at this target (state `aiming`): +Acc, +1 after 2 turns, +2 after 3+ (`aim_turns`) | |
| evaluate | melee at the foe evaluated (`evaluate_target`), `evaluate` turns (max 3) | +1 each |
| all_out_attack | Determined | +4 melee, +1 ranged |
| move_and_attack | action | melee -4 (skill capped at 9), ranged -2 or the weapon's Bulk |
| defence_* | the defence: shield DB, posture, stun, feint, All-Out Defense, retreat | |

Actions: attack, the All-Out Attack variants (all_out_attack = Determined,
_double, _feint (the attack after the feint), _strong (+2 damage, the
resolver's), _suppression (RoF 5+ only)), move_and_attack, and feint (a Quick
Contest of weapon skill against the foe's best of melee skill, shield skill
and DX; its chance is the chance of winning). Reasons only GURPS knows:
`crawling_reach_c_only` (a crawling fighter strikes only into its own hex,
Postures table, system parameter crawling_reach_c_only),
`skill_below_3`, `not_loaded` (a weapon that fired the shots of its Shots
column and is not yet reloaded by the Readies in its parentheses, R7,
`systems/gurps4e/loading`), `wrong_grip` (a reach-changing weapon held
at another reach, R10), `rof_below_5`, `feint_needs_melee`.
"""

from __future__ import annotations

from fractions import Fraction

from battlemap.engine.attacks.cover import PARTIAL
from battlemap.engine.attacks.models import AttackContext, AttackOdds, extra_count, int_stat, option
from battlemap.engine.attacks.ranges import to_yards
from battlemap.engine.battle.modifiers import Modifier, Reason, total
from battlemap.engine.systems.gurps4e import modifier_words as words
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.gurps4e.defence import plan_defence, skill_with
from battlemap.engine.systems.gurps4e.loading import not_loaded_reason
from battlemap.engine.systems.gurps4e.odds import (
    dist_3d6, gurps_critical_success, gurps_margin_distribution, gurps_success, is_success,
)
from battlemap.engine.systems.gurps4e.ranges import gurps_range_row

_SRC = "gurps4e"
PARTIAL_COVER = -2
MOVE_AND_ATTACK_CAP = 9
SUPPRESSION_ROF = 5
DETERMINED_MELEE, DETERMINED_RANGED = 4, 1
FEINT = "feint"
GRIP = "grip"
_RANGED_POSTURE = {"crouching": -2, "kneeling": -2, "sitting": -2, "crawling": -2, "prone": -2}
_MELEE_POSTURE = {"crouching": -2, "kneeling": -2, "sitting": -2, "crawling": -4, "prone": -4}


def weapon_skill(token, weapon) -> int:
    """The skill a token attacks (and parries) with using `weapon`."""
    return skill_with(token, weapon)


def hit_chance(skill: int, defences: tuple[int, ...]) -> Fraction:
    """P(hit): an ordinary success must beat every defence in turn; a critical beats all."""
    attack = gurps_success(skill)
    critical = gurps_critical_success(skill) if attack else Fraction(0)
    miss_all = Fraction(1)
    for value in defences:
        miss_all *= 1 - gurps_success(value, defence=True)
    return (attack - critical) * miss_all + critical


def quick_contest(skill: int, resist: int) -> Fraction:
    """P(the attacker wins a Quick Contest): succeed, and the foe fails or has a smaller margin."""
    dist = dist_3d6()
    won = Fraction(0)
    for a, pa in dist.items():
        if not is_success(a, skill) or skill < 3:
            continue
        for d, pd in dist.items():
            if not is_success(d, resist) or resist - d < skill - a:
                won += pa * pd
    return won


def feint_resistance(token) -> int:
    """The foe's best of its ready melee weapons' skill, its shield skill and DX."""
    best = int_stat(token, "dx", 10)
    for weapon in token.ready_weapons():
        if weapon.kind == "melee":
            best = max(best, skill_with(token, weapon))
    if "shield_skill" in token.stats:
        best = max(best, int_stat(token, "shield_skill", 0))
    return best


class GurpsAttack:
    """3d6 roll-under against effective skill, then the target's defences."""

    system = "gurps4e"
    actions = (
        "attack", "all_out_attack", "move_and_attack", FEINT, "all_out_attack_double",
        "all_out_attack_feint", "all_out_attack_strong", "all_out_attack_suppression",
    )

    def odds(self, ctx: AttackContext) -> AttackOdds:
        skill = weapon_skill(ctx.attacker, ctx.weapon)
        mods = self._attack_terms(ctx)
        effective = skill + int(total(mods))
        if ctx.action == "move_and_attack" and not ctx.is_ranged and effective > MOVE_AND_ATTACK_CAP:
            mods.append(Modifier.worded("move_and_attack_cap", words.MOVE_AND_ATTACK_CAP,
                                        MOVE_AND_ATTACK_CAP - effective, _SRC, cap=MOVE_AND_ATTACK_CAP))
            effective = MOVE_AND_ATTACK_CAP
        reasons = list(self._reasons(ctx, effective))
        if ctx.action == FEINT:
            resist = feint_resistance(ctx.target)
            return AttackOdds(
                roll=f"3d6 <= {effective} vs 3d6 <= {resist} (Quick Contest)", modifiers=tuple(mods),
                probability=Fraction(0) if reasons else quick_contest(effective, resist),
                distribution=gurps_margin_distribution(effective), reasons=tuple(reasons),
            )
        plan = plan_defence(ctx.state, ctx.attacker, ctx.target, ranged=ctx.is_ranged, mods=mods)
        chance = hit_chance(effective, tuple(v for _, v in plan.rolls))
        return AttackOdds(
            roll=f"3d6 <= {effective}",
            modifiers=tuple(mods),
            probability=Fraction(0) if reasons else chance,
            distribution=gurps_margin_distribution(effective),
            defence=plan.label(),
            reasons=tuple(reasons),
        )

    def _reasons(self, ctx: AttackContext, effective: int):
        if effective < 3:
            yield Reason.of("skill_below_3", skill=effective)
        weapon, token = ctx.weapon, ctx.attacker
        if weapon is None:
            return
        unloaded = not_loaded_reason(token, weapon)  # the Shots column's Readies (R7)
        if unloaded is not None:
            yield unloaded
        grip = token.tactical.extra.get(GRIP)
        if (not ctx.is_ranged and weapon.fields.get("grip_ready") is True and isinstance(grip, int)
                and grip in weapon.reach):
            at = distance(ctx.state, token, ctx.target)
            if at != grip:
                yield Reason.of("wrong_grip", weapon=weapon.id, grip=grip, distance=at)
        if ctx.action == "all_out_attack_suppression":
            rof = weapon.fields.get("rof", 1)
            if not ctx.is_ranged or not isinstance(rof, int) or rof < SUPPRESSION_ROF:
                yield Reason.of("rof_below_5", weapon=weapon.id, rof=rof)
        if ctx.action == FEINT and ctx.is_ranged:
            yield Reason.of("feint_needs_melee", weapon=weapon.id)
        if (not ctx.is_ranged and token.posture == "crawling" and ctx.state.rules.param("crawling_reach_c_only")
                and distance(ctx.state, token, ctx.target) > 0):
            yield Reason.of("crawling_reach_c_only", distance=distance(ctx.state, token, ctx.target))

    def _attack_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods: list[Modifier] = []
        a, t = ctx.attacker, ctx.target
        if ctx.is_ranged:
            yards = to_yards(ctx.range.distance, ctx.range.unit)
            row, penalty = gurps_range_row(yards)
            mods.append(Modifier.worded("range", words.RANGE, penalty, f"{_SRC}:range_table", yards=yards, row=row))
            if t.posture in _RANGED_POSTURE:
                value = _RANGED_POSTURE[t.posture]
                mods.append(Modifier.worded("target_posture", words.TARGET_POSTURE, value, _SRC,
                                            posture=words.posture(t.posture)))
            if ctx.line.cover == PARTIAL:
                value = option(ctx.options, "partial_cover", PARTIAL_COVER)
                mods.append(Modifier.worded("cover_partial", words.PARTIAL_COVER, value, _SRC))
        elif a.posture in _MELEE_POSTURE:
            value = _MELEE_POSTURE[a.posture]
            mods.append(Modifier.worded("attacker_posture", words.ATTACKER_POSTURE, value, _SRC,
                                        posture=words.posture(a.posture)))
        size = ctx.state.ruleset.sizes.get(t.size)
        if size is not None and size.sm:
            mods.append(Modifier.worded("size", words.SIZE, size.sm, _SRC, sm=size.sm))
        mods.extend(self._maneuver_terms(ctx))
        return mods

    def _maneuver_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        if ctx.is_ranged and ctx.aiming:
            acc = ctx.weapon.fields.get("acc", 0) if ctx.weapon is not None else 0
            acc = acc if isinstance(acc, int) and not isinstance(acc, bool) else 0
            turns = max(1, extra_count(ctx.attacker, "aim_turns"))
            bonus = acc + (1 if turns == 2 else 2 if turns >= 3 else 0)
            mods.append(Modifier.worded("aim", words.AIM, bonus, _SRC, turns=turns, acc=acc))
            if ctx.attacker.tactical.extra.get("braced") is True:
                mods.append(Modifier.worded("aim_braced", words.AIM_BRACED, 1, _SRC))
        evaluated = ctx.attacker.tactical.extra.get("evaluate_target", ctx.target.id) == ctx.target.id
        if not ctx.is_ranged and evaluated and (turns := min(3, extra_count(ctx.attacker, "evaluate"))):
            mods.append(Modifier.worded("evaluate", words.EVALUATE, turns, _SRC, turns=turns))
        shock = ctx.attacker.tactical.extra.get("shock_now")
        if isinstance(shock, int) and not isinstance(shock, bool) and shock > 0:
            mods.append(Modifier.worded("shock", words.SHOCK, -shock, _SRC, shock=shock))
        if ctx.action == "all_out_attack":
            value = DETERMINED_RANGED if ctx.is_ranged else DETERMINED_MELEE
            mods.append(Modifier.worded("all_out_attack", words.ALL_OUT_ATTACK, value, _SRC))
        if ctx.action == "move_and_attack":
            bulk = ctx.weapon.fields.get("bulk", 0) if ctx.weapon is not None else 0
            bulk = bulk if isinstance(bulk, int) and not isinstance(bulk, bool) else 0
            value = min(-2, bulk) if ctx.is_ranged else -4
            mods.append(Modifier.worded("move_and_attack", words.MOVE_AND_ATTACK, value, _SRC))
        return mods
