"""The stand-in system's attack model (docs/ADDING-A-SYSTEM.md step 3): d100 <= aim - guard.

The attacker's `aim` stat is its chance in percent (50 without the stat);
the target's `guard` stat takes that many points off, as one modifier. The
chance is exact (a Fraction of 100) and its distribution counts hits (0 or
1), which is all the odds panel charts.

| id | when | value |
|---|---|---|
| target_guard | the target has a `guard` stat above 0 | -guard |
"""

from __future__ import annotations

from fractions import Fraction

from battlemap.engine.attacks.distribution import Distribution
from battlemap.engine.attacks.models import AttackContext, AttackOdds, int_stat
from battlemap.engine.battle.modifiers import Modifier, total

_SRC = "stand_in"
DEFAULT_AIM = 50
SIDES = 100


class StandInAttack:
    """A fixed percentage from one stat, lowered by the target's guard."""

    system = "stand_in"
    actions = ("attack",)

    def odds(self, ctx: AttackContext) -> AttackOdds:
        """The roll, its one modifier and the exact chance."""
        mods = self._terms(ctx)
        chance = max(0, min(SIDES, int_stat(ctx.attacker, "aim", DEFAULT_AIM) + int(total(mods))))
        hit = Fraction(chance, SIDES)
        return AttackOdds(
            roll=f"d100 <= {chance}",
            modifiers=tuple(mods),
            probability=hit,
            distribution=Distribution.from_mapping({0: 1 - hit, 1: hit}),
        )

    def _terms(self, ctx: AttackContext) -> list[Modifier]:
        guard = int_stat(ctx.target, "guard", 0)
        return [Modifier("target_guard", f"Target guard {guard}", -guard, _SRC)] if guard > 0 else []
