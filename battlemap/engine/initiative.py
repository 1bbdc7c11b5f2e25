"""Initiative: who acts in what order, as each system does it.

Each system's order lives in `battlemap.engine.systems.<system>_turns`, a
module defining `roll_initiative(state) -> (state, events)` that sets
`combat.order` (and whatever else the system keeps: cards, scores) with the
state's seeded dice, so a saved fight replays. Found by name, so a system's
rules touch no shared file.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from battlemap.engine.events import Event
    from battlemap.engine.state import BattleState

TURNS_MODULE = "battlemap.engine.systems.{system}_turns"


class NoInitiativeRule(LookupError):
    """The ruleset's system has no initiative module."""


def has_initiative(system: str) -> bool:
    """Whether the system decides the turn order itself."""
    return importlib.util.find_spec(TURNS_MODULE.format(system=system)) is not None


def roll_initiative(state: BattleState) -> tuple[BattleState, tuple[Event, ...]]:
    """The state with the system's turn order set, and the events that explain it."""
    system = state.ruleset.system
    if not has_initiative(system):
        raise NoInitiativeRule(f"ruleset system {system!r} has no initiative rule")
    module = importlib.import_module(TURNS_MODULE.format(system=system))
    return module.roll_initiative(state)
