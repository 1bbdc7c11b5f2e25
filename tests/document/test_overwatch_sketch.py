"""Drawing an overwatch: the gesture's direction and arc, and the declaration as one step."""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import at

from battlemap.document.battle import BattleDocument
from battlemap.document.overwatch import OverwatchSketch, declares_overwatch

WATCH = {
    "format": "battlemap-scenario", "version": 1, "name": "Watch", "ruleset": "yze",
    "grid": {"kind": "square", "cols": 12, "rows": 9},
    "tokens": [{"id": "g", "name": "Gunner", "side": "blue", "at": [1, 4], "template": "gunner"},
               {"id": "f", "name": "Fighter", "side": "red", "at": [10, 8], "template": "fighter"}],
    "combat": {"round": 1, "order": ["g", "f"], "active": "g"},
}


@pytest.fixture
def watch(open_doc) -> BattleDocument:
    return open_doc(WATCH)


def _sketch(doc, cells) -> OverwatchSketch:
    sketch = OverwatchSketch(doc.state, "g")
    for col, row in cells:
        sketch.follow(at(doc, col, row))
    return sketch


@pytest.mark.parametrize(("cells", "toward", "arc"), [
    ([(2, 4), (3, 4), (4, 4), (5, 4), (6, 4)], (6, 4), 0),
    # The cells a pointer crosses on a line toward 7,1 (26.6 degrees up): no arc.
    ([(2, 4), (2, 3), (3, 3), (4, 3), (4, 2), (5, 2), (6, 2), (6, 1), (7, 1)], (7, 1), 0),
    ([(2, 4), (5, 4), (5, 1), (5, 4)], (5, 4), 74),  # out, up to atan(3/4) = 37 degrees, back
    ([(2, 4), (5, 4), (5, 6), (5, 4)], (5, 4), 53),  # down to atan(2/4) = 27 degrees, back
], ids=["straight-east", "straight-north-east", "swept-45-up", "swept-34-down"])
def test_the_sketch_reads_direction_and_arc(watch, cells, toward, arc):
    sketch = _sketch(watch, cells)
    assert sketch.toward == at(watch, *toward)
    assert sketch.arc == arc


def test_declaring_a_drawn_arc_stores_it_and_undo_takes_it_back(watch, tmp_path):
    action_id = next(i for i, d in watch.state.ruleset.actions.items() if declares_overwatch(d))
    command = watch.overwatch_command(action_id, "g", at(watch, 5, 4), 90)
    watch.apply(command)
    overwatch = watch.state.token("g").tactical.overwatch
    assert (overwatch.toward, overwatch.arc, overwatch.declared) == (at(watch, 5, 4), 90, 1)
    assert watch.state.combat.spent_by("g", "action.fast") == 1
    watch.save(tmp_path / "saved.json")
    reopened = BattleDocument.open(tmp_path / "saved.json")
    assert reopened.state.token("g").tactical.overwatch == overwatch
    watch.revert(command)
    assert watch.state.token("g").tactical.overwatch is None
    assert watch.state.combat.spent_by("g", "action.fast") == 0


def test_an_arc_of_zero_leaves_the_width_to_the_ruleset(watch):
    action_id = next(i for i, d in watch.state.ruleset.actions.items() if declares_overwatch(d))
    watch.apply(watch.overwatch_command(action_id, "g", at(watch, 5, 4), 0))
    assert watch.state.token("g").tactical.overwatch.arc == 0


def test_an_overwatch_declared_after_the_highest_number_a_file_holds_still_saves(open_doc, tmp_path):
    last = {**WATCH["tokens"][1], "state": {"overwatch": {"toward": [9, 8], "declared": 1_000_000}}}
    doc = open_doc({**WATCH, "tokens": [WATCH["tokens"][0], last]})
    action_id = next(i for i, d in doc.state.ruleset.actions.items() if declares_overwatch(d))
    doc.apply(doc.overwatch_command(action_id, "g", at(doc, 5, 4), 0))
    assert doc.state.token("g").tactical.overwatch.declared == 1_000_000  # ties the last, fires in token order
    reopened = BattleDocument.open(doc.save(tmp_path / "saved.json"))
    assert reopened.state.token("g").tactical.overwatch == doc.state.token("g").tactical.overwatch
