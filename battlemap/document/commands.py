"""Commands as data: a change of the battle with its inverse, and the refusal of one.

The engine's state is immutable, so a command simply holds the state before
and the state after (they share every unchanged token, tuple and table, so
two snapshots cost little). Reverting restores *everything* the change
touched: positions, budgets spent, reactions used, terrain, the turn, the
dice position. The Qt side wraps each `Command` in a thin `QUndoCommand`;
one `QUndoStack` is the only history (STYLE convention 8).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from battlemap.document.log import LogEntry
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState


@dataclass(frozen=True, eq=False)
class Command:
    """One undoable change: `label` for the Edit menu, both states, the log lines it adds.

    Compared by identity: two moves of the same token along the same path
    are still two steps of history.
    """

    label: str
    # Whole battle states: left out of repr, which would print every table.
    before: BattleState = field(repr=False)
    after: BattleState = field(repr=False)
    log: tuple[LogEntry, ...] = ()


@dataclass(frozen=True)
class Rejected:
    """A change the rules or the map refuse, with every reason (codes, not prose)."""

    reasons: tuple[Reason, ...]

    @classmethod
    def of(cls, code: str, **params: object) -> Rejected:
        """A refusal for one reason: ``Rejected.of("unknown_token", token="a1")``."""
        return cls((Reason.of(code, **params),))

    def codes(self) -> tuple[str, ...]:
        """The reason codes, in order (what tests and the status bar look at first)."""
        return tuple(r.code for r in self.reasons)


def is_command(result: Command | Rejected | None) -> bool:
    """True when a builder produced a command (rather than a refusal or nothing)."""
    return isinstance(result, Command)
