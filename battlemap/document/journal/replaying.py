"""Playing a file's journal when a battle opens, and saying where it stops.

Records play one by one through `play` and are applied to the document, so
the battle ends with its log, its reactions on offer and its undo history
rebuilt. The first record that does not play stops the replay: the battle
stays as the records before it left it, and `JournalProblem` names the
record, its field and the reasons (the window warns, `battlemap check`
reports it, `battlemap run` refuses the file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from battlemap.document.journal.playing import RecordRefused, play
from battlemap.document.log import LogEntry, part, phrase
from battlemap.engine.battle.modifiers import Reason, describe_reason
from battlemap.schema.records import Record

if TYPE_CHECKING:
    from battlemap.document.battle import BattleDocument

#: The reason code of a journal that plays through but does not reach the file's battle.
MISMATCH = "journal_mismatch"
MISMATCH_TEXT = ("replaying the journal does not reach the battle in the file (was the file edited by hand?); "
                 "the battle opens as the file holds it, its journal set aside")


@dataclass(frozen=True)
class JournalProblem:
    """A journal that does not replay: record `index` (None: all played, the end differs), why."""

    index: int | None
    kind: str
    field: str
    reasons: tuple[Reason, ...]

    def why(self) -> str:
        """The reasons in English ("not_adjacent (at 4,2, step 1)")."""
        if self.index is None:
            return MISMATCH_TEXT
        return "; ".join(describe_reason(r) for r in self.reasons)

    def describe(self) -> str:
        """One English line: "journal record 3 (move): path: blocked_by_wall (at 4,2)"."""
        if self.index is None:
            return f"journal: {self.why()}"
        return f"journal record {self.index} ({self.kind}): {self.field}: {self.why()}"


#: Log lines (kind "journal") when a file's journal does not replay.
JOURNAL = "journal"
_STOPS = phrase("The journal stops at record {index} ({kind}, {field}: {why}); "
                "the battle opens as the records before it left it")
_SET_ASIDE = phrase("The journal does not reach the battle in the file (edited by hand?); "
                    "the battle opens as the file holds it, its journal set aside")


def problem_entry(problem: JournalProblem, round_number: int) -> LogEntry:
    """The log line a window shows for `problem` (the why stays in English: reason codes)."""
    if problem.index is None:
        return LogEntry.phrased(JOURNAL, part(_SET_ASIDE), (), round_number)
    line = part(_STOPS, index=problem.index, kind=problem.kind, field=problem.field, why=problem.why())
    return LogEntry.phrased(JOURNAL, line, (), round_number)


def replay_records(document: BattleDocument, records: Sequence[Record]) -> JournalProblem | None:
    """Play and apply `records` in order on `document`; the first that does not play, or None."""
    for index, record in enumerate(records):
        result = play(document, record)
        if isinstance(result, RecordRefused):
            return JournalProblem(index, record.do, result.field, result.rejected.reasons)
        document.apply(result)
    return None


def mismatch() -> JournalProblem:
    """The journal played to its end, but not to the battle the file's top level holds."""
    return JournalProblem(None, "", "", (Reason.of(MISMATCH),))
