"""Drag the path, then click the foe: GURPS Move and Attack through the document's pointer tool."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap import resources
from battlemap.document.advance import AdvanceTool, committed_state, moves_then_targets
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.tools import LEFT, SHIFT, PointerEvent
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.legality import check

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
    assert tool.phase == "target" and tool.drag is None
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
    preview = tool.drag.preview.move
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


def test_all_out_attack_path_beyond_half_move_is_refused_at_the_release(duel):
    """All-Out Attack allows half Move forward: the 5 yd path is refused when the drag ends,
    with the engine's reasons, and the tool waits for another drag."""
    tool = AdvanceTool(duel, "all_out_attack", "sir-aldric")
    tool.handle(PointerEvent.press(duel.state.token("sir-aldric").cell))
    for col, row in PATH:  # Shift held: the path is the cells dragged through
        tool.handle(PointerEvent.move(_cell(duel, col, row), SHIFT))
    result = tool.handle(PointerEvent.release(_cell(duel, *PATH[-1]), LEFT, SHIFT))
    assert isinstance(result, Rejected)
    assert result.codes() == ("all_out_attack_too_far", "over_budget")
    assert dict(result.reasons[0].params) == {"half_move": 2, "moved": 5}
    assert tool.phase == "path" and tool.path == ()


def test_press_away_from_the_fighter_draws_nothing(duel):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    tool.handle(PointerEvent.press(_cell(duel, 10, 10)))
    assert tool.drag is None and tool.phase == "path"
    tool.cancel()
    assert tool.drag is None


def test_a_change_of_the_battle_during_the_drag_drops_it(duel):
    """An undo under a held drag: the preview judged on the old battle is dropped, not kept."""
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    tool.handle(PointerEvent.press(duel.state.token("sir-aldric").cell))
    tool.handle(PointerEvent.move(_cell(duel, 5, 6)))
    hide = duel.set_hidden_command("grim", True)
    duel.apply(hide)
    tool.handle(PointerEvent.move(_cell(duel, 5, 5)))
    assert tool.drag is None and tool.phase == "path"


@pytest.mark.parametrize(
    ("action_id", "budget"), [("move_and_attack", 5), ("all_out_attack", 2), ("all_out_attack_double", 2)],
    ids=["move-and-attack", "all-out", "all-out-double"],
)
def test_the_drag_is_judged_with_the_move_the_maneuver_allows(duel, action_id, budget):
    tool = AdvanceTool(duel, action_id, "sir-aldric")
    drag = tool.begin()
    assert drag.preview.move.budget == budget
    assert committed_state(duel.state, Action(action_id, "sir-aldric")).combat.spent_by(
        "sir-aldric", "action.maneuver") == 1
    assert duel.state.combat.spent_by("sir-aldric", "action.maneuver") == 0  # the battle itself untouched


def test_the_odds_while_choosing_come_from_the_paths_end(duel):
    tool = AdvanceTool(duel, "move_and_attack", "sir-aldric")
    _drag(duel, tool, PATH)
    explained = tool.explain("grim")
    assert (explained.roll, explained.defence, explained.probability) == ("3d6 <= 9", "Parry 9", Fraction(139, 576))
    assert explained.range.distance == 1
    assert [m.value for m in explained.modifiers] == [-4, -1]
    assert tool.explain("sir-aldric") is None and tool.explain(None) is None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["all_out_attack", "move_and_attack"]), st.data())
def test_a_shaded_cell_is_a_path_the_engine_accepts_at_the_click(tmp_path_factory, action_id, data):
    """Invariant: release over any cell the drag shades, click the foe, and the engine never
    refuses the move (the path is judged the same way while dragging and when played)."""
    doc = BattleDocument.open(resources.scenario_file("gurps-duel.json"),
                              data_folder=tmp_path_factory.mktemp("data"))
    doc.apply(doc.next_turn_command())
    tool = AdvanceTool(doc, action_id, "sir-aldric")
    shown = []
    doc.drag_changed.connect(shown.append)
    tool.begin()
    start = doc.state.grid.index(doc.state.token("sir-aldric").cell)
    shaded = sorted(i for i in shown[-1].reachable if i != start)
    cell = doc.state.grid.cell(data.draw(st.sampled_from(shaded)))
    tool.handle(PointerEvent.move(cell))
    assert tool.handle(PointerEvent.release(cell)) is None and tool.phase == "target"
    action = Action(action_id, "sir-aldric", target="grim", path=tool.path)
    path_codes = {"all_out_attack_too_far", "not_forward", "over_budget", "blocked_terrain", "occupied"}
    assert not path_codes & {r.code for r in check(doc.state, action)}
