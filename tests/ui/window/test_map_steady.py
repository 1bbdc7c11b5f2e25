"""The map stays where the user put it: aiming does not shift it (in every language), a fitted map
refits when the window is maximised or resized, a chosen zoom is kept, Ctrl+0 fits the Player View."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtWidgets import QApplication

from battlemap.ui.window.context_menu import find_action
from battlemap.ui.words import languages as translations
from battlemap.ui.words.languages import LANGUAGES, install_language

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]


@pytest.fixture
def language(qapp, tmp_path, monkeypatch):
    """language(code): the interface in `code`, as `battlemap --lang code` starts it."""
    monkeypatch.setattr(translations, "config_folder", lambda: tmp_path)
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


def _settle() -> None:
    for _ in range(3):  # dock and layout requests are posted events
        QApplication.processEvents()


def _where_the_map_is(window) -> tuple[QRect, QPoint]:
    """The map viewport's place in the window, and where a cell's centre is drawn in it."""
    _settle()
    viewport = window.view.viewport()
    place = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    layout = window.scene.layout
    x, y = layout.center(layout.grid.from_offset(14, 6))
    return place, window.view.mapFromScene(QPointF(x, y))


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_map_does_not_move_when_targeting_starts_aims_and_ends(language, code, open_window, mouse_of,
                                                                   qtbot):
    language(code)
    window = open_window()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.view.width() > 1000)
    window.view.fit_map()
    before = _where_the_map_is(window)
    window.start_targeting("r-xbow")  # the context menu's "Aim an Attack from Red crossbowmen..."
    assert _where_the_map_is(window) == before
    mouse = mouse_of(window)
    mouse.move((8, 9), buttons=Qt.MouseButton.NoButton)  # aiming at the swordsmen fills the Odds dock
    assert window.odds.chance_text
    assert _where_the_map_is(window) == before
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None
    assert _where_the_map_is(window) == before


def test_the_map_does_not_move_when_the_attack_menu_starts_targeting(open_window, mouse_of, qtbot):
    window = open_window()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.view.width() > 1000)
    window.view.fit_map()
    before = _where_the_map_is(window)
    cell = window.state.grid.from_offset(18, 3)
    find_action(window.context_menu(cell), "Aim an Attack from Red crossbowmen...").trigger()
    assert _where_the_map_is(window) == before
    mouse = mouse_of(window)
    mouse.move((4, 11), buttons=Qt.MouseButton.NoButton)
    mouse.press((4, 11))
    mouse.release((4, 11))  # the attack is rolled, the mode ends, the odds stay
    assert window.controller.mode is None
    assert _where_the_map_is(window) == before


def _fits(view) -> bool:
    """The whole map is in the viewport and touches two of its sides (fitted, not merely small)."""
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    inside = view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)
    snug = (abs(shown.width() - view.viewport().width()) <= 3
            or abs(shown.height() - view.viewport().height()) <= 3)
    return inside and snug


def test_a_fitted_map_refits_when_the_window_is_maximised(open_window, qtbot):
    window = open_window()
    window.resize(700, 500)
    qtbot.waitUntil(lambda: window.width() == 700)
    window.view.fit_map()
    small = window.view.zoom
    window.showMaximized()
    qtbot.waitUntil(lambda: window.isMaximized() and window.width() > 700)
    _settle()
    assert window.view.zoom > small
    assert _fits(window.view)


def test_a_resize_keeps_the_zoom_the_user_chose(open_window, qtbot):
    window = open_window()
    _settle()  # the window's own first fit has run
    window.view.zoom_by(2.0)
    chosen = window.view.zoom
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: window.width() == 1400)
    _settle()
    assert window.view.zoom == chosen
    window.actions["fit"].trigger()  # Ctrl+0: fitted again, and kept fitted from now on
    window.resize(1100, 800)
    qtbot.waitUntil(lambda: window.width() == 1100)
    _settle()
    assert _fits(window.view)


@pytest.fixture
def players(open_window, qtbot):
    window = open_window()
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    view.fit_map()
    yield view
    window.close_player_view()


def test_ctrl_0_fits_the_player_view(players, qtbot):
    players.zoom_by(3.0)
    assert not _fits(players)
    players.activateWindow()
    qtbot.waitUntil(players.isActiveWindow)
    qtbot.keyClick(players, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert _fits(players)


def test_the_player_view_refits_when_resized(players, qtbot):
    players.resize(1600, 900)
    qtbot.waitUntil(lambda: players.width() == 1600)
    _settle()
    assert _fits(players)
    players.resize(700, 900)
    qtbot.waitUntil(lambda: players.width() == 700)
    _settle()
    assert _fits(players)
