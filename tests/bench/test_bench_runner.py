"""The runner's sampling, the report's figures and JSON shape (times measured, never asserted)."""

from __future__ import annotations

import json

import pytest

from battlemap.bench import runner
from battlemap.bench.cases import OPERATIONS, case_names, planned
from battlemap.bench.report import FRAME_MS, TARGETS, Result, as_json, target_lines, text_report
from battlemap.bench.runner import QUICK, Settings, measure

FIELDS = {"median_ms", "frame_share", "vs_tcod"}
TINY = Settings(quick=True, warmup=2, min_samples=3, max_samples=5, max_case_s=0.0, min_sample_ns=0)


def test_measure_warms_up_then_samples_up_to_the_minimum() -> None:
    calls = []
    timing = measure(lambda: calls.append(1), TINY)
    # 2 warm-up calls, 1 call to size the batch (min_sample_ns 0: batches of 1), 3 samples
    assert len(calls) == 2 + 1 + 3
    assert len(timing.samples) == 3
    assert timing.median_ns == sorted(timing.samples)[1]


def test_fresh_gives_each_sample_a_new_callable() -> None:
    made = []

    def fresh():
        made.append(object())
        return lambda: None

    timing = measure(lambda: None, TINY, fresh=fresh)
    assert len(made) == 2 + 3  # one per warm-up call and per sample, never batched
    assert len(timing.samples) == 3


def test_short_calls_are_batched_and_divided() -> None:
    calls = []
    settings = Settings(quick=True, warmup=0, min_samples=2, max_samples=2, max_case_s=0.0)
    measure(lambda: calls.append(1), settings)
    assert len(calls) > 3  # a no-op lasts far less than 0.2 ms: many calls per sample


@pytest.mark.parametrize(
    ("median_ms", "tcod_ms", "share", "ratio"),
    [
        pytest.param(FRAME_MS, 4.0, 1.0, FRAME_MS / 4, id="one-frame"),
        pytest.param(0.5, None, 0.03, None, id="no-tcod"),
        pytest.param(8.0, 2.0, 0.48, 4.0, id="four-times-tcod"),
    ],
)
def test_result_figures(median_ms, tcod_ms, share, ratio) -> None:
    result = Result("drag_step:square200:1000t", median_ms, 7, tcod_ms)
    figures = as_json([result])[result.name]
    assert set(figures) == FIELDS
    assert figures["median_ms"] == round(median_ms, 4)
    assert figures["frame_share"] == pytest.approx(share, abs=1e-4)
    assert figures["vs_tcod"] == (None if ratio is None else pytest.approx(ratio, abs=0.01))


@pytest.mark.parametrize(
    ("name", "median_ms", "tcod_ms", "verdict"),
    [
        pytest.param("drag_step:square200:1000t", 0.8, None, "met", id="step-met"),
        pytest.param("drag_step:hex200:1000t", 1.5, None, "MISSED", id="step-missed"),
        pytest.param("drag_start:square200:1000t", 3.0, 1.0, "met", id="start-met"),
        pytest.param("distance_field:hex100:200t", 30.0, 5.0, "MISSED", id="field-6x"),
        pytest.param("distance_field:hex100:200t", 30.0, None, "no tcod figure", id="field-no-tcod"),
    ],
)
def test_targets_are_reported(name, median_ms, tcod_ms, verdict) -> None:
    lines = target_lines([Result(name, median_ms, 5, tcod_ms)])
    assert len(lines) == 1 and lines[0].endswith(verdict)


def test_targets_judge_only_their_map() -> None:
    assert target_lines([Result("drag_step:square100:1000t", 3.0, 5)]) == []
    assert {t.operation for t in TARGETS} == {"drag_step", "drag_start", "distance_field", "fog"}


def test_text_report_lists_every_case_and_notes() -> None:
    results = [Result("drag_step:square200:1000t", 0.25, 9), Result("distance_field:hex100:200t", 40.0, 3, 8.0)]
    text = text_report(results, ["tcod is missing"])
    for expected in ("drag_step:square200:1000t", "0.250", "1.5%", "5.0x", "note: tcod is missing", "MISSED"):
        assert expected in text


def test_plan_and_names() -> None:
    # fog runs on every map (square and hex); fog_on, seconds a sample, on the 200-token maps
    # without walls; a full run adds a square and a hex map with 2,000 free walls
    assert len(case_names(quick=False)) == 10 * (len(OPERATIONS) - 1) + 4
    assert "drag_step:square100w2000:200t" in case_names(quick=False)
    assert "distance_field:hex100w2000:200t" in case_names(quick=False)
    assert "fog_on:hex100w2000:200t" not in case_names(quick=False)
    assert len(case_names(quick=True)) == 2 * len(OPERATIONS)
    assert case_names(quick=True, name_filter="HEX100:200T") == [f"{op}:hex100:200t" for op in OPERATIONS]
    assert "fog:square100:200t" in case_names(quick=True)
    assert "fog:hex100:200t" in case_names(quick=True)
    assert "fog:hex200:1000t" in case_names(quick=False)
    assert "fog_on:square200:200t" in case_names(quick=False)
    assert "fog_on:square200:1000t" not in case_names(quick=False)
    assert [spec.label for spec, _ in planned(False, "200:1000t")] == ["square200", "hex200"]
    assert case_names(quick=True, name_filter="nothing") == []


def test_run_returns_the_json_shape() -> None:
    fast = Settings(quick=True, warmup=0, min_samples=1, max_samples=2, max_case_s=0.0)
    done = runner.run(quick=True, name_filter="line_of_fire", settings=fast)
    names = case_names(quick=True, name_filter="line_of_fire")
    assert [r.name for r in done.results] == names
    figures = json.loads(json.dumps(as_json(done.results)))
    assert list(figures) == names
    has_tcod = runner.load_tcod() is not None
    for name, values in figures.items():
        assert set(values) == FIELDS
        assert values["median_ms"] > 0
        # tcod draws square lines only: no hex yardstick
        assert (values["vs_tcod"] is not None) == (has_tcod and ":square" in name)


def test_without_tcod_the_ratios_are_left_out(monkeypatch) -> None:
    monkeypatch.setattr(runner, "load_tcod", lambda: None)
    fast = Settings(quick=True, warmup=0, min_samples=1, max_samples=1, max_case_s=0.0)
    done = runner.run(quick=True, name_filter="movement_map:square", settings=fast)
    assert [r.vs_tcod for r in done.results] == [None]
    assert len(done.notes) == 1 and "tcod is not installed" in done.notes[0]


def test_quick_settings_stay_quick() -> None:
    # 12 cases at most max_case_s each (plus one sample past it): a few seconds.
    assert QUICK.max_case_s * len(case_names(quick=True)) < 3


def test_subjects_are_sampled_in_turn() -> None:
    order = []
    subjects = [runner.Subject(lambda: order.append("ours")), runner.Subject(lambda: order.append("tcod"))]
    settings = Settings(quick=True, warmup=0, min_samples=3, max_samples=3, max_case_s=0.0, min_sample_ns=0)
    ours, tcod = runner.measure_together(subjects, settings)
    assert order[2:] == ["ours", "tcod"] * 3  # after one sizing call each
    assert len(ours.samples) == len(tcod.samples) == 3
