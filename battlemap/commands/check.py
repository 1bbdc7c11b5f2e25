"""`battlemap check FILE...`: validate scenario and ruleset files.

Exit 0 with a one-line summary per file, or 1 listing every problem of every
file (file, field path, what was expected). Bad input never gives a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from battlemap.document.library import resolve_ruleset
from battlemap.schema import check_file


def run_check(files: Sequence[str], out: TextIO) -> int:
    """Check each file, print what was found, return the exit code."""
    failed = 0
    for name in files:
        result = check_file(name, ruleset_resolver=resolve_ruleset)
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


def add_parser(subparsers) -> None:
    """Register `check FILE...`."""
    p = subparsers.add_parser("check", help="validate scenario and ruleset files")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(command=lambda a: run_check(a.files, sys.stdout))
