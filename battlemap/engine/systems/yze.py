"""Year Zero Engine over a grid: zone-move budget, Engaged, free attacks, overwatch.

Readings chosen (RULES.md 2.2, 2.3, 2.6; listed in rulesets/README.md):

| option id | default | reading |
|---|---|---|
| move_budget_stat | "" | a move (fast action) has no stat |
| move_budget_unit | "grid" | its length is in the grid's unit (m), floored to whole cells |
| move_budget_default | 25 | one move reaches the next zone, zones being up to 25 m |
| engaged_needs_weapon | false | any active enemy gets the free attack (YZE allows unarmed close combat) |
| reactions_per_round | 0 | the free attack costs the enemy no action: no limit |
| overwatch_fires_on_start | true | a target in the watched direction is shot before its move even starts |
| overwatch_arc | 90 | an overwatch declared without an arc covers a 90 degree cone (RULES 2.9) |
| overwatch_before_others | true | the overwatch shot resolves before any other action (RULES 2.6) |

Engaged = the same or an adjacent cell, not across a wall. Leaving Engaged
without the retreat fast action gives the enemy a free melee attack, out of
turn, that cannot be parried (pass `retreat=True` or set `state.retreat`).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import FREE_ATTACK, SystemRules, Trigger

MOVE_BUDGET_UNIT = "grid"
MOVE_BUDGET_DEFAULT = 25
ENGAGED_NEEDS_WEAPON = False
FREE_ATTACKS_PER_ROUND = 0
OVERWATCH_FIRES_ON_START = True
OVERWATCH_BEFORE_OTHERS = True
OVERWATCH_ARC = 90
ENGAGED = frozenset({0, 1})


class YzeRules(SystemRules):
    """Hooks of the Year Zero Engine."""

    id: ClassVar[str] = "yze"
    reaction_kind: ClassVar[str | None] = FREE_ATTACK
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": "",
            "move_budget_unit": MOVE_BUDGET_UNIT,
            "move_budget_default": MOVE_BUDGET_DEFAULT,
            "engaged_needs_weapon": ENGAGED_NEEDS_WEAPON,
            "reactions_per_round": FREE_ATTACKS_PER_ROUND,
            "overwatch_fires_on_start": OVERWATCH_FIRES_ON_START,
            "overwatch_before_others": OVERWATCH_BEFORE_OTHERS,
            "overwatch_arc": OVERWATCH_ARC,
        }
    )
    EXTRA_CANNOT_ACT = frozenset({"grappled"})
    EXTRA_IMMOBILE = frozenset({"grappled", "broken"})

    def threat_reach(self, token) -> frozenset[int]:
        if self.param("engaged_needs_weapon") and not token.ready_weapons():
            return frozenset()
        return ENGAGED

    def wait_reach(self, token) -> frozenset[int]:
        return ENGAGED

    def movement_trigger(self, *, before, after, entered, left, last, retreat):
        if before and not after and not retreat:
            return Trigger("leaves_engaged", at_start=True)
        return None
