"""The rendering benchmark runs end to end on a small map (timings are reported, not judged)."""

from __future__ import annotations

import pytest

from battlemap.ui.render_bench import render_bench

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("kind", ["square", "hex"])
def test_render_bench_times_repaints_and_a_drag_step(qapp, kind):
    result = render_bench(kind, cols=48, rows=48, tokens=60, samples=3)
    assert (result.map_label, result.tokens, result.samples) == (f"{kind}48", 60, 3)
    assert 0 < result.repaint_fit_ms and 0 < result.repaint_play_ms and 0 < result.drag_step_ms
    report = result.as_json()
    assert sorted(report) == [f"render.{kind}48.drag_step", f"render.{kind}48.repaint_fit",
                              f"render.{kind}48.repaint_play"]
    assert report[f"render.{kind}48.drag_step"]["target_ms"] == 3.0
