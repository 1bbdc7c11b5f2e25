"""Opening benchmark: the largest battle the format allows, from its file to the first painted map.

`open_bench()` writes the largest battle (`battlemap.bench.largest`: every
size limit of `schema/limits.py` at once) to a temporary file and opens it in
the whole main window, under whatever Qt platform runs (the offscreen one for
`battlemap bench --open`), timing from reading the file to the first paint of
the map's viewport. Each sample runs in a fresh process, as a user's opening
does: no table, cache or import is left warm by the sample before, and the
process's peak memory (RSS) is the opening's own.

Every sample is followed by one of a yardstick, `reference_ms`: opening the
bundled default battle (a 24 x 16 skirmish) the same way, in a fresh process
too. Load on a shared machine slows both alike, so `vs_reference` (our median
over the yardstick's) compares runs where the milliseconds alone cannot. The
target, at most 5 s, is reported, never asserted.

`python -m battlemap.ui.open_bench [FILE]` is one sample: it opens FILE (the
default battle without one) and prints its figures as one line of JSON.
"""

from __future__ import annotations

import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

OPEN_TARGET_MS = 5000.0


def open_once(path: str | None) -> dict[str, float]:
    """Open `path` (None: the default battle) in a main window and wait for its first paint.

    Returns wall and CPU milliseconds from reading the file to the painted
    map, and the process's peak RSS in MB. Needs a QApplication.
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from battlemap.document.battle import BattleDocument
    from battlemap.document.recent import RecentFiles
    from battlemap.ui.window.app import build_window

    class _Painted(QObject):
        seen = False

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.Paint:
                _Painted.seen = True
            return False

    with tempfile.TemporaryDirectory(prefix="battlemap-open-bench-") as folder:
        start, cpu = time.perf_counter_ns(), time.process_time_ns()
        window = build_window(BattleDocument.open(path), RecentFiles(Path(folder)))
        painted = _Painted()
        window.view.viewport().installEventFilter(painted)
        window.show()
        while not _Painted.seen:
            QApplication.processEvents()
        wall_ms, cpu_ms = (time.perf_counter_ns() - start) / 1e6, (time.process_time_ns() - cpu) / 1e6
        window.undo_stack.setClean()  # nothing to ask on close
        window.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux
    return {"wall_ms": wall_ms, "cpu_ms": cpu_ms, "peak_rss_mb": peak_mb}


def sample(path: str | None) -> dict[str, float]:
    """One opening of `path` (None: the default battle) in a fresh process, offscreen."""
    with tempfile.TemporaryDirectory(prefix="battlemap-open-bench-home-") as home:
        # The sample's settings, window layout and autosaves live and die in its own folder.
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
               "XDG_CONFIG_HOME": os.path.join(home, "config"), "XDG_DATA_HOME": os.path.join(home, "data")}
        command = [sys.executable, "-m", "battlemap.ui.open_bench", *([path] if path else [])]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value at least `share` of the values reach."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def open_bench(kinds: tuple[str, ...] = ("square", "hex"), samples: int = 7,
               run: Callable[[str | None], dict[str, float]] = sample) -> dict[str, dict[str, object]]:
    """Time opening the largest battle of each grid kind, `samples` times, each beside the yardstick.

    `{"open.largest.square500": {"median_ms", "p95_ms", "cpu_ms", "peak_rss_mb", "target_ms",
    "samples", "reference_ms", "vs_reference"}, ...}` for `battlemap bench --open`.
    """
    from battlemap.bench.largest import largest_battle, largest_spec

    rows: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="battlemap-open-bench-") as folder:
        for kind in kinds:
            path = Path(folder) / f"largest-{kind}.json"
            path.write_text(json.dumps(largest_battle(kind)), encoding="utf-8")
            ours, reference = [], []
            for _ in range(samples):
                ours.append(run(str(path)))
                reference.append(run(None))
            rows[f"open.largest.{largest_spec(kind).label}"] = _row(ours, reference)
    return rows


def _row(ours: list[dict[str, float]], reference: list[dict[str, float]]) -> dict[str, object]:
    wall = [s["wall_ms"] for s in ours]
    median, yardstick = statistics.median(wall), statistics.median(s["wall_ms"] for s in reference)
    return {
        "median_ms": round(median, 1),
        "p95_ms": round(percentile(wall, 0.95), 1),
        "cpu_ms": round(statistics.median(s["cpu_ms"] for s in ours), 1),
        "peak_rss_mb": round(max(s["peak_rss_mb"] for s in ours), 1),
        "target_ms": OPEN_TARGET_MS,
        "samples": len(ours),
        "reference_ms": round(yardstick, 1),
        "vs_reference": round(median / yardstick, 3) if yardstick > 0 else None,
    }


def main(argv: list[str] | None = None) -> int:
    """One sample: open the file named (or the default battle) and print its figures as JSON."""
    from PySide6.QtWidgets import QApplication

    args = sys.argv[1:] if argv is None else argv
    app = QApplication.instance() or QApplication(sys.argv[:1])
    figures = open_once(args[0] if args else None)
    print(json.dumps(figures), flush=True)
    del app
    return 0


if __name__ == "__main__":
    # Leave at once: tearing down the scene of a battle this big would only add to the run.
    os._exit(main())
