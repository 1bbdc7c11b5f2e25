"""`battlemap preview` and `battlemap reach`: the JSON contract, tables, clean errors."""

import argparse
import io
import json

import pytest

from battlemap import resources
from battlemap.commands import preview, reach
from tests.engine.ascii_maps import fixture_map, scenario_dict


def _run(*argv):
    parser = argparse.ArgumentParser(prog="battlemap")
    sub = parser.add_subparsers(dest="subcommand", required=True)
    preview.add_parser(sub)
    reach.add_parser(sub)
    args = parser.parse_args(argv)
    out = io.StringIO()
    runner = preview.run_preview if args.subcommand == "preview" else reach.run_reach
    return runner(args, out), out.getvalue()


@pytest.fixture
def corridor(tmp_path):
    """Fallout: A at (1,1), a raider with a sledgehammer in hand at (3,1)."""
    document = scenario_dict(
        fixture_map("corridor"), "fallout-pnp",
        tokens={"b": {"template": "raider", "readied": ["sledgehammer"]}},
    )
    path = tmp_path / "corridor.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def test_preview_json_contract(corridor):
    code, out = _run("preview", corridor, "A", "--path", "2,1 2,0 1,0", "--json")
    assert code == 0
    assert json.loads(out) == {
        "token": "A",
        "path": [[2, 1], [2, 0], [1, 0]],
        "legal": True,
        "reasons": [],
        "cost": 3,
        "unit": "AP",
        "remaining": 7,
        "reactions": [
            {"by": "b", "kind": "opportunity_attack", "step": 2, "at": [2, 1],
             "why": "leaves_threatened_square"},
        ],
    }


def test_preview_json_lists_reasons_with_their_cells(corridor):
    code, out = _run("preview", corridor, "A", "--path", "2,1 3,1", "--json")
    report = json.loads(out)
    assert code == 0 and report["legal"] is False
    assert report["reasons"] == [
        {"code": "blocked_by_enemy", "step": 2, "at": [3, 1], "by": ["b"]},
        {"code": "occupied", "at": [3, 1], "by": ["b"]},
    ]


def test_preview_retreat_flag(corridor):
    _, out = _run("preview", corridor, "A", "--path", "2,1 2,0", "--json", "--retreat")
    assert json.loads(out)["reactions"] == []


def test_preview_table(corridor):
    code, out = _run("preview", corridor, "A", "--path", "2,1 2,0")
    assert code == 0
    assert "A: legal move, 2 step(s): 2,1 2,0" in out
    assert "cost 2 AP of 10, remaining 8" in out
    assert "opportunity_attack" in out and "leaves_threatened_square" in out


def test_reach_json_contract(corridor):
    code, out = _run("reach", corridor, "A", "--json")
    report = json.loads(out)
    assert code == 0
    assert set(report) == {"token", "unit", "cells", "threatens"}
    assert report["token"] == "A" and report["unit"] == "AP"
    cells = {tuple(c["at"]): c for c in report["cells"]}
    assert cells[(2, 1)] == {"at": [2, 1], "cost": 1, "reactions": 0}
    assert cells[(6, 2)]["cost"] == 5
    assert (3, 1) not in cells and (1, 1) not in cells
    assert report["threatens"] == []  # A holds no melee weapon


def test_reach_counts_reactions_of_the_cheapest_path(corridor):
    _, out = _run("reach", corridor, "A", "--json")
    cells = {tuple(c["at"]): c["reactions"] for c in json.loads(out)["cells"]}
    assert cells[(4, 0)] == 1  # past the raider: leaving its reach provokes once


def test_reach_table_on_a_bundled_scenario():
    scenario = str(resources.default_scenario_file())
    code, out = _run("reach", scenario, "b-spear")
    assert code == 0
    assert out.splitlines()[0] == "b-spear can move to 9 cell(s):"  # a double move: 2 x 1.2 squares
    assert out.splitlines()[-1] == "threatens: 8,6"


@pytest.mark.parametrize("command", ["preview", "reach"])
def test_unknown_token_is_a_clear_error(corridor, command):
    extra = ["--path", "2,1"] if command == "preview" else []
    code, out = _run(command, corridor, "nobody", *extra)
    assert code == 1
    assert "no token 'nobody'" in out and "A, b" in out


@pytest.mark.parametrize("command", ["preview", "reach"])
def test_bad_file_lists_problems_without_traceback(tmp_path, command):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass", '
                   '"tokens": [{"id": "a", "side": "x", "at": [99, 0]}]}', encoding="utf-8")
    extra = ["--path", "2,1"] if command == "preview" else []
    code, out = _run(command, str(bad), "a", *extra)
    assert code == 1
    assert "tokens[0].at" in out and "Traceback" not in out


def test_malformed_path_is_a_clear_error(corridor):
    code, out = _run("preview", corridor, "A", "--path", "2;1")
    assert code == 1 and "bad cell '2;1'" in out
