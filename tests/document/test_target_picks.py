"""Further targets picked on the map for option `targets`: which actions, the form, the picks' order.

The d20 mass multiple attacks and bull rush and the Year Zero burst read
option `targets` (ids, comma separated); the window picks them by Ctrl+click
instead of asking them in the form, and a drag-then-click rush keeps them
in its `AdvanceTool`.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.document.action_options import (
    asked_fields, main_target, option_fields, picks_targets, toggled_at, with_targets)
from battlemap.document.advance import AdvanceTool
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.document.tools import CTRL, LEFT, PointerEvent
from battlemap.resources import scenario_file
from tests.document.doc_helpers import write_scenario


@pytest.fixture(scope="module")
def battles() -> dict[str, BattleDocument]:
    return {n: BattleDocument.open(scenario_file(f"{n}.json")) for n in ("d20-skirmish", "yze-zones")}


@pytest.mark.parametrize(("scenario", "actor", "action", "picks", "asked"), [
    ("d20-skirmish", "b-arch", "triple_attack", True, ["weapon"]),
    ("d20-skirmish", "b-sword", "double_attack", True, ["weapon"]),
    ("d20-skirmish", "b-cav", "bull_rush", True, ["then", "surface"]),
    ("yze-zones", "kasia", "full_auto", True, ["push"]),
    ("yze-zones", "kasia", "shoot", False, ["ammo", "push", "extra_hits"]),
    ("d20-skirmish", "b-arch", "attack", False, ["weapon"]),
], ids=["d20-triple", "d20-double", "d20-rush", "yze-burst", "yze-shot", "d20-attack"])
def test_actions_with_option_targets_pick_them_on_the_map_and_the_form_asks_the_rest(
        battles, scenario, actor, action, picks, asked):
    state = battles[scenario].state
    assert picks_targets(state, actor, action) is picks
    assert [f.key for f in asked_fields(state, actor, action)] == asked
    keys = [f.key for f in option_fields(state, actor, action)]
    assert ("targets" in keys) is picks   # typing them stays possible where nothing picks them


@pytest.mark.parametrize(("picks", "here", "after"), [
    ((), ("c",), ("c",)),
    (("c",), ("c",), ()),
    (("c",), ("b", "c"), ("c", "b")),
    (("c", "b", "d"), ("b", "c"), ("c", "d")),
    (("c",), (), ("c",)),
], ids=["adds", "lone-token-comes-out", "next-in-square", "last-picked-there-out", "empty-square"])
def test_a_ctrl_click_picks_a_squares_units_one_by_one(picks, here, after):
    assert toggled_at(picks, here) == after


@pytest.mark.parametrize(("picks", "here", "target"), [
    ((), ("c", "b"), "c"), (("c",), ("c", "b"), "b"), (("c", "b"), ("c", "b"), "c"), ((), (), None),
], ids=["top", "top-not-picked", "all-picked", "empty"])
def test_a_plain_click_acts_on_the_top_unit_not_picked(picks, here, target):
    assert main_target(picks, here) == target


def test_with_targets_writes_the_ids_comma_separated_as_the_d20_modules_read_them():
    options = (("weapon", "longbow"), ("targets", "old"))
    assert with_targets(options, ("c", "d")) == (("weapon", "longbow"), ("targets", "c,d"))
    assert with_targets(options, ()) == (("weapon", "longbow"),)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("abcdef"), max_size=12), st.lists(st.sampled_from("abcdef"), max_size=3, unique=True))
def test_picks_never_hold_a_unit_twice_and_a_square_clicked_twice_as_often_as_it_holds_comes_back(clicks, here):
    picks: tuple[str, ...] = ()
    for click in clicks:
        picks = toggled_at(picks, (click,))
        assert len(set(picks)) == len(picks)
    before = picks
    for _ in range(2 * len(here)):
        picks = toggled_at(picks, tuple(here))
    assert set(picks) - set(here) == set(before) - set(here)


#: A Large ogre west of two red bands sharing the square its rush ends in.
TOKENS = [
    {"id": "ogre", "name": "Blue ogre", "side": "blue", "at": [0, 0], "template": "ogre", "stats": {"speed": 3}},
    {"id": "b", "name": "Red band", "side": "red", "at": [2, 0], "template": "militia", "count": 3, "readied": []},
    {"id": "c", "name": "Red rabble", "side": "red", "at": [2, 0], "template": "militia", "count": 3, "readied": []},
]


def test_the_rush_tool_keeps_the_ctrl_clicked_band_and_plays_it_as_option_targets(tmp_path):
    doc = BattleDocument.open(write_scenario(tmp_path, {
        "format": "battlemap-scenario", "version": 1, "name": "rush", "ruleset": "d20-mass",
        "grid": {"cols": 4, "rows": 1}, "terrain": {"rows": ["...."]}, "tokens": TOKENS, "seed": 4,
        "combat": {"round": 1, "order": ["ogre", "b", "c"], "active": "ogre"}}))
    cell = doc.state.grid.from_offset
    tool = AdvanceTool(doc, "bull_rush", "ogre")
    assert tool.picking
    tool.handle(PointerEvent.press(cell(0, 0)))
    tool.handle(PointerEvent.move(cell(1, 0)))
    tool.handle(PointerEvent.move(cell(2, 0)))
    tool.handle(PointerEvent.release(cell(2, 0)))
    assert tool.phase == "target"
    assert tool.handle(PointerEvent.press(cell(2, 0), LEFT, CTRL)) is None
    assert tool.picks == ("c",) and tool.target_at(cell(2, 0)) == "b"
    result = tool.handle(PointerEvent.press(cell(2, 0)))
    assert isinstance(result, Command)
    blows = [e.text for e in result.log if e.text.startswith("Blue ogre attacks")]
    assert [line.split(" with ")[0] for line in blows] == ["Blue ogre attacks Red band", "Blue ogre attacks Red rabble"]
