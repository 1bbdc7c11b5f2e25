"""Editing, duplicating and bringing tokens to front; new battles from a scenario in memory."""

from __future__ import annotations

import pytest
from tests.document.doc_helpers import LANE, at

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected
from battlemap.document.token_edit import TokenEdit
from battlemap.schema import LoadError, new_scenario


def _edit(doc, token_id, **changes):
    fields = doc.token_edit(token_id).__dict__ | changes
    return doc.edit_token_command(token_id, TokenEdit(**fields))


def test_edit_changes_every_field_in_one_undoable_step(lane):
    before = lane.state
    command = _edit(lane, "blue", name="Blue guard", side="green", count=20, posture="prone",
                    facing=2, hidden=True)
    lane.apply(command)
    token = lane.state.token("blue")
    assert (token.name, token.side, token.count, token.posture, token.facing, token.hidden) == (
        "Blue guard", "green", 20, "prone", 2, True)
    assert command.log[0].text == "Blue spearmen edited (name, side, count, posture, facing, hidden)"
    lane.revert(command)
    assert lane.state == before


@pytest.mark.parametrize(
    ("changes", "codes"),
    [
        ({"name": "  "}, ("empty_name",)),
        ({"side": "two words"}, ("invalid_side",)),
        ({"count": 0}, ("invalid_count",)),
        ({"posture": "flying"}, ("unknown_posture",)),
        ({"facing": 8}, ("invalid_facing",)),
        ({"name": "", "count": -1, "facing": -1}, ("empty_name", "invalid_count", "invalid_facing")),
        ({}, ("no_change",)),
    ],
    ids=["blank-name", "side-not-an-id", "zero-count", "unknown-posture", "facing-past-7",
         "every-problem-at-once", "nothing-changed"],
)
def test_edit_refuses_bad_values_with_every_reason(lane, changes, codes):
    result = _edit(lane, "blue", **changes)
    assert isinstance(result, Rejected)
    assert result.codes() == codes


def test_a_hex_token_faces_one_of_six_sides(open_doc):
    from tests.document.doc_helpers import LANE

    doc = open_doc({**LANE, "grid": {"kind": "hex", "cols": 10, "rows": 5, "orientation": "flat"}})
    assert _edit(doc, "blue", facing=5).after.token("blue").facing == 5
    assert _edit(doc, "blue", facing=6).codes() == ("invalid_facing",)


def test_duplicate_lands_on_the_nearest_free_cell_and_joins_the_turn_order(lane):
    command = lane.duplicate_token_command("red")
    lane.apply(command)
    copy = lane.state.tokens[-1]
    assert (copy.id, copy.name, copy.side, copy.template) == ("red-2", "Red spearmen 2", "red", "spearmen")
    assert lane.state.grid.distance(copy.cell, at(lane, 3, 2)) == 1
    assert copy.stats == lane.state.token("red").stats
    assert lane.state.combat.order == ("blue", "red", "xbow", "red-2")
    assert command.log[0].text.endswith("(copy of Red spearmen)")


def test_duplicate_saves_and_reopens(lane, tmp_path):
    lane.apply(lane.duplicate_token_command("blue"))
    path = lane.save(tmp_path / "copy.json")
    reopened = BattleDocument.open(path)
    assert reopened.state.token("blue-2").stats["speed"] == 4


def test_a_copy_of_a_token_with_the_longest_id_and_name_a_file_holds_still_saves(open_doc, tmp_path):
    long_id, long_name = "k" * 64, "Knights of the long ford " * 8  # 64 and 200 characters
    doc = open_doc({**LANE, "tokens": [{**LANE["tokens"][0], "id": long_id, "name": long_name}],
                    "combat": {"order": [long_id]}})
    for _ in range(2):
        doc.apply(doc.duplicate_token_command(long_id))
    ids, names = [t.id for t in doc.state.tokens], [t.name for t in doc.state.tokens]
    assert ids == [long_id, "k" * 62 + "-2", "k" * 62 + "-3"]
    assert names[1:] == [long_name[:198] + " 2", long_name[:198] + " 3"]
    reopened = BattleDocument.open(doc.save(tmp_path / "copies.json"))
    assert [t.id for t in reopened.state.tokens] == ids and reopened.journal_problem is None


def test_bring_to_front_moves_the_token_last_in_file_and_occupancy_order(open_doc):
    from tests.document.doc_helpers import LANE

    doc = open_doc({**LANE, "tokens": [*LANE["tokens"],
                   {"id": "b2", "name": "Blue archers", "side": "blue", "at": [8, 0],
                    "template": "archers"}]})
    stacked = doc.state.occupancy[doc.state.grid.index(at(doc, 8, 0))]
    assert stacked == ("xbow", "b2")
    command = doc.bring_to_front_command("xbow")
    doc.apply(command)
    assert [t.id for t in doc.state.tokens][-1] == "xbow"
    assert doc.state.occupancy[doc.state.grid.index(at(doc, 8, 0))][-1] == "xbow"
    assert isinstance(doc.bring_to_front_command("xbow"), Rejected)


def test_bring_to_front_reorders_tokens_and_undo_restores(lane):
    before = [t.id for t in lane.state.tokens]
    command = lane.bring_to_front_command("blue")
    assert isinstance(command, Command)
    lane.apply(command)
    assert [t.id for t in lane.state.tokens] == ["red", "xbow", "blue"]
    assert lane.bring_to_front_command("blue").codes() == ("already_in_front",)
    lane.revert(command)
    assert [t.id for t in lane.state.tokens] == before


def test_new_battle_from_a_scenario_in_memory_has_no_file():
    doc = BattleDocument.new(new_scenario("d20-mass", grid={"kind": "hex", "cols": 7, "rows": 5,
                                                             "orientation": "pointy"}))
    assert (doc.state.grid.kind, doc.state.grid.cols, doc.path, doc.name) == ("hex", 7, None, "Untitled")


def test_new_battle_validates_like_a_file():
    scenario = new_scenario("d20-mass", grid={"kind": "square", "cols": 3, "rows": 3},
                            tokens=[{"id": "a", "side": "blue", "at": [9, 9], "template": "spearmen"}])
    with pytest.raises(LoadError):
        BattleDocument.new(scenario)


def test_set_order_reorders_turns_and_refuses_a_different_cast(lane):
    command = lane.set_order_command(["xbow", "blue", "red"])
    lane.apply(command)
    assert lane.state.combat.order == ("xbow", "blue", "red")
    assert command.log[0].text == "Turn order: Red crossbowmen, Blue spearmen, Red spearmen"
    assert lane.set_order_command(["xbow"]).codes() == ("order_mismatch",)
    assert lane.set_order_command(["xbow", "blue", "red"]).codes() == ("no_change",)


def test_initiative_sets_the_order_with_seeded_dice_and_logs_each_roll(lane):
    command = lane.initiative_command()
    assert sorted(command.after.combat.order) == ["blue", "red", "xbow"]
    assert command.after.dice.position > 0
    assert [e.text.split(":")[0] for e in command.log] == [
        command.after.token(i).name for i in command.after.combat.order]
    again = lane.initiative_command()
    assert again.after.combat.order == command.after.combat.order  # same seed, same dice
