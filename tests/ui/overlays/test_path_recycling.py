"""The dragged path recycles its items: what shows is exactly the preview, step after step.

Cells, steps and reaction markers leaving the path hand their items to the
ones joining it and the rest are hidden, so a long drag creates no more
items than its longest path needs, and nothing stale stays visible.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QGraphicsLineItem

from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui

FIELD = (
    ["." * 12] * 8,
    [{"id": "scouts", "name": "Blue scouts", "side": "blue", "at": [2, 4], "template": "wastelander"},
     {"id": "raiders", "name": "Red raiders", "side": "red", "at": [5, 3], "template": "raider"},
     {"id": "brute", "name": "Grey brute", "side": "red", "at": [4, 6], "template": "brute"}],
)
CELLS = st.tuples(st.integers(0, 7), st.integers(1, 7))


@pytest.fixture(params=["square", "hex"])
def field(request, open_window, tmp_path):
    grid = {"kind": "hex", "orientation": "flat"} if request.param == "hex" else {"kind": "square"}
    return open_window(path=write_scenario(tmp_path, "field", "fallout-pnp", *FIELD, grid=grid))


def shown(items) -> list:
    return [item for item in items if item.isVisible()]


def rounded(points) -> list[tuple[float, ...]]:
    return sorted(tuple(round(v, 3) for v in point) for point in points)


def assert_path_shows_the_preview(window) -> None:
    """The visible cell, step and marker items are exactly the document's preview."""
    preview, layout = window.document.drag.preview.move, window.scene.layout
    path = window.controller.drag.path
    grid = layout.grid
    start = window.state.token(preview.token).cell
    centres = [layout.center(c) for c in preview.path if grid.in_bounds(c)]
    cells = shown(path.cells.childItems())
    assert rounded((i.pos().x(), i.pos().y()) for i in cells) == rounded(centres)
    points = [layout.center(c) for c in (start, *preview.path)]
    steps = [(line.line().x1(), line.line().y1(), line.line().x2(), line.line().y2())
             for line in shown(path.childItems()) if isinstance(line, QGraphicsLineItem)]
    assert rounded(steps) == rounded((*a, *b) for a, b in zip(points, points[1:]))
    markers = [m for m in shown(path.childItems()) if m.toolTip()]
    assert sorted(m.toolTip() for m in markers) == sorted(path.marker_tips)
    assert len(path.marker_tips) == len(preview.reactions)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(walk=st.lists(CELLS, min_size=1, max_size=7))
def test_every_step_shows_exactly_the_previewed_path(field, mouse_of, walk):
    mouse = mouse_of(field)
    mouse.press((2, 4))
    try:
        for cell in walk:
            mouse.move(cell)
            assert_path_shows_the_preview(field)
    finally:
        field.controller.cancel()
    path = field.controller.drag.path
    assert not shown(path.cells.childItems()) and path.marker_tips == ()


def test_walking_out_and_back_reuses_the_items_it_made(field, mouse_of):
    mouse = mouse_of(field)
    mouse.press((2, 4))
    out = [(3, 4), (4, 4), (4, 5), (5, 5), (6, 5), (7, 5)]
    for cell in out:
        mouse.move(cell)
    path = field.controller.drag.path
    made = set(path.cells.childItems()) | set(path.childItems())
    for cell in [*reversed(out[:-1]), (2, 4), *out]:
        mouse.move(cell)
        assert_path_shows_the_preview(field)
    assert set(path.cells.childItems()) | set(path.childItems()) == made


def test_reaction_markers_sit_over_the_paths_line(field, mouse_of):
    mouse = mouse_of(field)
    mouse.press((2, 4))
    for cell in [(3, 4), (4, 4), (5, 4), (6, 4), (7, 5), (7, 6), (7, 7)]:
        mouse.move(cell)  # past the brute: an opportunity attack on both grids
    path = field.controller.drag.path
    children = shown(path.childItems())
    lines = [item for item in children if isinstance(item, QGraphicsLineItem)]
    markers = [item for item in children if item.toolTip()]
    assert lines and markers
    assert min(m.zValue() for m in markers) > max(line.zValue() for line in lines)
