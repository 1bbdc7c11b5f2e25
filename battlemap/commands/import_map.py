"""`battlemap import FILE [-o OUT.json] [--ruleset ID]`: a map made elsewhere as a scenario.

FILE is a Universal VTT export (`.dd2vtt`, `.df2vtt`, `.uvtt`) or a Tiled map
(`.tmx`, `.tmj`, or `.json` saved by Tiled). OUT (default: FILE's name with
`.json`, in the current folder) gets the scenario and, beside it, the map
picture a Universal VTT file names as its background. A bad file exits 1 naming
the field, and nothing is written; a written scenario passes `battlemap check`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from battlemap.document.imports.saving import write_imported
from battlemap.document.imports.choosing import importable, imported_map
from battlemap.resources import DEFAULT_SCENARIO
from battlemap.schema import LoadError

#: The ruleset an import uses when none is named: the bundled default battle's.
DEFAULT_RULESET = "d20-mass"


def run_import(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    source = Path(args.file)
    target = Path(args.out) if args.out else Path.cwd() / f"{source.stem}.json"
    if not importable(source):
        print(f"{source.name}: not a map Battlemap imports (Universal VTT: .dd2vtt, .df2vtt, .uvtt; "
              "Tiled: .tmx, .tmj, .json)", file=err)
        return 1
    if source.resolve() == target.resolve():
        print(f"{target}: would overwrite the map being imported; name another with -o", file=err)
        return 1
    try:
        imported = imported_map(source, stem=target.stem, ruleset_id=args.ruleset)
        write_imported(imported, target)
    except LoadError as error:
        for problem in error.problems:
            print(problem, file=err)
        return 1
    except OSError as error:
        print(f"{target}: cannot write ({error.strerror or error})", file=err)
        return 1
    segments = len(imported.document.get("terrain", {}).get("segments", []))
    grid = imported.document["grid"]
    cells = "squares" if grid["kind"] == "square" else f"{grid['orientation']} hexes"
    extra = f"background {imported.picture_name}" if imported.picture_name else \
        f"{len(imported.document.get('zones', []))} zones"
    print(f"{target}: {grid['cols']}x{grid['rows']} {cells}, {segments} walls and doors, {extra}", file=out)
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register `import` on the `battlemap` subcommand parser."""
    p = subparsers.add_parser("import", help="a Universal VTT map (Dungeondraft, DungeonFog...) or a Tiled map as a scenario")
    p.add_argument("file", metavar="FILE", help="a .dd2vtt, .df2vtt, .uvtt, .tmx, .tmj or Tiled .json file")
    p.add_argument("-o", "--out", metavar="OUT.json", help="the scenario to write (default: FILE's name .json)")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, metavar="ID",
                   help=f"the ruleset the battle plays (default: {DEFAULT_RULESET}, as {DEFAULT_SCENARIO})")
    p.set_defaults(command=lambda a: run_import(a, sys.stdout, sys.stderr))
