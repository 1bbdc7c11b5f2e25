"""Fallout d100 homebrew (RULES.md 4.3 Overwatch): an item thrown across a watched line is shot at -100."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import OverwatchState
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules
from battlemap.engine.systems.fallout_pnp.thrown import (
    Watch, flight_cells, shoot_thrown_item, thrown_item_odds, thrown_item_watchers,
)
from tests.engine.ascii_maps import battle

GRENADIER = {"template": "wastelander", "weapons": ["frag_grenade", "fists"], "readied": ["frag_grenade"]}


def alley(guns=55, seed=3, declare=True, text="x......\n.......\n...G...\n.......", **more):
    """x watches row 0 toward (6, 0); g stands below and throws across it."""
    tokens = {"x": {"template": "raider", "stats": {"guns": guns}}, "G": GRENADIER, **more}
    ids = ["x", "G", *more]
    state = battle(text, "fallout-pnp", tokens=tokens,
                   combat={"round": 1, "order": ids, "active": "x"}, seed=seed)
    if declare:
        state = apply(state, Action("overwatch", "x", cell=state.grid.from_offset(6, 0))).state
    return state


def cell(state, col, row):
    return state.grid.from_offset(col, row)


def test_the_flight_runs_from_the_thrower_to_the_target_cell():
    state = alley()
    assert [state.grid.to_offset(state.grid.cell(i)) for i in flight_cells(state, "G", cell(state, 3, 0))] == [
        (3, 1), (3, 0)]


@pytest.mark.parametrize("target, watchers", [((3, 0), (Watch("x", 1, (3, 1)),)), ((5, 2), ()), ((3, 3), ())],
                         ids=["across-the-line", "along-the-row-below", "behind-the-thrower"])
def test_an_item_thrown_across_the_overwatch_line_may_be_shot(target, watchers):
    state = alley()
    assert thrown_item_watchers(state, "G", cell(state, *target)) == watchers


@pytest.mark.parametrize("first_only, watchers", [(True, ("x",)), (False, ("x", "y"))],
                         ids=["first-declared-only", "every-watcher"])
def test_the_first_to_declare_shoots_the_item_first(first_only, watchers):
    state = alley(text="x......\ny......\n...G...\n.......", y={"template": "raider"})
    state = replace(state, rules=FalloutPnpRules.from_options({"overwatch_first_only": first_only}))
    y = state.token("y")
    later = OverwatchState(cell(state, 6, 1), 0, 2)
    state = with_token(state, replace(y, tactical=replace(y.tactical, overwatch=later)))
    assert tuple(w.watcher for w in thrown_item_watchers(state, "G", cell(state, 3, 0))) == watchers


def test_no_overwatch_no_shot_at_the_item():
    state = alley(declare=False)
    assert thrown_item_watchers(state, "G", cell(state, 3, 0)) == ()


@pytest.mark.parametrize("guns, chance", [(55, 0), (130, 30), (200, 95)], ids=["hopeless", "skill-130", "capped"])
def test_the_shot_at_a_thrown_item_is_at_minus_100(guns, chance):
    odds = thrown_item_odds(alley(guns=guns), "x")
    assert odds.chance == chance and odds.probability == Fraction(chance, 100)
    assert [(m.id, m.value) for m in odds.modifiers] == [("thrown_item", -100)]


def test_shooting_the_item_spends_a_round_and_the_overwatch():
    state = alley(guns=130)
    after, events = shoot_thrown_item(state, "x", "G", cell(state, 3, 0))
    event = events[0]
    # shot where the flight first comes near the line (option overwatch_near): (3, 1)
    assert event.kind == "thrown_item_shot" and event.param("need") == 30 and event.param("at") == (3, 1)
    assert event.param("hit") is (event.param("faces")[0] <= 30)
    assert after.token("x").tactical.overwatch is None
    assert after.token("x").tactical.extra["rounds.smg_10mm"] == 29
    assert thrown_item_watchers(after, "G", cell(after, 3, 0)) == ()


def test_an_item_not_across_the_line_cannot_be_shot():
    state = alley()
    with pytest.raises(ValueError, match="item_not_across_line"):
        shoot_thrown_item(state, "x", "G", cell(state, 5, 2))


def test_a_dual_overwatch_shoots_from_the_line_the_item_crosses_with_the_dual_penalty():
    tokens = {"G": {"template": "gunslinger"}, "r": {**GRENADIER, "template": "raider"}}
    state = battle(".......\n.......\nG......\n...r...", "fallout-pnp", tokens=tokens,
                   combat={"round": 1, "order": ["G", "r"], "active": "G"}, seed=3)
    dual = Action("overwatch_dual", "G", cell=cell(state, 6, 2), options=(("line2", "0,0"),))
    state = apply(state, dual).state
    watches = thrown_item_watchers(state, "r", cell(state, 0, 0))
    assert [(w.watcher, w.line) for w in watches] == [("G", 1), ("G", 2)] and watches[1].at == (1, 1)
    assert [(m.id, m.value) for m in thrown_item_odds(state, "G", 2).modifiers] == [
        ("thrown_item", -100), ("dual", -20)]
    after, events = shoot_thrown_item(state, "G", "r", cell(state, 0, 0), line=2)
    assert events[0].param("weapon") == "pistol_9mm" and after.token("G").tactical.overwatch is not None
