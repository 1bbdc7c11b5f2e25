"""The players' view: the same battle, never the GM's secrets, following the document."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.overlays.toggled import THREAT_OVERLAY
from battlemap.ui.window.context_menu import action_texts, find_action

# The offscreen platform cannot raise a window: its notice is not a fault of ours.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]
DISC = (0.0, -18.0)


def _render(view) -> QImage:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def _colour_at(view, image, col, row):
    from PySide6.QtCore import QPointF

    layout = view.map_scene().layout
    x, y = layout.center(layout.grid.from_offset(col, row))
    return image.pixelColor(view.mapFromScene(QPointF(x + DISC[0], y + DISC[1])))


def _close(colour, expected, tolerance=30):
    from PySide6.QtGui import QColor

    e = QColor(expected)
    return all(abs(a - b) < tolerance for a, b in zip(colour.getRgb()[:3], e.getRgb()[:3]))


@pytest.fixture
def player(open_window, qtbot):
    window = open_window()
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    view.fit_map()
    yield window, view
    window.close_player_view()


def test_a_hidden_token_is_not_drawn_for_the_players(player):
    window, view = player
    colour = window.scene.token_items["b-spear"].look.colour
    assert _close(_colour_at(view, _render(view), 8, 6), colour)
    find_action(window.context_menu(window.state.grid.from_offset(8, 6)), "Hide from Players").trigger()
    assert "b-spear" not in view.map_scene().token_items
    assert "b-spear" in window.scene.token_items  # the GM still sees it, ghosted
    assert _close(_colour_at(view, _render(view), 8, 6), TERRAIN_COLOURS["open"], 12)
    window.undo_stack.undo()
    assert _close(_colour_at(view, _render(view), 8, 6), colour)


def test_moves_reach_the_players_from_the_document(player, mouse_of):
    window, view = player
    mouse_of(window).drag([(4, 11), (5, 11)])
    item = view.map_scene().token_items["b-cav"]
    assert item.pos() == window.scene.token_items["b-cav"].pos()


def test_gm_overlays_never_appear_in_the_players_view(player):
    window, view = player
    window.actions[THREAT_OVERLAY].setChecked(True)
    assert "threat" in window.controller.overlays.enabled  # on in the GM's map
    own = {type(i).__name__ for i in view.map_scene().items()}
    assert "CellShade" not in own and "BadgeLayer" not in own
    window.start_targeting("r-xbow", "b-cav")
    assert not any(type(i).__name__ == "QGraphicsLineItem" for i in view.map_scene().items())


def test_the_players_view_ignores_the_mouse(player, mouse_of):
    window, view = player
    assert view.pointer_sink is None


def test_full_screen_on_a_chosen_screen(player):
    window, view = player
    menu = [a for a in window.menuBar().actions() if a.text() == "&View"][0].menu()
    screens = find_action(menu, "Player View &Full Screen On").menu()
    screens.aboutToShow.emit()
    entries = action_texts(screens)
    assert entries and entries[0].startswith(QApplication.primaryScreen().name())
    screens.actions()[0].trigger()
    assert view.isFullScreen() and view.screen() is QApplication.primaryScreen()


def test_closing_the_players_window_unchecks_the_menu(player, qtbot):
    window, view = player
    view.close()
    assert window.player_view is None
    assert not window.actions["player_view"].isChecked()


def test_opening_another_battle_switches_the_players_view(player):
    from battlemap import resources

    window, view = player
    assert window.files.open_path(resources.scenario_file("gurps-duel.json"), ask=False)
    assert set(view.map_scene().token_items) == {t.id for t in window.state.tokens if not t.hidden}
    window.push(window.document.set_hidden_command("bran", True))
    assert "bran" not in view.map_scene().token_items
