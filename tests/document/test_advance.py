"""Drag the path, then click the foe: GURPS Move and Attack through the document's pointer tool."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.document.advance import AdvanceTool, moves_then_targets
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import PointerEvent

#: Sir Aldric (5,7) round the chapel wall to Grim's side (8,3): 5 yd, his whole Move.
PATH = [(5, 6), (5, 5), (5, 4), (6, 4), (7, 3)]


@pytest.fixture
def duel(tmp_path) -> BattleDocument:
    doc = BattleDocument.open(resources.scenario_file("gurps-duel.json"), data_folder=tmp_path / "data")
    doc.apply(doc.next_turn_command())  # Ysolde's turn ends: Sir Aldric acts
    return doc


def _cell(doc, col, row):
    return doc.state.grid.from_offset(col, row)


def _drag(doc, tool, path) -> None:
    tool.handle(PointerEvent.press(doc.state.token("sir-aldric").cell))
    for col, row in path:
        tool.handle(PointerEvent.move(_cell(doc, col, row)))
    tool.handle(PointerEvent.release(_cell(doc, *path[-1])))


@pytest.mark.parametrize(
    ("action_id", "expected"),
    [("move_and_attack", True), ("all_out_attack", True), ("all_out_attack_double", True),
     ("attack", False), ("move", False), ("feint", False)],
    ids=["move-and-attack", "all-out", "all-out-double", "attack", "move", "feint"],
)
def test_path_then_target_entries_of_gurps(duel, action_id, expected):
    assert moves_then_targets(duel.state.ruleset.actions[action_id]) is expected


def test_drag_then_click_plays_the_move_and_the_attack_in_one_command(duel):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    _drag(duel, tool, PATH)
    assert tool.phase == "target" and not duel.drag.active
    assert tool.path == tuple(_cell(duel, c, r) for c, r in PATH)
    assert duel.state.token("sir-aldric").cell == _cell(duel, 5, 7)
    result = tool.handle(PointerEvent.press(duel.state.token("grim").cell))
    assert isinstance(result, Command)
    before = duel.state
    duel.apply(result)
    assert duel.state.token("sir-aldric").cell == _cell(duel, 7, 3)
    assert [e.text for e in result.log[:2]] == ["Sir Aldric: Move and Attack at Grim (1 maneuver)",
                                               "Sir Aldric moves to 7,3 (cost 5 yd)"]
    duel.revert(result)
    assert duel.state is before


def test_drag_preview_shows_the_cost_while_drawing(duel):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    tool.handle(PointerEvent.press(duel.state.token("sir-aldric").cell))
    for col, row in PATH:
        tool.handle(PointerEvent.move(_cell(duel, col, row)))
    preview = duel.drag.preview
    assert (preview.cost, preview.remaining, preview.unit, preview.legal) == (5, 0, "yd", True)


@pytest.mark.parametrize(
    ("click", "codes"),
    [((10, 10), ("no_target",)), ((5, 7), ("no_target",))],
    ids=["empty-ground", "the-fighter-itself"],
)
def test_click_without_a_foe_is_refused_and_the_tool_waits(duel, click, codes):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    _drag(duel, tool, PATH)
    result = tool.handle(PointerEvent.press(_cell(duel, *click)))
    assert isinstance(result, Rejected) and result.codes() == codes
    assert tool.phase == "target"


def test_all_out_attack_refuses_more_than_half_move(duel):
    """All-Out Attack allows half Move forward: the 5 yd path is refused by the engine."""
    tool = AdvanceTool(duel, "all_out_attack", "sir-aldric")
    _drag(duel, tool, PATH)
    result = tool.handle(PointerEvent.press(duel.state.token("grim").cell))
    assert isinstance(result, Rejected) and result.codes() == ("all_out_attack_too_far",)
    assert dict(result.reasons[0].params) == {"half_move": 2, "moved": 5.0}


def test_press_away_from_the_fighter_draws_nothing(duel):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    tool.handle(PointerEvent.press(_cell(duel, 10, 10)))
    assert not duel.drag.active and tool.phase == "path"
    tool.cancel()
    assert not duel.drag.active
