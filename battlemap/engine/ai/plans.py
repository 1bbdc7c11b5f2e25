"""A plan as the computer weighs it, and the decision it leads to (one step of a turn)."""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.grid import Cell

#: What a decision does (document/computer.py words it).
ADVANCES, TAKES_COVER, FALLS_BACK, MOVES = "advances", "takes_cover", "falls_back", "moves"
ATTACKS, PREPARES, ENDS_TURN = "attacks", "prepares", "ends_turn"


@dataclass(frozen=True, slots=True)
class Plan:
    """A destination and what to do there, with the parts of its score."""

    at: Cell
    path: tuple[Cell, ...] = ()
    #: The action to play there (None: only the move), or an action that walks `path` itself.
    action: Action | None = None
    walks: bool = False
    dealt: float = 0.0
    taken: float = 0.0
    goal: float = 0.0
    score: float = 0.0
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True, slots=True)
class Decision:
    """The next step of a computer token's turn: move along `path`, play `action`, or end the turn.

    `what` says what the step does (ADVANCES, ATTACKS, ...) and `reasons` why,
    as codes with parameters; `score` is the plan's, for tests and the bench.
    """

    token: str
    what: str
    path: tuple[Cell, ...] = ()
    action: Action | None = None
    reasons: tuple[Reason, ...] = ()
    score: float = 0.0

    @property
    def ends_turn(self) -> bool:
        return self.what == ENDS_TURN
