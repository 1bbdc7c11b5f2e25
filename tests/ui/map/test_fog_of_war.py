"""Fog of war in the real window: the Battle menu turns it on, the Player View covers what the
side cannot see and shows it once a drag brings it into sight, explored cells dimmed, cells
revealed by hand with the pointer, undo, the file round trip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.document.battle import BattleDocument
from battlemap.document.recent import RecentFiles
from battlemap.ui.map.palette import TERRAIN_COLOURS
from battlemap.ui.window.main_window import MainWindow
from tests.ui.ui_helpers import write_scenario

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]

#: Blue spearmen west of a wall, red archers east of it, out of blue's sight until blue steps
#: round the wall's north end (row 0 is open).
WALLED = (
    ["........", "...#....", "...#....", "...#....", "........"],
    [
        {"id": "blue", "name": "Blue spearmen", "side": "blue", "at": [1, 2], "template": "spearmen",
         "stats": {"speed": 6}},
        {"id": "red", "name": "Red archers", "side": "red", "at": [6, 2], "template": "crossbowmen"},
    ],
)
ARCHERS = (6, 2)
AROUND_THE_WALL = [(1, 2), (1, 1), (1, 0), (2, 0), (3, 0)]
DISC = (0.0, -18.0)


@pytest.fixture
def fogged(open_window, qtbot, tmp_path):
    """The walled battle in the window with its Player View open (fog still off)."""
    path = write_scenario(tmp_path, "walled", "d20-mass", *WALLED,
                          combat={"order": ["blue", "red"], "active": "blue"})
    window = open_window(path=str(path))
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    view.fit_map()
    yield window, view
    window.close_player_view()


def rendered(view) -> QImage:
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    return image


def colour_at(view, col: int, row: int, offset=DISC) -> QColor:
    layout = view.map_scene().layout
    x, y = layout.center(layout.grid.from_offset(col, row))
    return rendered(view).pixelColor(view.mapFromScene(QPointF(x + offset[0], y + offset[1])))


def close(colour: QColor, expected, tolerance: int = 30) -> bool:
    e = QColor(expected)
    return all(abs(a - b) < tolerance for a, b in zip(colour.getRgb()[:3], e.getRgb()[:3]))


def is_dark(colour: QColor) -> bool:
    return max(colour.getRgb()[:3]) < 40


def battle_menu_entry(window, text: str):
    battle = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    return next(a for a in battle.actions() if a.text() == text)


def archers_shown(view) -> bool:
    item = view.map_scene().token_items["red"]
    return item.isVisible()


def test_fog_turned_on_from_the_battle_menu_hides_the_enemy_blue_cannot_see(fogged):
    window, view = fogged
    red = window.scene.token_items["red"].look.colour
    assert close(colour_at(view, *ARCHERS), red)  # no fog: the players see the archers
    entry = battle_menu_entry(window, "Fog of &War")
    entry.trigger()
    assert entry.isChecked() and window.state.fog.enabled and window.state.fog.sides == ("blue",)
    assert not archers_shown(view)
    assert is_dark(colour_at(view, *ARCHERS))
    assert close(colour_at(view, 1, 1), TERRAIN_COLOURS["open"], 12)  # what blue sees is drawn as ever
    # The GM still sees the archers, their cell lightly tinted.
    assert window.scene.token_items["red"].isVisible()
    assert window.controller.fog_tint.layer.isVisible()


def test_a_drag_round_the_wall_brings_the_enemy_into_sight(fogged, mouse_of):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    mouse_of(window).drag(AROUND_THE_WALL)
    assert window.state.token("blue").cell == window.state.grid.from_offset(3, 0)
    assert archers_shown(view)
    assert close(colour_at(view, *ARCHERS), window.scene.token_items["red"].look.colour)
    window.undo_stack.undo()  # the move undone: the archers out of sight again
    assert not archers_shown(view) and is_dark(colour_at(view, *ARCHERS))


def test_explored_cells_are_dimmed_once_the_viewer_moves_away(fogged, mouse_of):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    mouse_of(window).drag(AROUND_THE_WALL)
    mouse_of(window).drag([(3, 0), (2, 0), (1, 0), (0, 0), (0, 1)], modifiers=Qt.KeyboardModifier.ControlModifier)
    assert window.state.token("blue").cell == window.state.grid.from_offset(0, 1)
    assert not archers_shown(view)  # explored, not in sight: no token drawn there
    dim = colour_at(view, *ARCHERS)  # the bare ground they stand on, dimmed
    ground = QColor(TERRAIN_COLOURS["open"])
    assert not is_dark(dim) and not close(dim, ground, 12)
    assert dim.lightness() < ground.lightness()


def test_cells_revealed_by_hand_with_the_pointer_until_escape(fogged, mouse_of, qtbot):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    battle_menu_entry(window, "&Reveal Cells").trigger()
    assert "Reveal cells" in window.statusBar().currentMessage()
    mouse_of(window).drag([(6, 1), (7, 2), (7, 3)])
    grid = window.state.grid
    assert window.state.fog.revealed == {grid.index(grid.from_offset(c, r)) for c in (6, 7) for r in (1, 2, 3)}
    assert archers_shown(view)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None
    mouse_of(window).drag([(1, 2), (1, 1)])  # the pointer moves tokens again
    assert window.state.token("blue").cell == grid.from_offset(1, 1)
    window.undo_stack.undo()
    window.undo_stack.undo()  # the revealed rectangle taken back
    assert not archers_shown(view) and not window.state.fog.revealed


def test_undo_turns_the_fog_off_again(fogged):
    window, view = fogged
    entry = battle_menu_entry(window, "Fog of &War")
    entry.trigger()
    window.undo_stack.undo()
    assert not entry.isChecked() and not window.state.fog.enabled
    assert archers_shown(view) and not view.fog.layer.isVisible()
    assert not window.controller.fog_tint.layer.isVisible()


def test_the_fog_side_submenu_shows_the_other_side(fogged):
    window, view = fogged
    window.actions.fog.choose_side("red")
    assert window.state.fog.enabled and window.state.fog.sides == ("red",)
    assert archers_shown(view) and not view.map_scene().token_items["blue"].isVisible()
    window.actions.fog.sides.aboutToShow.emit()
    assert [a.text() for a in window.actions.fog.sides.actions()] == ["blue", "red"]
    assert [a.isChecked() for a in window.actions.fog.sides.actions()] == [False, True]


def test_the_saved_file_reopens_with_its_explored_revealed_and_hidden_cells(fogged, mouse_of, qtbot, tmp_path):
    window, view = fogged
    battle_menu_entry(window, "Fog of &War").trigger()
    mouse_of(window).drag(AROUND_THE_WALL)
    mouse_of(window).drag([(3, 0), (2, 0), (1, 0)], modifiers=Qt.KeyboardModifier.ControlModifier)
    grid = window.state.grid
    window.push(window.document.fog_cells_command([grid.from_offset(7, 4)], "reveal"))
    window.push(window.document.fog_cells_command([grid.from_offset(0, 4)], "hide"))
    fog = window.state.fog
    saved = window.document.save(tmp_path / "saved.json")
    again = MainWindow(BattleDocument.open(saved), RecentFiles(tmp_path / "config"))
    qtbot.addWidget(again, before_close_func=lambda w: w.undo_stack.setClean())
    assert again.state.fog == fog
    assert again.actions["fog"].isChecked()

