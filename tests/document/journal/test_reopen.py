"""A battle saved with its journal reopens with its log, its offers and its undo history.

The file's journal starts where the battle stood when the journal began (the
file as first opened); undo on the reopened battle walks back to exactly
there. Picture paths, in the journal as at the top level, are written
relative to whichever folder the battle is saved in.
"""

from __future__ import annotations

import os

import pytest
from tests.document.doc_helpers import at
from tests.document.journal.facts import battle_facts, document_facts, log_texts
from tests.document.journal.journal_helpers import CORRIDOR, WORKSHOP, open_in, picture, read_json

from battlemap import resources
from battlemap.document.background import Background
from battlemap.document.battle import BattleDocument
from battlemap.document.token_edit import TokenEdit
from battlemap.grid import Edge


def _an_evening(doc: BattleDocument) -> None:
    """A bit of everything on WORKSHOP: moves, a shot, terrain, doors, zones, tokens."""
    doc.apply(doc.move_command("blue", [at(doc, 1, 1), at(doc, 1, 0)]))
    doc.apply(doc.next_turn_command())
    doc.apply(doc.move_command("red", [at(doc, 4, 2)]))
    doc.apply(doc.next_turn_command())
    doc.apply(doc.paint_terrain_command([at(doc, 0, 4), at(doc, 1, 4)], "rough"))
    doc.apply(doc.toggle_door_command(at(doc, 4, 3)))
    doc.apply(doc.toggle_edge_door_command(Edge.of(at(doc, 5, 1), at(doc, 6, 1))))
    doc.apply(doc.zone_cell_command("ford", at(doc, 8, 1), add=True))
    doc.apply(doc.place_token_command("ogre", at(doc, 8, 4), "red"))
    doc.apply(doc.set_stat_command("blue", "speed", "6"))
    doc.apply(doc.set_hidden_command("red-ogre", True))
    doc.apply(doc.next_round_command())


def test_a_reopened_battle_has_its_battle_log_and_offers_back(tmp_path):
    doc = open_in(tmp_path, CORRIDOR)
    doc.apply(doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]))
    doc.apply(doc.set_stat_command("spears", "level", "3"))
    assert doc.pending_reactions
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"))
    assert reopened.journal_problem is None
    assert document_facts(reopened) == document_facts(doc)
    assert reopened.records == doc.records


def test_undo_on_the_reopened_battle_walks_back_to_the_file_as_first_opened(tmp_path):
    doc = open_in(tmp_path, WORKSHOP)
    start = battle_facts(doc.state)
    _an_evening(doc)
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"))
    assert len(reopened.journal) == len(doc.journal) == 12
    for command in reversed(reopened.journal):
        reopened.revert(command)
    assert battle_facts(reopened.state) == start
    assert reopened.log == () and reopened.journal == () and reopened.pending_reactions == ()


def test_undo_then_redo_on_the_reopened_battle_reaches_the_saved_battle_again(tmp_path):
    doc = open_in(tmp_path, CORRIDOR)
    doc.apply(doc.move_command("knights", [at(doc, 2, 1), at(doc, 3, 1)]))
    doc.apply(doc.roll_reaction_command(doc.pending_reactions[0]))
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"))
    saved = document_facts(reopened)
    history = reopened.journal
    for command in reversed(history):
        reopened.revert(command)
    for command in history:
        reopened.apply(command)
    assert document_facts(reopened) == saved


def test_the_journal_starts_from_the_file_as_it_was_opened(tmp_path):
    doc = open_in(tmp_path, "d20-skirmish")
    doc.apply(doc.move_command("b-arch", [at(doc, 5, 6)]))
    saved = read_json(doc.save(tmp_path / "saved.json"))
    assert saved["journal"]["start"] == read_json(resources.scenario_file("d20-skirmish.json"))
    assert saved["journal"]["records"] == [{"do": "move", "token": "b-arch", "path": [[5, 6]]}]


def test_the_start_stays_the_start_across_saves(tmp_path):
    doc = open_in(tmp_path, WORKSHOP)
    start = battle_facts(doc.state)
    doc.apply(doc.move_command("blue", [at(doc, 1, 1)]))
    first = BattleDocument.open(doc.save(tmp_path / "first.json"))
    first.apply(first.next_turn_command())
    first.apply(first.move_command("red", [at(first, 4, 2)]))
    second = BattleDocument.open(first.save(tmp_path / "second.json"))
    assert [r.do for r in second.records] == ["move", "next_turn", "move"]
    assert log_texts(second) == log_texts(first)
    for command in reversed(second.journal):
        second.revert(command)
    assert battle_facts(second.state) == start


def test_a_battle_nobody_changed_saves_without_a_journal(tmp_path):
    doc = open_in(tmp_path, WORKSHOP)
    assert "journal" not in read_json(doc.save(tmp_path / "saved.json"))


@pytest.fixture
def pictured(tmp_path) -> BattleDocument:
    """WORKSHOP opened from `home/`, with a picture under the map and in the crossbowmen's disc
    from the start, then a new picture under the map and a new one for the spearmen."""
    home = tmp_path / "home"
    picture(home, "start.png"), picture(home, "xbow.png")
    document = {**WORKSHOP, "background": {"path": "pictures/start.png", "scale": 50},
                "tokens": [*WORKSHOP["tokens"][:2], {**WORKSHOP["tokens"][2], "image": "pictures/xbow.png"}]}
    doc = open_in(home, document)
    doc.apply(doc.background_command(Background(str(picture(home, "map.png")), 70.0)))
    edit = TokenEdit("Blue spearmen", "blue", 1, "standing", 0, False, str(picture(home, "blue.png")))
    doc.apply(doc.edit_token_command("blue", edit))
    return doc


def test_saving_elsewhere_writes_every_picture_path_relative_to_the_new_file(pictured, tmp_path):
    target = tmp_path / "elsewhere" / "deep" / "saved.json"
    target.parent.mkdir(parents=True)
    saved = read_json(pictured.save(target))
    up = "../../home/pictures/"
    start, (background, edit) = saved["journal"]["start"], saved["journal"]["records"]
    assert start["background"]["path"] == up + "start.png"
    assert [t.get("image") for t in start["tokens"]] == [None, None, up + "xbow.png"]
    assert background["background"]["path"] == up + "map.png"
    assert edit["image"] == up + "blue.png"
    assert saved["background"]["path"] == up + "map.png"
    assert [t.get("image") for t in saved["tokens"]] == [up + "blue.png", None, up + "xbow.png"]


def test_a_battle_saved_elsewhere_reopens_with_the_same_pictures(pictured, tmp_path):
    target = tmp_path / "elsewhere" / "saved.json"
    target.parent.mkdir()
    reopened = BattleDocument.open(pictured.save(target))
    assert reopened.journal_problem is None
    assert reopened.background == pictured.background
    assert dict(reopened.pictures) == dict(pictured.pictures)
    assert os.path.isabs(reopened.background.path)
    for command in reversed(reopened.journal):
        reopened.revert(command)
    assert reopened.background.path == str(tmp_path / "home" / "pictures" / "start.png")
    assert dict(reopened.pictures) == {"xbow": str(tmp_path / "home" / "pictures" / "xbow.png")}
