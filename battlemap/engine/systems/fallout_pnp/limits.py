"""Fallout d100 homebrew: limits the catalogue's per-entry counts cannot say (RULES.md 4.3).

- "Once per round you may enter Overwatch": the four Overwatch entries
  (single, burst, dual, paired melee) share that one use; each entry's own
  `limits.per_round` counts only itself, so `overwatch_once` refuses an
  entry when another was declared this round (`overwatch_once_per_round`).
- "While climbing you cannot ... Run": there is no Run action, so a
  climber's dragged move past option `sneak_run_squares` squares (the
  reading of running, `systems/fallout_pnp/stealth`) is refused (`path_reasons`,
  `no_run_while_climbing`).
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.budgets import LIMIT_ROUND
from battlemap.engine.systems.fallout_pnp.stealth import SNEAK_RUN_SQUARES

#: "Once per round you may enter Overwatch", whichever entry declares it.
OVERWATCH_ENTRIES = ("overwatch", "overwatch_burst", "overwatch_dual", "overwatch_dual_melee")


def overwatch_once(state, action) -> list[Reason]:
    """Another Overwatch entry already used this round (its own entry's limit is the framework's)."""
    used = sum(state.combat.spent_by(action.actor, LIMIT_ROUND + other)
               for other in OVERWATCH_ENTRIES if other != action.id)
    return [Reason.of("overwatch_once_per_round", used=int(used))] if used else []


def path_reasons(state, token_id: str, path) -> list[Reason]:
    """No Run while climbing: a climber's move past `sneak_run_squares` squares is running."""
    token = state.token(token_id)
    if "climbing" not in token.conditions:
        return []  # every drag step asks: the common case returns at once
    limit = int(state.options.get("sneak_run_squares", SNEAK_RUN_SQUARES))
    if limit and len(path) > limit:
        return [Reason.of("no_run_while_climbing", squares=len(path), limit=limit)]
    return []
