"""Commands as data: a change of the battle with its inverse, and the refusal of one.

The engine's state is immutable, so a command simply holds the state before
and the state after (they share every unchanged token, tuple and table, so
two snapshots cost little). Reverting restores *everything* the change
touched: positions, budgets spent, reactions used, terrain, the turn, the
dice position. What the document keeps beside the engine's state (the
picture under the map, the token pictures, the reactions on offer) a command
carries the same way, before and after, for the parts it changes. Each
command also carries its journal `record` (the same change as plain data,
schema/records.py), so a battle file can replay how it got here. The Qt
side wraps each `Command` in a thin `QUndoCommand`; one `QUndoStack` is the
only history (STYLE convention 8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from battlemap.document.background import Background
from battlemap.document.log import LogEntry, Part
from battlemap.document.offers import Offer
from battlemap.document.token_pictures import Pictures
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState

if TYPE_CHECKING:  # the record models load with the first record (schema/journal_records.py)
    from battlemap.schema.records import Record

T = TypeVar("T")


@dataclass(frozen=True)
class Change(Generic[T]):
    """One part of the open battle the engine's state does not hold, before and after a command."""

    before: T
    after: T

    def side(self, done: bool) -> T:
        """`after` once the command is done (apply), `before` once it is undone (revert)."""
        return self.after if done else self.before


@dataclass(frozen=True, eq=False)
class Command:
    """One undoable change: `label` for the Edit menu, both states, the log lines it adds.

    `background`, `pictures` and `pending` (the reactions on offer) are the
    document's own parts the command changes, before and after; None leaves
    that part as it is. `record` is the journal record that plays this
    command again (None only while a builder has not yet stamped it);
    `events` are the engine's events it played, for `battlemap run`.
    `history` is set only by a command that rewrites the journal itself
    (continuing from a replayed step): the journal and log before and after.
    Compared by identity: two moves of the same token along the same path
    are still two steps of history.

    `label` may be given as a log `Part` (a registered phrase and its
    parameters): it is then kept as `title`, for the Edit menu to show in the
    interface language, and `label` is its English words.
    """

    label: str
    # Whole battle states: left out of repr, which would print every table.
    before: BattleState = field(repr=False)
    after: BattleState = field(repr=False)
    log: tuple[LogEntry, ...] = ()
    background: Change[Background | None] | None = None
    pictures: Change[Pictures] | None = field(default=None, repr=False)
    pending: Change[tuple[Offer, ...]] | None = None
    record: Record | None = None
    events: tuple[Event, ...] = field(default=(), repr=False)
    history: Change[History] | None = field(default=None, repr=False)
    title: Part | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.label, Part):  # frozen: set once, here
            object.__setattr__(self, "title", self.label)
            object.__setattr__(self, "label", self.label.render())


@dataclass(frozen=True)
class History:
    """The document's journal (the commands since the journal's start, in order) and its log."""

    journal: tuple[Command, ...]
    log: tuple[LogEntry, ...]


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
