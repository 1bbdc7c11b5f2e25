"""`battlemap preview SCENARIO TOKEN --path "c,r c,r ..." [--json]`: judge a move.

Prints what dragging the token along the path would do: cost, legality with
every reason, remaining budget, and the reactions it provokes (who, kind,
step, cell, why). Cells are offset `[col, row]` as in files. With `--json`
the output is the contract of the tactical-engine issue:
`{"token", "path", "legal", "reasons", "cost", "unit", "remaining", "reactions"}`.
Bad files, unknown tokens and malformed paths print a message and exit 1,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from battlemap.commands.battle_file import CommandError, load_battle
from battlemap.engine.battle.modifiers import Reason, describe_reason
from battlemap.engine.movement.preview import MovePreview, preview_move
from battlemap.grid import Cell, Grid


def parse_path(text: str, grid: Grid) -> tuple[Cell, ...]:
    """`"3,4 4,4"` -> cells (offset [col, row] pairs separated by spaces)."""
    cells = []
    for word in text.split():
        parts = word.split(",")
        try:
            col, row = (int(p) for p in parts)
        except ValueError:
            raise CommandError(f"bad cell {word!r} in --path: expected col,row such as 3,4") from None
        cells.append(grid.from_offset(col, row))
    return tuple(cells)


def offset(grid: Grid, cell: Cell) -> list[int]:
    """A cell as the `[col, row]` of files."""
    return list(grid.to_offset(cell))


def reason_json(reason: Reason) -> dict[str, Any]:
    """A reason as `{"code", <params>}` with tuples as lists."""
    return {"code": reason.code, **{k: _plain(v) for k, v in reason.params}}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def preview_json(preview: MovePreview, grid: Grid) -> dict[str, Any]:
    """The JSON contract of `battlemap preview --json`."""
    return {
        "token": preview.token,
        "path": [offset(grid, c) for c in preview.path],
        "legal": preview.legal,
        "reasons": [reason_json(r) for r in preview.reasons],
        "cost": preview.cost,
        "unit": preview.unit,
        "remaining": preview.remaining,
        "reactions": [
            {"by": r.by, "kind": r.kind, "step": r.step, "at": offset(grid, r.at), "why": r.why.code}
            for r in preview.reactions
        ],
    }


def print_preview(preview: MovePreview, grid: Grid, out: TextIO) -> None:
    """The readable form: verdict, cost, reasons, reactions as a table."""
    verdict = "legal" if preview.legal else "ILLEGAL"
    steps = " ".join(",".join(map(str, offset(grid, c))) for c in preview.path) or "(stays)"
    print(f"{preview.token}: {verdict} move, {len(preview.path)} step(s): {steps}", file=out)
    print(
        f"cost {preview.cost} {preview.unit} of {preview.budget}, remaining {preview.remaining}",
        file=out,
    )
    for reason in preview.reasons:
        print(f"  - {describe_reason(reason)}", file=out)
    if not preview.reactions:
        print("reactions: none", file=out)
        return
    print(f"{'step':>4}  {'at':<7} {'by':<12} {'kind':<18} why", file=out)
    for r in preview.reactions:
        at = ",".join(map(str, offset(grid, r.at)))
        print(f"{r.step:>4}  {at:<7} {r.by:<12} {r.kind:<18} {r.why.code}", file=out)


def run_preview(args: argparse.Namespace, out: TextIO) -> int:
    """Run the subcommand; the exit code."""
    try:
        state = load_battle(args.scenario, args.token)
        path = parse_path(args.path, state.grid)
    except CommandError as error:
        print(error, file=out)
        return 1
    retreat = True if args.retreat else None
    preview = preview_move(state, args.token, path, retreat=retreat)
    if args.json:
        print(json.dumps(preview_json(preview, state.grid)), file=out)
    else:
        print_preview(preview, state.grid, out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `preview` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser(
        "preview", help="judge a token's move along a path: cost, legality, reactions"
    )
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("token", metavar="TOKEN")
    p.add_argument(
        "--path", required=True, help='cells after the token\'s cell, "col,row col,row ..."'
    )
    p.add_argument("--retreat", action="store_true", help="the token took its retreat action")
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_preview(a, sys.stdout))
