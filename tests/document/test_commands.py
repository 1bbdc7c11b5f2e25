"""Commands with inverses: what apply changes, and that revert restores all of it."""

from __future__ import annotations

import dataclasses

import pytest

from battlemap.document.battle import BattleDocument, StaleCommand
from battlemap.document.commands import Command, Rejected
from battlemap.engine.movement.drag import start_drag
from tests.document.doc_helpers import Recorder, at, offsets

THROUGH_RED = [(2, 2), (3, 2), (4, 2)]


def path(doc, cells):
    return [at(doc, c, r) for c, r in cells]


def test_move_books_cost_and_the_reaction_used(lane):
    command = lane.move_command("blue", path(lane, THROUGH_RED))
    lane.apply(command)
    state = lane.state
    assert state.grid.to_offset(state.token("blue").cell) == (4, 2)
    assert state.combat.spent_by("blue", "move") == 3
    assert state.combat.spent_by("red", "reactions") == 1
    # Speed 4, two move actions pooled into a double move of 8: 5 left after 3.
    assert state.rules.movement_budget(state, state.token("blue")) == 5


def test_revert_restores_position_budget_and_reactions_exactly(lane):
    original = lane.state
    command = lane.move_command("blue", path(lane, THROUGH_RED))
    lane.apply(command)
    lane.revert(command)
    assert lane.state == original
    assert lane.state.token("blue").cell == at(lane, 1, 2)
    assert lane.state.combat.spent_by("blue", "move") == 0
    assert lane.state.combat.spent_by("red", "reactions") == 0
    assert lane.log == ()
    lane.apply(command)  # redo
    assert lane.state is command.after
    assert len(lane.log) == 2


def test_a_used_reaction_is_not_provoked_twice_in_a_round(lane):
    lane.apply(lane.move_command("blue", path(lane, [(2, 2), (3, 2)])))
    assert lane.state.combat.spent_by("red", "reactions") == 0  # entering to fight is exempt
    lane.apply(lane.move_command("blue", path(lane, [(4, 2)])))
    assert lane.state.combat.spent_by("red", "reactions") == 1  # leaving its square provoked
    context = start_drag(lane.state, "blue")
    assert context.preview([at(lane, 3, 2), at(lane, 2, 2)]).reactions == ()


def test_undo_gives_the_reaction_back(lane):
    first = lane.move_command("blue", path(lane, THROUGH_RED))
    lane.apply(first)
    lane.revert(first)
    again = start_drag(lane.state, "blue").preview(path(lane, THROUGH_RED))
    assert [r.by for r in again.reactions] == ["red"]


def test_rejected_move_leaves_everything_unchanged(lane):
    emitted = Recorder(lane.state_changed)
    before = lane.state
    result = lane.move_command("blue", path(lane, [(2, 3), (3, 3), (4, 3)]))
    assert isinstance(result, Rejected)
    assert result.codes() == ("blocked_terrain",)
    assert result.reasons[0].param("at") == (4, 3)
    assert lane.state is before and emitted.values == []


@pytest.mark.parametrize(
    ("token", "cells", "code"),
    [
        ("nobody", [(2, 2)], "unknown_token"),
        ("blue", [], "no_move"),
        ("blue", [(3, 3)], "not_adjacent"),
        ("blue", [*((c, 2) for c in range(2, 10)), (9, 3)], "over_budget"),  # 9: more than a double move
    ],
    ids=["unknown-token", "empty-path", "jump", "too-far"],
)
def test_move_refusals(lane, token, cells, code):
    result = lane.move_command(token, path(lane, cells))
    assert isinstance(result, Rejected) and code in result.codes()


def test_applying_a_command_twice_is_a_history_bug(lane):
    command = lane.move_command("blue", path(lane, [(2, 2)]))
    lane.apply(command)
    with pytest.raises(StaleCommand):
        lane.apply(command)
    lane.revert(command)
    with pytest.raises(StaleCommand):
        lane.revert(command)


def test_a_refusal_cannot_be_applied_as_if_it_were_a_command(lane):
    refused = lane.move_command("blue", path(lane, [(9, 9)]))
    with pytest.raises(TypeError, match="only a Command"):
        lane.apply(refused)
    with pytest.raises(TypeError, match="only a Command"):
        lane.revert(refused)


def test_signals_follow_apply_and_revert(lane):
    states, added, removed = Recorder(lane.state_changed), Recorder(lane.log_added), Recorder(
        lane.log_removed
    )
    command = lane.move_command("blue", path(lane, THROUGH_RED))
    lane.apply(command)
    lane.revert(command)
    assert states.values == [command.after, command.before]
    assert added.values == list(command.log)
    assert removed.values == list(reversed(command.log))


# --- tokens -----------------------------------------------------------------------------
def test_place_token_from_template(lane):
    command = lane.place_token_command("militia", at(lane, 6, 3), "blue")
    assert isinstance(command, Command)
    lane.apply(command)
    token = lane.state.token("blue-militia")
    assert (token.name, token.side, token.count) == ("Blue militia", "blue", 10)
    assert lane.state.tokens_at(at(lane, 6, 3)) == (token,)
    assert lane.state.combat.order == ("blue", "red", "xbow", "blue-militia")
    assert lane.log[-1].text == "Blue militia placed at 6,3"
    second = lane.place_token_command("militia", at(lane, 7, 3), "blue")
    lane.apply(second)
    assert lane.state.token("blue-militia-2").name == "Blue militia 2"
    lane.revert(second)
    lane.revert(command)
    assert not lane.state.has_token("blue-militia")
    assert lane.state.occupancy.get(lane.state.grid.index(at(lane, 6, 3))) is None


@pytest.mark.parametrize(
    ("template", "cell", "side", "code"),
    [
        ("dragon", (6, 3), "blue", "unknown_template"),
        ("militia", (4, 4), "blue", "blocked_terrain"),
        ("militia", (12, 1), "blue", "off_map"),
        ("militia", (6, 3), "no side!", "invalid_token"),
    ],
    ids=["unknown-template", "in-a-wall", "off-map", "bad-side"],
)
def test_place_token_refusals(lane, template, cell, side, code):
    result = lane.place_token_command(template, at(lane, *cell), side)
    assert isinstance(result, Rejected) and result.codes() == (code,)


def test_delete_token_and_undo(lane):
    lane.select("blue")
    selected = Recorder(lane.selection_changed)
    command = lane.delete_token_command("blue")
    lane.apply(command)
    assert not lane.state.has_token("blue")
    assert lane.state.combat.order == ("red", "xbow")
    assert lane.state.combat.active == "red"  # the active token's turn passes on
    assert lane.selection is None and selected.values == [None]
    lane.revert(command)
    assert lane.state.token("blue").cell == at(lane, 1, 2)
    assert lane.state.combat.active == "blue"


def test_hide_and_show(lane):
    command = lane.set_hidden_command("xbow", True)
    lane.apply(command)
    assert lane.state.token("xbow").hidden
    assert lane.log[-1].text == "Red crossbowmen hidden from the players"
    assert lane.set_hidden_command("xbow", True).codes() == ("no_change",)
    lane.revert(command)
    assert not lane.state.token("xbow").hidden


# --- terrain ----------------------------------------------------------------------------
def test_painting_rough_ground_doubles_the_cost(lane):
    command = lane.paint_terrain_command([at(lane, 2, 2), at(lane, 2, 2), at(lane, 2, 1)], "rough")
    lane.apply(command)
    assert lane.log[-1].text == "Painted 2 cells rough ground"
    move = lane.move_command("blue", path(lane, [(2, 2)]))
    assert move.after.combat.spent_by("blue", "move") == 2
    lane.revert(command)
    move = lane.move_command("blue", path(lane, [(2, 2)]))
    assert move.after.combat.spent_by("blue", "move") == 1


@pytest.mark.parametrize(
    ("cells", "terrain", "code"),
    [([(2, 2)], "lava", "unknown_terrain"), ([(6, 1)], "rough", "no_change"),
     ([(2, 2), (11, 2)], "rough", "off_map")],
    ids=["unknown", "same", "off-map"],
)
def test_paint_refusals(lane, cells, terrain, code):
    result = lane.paint_terrain_command([at(lane, *c) for c in cells], terrain)
    assert result.codes() == (code,)


def with_open_doors(doc: BattleDocument) -> BattleDocument:
    """The same battle under a ruleset that also knows an open door."""
    ruleset = doc.opened.ruleset
    door = ruleset.terrain["door"]
    terrain = {**ruleset.terrain, "open_door": door.model_copy(
        update={"blocks_movement": False, "blocks_sight": False, "cover": "none"})}
    opened = dataclasses.replace(doc.opened, ruleset=ruleset.model_copy(update={"terrain": terrain}))
    return BattleDocument(opened)


def test_toggle_door_opens_the_way_and_closes_it(lane):
    doc = with_open_doors(lane)
    through = path(doc, [(2, 3), (3, 3), (4, 3), (5, 3)])
    assert doc.move_command("blue", through).codes() == ("blocked_terrain",)
    opened = doc.toggle_door_command(at(doc, 4, 3))
    doc.apply(opened)
    assert doc.log[-1].text == "Door at 4,3 opened"
    assert isinstance(doc.move_command("blue", through), Command)
    closed = doc.toggle_door_command(at(doc, 4, 3))
    doc.apply(closed)
    assert doc.state.terrain.terrain_id_at(doc.state.grid.index(at(doc, 4, 3))) == "door"
    doc.revert(closed)
    doc.revert(opened)
    assert doc.move_command("blue", through).codes() == ("blocked_terrain",)


def test_a_door_does_not_close_on_a_token(lane):
    doc = with_open_doors(lane)
    doc.apply(doc.toggle_door_command(at(doc, 4, 3)))
    doc.apply(doc.move_command("blue", path(doc, [(2, 3), (3, 3), (4, 3)])))
    assert doc.toggle_door_command(at(doc, 4, 3)).codes() == ("occupied",)


@pytest.mark.parametrize(
    ("cell", "code"), [((2, 2), "not_a_door")], ids=["open-ground"]
)
def test_door_refusals(lane, cell, code):
    assert lane.toggle_door_command(at(lane, *cell)).codes() == (code,)


def test_bundled_ruleset_doors_open_without_a_custom_ruleset(lane):
    """Every ruleset inherits the default open door, so a door always toggles."""
    opened = lane.toggle_door_command(at(lane, 4, 3))
    lane.apply(opened)
    assert lane.state.terrain.terrain_id_at(lane.state.grid.index(at(lane, 4, 3))) == "open_door"


# --- turns ------------------------------------------------------------------------------
def test_next_turn_refreshes_the_budget_of_who_acts(lane):
    lane.apply(lane.move_command("blue", path(lane, THROUGH_RED)))
    lane.apply(lane.next_turn_command())
    combat = lane.state.combat
    assert (combat.active, combat.round) == ("red", 1)
    assert combat.spent_by("blue", "move") == 3  # blue's turn is over, its spending stands
    # One opportunity attack per round (rulesets/README.md): red's turn beginning
    # does not give it back; the new round does.
    assert combat.spent_by("red", "reactions") == 1
    lane.apply(lane.next_turn_command())
    wrap = lane.next_turn_command()
    lane.apply(wrap)
    combat = lane.state.combat
    assert (combat.active, combat.round) == ("blue", 2)
    assert combat.spent == {}
    assert lane.log[-1].text == "Round 2 begins: Blue spearmen acts"
    lane.revert(wrap)
    assert lane.state.combat.active == "xbow" and lane.state.combat.spent_by("blue", "move") == 3


def test_next_round_starts_with_the_first_in_order(lane):
    lane.apply(lane.next_turn_command())
    command = lane.next_round_command()
    lane.apply(command)
    assert (lane.state.combat.round, lane.state.combat.active) == (2, "blue")
    assert lane.log[-1].round == 2


def test_the_last_round_a_file_holds_has_no_next_round_and_the_battle_still_saves(open_doc, tmp_path):
    from tests.document.doc_helpers import LANE

    doc = open_doc({**LANE, "combat": {**LANE["combat"], "round": 1_000_000, "active": "xbow"}})
    assert doc.next_turn_command().codes() == ("last_round",)
    assert doc.next_round_command().codes() == ("last_round",)
    doc.apply(doc.move_command("xbow", [at(doc, 7, 0)]))  # the round still plays
    assert BattleDocument.open(doc.save(tmp_path / "saved.json")).state.combat.round == 1_000_000


def test_turn_order_falls_back_to_token_order(open_doc):
    from tests.document.doc_helpers import LANE

    doc = open_doc({k: v for k, v in LANE.items() if k != "combat"})
    doc.apply(doc.next_turn_command())
    assert doc.state.combat.active == "blue"
    doc.apply(doc.next_turn_command())
    assert doc.state.combat.active == "red"


def test_move_log_uses_the_paths_end(lane):
    command = lane.move_command("blue", path(lane, [(2, 1)]))
    assert offsets(lane, [command.after.token("blue").cell]) == [(2, 1)]
    assert command.log[0].text == "Blue spearmen move to 2,1 (1 step, cost 1 square, 7 squares left)"
    assert command.label == "Move Blue spearmen"


def test_ap_owed_from_last_turn_is_spent_when_the_turn_comes():
    """Fallout: a Dodge paid from next turn's AP is not forgotten by Next Turn."""
    from battlemap import resources
    from battlemap.document.battle import BattleDocument

    doc = BattleDocument.open(str(resources.scenario_file("fallout-alley.json")))
    assert doc.state.combat.spent_by("doc", "ap.next") == 2
    while doc.state.combat.active != "doc":
        doc.apply(doc.next_turn_command())
    assert doc.state.combat.spent_by("doc", "ap") == 2
    assert doc.state.combat.spent_by("doc", "ap.next") == 0


def test_a_motion_sensor_door_opens_and_closes_as_itself(tmp_path):
    """Fallout's sensor door (`toggles_to`) stays a sensor door through the GM's door tool."""
    from tests.document.doc_helpers import write_scenario

    scenario = {
        "format": "battlemap-scenario", "version": 1, "name": "sensor", "ruleset": "fallout-pnp",
        "grid": {"cols": 3, "rows": 1}, "terrain": {"rows": ["..."], "legend": {"S": "sensor_door"}},
        "tokens": [], "seed": 1,
    }
    doc = BattleDocument.open(write_scenario(tmp_path, scenario), data_folder=tmp_path / "data")
    doc.apply(doc.paint_terrain_command([at(doc, 1, 0)], "sensor_door"))
    kind = lambda: doc.state.terrain.terrain_id_at(doc.state.grid.index(at(doc, 1, 0)))  # noqa: E731
    doc.apply(doc.toggle_door_command(at(doc, 1, 0)))
    assert (kind(), doc.log[-1].text) == ("open_sensor_door", "Door at 1,0 opened")
    doc.apply(doc.toggle_door_command(at(doc, 1, 0)))
    assert kind() == "sensor_door"
