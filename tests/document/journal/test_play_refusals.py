"""A record that does not play says which of its fields is at fault and why, and changes nothing."""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import LANE

from battlemap.document.journal.playing import RecordRefused, play
from battlemap.schema.records import (
    ActionRecord, AttackRecord, DoorRecord, EdgeDoorRecord, MoveRecord, PaintRecord, ReactRecord, SetStatRecord,
    ZoneCellRecord,
)

ZONED = {**LANE, "zones": [{"id": "ford", "name": "The ford", "cells": [[6, 1]]}]}


@pytest.mark.parametrize(
    ("record", "field", "code"),
    [
        (MoveRecord(do="move", token="ghost", path=((2, 2),)), "token", "unknown_token"),
        (AttackRecord(do="attack", token="blue", target="ghost"), "target", "unknown_token"),
        (MoveRecord(do="move", token="blue", path=((4, 2),)), "path", "not_adjacent"),
        (ActionRecord(do="action", token="blue", action="fly"), "action", "unknown_action"),
        (ReactRecord(do="react", offer=0, roll=True), "offer", "no_such_reaction"),
        (ReactRecord(do="react", who="red", kind="opportunity_attack", roll=False), "offer", "no_such_reaction"),
        (SetStatRecord(do="set_stat", token="blue", key="speed", value="fast"), "value", "stat_not_float"),
        (PaintRecord(do="paint", cells=((0, 0),), terrain="lava"), "cells", "unknown_terrain"),
        (DoorRecord(do="door", at=(0, 0)), "at", "not_a_door"),
        (EdgeDoorRecord(do="edge_door", between=((0, 0), (2, 2))), "between", "not_an_edge"),
        (EdgeDoorRecord(do="edge_door", between=((0, 0), (5, 5))), "between", "off_map"),
        (ZoneCellRecord(do="zone_cell", zone="camp", at=(0, 0), add=True), "zone", "unknown_zone"),
    ],
    ids=["unknown-token", "unknown-target", "illegal-move", "unknown-action", "no-offer-by-index",
         "no-offer-by-who", "stat-not-a-number", "unknown-terrain", "no-door", "far-cells", "cells-off-the-map", "unknown-zone"],
)
def test_a_record_that_does_not_play_names_its_field_and_reason(open_doc, record, field, code):
    doc = open_doc(ZONED)
    before = doc.state
    refused = play(doc, record)
    assert isinstance(refused, RecordRefused)
    assert refused.field == field
    assert code in refused.rejected.codes()
    assert doc.state is before and doc.journal == ()


def test_an_edge_door_between_diagonal_cells_is_refused_for_they_share_no_edge(lane):
    # Cells touching at a corner are neighbours on a square grid, but no edge (and no door) lies between them;
    # played, the battle would hold an edge the file cannot write.
    refused = play(lane, EdgeDoorRecord(do="edge_door", between=((0, 0), (1, 1))))
    assert isinstance(refused, RecordRefused)
    assert refused.field == "between" and refused.rejected.codes() == ("not_an_edge",)
