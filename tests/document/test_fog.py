"""Fog of war as the document keeps it: commands with records, explored cells grown by moves,
undo, the journal replayed, the file round trip."""

from __future__ import annotations

import json

import pytest
from tests.document.doc_helpers import at, write_scenario

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Rejected

#: Blue spearmen west of a wall, red archers east of it: blue cannot see them until it
#: steps round the wall's north end.
WALLED = {
    "format": "battlemap-scenario", "version": 1, "name": "Walled", "ruleset": "d20-mass",
    "grid": {"kind": "square", "cols": 8, "rows": 5},
    "terrain": {"rows": ["........", "...#....", "...#....", "...#....", "........"]},
    "tokens": [
        {"id": "blue", "name": "Blue spearmen", "side": "blue", "at": [1, 2], "template": "spearmen",
         "stats": {"speed": 6}},
        {"id": "red", "name": "Red archers", "side": "red", "at": [6, 2], "template": "crossbowmen"},
    ],
    "combat": {"round": 1, "order": ["blue", "red"], "active": "blue"},
    "seed": 3,
}


@pytest.fixture
def walled(open_doc) -> BattleDocument:
    return open_doc(WALLED)


def index(doc: BattleDocument, col: int, row: int) -> int:
    return doc.state.grid.index(at(doc, col, row))


def test_fog_is_off_by_default_and_turning_it_on_shows_the_first_side(walled):
    assert not walled.state.fog.enabled
    command = walled.set_fog_command(True)
    walled.apply(command)
    assert walled.state.fog.enabled and walled.state.fog.sides == ("blue",)
    assert command.record.do == "fog" and command.record.on is True
    view = walled.fog_view()
    assert view.shows(index(walled, 1, 2))
    assert not view.shows(index(walled, 6, 2))  # behind the wall
    assert "Fog of war on" in walled.log[-1].text


def test_explored_grows_with_a_move_and_undo_takes_it_back(walled):
    walled.apply(walled.set_fog_command(True))
    explored = walled.state.fog.explored
    assert index(walled, 6, 2) not in explored
    move = walled.move_command("blue", [at(walled, c, r) for c, r in ((1, 1), (1, 0), (2, 0), (3, 0))])
    walled.apply(move)
    assert walled.fog_view().shows(index(walled, 6, 2))
    assert index(walled, 6, 2) in walled.state.fog.explored
    assert explored < walled.state.fog.explored  # what it saw before stays explored
    walled.apply(walled.gm_move_command("blue", at(walled, 0, 4)))
    view = walled.fog_view()
    assert not view.shows(index(walled, 6, 2))
    assert view.explored >> index(walled, 6, 2) & 1  # dimmed, not covered
    walled.revert(walled.journal[-1])
    walled.revert(move)
    assert walled.state.fog.explored == explored


def test_cells_revealed_and_hidden_by_hand(walled):
    walled.apply(walled.set_fog_command(True))
    cells = [at(walled, 6, 2), at(walled, 7, 2)]
    reveal = walled.fog_cells_command(cells, "reveal")
    walled.apply(reveal)
    assert reveal.record.cells == ((6, 2), (7, 2)) and reveal.record.mark == "reveal"
    assert walled.fog_view().shows(index(walled, 6, 2))
    walled.apply(walled.fog_cells_command([at(walled, 1, 2)], "hide"))
    assert not walled.fog_view().shows(index(walled, 1, 2))  # the GM's hand over sight
    walled.revert(walled.journal[-1])
    walled.revert(reveal)
    assert not walled.fog_view().shows(index(walled, 6, 2))


def test_refusals_name_their_reason(walled):
    assert isinstance(walled.set_fog_command(False), Rejected)
    assert walled.set_fog_sides_command(["green"]).codes() == ("unknown_side",)
    assert walled.fog_cells_command([at(walled, 20, 2)], "hide").codes() == ("off_map",)


def test_choosing_the_side_starts_its_explored_afresh(walled):
    walled.apply(walled.set_fog_command(True))
    walled.apply(walled.set_fog_sides_command(["red"]))
    assert walled.state.fog.sides == ("red",)
    assert walled.fog_view().shows(index(walled, 6, 2))
    assert not walled.fog_view().shows(index(walled, 1, 2))
    assert index(walled, 1, 2) not in walled.state.fog.explored


def test_reset_explored_keeps_only_what_is_seen_now(walled):
    walled.apply(walled.set_fog_command(True))
    walled.apply(walled.gm_move_command("blue", at(walled, 3, 0)))
    walled.apply(walled.gm_move_command("blue", at(walled, 0, 4)))
    assert index(walled, 6, 2) in walled.state.fog.explored
    walled.apply(walled.reset_explored_command())
    assert index(walled, 6, 2) not in walled.state.fog.explored
    assert index(walled, 0, 4) in walled.state.fog.explored


def test_the_file_round_trip_keeps_the_fog_and_the_journal_replays_it(walled, tmp_path):
    walled.apply(walled.set_fog_command(True))
    walled.apply(walled.gm_move_command("blue", at(walled, 3, 0)))
    walled.apply(walled.fog_cells_command([at(walled, 7, 4)], "reveal"))
    walled.apply(walled.fog_cells_command([at(walled, 0, 0)], "hide"))
    path = walled.save(tmp_path / "saved.json")
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["fog"]["enabled"] is True and written["fog"]["sides"] == ["blue"]
    assert written["fog"]["revealed"] == [[7, 4]] and written["fog"]["hidden"] == [[0, 0]]
    assert [6, 2] in written["fog"]["explored"]
    reopened = BattleDocument.open(path, data_folder=tmp_path / "data")
    assert reopened.journal_problem is None  # the journal replays to the same explored cells
    assert reopened.state.fog == walled.state.fog
    assert [r.do for r in reopened.records] == ["fog", "gm_move", "fog_cells", "fog_cells"]


def test_a_file_without_a_journal_keeps_its_fog(tmp_path):
    document = {**WALLED, "fog": {"enabled": True, "sides": ["red"], "explored": [[1, 2]],
                                  "revealed": [[0, 0]], "hidden": [[7, 2]]}}
    doc = BattleDocument.open(write_scenario(tmp_path, document), data_folder=tmp_path / "data")
    fog = doc.state.fog
    assert fog.enabled and fog.sides == ("red",)
    assert fog.explored == {index(doc, 1, 2)} and fog.hidden == {index(doc, 7, 2)}
    saved = json.loads(doc.save(tmp_path / "again.json").read_text(encoding="utf-8"))
    assert saved["fog"] == document["fog"]
