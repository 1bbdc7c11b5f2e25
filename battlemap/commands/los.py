"""`battlemap los SCENARIO FROM TO [--json]`: the line of fire between two tokens or cells.

FROM and TO are token ids or offset cells "c,r". With `--json` the output is
the contract of the tactical-engine issue: `{"clear", "cover", "cells":
[[c, r], ...], "blocked_by": [{"kind", "at", "id", "cover", "tie"}, ...],
"ambiguous", "range": {"cells", "distance", "unit", "band"}}` (plus
"intervening" and "method"); an edge blocker's `at` is the pair of cells it
separates. Bad files, unknown tokens and malformed cells print a message and
exit 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from battlemap.commands.battle_file import CommandError, load_state
from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell


def parse_end(state: BattleState, text: str) -> str | Cell:
    """A line end: a token id of the battle, or "c,r" (offset) on the map."""
    if state.has_token(text):
        return text
    parts = text.split(",")
    if len(parts) == 2:
        try:
            col, row = (int(p) for p in parts)
        except ValueError:
            col = row = None
        if col is not None:
            cell = state.grid.from_offset(col, row)
            if not state.grid.in_bounds(cell):
                raise CommandError(f"cell {text} is off the {state.grid.cols}x{state.grid.rows} map")
            return cell
    known = ", ".join(t.id for t in state.tokens) or "none"
    raise CommandError(f"{text!r} is neither a token (tokens: {known}) nor a cell such as 3,4")


def print_line(report: dict, out: TextIO) -> None:
    """The readable form of a line of fire."""
    verdict = "clear" if report["clear"] else "BLOCKED"
    tie = " (tie: runs along an edge or through a corner)" if report["ambiguous"] else ""
    print(f"line of fire: {verdict}, cover {report['cover']}{tie}", file=out)
    rng = report["range"]
    band = f", band {rng['band']}" if rng["band"] else ""
    print(f"range: {rng['cells']} cell(s) = {rng['distance']:g} {rng['unit']}{band}", file=out)
    print("cells: " + " ".join(",".join(map(str, c)) for c in report["cells"]), file=out)
    for b in report["blocked_by"]:
        at = b["at"]
        cells = at if isinstance(at[0], list) else [at]
        where = "|".join(",".join(map(str, c)) for c in cells)
        tie = " (tie)" if b["tie"] else ""
        print(f"  {b['kind']:<5} {where:<9} {b['id']:<12} {b['cover']}{tie}", file=out)
    if report["intervening"]:
        print("intervening: " + ", ".join(report["intervening"]), file=out)


def run_los(args: argparse.Namespace, out: TextIO) -> int:
    """Run the subcommand; the exit code."""
    try:
        state = load_state(args.scenario)
        source, target = parse_end(state, args.source), parse_end(state, args.target)
    except CommandError as error:
        print(error, file=out)
        return 1
    report = line_of_fire(state, source, target).as_json(state.grid)
    if args.json:
        print(json.dumps(report), file=out)
    else:
        print_line(report, out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `los` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser("los", help="line of fire, cover and range between two tokens or cells")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("source", metavar="FROM", help='token id or cell "c,r"')
    p.add_argument("target", metavar="TO", help='token id or cell "c,r"')
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_los(a, sys.stdout))
