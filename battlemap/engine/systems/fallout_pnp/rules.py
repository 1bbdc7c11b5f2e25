"""Fallout d100 action points on 5 ft squares: AP budget, adjacent threat, AoO, overwatch.

Readings chosen (RULES.md 4.2-4.4; listed in rulesets/README.md):

| option id | default | reading |
|---|---|---|
| move_budget_stat | "ap" | movement spends the AP pool |
| move_budget_unit | "movement" | the pool is in AP; the ruleset charges 1 AP per square |
| move_budget_default | 10 | AP of a token without the stat |
| move_spent_key | "ap" | AP already spent this turn (`combat.spent[id].ap`) |
| opportunity_on_leaving | true | an AoO when the mover leaves a square adjacent to an enemy with a ready melee weapon (false: no AoO) |
| reactions_per_round | 1 | one AoO per enemy per round |
| overwatch_fires_on_start | true | an enemy already in the line that moves ("changing position") is shot |
| overwatch_first_only | true | several overwatchers on one line: only the first declared fires |
| overwatch_near | 1 | "passes near it or crosses it": the cells within 1 square of a line (that the watcher sees) are watched too; 0: the line only |

The Retreat action (3 AP) avoids every AoO until the end of the turn: pass
`retreat=True` or set `state.retreat` on the token. A melee overwatch
watches the weapon's reach instead of a line.

Companion modules: `systems/fallout_pnp/combat` (the d100 roll, criticals, Cancel
Attack, Focus, Take the Hit, damage), `systems/fallout_pnp/overwatch` (firing a
declared line), `systems/fallout_pnp/turns` (РК, Delay, turn start and end),
`systems/fallout_pnp/checks` (SPECIAL and skill checks of the catalogue),
`systems/fallout_pnp/reactions` (second lines, acting on a line, thrown items: the
reaction hooks), `systems/fallout_pnp/burst`, `systems/fallout_pnp/dual`,
`systems/fallout_pnp/dual_melee`, `systems/fallout_pnp/thrown`, `systems/fallout_pnp/thrown_hit`,
`systems/fallout_pnp/limits`, `systems/fallout_pnp/pickpocket`, `systems/fallout_pnp/stealth`,
`systems/fallout_pnp/mines`, `systems/fallout_pnp/setup`, `systems/fallout_pnp/terrain`,
`systems/fallout_pnp/ammo` (the rest of the catalogue's rules).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import OPPORTUNITY_ATTACK, SystemRules, Trigger

MOVE_BUDGET_STAT = "ap"
MOVE_BUDGET_UNIT = "movement"
MOVE_BUDGET_DEFAULT = 10
MOVE_SPENT_KEY = "ap"
OPPORTUNITY_ON_LEAVING = True
AOO_PER_ROUND = 1
OVERWATCH_FIRES_ON_START = True
OVERWATCH_FIRST_ONLY = True
OVERWATCH_NEAR = 1


class FalloutPnpRules(SystemRules):
    """Hooks of the Fallout d100 action-point homebrew."""

    id: ClassVar[str] = "fallout_pnp"
    reaction_kind: ClassVar[str | None] = OPPORTUNITY_ATTACK
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": MOVE_BUDGET_STAT,
            "move_budget_unit": MOVE_BUDGET_UNIT,
            "move_budget_default": MOVE_BUDGET_DEFAULT,
            "move_spent_key": MOVE_SPENT_KEY,
            "opportunity_on_leaving": OPPORTUNITY_ON_LEAVING,
            "reactions_per_round": AOO_PER_ROUND,
            "overwatch_fires_on_start": OVERWATCH_FIRES_ON_START,
            "overwatch_first_only": OVERWATCH_FIRST_ONLY,
            "overwatch_near": OVERWATCH_NEAR,
        }
    )
    EXTRA_IMMOBILE = frozenset({"knocked_down"})

    def threat_reach(self, token) -> frozenset[int]:
        if not self.param("opportunity_on_leaving"):
            return frozenset()
        return self.wait_reach(token)

    def overwatch_uses_reach(self, token) -> bool:
        return not super().can_overwatch(token) and bool(self.wait_reach(token))

    def overwatch_near(self, token) -> int:
        # A melee overwatch watches its weapon's reach ("crossing the weapon's range"), not a line.
        return 0 if self.overwatch_uses_reach(token) else max(0, int(self.param("overwatch_near")))

    def can_overwatch(self, token) -> bool:
        return super().can_overwatch(token) or bool(self.wait_reach(token))

    def movement_trigger(self, *, before, after, entered, left, last, retreat):
        if before and not retreat:
            return Trigger("leaves_threatened_square", at_start=True)
        return None
