"""d20 mass combat: two move actions are one double move, and the minimum movement rule
(d20 3.5, read in rulesets/README.md: options `double_move` and `minimum_move`).

A unit of speed 1.2 squares buys 1 square with a move action (the fraction buys no step);
shallow water costs 2. Pooled, its two move actions (the standard taken as a move) pay
2.4 squares: it wades into the ford with both. Too slow even for that, it may still move
one square as a full-round action.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.movement_map import movement_map
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check, cost_for
from battlemap.schema.actions import Cost
from tests.engine.ascii_maps import battle

SKIRMISH = Path(__file__).resolve().parents[3] / "assets" / "scenarios" / "d20-skirmish.json"
#: The blue spearmen's square beside the ford, and the ford's shallow water east of it.
BANK, FORD = (9, 6), (10, 6)


def _skirmish(tmp_path, options=None, **stats) -> BattleDocument:
    """The sample with the blue spearmen on the west bank, on their turn."""
    document = json.loads(SKIRMISH.read_text(encoding="utf-8"))
    for token in document["tokens"]:
        if token["id"] == "b-spear":
            token["at"] = list(BANK)
            token["stats"] = {**token.get("stats", {}), **stats}
    document["combat"]["active"] = "b-spear"
    if options:
        document["options"] = options
    path = tmp_path / "ford.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return BattleDocument.open(path, data_folder=tmp_path / "data")


def _cell(doc, offset):
    return doc.state.grid.from_offset(*offset)


def _spent(doc, key):
    return doc.state.combat.spent_by("b-spear", key)


def test_the_ford_is_shallow_water_costing_two_squares(tmp_path):
    doc = _skirmish(tmp_path)
    state = doc.state
    assert state.terrain.terrain_id_at(state.grid.index(_cell(doc, FORD))) == "water"
    assert state.token("b-spear").stats.get("speed", 1.2) == pytest.approx(1.2)


def test_a_1_2_square_unit_wades_into_the_ford_with_both_move_actions(tmp_path):
    doc = _skirmish(tmp_path)
    before = doc.state
    command = doc.move_command("b-spear", [_cell(doc, FORD)])
    assert isinstance(command, Command), command
    doc.apply(command)
    assert doc.state.grid.to_offset(doc.state.token("b-spear").cell) == FORD
    assert _spent(doc, "action.move") == 2 and _spent(doc, "move") == 2
    assert [line.text for line in doc.log] == [
        "Blue spearmen: Move (2 move)",
        "Blue spearmen move to 10,6 (1 step, cost 2 squares, 0.4 squares left)",
    ]
    # Both move actions are gone (the standard with the second): a swift action is all that is left.
    assert [r.code for r in check(doc.state, Action("attack", "b-spear", target="r-spear"))] \
        == ["budget_exceeded", "out_of_range"]
    doc.revert(command)
    assert doc.state is before or doc.state == before
    assert _spent(doc, "action.move") == 0 and doc.state.token("b-spear").cell == _cell(doc, BANK)


def test_with_separate_moves_the_ford_is_refused_as_before(tmp_path):
    doc = _skirmish(tmp_path, {"double_move": "separate", "minimum_move": "none"})
    refused = doc.move_command("b-spear", [_cell(doc, FORD)])
    assert isinstance(refused, Rejected)
    assert [(r.code, dict(r.params)) for r in refused.reasons] == [("over_budget", {"cost": 2, "budget": 1.2})]


def test_with_separate_moves_the_minimum_movement_wades_in_as_a_full_round_action(tmp_path):
    doc = _skirmish(tmp_path, {"double_move": "separate"})
    doc.apply(doc.move_command("b-spear", [_cell(doc, FORD)]))
    assert doc.state.grid.to_offset(doc.state.token("b-spear").cell) == FORD
    assert _spent(doc, "action.full_round") == 1
    assert doc.log[0].text == "Blue spearmen: Move (full-round)"


def test_a_path_one_move_action_pays_costs_one_and_a_longer_one_both():
    state = battle("A....", "d20-mass", combat={"round": 1, "order": ["A"], "active": "A"})
    path = tuple(state.grid.from_offset(c, 0) for c in (1, 2))
    definition = state.ruleset.actions["move"]
    actor = state.token("A")
    assert cost_for(state, actor, definition, Action("move", "A", path=path[:1])) == Cost(move=1)
    assert cost_for(state, actor, definition, Action("move", "A", path=path)) == Cost(move=2)
    # The drag's reach: two squares, the double move (the fraction of 2.4 buys none).
    moves = movement_map(state, "A")
    assert max(state.grid.to_offset(c)[0] for c in moves.reachable()) == 2


@pytest.mark.parametrize("reading, second", [("pooled", 2), ("separate", 1)])
def test_a_second_move_action_pools_with_the_first(reading, second):
    """Speed 1.5: a first move of 1 square leaves 0.5; pooled, the second adds 1.5 (2 squares),
    separate, it moves its own 1.5 (1 square)."""
    state = battle("A.....", "d20-mass", tokens={"A": {"stats": {"speed": 1.5}}},
                   combat={"round": 1, "order": ["A"], "active": "A"}, options={"double_move": reading})
    grid = state.grid
    state = apply(state, Action("move", "A", path=(grid.from_offset(1, 0),))).state
    far = tuple(grid.from_offset(c, 0) for c in range(2, 2 + second))
    assert check(state, Action("move", "A", path=far)) == ()
    too_far = (*far, grid.from_offset(2 + second, 0))
    assert "over_budget" in [r.code for r in check(state, Action("move", "A", path=too_far))]
    after = apply(state, Action("move", "A", path=far)).state
    assert after.combat.spent_by("A", "action.move") == 2


def test_after_the_standard_action_only_one_move_is_left():
    state = battle("A.b", "d20-mass", tokens={"A": {"template": "archers"}},
                   combat={"round": 1, "order": ["A", "b"], "active": "A"})
    state = apply(state, Action("attack", "A", target="b")).state
    assert state.rules.movement_budget(state, state.token("A")) == pytest.approx(1.2)


def test_a_charge_runs_one_move_action_not_a_double_move():
    # Knights of speed 2.4: a double move would reach 4 squares; the charge runs 2 at most.
    state = battle("A...b", "d20-mass", tokens={"A": {"template": "cavalry"}},
                   combat={"round": 1, "order": ["A", "b"], "active": "A"})
    path = tuple(state.grid.from_offset(c, 0) for c in range(1, 5))
    assert "over_budget" in [r.code for r in check(state, Action("charge", "A", target="b", path=path))]


# --- minimum movement ---------------------------------------------------------------------------
def _slow(text, speed, **options):
    return battle(text, "d20-mass", tokens={"A": {"stats": {"speed": speed}}},
                  combat={"round": 1, "order": ["A"], "active": "A"}, options=options)


def test_a_unit_too_slow_for_the_water_moves_one_square_as_a_full_round_action():
    state = _slow("Aw.", 0.8)   # double move 1.6: less than the water's 2
    water = (state.grid.from_offset(1, 0),)
    assert cost_for(state, state.token("A"), state.ruleset.actions["move"],
                    Action("move", "A", path=water)) == Cost(full_round=True)
    after = apply(state, Action("move", "A", path=water)).state
    assert after.token("A").cell == water[0]
    assert after.combat.spent_by("A", "action.full_round") == 1
    # One square only: two are over the budget, minimum movement or not.
    two = (*water, state.grid.from_offset(2, 0))
    assert "over_budget" in [r.code for r in check(state, Action("move", "A", path=two))]


def test_minimum_movement_goes_in_any_direction_even_diagonally_on_open_ground():
    state = _slow("A.\n..", 0.4)   # double move 0.8: not even one open square
    diagonal = (state.grid.from_offset(1, 1),)
    assert check(state, Action("move", "A", path=diagonal)) == ()


def test_minimum_movement_never_enters_what_blocks_movement():
    state = _slow("A.\n#.", 0.4)
    wall = (state.grid.from_offset(0, 1),)
    assert [r.code for r in check(state, Action("move", "A", path=wall))] == ["blocked_terrain"]


def test_minimum_movement_needs_the_whole_turn():
    state = battle("A.", "d20-mass", tokens={"A": {"stats": {"speed": 0.4}}},
                   combat={"round": 1, "order": ["A"], "active": "A", "spent": {"A": {"action.swift": 1}}})
    east = (state.grid.from_offset(1, 0),)
    assert [r.code for r in check(state, Action("move", "A", path=east))] == ["over_budget"]


def test_without_minimum_movement_the_slow_unit_stays():
    state = _slow("Aw.", 0.8, minimum_move="none")
    water = (state.grid.from_offset(1, 0),)
    assert [r.code for r in check(state, Action("move", "A", path=water))] == ["over_budget"]


# --- the readings as this battle's house rules ---------------------------------------------------
def test_the_readings_are_the_battles_options_saved_and_reopened(tmp_path):
    doc = _skirmish(tmp_path, {"double_move": "separate", "minimum_move": "none"})
    assert doc.state.rules.param("double_move") == "separate"
    saved = doc.save(tmp_path / "saved.json")
    assert json.loads(saved.read_text(encoding="utf-8"))["options"] == {"double_move": "separate",
                                                                        "minimum_move": "none"}
    again = BattleDocument.open(saved, data_folder=tmp_path / "data")
    assert dict(again.state.options)["double_move"] == "separate"
    assert isinstance(again.move_command("b-spear", [_cell(again, FORD)]), Rejected)


def test_battle_rules_options_switch_the_reading_as_an_undoable_step(tmp_path):
    doc = _skirmish(tmp_path)
    command = doc.set_options_command({"double_move": "separate", "minimum_move": "none"})
    doc.apply(command)
    assert isinstance(doc.move_command("b-spear", [_cell(doc, FORD)]), Rejected)
    doc.revert(command)
    assert isinstance(doc.move_command("b-spear", [_cell(doc, FORD)]), Command)


@pytest.mark.parametrize("key, value", [("double_move", "twice"), ("minimum_move", "always")])
def test_check_names_a_bad_reading(tmp_path, capsys, key, value):
    from battlemap.cli import main

    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                                "options": {key: value}}), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert f"options.{key}: '{value}' is not one of" in capsys.readouterr().out
