"""File > New asks for no map bigger than the format allows: each side is held to what the other leaves."""

from __future__ import annotations

import pytest

from battlemap.schema import MAX_CELLS, MAX_GRID_SIDE
from battlemap.ui.dialogs.new_battle import NewBattleDialog

pytestmark = pytest.mark.gui


def test_a_long_side_shortens_the_other(qtbot):
    dialog = NewBattleDialog()
    qtbot.addWidget(dialog)
    assert (dialog.cols.maximum(), dialog.rows.maximum()) == (MAX_GRID_SIDE, MAX_GRID_SIDE)
    dialog.cols.setValue(1000)
    assert dialog.rows.maximum() == MAX_CELLS // 1000 == 250
    dialog.rows.setValue(999)
    assert dialog.rows.value() == 250
    dialog.cols.setValue(400)
    dialog.rows.setValue(999)
    assert (dialog.cols.value(), dialog.rows.value()) == (400, 625)
    assert dialog.cols.maximum() == 400 and dialog.cols.value() * dialog.rows.value() <= MAX_CELLS


def test_the_biggest_map_it_offers_opens(qtbot):
    dialog = NewBattleDialog()
    qtbot.addWidget(dialog)
    dialog.cols.setValue(500)
    dialog.rows.setValue(500)
    battle = dialog.battle("Untitled")
    assert (battle.grid.cols, battle.grid.rows) == (500, 500)
