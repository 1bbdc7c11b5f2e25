"""House rules live in the battle: a scenario's `options` are checked, and every command plays by them."""

from __future__ import annotations

import json

import pytest

from battlemap.cli import main
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command, Rejected

# A Fallout raider with a sledgehammer ready next to a wastelander who walks away.
ALLEY = {
    "format": "battlemap-scenario", "version": 1, "ruleset": "fallout-pnp",
    "grid": {"cols": 6, "rows": 3},
    "tokens": [
        {"id": "walker", "side": "blue", "at": [1, 1], "template": "wastelander"},
        {"id": "brute", "side": "red", "at": [2, 1], "template": "raider", "readied": ["sledgehammer"]},
    ],
    "combat": {"order": ["walker", "brute"], "active": "walker"},
}


def _file(tmp_path, options=None, name="alley.json"):
    document = dict(ALLEY, options=options) if options is not None else ALLEY
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _preview(capsys, path) -> dict:
    assert main(["preview", str(path), "walker", "--path", "0,1", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_preview_plays_by_the_battles_own_options(tmp_path, capsys):
    provoked = _preview(capsys, _file(tmp_path))
    assert [r["kind"] for r in provoked["reactions"]] == ["opportunity_attack"]
    house = _preview(capsys, _file(tmp_path, {"opportunity_on_leaving": False}, "house.json"))
    assert house["reactions"] == []


def test_reach_plays_by_the_battles_own_options(tmp_path, capsys):
    def reactions_at_0_1(path) -> int:
        assert main(["reach", str(path), "walker", "--json"]) == 0
        cells = json.loads(capsys.readouterr().out)["cells"]
        return next(c["reactions"] for c in cells if c["at"] == [0, 1])

    assert reactions_at_0_1(_file(tmp_path)) == 1
    assert reactions_at_0_1(_file(tmp_path, {"opportunity_on_leaving": False}, "house.json")) == 0


def test_run_plays_by_the_battles_own_options(tmp_path, capsys):
    script = tmp_path / "walk.json"
    script.write_text(json.dumps([{"do": "move", "token": "walker", "path": [[0, 1]]}]), encoding="utf-8")
    assert main(["run", str(_file(tmp_path, {"opportunity_on_leaving": False})), "--script", str(script),
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["steps"][-1]["offers"] == []


@pytest.mark.parametrize(("options", "field", "message"), [
    ({"no_such_rule": True}, "options.no_such_rule", "has no option 'no_such_rule'"),
    ({"opportunity_on_leaving": "yes"}, "options.opportunity_on_leaving", "expected true or false"),
])
def test_check_names_an_unknown_option_or_a_bad_value(tmp_path, capsys, options, field, message):
    assert main(["check", str(_file(tmp_path, options))]) == 1
    out = capsys.readouterr().out
    assert f"{field}: " in out and message in out


def test_a_choice_outside_the_options_choices_is_refused(tmp_path, capsys):
    path = tmp_path / "d20.json"
    path.write_text(json.dumps({"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                                "options": {"square_size": "tiny"}}), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "options.square_size: 'tiny' is not one of" in capsys.readouterr().out


def test_changing_an_option_is_an_undoable_logged_step_saved_with_the_battle(tmp_path):
    doc = BattleDocument.open(_file(tmp_path))
    command = doc.set_options_command({"opportunity_on_leaving": False})
    assert isinstance(command, Command)
    doc.apply(command)
    assert doc.state.options["opportunity_on_leaving"] is False
    assert doc.log[-1].text == "House rule Leaving melee reach provokes: true -> false"
    walk = doc.move_command("walker", [doc.state.grid.from_offset(0, 1)])
    assert isinstance(walk, Command) and not doc.pending_reactions and walk.pending is None
    target = doc.save(tmp_path / "saved.json")
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["options"] == {"opportunity_on_leaving": False}
    assert written["journal"]["records"] == [{"do": "set_options", "options": {"opportunity_on_leaving": False}}]
    doc.revert(command)
    assert doc.state.options["opportunity_on_leaving"] is True and doc.log == ()


def test_a_bad_option_change_is_refused_with_its_reason(tmp_path):
    doc = BattleDocument.open(_file(tmp_path))
    refused = doc.set_options_command({"opportunity_on_leaving": 3, "nope": 1})
    assert isinstance(refused, Rejected) and refused.codes() == ("bad_option_value", "unknown_option")
    assert isinstance(doc.set_options_command({"opportunity_on_leaving": True}), Rejected)  # nothing changes


# d20: a shooter four squares off fires past a low wall at spearmen whose square an enemy shares.
SHARED_SQUARE = {
    "format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass", "grid": {"cols": 7, "rows": 1},
    "terrain": {"rows": ["....+.."]},
    "tokens": [
        {"id": "A", "side": "blue", "at": [0, 0], "template": "archers", "count": 1, "state": {"aiming": "b"}},
        {"id": "b", "side": "red", "at": [5, 0], "template": "spearmen", "count": 1},
        {"id": "C", "side": "blue", "at": [5, 0], "template": "swordsmen", "count": 1},
    ],
    "combat": {"order": ["A", "b", "C"], "active": "A"},
}


@pytest.mark.parametrize(("options", "modifiers"), [
    (None, ["shield"]),
    ({"shared_square_cover": "inside_only"}, ["shield", "cover_partial", "defence_cap"]),
], ids=["default", "house-rule"])
def test_explain_plays_by_the_battles_own_options(tmp_path, capsys, options, modifiers):
    document = dict(SHARED_SQUARE, options=options) if options else SHARED_SQUARE
    path = tmp_path / "cover.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["explain", str(path), "A", "b", "--json"]) == 0
    assert [m["id"] for m in json.loads(capsys.readouterr().out)["modifiers"]] == modifiers

