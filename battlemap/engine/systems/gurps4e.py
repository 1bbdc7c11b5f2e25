"""GURPS 4e on 1 yd hexes: Move budget, reach C/1/2/3, Wait triggers only.

Readings chosen (RULES.md 1.2, 1.3, 1.6, 1.8; listed in rulesets/README.md):

| option id | default | reading |
|---|---|---|
| move_budget_stat | "basic_move" | a Move maneuver moves Basic Move in yards |
| move_budget_unit | "movement" | Move is in the ruleset's movement unit (yd, 1 per hex) |
| move_budget_default | 5 | Move of a token without the stat |
| crawling_reach_c_only | true | a crawling fighter attacks at reach C only (Postures table) |

No attacks of opportunity: a move provokes only armed Wait maneuvers whose
trigger it meets (`enters_reach`, ...). Threatened hexes are those within the
reach of a ready melee weapon (C = the own hex, 1 = adjacent, 2, 3 ...); an
unready weapon threatens nothing (R6). Posture move factors and the lying-down
cap of 1 yd come from the ruleset's postures table.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import SystemRules

MOVE_BUDGET_STAT = "basic_move"
MOVE_BUDGET_UNIT = "movement"
MOVE_BUDGET_DEFAULT = 5
CRAWLING_REACH_C_ONLY = True
REACH_C = 0


class Gurps4eRules(SystemRules):
    """Hooks of GURPS 4th edition tactical combat."""

    id: ClassVar[str] = "gurps4e"
    reaction_kind: ClassVar[str | None] = None
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": MOVE_BUDGET_STAT,
            "move_budget_unit": MOVE_BUDGET_UNIT,
            "move_budget_default": MOVE_BUDGET_DEFAULT,
            "crawling_reach_c_only": CRAWLING_REACH_C_ONLY,
        }
    )

    def wait_reach(self, token) -> frozenset[int]:
        reach = super().wait_reach(token)
        if token.posture == "crawling" and self.param("crawling_reach_c_only"):
            return reach & {REACH_C}
        return reach

    def threat_reach(self, token) -> frozenset[int]:
        return self.wait_reach(token)
