"""Token pictures in the document: edited as one step, kept by duplicates, rewritten on save."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from tests.document.doc_helpers import LANE, Recorder, write_scenario

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Change, Command
from battlemap.document.token_pictures import file_reference, resolved

KNIGHT = "assets:tokens/knight.png"


def _lane_with(tmp_path: Path, images: dict[str, str], folder: str = "maps") -> BattleDocument:
    where = tmp_path / folder
    where.mkdir(parents=True, exist_ok=True)
    tokens = [dict(t, image=images[t["id"]]) if t["id"] in images else t for t in LANE["tokens"]]
    path = write_scenario(where, dict(LANE, tokens=tokens))
    return BattleDocument.open(path, data_folder=tmp_path / "data")


def _saved_images(path: Path) -> dict[str, str]:
    tokens = json.loads(path.read_text(encoding="utf-8"))["tokens"]
    return {t["id"]: t["image"] for t in tokens if "image" in t}


def test_opened_pictures_resolve_against_the_file_folder(tmp_path):
    doc = _lane_with(tmp_path, {"blue": "pics/blue.png", "red": KNIGHT})
    assert Path(doc.pictures["blue"]) == tmp_path / "maps" / "pics" / "blue.png"
    assert doc.pictures["red"] == KNIGHT
    assert "xbow" not in doc.pictures


def test_edit_sets_a_picture_in_one_step_and_undo_takes_it_away(lane):
    seen = Recorder(lane.pictures_changed)
    before = lane.state
    command = lane.edit_token_command("blue", replace(lane.token_edit("blue"), image=KNIGHT))
    assert isinstance(command, Command) and command.pictures == Change({}, {"blue": KNIGHT})
    lane.apply(command)
    assert lane.pictures == {"blue": KNIGHT}
    assert lane.state is before  # only the picture changed: the rules state is the same
    assert command.log[0].text == "Blue spearmen edited (image)"
    lane.revert(command)
    assert lane.pictures == {}
    assert seen.values == [{"blue": KNIGHT}, {}]


def test_edit_with_no_image_removes_the_picture_and_keeps_other_fields(tmp_path):
    doc = _lane_with(tmp_path, {"blue": KNIGHT})
    command = doc.edit_token_command("blue", replace(doc.token_edit("blue"), image=None, count=9))
    doc.apply(command)
    assert doc.pictures == {} and doc.state.token("blue").count == 9
    assert command.log[0].text == "Blue spearmen edited (count, image)"


@pytest.mark.parametrize(("image", "codes"), [("", ("no_image",)), ("   ", ("no_image",)),
                                              (KNIGHT, ("no_change",))], ids=["empty", "blank", "same"])
def test_bad_or_unchanged_picture_is_refused(tmp_path, image, codes):
    doc = _lane_with(tmp_path, {"blue": KNIGHT})
    result = doc.edit_token_command("blue", replace(doc.token_edit("blue"), image=image))
    assert result.codes() == codes


def test_duplicate_keeps_the_picture_and_undo_forgets_the_copy(tmp_path):
    doc = _lane_with(tmp_path, {"blue": KNIGHT})
    command = doc.duplicate_token_command("blue")
    doc.apply(command)
    copy = doc.state.tokens[-1].id
    assert doc.pictures == {"blue": KNIGHT, copy: KNIGHT}
    doc.revert(command)
    assert doc.pictures == {"blue": KNIGHT}


def test_save_as_elsewhere_rewrites_relative_pictures_and_reopens_them(tmp_path):
    doc = _lane_with(tmp_path, {"blue": "pics/blue.png", "red": KNIGHT})
    (tmp_path / "maps" / "pics").mkdir()
    (tmp_path / "maps" / "pics" / "blue.png").write_bytes(b"png")
    target = tmp_path / "saves" / "deep" / "copy.json"
    target.parent.mkdir(parents=True)
    doc.save(target)
    assert _saved_images(target) == {"blue": "../../maps/pics/blue.png", "red": KNIGHT}
    again = BattleDocument.open(target, data_folder=tmp_path / "data")
    assert Path(again.pictures["blue"]) == tmp_path / "maps" / "pics" / "blue.png"
    assert Path(again.pictures["blue"]).is_file()
    assert again.pictures["red"] == KNIGHT


def test_saved_edit_and_removal_reach_the_file(tmp_path):
    doc = _lane_with(tmp_path, {"red": KNIGHT})
    picture = tmp_path / "maps" / "b.png"
    doc.apply(doc.edit_token_command("blue", replace(doc.token_edit("blue"), image=str(picture))))
    doc.apply(doc.edit_token_command("red", replace(doc.token_edit("red"), image=None)))
    path = doc.save()
    assert _saved_images(path) == {"blue": "b.png"}


@pytest.mark.parametrize(
    ("reference", "folder", "written"),
    [(KNIGHT, "x", KNIGHT), ("/a/pics/b.png", "/a/saves", "../pics/b.png"),
     ("/a/pics/b.png", "/a/pics", "b.png"), ("rel/b.png", "/a", "rel/b.png")],
    ids=["bundled", "sibling-folder", "same-folder", "already-relative"],
)
def test_file_reference_is_relative_to_the_saved_folder(reference, folder, written):
    assert file_reference(reference, Path(folder)) == written


def test_resolved_leaves_bundled_references_alone(tmp_path):
    assert resolved(KNIGHT, tmp_path) == KNIGHT
    assert Path(resolved("a/../b.png", tmp_path)) == tmp_path / "b.png"
