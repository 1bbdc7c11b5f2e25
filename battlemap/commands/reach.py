"""`battlemap reach SCENARIO TOKEN [--json]`: where a token can move, and what it threatens.

Lists every cell the token can move to within its budget, with the cost of
the cheapest path there and how many reactions that path provokes, and the
cells the token itself threatens. With `--json`:
`{"token", "unit", "cells": [{"at": [c, r], "cost", "reactions": n}],
"threatens": [[c, r], ...]}`. Errors as for `battlemap preview`.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from battlemap.commands.battle_file import CommandError, load_battle
from battlemap.commands.preview import offset
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.drag import start_drag
from battlemap.engine.movement.threat import threatened_cells


def reach_json(state: BattleState, token_id: str) -> dict[str, Any]:
    """The JSON contract of `battlemap reach --json`."""
    drag = start_drag(state, token_id)
    grid = state.grid
    cells = []
    for cell in drag.movement.reachable():
        preview = drag.preview(drag.path_to(cell) or ())
        cells.append(
            {"at": offset(grid, cell), "cost": preview.cost, "reactions": len(preview.reactions)}
        )
    threatens = sorted(threatened_cells(state, token_id))
    return {
        "token": token_id,
        "unit": state.ruleset.movement.unit,
        "cells": cells,
        "threatens": [offset(grid, grid.cell(i)) for i in threatens],
    }


def print_reach(report: dict[str, Any], out: TextIO) -> None:
    """The readable form: one row per reachable cell, then the threatened cells."""
    unit = report["unit"]
    print(f"{report['token']} can move to {len(report['cells'])} cell(s):", file=out)
    print(f"{'at':<8} {'cost':>8}  reactions", file=out)
    for row in report["cells"]:
        at = ",".join(map(str, row["at"]))
        print(f"{at:<8} {row['cost']:>5} {unit:<3} {row['reactions']}", file=out)
    threatens = " ".join(",".join(map(str, c)) for c in report["threatens"]) or "nothing"
    print(f"threatens: {threatens}", file=out)


def run_reach(args: argparse.Namespace, out: TextIO) -> int:
    """Run the subcommand; the exit code."""
    try:
        state = load_battle(args.scenario, args.token)
    except CommandError as error:
        print(error, file=out)
        return 1
    report = reach_json(state, args.token)
    if args.json:
        print(json.dumps(report), file=out)
    else:
        print_reach(report, out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `reach` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser("reach", help="cells a token can move to, and the cells it threatens")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("token", metavar="TOKEN")
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_reach(a, sys.stdout))
