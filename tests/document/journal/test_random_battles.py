"""Property: any battle, saved with its journal, is rebuilt exactly by `battlemap run` from the file.

Random but seeded sequences of every kind of command (random_battle.py) are
played on each bundled sample battle and saved; `battlemap run` on the saved
file replays the journal from its start and must reach the very same battle
(every token field, stats and tactical state with its extras, combat, dice,
terrain, doors, zones, picture, token pictures, offers) with the same log
lines, and `battlemap check` must accept the file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from tests.document.journal.facts import DocumentFacts, document_facts
from tests.document.journal.journal_helpers import SAMPLES, open_in, top_level
from tests.document.journal.random_battle import play_randomly

from battlemap.cli import main
from battlemap.commands.run import run_battle
from battlemap.document.battle import BattleDocument
from battlemap.schema.records import KINDS

SEEDS = (1, 2, 3, 4, 5, 6, 7)  # 44 record kinds: enough battles that each kind is made
#: Commands applied to each battle (the gestures that make none are tried and dropped).
COMMANDS = 45


@dataclass(frozen=True)
class RandomBattle:
    """A sample battle after a seeded random sequence of commands, saved with its journal."""

    sample: str
    seed: int
    saved: Path
    facts: DocumentFacts
    top_level: dict
    kinds: frozenset[str]


@pytest.fixture(scope="module")
def battles(tmp_path_factory):
    """Each (sample, seed) battle played and saved once for the whole module, on first use."""

    @cache
    def battle(sample: str, seed: int) -> RandomBattle:
        folder = tmp_path_factory.mktemp(f"{sample}-{seed}")
        document = open_in(folder / "played", sample)
        played = play_randomly(document, random.Random(seed), COMMANDS)
        assert played.applied == COMMANDS
        (folder / "saved").mkdir()  # another folder than the one it was opened from: picture paths move
        saved = document.save(folder / "saved" / "battle.json")
        return RandomBattle(sample, seed, saved, document_facts(document), top_level(document, saved),
                            played.kinds)

    return battle


CASES = [(sample, seed) for sample in SAMPLES for seed in SEEDS]


@pytest.mark.parametrize(("sample", "seed"), CASES, ids=[f"{s}-{n}" for s, n in CASES])
def test_run_on_the_saved_file_rebuilds_the_same_battle_and_log(battles, sample, seed):
    played = battles(sample, seed)
    rebuilt, steps = run_battle(str(played.saved), None, None)
    assert rebuilt.journal_problem is None
    assert document_facts(rebuilt) == played.facts
    assert top_level(rebuilt, played.saved) == played.top_level
    assert [line for step in steps for line in step["log"]] == list(played.facts.log)


@pytest.mark.parametrize(("sample", "seed"), CASES, ids=[f"{s}-{n}" for s, n in CASES])
def test_check_accepts_the_saved_file_and_counts_its_journal(battles, sample, seed, capsys):
    played = battles(sample, seed)
    assert main(["check", str(played.saved)]) == 0
    assert f"journal of {COMMANDS} record(s)" in capsys.readouterr().out


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_command_line_run_saves_a_file_that_opens_as_the_same_battle(battles, sample, tmp_path, capsys):
    played = battles(sample, SEEDS[0])
    out = tmp_path / "again.json"
    assert main(["run", str(played.saved), "--save", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"saved {out}"
    assert document_facts(BattleDocument.open(out)) == played.facts


def test_the_random_battles_make_every_kind_of_record(battles):
    made = frozenset().union(*(battles(sample, seed).kinds for sample, seed in CASES))
    assert made == frozenset(KINDS)
