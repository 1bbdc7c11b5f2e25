"""`battlemap bench --render` times the whole window and the cold start (reported, never judged)."""

from __future__ import annotations

import pytest

from battlemap.bench.cold_start import ColdStart, cold_start
from battlemap.ui.window_bench import Timed, percentile, window_bench

pytestmark = pytest.mark.gui

KEYS = {"median_ms", "p95_ms", "reference_ms"}


@pytest.mark.parametrize("kind", ["square", "hex"])
def test_the_window_bench_times_a_press_and_the_moves_of_a_drag(qapp, kind):
    result = window_bench(kind, cols=48, rows=48, tokens=40, samples=3)
    report = result.as_json()
    assert sorted(report) == ["window_move", "window_press", "window_press_cold"]
    for name in report:
        row = report[name]
        assert KEYS <= set(row) and all(row[key] > 0 for key in KEYS)
        assert row["median_ms"] <= row["p95_ms"] and row["map"] == f"{kind}48"
    assert (report["window_press"]["samples"], report["window_move"]["samples"]) == (3, 6)
    assert report["window_press_cold"]["samples"] == 3
    assert (report["window_press"]["target_ms"], report["window_move"]["target_ms"]) == (4.0, 3.0)


def test_the_cold_start_spawns_the_app_to_its_first_paint():
    report = cold_start(samples=1).as_json()
    assert sorted(report) == ["cold_start"]
    row = report["cold_start"]
    assert KEYS <= set(row) and all(row[key] > 0 for key in KEYS)
    assert row["samples"] == 1 and row["target_ms"] == 500.0


def test_medians_percentiles_and_ratios():
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0
    assert percentile([float(n) for n in range(1, 101)], 0.95) == 95.0
    timed = Timed.of([(1.0, 0.5), (2.0, 1.0), (3.0, 2.5), (4.0, 3.0), (10.0, 3.0)], [0.5, 1.0, 1.5], 4.0).as_json()
    assert (timed["median_ms"], timed["p95_ms"], timed["reference_ms"], timed["vs_reference"]) == (3.0, 10.0, 1.0, 3.0)
    assert timed["cpu_ms"] == 2.5
    row = ColdStart((400.0, 300.0, 500.0), 50.0).as_json()["cold_start"]
    assert (row["median_ms"], row["p95_ms"], row["reference_ms"], row["vs_reference"]) == (400.0, 500.0, 50.0, 8.0)
