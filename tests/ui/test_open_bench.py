"""The opening bench: median and p95 of opening the largest battle, beside the default battle's."""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.ui.open_bench import OPEN_TARGET_MS, open_bench, open_once, percentile, sample


@pytest.mark.parametrize(("values", "p95"), [([5.0], 5.0), ([10.0, 20.0], 20.0),
                                             ([7.0, 1.0, 6.0, 2.0, 5.0, 3.0, 4.0], 7.0),
                                             ([float(v) for v in range(1, 41)], 38.0)],
                         ids=["one", "two", "seven", "forty"])
def test_p95_is_the_nearest_rank(values, p95):
    assert percentile(values, 0.95) == p95


def test_each_sample_of_the_largest_battle_is_followed_by_one_of_the_default_battle():
    opened = []

    def run(path):
        opened.append(path)
        if path is None:  # the yardstick
            return {"wall_ms": 400.0, "cpu_ms": 380.0, "peak_rss_mb": 150.0}
        wall = 2000.0 + 100 * len(opened)
        return {"wall_ms": wall, "cpu_ms": wall - 50, "peak_rss_mb": 500.0 + len(opened)}

    rows = open_bench(kinds=("square",), samples=3, run=run)
    assert [p is None for p in opened] == [False, True] * 3
    assert opened[0].endswith("largest-square.json")
    assert rows == {"open.largest.square500": {
        "median_ms": 2300.0, "p95_ms": 2500.0, "cpu_ms": 2250.0, "peak_rss_mb": 505.0,
        "target_ms": OPEN_TARGET_MS, "samples": 3, "reference_ms": 400.0, "vs_reference": 5.75}}


@pytest.mark.gui
def test_one_opening_is_timed_to_the_first_painted_map(qapp):
    figures = open_once(None)
    assert figures["wall_ms"] > 0 and figures["cpu_ms"] > 0 and figures["peak_rss_mb"] > 0


@pytest.mark.gui
def test_a_sample_opens_in_a_process_of_its_own():
    figures = sample(None)
    assert set(figures) == {"wall_ms", "cpu_ms", "peak_rss_mb"} and figures["wall_ms"] > 0


def test_bench_open_prints_its_rows_as_json_and_as_a_table(monkeypatch, capsys):
    from battlemap import cli

    row = {"median_ms": 2300.0, "p95_ms": 2500.0, "cpu_ms": 2250.0, "peak_rss_mb": 505.0,
           "target_ms": 5000.0, "samples": 3, "reference_ms": 400.0, "vs_reference": 5.75}
    asked = []
    monkeypatch.setattr(cli, "_open_bench", lambda quick: asked.append(quick) or {"open.largest.square500": row})
    assert main(["bench", "--open", "--quick", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"open.largest.square500": row}
    assert main(["bench", "--open"]) == 0
    out = capsys.readouterr().out
    line = next(t for t in out.splitlines() if t.startswith("open.largest.square500"))
    assert line.split()[1:] == ["2300.0", "2500.0", "2250.0", "505", "400.0", "5.8x", "3"]
    assert "within 5000 ms" in out and asked == [True, False]
