"""Reading the map: pan, zoom, edge coordinates, scale bar, status bar, level of detail."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtWidgets import QApplication

from battlemap.ui.map.decor import nice_length, scale_bar, thinning
from battlemap.ui.map.palette import RULER_BAND, TERRAIN_COLOURS
from battlemap.ui.map.token_item import DETAIL_DISC, DETAIL_FULL
from tests.ui.ui_helpers import render

pytestmark = pytest.mark.gui


def _scroll(window) -> tuple[int, int]:
    view = window.view
    return view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def test_arrow_keys_pan_an_eighth_of_the_view(open_window, qtbot):
    window = open_window()
    window.view.zoom_by(4.0)  # far enough in that the map scrolls both ways, beside the docks
    before = _scroll(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    after = _scroll(window)
    width, height = window.view.viewport().width(), window.view.viewport().height()
    assert after[0] - before[0] == pytest.approx(width / 8, abs=1)
    assert after[1] - before[1] == pytest.approx(height / 8, abs=1)


def test_middle_button_drag_pans_with_the_hand(open_window, mouse_of):
    window = open_window()
    window.view.zoom_by(4.0)  # far enough in that the map scrolls both ways, beside the docks
    mouse = mouse_of(window)
    start = QPoint(400, 300)
    before = _scroll(window)
    mouse.press_point(start, Qt.MouseButton.MiddleButton)
    mouse.move_to_point(QPoint(300, 250), Qt.MouseButton.MiddleButton)
    after = _scroll(window)
    # Dragging the map left and up by (100, 50) shows what lies right and below.
    assert (after[0] - before[0], after[1] - before[1]) == (100, 50)


def test_space_held_left_drag_pans_and_moves_no_token(open_window, mouse_of, qtbot):
    window = open_window()
    window.view.zoom_by(2.0)
    mouse = mouse_of(window)
    token = window.state.token("b-spear")
    qtbot.keyPress(window.view, Qt.Key.Key_Space)
    before = _scroll(window)
    mouse.press(token.cell)
    start = mouse.point(token.cell)
    mouse.move_to_point(start - QPoint(80, 0), Qt.MouseButton.LeftButton)
    qtbot.keyRelease(window.view, Qt.Key.Key_Space)
    after = _scroll(window)
    assert after[0] - before[0] == 80
    assert window.state.token("b-spear").cell == token.cell


def test_wheel_zooms_keeping_the_point_under_the_cursor(open_window):
    window = open_window()
    view = window.view
    view.zoom_by(3.0)  # zoomed in, the map can scroll both ways to keep the point
    cursor = QPointF(300, 200)
    under = view.mapToScene(cursor.toPoint())
    before = view.zoom
    event = QWheelEvent(
        cursor, view.viewport().mapToGlobal(cursor), QPoint(), QPoint(0, 240),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom == pytest.approx(before * 1.15**2)
    after = view.mapToScene(cursor.toPoint())
    assert abs(after.x() - under.x()) < 2 / view.zoom + 1
    assert abs(after.y() - under.y()) < 2 / view.zoom + 1


def test_fit_shows_the_whole_map_and_actual_size_is_one_to_one(open_window):
    window = open_window()
    view = window.view
    view.zoom_by(4.0)
    view.zoom_actual()
    assert view.zoom == 1.0
    view.fit_map()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(window.scene.sceneRect().adjusted(1, 1, -1, -1))


def test_status_bar_names_the_cell_under_the_pointer(open_window, mouse_of):
    window = open_window()
    mouse = mouse_of(window)
    mouse.move_to_point(mouse.point((10, 6)))
    assert window.cell_status.startswith("10,6")
    assert "Shallow water" in window.cell_status
    mouse.move_to_point(mouse.point((8, 6)))
    # Blue spearmen (12) stand there: a loose crowd.
    assert window.cell_status.startswith("8,6   Open ground")
    assert "crowd: 12 (loose)" in window.cell_status
    mouse.move_to_point(mouse.point((0, 0)))
    assert window.cell_status == "0,0   Trees   cover: partial"


def test_coordinates_toggle_in_the_view_menu(open_window):
    window = open_window()
    band = QColor(RULER_BAND)
    corner = QPoint(window.view.viewport().width() // 2, 4)
    shown = render(window).pixelColor(corner)
    assert shown != QColor(TERRAIN_COLOURS["open"])
    assert shown.red() < 60 and band.alpha() > 150
    window.actions["coordinates"].trigger()
    assert window.view.show_coordinates is False
    hidden = render(window).pixelColor(corner)
    assert hidden != shown


@pytest.mark.parametrize(
    ("limit", "expected"),
    [(160.0, 100.0), (99.0, 50.0), (19.0, 10.0), (4.2, 2.0), (1.0, 1.0), (0.7, 0.5)],
    ids=["100", "50", "10", "2", "1", "half"],
)
def test_scale_lengths_are_round(limit, expected):
    assert nice_length(limit) == expected


@pytest.mark.parametrize(
    ("pitch_px", "label_px", "every"),
    [(40, 14, 1), (12, 14, 2), (6, 14, 5), (2, 14, 10), (0.5, 14, 50)],
    ids=["all", "every-2nd", "every-5th", "every-10th", "every-50th"],
)
def test_rulers_thin_out_labels_that_would_overlap(pitch_px, label_px, every):
    assert thinning(pitch_px, label_px) == every


def test_scale_bar_in_feet_on_the_d20_squares_and_yards_on_the_gurps_hexes(open_window):
    window = open_window()
    spec = window.state.spec
    length, label = scale_bar(1.0, 64.0, spec.cell, spec.unit)
    # 64 px per 25 ft: 160 px hold 62.5 ft, so the bar shows 50 ft in 128 px.
    assert (label, round(length)) == ("50 ft", 128)
    hexes = open_window("gurps-duel.json")
    spec = hexes.state.spec
    assert spec.unit == "yd"
    length, label = scale_bar(1.0, 37.0 * 3**0.5, spec.cell, spec.unit)
    assert label == "2 yd" and round(length) == 128


def test_labels_and_badges_hide_when_zoomed_far_out(open_window):
    window = open_window()
    item = window.scene.token_items["r-arch"]
    window.view.zoom_actual()
    assert item.detail == DETAIL_FULL and item.posture_text == "Pr" and item.label == "RA"
    window.view.zoom_by(0.15)
    assert item.detail == DETAIL_DISC
    assert item.posture_text == "" and not item.childItems()[2].isVisible()


@pytest.mark.parametrize(
    ("scenario", "token_id", "degrees"),
    [("d20-skirmish.json", "b-spear", 90.0), ("d20-skirmish.json", "r-spear", 270.0),
     ("gurps-duel.json", "bran", 60.0), ("gurps-duel.json", "grim", 180.0)],
    ids=["square-east", "square-west", "hex-northeast", "hex-south"],
)
def test_facing_marker_points_the_way_the_token_faces(open_window, scenario, token_id, degrees):
    window = open_window(scenario)
    assert window.scene.token_items[token_id].facing_rotation == pytest.approx(degrees)


def test_the_cell_line_changing_repaints_the_label_not_the_status_bar(open_window, mouse_of, qtbot):
    window = open_window()
    mouse = mouse_of(window)
    cells = ((0, 0), (10, 6), (8, 6), (1, 1))
    for cell in cells:  # once over each: the label grows as wide as the longest line
        mouse.move_to_point(mouse.point(cell))
    qtbot.wait(20)
    bar = window.statusBar()
    painted = []

    class Paints(QObject):
        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.Paint:
                painted.append(event.rect().width())
            return False

    paints = Paints()
    bar.installEventFilter(paints)
    try:
        for cell in cells:
            mouse.move_to_point(mouse.point(cell))
            qtbot.wait(20)
    finally:
        bar.removeEventFilter(paints)
    assert window.cell_status.startswith("1,1")
    # Only the label's own area of the bar, never the whole bar (its layout did not change).
    assert painted and max(painted) < bar.width() / 4
