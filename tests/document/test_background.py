"""The picture under the map: read from the file, changed as one undoable step, saved relative."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.document.doc_helpers import LANE, Recorder, write_scenario

from battlemap.document.background import Background
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Change, Command

PLACED = {"path": "maps/cave.png", "scale": 70, "offset": [-0.5, 1], "opacity": 0.6}


def _saved(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_file_path_resolves_against_the_scenario_folder(open_doc, tmp_path):
    doc = open_doc({**LANE, "background": PLACED})
    assert doc.background == Background(str(tmp_path / "maps" / "cave.png"), 70, -0.5, 1, 0.6)


def test_load_save_load_keeps_the_background_exactly(open_doc, tmp_path):
    doc = open_doc({**LANE, "background": PLACED})
    doc.save()
    assert _saved(tmp_path / "battle.json")["background"] == PLACED
    assert BattleDocument.open(tmp_path / "battle.json").background == doc.background


def test_save_as_elsewhere_rewrites_the_path_relative_to_the_new_file(open_doc, tmp_path):
    doc = open_doc({**LANE, "background": PLACED})
    (tmp_path / "saves").mkdir()
    doc.save(tmp_path / "saves" / "copy.json")
    assert _saved(tmp_path / "saves" / "copy.json")["background"]["path"] == "../maps/cave.png"
    assert BattleDocument.open(tmp_path / "saves" / "copy.json").background == doc.background


def test_placing_is_one_undoable_step_that_leaves_the_battle_alone(lane, tmp_path):
    seen = Recorder(lane.background_changed)
    state = lane.state
    picture = Background(str(tmp_path / "map.png"), 64, 1, 2, 0.5)
    command = lane.background_command(picture)
    assert isinstance(command, Command) and command.label == "Set background image"
    assert command.background == Change(None, picture)
    lane.apply(command)
    assert lane.background == picture and lane.state is state
    lane.revert(command)
    assert lane.background is None
    assert seen.values == [picture, None]
    lane.save()
    assert "background" not in _saved(tmp_path / "battle.json")


@pytest.mark.parametrize(("background", "codes"), [
    (Background("", 70), ("no_image",)),
    (Background("m.png", 0), ("invalid_scale",)),
    (Background("m.png", 70, float("nan"), 0), ("invalid_offset",)),
    (Background("m.png", 70, opacity=1.5), ("invalid_opacity",)),
    (Background("", -1, opacity=-0.1), ("no_image", "invalid_scale", "invalid_opacity")),
], ids=["no-path", "zero-scale", "nan-offset", "too-opaque", "every-reason"])
def test_a_bad_background_is_refused_with_every_reason(lane, background, codes):
    assert lane.background_command(background).codes() == codes


def test_setting_the_same_background_again_is_no_change(open_doc):
    doc = open_doc({**LANE, "background": PLACED})
    assert doc.background_command(doc.background).codes() == ("no_change",)


@settings(max_examples=25, deadline=None)
@given(scale=st.floats(0.5, 500), x=st.floats(-50, 50), y=st.floats(-50, 50), opacity=st.floats(0, 1))
def test_any_valid_placement_round_trips_through_a_file(tmp_path_factory, scale, x, y, opacity):
    folder = tmp_path_factory.mktemp("bg")
    path = write_scenario(folder, {**LANE, "background": {"path": "m.png", "scale": scale,
                                                          "offset": [x, y], "opacity": opacity}})
    doc = BattleDocument.open(path, data_folder=folder / "data")
    doc.save()
    assert BattleDocument.open(path, data_folder=folder / "data").background == doc.background
