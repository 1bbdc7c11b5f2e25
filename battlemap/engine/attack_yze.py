"""The Year Zero Engine attack (RULES.md 2.4-2.5): a d6 pool needing one six.

Pool: close combat `strength` + `melee`, shots `agility` + `marksmanship`,
throws `agility` + `mobility`, plus the weapon's gear `bonus`. Modifiers add
or remove dice (removed from skill, then gear, then attribute dice).

Close combat is opposed by a parry (option `yze_parry`, default on: the
target parries whenever it can) when the target has an action left this
round (`combat.spent[id].actions` < 2), holds a ready melee weapon (or both
fight unarmed), and is not defenceless; a sneak or free attack cannot be
parried. Parry pool: `strength` + `melee` + the parrying weapon's bonus.

Modifiers (dice; value = effect on the attacker):

| id | when | dice |
|---|---|---|
| range_band | shots: Engaged -3 (+3 at an unaware target), Short 0, Medium -1, Long -2, Extreme -3 | |
| aim | aiming at this target (state `aiming`) or action `aimed_attack` | +2 |
| target_size | shots at a large (+2) or small (-2) target | |
| darkness | shots into a zone tagged `dark` (-2) or `dim` (-1) | |
| attacker_prone / target_prone | close combat | -2 / +2 |
| defenceless | close combat against an unaware/defenceless target (not above +3 with prone) | +3 |
| sneak_attack | action | +3, no parry |

Cover works like armour against shots (it reduces damage), so partial cover
is not a hit modifier; full cover leaves no line of fire.
"""

from __future__ import annotations

from battlemap.engine.attack_models import (
    MELEE, RANGED, THROWN, AttackContext, AttackOdds, int_stat, option,
)
from battlemap.engine.modifiers import Modifier, Reason, total
from battlemap.engine.odds import (
    apply_pool_modifier, opposed_pool, pool_success, pool_success_distribution,
)

_SRC = "yze"
ACTIONS_KEY = "actions"
ACTIONS_PER_ROUND = 2
_BANDS = {"engaged": -3, "short": 0, "medium": -1, "long": -2, "extreme": -3}
_SIZES = {"large": 2, "small": -2}
_DARK = {"dark": -2, "dim": -1}
_UNAWARE = frozenset({"unaware", "defenceless", "defenseless", "helpless", "broken"})
_NO_PARRY_ACTIONS = frozenset({"sneak_attack", "free_attack"})
_POOLS = {
    MELEE: ("strength", "melee"), RANGED: ("agility", "marksmanship"), THROWN: ("agility", "mobility"),
}


def _bonus(weapon) -> int:
    value = weapon.fields.get("bonus", 0) if weapon is not None else 0
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


class YzeAttack:
    """Binomial d6 pools; close combat opposed by parry dice."""

    system = "yze"
    actions = ("attack", "aimed_attack", "sneak_attack", "free_attack")

    def odds(self, ctx: AttackContext) -> AttackOdds:
        attribute_id, skill_id = _POOLS[ctx.mode]
        attribute = max(0, int_stat(ctx.attacker, attribute_id, 3))
        skill = max(0, int_stat(ctx.attacker, skill_id, 0))
        gear = max(0, _bonus(ctx.weapon))
        mods = self._ranged_terms(ctx) if ctx.is_ranged else self._melee_terms(ctx)
        dice = sum(apply_pool_modifier(attribute, skill, gear, int(total(mods))))
        parry = self._parry(ctx)
        if parry is None:
            roll, probability = f"{dice} dice", pool_success(dice)
            distribution = pool_success_distribution(dice)
        else:
            roll, probability = f"{dice} dice vs {parry} parry dice", opposed_pool(dice, parry)
            distribution = pool_success_distribution(dice) - pool_success_distribution(parry)
        return AttackOdds(
            roll=roll,
            modifiers=tuple(mods),
            probability=probability,
            distribution=distribution,
            reasons=() if dice > 0 else (Reason.of("empty_pool"),),
        )

    def _ranged_terms(self, ctx: AttackContext) -> list[Modifier]:
        mods = []
        band = ctx.range.band or "short"
        value = _BANDS.get(band, 0)
        if band == "engaged" and ctx.target.conditions & _UNAWARE:
            value = 3
        mods.append(Modifier("range_band", f"Range {band}", value, f"{_SRC}:ranged_table"))
        if ctx.aiming or ctx.action == "aimed_attack":
            mods.append(Modifier("aim", "Aimed", 2, _SRC))
        if ctx.target.size in _SIZES:
            label = f"{ctx.target.size.title()} target"
            mods.append(Modifier("target_size", label, _SIZES[ctx.target.size], _SRC))
        dark = self._darkness(ctx)
        if dark:
            mods.append(Modifier("darkness", "Target in the dark" if dark == -2 else "Dim light", dark, _SRC))
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
            mods.append(Modifier("attacker_prone", "Attacking while prone", -2, _SRC))
        prone = ctx.target.posture == "prone"
        if prone:
            mods.append(Modifier("target_prone", "Target prone", 2, _SRC))
        if ctx.target.conditions & _UNAWARE:
            mods.append(Modifier("defenceless", "Target unaware or defenceless", 1 if prone else 3, _SRC))
        if ctx.action == "sneak_attack":
            mods.append(Modifier("sneak_attack", "Sneak attack", 3, _SRC))
        return mods

    def _parry(self, ctx: AttackContext) -> int | None:
        """Parry dice, or None when the target does not (or cannot) parry."""
        t = ctx.target
        if ctx.is_ranged or not option(ctx.options, "yze_parry", True):
            return None
        if ctx.action in _NO_PARRY_ACTIONS or t.conditions & _UNAWARE:
            return None
        if ctx.state.combat.spent_by(t.id, ACTIONS_KEY) >= ACTIONS_PER_ROUND:
            return None
        weapons = [w for w in t.ready_weapons() if w.kind == MELEE]
        unarmed = ctx.weapon is None or ctx.weapon.id == "unarmed"
        if not weapons and not unarmed:
            return None
        gear = max((_bonus(w) for w in weapons), default=0)
        return max(0, int_stat(t, "strength", 3)) + max(0, int_stat(t, "melee", 0)) + gear
