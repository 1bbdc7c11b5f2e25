"""A file's journal loads record by record, and every mistake in it is reported at its own field path.

The journal (`journal.start`, `journal.records`) is part of the scenario
file: its records are checked for their shape when the file loads, its start
like a file of its own, against the battle's own ruleset.
"""

from __future__ import annotations

import json

import pytest
from tests.schema.schema_helpers import bundled, small_document

from battlemap.schema import LoadError, Problem, parse_scenario
from battlemap.schema.records import KINDS, MODELS, MoveRecord, ReactRecord

#: One valid record of every kind, on schema_helpers.SMALL (whether it plays is for the battle to say).
EVERY_KIND = [
    {"do": "move", "token": "a1", "path": [[1, 0], [2, 0]]},
    {"do": "action", "token": "a1", "action": "attack", "targets": ["b1"]},
    {"do": "action", "token": "a1", "action": "move", "path": [[1, 0]], "options": {"item": "longbow"}},
    {"do": "attack", "token": "a1", "target": "b1"},
    {"do": "attack", "token": "a1", "target": "b1", "attack": "volley"},
    {"do": "overwatch", "token": "a1", "action": "overwatch", "toward": [3, 3], "arc": 90},
    {"do": "react", "offer": 0, "roll": True},
    {"do": "react", "who": "b1", "kind": "opportunity_attack", "roll": False},
    {"do": "next_turn"},
    {"do": "next_round"},
    {"do": "initiative"},
    {"do": "order", "order": ["b1", "a1"]},
    {"do": "place_token", "template": "ogre", "at": [4, 0], "side": "red", "name": "Big one"},
    {"do": "delete_token", "token": "b1"},
    {"do": "hide_token", "token": "b1", "hidden": True},
    {"do": "edit_token", "token": "a1", "name": "Archers", "side": "red", "count": 9, "posture": "prone",
     "facing": 2, "hidden": False, "image": "pictures/archer.png"},
    {"do": "duplicate_token", "token": "a1"},
    {"do": "bring_to_front", "token": "a1"},
    {"do": "set_stat", "token": "b1", "key": "level", "value": "4"},
    {"do": "paint", "cells": [[0, 1], [1, 1]], "terrain": "rough"},
    {"do": "door", "at": [2, 2]},
    {"do": "edge_door", "between": [[0, 0], [1, 0]]},
    {"do": "draw_segment", "from": [0.5, 0], "to": [2, 1.25], "type": "wall"},
    {"do": "move_segment", "segment": 0, "end": 1, "to": [1, 1]},
    {"do": "segment_door", "segment": 0},
    {"do": "delete_segment", "segment": 0},
    {"do": "zone_cell", "zone": "hill", "at": [2, 0], "add": True},
    {"do": "background", "background": {"path": "maps/field.png", "scale": 70}},
    {"do": "background"},
    {"do": "set_options", "options": {"aim_kept": "next_turn", "wounds_accumulate": False}},
    {"do": "set_sides", "sides": {"b": {"name": "Raiders", "played_by": "computer", "temperament": "cautious"}}},
    {"do": "gm_move", "token": "a", "to": [3, 1]},
    {"do": "set_condition", "token": "a", "condition": "wounded", "on": True},
    {"do": "reset_budget", "token": "a"},
    {"do": "set_count", "token": "a", "key": "physical", "value": 2},
    {"do": "fog", "on": True},
    {"do": "fog_sides", "sides": ["blue", "red"]},
    {"do": "fog_cells", "cells": [[0, 0], [1, 0]], "mark": "hide"},
    {"do": "reset_explored"},
    {"do": "place_template", "template": {"id": "t1", "shape": "cone", "from": [1, 1], "toward": [3, 1],
                                          "size": 15, "angle": 60, "show_players": True}},
    {"do": "remove_template", "template": "t1"},
    {"do": "add_pin", "id": "pin-1", "at": [1.5, 0.25], "text": "Trap"},
    {"do": "edit_pin", "pin": "pin-1", "text": "No trap"},
    {"do": "move_pin", "pin": "pin-1", "to": [2, 1]},
    {"do": "pin_players", "pin": "pin-1", "players": True},
    {"do": "add_drawing", "points": [[0, 0], [1, 1]], "colour": "#3060f0", "players": True},
    {"do": "drawing_players", "drawing": "drawing-1", "players": False},
    {"do": "delete_drawing", "drawing": "drawing-1"},
    {"do": "delete_pin", "pin": "pin-1"},
]


def _with_journal(records: list, start: dict | None = None) -> dict:
    document = small_document()
    document["journal"] = {"start": small_document() if start is None else start, "records": records}
    return document


def _load(document: dict):
    return parse_scenario(json.dumps(document), source="bad.json", ruleset_resolver=bundled)


def _problems(document: dict) -> tuple[Problem, ...]:
    with pytest.raises(LoadError) as caught:
        _load(document)
    return caught.value.problems


def test_every_kind_is_listed_once_with_its_model():
    assert sorted(KINDS) == sorted(MODELS) and len(KINDS) == len(set(KINDS)) == 45
    assert {record["do"] for record in EVERY_KIND} == set(KINDS)


def test_a_record_of_every_kind_loads_as_its_own_model():
    journal = _load(_with_journal(EVERY_KIND)).journal
    assert [type(r) for r in journal.records] == [MODELS[r["do"]] for r in EVERY_KIND]
    assert journal.records[0] == MoveRecord(do="move", token="a1", path=((1, 0), (2, 0)))
    assert journal.records[7] == ReactRecord(do="react", who="b1", kind="opportunity_attack", roll=False)
    assert journal.start.tokens[0].id == "a1"


def test_a_computer_steps_why_loads_on_its_record():
    why = {"says": "advances", "token": "a1", "reasons": [{"code": "hit_chance", "params": {"percent": 62}}]}
    record = _load(_with_journal([{"do": "move", "token": "a1", "path": [[1, 0]], "why": why}])).journal.records[0]
    assert record.why.says == "advances" and record.why.reasons[0].params == {"percent": 62}


def test_a_journal_without_records_loads_and_records_default_to_none():
    assert _load(_with_journal([])).journal.records == ()
    document = small_document()
    document["journal"] = {"start": small_document()}
    assert _load(document).journal.records == ()


BAD_RECORDS = [
    # (id, record, expected problem path, message fragment)
    ("unknown-kind", {"do": "teleport", "token": "a1"}, "journal.records[0].do", "'teleport'"),
    ("no-kind", {"token": "a1", "path": [[1, 0]]}, "journal.records[0].do", "required field is missing"),
    ("missing-field", {"do": "move", "token": "a1"}, "journal.records[0].path", "required field is missing"),
    ("typo-field", {"do": "move", "token": "a1", "pathh": [[1, 0]], "path": [[1, 0]]},
     "journal.records[0].pathh", "unknown field 'pathh'"),
    ("empty-path", {"do": "move", "token": "a1", "path": []}, "journal.records[0].path", "at least 1 item"),
    ("cell-not-a-pair", {"do": "door", "at": [1, 2, 3]}, "journal.records[0].at", "at most 2 items"),
    ("bad-token-id", {"do": "delete_token", "token": "b 1"}, "journal.records[0].token", "not a valid name"),
    ("negative-offer", {"do": "react", "offer": -1, "roll": True}, "journal.records[0].offer",
     "greater than or equal to 0"),
    ("react-without-roll", {"do": "react", "offer": 0}, "journal.records[0].roll", "required field is missing"),
    ("two-targets", {"do": "action", "token": "a1", "action": "attack", "targets": ["b1", "a1"]},
     "journal.records[0].targets", "at most 1 item"),
    ("edge-of-one-cell", {"do": "edge_door", "between": [[1, 0]]}, "journal.records[0].between[1]",
     "required field is missing"),
    ("background-without-path", {"do": "background", "background": {"scale": 2}},
     "journal.records[0].background.path", "required field is missing"),
    ("not-an-object", "move", "journal.records[0]", "valid dictionary or object"),
    ("why-without-says", {"do": "next_turn", "why": {"token": "a1"}}, "journal.records[0].why.says",
     "required field is missing"),
    ("why-reason-typo", {"do": "move", "token": "a1", "path": [[1, 0]],
                         "why": {"says": "advances", "reasons": [{"code": "objective", "param": {}}]}},
     "journal.records[0].why.reasons[0].param", "unknown field 'param'"),
]


@pytest.mark.parametrize(("record", "where", "fragment"), [case[1:] for case in BAD_RECORDS],
                         ids=[case[0] for case in BAD_RECORDS])
def test_a_bad_record_is_reported_at_its_field(record, where, fragment):
    problems = _problems(_with_journal([record]))
    assert [p.path for p in problems] == [where], problems
    assert fragment in problems[0].message


def test_the_record_index_is_the_records_place_in_the_journal():
    problems = _problems(_with_journal([{"do": "next_turn"}, {"do": "next_turn"}, {"do": "move", "token": "a1"}]))
    assert [p.path for p in problems] == ["journal.records[2].path"]


def test_every_bad_record_is_reported_at_once():
    problems = _problems(_with_journal([{"do": "door"}, {"do": "next_turn"}, {"do": "hide_token", "token": "a1"}]))
    assert [p.path for p in problems] == ["journal.records[0].at", "journal.records[2].hidden"]


def test_a_start_with_a_journal_of_its_own_is_refused():
    start = small_document()
    start["journal"] = {"start": small_document()}
    problems = _problems(_with_journal([], start))
    assert len(problems) == 1
    assert problems[0].path.startswith("journal")
    assert "no journal of its own" in problems[0].message


def test_a_start_playing_another_ruleset_is_refused():
    start = small_document()
    start["ruleset"] = "gurps4e"
    problems = _problems(_with_journal([], start))
    assert [p.path for p in problems] == ["journal.start.ruleset"]
    assert "'gurps4e'" in problems[0].message and "'d20-mass'" in problems[0].message


@pytest.mark.parametrize(
    ("field", "value", "where", "fragment"),
    [
        ("at", [99, 0], "journal.start.tokens[0].at", "off the map"),
        ("template", "dragons", "journal.start.tokens[0].template", "template 'dragons' is not a template"),
        ("count", 0, "journal.start.tokens[0].count", "greater than or equal to 1"),
        ("colour", "red", "journal.start.tokens[0].colour", "unknown field 'colour'"),
    ],
    ids=["off-map", "unknown-template", "bad-count", "typo"],
)
def test_a_bad_token_in_the_start_is_reported_under_journal_start(field, value, where, fragment):
    start = small_document()
    start["tokens"][0][field] = value
    problems = _problems(_with_journal([], start))
    assert [p.path for p in problems] == [where]
    assert fragment in problems[0].message


def test_a_start_from_a_newer_battlemap_names_the_start():
    start = small_document()
    start["version"] = 99
    problems = _problems(_with_journal([], start))
    assert len(problems) == 1
    assert "journal.start" in str(problems[0]) and "newer Battlemap" in problems[0].message


def test_the_start_is_a_whole_file_and_needs_its_format():
    start = small_document()
    del start["format"]
    problems = _problems(_with_journal([], start))
    assert [p.path for p in problems] == ["journal.start.format"]
