"""Fallout d100 homebrew (RULES.md 4.3/4.4): Overwatch lines, opportunity attacks and Retreat."""

import argparse
import io
import json
from dataclasses import replace

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.movement.threat import watched_cells
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.fallout_pnp.overwatch import (
    overwatch_attack, overwatch_reasons, shots, watchers_of_action,
)
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules
from tests.engine.ascii_maps import battle, scenario_dict


def alley(watcher="raider", declared=None, active="x", seed=2, **more):
    """x watches the alley row 0 toward (6, 0); A walks in from below."""
    tokens = {"x": {"template": watcher}, "A": {"template": "wastelander"}, **more}
    combat = {"round": 1, "order": ["x", "A"], "active": active}
    state = battle("x......\n.......\n...A...", "fallout-pnp", tokens=tokens, combat=combat, seed=seed)
    if declared:
        state = apply(state, Action(declared, "x", cell=state.grid.from_offset(6, 0))).state
    return state


def walk(state, *cells):
    return preview_move(state, "A", [state.grid.from_offset(c, r) for c, r in cells])


def test_overwatch_fires_at_the_first_enemy_entering_the_declared_line():
    state = alley(declared="overwatch")
    preview = walk(state, (3, 1), (3, 0))
    assert [(r.by, r.kind, r.why.code) for r in preview.reactions] == [("x", "overwatch", "enters_line")]


def test_overwatch_single_shot_1_ap_at_minus_20():
    state = alley(declared="overwatch")
    assert state.combat.spent_by("x", "ap") == 1
    after, events = overwatch_attack(state, "x", "A")
    attack = [e for e in events if e.kind == "attack"]
    assert len(attack) == 1
    assert {m.id: m.value for m in attack[0].modifiers}["overwatch"] == -20
    assert attack[0].param("need") == 55 - 5 - 20  # Guns 55 - AC 5 - 20
    assert attack[0].param("faces") == (die_face(2, 0, 100),)


def test_overwatch_burst_1_ap_per_shot_no_minus_20():
    state = alley(declared="overwatch_burst")
    assert state.combat.spent_by("x", "ap") == 2 and shots(state, "x") == 2
    after, events = overwatch_attack(state, "x", "A")
    rolls = [e for e in events if e.kind == "attack"]
    assert len(rolls) == 2 and all("overwatch" not in {m.id for m in e.modifiers} for e in rolls)
    assert rolls[0].param("need") == 50 - 10  # the burst penalty (option burst_penalty)


def test_overwatch_fires_once_per_round():
    state = alley(declared="overwatch")
    after, _ = overwatch_attack(state, "x", "A")
    assert after.token("x").tactical.overwatch is None
    assert "limit_reached" in [r.code for r in overwatch_reasons(after, "x", "A")]
    assert walk(after, (3, 1), (3, 0)).reactions == ()


def test_overwatch_is_never_focused():
    state = alley(active="x")
    state = apply(state, Action("focus", "x")).state
    state = apply(state, Action("overwatch", "x", cell=state.grid.from_offset(6, 0))).state
    _, events = overwatch_attack(state, "x", "A")
    assert "focus" not in {m.id for e in events for m in e.modifiers}


def test_first_to_declare_fires_first_on_one_direction():
    state = battle("xy.....\n.......\n...A...", "fallout-pnp",
                   tokens={"x": {"template": "raider", "state": {"overwatch": {"toward": [6, 0], "declared": 2}}},
                           "y": {"template": "raider", "state": {"overwatch": {"toward": [6, 1], "declared": 1}}},
                           "A": {"template": "wastelander"}})
    preview = walk(state, (3, 1), (3, 0))
    assert [r.by for r in preview.reactions if r.kind == "overwatch"][:1] == ["y"]


def test_melee_overwatch_is_a_single_attack_on_entering_reach():
    tokens = {"b": {"template": "raider", "readied": ["sledgehammer"], "state": {"overwatch": {"toward": [0, 0]}}},
              "A": {"template": "wastelander"}}
    state = battle("A..b", "fallout-pnp", tokens=tokens)
    preview = walk(state, (1, 0), (2, 0))
    assert [(r.by, r.kind, r.why.code) for r in preview.reactions] == [("b", "overwatch", "enters_reach")]
    assert shots(state, "b") == 1


MELEE = {"A": {"template": "wastelander"}, "c": {"template": "raider", "readied": ["sledgehammer"]}}


def _leave(state):
    preview = preview_move(state, "A", [state.grid.from_offset(0, 1), state.grid.from_offset(0, 2)])
    return [r.by for r in preview.reactions if r.kind == "opportunity_attack"]


@pytest.mark.parametrize("retreat, expected", [(False, ["c"]), (True, [])], ids=["provokes", "retreat"])
def test_leaving_melee_reach_provokes_unless_retreating(retreat, expected):
    state = battle("Ac..\n....\n....", "fallout-pnp", tokens=MELEE,
                   combat={"round": 1, "order": ["A", "c"], "active": "A"})
    if retreat:
        state = apply(state, Action("retreat", "A")).state
        assert state.combat.spent_by("A", "ap") == 3
    assert _leave(state) == expected


def test_opportunity_attacks_can_be_switched_off():
    state = battle("Ac..\n....\n....", "fallout-pnp", tokens=MELEE)
    off = replace(state, rules=FalloutPnpRules.from_options({"opportunity_on_leaving": False}))
    assert _leave(state) == ["c"] and _leave(off) == []


def test_an_enemy_acting_on_the_line_sets_it_off_first_declared_only():
    tokens = {"x": {"template": "raider", "state": {"overwatch": {"toward": [6, 0], "declared": 2}}},
              "y": {"template": "raider", "state": {"overwatch": {"toward": [6, 1], "declared": 1}}},
              "A": {"template": "wastelander"}, "B": {"template": "wastelander"}}
    tokens["y"] = {"template": "raider", "state": {"overwatch": {"toward": [6, 2], "declared": 1}}}
    state = battle("x.....A\n.......\ny.....B", "fallout-pnp", tokens=tokens)
    assert watchers_of_action(state, "A") == ("x",)  # A stands on x's line: going prone or shooting sets it off
    assert watchers_of_action(state, "B") == ("y",)
    shared = battle("x.....A\ny......", "fallout-pnp", tokens={
        **tokens, "y": {"template": "raider", "state": {"overwatch": {"toward": [6, 0], "declared": 1}}}})
    assert watchers_of_action(shared, "A") == ("y",)  # both watch A: the first to declare fires


def burst_of(state, shots_option):
    options = (("shots", shots_option),) if shots_option is not None else ()
    return Action("overwatch_burst", "x", cell=state.grid.from_offset(6, 0), options=options)


@pytest.mark.parametrize("shots_option, ap, rolls", [(None, 2, 2), ("5", 5, 5), ("10", 10, 10)],
                         ids=["the-seeds-2-shots", "5-shots-5-ap", "the-smgs-burst-limit-10"])
def test_a_burst_overwatch_costs_1_ap_per_declared_shot(shots_option, ap, rolls):
    state = alley(x={"template": "raider", "stats": {"ap": 11}})
    state = apply(state, burst_of(state, shots_option)).state
    assert state.combat.spent_by("x", "ap") == ap and shots(state, "x") == rolls
    _, events = overwatch_attack(state, "x", "A")
    assert len([e for e in events if e.kind == "attack"]) == rolls


@pytest.mark.parametrize("shots_option, code", [("11", "burst_shots"), ("1", "burst_shots"),
                                                ("many", "shots_not_a_number")],
                         ids=["past-the-burst-limit", "a-burst-is-2-or-more", "not-a-number"])
def test_a_burst_overwatch_is_limited_by_the_weapons_burst_limit(shots_option, code):
    state = alley(x={"template": "raider", "stats": {"ap": 11}})
    assert code in [r.code for r in check(state, burst_of(state, shots_option))]


def test_a_burst_overwatch_needs_the_ap_for_every_shot():
    state = alley()  # the raider's 11 AP
    spent = replace(state, combat=replace(state.combat, spent={"x": {"ap": 5}}))
    reasons = check(spent, burst_of(spent, "7"))
    assert [(r.code, r.param("need"), r.param("left")) for r in reasons] == [("budget_exceeded", 7, 6)]
    assert check(spent, burst_of(spent, "6")) == ()


# --- "passes near it or crosses it" (проходить рядом с ней или пересечёт её) ---------------------
NEAR = """
x......
.......
.......
A......
"""


def near_line(squares=None, text=NEAR, **tokens):
    """x watches row 0 toward (6, 0) (option overwatch_near: `squares`, None = the ruleset's 1)."""
    tokens = {"x": {"template": "raider"}, "A": {"template": "wastelander"}, **tokens}
    state = battle(text, "fallout-pnp", tokens=tokens, combat={"round": 1, "order": ["x", "A"], "active": "x"},
                   seed=2)
    if squares is not None:
        options = {**state.options, "overwatch_near": squares}
        state = replace(state, rules=FalloutPnpRules.from_options(options), options=options)
    return apply(state, Action("overwatch", "x", cell=state.grid.from_offset(6, 0))).state


def watched(state, token="x"):
    grid = state.grid
    return {grid.to_offset(grid.cell(i)) for i in watched_cells(state, token)}


def test_overwatch_fires_on_an_enemy_passing_near_the_line():
    state = near_line()
    line = {(c, 0) for c in range(1, 7)}
    beside = {(c, 1) for c in range(0, 7)}
    assert watched(state) == line | beside  # the squares within 1 of the line (x's own never)
    # Walking along row 1, beside the line, never on it: set off as it comes near, at (1, 1).
    preview = walk(state, (0, 2), (1, 1), (2, 1), (3, 1), (4, 1))
    assert [(r.by, r.kind, r.step, state.grid.to_offset(r.at), r.why.code) for r in preview.reactions] == [
        ("x", "overwatch", 2, (1, 1), "enters_line")]
    assert walk(state, (1, 3), (2, 3), (3, 2), (4, 3)).reactions == ()  # two squares off: not near


@pytest.mark.parametrize("squares, count", [(0, 6), (1, 6 + 7), (2, 6 + 7 + 7)], ids=["line-only", "1", "2"])
def test_how_near_the_line_is_an_option(squares, count):
    state = near_line(squares)
    assert len(watched(state)) == count
    fires = bool(walk(state, (0, 2), (1, 1), (2, 1), (3, 1)).reactions)
    assert fires is (squares >= 1)


def test_squares_near_the_line_the_watcher_cannot_see_are_not_watched():
    # A wall along row 1 from column 2 on; 2 squares near: row 2 behind the wall stays unwatched.
    state = near_line(2, text="x......\n..#####\n.......\nA......")
    assert watched(state) == {(c, 0) for c in range(1, 7)} | {(0, 1), (1, 1), (0, 2), (1, 2), (2, 2)}


def test_a_melee_overwatch_watches_its_reach_not_near_it():
    tokens = {"b": {"template": "raider", "readied": ["sledgehammer"], "state": {"overwatch": {"toward": [0, 0]}}}}
    state = battle("A...b\n.....", "fallout-pnp", tokens={**tokens, "A": {"template": "wastelander"}})
    assert watched(state, "b") == {(3, 0), (3, 1), (4, 1)}  # its reach alone


def test_battlemap_preview_reports_the_overwatch_near_the_line(tmp_path):
    from battlemap.commands import preview as command
    tokens = {"x": {"template": "raider", "state": {"overwatch": {"toward": [6, 0], "declared": 1}}},
              "A": {"template": "wastelander"}}
    document = scenario_dict(NEAR, "fallout-pnp", tokens=tokens)
    path = tmp_path / "near.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    parser = argparse.ArgumentParser(prog="battlemap")
    command.add_parser(parser.add_subparsers(dest="subcommand", required=True))
    out = io.StringIO()
    args = parser.parse_args(["preview", str(path), "A", "--path", "0,2 1,1 2,1 3,1", "--json"])
    assert command.run_preview(args, out) == 0
    assert json.loads(out.getvalue())["reactions"] == [
        {"by": "x", "kind": "overwatch", "step": 2, "at": [1, 1], "why": "enters_line"}]
