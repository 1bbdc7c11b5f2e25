"""check_file: the kind comes from `format`, the summary says what the file
holds, and a bad file lists every problem instead of raising."""

from __future__ import annotations

import json

import pytest

from battlemap.schema import CheckResult, LoadError, Problem, check_file, new_scenario, scenario_from_document
from battlemap.schema import dump_scenario, scenario_summary
from tests.schema.schema_helpers import RULESETS, SMALL, bundled


def _write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_scenario_written_in_toml_is_a_scenario(tmp_path):
    toml = 'format = "battlemap-scenario"\nversion = 1\nruleset = "gurps4e"\n'
    result = check_file(_write(tmp_path, "duel.toml", toml), ruleset_resolver=bundled)
    assert result == CheckResult(
        str(tmp_path / "duel.toml"), "scenario", True,
        "duel.toml: scenario (unnamed), gurps4e, hex flat 30x20, 0 tokens (0 sides)", (),
    )


def test_a_ruleset_saved_as_json_is_a_ruleset(tmp_path):
    import tomllib

    doc = tomllib.loads((RULESETS / "yze.toml").read_text(encoding="utf-8"))
    result = check_file(_write(tmp_path, "yze.json", json.dumps(doc)))
    assert (result.kind, result.ok) == ("ruleset", True)
    assert result.summary == "yze.json: ruleset yze (Year Zero Engine), 3 sizes, 12 terrain types"


def test_a_bad_scenario_lists_its_problems(tmp_path):
    doc = {**SMALL, "seed": -1, "tokens": [{"id": "a", "side": "x", "at": [99, 0]}]}
    del doc["combat"]
    result = check_file(_write(tmp_path, "bad.json", json.dumps(doc)), ruleset_resolver=bundled)
    assert (result.kind, result.ok) == ("scenario", False)
    assert result.summary == "bad.json: scenario, 2 problems"
    assert [p.path for p in result.problems] == ["seed", "tokens[0].at"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "battlemap-map"}', "expected \"battlemap-scenario\" or \"battlemap-ruleset\", "
         "got 'battlemap-map'"),
        ("{}", "expected \"battlemap-scenario\" or \"battlemap-ruleset\", got None"),
    ],
    ids=["other-format", "no-format"],
)
def test_an_unknown_kind_of_file(tmp_path, text, message):
    result = check_file(_write(tmp_path, "x.json", text))
    assert (result.kind, result.ok, result.summary) == ("unknown", False, "x.json: 1 problem")
    assert [(p.path, p.message) for p in result.problems] == [("format", message)]


def test_an_unreadable_file(tmp_path):
    result = check_file(tmp_path / "gone.json")
    assert (result.kind, result.ok, result.summary) == ("unknown", False, "gone.json: 1 problem")
    assert result.problems == (Problem(str(tmp_path / "gone.json"), "", "file not found"),)


def test_a_scenario_summary_without_a_ruleset_shows_what_the_file_says():
    scenario = new_scenario("x", grid={"cols": 5}, tokens=[{"id": "a", "side": "r", "at": [0, 0]}])
    assert scenario_summary("f.json", scenario, None) == (
        "f.json: scenario (unnamed), x, grid 5x?, 1 token (1 side)"
    )


def test_load_error_lists_every_problem_one_per_line():
    error = LoadError([Problem("a.json", "seed", "bad"), Problem("a.json", "", "also bad")])
    assert str(error) == "a.json: seed: bad\na.json: also bad"
    with pytest.raises(ValueError):
        LoadError([])


def test_dumped_scenario_checks_clean(tmp_path):
    scenario = new_scenario("d20-mass", name="Quick", tokens=[{"id": "a", "side": "r", "at": [1, 1]}])
    path = _write(tmp_path, "quick.json", dump_scenario(scenario))
    assert check_file(path, ruleset_resolver=bundled).summary == (
        "quick.json: scenario 'Quick', d20-mass, square 24x16, 1 token (1 side)"
    )


def test_a_token_over_several_others_is_reported_once_for_each_of_them():
    """Found through the cells they share (thousands of tokens are not tried pair by pair),
    each overlap once, named at the wide token."""
    doc = {"format": "battlemap-scenario", "version": 1, "ruleset": "gurps4e",
           "grid": {"kind": "square", "cols": 6, "rows": 4},
           "tokens": [{"id": "big", "side": "red", "at": [1, 1], "size": "huge"},
                      *({"id": n, "side": "blue", "at": at} for n, at in (("x", [2, 1]), ("y", [1, 2]), ("z", [2, 2])))]}
    with pytest.raises(LoadError) as refused:
        scenario_from_document(doc, source="s", ruleset_resolver=bundled)
    assert [(p.path, p.message.split("; ")[1]) for p in refused.value.problems] == [
        ("tokens[0].at", "[2, 1] is also covered by token 'x' (tokens[1])"),
        ("tokens[0].at", "[1, 2] is also covered by token 'y' (tokens[2])"),
        ("tokens[0].at", "[2, 2] is also covered by token 'z' (tokens[3])"),
    ]


def test_a_rider_aboard_a_car_stands_on_its_cells_so_the_battle_saves_and_checks(tmp_path):
    from battlemap.document.battle import BattleDocument
    from battlemap.document.library import resolve_ruleset
    from battlemap.engine.battle.actions import Action

    lot = {"format": "battlemap-scenario", "version": 1, "ruleset": "yze", "grid": {"cols": 8, "rows": 6},
           "tokens": [{"id": "medic", "side": "blue", "at": [3, 2], "template": "medic"},
                      {"id": "car", "side": "blue", "at": [4, 2], "template": "car"}],
           "combat": {"order": ["medic", "car"], "active": "medic"}}
    doc = BattleDocument.open(_write(tmp_path, "lot.json", json.dumps(lot)))
    doc.apply(doc.action_command(Action("enter_vehicle", "medic", target="car")))
    saved = doc.save(tmp_path / "aboard.json")  # the rider stands on a cell of the 2x2 car
    assert check_file(saved, ruleset_resolver=resolve_ruleset).ok
    assert BattleDocument.open(saved).state.token("medic").cell == doc.state.token("car").cell
    lot["tokens"][0]["at"] = [5, 3]  # on the car, not aboard it: refused as before
    refused = check_file(_write(tmp_path, "on-the-roof.json", json.dumps(lot)), ruleset_resolver=resolve_ruleset)
    assert [p.path for p in refused.problems] == ["tokens[1].at"]
