"""d20 mass combat on 25 ft squares: movement budget, own-square threat, AoO triggers.

Readings chosen (RULES.md 3.2, 3.6, 3.7; listed in rulesets/README.md):

| option id | default | reading |
|---|---|---|
| move_budget_stat | "speed" | a move action moves the token's speed |
| move_budget_unit | "cells" | speed is in squares; a fraction left over buys no step (1.2 = 1 square) |
| move_budget_default | 1.2 | speed of a token without the stat (30 ft on 25 ft squares) |
| reactions_per_round | 1 | one AoO per round (回合 read as round) |
| combat_reflexes_stat | "combat_reflexes" | stat holding extra AoOs per round (true = unlimited) |
| aoo_with_ranged | true | an AoO is one basic attack, melee or ranged: any ready weapon threatens |
| melee_entry_exempt | true | a path ending in an enemy's square is entering to melee (the initiative contest), not an AoO |
| double_move | "pooled" | two move actions spent moving are one double move, their squares pooled (1.2 x 2 = 2 squares); "separate": each its own speed |
| minimum_move | "full_round" | a unit whose move actions cannot pay even one square moves one square as a full-round action; "none" |

A drag's budget (`movement_budget`) is every move action the turn still
offers, pooled (`systems/d20_mass/double_move`, which also prices the move
action by its path: one move action, both, or the full-round minimum move).

Threat: a token with a ready weapon threatens its own square(s); a
crossbow or gun must also be loaded (`systems/d20_mass/loading`). A mover
provokes when it leaves, enters or passes through that square; passing
through provokes once (on entering). No AoO from a surprised, flat-footed,
blinded or totally defending token.

The rest of the system lives beside this module: `systems/d20_mass/combat` (the
resolver hooks: natural 20, damage, conditions, volleys), `systems/d20_mass/damage`
(Toughness, Will, dice, the condition track), `systems/d20_mass/suppression`,
`systems/d20_mass/moves` (charge path, bull-rush push),
`systems/d20_mass/grapple` (grapple checks and options), `systems/d20_mass/actions`
(legality data cannot say, escape, moving a held unit), `systems/d20_mass/reactions`
(opportunity attacks interrupting a move, forced movement, aim/reload provoking),
`systems/d20_mass/objects` (load and overload), `systems/d20_mass/turns` (initiative,
the melee-entry contest, what starts and ends with a turn or round),
`systems/d20_mass/charge` (charge and bull rush as one move-then-strike action),
`systems/d20_mass/entry` (the contest when an attack follows a move into the
target's square), `systems/d20_mass/armed` (a grapple declared as a trip or disarm,
struck with a weapon) and `systems/d20_mass/multi` (several attacks at several
targets).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import OPPORTUNITY_ATTACK, SystemRules, Trigger
from battlemap.engine.systems.d20_mass.double_move import DOUBLE_MOVE, MINIMUM_MOVE, drag_allowance
from battlemap.engine.systems.d20_mass.loading import loaded_ready

MOVE_BUDGET_STAT = "speed"
MOVE_BUDGET_UNIT = "cells"
MOVE_BUDGET_DEFAULT = 1.2
AOO_PER_ROUND = 1
COMBAT_REFLEXES_STAT = "combat_reflexes"
AOO_WITH_RANGED = True
MELEE_ENTRY_EXEMPT = True


class D20MassRules(SystemRules):
    """Hooks of the d20 mass-combat house rules."""

    id: ClassVar[str] = "d20_mass"
    reaction_kind: ClassVar[str | None] = OPPORTUNITY_ATTACK
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": MOVE_BUDGET_STAT,
            "move_budget_unit": MOVE_BUDGET_UNIT,
            "move_budget_default": MOVE_BUDGET_DEFAULT,
            "reactions_per_round": AOO_PER_ROUND,
            "combat_reflexes_stat": COMBAT_REFLEXES_STAT,
            "aoo_with_ranged": AOO_WITH_RANGED,
            "melee_entry_exempt": MELEE_ENTRY_EXEMPT,
            "double_move": DOUBLE_MOVE,
            "minimum_move": MINIMUM_MOVE,
        }
    )
    EXTRA_CANNOT_ACT = frozenset({"flat_footed", "total_defence", "total_defense"})
    EXTRA_IMMOBILE = frozenset({"grappled", "disabled"})

    def movement_budget(self, state, token) -> float:
        """What a drag may cost now: the move actions left, pooled into a double move (option
        `double_move`), less the squares already moved (`systems/d20_mass/double_move`)."""
        return drag_allowance(self, state, token)

    def reaction_limit(self, token) -> int | None:
        base = super().reaction_limit(token)
        extra = token.stats.get(str(self.param("combat_reflexes_stat")))
        if extra is True or base is None:
            return None
        if isinstance(extra, (int, float)) and not isinstance(extra, bool):
            return base + max(0, int(extra))
        return base

    def threat_reach(self, token) -> frozenset[int]:
        # An unloaded crossbow or gun threatens nothing (systems/d20_mass/loading) [S].
        allowed = ("melee", "ranged", "thrown") if self.param("aoo_with_ranged") else ("melee",)
        if any(w.kind in allowed for w in loaded_ready(token)):
            return frozenset({0})
        return frozenset()

    def wait_reach(self, token) -> frozenset[int]:
        return self.threat_reach(token)

    def movement_trigger(self, *, before, after, entered, left, last, retreat):
        if left:
            return Trigger("leaves_square", at_start=True)
        if entered and not (last and self.param("melee_entry_exempt")):
            return Trigger("enters_square", at_start=False)
        return None
