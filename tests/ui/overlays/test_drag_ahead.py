"""A pointer resting on a token has its drag built before the press; the press only shows it.

What the press shows must be what a press with no rest shows, nothing may
appear before the press, and a pointer sweeping over tokens drag_builds nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from battlemap.ui.map.controller import REST_MS
from tests.ui.ui_helpers import render, write_scenario

pytestmark = pytest.mark.gui

FIELD = (
    ["." * 14] * 6,
    [{"id": "scouts", "name": "Blue scouts", "side": "blue", "at": [1, 4], "template": "swordsman"},
     {"id": "orcs", "name": "Red orcs", "side": "red", "at": [5, 2], "template": "axeman"}],
)
NO_BUTTON = Qt.MouseButton.NoButton


@pytest.fixture
def field(open_window, tmp_path):
    return open_window(path=write_scenario(tmp_path, "field", "gurps4e", *FIELD))


def test_a_rested_pointer_builds_the_drag_and_the_press_shows_what_a_quick_press_shows(
        field, mouse_of, qtbot, drag_builds):
    mouse = mouse_of(field)
    mouse.move((3, 1), buttons=NO_BUTTON)
    plain = render(field)
    mouse.move((1, 4), buttons=NO_BUTTON)  # onto the scouts, and rest there
    qtbot.wait(REST_MS * 4)
    assert drag_builds == ["scouts"]
    assert any(field.controller.drag.reach.band_cells())  # the shading is drawn ...
    assert render(field) == plain  # ... but nothing shows before the press
    mouse.press((1, 4))
    qtbot.wait(10)
    rested = render(field)
    assert drag_builds == ["scouts"] and rested != plain
    mouse.release((1, 4))
    qtbot.wait(10)

    mouse.move((3, 1), buttons=NO_BUTTON)  # away, back, and press at once: built by the press
    qtbot.wait(REST_MS * 4)
    mouse.move((1, 4), buttons=NO_BUTTON)
    mouse.press((1, 4))
    qtbot.wait(10)
    assert drag_builds == ["scouts", "scouts"]
    assert render(field) == rested


def test_a_pointer_passing_over_tokens_builds_nothing(field, mouse_of, qtbot, drag_builds):
    mouse = mouse_of(field)
    for cell in ((1, 3), (1, 4), (2, 4), (3, 3), (4, 2), (5, 2), (6, 2)):
        mouse.move(cell, buttons=NO_BUTTON)  # a sweep: no wait on any cell (a wait could outlast
        QApplication.processEvents()          # REST_MS on a loaded machine)
    qtbot.wait(REST_MS * 4)  # it rests on an empty cell
    assert drag_builds == []


def test_the_rested_drag_still_drops_where_the_pointer_lets_go(field, mouse_of, qtbot):
    mouse = mouse_of(field)
    mouse.move((1, 4), buttons=NO_BUTTON)
    qtbot.wait(REST_MS * 4)
    mouse.drag([(1, 4), (2, 4), (3, 4)])
    grid = field.document.state.grid
    assert grid.to_offset(field.document.state.token("scouts").cell) == (3, 4)


def _label_on_screen(window):
    label = window.controller.drag.path._label
    view = window.view
    corner = view.mapFromScene(label.scenePos())
    return label.rect().translated(corner.x(), corner.y()).toAlignedRect()


def test_the_drag_label_stays_whole_in_the_view_at_its_right_edge(field, mouse_of, qtbot):
    mouse = mouse_of(field)
    mouse.drag([(1, 4), (2, 4), (3, 4)])  # out of the way of the orcs' reach: a plain move
    field.view.zoom_by(3.0)  # the map now runs past the view's right edge
    field.view.centerOn(field.view.mapToScene(mouse.point((3, 4))))
    mouse.press((3, 4))
    view = field.view
    last = max(c for c in range(14) if view.viewport().rect().contains(mouse.point((c, 4))))
    mouse.move((last, 4))
    qtbot.wait(10)
    shown = _label_on_screen(field)
    assert view.viewport().rect().contains(shown), (shown, view.viewport().rect())
    tip = mouse.point((last, 4))
    assert not shown.contains(tip)  # beside the cell the token goes to, not over it


@pytest.fixture
def paintings(monkeypatch):
    """Every time the shading's sets are painted into a picture (cells.painted), in order."""
    from battlemap.ui.overlays import cells

    made = []

    def counted(*args, **kwargs):
        made.append(args[1])
        return painted(*args, **kwargs)

    painted = cells.painted
    monkeypatch.setattr(cells, "painted", counted)
    return made


SQUARES = (
    ["." * 14] * 6,
    [{"id": "scouts", "name": "Blue scouts", "side": "blue", "at": [1, 4], "template": "spearmen", "count": 10},
     {"id": "orcs", "name": "Red orcs", "side": "red", "at": [5, 2], "template": "militia", "count": 10}],
)


@pytest.fixture
def squares(open_window, tmp_path):
    return open_window(path=write_scenario(tmp_path, "squares", "d20-mass", *SQUARES))


def test_the_press_blends_the_shading_painted_while_the_pointer_rested(squares, mouse_of, qtbot, paintings):
    # Squares: the drag's shading is painted into one picture of the view and blended from it.
    field = squares
    mouse = mouse_of(field)
    mouse.move((1, 4), buttons=NO_BUTTON)
    qtbot.wait(REST_MS * 4)
    assert len(paintings) == 1  # painted at rest, for the view as it is
    mouse.press((1, 4))
    qtbot.wait(10)
    rested = field.view.viewport().grab().toImage()
    assert len(paintings) == 1  # the press only blended it
    mouse.release((1, 4))
    qtbot.wait(10)

    mouse.move((3, 1), buttons=NO_BUTTON)  # away, back and press at once: painted by the press
    qtbot.wait(REST_MS * 4)
    mouse.move((1, 4), buttons=NO_BUTTON)
    mouse.press((1, 4))
    qtbot.wait(10)
    assert len(paintings) == 2
    assert field.view.viewport().grab().toImage() == rested  # the same pixels on screen
    field.view.zoom_by(1.5)  # a zoom paints it again for the new view
    qtbot.wait(10)
    assert len(paintings) == 3 and paintings[-1] != paintings[0]
