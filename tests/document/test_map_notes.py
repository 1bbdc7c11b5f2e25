"""The GM's notes on the map as document commands: pins and drawings made, changed, undone,
saved, replayed (reopened, `battlemap run`), and the stroke a drag leaves, simplified."""

from __future__ import annotations

import json
import math

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.strokes import Stroke, drawing_at, pin_at, simplified
from battlemap.engine.battle.map_notes import Drawing, MapNotes, Pin
from battlemap.schema.limits import MAX_DRAWING_POINTS
from tests.document.doc_helpers import LANE, write_scenario


@pytest.fixture
def doc(tmp_path) -> BattleDocument:
    return BattleDocument.open(write_scenario(tmp_path, LANE))


def _do(doc: BattleDocument, result) -> Command:
    assert isinstance(result, Command), result
    doc.apply(result)
    return result


def test_a_pin_is_added_edited_moved_shown_and_deleted_each_one_undoable_step(doc):
    steps = [
        _do(doc, doc.add_pin_command((2.5, 1.25), "Trap\nunder the rug")),
        _do(doc, doc.edit_pin_command("pin-1", "No trap")),
        _do(doc, doc.move_pin_command("pin-1", (5, 0.5))),
        _do(doc, doc.pin_players_command("pin-1", True)),
    ]
    pin = doc.state.map_notes.pin("pin-1")
    assert (pin.at, pin.text, pin.players) == ((5, 0.5), "No trap", True)
    assert [s.label for s in steps] == ["Add note", "Edit note", "Move note", "Show note to players"]
    _do(doc, doc.delete_pin_command("pin-1"))
    assert doc.state.map_notes == MapNotes()
    doc.revert(doc.journal[-1])
    assert doc.state.map_notes.pin("pin-1") == pin
    for step in reversed(steps):
        doc.revert(step)
    assert doc.state.map_notes == MapNotes()


def test_a_drawing_is_added_shown_and_deleted(doc):
    _do(doc, doc.add_drawing_command([(0, 0), (1.5, 2), (3, 2.25)], colour="#3060f0"))
    drawing = doc.state.map_notes.drawing("drawing-1")
    assert (drawing.points, drawing.colour, drawing.players) == (((0, 0), (1.5, 2), (3, 2.25)), "#3060f0", False)
    _do(doc, doc.drawing_players_command("drawing-1", True))
    assert doc.state.map_notes.drawing("drawing-1").players
    _do(doc, doc.delete_drawing_command("drawing-1"))
    assert doc.state.map_notes.drawings == ()


@pytest.mark.parametrize(("make", "code"), [
    (lambda d: d.add_pin_command((2, 1), "   "), "empty_note"),
    (lambda d: d.add_pin_command((20, 1), "Far away"), "note_off_map"),
    (lambda d: d.add_pin_command((-0.1, 1), "Off the edge"), "note_off_map"),
    (lambda d: d.edit_pin_command("pin-9", "Who?"), "unknown_note"),
    (lambda d: d.move_pin_command("pin-9", (1, 1)), "unknown_note"),
    (lambda d: d.delete_drawing_command("drawing-9"), "unknown_note"),
    (lambda d: d.add_drawing_command([(1, 1)]), "stroke_too_short"),
    (lambda d: d.add_drawing_command([(1, 1), (30, 1)]), "note_off_map"),
    (lambda d: d.add_drawing_command([(1, 1)] * (MAX_DRAWING_POINTS + 1)), "stroke_too_long"),
], ids=["empty", "off-map", "off-edge", "edit-unknown", "move-unknown", "delete-unknown", "one-point",
        "stroke-off-map", "too-many-points"])
def test_a_note_the_map_cannot_hold_is_refused_with_a_reason(doc, make, code):
    result = make(doc)
    assert isinstance(result, Rejected) and result.codes() == (code,)


def test_a_second_pin_gets_the_next_free_id_and_a_taken_id_is_refused(doc):
    _do(doc, doc.add_pin_command((1, 1), "One"))
    _do(doc, doc.add_pin_command((2, 1), "Two"))
    assert [p.id for p in doc.state.map_notes.pins] == ["pin-1", "pin-2"]
    assert doc.add_pin_command((3, 1), "Three", pin_id="pin-1").codes() == ("duplicate_note",)


def test_notes_are_saved_with_the_battle_and_its_journal_and_reopen_with_undo(doc, tmp_path):
    _do(doc, doc.add_pin_command((2.5, 1.25), "Trap"))
    _do(doc, doc.add_drawing_command([(0, 0), (2, 2)], players=True))
    _do(doc, doc.move_pin_command("pin-1", (3, 2)))
    path = doc.save(tmp_path / "saved.json")
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["map_notes"] == {"pins": [{"id": "pin-1", "at": [3, 2], "text": "Trap"}],
                                "drawings": [{"id": "drawing-1", "points": [[0, 0], [2, 2]], "players": True}]}
    assert [r["do"] for r in raw["journal"]["records"]] == ["add_pin", "add_drawing", "move_pin"]
    again = BattleDocument.open(path)
    assert again.journal_problem is None and again.state.map_notes == doc.state.map_notes
    again.revert(again.journal[-1])
    assert again.state.map_notes.pin("pin-1").at == (2.5, 1.25)


def test_run_plays_note_records(tmp_path, capsys):
    battle = write_scenario(tmp_path, LANE)
    script = tmp_path / "notes.json"
    script.write_text(json.dumps([
        {"do": "add_pin", "at": [1.5, 1], "text": "Loot"},
        {"do": "pin_players", "pin": "pin-1", "players": True},
        {"do": "add_drawing", "points": [[0, 0], [3, 1]], "colour": "#3060f0"},
        {"do": "delete_drawing", "drawing": "drawing-1"},
    ]), encoding="utf-8")
    saved = tmp_path / "after.json"
    assert main(["run", str(battle), "--script", str(script), "--save", str(saved)]) == 0
    capsys.readouterr()
    raw = json.loads(saved.read_text(encoding="utf-8"))
    assert raw["map_notes"] == {"pins": [{"id": "pin-1", "at": [1.5, 1], "text": "Loot", "players": True}]}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"do": "edit_pin", "pin": "pin-7", "text": "?"}]), encoding="utf-8")
    assert main(["run", str(battle), "--script", str(bad)]) == 1
    assert "pin" in capsys.readouterr().err


# --- strokes ------------------------------------------------------------------------------
def test_simplifying_a_straight_drag_keeps_its_ends():
    line = [(x / 10, 1.0) for x in range(31)]
    assert simplified(line) == ((0.0, 1.0), (3.0, 1.0))


def test_simplifying_keeps_the_corner_of_an_l_and_every_point_it_drops_is_near_the_line():
    points = [(x / 10, 0.0) for x in range(21)] + [(2.0, y / 10) for y in range(1, 21)]
    kept = simplified(points, 0.03)
    assert kept == ((0.0, 0.0), (2.0, 0.0), (2.0, 2.0))


def test_a_circle_keeps_enough_points_to_stay_within_the_tolerance():
    circle = [(2 + math.cos(a / 100), 2 + math.sin(a / 100)) for a in range(629)]
    kept = simplified(circle, 0.03)
    assert 8 < len(kept) < 60
    for x, y in circle:  # every dropped point lies near the kept outline
        assert min(math.dist((x, y), p) for p in _dense(kept)) < 0.05


def _dense(points):
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        for t in range(21):
            yield ax + (bx - ax) * t / 20, ay + (by - ay) * t / 20


def test_a_stroke_skips_pointer_points_too_near_the_last_one():
    stroke = Stroke((1, 1))
    assert not stroke.add((1.01, 1.0))
    assert stroke.add((1.2, 1.0))
    assert stroke.points == [(1.0, 1.0), (1.2, 1.0)]
    assert Stroke((1, 1)).finish() == ((1.0, 1.0),)  # a click: no stroke


def test_the_pin_or_drawing_under_a_point():
    notes = MapNotes().with_pin(Pin("pin-1", (2, 2), "x"))
    assert pin_at(notes, (2.1, 2.1), 0.3).id == "pin-1" and pin_at(notes, (3, 3), 0.3) is None
    notes = notes.with_drawing(Drawing("drawing-1", ((0, 0), (4, 0)), width=0.2))
    assert drawing_at(notes, (2, 0.15), 0.1).id == "drawing-1" and drawing_at(notes, (2, 0.5), 0.1) is None
