"""`battlemap bench [--quick] [--json] [--filter NAME] [--render | --open]`: time the hot path of a drag.

Generates seeded maps (square and hex, 100x100 and 200x200 cells, 200 and
1000 tokens), times drag start, one drag step, the movement map, a line of
fire and a full-map distance field, and prints each median in ms, as a share
of a 60 Hz frame, and against python-tcod doing the same fill or field of
view in the same run. `--json` prints `{"name": {"median_ms", "frame_share",
"vs_tcod"}}` on stdout (notes go to stderr, so stdout stays JSON). Speed is
reported against the targets of issue 3, never asserted: the exit code is 0
whatever the figures, 2 when `--filter` matches no case. `--render` times the
map window's painting instead, `--open` the window opening the largest battle
the format allows.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TextIO


#: Times the map window's painting (it needs Qt, so the caller passes it in:
#: commands never import the ui layer). (quick) -> {name: median ms}.
#: quick -> {case: {"median_ms", "reference_ms", "vs_reference", ...}} (ui.render_bench's rows).
RenderBench = Callable[[bool], dict[str, dict[str, object]]]
#: Times the window opening the largest battle (Qt again, passed in likewise).
#: quick -> {case: {"median_ms", "p95_ms", "cpu_ms", "peak_rss_mb", "reference_ms", ...}}
#: (ui.open_bench's rows).
OpenBench = Callable[[bool], dict[str, dict[str, object]]]


def add_parser(subparsers: argparse._SubParsersAction, render: RenderBench | None = None,
               open_battle: OpenBench | None = None) -> None:
    """Register the `bench` subcommand; `render` enables `--render`, `open_battle` `--open`."""
    p = subparsers.add_parser(
        "bench",
        help="time drag start, drag step, line of fire and fills on generated maps",
        description=__doc__.split("\n\n")[1].replace("\n", " "),
    )
    p.add_argument("--quick", action="store_true",
                   help="a smaller run: 100x100 maps, 200 tokens (with --open: the square battle, 3 samples)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument(
        "--filter", metavar="NAME", help="only cases whose name contains NAME (e.g. drag_step, hex200)"
    )
    p.add_argument("--ai", action="store_true",
                   help="measure the computer side instead: per system, seeded battles from the samples "
                   "against an idle side and a baseline, and its decision time (100x100 map, 100 tokens too)")
    if render is not None:
        p.add_argument(
            "--render", action="store_true",
            help="time the map window instead: a full repaint of a 1920x1080 view over "
            "200x200 cells with 1000 tokens, one drag step with its repaint, the whole window's "
            "press on a token after the pointer rested on it and the instant it arrives "
            "(window_press, window_press_cold) and each move of its drag (window_move), and the "
            "cold start to the first painted map (cold_start), offscreen",
        )
    if open_battle is not None:
        p.add_argument(
            "--open", action="store_true",
            help="time the main window opening the largest battle the format allows (every size "
            "limit at once), from reading the file to the first painted map, in fresh processes "
            "(offscreen)",
        )

    def command(a: argparse.Namespace) -> int:
        if getattr(a, "ai", False):
            return run_ai(quick=a.quick, as_json=a.json, name_filter=a.filter, out=sys.stdout, err=sys.stderr)
        if getattr(a, "render", False):
            return run_render(render, quick=a.quick, as_json=a.json, out=sys.stdout)
        if getattr(a, "open", False):
            return run_open(open_battle, quick=a.quick, as_json=a.json, out=sys.stdout)
        return run_bench(quick=a.quick, as_json=a.json, name_filter=a.filter, out=sys.stdout, err=sys.stderr)

    p.set_defaults(command=command)


def run_ai(*, quick: bool, as_json: bool, name_filter: str | None, out: TextIO, err: TextIO) -> int:
    """Measure the computer side (battlemap/bench/ai_battles.py) and print the figures."""
    from battlemap.bench.ai_battles import run_ai_bench

    rows = run_ai_bench(quick=quick, name_filter=name_filter, note=lambda text: print(text, file=err))
    if not rows:
        print(f"no system matches {name_filter!r}", file=err)
        return 2
    if as_json:
        print(json.dumps(rows, indent=2), file=out)
        return 0
    for name, row in rows.items():
        print(f"{name:18} " + ", ".join(f"{k} {v}" for k, v in row.items()), file=out)
    print("targets: vs_idle_wins >= 18/20, vs_baseline_win_rate >= 0.6, decision_ms_median <= 200 "
          "(100x100 map with 100 tokens: <= 1000); reported, not asserted", file=out)
    return 0


def run_render(render: RenderBench, *, quick: bool, as_json: bool, out: TextIO) -> int:
    """Time the window's painting and print it like the engine figures, each median also
    as a ratio to the yardstick repaint measured in the same run (loaded machines differ)."""
    from battlemap.bench.report import FRAME_MS

    rows = {}
    for name, measured in render(quick).items():
        ms = float(measured["median_ms"])
        rows[name] = {"median_ms": round(ms, 4), "frame_share": round(ms / FRAME_MS, 4), "vs_tcod": None,
                      "reference_ms": measured.get("reference_ms"), "vs_reference": measured.get("vs_reference")}
        if "p95_ms" in measured:  # the whole window's press and moves, the cold start
            rows[name]["p95_ms"] = measured["p95_ms"]
            rows[name]["target_ms"] = measured.get("target_ms")
        if "cpu_ms" in measured:
            rows[name]["cpu_ms"] = measured["cpu_ms"]
    if as_json:
        print(json.dumps(rows, indent=2), file=out)
        return 0
    print(f"{'case':40} {'median ms':>10} {'p95 ms':>9} {'frame':>8} {'ref ms':>8} {'vs ref':>8}", file=out)
    for name, row in rows.items():
        ref, ratio, p95 = row["reference_ms"], row["vs_reference"], row.get("p95_ms")
        ref_text = f"{ref:>8.3f}" if isinstance(ref, (int, float)) else f"{'-':>8}"
        ratio_text = f"{ratio:>7.2f}x" if isinstance(ratio, (int, float)) else f"{'-':>8}"
        p95_text = f"{p95:>9.3f}" if isinstance(p95, (int, float)) else f"{'-':>9}"
        print(f"{name:40} {row['median_ms']:>10.3f} {p95_text} {row['frame_share']:>8.1%} {ref_text} "
              f"{ratio_text}", file=out)
    print("targets: full repaint <= 10 ms, drag step <= 3 ms, window_press <= 4 ms (median; the "
          "pointer rested on the token first, as a user's does), "
          "window_move <= 3 ms (p95), cold_start <= 500 ms (reported, not asserted); ref: a stock Qt "
          "view repainting 512x512 px, timed between the samples (cold_start: `python -c print()` "
          "spawned the same way)", file=out)
    return 0


def run_open(open_battle: OpenBench, *, quick: bool, as_json: bool, out: TextIO) -> int:
    """Time opening the largest battle and print median and p95, each median also as a ratio
    to the yardstick (opening the default battle) timed between the samples."""
    rows = open_battle(quick)
    if as_json:
        print(json.dumps(rows, indent=2), file=out)
        return 0
    print(f"{'case':28} {'median ms':>10} {'p95 ms':>9} {'cpu ms':>9} {'peak MB':>8} {'ref ms':>8} "
          f"{'vs ref':>7} {'n':>3}", file=out)
    for name, row in rows.items():
        ratio = row.get("vs_reference")
        ratio_text = f"{ratio:>6.1f}x" if isinstance(ratio, (int, float)) else f"{'-':>7}"
        print(f"{name:28} {row['median_ms']:>10.1f} {row['p95_ms']:>9.1f} {row['cpu_ms']:>9.1f} "
              f"{row['peak_rss_mb']:>8.0f} {row['reference_ms']:>8.1f} {ratio_text} {row['samples']:>3}", file=out)
    print("target: the largest battle opens within 5000 ms (reported, not asserted); "
          "ref: opening the default battle the same way, timed between the samples", file=out)
    return 0


def run_bench(
    *, quick: bool, as_json: bool, name_filter: str | None, out: TextIO, err: TextIO
) -> int:
    """Run the benchmarks and print the figures; return the exit code."""
    # Imported here: `battlemap --help` and the GUI never pay for the engine and maps.
    from battlemap.bench.cases import case_names
    from battlemap.bench.report import as_json as figures, text_report
    from battlemap.bench.runner import run

    names = case_names(quick, name_filter)
    if not names:
        every = ", ".join(case_names(quick))
        print(f"no bench case matches {name_filter!r}; cases: {every}", file=err)
        return 2

    def progress(result) -> None:
        if not as_json:
            print(f"  {result.name}: {result.median_ms:.3f} ms", file=err, flush=True)

    if not as_json:
        print(f"timing {len(names)} case(s){' (quick)' if quick else ''} ...", file=err, flush=True)
    done = run(quick=quick, name_filter=name_filter, on_result=progress)
    if as_json:
        print(json.dumps(figures(done.results), indent=2), file=out)
        for note in done.notes:
            print(f"note: {note}", file=err)
    else:
        print(text_report(done.results, done.notes), file=out)
    return 0
