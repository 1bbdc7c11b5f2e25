"""Reactions an action (not a move) provokes, found by the system's own rule.

A d20 troop reloading in a threatened square, a Fallout thrown item crossing
an overwatch line: the action itself invites a reaction. A system says which
in the system contract's `action_reactions(state, action) -> iterable of Reaction`,
judged on the state before the action is played; systems without the hook
provoke nothing by acting.

Most such reactions come after the action (a shot at a thrown item already in
the air). Those that come first say so through
the system contract's `interrupts(state, reaction) -> bool` (Year Zero: an overwatch
shot resolves before the action it answers); the document then holds the
action until they are rolled or skipped.
"""

from __future__ import annotations

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.reactions import Reaction


def provoked_by_action(state: BattleState, action: Action) -> tuple[Reaction, ...]:
    """The reactions playing `action` now would provoke, in the order they resolve."""
    find = state.system.action_reactions
    return tuple(find(state, action)) if find else ()


def interrupts(state: BattleState, reaction: Reaction) -> bool:
    """Whether `reaction` resolves before the action that provoked it (default: after)."""
    first = state.system.interrupts
    return bool(first(state, reaction)) if first else False
