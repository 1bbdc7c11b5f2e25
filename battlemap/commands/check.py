"""`battlemap check FILE...`: validate scenario and ruleset files.

Exit 0 with a one-line summary per file, or 1 listing every problem of every
file (file, field path, what was expected). Bad input never gives a traceback.
A scenario with a journal is also replayed: the first record that does not
play is reported with its index (`journal.records[3].path`), and so is a
journal that plays through without reaching the battle the file holds.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from battlemap.document.battle import BattleDocument
from battlemap.document.library import resolve_ruleset
from battlemap.document.journal.replaying import JournalProblem
from battlemap.schema import CheckResult, LoadError, Problem, check_file


def run_check(files: Sequence[str], out: TextIO) -> int:
    """Check each file, print what was found, return the exit code."""
    failed = 0
    for name in files:
        result = check_file(name, ruleset_resolver=resolve_ruleset)
        if result.ok and result.kind == "scenario":
            result = _replayed(result)
        if result.ok:
            print(f"ok    {result.summary}", file=out)
            continue
        failed += 1
        print(f"FAIL  {name}: {len(result.problems)} problem(s)", file=out)
        for problem in result.problems:
            print(f"      {problem}", file=out)
    if failed:
        print(f"{failed} of {len(files)} file(s) failed", file=out)
    return 1 if failed else 0


def _replayed(result: CheckResult) -> CheckResult:
    """`result` with the journal's replay checked (a file without a journal passes as it is)."""
    try:
        document = BattleDocument.open(result.file)
    except LoadError as error:  # validated already: only a file changed meanwhile gets here
        return CheckResult(result.file, result.kind, False, result.summary, error.problems)
    problem = document.journal_problem
    if problem is None:
        records = len(document.journal)
        if not records:
            return result
        return CheckResult(result.file, result.kind, True, f"{result.summary}, journal of {records} record(s)", ())
    return CheckResult(result.file, result.kind, False, result.summary, (_problem(result.file, problem),))


def _problem(file: str, problem: JournalProblem) -> Problem:
    if problem.index is None:
        return Problem(file, "journal", problem.why())
    return Problem(file, f"journal.records[{problem.index}].{problem.field}",
                   f"record {problem.index} ({problem.kind}) does not play: {problem.why()}")


def add_parser(subparsers) -> None:
    """Register `check FILE...`."""
    p = subparsers.add_parser("check", help="validate scenario and ruleset files")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(command=lambda a: run_check(a.files, sys.stdout))
