"""The stand-in system's rules (docs/ADDING-A-SYSTEM.md step 2): a flat movement budget.

A token moves as many cells as its `stride` stat says; a token without it
moves `move_budget_default` cells (4 here, which a ruleset option of the same
id overrides). Nobody threatens anybody, so a move provokes no reaction.

| option id | default | reading |
|---|---|---|
| move_budget_stat | "stride" | the stat holding a token's movement, in cells |
| move_budget_unit | "cells" | the stat counts cells |
| move_budget_default | 4 | cells of a token without `stride` |
"""

from __future__ import annotations

from types import MappingProxyType
from typing import ClassVar

from battlemap.engine.systems.base import SystemRules

MOVE_BUDGET_STAT = "stride"
MOVE_BUDGET_DEFAULT = 4


class StandInRules(SystemRules):
    """Movement from one stat; no threat, no reactions."""

    id: ClassVar[str] = "stand_in"
    DEFAULTS = MappingProxyType(
        {
            "move_budget_stat": MOVE_BUDGET_STAT,
            "move_budget_unit": "cells",
            "move_budget_default": MOVE_BUDGET_DEFAULT,
        }
    )
