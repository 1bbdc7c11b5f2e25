"""A reaction on offer: what a move or an action provoked, waiting for the GM to roll or skip it.

The value alone, kept apart from the commands that offer, roll and skip
reactions (document/reactions.py), so a command can carry the list on offer
before and after it (document/commands.py) without importing them.
"""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.reactions import Reaction


@dataclass(frozen=True)
class Offer:
    """A reaction waiting for the GM: `mover` provoked `reaction` (who, what, where, why).

    `action` is the catalogue id of the action that provoked it, None for a move.
    `then` is that action itself while it is held: a reaction that interrupts
    (the system's `interrupts` hook) is rolled before the action is played
    (`holding` and `released` in document/reactions.py).
    """

    mover: str
    reaction: Reaction
    action: str | None = None
    then: Action | None = None
