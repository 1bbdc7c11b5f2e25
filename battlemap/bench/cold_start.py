"""Cold start: from spawning `python -m battlemap` to its first painted map.

Spawns the app on the bundled default scenario with the bench-only switch
`BATTLEMAP_BENCH_FIRST_PAINT=1` (battlemap/ui/window/first_paint.py): the app
prints one line once the map view has painted for the first time and quits.
The time is taken here, from just before the spawn to that line on the
child's stdout: what a user waits from launch to the first painted map. One
untimed spawn first writes the bytecode caches (the issue measures with
bytecode cached, as an installed app runs): into a cache folder of the run's
own (`PYTHONPYCACHEPREFIX`), with `PYTHONDONTWRITEBYTECODE` dropped from the
child's environment, so a shell that sets it does not time every start
compiling the whole app from source. The reference, timed in turn with each sample, is the
same interpreter spawned the same way running `print()`: the start-up every
Python program pays on this machine.

Qt-free: the child imports Qt, this module does not. The child gets its own
empty settings and data folders (no autosave offered, no saved layout read),
a cache folder of its own (the untimed spawn writes the parsed bundled
ruleset there, as a user's first start does: `document/ruleset_cache.py`)
and the Qt platform of the caller's environment (`battlemap bench --render`
sets offscreen).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass

from battlemap.bench.switch import FIRST_PAINT_ENV, FIRST_PAINT_LINE

TARGET_MS = 500.0
_TIMEOUT_S = 60.0


class ColdStartError(RuntimeError):
    """The app did not report its first paint (it failed, or never painted)."""


@dataclass(frozen=True)
class ColdStart:
    """Milliseconds from spawn to the first painted map, and the reference's median."""

    times_ms: tuple[float, ...]
    reference_ms: float

    def as_json(self) -> dict[str, dict[str, object]]:
        ordered = sorted(self.times_ms)
        median = statistics.median(ordered)
        p95 = ordered[max(0, -(-95 * len(ordered) // 100) - 1)]
        ratio = median / self.reference_ms if self.reference_ms > 0 else None
        return {"cold_start": {
            "median_ms": round(median, 3), "p95_ms": round(p95, 3), "reference_ms": round(self.reference_ms, 3),
            "samples": len(ordered), "target_ms": TARGET_MS,
            "vs_reference": None if ratio is None else round(ratio, 3)}}


def _spawn_ms(argv: Sequence[str], env: dict[str, str], line: str | None) -> float:
    """Milliseconds from spawning `argv` to `line` on its stdout (None: to its exit)."""
    start = time.perf_counter()
    with subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as child:
        assert child.stdout is not None
        took = None
        for out in child.stdout:
            if line is not None and out.strip() == line:
                took = (time.perf_counter() - start) * 1e3
        try:
            _, err = child.communicate(timeout=_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            child.kill()
            raise ColdStartError(f"{' '.join(argv)} did not quit after its first paint") from None
        if line is None:
            return (time.perf_counter() - start) * 1e3
        if took is None:
            tail = "\n".join(err.strip().splitlines()[-5:])
            raise ColdStartError(f"{' '.join(argv)} exited {child.returncode} without painting: {tail}")
        return took


def cold_start(samples: int = 5) -> ColdStart:
    """Time `samples` cold starts of the app, each followed by one of the reference."""
    with tempfile.TemporaryDirectory(prefix="battlemap-cold-start-") as home:
        env = dict(os.environ, **{FIRST_PAINT_ENV: "1",
                                  "XDG_CONFIG_HOME": os.path.join(home, "config"),
                                  "XDG_DATA_HOME": os.path.join(home, "data"),
                                  "XDG_CACHE_HOME": os.path.join(home, "cache"),
                                  "PYTHONPYCACHEPREFIX": os.path.join(home, "pycache")})
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        app = [sys.executable, "-m", "battlemap"]
        reference = [sys.executable, "-c", "print()"]
        _spawn_ms(app, env, FIRST_PAINT_LINE)  # writes the bytecode caches
        _spawn_ms(reference, env, None)
        times, refs = [], []
        for _ in range(samples):
            times.append(_spawn_ms(app, env, FIRST_PAINT_LINE))
            refs.append(_spawn_ms(reference, env, None))
    return ColdStart(tuple(times), statistics.median(refs))
