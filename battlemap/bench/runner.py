"""Timing: warm-up, repeated samples with `time.perf_counter_ns`, the median.

A sample times one call, or a batch of calls when one call is too short for
the clock to be trusted (the sample's time is then divided by the batch).
Sampling stops at `max_samples`, or once `min_samples` are taken and the
case has used its time allowance, so a slow case (a full-map fill in pure
Python) cannot stretch the run while fast ones still get many samples.

Our operation and its tcod yardstick are sampled in turn, so that load on a
shared machine slows both sides of a ratio alike.

A case with a `fresh` factory gets a new callable before every sample,
untimed: drag start is timed on a fresh copy of the battle state, as after
any move, so no per-state cache survives from the previous sample.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from battlemap.bench.cases import Case, build_cases, planned
from battlemap.bench.report import Result
from battlemap.bench.tcod_ref import MISSING_NOTE, load_tcod

Call = Callable[[], Any]


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard to sample: warm-up calls, sample counts, time allowance per case."""

    quick: bool
    warmup: int
    min_samples: int
    max_samples: int
    #: Stop sampling a case after this many seconds (once min_samples are in).
    max_case_s: float
    #: Batch calls until one sample lasts at least this long (no fresh factory).
    min_sample_ns: int = 200_000


QUICK = Settings(quick=True, warmup=1, min_samples=3, max_samples=15, max_case_s=0.15)
FULL = Settings(quick=False, warmup=2, min_samples=5, max_samples=41, max_case_s=2.0)


class Timing(NamedTuple):
    """Per-call times of every sample (ns) and their median."""

    median_ns: float
    samples: tuple[float, ...]


class Subject(NamedTuple):
    """What to time: `call`, or a new callable from `fresh()` before every sample."""

    call: Call
    fresh: Callable[[], Call] | None = None


def measure(call: Call, settings: Settings, fresh: Callable[[], Call] | None = None) -> Timing:
    """The median time of one call of `call` (or of each `fresh()` callable)."""
    return measure_together([Subject(call, fresh)], settings)[0]


def measure_together(subjects: Sequence[Subject], settings: Settings) -> list[Timing]:
    """Sample the subjects in turn (ours, then tcod's), one Timing each.

    Interleaving means a burst of load on a shared machine hits both sides of
    a ratio alike. The first subject's sample count and the time spent on all
    decide when to stop.
    """
    for subject in subjects:
        for _ in range(settings.warmup):
            (subject.fresh() if subject.fresh else subject.call)()
    batches = [1 if s.fresh else _batch_size(s.call, settings.min_sample_ns) for s in subjects]
    samples: list[list[float]] = [[] for _ in subjects]
    spent = 0
    gc_was_enabled = gc.isenabled()
    gc.disable()  # a collection inside one sample would be noise, not the engine's cost
    try:
        while len(samples[0]) < settings.max_samples:
            for subject, batch, found in zip(subjects, batches, samples):
                target = subject.fresh() if subject.fresh else subject.call
                begin = time.perf_counter_ns()
                for _ in range(batch):
                    target()
                elapsed = time.perf_counter_ns() - begin
                found.append(elapsed / batch)
                spent += elapsed
            if len(samples[0]) >= settings.min_samples and spent > settings.max_case_s * 1e9:
                break
            gc.collect(0)
    finally:
        if gc_was_enabled:
            gc.enable()
    return [Timing(statistics.median(found), tuple(found)) for found in samples]


def _batch_size(call: Call, min_sample_ns: int) -> int:
    """Calls per sample so that a sample lasts at least `min_sample_ns`."""
    start = time.perf_counter_ns()
    call()
    once = max(time.perf_counter_ns() - start, 1)
    return max(1, min(1000, -(-min_sample_ns // once)))


def time_case(case: Case, settings: Settings) -> Result:
    """Our median for the case, and tcod's for its yardstick when there is one."""
    subjects = [Subject(case.call, case.fresh)]
    if case.tcod is not None:
        subjects.append(Subject(case.tcod))
    ours, *tcod = measure_together(subjects, settings)
    tcod_ms = tcod[0].median_ns / 1e6 if tcod else None
    return Result(case.name, ours.median_ns / 1e6, len(ours.samples), tcod_ms)


class BenchRun(NamedTuple):
    """What a run produced: one result per case, in order, and notes for the reader."""

    results: tuple[Result, ...]
    notes: tuple[str, ...]


def run(
    quick: bool = False,
    name_filter: str | None = None,
    settings: Settings | None = None,
    on_result: Callable[[Result], None] | None = None,
) -> BenchRun:
    """Build the maps, time every case whose name contains `name_filter`, in order."""
    settings = settings or (QUICK if quick else FULL)
    tcod = load_tcod()
    notes = () if tcod is not None else (MISSING_NOTE,)
    results = []
    for result in _results(settings, name_filter, tcod):
        results.append(result)
        if on_result is not None:
            on_result(result)
    return BenchRun(tuple(results), notes)


def _results(settings: Settings, name_filter: str | None, tcod: Any) -> Iterator[Result]:
    for spec, operations in planned(settings.quick, name_filter):
        for case in build_cases(spec, operations, tcod):
            yield time_case(case, settings)

