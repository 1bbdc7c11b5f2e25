"""The log as plain text."""

from __future__ import annotations

from fractions import Fraction

import pytest

from battlemap.document.log import LogEntry, amount, export_log_text
from battlemap.engine.battle.modifiers import Modifier


def test_export_lists_entries_and_their_modifiers():
    entries = [
        LogEntry("move", "Blue spearmen move to 4,2 (3 steps, cost 3 squares, 1 square left)"),
        LogEntry("attack", "Red archers shoot Blue spearmen: 14 vs 15, miss", (
            Modifier("range", "Range 2 increments", -2, "d20:range"),
            Modifier("cover", "Low wall", Fraction(4), ""),
        ), 2),
    ]
    assert export_log_text(entries) == (
        "[round 1] Blue spearmen move to 4,2 (3 steps, cost 3 squares, 1 square left)\n"
        "[round 2] Red archers shoot Blue spearmen: 14 vs 15, miss\n"
        "      -2 Range 2 increments (d20:range)\n"
        "      +4 Low wall\n"
    )
    assert export_log_text([]) == ""


@pytest.mark.parametrize(
    ("value", "unit", "text"),
    [(1, "squares", "1 square"), (3.0, "squares", "3 squares"), (1, "hexes", "1 hex"),
     (1.5, "yd", "1.5 yd"), (1, "ft", "1 ft"), (0.333333, "m", "0.33 m")],
    ids=["one-square", "squares", "one-hex", "yards", "feet", "rounded"],
)
def test_amounts_read_naturally(value, unit, text):
    assert amount(value, unit) == text


def test_document_log_export(lane):
    from tests.document.doc_helpers import at

    lane.apply(lane.move_command("blue", [at(lane, 2, 2)]))
    assert lane.export_log_text() == \
        "[round 1] Blue spearmen move to 2,2 (1 step, cost 1 square, 7 squares left)\n"
