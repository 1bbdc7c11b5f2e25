"""A big unit's bull rush at two bands: drag the rush, Ctrl+click the second band, click the first.

d20 mass combat (RULES.md 3.8): a Large ogre strikes two units in one rush,
the further one named by option `targets`. Both bands stand in the square the
rush ends in, so a Ctrl+click there picks its top band and a plain click then
acts on the band not picked; the form asks only whether to follow the push
(`then`) and the rush's surface.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from battlemap.ui.window.context_menu import find_action
from tests.ui.ui_helpers import Mouse, write_scenario

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
#: Two small red bands without weapons ready (no blow struck back) share the square 2,0.
BAND = {"side": "red", "template": "militia", "count": 3, "readied": []}
TOKENS = [
    {"id": "ogre", "name": "Blue ogre", "side": "blue", "at": [0, 0], "template": "ogre", "stats": {"speed": 3}},
    {"id": "b", "name": "Red band", "at": [2, 0], **BAND},
    {"id": "c", "name": "Red rabble", "at": [2, 0], **BAND},
]
RUSH = [(0, 0), (1, 0), (2, 0)]


def _rush(open_window, tmp_path, rusher="ogre"):
    tokens = [dict(TOKENS[0], template=rusher), *TOKENS[1:]]
    combat = {"round": 1, "order": ["ogre", "b", "c"], "active": "ogre"}
    window = open_window(path=write_scenario(tmp_path, "rush", "d20-mass", ["......"] * 3, tokens,
                                             combat=combat))
    find_action(window.context_menu(window.state.token("ogre").cell), "Standard Actions",
                next(a.text() for a in find_action(window.context_menu(window.state.token("ogre").cell),
                                                   "Standard Actions").menu().actions()
                     if a.text().startswith("Bull rush"))).trigger()
    assert [field.key for field in window.options_dialog.fields] == ["then", "surface"]
    window.options_dialog.accept()
    mouse = Mouse(window)
    mouse.drag(RUSH)
    return window, mouse


def test_ctrl_click_picks_the_top_band_and_the_click_rushes_the_other_first(open_window, tmp_path):
    window, mouse = _rush(open_window, tmp_path)
    mode = window.controller.mode
    assert mode is not None and mode.picks is not None
    assert "Further targets: none" in window.statusBar().currentMessage()
    mouse.press((2, 0), modifiers=CTRL)
    mouse.release((2, 0), modifiers=CTRL)
    assert mode.tool.picks == ("c",)
    assert {t: b.text() for t, b in mode.picks.badges.items()} == {"c": "1"}
    assert "Further targets: 1 Red rabble" in window.statusBar().currentMessage()
    assert mode.tool.target_at(window.state.grid.from_offset(2, 0)) == "b"
    assert mode.target == "b"   # the odds aimed at the band a plain click rushes first
    count = window.undo_stack.count()
    mouse.press((2, 0))
    mouse.release((2, 0))
    assert window.controller.mode is None and window.undo_stack.count() == count + 1
    assert not mode.picks.badges
    blows = [line for line in window.log_dock.lines() if "Blue ogre attacks" in line]
    assert [line.split(" attacks ")[1].split(" ")[1] for line in blows] == ["band", "rabble"]
    window.undo_stack.undo()
    assert window.state.token("ogre").cell == window.state.grid.from_offset(0, 0)
    assert not any("Blue ogre attacks" in line for line in window.log_dock.lines())


def test_a_medium_rusher_is_refused_a_second_band_and_keeps_the_mode(open_window, tmp_path):
    window, mouse = _rush(open_window, tmp_path, rusher="swordsmen")
    mouse.press((2, 0), modifiers=CTRL)
    mouse.release((2, 0), modifiers=CTRL)
    mouse.press((2, 0))
    mouse.release((2, 0))
    assert window.undo_stack.count() == 0 and window.controller.mode is not None
    assert "too many" in window.statusBar().currentMessage()


def test_a_second_ctrl_click_on_the_square_picks_its_next_band_and_escape_drops_both(open_window, tmp_path, qtbot):
    window, mouse = _rush(open_window, tmp_path)
    mode = window.controller.mode
    for _ in range(2):
        mouse.press((2, 0), modifiers=CTRL)
        mouse.release((2, 0), modifiers=CTRL)
    assert mode.tool.picks == ("c", "b")
    assert sorted(b.text() for b in mode.picks.badges.values()) == ["1", "2"]
    mouse.press((2, 0), modifiers=CTRL)
    assert mode.tool.picks == ("c",)   # all picked: the last one picked there comes out
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.mode is None and window.undo_stack.count() == 0
    assert not mode.picks.badges and mode.picks.label.scene() is None
