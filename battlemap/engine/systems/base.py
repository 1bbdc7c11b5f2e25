"""What every system's movement hooks share, and the defaults they override.

A system module (gurps4e, yze, d20_mass, fallout_pnp) is a `SystemRules`
subclass whose class attribute `DEFAULTS` lists its parameters: module
constants, each overridable by a ruleset option of the same id (so a house
rule that changes a number is a data edit). The hooks answer what ruleset data
cannot say on its own:

- the movement budget of a token (in the ruleset's movement unit);
- whether a token can react at all (conscious, not surprised, can see);
- the reach distances it threatens, for opportunity or free attacks, and the
  reach its armed Wait watches;
- which step of a path triggers its reaction (`movement_trigger`), and how
  overwatch behaves (fires when the mover starts in the line, only the first
  declared of several fires, resolves before other reactions).

Shared parameters (every system; a subclass changes the defaults):

| id | meaning |
|---|---|
| move_budget_stat | token stat holding the movement allowance ("" = none, use the default) |
| move_budget_unit | unit of that stat: "movement" (the ruleset's movement unit), "cells", or "grid" (the grid's unit, e.g. ft, floored to whole cells) |
| move_budget_default | allowance when the token has no such stat |
| move_spent_key | key of `combat.spent[token]` already spent from it this turn |
| reactions_per_round | reactions (opportunity attacks) a token may make per round; 0 = unlimited |
| reactions_spent_key | key of `combat.spent[token]` counting reactions used this round |
| overwatch_fires_on_start | a mover already inside a watched line that moves is shot as it starts |
| overwatch_first_only | of several overwatches triggered at one step, only the first declared fires |
| overwatch_before_others | overwatch resolves before other reactions of the same step |
| overwatch_arc | width in degrees of an overwatch declared with arc 0 or none (0 = a line) |
| overwatch_spent_key | key of `combat.spent[token]`: 1 or more = its overwatch already fired this round |

Readings shared by all systems (listed in rulesets/README.md):

| reading | choice |
|---|---|
| who can react | not surprised, conscious, not blinded; conditions below |
| threat across a wall | a cell behind a wall, closed door or wall corner is not threatened |
| reaction limit along one path | each enemy reacts at most once per kind to one move |
| Wait triggers | `enters_reach`, `leaves_reach`, `moves_in_reach` fire; other trigger texts are left to the GM |
| overwatch reach | the longest readied ranged weapon's range, else to the map edge |
| overwatch line | `arc` 0: the ray through the `toward` cell; arc > 0: a cone; both stop at what blocks sight; `overwatch_near` cells beside it (that the watcher sees) are watched too, 0 unless a system says so |
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from battlemap.engine.battle.state import BattleState, TokenState

Scalar = int | float | str | bool

#: Conditions under which a token makes no reaction at all.
CANNOT_ACT = frozenset(
    {"surprised", "unconscious", "disabled", "dead", "broken", "helpless", "stunned", "paralyzed"}
)
#: Conditions under which a token sees nothing.
CANNOT_SEE = frozenset({"blinded", "blind"})
#: Conditions under which a token cannot move.
IMMOBILE = frozenset({"immobilized", "paralyzed", "unconscious", "dead", "helpless"})

#: Conditions that take a token out of the fight for good (fallen or routed): it no longer counts
#: for its side when the battle is judged (engine/objectives). Stunned or surprised are passing.
OUT_OF_FIGHT = frozenset({"dead", "unconscious", "comatose", "disabled", "broken", "helpless", "routed", "fled"})

#: Wait triggers the engine understands (SCENARIO-FORMAT `state.wait.trigger`).
WAIT_TRIGGERS = ("enters_reach", "leaves_reach", "moves_in_reach")

OPPORTUNITY_ATTACK = "opportunity_attack"
FREE_ATTACK = "free_attack"
OVERWATCH = "overwatch"
WAIT = "wait"
REACTION_KINDS = (OPPORTUNITY_ATTACK, FREE_ATTACK, OVERWATCH, WAIT)


@dataclass(frozen=True, slots=True)
class Trigger:
    """A reaction a step provokes: why (a reason code) and where the mover is.

    `at_start` True: the mover is hit in the cell it leaves (leaving a
    threatened square); False: in the cell it enters.
    """

    why: str
    at_start: bool


@dataclass(frozen=True)
class SystemRules:
    """Movement, reach and reaction hooks of one game system."""

    id: ClassVar[str] = "base"
    #: Kind of the reaction a threatening enemy makes (None: the system has none).
    reaction_kind: ClassVar[str | None] = None
    DEFAULTS: ClassVar[Mapping[str, Scalar]] = MappingProxyType(
        {
            "move_budget_stat": "",
            "move_budget_unit": "cells",
            "move_budget_default": 5,
            "move_spent_key": "move",
            "reactions_per_round": 1,
            "reactions_spent_key": "reactions",
            "overwatch_fires_on_start": False,
            "overwatch_first_only": False,
            "overwatch_before_others": False,
            "overwatch_arc": 0,
            "overwatch_spent_key": "overwatch",
        }
    )
    #: System-specific conditions added to the shared sets above.
    EXTRA_CANNOT_ACT: ClassVar[frozenset[str]] = frozenset()
    EXTRA_IMMOBILE: ClassVar[frozenset[str]] = frozenset()
    EXTRA_OUT_OF_FIGHT: ClassVar[frozenset[str]] = frozenset()

    params: Mapping[str, Scalar] = field(default_factory=dict)

    @classmethod
    def from_options(cls, options: Mapping[str, Scalar]) -> SystemRules:
        """The hooks with each default overridden by the ruleset option of the same id."""
        params = {**SystemRules.DEFAULTS, **cls.DEFAULTS}
        for key, value in options.items():
            if key in params:
                params[key] = value
        return cls(MappingProxyType(params))

    def param(self, name: str) -> Any:
        """A parameter's value (KeyError names the unknown parameter)."""
        return self.params[name]

    # --- budgets ---------------------------------------------------------------
    def movement_budget(self, state: BattleState, token: TokenState) -> float:
        """What the token may still move this turn, in the ruleset's movement unit.

        The allowance (`movement_allowance`) minus what `combat.spent` says
        was already moved; never below 0.
        """
        budget = self.movement_allowance(state, token)
        budget -= state.combat.spent_by(token.id, str(self.param("move_spent_key")))
        return max(0.0, float(budget))

    def movement_allowance(self, state: BattleState, token: TokenState) -> float:
        """The token's whole allowance, nothing spent: the stat (or the default) converted to
        movement units, times the posture's move factor, capped by the posture's maximum."""
        raw = self._allowance(token)
        per_cell = float(state.ruleset.movement.cost_per_cell)
        unit = self.param("move_budget_unit")
        if unit == "cells":
            budget = raw * per_cell
        elif unit == "grid":
            budget = math.floor(raw / state.spec.cell + 1e-9) * per_cell
        else:
            budget = raw
        posture = state.ruleset.postures.get(token.posture)
        if posture is not None:
            budget *= float(posture.move_factor)
            if posture.move_max is not None:
                budget = min(budget, float(posture.move_max))
        return max(0.0, float(budget))

    def _allowance(self, token: TokenState) -> float:
        stat = str(self.param("move_budget_stat"))
        value = token.stats.get(stat) if stat else None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            value = self.param("move_budget_default")
        return float(value)

    # --- who can act -------------------------------------------------------------
    def cannot_react(self, token: TokenState) -> str | None:
        """The condition that stops `token` reacting, or None when it can."""
        for condition in sorted(token.conditions):
            if condition in CANNOT_ACT or condition in self.EXTRA_CANNOT_ACT:
                return condition
            if condition in CANNOT_SEE:
                return condition
        return None

    def out_of_fight(self, token: TokenState) -> str | None:
        """The condition that took `token` out of the fight (fallen or routed), or None while it fights."""
        for condition in sorted(token.conditions):
            if condition in OUT_OF_FIGHT or condition in self.EXTRA_OUT_OF_FIGHT:
                return condition
        return None

    def immobile(self, token: TokenState) -> str | None:
        """The condition that stops `token` moving, or None."""
        for condition in sorted(token.conditions):
            if condition in IMMOBILE or condition in self.EXTRA_IMMOBILE:
                return condition
        return None

    def reaction_limit(self, token: TokenState) -> int | None:
        """Reactions `token` may make per round (None: no limit)."""
        limit = int(self.param("reactions_per_round"))
        return None if limit <= 0 else limit

    def reactions_left(self, state: BattleState, token: TokenState) -> int | None:
        """Reactions `token` has left this round (None: no limit)."""
        limit = self.reaction_limit(token)
        if limit is None:
            return None
        used = state.combat.spent_by(token.id, str(self.param("reactions_spent_key")))
        return max(0, limit - int(used))

    # --- reach -----------------------------------------------------------------
    def threat_reach(self, token: TokenState) -> frozenset[int]:
        """Distances (0 = own cells) at which `token` gets its reaction; empty: none."""
        return frozenset()

    def wait_reach(self, token: TokenState) -> frozenset[int]:
        """Distances an armed Wait watches: the reach of the token's ready melee weapons."""
        reach: set[int] = set()
        for weapon in token.ready_weapons():
            if weapon.kind == "melee":
                reach.update(weapon.reach)
        return frozenset(reach)

    def overwatch_uses_reach(self, token: TokenState) -> bool:
        """True when the token's overwatch watches its melee reach instead of a line."""
        return False

    def overwatch_near(self, token: TokenState) -> int:
        """Cells beside a watched line (or cone) that `token`'s overwatch also watches
        (something passing near it); 0: the line itself only."""
        return 0

    def can_overwatch(self, token: TokenState) -> bool:
        """True when the token holds a weapon its overwatch can fire."""
        return any(w.kind in ("ranged", "thrown") for w in token.ready_weapons())

    def overwatch_armed(self, state: BattleState, token: TokenState) -> bool:
        """True when the token has declared an overwatch it can still fire this round."""
        if token.tactical.overwatch is None or not self.can_overwatch(token):
            return False
        if self.cannot_react(token) is not None:
            return False
        return state.combat.spent_by(token.id, str(self.param("overwatch_spent_key"))) < 1

    # --- triggers ----------------------------------------------------------------
    def movement_trigger(
        self, *, before: bool, after: bool, entered: bool, left: bool, last: bool, retreat: bool
    ) -> Trigger | None:
        """The reaction one step provokes from one threatening enemy, or None.

        `before`/`after`: the mover's cells touch the enemy's threatened cells
        before/after the step; `entered`/`left`: the step enters a threatened
        cell it did not cover / leaves one it no longer covers; `last`: the
        final step of the path; `retreat`: the mover took its system's retreat.
        """
        return None


def wait_trigger(trigger: str, *, before: bool, after: bool) -> Trigger | None:
    """Whether an armed Wait with this trigger text fires on a step."""
    if trigger == "enters_reach" and after and not before:
        return Trigger("enters_reach", at_start=False)
    if trigger == "leaves_reach" and before and not after:
        return Trigger("leaves_reach", at_start=True)
    if trigger == "moves_in_reach" and (before or after):
        return Trigger("moves_in_reach", at_start=before)
    return None
