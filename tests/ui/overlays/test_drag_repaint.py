"""A drag step repaints a few cells at the path's tip, not the whole path's bounding box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF

from battlemap.ui.map.decor import touches_rulers
from tests.ui.ui_helpers import write_scenario

pytestmark = pytest.mark.gui

FIELD = (
    ["." * 14] * 6,
    [{"id": "scouts", "name": "Blue scouts", "side": "blue", "at": [1, 4], "template": "swordsman"},
     {"id": "orcs", "name": "Red orcs", "side": "red", "at": [12, 0], "template": "axeman"}],
)


class PaintRegions(QObject):
    """Records the region of every paint event of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.areas: list[int] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.areas.append(sum(r.width() * r.height() for r in event.region()))
        return False


@pytest.fixture
def field(open_window, tmp_path):
    return open_window(path=write_scenario(tmp_path, "field", "gurps4e", *FIELD))


def test_a_step_keeps_the_items_of_the_cells_and_steps_already_on_the_path(field, mouse_of):
    mouse = mouse_of(field)
    mouse.press((1, 4))
    mouse.move((2, 4))
    path = field.controller.drag.path
    cells_before = set(path.cells.childItems())
    steps_before = set(path.childItems())
    mouse.move((3, 4))
    assert len(path.path_cells) == 2
    assert cells_before < set(path.cells.childItems())
    assert steps_before & set(path.childItems())  # the first step's line is the same item


def test_a_drag_step_repaints_a_few_cells_not_the_path_box(field, mouse_of, qtbot):
    mouse = mouse_of(field)
    mouse.press((1, 4))
    for cell in ((2, 3), (3, 3), (3, 2)):
        mouse.move(cell)
    qtbot.wait(40)
    viewport = field.view.viewport()
    regions = PaintRegions()
    viewport.installEventFilter(regions)
    try:
        mouse.move((4, 1))
        qtbot.wait(40)  # the queued dirty items, then the window's update request
    finally:
        viewport.removeEventFilter(regions)
    assert regions.areas, "the step repainted nothing"
    # The old tip, the new tip, the label and the ghost: ~5 % of the view (the path's box was ~12 %).
    assert max(regions.areas) < 0.07 * viewport.width() * viewport.height()


@pytest.mark.parametrize(("rect", "touches"), [
    ((400, 300, 60, 60), False),
    ((400, 10, 60, 60), True),
    ((20, 300, 60, 60), True),
    ((29, 18, 60, 60), False),
], ids=["mid-map", "under-top-ruler", "beside-left-ruler", "just-clear"])
def test_only_repaints_near_the_edges_redraw_the_rulers(rect, touches):
    assert touches_rulers(QRectF(*rect), 700) is touches
