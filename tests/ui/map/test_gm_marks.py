"""GM-only marks: a Fallout mine laid through the document shows on the GM's map, never the players'."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.marks import MINE_ARMED, MINE_PREPARED
from battlemap.ui.map.gm_marks import GmMarkItems
from battlemap.ui.map.palette import MINE_CORE, TERRAIN_COLOURS
from tests.ui.ui_helpers import close_to, render

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support raise")]
MINE_CELL = (11, 0)  # beside Knight Jacobs (10,0), who acts first in the sample


def _marks(scene) -> dict[tuple[int, int], str]:
    drawn = scene.gm_marks.drawn if scene.gm_marks is not None else []
    return {scene.layout.grid.to_offset(mark.cell): mark.kind for mark, _ in drawn}


def _mark_point(scene, cell) -> QPointF:
    """Where the GM's map draws the mark of `cell` (its item's centre), in world units."""
    item = next(item for mark, item in scene.gm_marks.drawn if scene.layout.grid.to_offset(mark.cell) == cell)
    return item.scenePos()


@pytest.fixture
def battle(open_window, qtbot):
    window = open_window("fallout-alley.json")
    window.actions["player_view"].setChecked(True)
    view = window.player_view
    qtbot.waitExposed(view)
    view.fit_map()
    yield window, view
    window.close_player_view()


def test_a_mine_laid_then_armed_is_drawn_for_the_gm_and_never_for_the_players(battle):
    window, view = battle
    grid = window.state.grid
    assert window.state.combat.active == "jacobs"
    assert window.push(window.document.action_command(
        Action("prepare_mine", "jacobs", cell=grid.from_offset(*MINE_CELL))))
    assert _marks(window.scene)[MINE_CELL] == MINE_PREPARED  # pale, arming at the end of the turn
    assert window.push(window.document.next_turn_command())
    assert _marks(window.scene)[MINE_CELL] == MINE_ARMED
    item = next(i for m, i in window.scene.gm_marks.drawn if grid.to_offset(m.cell) == MINE_CELL)
    assert item.toolTip() == "Armed mine of Knight Jacobs at 11,0 (GM only)"

    # The GM's pixels show the mine's red core there; the players' show bare ground.
    where = _mark_point(window.scene, MINE_CELL)
    gm = render(window).pixelColor(window.view.mapFromScene(where))
    assert close_to(gm, MINE_CORE, 40)
    players = view.map_scene()
    assert players.gm_marks is None
    assert not any(isinstance(i.data(0), str) and i.data(0).startswith("mine") for i in players.items())
    grabbed = view.viewport().grab().toImage()
    assert close_to(grabbed.pixelColor(view.mapFromScene(where)), TERRAIN_COLOURS["open"], 12)

    window.undo_stack.undo()  # the turn passes back: the mine is only being laid again
    assert _marks(window.scene)[MINE_CELL] == MINE_PREPARED
    window.undo_stack.undo()
    assert MINE_CELL not in _marks(window.scene)


def test_the_scenarios_own_armed_mine_shows_for_the_gm(open_window):
    window = open_window("fallout-alley.json")
    assert list(_marks(window.scene).values()) == [MINE_ARMED]
    assert isinstance(window.scene.gm_marks, GmMarkItems)


def test_a_system_without_mines_draws_no_marks(open_window):
    window = open_window()
    assert window.scene.gm_marks.drawn == []
