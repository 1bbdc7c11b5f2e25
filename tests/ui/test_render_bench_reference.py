"""The rendering bench times a yardstick beside every sample, so loaded runs still compare."""

from __future__ import annotations

import pytest

from battlemap.ui.render_bench import REFERENCE_REGION, VIEW_SIZE, RenderBench, render_bench

pytestmark = pytest.mark.gui


def test_each_measure_comes_with_its_cpu_time_and_its_ratio_to_the_yardstick(qapp):
    result = render_bench("square", cols=48, rows=48, tokens=40, samples=3)
    assert result.reference_ms > 0 and all(cpu > 0 for cpu in result.cpu_ms)
    row = result.as_json()["render.square48.drag_step"]
    assert row["reference_ms"] == round(result.reference_ms, 4)
    assert row["vs_reference"] == round(result.drag_step_ms / result.reference_ms, 3)
    assert row["cpu_ms"] == round(result.cpu_ms[2], 4)


@pytest.mark.parametrize(("drag", "reference", "ratio"), [
    (3.0, 1.5, 2.0),
    (1.0, 4.0, 0.25),
    (2.0, 0.0, None),
], ids=["twice-the-yardstick", "a-quarter", "no-yardstick"])
def test_ratios_are_our_median_over_the_yardsticks(drag, reference, ratio):
    result = RenderBench("square200", 1000, 8.0, 5.0, drag, 31, reference, (7.0, 4.0, drag))
    assert result.vs_reference(drag) == ratio
    assert result.as_json()["render.square200.drag_step"]["vs_reference"] == ratio


def test_the_yardstick_repaints_a_region_inside_the_view():
    width, height = VIEW_SIZE
    assert 0 < REFERENCE_REGION.left() and REFERENCE_REGION.right() < width
    assert 0 < REFERENCE_REGION.top() and REFERENCE_REGION.bottom() < height
