"""explain_attack: every "no" at once, weapon and action choice, the JSON contract, the command."""

import json
import sys
from argparse import Namespace

import pytest

from battlemap.commands.explain import run_explain
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.registry import system_of
from tests.engine.ascii_maps import battle, scenario_dict

WALLED = """
..#..
A.#.b
..#..
"""


def _codes(explanation):
    return [r.code for r in explanation.reasons]


def test_every_reason_is_collected_at_once():
    tokens = {"A": {"template": "archers", "readied": [], "conditions": ["unconscious"]}}
    e = explain_attack(battle(WALLED, "d20-mass", tokens=tokens), "A", "b")
    assert _codes(e) == ["no_ready_weapon", "no_line_of_fire", "attacker_cannot_act"]
    assert e.probability == 0
    assert not e.possible
    assert e.roll.startswith("d20")


def test_a_melee_weapon_out_of_reach():
    e = explain_attack(battle("A...b", "d20-mass"), "A", "b")
    assert e.weapon == "spear"
    assert e.reasons == (Reason.of("out_of_range", weapon="spear", distance=100.0, unit="ft",
                                   reach=(0,), range=None),)


def test_the_first_ready_weapon_that_reaches_is_chosen():
    tokens = {"A": {"template": "swordsmen", "readied": ["longsword", "javelin"]}}
    state = battle("A.b", "d20-mass", tokens=tokens)
    assert explain_attack(state, "A", "b").weapon == "javelin"
    state = battle("A.b", "d20-mass", tokens={**tokens, "b": {"at": [0, 0]}})
    assert explain_attack(state, "A", "b").weapon == "longsword"


@pytest.mark.parametrize(
    "action, weapon, codes",
    [("javelin", "javelin", ["weapon_not_ready"]),
     ("charge:longsword", "longsword", []),
     ("dance", "longsword", ["unknown_action"]),
     ("attack:rock", None, ["unknown_weapon"])],
    ids=["weapon-id", "action-and-weapon", "unknown-action", "unknown-weapon"],
)
def test_actions_and_weapons_by_id(action, weapon, codes):
    state = battle("Ab", "d20-mass", tokens={"A": {"template": "swordsmen"}, "b": {"at": [0, 0]}})
    e = explain_attack(state, "A", "b", action)
    assert e.weapon == weapon
    assert _codes(e) == codes


def test_attacking_oneself_is_refused():
    e = explain_attack(battle("A", "d20-mass"), "A", "A")
    assert "self_target" in _codes(e)


def test_unknown_tokens_raise_key_error():
    with pytest.raises(KeyError, match="nobody"):
        explain_attack(battle("A", "d20-mass"), "A", "nobody")


@pytest.mark.parametrize("system", ["d20_mass", "gurps4e", "yze", "fallout_pnp"])
def test_every_system_has_a_model_whose_first_action_is_attack(system):
    model = system_of(system).attack
    assert model.system == system
    assert model.actions[0] == "attack"


def test_unknown_system_is_a_clear_error():
    with pytest.raises(KeyError, match="chess"):
        system_of("chess")


CONTRACT = {"attacker", "target", "action", "roll", "modifiers", "probability", "line_of_fire", "range"}


@pytest.mark.parametrize("ruleset", ["d20-mass", "gurps4e", "yze", "fallout-pnp"])
def test_json_fields_are_stable(ruleset):
    state = battle("A...b", ruleset)
    report = explain_attack(state, "A", "b").as_json(state.grid)
    assert CONTRACT <= set(report)
    assert isinstance(report["probability"], float)
    assert all(set(m) == {"id", "label", "value"} for m in report["modifiers"])
    assert {"clear", "cover", "cells", "blocked_by", "ambiguous", "range"} <= set(report["line_of_fire"])
    assert set(report["range"]) == {"cells", "distance", "unit", "band"}
    json.dumps(report)


def _file(tmp_path, text, ruleset="d20-mass", tokens=None):
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(scenario_dict(text, ruleset, tokens=tokens)), encoding="utf-8")
    return str(path)


def test_explain_command_json(tmp_path, capsys):
    tokens = {"A": {"template": "archers", "state": {"aiming": "b"}}}
    args = Namespace(scenario=_file(tmp_path, "A...+b", tokens=tokens), attacker="A", target="b",
                     action=None, json=True)
    assert run_explain(args, sys.stdout) == 0
    report = json.loads(capsys.readouterr().out)
    # Militia (the default template): Dodge 0 + cover 4 - loose crowd 2.
    assert report["roll"] == "d20 + 4 > 12"
    assert report["probability"] == pytest.approx(12 / 20)
    assert report["modifiers"] == [{"id": "cover_partial", "label": "Partial cover: Dodge +4", "value": -4},
                                   {"id": "crowd_dodge", "label": "Loose crowd: Dodge -2", "value": 2}]


def test_explain_command_table(tmp_path, capsys):
    args = Namespace(scenario=_file(tmp_path, WALLED), attacker="A", target="b", action=None, json=False)
    assert run_explain(args, sys.stdout) == 0
    out = capsys.readouterr().out
    assert "roll: d20" in out
    assert "chance to hit: 0.00%" in out
    assert "impossible: no_line_of_fire (cover=full)" in out


@pytest.mark.parametrize("attacker, target", [("nobody", "b"), ("A", "ghost")], ids=["attacker", "target"])
def test_explain_command_unknown_token_exits_1(tmp_path, capsys, attacker, target):
    args = Namespace(scenario=_file(tmp_path, "A.b"), attacker=attacker, target=target, action=None, json=True)
    assert run_explain(args, sys.stdout) == 1
    out = capsys.readouterr().out
    assert "no token" in out and "Traceback" not in out


def test_explain_command_bad_file_exits_1(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    args = Namespace(scenario=str(bad), attacker="A", target="b", action=None, json=False)
    assert run_explain(args, sys.stdout) == 1
    assert "Traceback" not in capsys.readouterr().out


def test_an_entry_strikes_with_a_ready_weapon_of_the_kind_it_requires():
    # A Year Zero hunter holds a bow and its fists beside an enemy: Close combat (a ready melee
    # weapon) punches, Shoot (a ready ranged one) looses the bow; no entry named: the first ready.
    state = battle("""
        Ab..
    """, "yze", tokens={"A": {"template": "hunter"}, "b": {"template": "fighter"}})
    assert state.token("A").readied == frozenset({"bow", "unarmed"})
    assert explain_attack(state, "A", "b", "attack", entry="close_combat").weapon == "unarmed"
    assert explain_attack(state, "A", "b", "attack", entry="shoot").weapon == "bow"
    assert explain_attack(state, "A", "b", "attack").weapon == "bow"


def test_the_close_combat_attack_of_a_hunter_is_rolled_with_its_fists():
    from battlemap.engine.battle.actions import Action
    from battlemap.engine.play.apply import apply
    from battlemap.engine.play.turns import begin_turn

    state = battle("""
        Ab..
    """, "yze", tokens={"A": {"template": "hunter"}, "b": {"template": "fighter"}},
        combat={"order": ["A", "b"], "active": "A"})
    state, _ = begin_turn(state, "A")
    events = apply(state, Action("close_combat", "A", target="b")).events
    assert [e.param("weapon") for e in events if e.kind == "attack"] == ["unarmed"]
