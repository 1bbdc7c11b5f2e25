"""The `battlemap` command: the GUI, plus headless subcommands.

`battlemap [FILE]` opens the map window (on the bundled default scenario when
no file is given); `battlemap check FILE...` validates files. The headless
subcommands never import Qt, so they run on machines without a display.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from battlemap import __version__
from battlemap.desktop_check import desktop_problem

if TYPE_CHECKING:
    from battlemap.commands import render

Command = Callable[[argparse.Namespace], int]


def _gui(args: argparse.Namespace) -> int:
    problem = desktop_problem()
    if problem is not None:  # Qt would abort with a page about its xcb plugin
        print(problem, file=sys.stderr)
        return 1
    # No pydantic plugins are used: without this, pydantic reads every installed package's
    # metadata for them as the first file model is built (~10 ms of the start).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    # No garbage collection while the window's ~570 modules load and the battle opens: some 80 ms
    # of the start went on collections over objects that live as long as the app. run_app freezes
    # what the start built and turns collection back on once the window is shown.
    gc.disable()
    # Imported here so headless subcommands never load Qt.
    from battlemap.ui.window.app import run_app

    return run_app(args.file, language=args.lang)


def _render_bench(quick: bool) -> dict[str, dict[str, object]]:
    """`battlemap bench --render`: the map window's painting, the whole window's press and
    drag moves, and the cold start to the first painted map, offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from battlemap.ui.render_bench import render_bench

    from battlemap.bench.cold_start import cold_start
    from battlemap.ui.window_bench import window_bench

    size, tokens = (100, 200) if quick else (200, 1000)
    result = render_bench(cols=size, rows=size, tokens=tokens, samples=7 if quick else 31)
    window = window_bench(cols=size, rows=size, tokens=tokens, samples=7 if quick else 31)
    return {**result.as_json(), **window.as_json(), **cold_start(3 if quick else 7).as_json()}


def _render_image(request: render.RenderRequest) -> render.Picture:
    """`battlemap render`: the window's drawing of a view, offscreen unless a platform is set."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from battlemap.ui.map.render_image import render_headless

    return render_headless(request.document, request.view, request.size,
                           side=request.side, language=request.language)


def _open_bench(quick: bool) -> dict[str, dict[str, object]]:
    """`battlemap bench --open`: the window opening the largest battle, offscreen."""
    from battlemap.ui.open_bench import open_bench

    return open_bench(kinds=("square",) if quick else ("square", "hex"), samples=3 if quick else 7)


#: The headless subcommands, each a module of battlemap.commands registering its parser.
_SUBCOMMANDS = ("check", "preview", "reach", "los", "area", "explain", "run", "import", "rulesets", "render", "bench")


def _add_subcommands(sub: argparse._SubParsersAction) -> None:
    """Each subcommand's parser. Imported here, when a subcommand is parsed: the window's
    start does not wait for them (and PyInstaller still sees every import)."""
    from battlemap.commands import area, bench, check, explain, import_map, los, preview, reach, render, rulesets, run

    for add in (check.add_parser, preview.add_parser, reach.add_parser, los.add_parser, area.add_parser,
                explain.add_parser, run.add_parser, import_map.add_parser, rulesets.add_parser):
        add(sub)
    render.add_parser(sub, draw=_render_image)
    bench.add_parser(sub, render=_render_bench, open_battle=_open_bench)


def _gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="battlemap",
        description="A battle map that knows the rules. Subcommands: "
        + ", ".join(_SUBCOMMANDS)
        + " (battlemap SUBCOMMAND --help).",
    )
    p.add_argument("--version", action="version", version=f"battlemap {__version__}")
    p.add_argument("file", nargs="?", help="scenario file to open (default: the bundled skirmish)")
    p.add_argument("--lang", choices=("en", "zh_CN", "zh_TW", "ru"),
                   help="interface language (default: the one chosen in View > Language, else the system's)")
    p.set_defaults(command=_gui)
    return p


def _subcommand_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="battlemap")
    sub = p.add_subparsers(dest="subcommand", required=True)
    _add_subcommands(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the process exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    # `battlemap FILE` and `battlemap SUBCOMMAND ...` share the first word.
    if args_list and args_list[0] in _SUBCOMMANDS:
        args = _subcommand_parser().parse_args(args_list)
    else:
        args = _gui_parser().parse_args(args_list)
    command: Command = args.command
    try:
        return command(args)
    except BrokenPipeError:
        # Output piped into `head` and the like: the reader left, not an error.
        sys.stderr.close()
        return 0
