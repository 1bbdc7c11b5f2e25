"""The Player View keeps the fog's secrets: a token in the fog is named nowhere on it (the turn
banner, the turn marker, its label and health gauge), and the view never scrolls towards it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.map.test_fog_of_war import AROUND_THE_WALL, archers_shown, battle_menu_entry, fogged  # noqa: F401

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]


def next_turn(window, qtbot) -> None:
    qtbot.mouseClick(window.turns.next_turn, Qt.MouseButton.LeftButton)


def test_the_banner_does_not_name_an_enemy_in_the_fog_on_its_turn(fogged, qtbot):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    next_turn(window, qtbot)
    assert window.state.combat.active == "red"
    assert "Red archers" in window.view.turn_banner.text()  # the GM reads it
    shown = view.turn_banner.text()
    assert shown.startswith("Round 1") and "Red" not in shown and "red" not in shown
    assert not view.map_scene().turn_marker.isVisible()
    assert view.token_rect("red") is None  # nothing to scroll to, nothing to centre on


def test_the_banner_names_it_once_the_players_see_it(fogged, qtbot, mouse_of):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    mouse_of(window).drag(AROUND_THE_WALL)
    assert archers_shown(view)
    next_turn(window, qtbot)
    assert "Red archers (red)" in view.turn_banner.text()
    assert view.map_scene().turn_marker.isVisible()


def test_nothing_of_an_enemy_in_the_fog_is_drawn(fogged):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    item = view.map_scene().token_items["red"]
    assert item.childItems()  # label, gauge, badges: all of them go with the disc
    assert not item.isVisible() and not any(child.isVisible() for child in item.childItems())
