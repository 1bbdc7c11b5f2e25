"""The Legend dock: the map's terrain, edges, free walls, zones and GM-only marks, in the interface language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from battlemap.ui.docks.legend import EDGES, FREE_WALLS, GM_ONLY, GROUND, ZONES
from battlemap.ui.map.palette import terrain_colour
from battlemap.ui.window.context_menu import find_action
from battlemap.ui.words.languages import install_language
from tests.ui.ui_helpers import write_scenario

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support")]
FALLOUT = "fallout-alley.json"
FALLOUT_GROUND = ["Open ground", "Wall", "Low fence", "Debris", "Door"]


@pytest.fixture
def language(qapp):
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


def _rows(window) -> dict[str, list[str]]:
    """What the legend's tree shows: each group heading with the texts of its rows."""
    tree = window.legend.tree
    shown = {}
    for i in range(tree.topLevelItemCount()):
        heading = tree.topLevelItem(i)
        shown[heading.text(0)] = [" | ".join(heading.child(j).text(c) for c in range(4))
                                  for j in range(heading.childCount())]
    return shown


def test_the_legend_lists_the_terrain_on_the_map_with_what_it_does(open_window):
    window = open_window(FALLOUT)
    assert window.legend.isVisible()
    assert window.legend.names(GROUND) == FALLOUT_GROUND
    rows = _rows(window)
    assert rows["On cells"] == [
        "Open ground | normal | none | clear",
        "Wall | impassable | full | blocks",
        "Low fence | normal | partial | clear",
        "Debris | cost x2 | none | clear",
        "Door | impassable | full | blocks",
    ]
    header = window.legend.tree.headerItem()
    assert [header.text(c) for c in range(4)] == ["Terrain", "Movement", "Cover", "Sight"]
    # The swatch is the colour the map paints the terrain with.
    icon = window.legend.tree.topLevelItem(0).child(3).icon(0).pixmap(22, 22).toImage()
    assert icon.pixelColor(11, 11) == QColor(terrain_colour("rough"))


def test_the_legend_reads_in_russian(language, open_window):
    language("ru")
    window = open_window(FALLOUT)
    assert window.legend.names(GROUND) == [
        "Открытая местность", "Стена", "Невысокая ограда", "Обломки", "Дверь"]


def test_painting_a_new_terrain_type_adds_its_row_and_undo_takes_it_away(open_window, mouse_of):
    window = open_window(FALLOUT)
    assert "Trees" not in window.legend.names()
    mouse = mouse_of(window)

    def paint_trees() -> None:  # in the real popup the right-click opened
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        find_action(popup, "Paint Terrain", "Trees").trigger()
        popup.close()

    QTimer.singleShot(0, paint_trees)
    point = mouse.point((10, 6))
    QApplication.sendEvent(mouse.viewport, QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, mouse.viewport.mapToGlobal(point)))
    assert window.state.terrain.terrain_id_at(window.state.grid.index(window.state.grid.from_offset(10, 6))) == "trees"
    assert window.legend.names(GROUND) == [*FALLOUT_GROUND, "Trees"]
    assert "Trees | cost x2 | partial | clear" in _rows(window)["On cells"]
    window.undo_stack.undo()
    assert window.legend.names(GROUND) == FALLOUT_GROUND


def test_edges_and_zones_have_their_own_groups(open_window, tmp_path):
    path = write_scenario(
        tmp_path, "yard", "d20-mass", ["....", "...."],
        [{"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 0], "template": "archers"}],
        terrain={"rows": ["....", "...."], "edges": [{"between": [[1, 0], [2, 0]], "type": "wall"},
                                                      {"between": [[1, 1], [2, 1]], "type": "door"}]},
        zones=[{"id": "ford", "name": "The ford", "cells": [[0, 1], [1, 1]]}],
    )
    window = open_window(path=path)
    assert window.legend.names(GROUND) == ["Open ground"]
    assert window.legend.names(EDGES) == ["Wall", "Door"]
    assert window.legend.names(ZONES) == ["The ford"]
    assert list(_rows(window)) == ["On cells", "On edges", "Zones"]


def test_the_gm_only_group_counts_the_mines_and_items(open_window):
    window = open_window(FALLOUT)
    assert window.legend.names(GM_ONLY) == ["Armed mine (1)", "Item on the map (3)"]


def test_the_view_menu_hides_and_shows_the_legend(open_window):
    window = open_window(FALLOUT)
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggle = next(a for a in view_menu.actions() if a.text() == "Legend")
    toggle.trigger()
    assert not window.legend.isVisible()
    toggle.trigger()
    assert window.legend.isVisible()


def _free_walls_battle(open_window, tmp_path):
    path = write_scenario(
        tmp_path, "hall", "d20-mass", ["....", "...."],
        [{"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 0], "template": "archers"}],
        terrain={"rows": ["....", "...."], "segments": [
            {"from": [0.5, 0], "to": [0.5, 1.5], "type": "wall"},
            {"from": [1.2, 0.2], "to": [2.7, 1.1], "type": "low_wall"},
            {"from": [3, 0], "to": [3, 1], "type": "door"},
            {"from": [3, 1], "to": [3, 2], "type": "open_door"},
            {"from": [0.5, 1.5], "to": [0.5, 2], "type": "wall"}]},
    )
    return open_window(path=path)


def test_the_free_wall_kinds_drawn_on_the_map_have_their_group(open_window, tmp_path):
    window = _free_walls_battle(open_window, tmp_path)
    assert window.legend.names(FREE_WALLS) == ["Wall", "Low wall", "Door", "Open door"]
    assert window.legend.names(EDGES) == []
    assert list(_rows(window)) == ["On cells", "Free walls"]
    assert _rows(window)["Free walls"][2].startswith("Door | ")  # with what it does, as the edges show it
    window.push(window.document.delete_segment_command(1))  # the one low wall taken away
    assert window.legend.names(FREE_WALLS) == ["Wall", "Door", "Open door"]


def test_the_free_wall_kinds_in_the_interface_language(open_window, tmp_path, language):
    language("ru")
    window = _free_walls_battle(open_window, tmp_path)
    assert window.legend.names(FREE_WALLS) == ["Стена", "Низкая стена", "Дверь", "Открытая дверь"]
