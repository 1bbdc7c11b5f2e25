"""Save and reopen: the same battle comes back; a failed save keeps the old file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from battlemap import resources
from battlemap.document.battle import BattleDocument, NeedsPath
from battlemap.document.commands import Command
from battlemap.document.saving import scenario_from_state
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.movement.drag import start_drag
from battlemap.schema import LoadError, dump_scenario, scenario_from_document
from tests.document.doc_helpers import LANE, at, write_scenario


def same_battle(a: BattleState, b: BattleState) -> None:
    """Everything a user sees equal (cells shared by several tokens may list them in
    another order: the stacking order is not part of the file)."""
    assert a.tokens == b.tokens
    for x, y in zip(a.tokens, b.tokens):
        assert dict(x.stats) == dict(y.stats) and dict(x.tactical.extra) == dict(y.tactical.extra)
    assert {k: set(v) for k, v in a.occupancy.items()} == {k: set(v) for k, v in b.occupancy.items()}
    assert a.combat == b.combat
    assert a.terrain == b.terrain
    assert a.dice == b.dice and a.zones == b.zones


def play_a_few_moves(doc: BattleDocument) -> None:
    """Blue archers step out, red crossbowmen advance, blue spearmen hold the ford."""
    for token, cell in [("b-arch", (5, 6)), ("r-xbow", (17, 3)), ("b-spear", (9, 6))]:
        while doc.state.combat.active != token:
            doc.apply(doc.next_turn_command())
        doc.apply(doc.move_command(token, [at(doc, *cell)]))
    doc.apply(doc.paint_terrain_command([at(doc, 14, 2), at(doc, 15, 2)], "rough"))
    doc.apply(doc.place_token_command("ogre", at(doc, 20, 8), "red"))
    doc.apply(doc.set_hidden_command("red-ogre", True))
    doc.apply(doc.delete_token_command("r-arch"))


@pytest.mark.parametrize("name", ["d20-skirmish.json", "gurps-duel.json"], ids=["square", "hex"])
def test_unchanged_battle_saves_as_the_file_it_came_from(name):
    entry = resources.scenario_file(name)
    doc = BattleDocument.open(str(entry))
    assert dump_scenario(scenario_from_state(doc.opened.scenario, doc.state)) == \
        entry.read_text(encoding="utf-8")


def test_hex_duel_reopens_after_a_move(tmp_path):
    doc = BattleDocument.open(str(resources.scenario_file("gurps-duel.json")))
    grid = doc.state.grid
    doc.apply(doc.next_turn_command())  # Ysolde is done: Sir Aldric's turn
    doc.apply(doc.move_command("sir-aldric", [grid.from_offset(5, 6), grid.from_offset(5, 5)]))
    reopened = BattleDocument.open(doc.save(tmp_path / "duel.json"))
    same_battle(reopened.state, doc.state)
    assert grid.to_offset(reopened.state.token("sir-aldric").cell) == (5, 5)
    assert reopened.state.combat.spent_by("sir-aldric", "move") == 2
    assert reopened.state.combat.active == "sir-aldric"


def test_save_and_reopen_the_default_after_a_few_moves(skirmish, tmp_path):
    play_a_few_moves(skirmish)
    target = skirmish.save(tmp_path / "ford.json")
    assert skirmish.path == target
    reopened = BattleDocument.open(target)
    same_battle(reopened.state, skirmish.state)
    saved = json.loads(target.read_text(encoding="utf-8"))
    by_id = {t["id"]: t for t in saved["tokens"]}
    assert by_id["b-arch"]["at"] == [5, 6]
    assert by_id["red-ogre"] == {"id": "red-ogre", "name": "Red ogre", "side": "red", "at": [20, 8],
                               "template": "ogre", "hidden": True}
    assert "r-arch" not in by_id
    assert saved["combat"]["active"] == "b-spear"
    # Each drag was the d20 move action: one move action and one square of movement spent.
    assert saved["combat"]["spent"] == {name: {"action.move": 1, "move": 1} for name in ("b-arch", "r-xbow", "b-spear")}
    assert saved["terrain"]["rows"][2] == "T....+++++==~.~~...TTT.."
    # Saving the reopened battle again writes the very same text.
    again = reopened.save(tmp_path / "again.json")
    assert again.read_text(encoding="utf-8") == target.read_text(encoding="utf-8")


def test_tactical_state_and_conditions_survive(open_doc, tmp_path):
    document = json.loads(json.dumps(LANE))
    document["tokens"][2]["state"] = {
        "overwatch": {"toward": [0, 0], "arc": 45, "declared": 2}, "retreat": True, "mood": "grim"}
    document["tokens"][1]["conditions"] = ["shaken"]
    document["tokens"][1]["posture"] = "prone"
    doc = open_doc(document)
    assert dump_scenario(scenario_from_state(doc.opened.scenario, doc.state)) == \
        dump_scenario(doc.opened.scenario)
    doc.apply(doc.next_turn_command())
    doc.apply(doc.next_turn_command())  # the crossbowmen's turn: their retreat is over
    saved = scenario_from_state(doc.opened.scenario, doc.state)
    state = saved.tokens[2].state
    assert state.overwatch.arc == 45 and state.overwatch.declared == 2
    assert state.model_extra == {"mood": "grim"}
    assert saved.tokens[1].conditions == ("shaken",) and saved.tokens[1].posture == "prone"


def test_painted_terrain_without_a_character_gets_one(lane):
    ruleset = lane.opened.ruleset
    mud = ruleset.terrain["rough"].model_copy(update={"move_cost": 3})
    custom = ruleset.model_copy(update={"terrain": {**ruleset.terrain, "mud": mud}})
    state = build_state(lane.opened.scenario, custom)
    from battlemap.document.edits import with_terrain

    painted = with_terrain(state, {state.grid.index(at(lane, 0, 0)): "mud"})
    saved = scenario_from_state(lane.opened.scenario, painted)
    assert saved.terrain.legend == {"a": "mud"}
    assert saved.terrain.rows[0] == "a........."
    reread = scenario_from_document(json.loads(dump_scenario(saved)), source="x",
                                    ruleset_resolver=lambda _id: custom)
    assert build_state(reread, custom).terrain == painted.terrain


def test_a_failed_save_keeps_the_old_file(lane, monkeypatch):
    target = lane.path
    old = target.read_bytes()
    lane.apply(lane.move_command("blue", [at(lane, 2, 2)]))

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        lane.save()
    assert target.read_bytes() == old
    assert sorted(p.name for p in target.parent.iterdir() if p.is_file()) == [target.name]


def test_a_battle_that_would_not_reopen_is_not_written(lane, tmp_path):
    import dataclasses

    from battlemap.document.edits import with_token_replaced

    token = lane.state.token("blue")
    lane._state = with_token_replaced(lane.state, dataclasses.replace(token, side="not a side!"))
    with pytest.raises(LoadError):
        lane.save(tmp_path / "broken.json")
    assert not (tmp_path / "broken.json").exists()


def test_save_needs_a_path_for_the_default_and_toml(skirmish, tmp_path):
    assert skirmish.path is None
    with pytest.raises(NeedsPath):
        skirmish.save()
    toml = tmp_path / "duel.toml"
    toml.write_text('format = "battlemap-scenario"\nversion = 1\nruleset = "d20-mass"\n',
                    encoding="utf-8")
    doc = BattleDocument.open(toml)
    assert doc.path is None and doc.source_path == toml
    with pytest.raises(ValueError):
        doc.save(tmp_path / "other.toml")


def test_save_as_moves_the_path_and_says_so(lane, tmp_path):
    from tests.document.doc_helpers import Recorder

    moved = Recorder(lane.path_changed)
    target = lane.save(tmp_path / "copy.json")
    assert moved.values == [target] and lane.path == target
    lane.save()
    assert moved.values == [target]


def test_autosave_never_touches_the_users_file(lane, tmp_path):
    original = lane.path.read_bytes()
    lane.apply(lane.move_command("blue", [at(lane, 2, 2)]))
    written = lane.autosave()
    assert written.parent == tmp_path / "data" / "autosave"
    assert written != lane.path and lane.path.read_bytes() == original
    assert json.loads(written.read_text(encoding="utf-8"))["tokens"][0]["at"] == [2, 2]
    assert lane.path == tmp_path / "battle.json"  # Save still writes the user's file


def test_autosaves_of_same_named_files_do_not_collide(tmp_path):
    first = write_scenario(tmp_path, LANE, "ford.json")
    (tmp_path / "b").mkdir()
    second = write_scenario(tmp_path / "b", LANE, "ford.json")
    a = BattleDocument.open(first, data_folder=tmp_path / "data").autosave_path()
    b = BattleDocument.open(second, data_folder=tmp_path / "data").autosave_path()
    assert a != b and a.name.startswith("ford-") and b.name.startswith("ford-")
    untitled = BattleDocument.open(None, data_folder=tmp_path / "data").autosave_path()
    assert untitled.name == "untitled.autosave.json"


@settings(max_examples=15)
@given(st.lists(st.tuples(st.sampled_from(["blue", "red", "xbow"]), st.integers(0, 60)),
                max_size=6))
def test_any_sequence_of_moves_reopens_the_same(tmp_path_factory, moves):
    folder: Path = tmp_path_factory.mktemp("battles")
    doc = BattleDocument.open(write_scenario(folder, LANE))
    for token_id, pick in moves:
        reachable = start_drag(doc.state, token_id).movement.reachable()
        if reachable:
            command = doc.move_command(token_id, start_drag(doc.state, token_id)
                                       .path_to(reachable[pick % len(reachable)]))
            if isinstance(command, Command):  # off its turn a token does not move
                doc.apply(command)
        doc.apply(doc.next_turn_command())
    reopened = BattleDocument.open(doc.save(folder / "saved.json"))
    same_battle(reopened.state, doc.state)


def test_reopened_fight_rolls_on_from_where_it_stopped(tmp_path):
    """The dice position is saved, so a reopened fight does not reroll old dice."""
    import dataclasses

    from battlemap.document.battle import BattleDocument

    doc = BattleDocument.open(None)
    _, rolled = doc.state.dice.roll(5, 6)
    doc._state = dataclasses.replace(doc.state, dice=rolled)  # as an attack would leave it
    path = tmp_path / "rolled.json"
    doc.save(path)
    again = BattleDocument.open(path)
    assert again.state.dice == rolled
    assert again.state.dice.roll(3, 6)[0] == rolled.roll(3, 6)[0]
