"""Every document `check` accepts plays: it opens, previews a move for each token, plays a turn, saves,
and reopens as the same battle (issue #15's property).

Three runs of it:

- the loader fuzzer's hypothesis strategies (scenario_strategies.py), a few
  dozen documents per system, shrunk to the smallest when one fails;
- seeded documents (seeded_documents.py, with journals from seeded_journals.py):
  at least 10,000 that `check` accepts in the suite, over 100,000 in the slow
  run (`python3 -m pytest -m slow`), in two worker processes; every failing
  seed is listed, its document saved, and `python -m tests.schema.playable
  SEED` plays it again;
- from outside: a sample of the accepted documents through `battlemap run FILE
  --save OUT` (no script: the journal replay alone), in this process and in
  real subprocesses, and OUT reopens as the same battle and passes `check`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import battlemap
from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.library import bundled_ruleset
from tests.document.journal.facts import battle_facts
from tests.schema.playable import Tally, accepted, exercise_all, plays, report, write
from tests.schema.scenario_strategies import scenarios
from tests.schema.seeded_documents import RULESETS, document
from tests.schema.seeded_journals import has_journal, with_journal

#: Seeds of the suite's run and of the slow run; about four documents in five are accepted.
SUITE_SEEDS = range(0, 13_500)
SLOW_SEEDS = range(13_500, 145_000)
#: What the document parts counted over a run must each reach (a share of the accepted documents).
PARTS = (*RULESETS, "tokens", "state", "terrain", "edges", "zones", "items", "combat", "options",
         "background", "journal", "hex", "pointy", "long side")


@pytest.mark.parametrize("ruleset_id", RULESETS)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_accepted_document_opens_previews_plays_saves_and_reopens_the_same(tmp_path_factory, ruleset_id,
                                                                                  data):
    folder = tmp_path_factory.mktemp("battle")
    doc = accepted(write(data.draw(scenarios(bundled_ruleset(ruleset_id))), folder / "battle.json"))
    if doc is not None:  # check refuses it: nothing to play
        plays(doc, folder / "saved.json")


def _workers() -> int:
    return min(2, os.cpu_count() or 1)


def _holds(tally: Tally, seeds: range, folder: Path, *, at_least: int) -> None:
    """The property held for every accepted document of the run, and the run was the one meant."""
    assert not tally.failures, report(tally.failures, folder)
    assert tally.accepted >= at_least, tally.summary()
    assert tally.accepted + tally.refused == len(seeds)
    assert tally.accepted >= 0.7 * len(seeds), f"too few documents accepted to mean much: {tally.summary()}"
    rare = {part: tally.parts[part] for part in PARTS if tally.parts[part] < 0.005 * tally.accepted}
    assert not rare, f"parts the accepted documents seldom had: {rare} ({tally.summary()})"
    assert tally.journals >= 0.03 * tally.accepted, tally.summary()


def test_ten_thousand_accepted_documents_play_save_and_reopen_the_same(tmp_path):
    tally = exercise_all(SUITE_SEEDS, workers=_workers())
    _holds(tally, SUITE_SEEDS, tmp_path / "failing", at_least=10_000)


@pytest.mark.slow
def test_a_hundred_thousand_accepted_documents_play_save_and_reopen_the_same(tmp_path):
    tally = exercise_all(SLOW_SEEDS, workers=_workers())
    _holds(tally, SLOW_SEEDS, tmp_path / "failing", at_least=100_000)


# --- from outside ------------------------------------------------------------------------
#: The sample: the first 200 accepted documents, and every accepted one with a journal among these seeds.
OUTSIDE_SEEDS = range(0, 1500)
PLAIN_SAMPLE = 200


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> list[tuple[int, Path]]:
    """(seed, file) of the documents run from outside, each written as check accepts it."""
    folder = tmp_path_factory.mktemp("outside")
    chosen, plain = [], 0
    for seed in OUTSIDE_SEEDS:
        journal = has_journal(seed)
        if not journal and plain >= PLAIN_SAMPLE:
            continue
        path = write(with_journal(seed, document(seed), folder), folder / f"seed-{seed}.json")
        if accepted(path) is None:
            continue
        chosen.append((seed, path))
        plain += not journal
    return chosen


def _same_battle_reopens(file: Path, out: Path) -> None:
    before, after = BattleDocument.open(file), BattleDocument.open(out)
    assert after.journal_problem is None
    assert battle_facts(after.state) == battle_facts(before.state)
    assert len(after.journal) == len(before.journal)


def test_run_plays_and_saves_each_sampled_document_and_out_reopens_the_same(sample, tmp_path, capsys):
    journals = sum(1 for _, file in sample if "journal" in json.loads(file.read_text(encoding="utf-8")))
    assert len(sample) >= PLAIN_SAMPLE + 50 and journals >= 50, (len(sample), journals)
    for seed, file in sample:
        out = tmp_path / f"out-{seed}.json"
        assert main(["run", str(file), "--save", str(out)]) == 0, f"seed {seed}: {capsys.readouterr().err}"
        _same_battle_reopens(file, out)
        assert main(["check", str(out)]) == 0, f"seed {seed}: {capsys.readouterr().out}"
        capsys.readouterr()


def test_run_in_a_real_process_saves_what_reopens_the_same(sample, tmp_path):
    with_journals = [(s, f) for s, f in sample if "journal" in json.loads(f.read_text(encoding="utf-8"))]
    plain = [(s, f) for s, f in sample if (s, f) not in with_journals]
    root = Path(battlemap.__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    for seed, file in [*with_journals[:3], *plain[:2]]:
        out = tmp_path / f"out-{seed}.json"
        run = subprocess.run([sys.executable, "-m", "battlemap", "run", str(file), "--save", str(out)],
                             capture_output=True, text=True, env=env, timeout=120, check=False)
        assert run.returncode == 0, f"seed {seed}: {run.stderr}"
        _same_battle_reopens(file, out)
        check = subprocess.run([sys.executable, "-m", "battlemap", "check", str(out)],
                               capture_output=True, text=True, env=env, timeout=120, check=False)
        assert check.returncode == 0, f"seed {seed}: {check.stdout}"
