"""View > Player View Screen > Show Enemies' Health: unchecked, the players read the health of
their own sides only (the fog's sides); the GM's map keeps every gauge; remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.ui.map.test_fog_of_war import battle_menu_entry, fogged  # noqa: F401

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]


def screen_menu(window):
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    return next(a.menu() for a in view.actions() if a.menu() and a.text() == "Player View &Screen")


def click_entry(qtbot, menu, text: str) -> None:
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    action = next(a for a in menu.actions() if a.text() == text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def gauge(view, token_id: str) -> list[str]:
    item = view.map_scene().token_items[token_id]
    return [m.key for m in item.health_rows]


@pytest.fixture
def wounded(fogged):
    """Both sides wounded, blue's fog on, the archers' cell revealed so the players see them."""
    window, view = fogged
    for token_id in ("blue", "red"):
        assert window.push(window.document.set_condition_command(token_id, "wounded", True))
    battle_menu_entry(window, "Fog of &War").trigger()
    grid = window.state.grid
    window.push(window.document.fog_cells_command([grid.from_offset(6, 2)], "reveal"))
    return window, view


def test_unchecked_the_players_see_their_own_health_only(wounded, qtbot):
    window, view = wounded
    entry = window.actions["enemy_health"]
    assert entry.isChecked() and gauge(view, "red") == ["condition"]  # as before: every gauge
    click_entry(qtbot, screen_menu(window), "Show &Enemies' Health")
    assert not entry.isChecked()
    assert gauge(view, "red") == [] and gauge(view, "blue") == ["condition"]
    assert "wounded" not in view.map_scene().token_items["red"].toolTip().lower()
    assert gauge(window.view, "red") == ["condition"]  # the GM reads every gauge
    window.actions.fog.choose_side("red")  # the players are red now: red's health is theirs
    assert gauge(view, "red") == ["condition"] and not view.map_scene().token_items["blue"].isVisible()
    click_entry(qtbot, screen_menu(window), "Show &Enemies' Health")
    window.actions.fog.choose_side("blue")
    assert gauge(view, "red") == ["condition"]


def test_the_choice_is_remembered_for_the_next_window(open_window, qtbot):
    first = open_window("d20-skirmish.json")
    first.actions["enemy_health"].setChecked(False)
    first.close()
    second = open_window("d20-skirmish.json")
    assert not second.actions["enemy_health"].isChecked()
    second.actions["player_view"].setChecked(True)
    assert not second.player_view.enemy_health
    second.actions["enemy_health"].setChecked(True)  # the next tests start as a new install would
    second.close_player_view()
