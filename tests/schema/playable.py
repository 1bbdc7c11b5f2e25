"""Issue #15's property on one seeded document: if `battlemap check` accepts it, it plays.

`exercise(seed, folder)` writes the document of `seed` (seeded_documents.py,
and for some seeds a journal on top, seeded_journals.py) and judges it as
`battlemap check` does (the file validated, then its journal replayed on
opening; commands/check.py), and for an accepted file previews a move for each
token as a drag would, plays a turn, saves, and reopens the saved file as the
same battle. Whatever goes wrong (an exception anywhere, a battle that does
not reopen the same) is the outcome's `failure`, with the document kept, so a
run over thousands of seeds reports every failing one rather than stopping.

`exercise_all(seeds, workers)` runs seeds in worker processes (spawned, so no
Qt state of the test run is copied) in fixed chunks; the outcome of a seed
never depends on the chunk or the worker, so a failure reproduces on its own:

    PYTHONPATH=. python -m tests.schema.playable SEED
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.library import resolve_ruleset
from battlemap.engine.movement.preview import preview_move
from battlemap.schema import check_file
from tests.document.journal.facts import battle_facts
from tests.schema.seeded_documents import RULESETS, document
from tests.schema.seeded_journals import with_journal


@dataclass(frozen=True)
class Outcome:
    """What one seed's document did: accepted by check or not, what it held, and any failure."""

    seed: int
    accepted: bool
    #: Journal records in the file played (0: none).
    records: int = 0
    #: The parts the document had (`tokens`, `edges`, `journal`...), to count what a run covered.
    parts: frozenset[str] = frozenset()
    #: The traceback or the difference, None when the property held.
    failure: str | None = None
    #: The file's text when it failed, to reproduce it without the generator.
    text: str | None = None


def exercise(seed: int, folder: Path) -> Outcome:
    """The property on the document of `seed`, in `folder` (its files overwritten seed after seed)."""
    raw = document(seed)
    try:
        raw = with_journal(seed, raw, folder)
        doc = accepted(write(raw, folder / "battle.json"))
        if doc is None:
            return Outcome(seed, False)
        records = len(doc.journal)
        plays(doc, folder / "saved.json")
    except Exception:  # noqa: BLE001 - every failure is reported, with its seed
        return Outcome(seed, True, failure=traceback.format_exc(), text=json.dumps(raw, ensure_ascii=False))
    return Outcome(seed, True, records, parts_of(raw))


def write(raw: dict[str, Any], path: Path) -> Path:
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return path


def accepted(path: Path) -> BattleDocument | None:
    """The battle of `path` opened, if `battlemap check` accepts the file, else None.

    What commands/check.py does, without opening the file twice: the file
    validated, then its journal replayed as it opens (a journal that does not
    reach the file's battle is refused).
    """
    if not check_file(path, ruleset_resolver=resolve_ruleset).ok:
        return None
    doc = BattleDocument.open(path)
    return doc if doc.journal_problem is None else None


def plays(doc: BattleDocument, saved: Path) -> None:
    """Preview each token's drag and one step, play a turn, save to `saved`, and reopen the same battle."""
    for token in doc.state.tokens:
        doc.drag_move(token.id)  # what the drag label would say
        for cell in doc.state.grid.neighbors(token.cell)[:1]:
            preview_move(doc.state, token.id, (cell,))
    turn = doc.next_turn_command()
    if isinstance(turn, Command):
        doc.apply(turn)
    reopened = BattleDocument.open(doc.save(saved))
    assert reopened.journal_problem is None, f"the saved journal does not replay: {reopened.journal_problem}"
    assert battle_facts(reopened.state) == battle_facts(doc.state), "the saved battle reopens different"


def parts_of(raw: dict[str, Any]) -> frozenset[str]:
    """The parts of a document worth counting over a run."""
    terrain = raw.get("terrain", {})
    tokens = raw.get("tokens", [])
    grid = raw.get("grid", {})
    found = {raw["ruleset"], *(k for k in ("zones", "items", "combat", "options", "background", "journal")
                               if k in raw)}
    found |= {"tokens"} if tokens else set()
    found |= {"terrain"} if terrain.get("rows") else set()
    found |= {"edges"} if terrain.get("edges") else set()
    found |= {"state"} if any(t.get("state") for t in tokens) else set()
    found |= {"hex"} if grid.get("kind") == "hex" or raw["ruleset"] == "gurps4e" else set()
    found |= {"pointy"} if grid.get("orientation") == "pointy" else set()
    found |= {"long side"} if max(grid.get("cols", 0), grid.get("rows", 0)) >= 999 else set()
    return frozenset(found)


# --- many seeds ----------------------------------------------------------------------------
@dataclass
class Tally:
    """A run over many seeds: how many documents check accepted and refused, what they held, what failed."""

    accepted: int = 0
    refused: int = 0
    journals: int = 0
    records: int = 0
    parts: Counter = field(default_factory=Counter)
    failures: list[Outcome] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        if not outcome.accepted:
            self.refused += 1
            return
        self.accepted += 1
        self.parts.update(outcome.parts)
        self.journals += outcome.records > 0
        self.records += outcome.records
        if outcome.failure is not None:
            self.failures.append(outcome)

    def merge(self, other: Tally) -> None:
        self.accepted += other.accepted
        self.refused += other.refused
        self.journals += other.journals
        self.records += other.records
        self.parts.update(other.parts)
        self.failures.extend(other.failures)

    def summary(self) -> str:
        total = self.accepted + self.refused
        return (f"{total} documents: {self.accepted} accepted by check, {self.refused} refused; "
                f"{self.journals} with journals ({self.records} records); {len(self.failures)} failed")


def exercise_range(seeds: range) -> Tally:
    """One worker's share: every seed of `seeds`, in a scratch folder of its own."""
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="playable-", dir=scratch_root()) as scratch:
        for seed in seeds:
            tally.add(exercise(seed, Path(scratch)))
    return tally


def scratch_root() -> str | None:
    """Where the scratch files go: memory when the system offers it (/dev/shm), since every save
    syncs the file to disk and that, not the battle, would be most of the run's time."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


def exercise_all(seeds: range, *, workers: int = 2, chunk: int = 500) -> Tally:
    """Every seed of `seeds`, in `workers` spawned processes (1: in this one)."""
    chunks = [seeds[i:i + chunk] for i in range(0, len(seeds), chunk)]
    tally = Tally()
    if workers <= 1:
        for part in chunks:
            tally.merge(exercise_range(part))
        return tally
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
        for part in pool.map(exercise_range, chunks):
            tally.merge(part)
    return tally


def report(failures: Sequence[Outcome], folder: Path, *, shown: int = 3) -> str:
    """The failing seeds, each document saved in `folder`, and the first few tracebacks."""
    folder.mkdir(parents=True, exist_ok=True)
    for outcome in failures:
        (folder / f"seed-{outcome.seed}.json").write_text(outcome.text or "", encoding="utf-8")
    seeds = ", ".join(str(o.seed) for o in failures[:50])
    lines = [f"{len(failures)} accepted document(s) do not play; seeds {seeds}",
             f"documents in {folder}; reproduce one with: PYTHONPATH=. python -m tests.schema.playable SEED"]
    for outcome in failures[:shown]:
        lines += [f"--- seed {outcome.seed} ({RULESETS[outcome.seed % len(RULESETS)]})", outcome.failure or ""]
    return "\n".join(lines)


def main(argv: Iterable[str]) -> int:
    """Play the given seeds here and print each outcome (the traceback of a failing one)."""
    with tempfile.TemporaryDirectory(prefix="playable-", dir=scratch_root()) as scratch:
        for seed in map(int, argv):
            outcome = exercise(seed, Path(scratch))
            verdict = "refused by check" if not outcome.accepted else "FAILED" if outcome.failure else "plays"
            print(f"seed {seed}: {verdict}")
            if outcome.failure:
                print(outcome.text)
                print(outcome.failure)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
