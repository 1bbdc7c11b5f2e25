"""Initiative: who acts in what order, as each system does it.

Each system's order lives in `battlemap.engine.systems.<system>_turns`, a
module defining `roll_initiative(state) -> (state, events)` that sets
`combat.order` (and whatever else the system keeps: cards, scores) with the
state's seeded dice, so a saved fight replays. Found by name, so a system's
rules touch no shared file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from battlemap.engine.system_hooks import system_function

if TYPE_CHECKING:
    from battlemap.engine.events import Event
    from battlemap.engine.state import BattleState

class NoInitiativeRule(LookupError):
    """The ruleset's system has no initiative module."""


def has_initiative(system: str) -> bool:
    """Whether the system decides the turn order itself."""
    return system_function(system, "turns", "roll_initiative") is not None


def roll_initiative(state: BattleState) -> tuple[BattleState, tuple[Event, ...]]:
    """The state with the system's turn order set, and the events that explain it."""
    system = state.ruleset.system
    roll = system_function(system, "turns", "roll_initiative")
    if roll is None:
        raise NoInitiativeRule(f"ruleset system {system!r} has no initiative rule")
    return roll(state)
