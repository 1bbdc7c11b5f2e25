"""A plan as the computer weighs it, and the decision it leads to (one step of a turn)."""

from __future__ import annotations

from dataclasses import dataclass

from battlemap.engine.battle.actions import Action
from battlemap.grid import Cell

#: What a decision does (document/computer.py words it).
ADVANCES, TAKES_COVER, FALLS_BACK, MOVES = "advances", "takes_cover", "falls_back", "moves"
ATTACKS, PREPARES, ENDS_TURN = "attacks", "prepares", "ends_turn"


@dataclass(frozen=True, slots=True)
class Why:
    """One reason for a decision: a code and its parameters (sorted by key), worded by the
    document (document/computer_words.py). Not a rules `Why`: nothing is refused here."""

    code: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, code: str, **params: object) -> Why:
        return cls(code, tuple(sorted(params.items())))

    def param(self, key: str, default: object = None) -> object:
        return dict(self.params).get(key, default)

    def as_dict(self) -> dict[str, object]:
        return dict(self.params)


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
    reasons: tuple[Why, ...] = ()
    #: The action that opens a closed door beside the end of `path` (doorways.py): the plan
    #: walks `path`, opens it, and walks on to `at` behind it.
    opens: Action | None = None


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
    reasons: tuple[Why, ...] = ()
    score: float = 0.0

    @property
    def ends_turn(self) -> bool:
        return self.what == ENDS_TURN
