"""Initiative: who acts in what order, as each system does it.

Each system's order is its contract's hook `roll_initiative(state) ->
(state, events)`, which sets `combat.order` (and whatever else the system
keeps: cards, scores) with the state's seeded dice, so a saved fight replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from battlemap.engine.battle.events import Event
    from battlemap.engine.battle.state import BattleState
    from battlemap.engine.systems.contract import System


class NoInitiativeRule(LookupError):
    """The ruleset's system has no initiative module."""


def has_initiative(system: System) -> bool:
    """Whether the system decides the turn order itself."""
    return system.roll_initiative is not None


def initiative_score(state: BattleState, token_id: str) -> int | float | None:
    """The number that placed `token_id` in the order (its d20 total, card, РК, Basic Speed),
    or None when the system keeps none or nothing is rolled yet."""
    score = state.system.initiative_score
    return None if score is None else score(state, token_id)


def roll_initiative(state: BattleState) -> tuple[BattleState, tuple[Event, ...]]:
    """The state with the system's turn order set, and the events that explain it."""
    roll = state.system.roll_initiative
    if roll is None:
        raise NoInitiativeRule(f"ruleset system {state.system.id!r} has no initiative rule")
    return roll(state)
