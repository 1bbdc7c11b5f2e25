"""Whose turn it is, on the GM's map and the players' view: the marker, the banner, the camera
following the turn, the Turn Order rows choosing tokens, and initiative totals."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import close_to

# The offscreen platform cannot raise a window: its notice is not a fault of ours.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]


@pytest.fixture
def both(open_window, qtbot):
    """The default battle's window and its Player View, both fitted."""
    window = open_window()
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    view.fit_map()
    yield window, view
    window.close_player_view()


def _render(view) -> QImage:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def _ring_colour(view, token_id: str):
    """The rendered colour on the halo's bright ring, left of the token's disc."""
    scene = view.map_scene()
    item = scene.token_items[token_id]
    middle = scene.turn_marker.scale() * item.radius * 1.42  # the bright ring's middle
    assert item.radius < middle < scene.turn_marker.outer_radius
    return _render(view).pixelColor(view.mapFromScene(item.pos() + QPointF(-middle, 0)))


def _next_turn_key(qtbot, window) -> None:
    """Ctrl+T on the GM's window (the Player View, opened last, had the focus)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_t_moves_the_turn_marker_to_the_next_token_in_both_views(both, qtbot):
    window, players = both
    assert window.state.combat.active == "b-arch"
    for view in (window.view, players):
        marker = view.map_scene().turn_marker
        assert marker.isVisible() and marker.token_id == "b-arch"
        assert close_to(_ring_colour(view, "b-arch"), "#ffffff")
    _next_turn_key(qtbot, window)
    assert window.state.combat.active == "r-xbow"
    for view in (window.view, players):
        scene = view.map_scene()
        assert scene.turn_marker.token_id == "r-xbow"
        assert scene.turn_marker.pos() == scene.token_items["r-xbow"].pos()
        assert close_to(_ring_colour(view, "r-xbow"), "#ffffff")
        assert not close_to(_ring_colour(view, "b-arch"), "#ffffff")  # the last one's ring is gone
    window.undo_stack.undo()
    assert window.scene.turn_marker.token_id == "b-arch" and players.map_scene().turn_marker.token_id == "b-arch"


def test_a_hidden_tokens_turn_is_marked_for_the_gm_only(both, qtbot):
    window, players = both
    find_action(window.context_menu(window.state.grid.from_offset(8, 6)), "Hide from Players").trigger()
    _next_turn_key(qtbot, window)
    _next_turn_key(qtbot, window)
    assert window.state.combat.active == "b-spear"
    assert window.scene.turn_marker.isVisible() and window.scene.turn_marker.token_id == "b-spear"
    assert not players.map_scene().turn_marker.isVisible()
    assert "Blue spearmen" in window.view.turn_banner.text()
    assert players.turn_banner.text() == "Round 1"  # the players learn nothing of the hidden unit


def test_the_banner_names_the_round_the_token_its_side_and_what_it_has_left(both, qtbot):
    window, players = both
    expected = "Round 1 · Blue archers (Blue)\nstandard + move + swift, 2.4 squares left"
    assert window.view.turn_banner.text() == expected
    assert players.turn_banner.text() == expected
    _next_turn_key(qtbot, window)
    assert window.view.turn_banner.text().startswith("Round 1 · Red crossbowmen (Red)\n")
    # Large type that stays over the map, not in the scene: panning leaves it where it is.
    banner = window.view.turn_banner
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.view.height() > 900)
    assert banner.headline.font().pixelSize() >= 36  # a finger's width on a 1080p table screen
    before = banner.geometry()
    window.view.zoom_by(3)
    window.view.pan_by(200, 100)
    assert banner.geometry().topLeft() == before.topLeft()
    # It never covers a cell: the map's viewport starts below it.
    assert window.view.viewport().geometry().top() >= banner.geometry().bottom()


def test_the_banner_says_what_is_left_after_a_move(open_window, mouse_of, qtbot):
    window = open_window()
    mouse_of(window).drag([(4, 6), (5, 6)])  # the archers walk a square of their double move's 2.4
    assert window.view.turn_banner.text().endswith("standard + swift, 1.4 squares left")


def _zoomed_in(view, cell) -> None:
    view.zoom_by(4)
    layout = view.map_scene().layout
    x, y = layout.center(layout.grid.from_offset(*cell))
    view.centerOn(QPointF(x, y))


def test_next_turn_selects_the_new_token_and_scrolls_it_into_view(both, qtbot):
    window, players = both
    for view in (window.view, players):
        _zoomed_in(view, (22, 14))  # the far corner: the crossbowmen at 18,3 are off screen
        assert not view.is_token_on_screen("r-xbow")
    _next_turn_key(qtbot, window)
    assert window.document.selection == "r-xbow"
    assert window.scene.token_items["r-xbow"].is_ring_shown
    assert window.view.is_token_on_screen("r-xbow")
    assert players.is_token_on_screen("r-xbow")  # the Player View follows the turn too


def test_a_player_view_showing_the_token_does_not_move(both, qtbot):
    window, players = both
    _zoomed_in(players, (17, 4))
    assert players.is_token_on_screen("r-xbow")
    before = players.mapFromScene(QPointF(0, 0))
    _next_turn_key(qtbot, window)
    assert players.mapFromScene(QPointF(0, 0)) == before


def test_clicking_a_turn_order_row_selects_its_token_and_centres_the_map_on_it(open_window, qtbot):
    window = open_window()
    view = window.view
    _zoomed_in(view, (2, 2))
    dock = window.turns
    row = dock.order().index("r-spear")
    point = dock.list.visualItemRect(dock.list.item(row)).center()
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.document.selection == "r-spear"
    assert window.inspector.rows()["Name"] == "Red spearmen"
    centre = view.mapFromScene(window.scene.token_items["r-spear"].pos())
    middle = view.viewport().rect().center()
    assert math.dist((centre.x(), centre.y()), (middle.x(), middle.y())) < 0.5 * view.zoom * 64


def test_initiative_totals_show_in_the_turn_order_after_roll_initiative(open_window, qtbot):
    window = open_window()
    dock = window.turns
    assert not any("·" in line for line in dock.lines())  # nothing rolled yet
    qtbot.mouseClick(dock.initiative, Qt.MouseButton.LeftButton)
    state = window.state
    totals = [state.token(t).tactical.extra["initiative_total"] for t in dock.order()]
    assert totals == sorted(totals, reverse=True)
    for line, token_id, total in zip(dock.lines(), dock.order(), totals):
        name = state.token(token_id).name
        assert line[2:].startswith(f"{total} · {name}  (")
    assert any(f"= {totals[0]}" in line or str(totals[0]) in line for line in window.log_dock.lines())
    window.undo_stack.undo()
    assert not any("·" in line for line in dock.lines())
