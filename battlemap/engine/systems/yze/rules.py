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

Each movement action (move, crawl, retreat) gives one zone's worth of
movement (`move_budget_default` m; prone: half); a standing token in a zone
tagged `cramped` cannot move at all, only crawl. Engaged = the same or an
adjacent cell, not across a wall. Leaving Engaged
without the retreat fast action gives the enemy a free melee attack, out of
turn, that cannot be parried (pass `retreat=True` or set `state.retreat`);
the `retreat` action (systems/yze/combat.retreat) rolls Mobility and moves with the
flag set, resolving that free attack itself when the roll fails.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.play.budgets import LIMIT_TURN
from battlemap.engine.systems.base import FREE_ATTACK, SystemRules, Trigger

MOVE_BUDGET_UNIT = "grid"
MOVE_BUDGET_DEFAULT = 25
ENGAGED_NEEDS_WEAPON = False
FREE_ATTACKS_PER_ROUND = 0
OVERWATCH_FIRES_ON_START = True
OVERWATCH_BEFORE_OTHERS = True
OVERWATCH_ARC = 90
ENGAGED = frozenset({0, 1})
#: Catalogue actions that move a token (each counted per turn through its limit).
MOVEMENT_ACTIONS = ("move", "crawl", "retreat")
CRAMPED = "cramped"
MOVES_PER_ROUND = 2


def _in_cramped_zone(state, token) -> bool:
    grid = state.grid
    cells = {grid.index(c) for c in token.footprint if grid.in_bounds(c)}
    return any(CRAMPED in zone.tags and zone.cells & cells for zone in state.zones)


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

    def movement_budget(self, state, token) -> float:
        """One zone's worth (25 m) per movement action taken this turn and one more
        (never past two, the round's actions); nothing for a standing token in a cramped zone,
        where only crawling is possible (RULES.md 2.2)."""
        if token.posture != "prone" and _in_cramped_zone(state, token):
            return 0.0
        moves = sum(state.combat.spent_by(token.id, LIMIT_TURN + a) for a in MOVEMENT_ACTIONS)
        spent_key = str(self.param("move_spent_key"))
        spent = state.combat.spent_by(token.id, spent_key)
        per_move = super().movement_budget(state, token) + spent
        # Room for the next move action too: `check` judges a move before it is counted.
        return max(0.0, per_move * min(moves + 1, MOVES_PER_ROUND) - spent)

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
