"""`battlemap rulesets` and `battlemap rulesets show ID`: the GM's lookup sheet."""

import argparse
import io
import json

import pytest

from battlemap import resources
from battlemap.commands.rulesets import add_parser, run_rulesets
from battlemap.document.library import bundled_ruleset


def run(*argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="battlemap")
    add_parser(parser.add_subparsers(dest="subcommand"))
    args = parser.parse_args(list(argv))
    out = io.StringIO()
    return run_rulesets(args, out), out.getvalue()


def test_list_shows_every_bundled_ruleset():
    code, out = run("rulesets")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["id", "system", "grid"]
    assert [line.split()[0] for line in lines[1:]] == sorted(resources.ruleset_ids())
    row = {line.split()[0]: line for line in lines[1:]}
    assert "square, 25 ft" in row["d20-mass"] and "d20 群战规则" in row["d20-mass"]
    assert "flat-top hex, 1 yd" in row["gurps4e"]


def test_list_json():
    code, out = run("rulesets", "--json")
    rows = {row["id"]: row for row in json.loads(out)}
    assert code == 0
    assert rows["yze"]["system"] == "yze"
    assert rows["yze"]["names"]["zh-Hant"] == "零年引擎"
    assert rows["gurps4e"]["unit"] == "yd"
    assert rows["d20-mass"]["actions"] == len(bundled_ruleset("d20-mass").actions) >= 10


def test_show_prints_the_d20_catalogue_grouped_by_action_type():
    code, out = run("rulesets", "show", "d20-mass")
    assert code == 0
    assert "Turn (d20_actions): 1 standard, 1 move, 1 swift per turn" in out
    headers = [line for line in out.splitlines() if line.startswith("[")]
    assert headers == ["[standard]", "[move]", "[swift]", "[full_round]", "[free]", "[reaction]"]
    assert "cost 2 swift | target enemy | requires own_turn, ranged_weapon_ready" in out
    assert "condition_not_in(total_defence)" in out
    assert any(line.split() == ["colossal", "2", "16", "-16", "+10", "+16"] for line in out.splitlines())
    assert any(line.split()[:4] == ["low_wall", "x1", "partial", "-"] for line in out.splitlines())


def test_show_groups_fallout_by_ap_cost_with_limits():
    code, out = run("rulesets", "show", "fallout-pnp")
    headers = [line for line in out.splitlines() if line.startswith("[")]
    assert headers == ["[weapon ap_cost]", "[weapon reload_ap]", "[movement cost]", "[free]",
                       "[1 AP]", "[2 AP]", "[3 AP]", "[4 AP]", "[5 AP]", "[6 AP]", "[10 AP]",
                       "[1 AP from next turn]", "[2 AP from next turn]", "[4 AP from next turn]"]
    assert "cost 2 AP | target none | requires own_turn, condition_not_in(climbing) | limit 2/turn" in out
    assert "Боеготовность" in out


@pytest.mark.parametrize("ruleset_id,groups", [
    ("yze", ["slow", "fast", "free"]),
    ("gurps4e", ["maneuver"]),
])
def test_show_json_groups(ruleset_id, groups):
    code, out = run("rulesets", "show", ruleset_id, "--json")
    sheet = json.loads(out)
    assert code == 0
    assert [g["group"] for g in sheet["groups"]] == groups
    assert sheet["turn"]["kind"] in ("slow_fast", "maneuver")
    first = sheet["groups"][0]["actions"][0]
    assert set(first) >= {"id", "names", "cost", "requires", "limits", "target", "effects"}


def test_unknown_ruleset_exits_1():
    code, out = run("rulesets", "show", "chess")
    assert code == 1
    assert "unknown ruleset 'chess'" in out and "d20-mass" in out
