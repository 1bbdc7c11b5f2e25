"""Opening a big battle: the file is read once (its terrain built once, shared by the battle
the window shows), with the garbage collector held off meanwhile."""

from __future__ import annotations

import gc

from battlemap.document.battle import BattleDocument
from battlemap.document.opened import collector_paused


def test_the_battle_shown_reuses_the_terrain_the_file_was_opened_with():
    document = BattleDocument.open(None)
    assert document.state.terrain is document.opened.terrain
    assert document.state.grid is document.opened.terrain.grid


def test_opening_holds_the_collector_off_and_gives_it_back():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        BattleDocument.open(None)
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # it was off already: it stays off
    finally:
        gc.enable()
