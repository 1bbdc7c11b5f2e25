"""Zones, walls and doors on edges, and a background picture, as a person sees them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from battlemap.document.background import Background
from battlemap.ui.dialogs.background import BackgroundDialog
from battlemap.ui.map.palette import TERRAIN_COLOURS, ZONE_OUTLINE
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui

ROWS = ["........"] * 6
EDGES = [
    {"between": [[2, 2], [3, 2]], "type": "wall"},
    {"between": [[2, 4], [3, 4]], "type": "door"},
]
ZONES = [{"id": "camp", "name": "Camp", "cells": [[5, 3], [6, 3], [5, 4], [6, 4]]}]
TOKENS = [{"id": "a", "name": "Blue archers", "side": "blue", "at": [0, 0], "template": "archers"}]


def _walled(open_window, tmp_path):
    path = write_scenario(tmp_path, "walled", "d20-mass", ROWS, TOKENS, zones=ZONES)
    import json

    document = json.loads(path.read_text())
    document["terrain"]["edges"] = EDGES
    path.write_text(json.dumps(document))
    return open_window(path=path)


def _edge_offset(window):
    """World offset from a cell centre to just inside its east edge (clear of the grid line)."""
    return (window.scene.layout.size / 2 - 3, 0.0)


@pytest.mark.parametrize(("row", "terrain"), [(2, "wall"), (4, "door"), (3, "open")],
                         ids=["wall", "door", "no-edge"])
def test_edges_draw_walls_and_doors_between_cells(open_window, tmp_path, row, terrain):
    window = _walled(open_window, tmp_path)
    colour = pixel_at(window, render(window), (2, row), _edge_offset(window))
    assert close_to(colour, TERRAIN_COLOURS[terrain], 12)


def test_a_zone_is_outlined_and_named(open_window, tmp_path):
    window = _walled(open_window, tmp_path)
    outline, label = window.scene.features.zone_items["camp"]
    assert label.text() == "Camp" and label.parentItem().isVisible()
    size = window.scene.layout.size
    image = render(window)
    # The dashed outline runs along the zone's west side, at a dash: somewhere on it is zone purple.
    column = [pixel_at(window, image, (5, 4), (-size / 2, dy)) for dy in range(-30, 30, 2)]
    assert any(close_to(c, ZONE_OUTLINE, 40) for c in column)
    assert not any(close_to(pixel_at(window, image, (2, 1), (-size / 2, dy)), ZONE_OUTLINE, 40)
                   for dy in range(-30, 30, 2))


def test_opening_a_door_cell_redraws_only_the_cells(open_window, tmp_path):
    window = _walled(open_window, tmp_path)
    before = dict(window.scene.features.edge_items)
    window.push(window.document.paint_terrain_command([window.state.grid.from_offset(7, 5)], "trees"))
    assert window.scene.features.edge_items.keys() == before.keys()


def _picture(tmp_path, colour="#ff8800"):
    image = QImage(64, 64, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    path = tmp_path / "map.png"
    image.save(str(path))
    return path


def test_background_image_shows_through_the_terrain(open_window, tmp_path, qtbot):
    window = _walled(open_window, tmp_path)
    picture = _picture(tmp_path)

    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, BackgroundDialog)
        dialog.path.setText(str(picture))
        dialog.pixels_per_cell.setValue(16)  # the 64 px picture covers 4 x 4 cells
        dialog.offset_x.setValue(1)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    assert window.choose_background()
    background = window.document.background
    assert background.path == str(picture) and background.scale == 16
    image = render(window)
    under = pixel_at(window, image, (2, 3))
    beside = pixel_at(window, image, (6, 1))  # east of the picture: terrain, faded
    assert under.red() > 200 and 120 < under.green() < 200 and under.blue() < 160  # orange through
    assert abs(beside.red() - beside.blue()) < 40
    window.actions["no_background"].trigger()
    assert close_to(pixel_at(window, render(window), (2, 3)), TERRAIN_COLOURS["open"], 12)


def test_a_file_that_is_no_image_keeps_the_dialog_open(open_window, tmp_path, qtbot):
    window = _walled(open_window, tmp_path)
    (tmp_path / "notes.txt").write_text("not a picture")
    said = []

    def fill():
        dialog = QApplication.activeModalWidget()
        dialog.path.setText(str(tmp_path / "notes.txt"))
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        said.append(dialog.problem.text())
        dialog.reject()

    QTimer.singleShot(0, fill)
    assert not window.choose_background()
    assert said == [f"{tmp_path / 'notes.txt'} is not an image this system can read"]
    assert window.document.background is None


def test_the_document_refuses_a_scale_of_zero(open_window):
    window = open_window()
    refused = window.document.background_command(Background("x.png", 0.0))
    assert refused.codes() == ("invalid_scale",)
