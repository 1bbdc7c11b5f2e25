"""Free walls in the open battle: drawn, moved, deleted, a door toggled; undone, saved, replayed."""

from __future__ import annotations

import json

import pytest
from tests.document.doc_helpers import LANE, at

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Rejected

SEGMENTS = [{"from": [5, 0], "to": [5, 2], "type": "wall"},
            {"from": [5, 2], "to": [5, 3], "type": "door"},
            {"from": [5, 3], "to": [5, 5], "type": "wall"}]
WALLED = {**LANE, "terrain": {**LANE["terrain"], "segments": SEGMENTS}}


@pytest.fixture
def walled(open_doc):
    return open_doc(WALLED)


def _blocked(doc, a, b):
    grid = doc.state.grid
    return doc.state.terrain.step_blocked(grid.index(at(doc, *a)), grid.index(at(doc, *b)))


def test_the_door_segment_opens_lets_the_step_through_and_undo_closes_it(walled):
    assert _blocked(walled, (4, 2), (5, 2)) == "blocked_edge"
    command = walled.toggle_segment_door_command(1)
    assert command.label == "Open door"
    walled.apply(command)
    assert walled.state.terrain.segment_layer.segments[1].kind.id == "open_door"
    assert _blocked(walled, (4, 2), (5, 2)) is None
    assert walled.log[-1].text == "Door from 5,2 to 5,3 opened"
    walled.revert(command)
    assert _blocked(walled, (4, 2), (5, 2)) == "blocked_edge"


def test_a_wall_segment_is_no_door(walled):
    assert walled.toggle_segment_door_command(0).codes() == ("not_a_door",)
    assert walled.toggle_segment_door_command(9).codes() == ("no_segment",)


def test_draw_move_and_delete_each_undo(walled):
    draw = walled.draw_segment_command((1, 1), (1, 4.5), "wall")
    assert draw.label == "Draw wall"
    walled.apply(draw)
    assert _blocked(walled, (0, 2), (1, 2)) == "blocked_edge"
    move = walled.move_segment_end_command(3, 1, (1, 2))
    walled.apply(move)
    assert _blocked(walled, (0, 2), (1, 2)) is None  # the wall now ends at the corner above the step
    assert walled.state.terrain.segment_layer.specs[3] == ((1.0, 1.0), (1.0, 2.0), "wall")
    delete = walled.delete_segment_command(3)
    walled.apply(delete)
    assert len(walled.state.terrain.segment_layer.segments) == 3
    walled.revert(delete)
    walled.revert(move)
    assert _blocked(walled, (0, 2), (1, 2)) == "blocked_edge"
    walled.revert(draw)
    assert _blocked(walled, (0, 2), (1, 2)) is None


@pytest.mark.parametrize("point, code", [((11, 1), "off_map"), ((1, 1), "no_change")])
def test_a_wall_off_the_map_or_of_no_length_is_refused(walled, point, code):
    assert isinstance(walled.draw_segment_command((1, 1), point, "wall"), Rejected)
    assert walled.draw_segment_command((1, 1), point, "wall").codes() == (code,)


def test_a_terrain_not_allowed_on_an_edge_is_refused(walled):
    assert walled.draw_segment_command((1, 1), (2, 2), "rough").codes() == ("unknown_terrain",)


def test_the_edits_are_saved_and_replayed_from_the_journal(walled, tmp_path):
    for build in (lambda: walled.draw_segment_command((1, 1), (1, 4.5), "low_wall"),
                  lambda: walled.move_segment_end_command(3, 0, (1.5, 0.5)),
                  lambda: walled.toggle_segment_door_command(1),
                  lambda: walled.delete_segment_command(0)):
        walled.apply(build())
    target = tmp_path / "saved.json"
    walled.save(target)
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved["terrain"]["segments"] == [
        {"from": [5, 2], "to": [5, 3], "type": "open_door"},
        {"from": [5, 3], "to": [5, 5], "type": "wall"},
        {"from": [1.5, 0.5], "to": [1, 4.5], "type": "low_wall"},
    ]
    kinds = [r["do"] for r in saved["journal"]["records"]]
    assert kinds == ["draw_segment", "move_segment", "segment_door", "delete_segment"]
    assert saved["journal"]["records"][0] == {"do": "draw_segment", "from": [1, 1], "to": [1, 4.5],
                                              "type": "low_wall"}
    again = BattleDocument.open(target, data_folder=tmp_path / "data")
    assert again.state.terrain.segment_layer.specs == walled.state.terrain.segment_layer.specs
