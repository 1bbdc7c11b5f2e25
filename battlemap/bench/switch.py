"""The bench-only switch of a cold start (stdlib only, cheap to import at app start).

With `FIRST_PAINT_ENV` set to 1, `battlemap` prints `FIRST_PAINT_LINE` once
its map has first painted and quits (battlemap/ui/window/first_paint.py);
`battlemap.bench.cold_start` times the spawn to that line (docs/BENCH.md).
"""

from __future__ import annotations

import os

FIRST_PAINT_ENV = "BATTLEMAP_BENCH_FIRST_PAINT"
FIRST_PAINT_LINE = "battlemap: first map paint"


def first_paint_wanted() -> bool:
    """Whether this run is the bench's cold start (the switch is set)."""
    return os.environ.get(FIRST_PAINT_ENV, "") not in ("", "0")
