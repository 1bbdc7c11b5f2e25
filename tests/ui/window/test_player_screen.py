"""View > Player View Screen: the GM decides what the players' screen shows, and how large."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from battlemap.ui.dialogs.screen_width import INCHES, ScreenWidthDialog
from battlemap.ui.map.player_camera import AREA, INCH, inch_zoom, pixels_per_inch
from battlemap.ui.map.scene import layout_for
from battlemap.ui.window.context_menu import action_texts, find_action
from battlemap.ui.window.player_screen import stored_width
from battlemap.ui.words.languages import open_settings
from tests.ui.ui_helpers import make_active

# The offscreen platform cannot raise a window: its notice is not a fault of ours.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]


@pytest.fixture
def window(open_window):
    window = open_window("d20-skirmish.json")
    yield window
    window.close_player_view()


def _cell(window) -> float:
    """A cell's side in world units."""
    return window.scene.layout.size


def _wheel(view, notches: int) -> None:
    """A real wheel turn over the middle of a map view."""
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(at, view.viewport().mapToGlobal(at), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(view.viewport(), event)


def _player(window, qtbot):
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    return view


def _edges_close(shown, wanted, tolerance) -> bool:
    return all(abs(a - b) <= tolerance for a, b in (
        (shown.left(), wanted.left()), (shown.top(), wanted.top()),
        (shown.right(), wanted.right()), (shown.bottom(), wanted.bottom())))


def _fits(shown, wanted, tolerance) -> bool:
    """`wanted` is shown whole and fills the view one way (the other way shows more: aspect kept)."""
    grown = shown.adjusted(-tolerance, -tolerance, tolerance, tolerance)
    return grown.contains(wanted) and (
        abs(shown.width() - wanted.width()) <= tolerance or abs(shown.height() - wanted.height()) <= tolerance)


def test_the_menu_lists_the_players_screen_commands(window):
    menu = [a for a in window.menuBar().actions() if a.text() == "&View"][0].menu()
    entries = action_texts(find_action(menu, "Player View &Screen").menu())
    for entry in ("&Fit Players' View to Map", "Show Players &This Area", "Show Players an &Area (Drag on the Map)",
                  "One &Inch per Cell", "Projector Screen &Width...", "&Large Print"):
        assert entry in entries


def test_show_players_this_area_shows_what_the_gm_sees(window, qtbot):
    player = _player(window, qtbot)
    player.resize(window.view.size())  # the same shape: the same area, edge for edge
    gm = window.view
    _wheel(gm, 4)  # the GM zooms in on the middle of the map and pans right and down
    qtbot.keyClick(gm, Qt.Key.Key_Right)
    qtbot.keyClick(gm, Qt.Key.Key_Down)
    wanted = gm.visible_rect()
    assert not _fits(player.visible_rect(), wanted, _cell(window))  # the players still see the whole map
    window.actions["show_players_area"].trigger()
    assert player.camera.kind == AREA
    assert _edges_close(player.visible_rect(), wanted, _cell(window))


def test_the_area_stays_shown_when_the_players_window_is_resized(window, qtbot):
    player = _player(window, qtbot)
    _wheel(window.view, 5)
    wanted = window.view.visible_rect()
    window.actions["show_players_area"].trigger()
    for size in ((1400, 900), (700, 900)):
        player.resize(*size)
        QApplication.processEvents()
        assert _fits(player.visible_rect(), wanted, _cell(window)), size


def test_fit_players_view_shows_the_whole_map_again(window, qtbot):
    player = _player(window, qtbot)
    _wheel(window.view, 5)
    window.actions["show_players_area"].trigger()
    whole = window.scene.sceneRect()
    assert not _fits(player.visible_rect(), whole, _cell(window))
    window.actions["fit_players"].trigger()
    assert player.fitted and _fits(player.visible_rect(), whole, _cell(window))
    player.resize(1300, 700)  # and keeps it fitted
    QApplication.processEvents()
    assert _fits(player.visible_rect(), whole, _cell(window))


def test_a_command_opens_a_closed_players_view(window):
    assert window.player_view is None
    window.actions["show_players_area"].trigger()
    assert window.player_view is not None and window.actions["player_view"].isChecked()
    assert window.player_view.camera.kind == AREA


def test_dragging_a_rectangle_shows_the_players_those_cells(window, mouse_of, qtbot):
    player = _player(window, qtbot)
    mouse = mouse_of(window)
    window.actions["pick_players_area"].trigger()
    mode = window.player_screen.area_mode
    mouse.press((3, 3))
    mouse.move((5, 4))
    mouse.move((9, 7))
    assert mode.frame.isVisible() and mode.frame.scene() is window.scene  # the GM sees the rectangle
    mouse.release((9, 7))
    size = _cell(window)
    wanted = mode.frame.rect()
    assert wanted.width() == pytest.approx(7 * size) and wanted.height() == pytest.approx(5 * size)
    assert _fits(player.visible_rect(), wanted, size)
    assert window.controller.mode is None and mode.frame.scene() is None
    assert window.state.token("b-arch").cell == window.state.grid.from_offset(4, 6)  # no token moved


def test_escape_ends_the_rectangle_with_nothing_shown(window, mouse_of, qtbot):
    player = _player(window, qtbot)
    player.fit_map()
    mouse = mouse_of(window)
    window.actions["pick_players_area"].trigger()
    mode = window.player_screen.area_mode
    mouse.press((3, 3))
    mouse.move((6, 6))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and mode.frame.scene() is None
    mouse.release((6, 6))
    assert player.fitted and player.camera.kind != AREA
    make_active(window, "b-cav")
    mouse.drag([(4, 11), (5, 11)])  # the pointer moves tokens again
    assert window.state.token("b-cav").cell == window.state.grid.from_offset(5, 11)


def test_one_inch_is_39_4_pixels_on_a_1920_pixel_screen_48_77_inches_wide():
    layout = layout_for(_square_grid())
    assert pixels_per_inch(1920, 48.77 * 25.4) == pytest.approx(39.37, abs=0.01)
    assert inch_zoom(1920, 48.77 * 25.4, layout) * layout.size == pytest.approx(39.37, abs=0.01)


def _square_grid():
    from battlemap.grid import SquareGrid

    return SquareGrid(10, 10)


def _enter_width(qtbot, value: str, unit: str) -> None:
    """When the width dialog opens: choose the unit, type the width, press Enter."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ScreenWidthDialog)
        dialog.units.setCurrentIndex(dialog.units.findData(unit))
        dialog.width.selectAll()
        qtbot.keyClicks(dialog.width, value)
        qtbot.keyClick(dialog.width, Qt.Key.Key_Return)

    QTimer.singleShot(0, fill)


def test_one_inch_per_cell_asks_the_width_once_and_draws_a_cell_an_inch_wide(window, qtbot):
    player = _player(window, qtbot)
    player.fit_map()
    centre = player.visible_rect().center()
    _enter_width(qtbot, "48.77", INCHES)
    window.actions["inch_per_cell"].setChecked(True)
    screen = player.screen()
    assert stored_width(open_settings(), screen) == pytest.approx(48.77 * 25.4)
    assert player.camera.kind == INCH
    layout, grid = window.scene.layout, window.state.grid
    a = player.mapFromScene(QPointF(*layout.center(grid.from_offset(3, 5))))
    b = player.mapFromScene(QPointF(*layout.center(grid.from_offset(13, 5))))
    per_inch = screen.geometry().width() / 48.77
    assert (b.x() - a.x()) / 10 == pytest.approx(per_inch, abs=0.2)  # one cell, one inch
    moved = player.visible_rect().center() - centre
    assert abs(moved.x()) <= _cell(window) and abs(moved.y()) <= _cell(window)  # the centre kept
    window.actions["inch_per_cell"].setChecked(False)
    assert player.fitted  # back to the whole map shown before
    window.actions["inch_per_cell"].setChecked(True)  # the width is remembered: no dialog now
    assert player.camera.kind == INCH


def test_cancelling_the_width_leaves_one_inch_per_cell_off(window, qtbot):
    player = _player(window, qtbot)
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())
    window.actions["inch_per_cell"].setChecked(True)
    assert not window.actions["inch_per_cell"].isChecked() and player.camera.kind != INCH


def test_a_fit_unchecks_one_inch_per_cell(window, qtbot):
    player = _player(window, qtbot)
    _enter_width(qtbot, "120", "cm")
    window.actions["inch_per_cell"].setChecked(True)
    assert player.camera.kind == INCH
    window.actions["fit_players"].trigger()
    assert not window.actions["inch_per_cell"].isChecked()


def test_the_width_dialog_keeps_the_length_when_the_unit_changes(qtbot):
    dialog = ScreenWidthDialog("HDMI-1", 1920, 1238.8, "cm")
    qtbot.addWidget(dialog)
    assert dialog.width.value() == pytest.approx(123.88)
    dialog.units.setCurrentIndex(dialog.units.findData(INCHES))
    assert dialog.width.value() == pytest.approx(48.77, abs=0.01)
    assert dialog.width_mm() == pytest.approx(1238.8, abs=0.3)
    assert dialog.density.text() == "39.4 pixels per inch"


def test_large_print_draws_labels_banner_and_scale_bar_larger(window, qtbot):
    player = _player(window, qtbot)
    player.resize(1920, 1080)
    QApplication.processEvents()
    window.actions["next_turn"].trigger()  # someone's turn: the banner shows
    label = player.map_scene().token_items["b-arch"].label_rect.height()
    banner = player.turn_banner.headline.font().pixelSize()
    bar = player._scale_bar()[0]
    window.actions["large_print"].setChecked(True)
    item = player.map_scene().token_items["b-arch"]
    assert item.label_rect.height() > 1.4 * label
    assert player.turn_banner.headline.font().pixelSize() > 1.4 * banner
    assert player._scale_bar()[0] > bar
    assert window.scene.token_items["b-arch"].label_rect.height() == pytest.approx(label)  # the GM's map as it was
    window.actions["large_print"].setChecked(False)
    assert player.map_scene().token_items["b-arch"].label_rect.height() == pytest.approx(label)


def test_large_print_is_remembered_for_the_next_window(open_window, qtbot):
    first = open_window("d20-skirmish.json")
    normal = _player(first, qtbot).map_scene().token_items["b-arch"].label_rect.height()
    first.actions["large_print"].setChecked(True)
    first.close()
    second = open_window("d20-skirmish.json")
    assert second.actions["large_print"].isChecked()
    player = _player(second, qtbot)
    assert player.map_scene().token_items["b-arch"].label_rect.height() > 1.4 * normal
    assert player.print_scale == pytest.approx(1.6)
    second.close_player_view()


def test_large_print_follows_the_players_view_to_another_battle(window, qtbot):
    from battlemap import resources

    player = _player(window, qtbot)
    window.actions["large_print"].setChecked(True)
    assert window.files.open_path(resources.scenario_file("gurps-duel.json"), ask=False)
    assert player.map_scene().print_scale == pytest.approx(1.6)


def test_a_wheel_over_the_players_view_lets_go_of_the_area(window, qtbot):
    player = _player(window, qtbot)
    _wheel(window.view, 5)
    window.actions["show_players_area"].trigger()
    _wheel(player, -2)  # someone zooms the players' window out by hand
    zoom = player.zoom
    player.resize(1400, 900)
    QApplication.processEvents()
    assert player.camera.kind not in (AREA, INCH) and player.zoom == pytest.approx(zoom)
