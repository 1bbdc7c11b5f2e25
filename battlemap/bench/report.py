"""Bench results as figures: a text table for people, a JSON object for machines.

The JSON is a contract (issue 3): `{"name": {"median_ms", "frame_share",
"vs_tcod"}}`, `vs_tcod` null where tcod has no equivalent or is missing.
`frame_share` is the median over one 60 Hz frame (16.7 ms); `vs_tcod` is our
median over tcod's (2.0 = twice tcod's time). Targets are reported, never
asserted: speed is measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

#: One 60 Hz frame, in ms.
FRAME_MS = 1000 / 60


class Result(NamedTuple):
    """One timed case: our median, and tcod's for the same work when there is one."""

    name: str
    median_ms: float
    #: Samples the median was taken over.
    samples: int
    tcod_ms: float | None = None

    @property
    def frame_share(self) -> float:
        """Share of a 60 Hz frame the median takes (0.5 = half a frame)."""
        return self.median_ms / FRAME_MS

    @property
    def vs_tcod(self) -> float | None:
        """Our median over tcod's, or None when there is no tcod figure."""
        if self.tcod_ms is None or self.tcod_ms <= 0:
            return None
        return self.median_ms / self.tcod_ms


class Target(NamedTuple):
    """A goal from issue 3: the operation, on which map, and the limit."""

    operation: str
    #: Case-name suffix of the map it applies to (e.g. "square200:1000t"); "" = every map.
    where: str
    #: "ms" (median at most `limit` ms) or "tcod" (at most `limit` times tcod).
    measure: str
    limit: float

    def applies(self, name: str) -> bool:
        """Whether the case called `name` is judged by this target."""
        operation, _, rest = name.partition(":")
        return operation == self.operation and (not self.where or rest.endswith(self.where))

    def met(self, result: Result) -> bool | None:
        """True or False, or None when the figure is missing (no tcod)."""
        value = result.median_ms if self.measure == "ms" else result.vs_tcod
        return None if value is None else value <= self.limit

    def describe(self) -> str:
        limit = f"<= {self.limit:g} ms" if self.measure == "ms" else f"<= {self.limit:g}x tcod"
        return f"{self.operation} {limit}"


TARGETS = (
    Target("drag_step", "200:1000t", "ms", 1.0),
    Target("drag_start", "200:1000t", "ms", 4.0),
    Target("distance_field", "", "tcod", 4.0),
    Target("fog", "100:200t", "ms", 5.0),
)


def as_json(results: Sequence[Result]) -> dict[str, dict[str, Any]]:
    """The machine-readable figures, keyed by case name, in run order."""
    return {
        r.name: {
            "median_ms": round(r.median_ms, 4),
            "frame_share": round(r.frame_share, 4),
            "vs_tcod": None if r.vs_tcod is None else round(r.vs_tcod, 2),
        }
        for r in results
    }


def text_table(results: Sequence[Result]) -> str:
    """One row per case: median, share of a frame, tcod's median and the ratio."""
    width = max((len(r.name) for r in results), default=4)
    head = f"{'case':<{width}}  {'median ms':>10}  {'frame':>7}  {'tcod ms':>9}  {'vs tcod':>8}  {'n':>3}"
    lines = [head, "-" * len(head)]
    for r in results:
        tcod = "-" if r.tcod_ms is None else f"{r.tcod_ms:.3f}"
        ratio = "-" if r.vs_tcod is None else f"{r.vs_tcod:.1f}x"
        lines.append(
            f"{r.name:<{width}}  {r.median_ms:>10.3f}  {r.frame_share:>7.1%}  "
            f"{tcod:>9}  {ratio:>8}  {r.samples:>3}"
        )
    return "\n".join(lines)


def target_lines(results: Sequence[Result]) -> list[str]:
    """Each target against each case it judges: measured, limit, met or missed."""
    lines = []
    for target in TARGETS:
        for r in results:
            if not target.applies(r.name):
                continue
            verdict = {True: "met", False: "MISSED", None: "no tcod figure"}[target.met(r)]
            value = f"{r.median_ms:.3f} ms" if target.measure == "ms" else (
                "-" if r.vs_tcod is None else f"{r.vs_tcod:.1f}x tcod"
            )
            lines.append(f"{r.name}: {value} (target {target.describe()}): {verdict}")
    return lines


def text_report(results: Sequence[Result], notes: Sequence[str] = ()) -> str:
    """The table, the targets judged, and any notes (e.g. tcod missing)."""
    parts = [text_table(results)]
    judged = target_lines(results)
    if judged:
        parts.append("targets (reported, not asserted):\n" + "\n".join(f"  {x}" for x in judged))
    if notes:
        parts.append("\n".join(f"note: {n}" for n in notes))
    return "\n\n".join(parts)
