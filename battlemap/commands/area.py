"""`battlemap area FILE --shape S --from C,R [--toward C,R] --size N [--angle DEG] [--width N] [--json]`.

The cells and tokens an area template covers, as Battle > Place Area
Template covers them (`engine/areas/templates.py`): the origin is the centre
of cell `--from`; `--size` is in the grid's unit (a circle's radius, a
cone's or a line's length, a square's side); a cone or a line points at the
centre of cell `--toward`; a cell counts when its centre is inside the shape
or on its boundary; a token counts when any cell it covers does. A cone's
`--angle` defaults to the ruleset option `cone_angle`, else 90 degrees; a
line's `--width` (in the grid's unit) to the option `line_width`, else one
cell. With `--json`: `{"shape", "from", "toward", "size", "unit", "angle",
"width", "cells": [[c, r], ...], "tokens": [id, ...]}` (`toward`, `angle`
and `width` only where the shape has them). A bad file or option: a message
and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any, NoReturn, TextIO

from battlemap.commands.battle_file import CommandError, load_state
from battlemap.engine.areas.shapes import SHAPES
from battlemap.engine.areas.templates import POINTED, AreaTemplate, cone_angle, line_width, template_cover
from battlemap.engine.battle.state import BattleState
from battlemap.grid import Cell


def parse_cell(state: BattleState, option: str, text: str) -> Cell:
    """ "c,r" on the map, or CommandError naming the option."""
    parts = text.split(",")
    try:
        col, row = (int(p.strip()) for p in parts)
    except ValueError:
        raise CommandError(f"{option} {text!r}: expected a cell as col,row (e.g. 3,4)") from None
    grid = state.grid
    cell = grid.from_offset(col, row)
    if not grid.in_bounds(cell):
        raise CommandError(f"{option} {col},{row} is off the {grid.cols}x{grid.rows} map "
                           f"(cols 0-{grid.cols - 1}, rows 0-{grid.rows - 1})")
    return cell


def _positive(option: str, text: str | None, most: float) -> float | None:
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise CommandError(f"{option} {text!r}: expected a number") from None
    if not (math.isfinite(value) and 0 < value <= most):
        raise CommandError(f"{option} {text}: expected a number greater than 0 and at most {most:g}")
    return value


def template_from(state: BattleState, args: argparse.Namespace) -> AreaTemplate:
    """The template the options describe (CommandError naming the option at fault)."""
    if args.shape not in SHAPES:
        raise CommandError(f"--shape {args.shape!r}: expected one of {', '.join(SHAPES)}")
    origin = parse_cell(state, "--from", args.origin)
    toward = parse_cell(state, "--toward", args.toward) if args.toward is not None else None
    if args.shape in POINTED and (toward is None or toward == origin):
        raise CommandError(f"--toward: a {args.shape} needs a cell other than --from to point at")
    size = _positive("--size", args.size, 10_000_000)
    angle = _positive("--angle", args.angle, 360)
    width = _positive("--width", args.width, 10_000_000)
    if angle is not None and args.shape != "cone":
        raise CommandError(f"--angle: only a cone has an angle, not a {args.shape}")
    if width is not None and args.shape != "line":
        raise CommandError(f"--width: only a line has a width, not a {args.shape}")
    return AreaTemplate("area", args.shape, origin, _number(size), toward if args.shape in POINTED else None,
                        _number(angle), _number(width))


def area_json(state: BattleState, template: AreaTemplate) -> dict[str, Any]:
    """The JSON contract of `battlemap area --json`."""
    grid, spec = state.grid, state.spec
    cells, tokens = template_cover(state, template)
    report: dict[str, Any] = {"shape": template.shape, "from": list(grid.to_offset(template.origin))}
    if template.toward is not None:
        report["toward"] = list(grid.to_offset(template.toward))
    report.update(size=template.size, unit=spec.unit)
    if template.shape == "cone":
        report["angle"] = _number(cone_angle(template, state.options))
    if template.shape == "line":
        report["width"] = _number(line_width(template, state.options, spec.cell))
    report["cells"] = [list(grid.to_offset(c)) for c in cells]
    report["tokens"] = list(tokens)
    return report


def print_area(report: dict[str, Any], out: TextIO) -> None:
    """The readable form: what was measured, then the cells and the tokens."""
    where = ",".join(map(str, report["from"]))
    toward = f" toward {','.join(map(str, report['toward']))}" if "toward" in report else ""
    extra = f", {report['angle']} degrees" if "angle" in report else ""
    extra += f", {report['width']} {report['unit']} wide" if "width" in report else ""
    print(f"{report['shape']} from {where}{toward}, {report['size']} {report['unit']}{extra}: "
          f"{len(report['cells'])} cell(s), {len(report['tokens'])} token(s)", file=out)
    print("cells: " + (" ".join(",".join(map(str, c)) for c in report["cells"]) or "none"), file=out)
    print("tokens: " + (" ".join(report["tokens"]) or "none"), file=out)


def run_area(args: argparse.Namespace, out: TextIO) -> int:
    """Run the subcommand; the exit code."""
    try:
        state = load_state(args.scenario)
        template = template_from(state, args)
    except CommandError as error:
        print(error, file=out)
        return 1
    report = area_json(state, template)
    if args.json:
        print(json.dumps(report), file=out)
    else:
        print_area(report, out)
    return 0


def _number(value: float | None) -> int | float | None:
    """Whole numbers as ints (30, not 30.0), as a file would write them."""
    return int(value) if value is not None and value == int(value) else value


def _refuse(parser: argparse.ArgumentParser, message: str) -> NoReturn:
    """A missing or unknown option: the usage and the message, exit status 1 (not argparse's 2)."""
    parser.print_usage(sys.stderr)
    print(f"battlemap area: {message}", file=sys.stderr)
    raise SystemExit(1)


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `area` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser("area", help="the cells and tokens an area template (circle, cone, line, "
                                           "square) covers")
    p.error = lambda message: _refuse(p, message)  # type: ignore[method-assign]
    p.add_argument("scenario", metavar="FILE")
    p.add_argument("--shape", required=True, help="circle, cone, line or square")
    p.add_argument("--from", dest="origin", required=True, metavar="C,R",
                   help="the origin cell: the template starts at its centre")
    p.add_argument("--toward", metavar="C,R", help="where a cone or a line points (a cell's centre)")
    p.add_argument("--size", required=True, metavar="N",
                   help="in the grid's unit: a circle's radius, a cone's or line's length, a square's side")
    p.add_argument("--angle", metavar="DEG", help="a cone's angle (default: the ruleset's, else 90)")
    p.add_argument("--width", metavar="N", help="a line's width in the grid's unit (default: one cell)")
    p.add_argument("--json", action="store_true", help="print the JSON contract")
    p.set_defaults(command=lambda a: run_area(a, sys.stdout))
