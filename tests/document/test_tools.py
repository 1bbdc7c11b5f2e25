"""The move tool driven by pointer events, without any widget."""

from __future__ import annotations

from tests.document.doc_helpers import LANE, Recorder, at, offsets

from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import RIGHT, SHIFT, MoveTool, PointerEvent


def drive(tool, events):
    return [tool.handle(e) for e in events]


def test_press_drag_release_gives_one_move_command(lane):
    tool = MoveTool(lane)
    previews = Recorder(lane.drag_changed)
    results = drive(tool, [
        PointerEvent.press(at(lane, 1, 2)),
        PointerEvent.move(at(lane, 2, 1)),
        PointerEvent.move(at(lane, 3, 1)),
        PointerEvent.release(at(lane, 3, 1)),
    ])
    assert results[:3] == [None, None, None]
    command = results[3]
    assert isinstance(command, Command)
    assert lane.selection == "blue"
    assert offsets(lane, [command.after.token("blue").cell]) == [(3, 1)]
    assert command.after.combat.spent_by("blue", "move") == 2
    assert previews.values[-1] is None and not tool.dragging
    lane.apply(command)  # what the undo stack's push does
    assert lane.state.token("blue").cell == at(lane, 3, 1)


def test_freehand_with_shift_walks_through_the_enemy(lane):
    tool = MoveTool(lane)
    command = drive(tool, [
        PointerEvent.press(at(lane, 1, 2)),
        PointerEvent.move(at(lane, 2, 2), SHIFT),
        PointerEvent.move(at(lane, 3, 2), SHIFT),
        PointerEvent.move(at(lane, 4, 2), SHIFT),
        PointerEvent.release(at(lane, 4, 2), "left", SHIFT),
    ])[-1]
    assert [e.kind for e in command.log] == ["move", "reaction"]
    assert command.after.combat.spent_by("red", "reactions") == 1


def test_click_selects_without_moving(lane):
    tool = MoveTool(lane)
    selected = Recorder(lane.selection_changed)
    results = drive(tool, [PointerEvent.press(at(lane, 3, 2)), PointerEvent.release(at(lane, 3, 2))])
    assert results == [None, None]
    assert selected.values == ["red"]
    drive(tool, [PointerEvent.press(at(lane, 6, 3)), PointerEvent.release(at(lane, 6, 3))])
    assert lane.selection is None


def test_release_on_a_bad_cell_is_refused(open_doc):
    # Speed 3: a double move of 6 squares; 7 squares east is over it.
    slow = {**LANE, "tokens": [{**t, "stats": {"speed": 3}} if t["id"] == "blue" else t for t in LANE["tokens"]]}
    lane = open_doc(slow)
    tool = MoveTool(lane)
    result = drive(tool, [PointerEvent.press(at(lane, 1, 2)), PointerEvent.move(at(lane, 8, 2)),
                          PointerEvent.release(at(lane, 8, 2))])[-1]
    assert isinstance(result, Rejected) and result.codes() == ("over_budget",)
    assert dict(result.reasons[0].params) == {"budget": 6, "cost": 7}


def test_release_off_the_map_or_escape_cancels(lane):
    tool = MoveTool(lane)
    before = lane.state
    assert drive(tool, [PointerEvent.press(at(lane, 1, 2)), PointerEvent.move(at(lane, 2, 2)),
                        PointerEvent.move(None), PointerEvent.release(None)]) == [None] * 4
    drive(tool, [PointerEvent.press(at(lane, 1, 2)), PointerEvent.move(at(lane, 2, 2))])
    tool.cancel()
    assert not tool.dragging and lane.state is before


def test_other_buttons_and_empty_cells_do_not_drag(lane):
    tool = MoveTool(lane)
    drive(tool, [PointerEvent.press(at(lane, 1, 2), RIGHT)])
    assert not tool.dragging and lane.selection is None
    drive(tool, [PointerEvent.press(at(lane, 5, 0))])
    assert not tool.dragging
    assert tool.handle(PointerEvent.release(at(lane, 5, 0), RIGHT)) is None
