"""A human lying down or crawling fills 2 hexes (RULES.md 1.2 [X Postures]): the second one must be free."""

import json

import pytest

from battlemap import resources
from battlemap.cli import main
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.gurps4e.critical import FALLS, _apply_row
from battlemap.schema.problems import LoadError
from tests.engine.ascii_maps import battle


def duel(text="...\n.Ab\n...", A=None, B=None):
    # On these rows b is north-east of A (1); b faces north-west (5).
    return battle(text, "gurps4e", seed=7, tokens={"A": {"template": "swordsman", "facing": 1, **(A or {})},
                                                   "b": {"template": "spearman", "facing": 5, **(B or {})}})


def codes(reasons):
    return [r.code for r in reasons]


def _duel_file(tmp_path, posture):
    document = json.loads(resources.scenario_file("gurps-duel.json").read_text(encoding="utf-8"))
    bran = next(t for t in document["tokens"] if t["id"] == "bran")
    bran["posture"] = posture  # at 4,8 facing 1: its second hex is 5,7, where Sir Aldric stands
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.mark.parametrize("posture", ["prone", "crawling"])
def test_a_lying_tokens_second_hex_on_another_token_fails_battlemap_check(tmp_path, capsys, posture):
    assert main(["check", str(_duel_file(tmp_path, posture))]) == 1
    out = capsys.readouterr().out
    assert "tokens[1].at: token 'bran' covers 2 cells (posture " + posture in out
    assert "[5, 7] is also covered by token 'sir-aldric' (tokens[0])" in out


def test_a_lying_token_beside_its_foe_loads_and_melee_is_at_distance_1():
    state = duel(B={"posture": "prone"})  # b stretches north-west, beside A, not into A's hex
    assert not set(state.token("A").footprint) & set(state.token("b").footprint)
    explained = explain_attack(state, "A", "b")
    assert explained.possible and explained.range.distance == 1
    assert explain_attack(state, "b", "A").range.distance == 1


def test_the_overlapping_pair_is_refused_before_any_melee_at_distance_0():
    with pytest.raises(LoadError, match="also covered by token 'A'"):
        duel(text="Ab", B={"posture": "prone"})  # b's second hex, ahead of facing 5, is A's


def test_a_large_token_over_another_is_refused_too():
    with pytest.raises(LoadError, match="covers 2 cells \\(size large"):
        duel(text="Ab.", B={"size": "large"})


@pytest.mark.parametrize("action_id", ["lie_down", "crawl"])
def test_lying_down_or_crawling_into_a_fighters_hex_is_refused(action_id):
    state = duel(text="Ab", A={"facing": 2})  # the hex ahead of A is b's
    found = [r for r in check(state, Action(action_id, "A")) if r.code == "occupied"]
    assert [(r.param("at"), r.param("by")) for r in found] == [((1, 0), ("b",))]
    turned = duel(A={"facing": 4})  # facing away, the hex ahead is free
    after = apply(turned, Action(action_id, "A")).state
    assert len(after.token("A").footprint) == 2
    assert not set(after.token("A").footprint) & set(after.token("b").footprint)


def test_lying_down_into_a_wall_or_off_the_map_is_refused():
    assert "blocked_terrain" in codes(check(duel(text="A#\n..", A={"facing": 2}), Action("lie_down", "A")))
    assert "off_map" in codes(check(duel(text="A.", A={"facing": 5}), Action("lie_down", "A")))


def test_standing_up_from_lying_needs_nothing_free():
    state = duel(B={"posture": "prone"})
    assert "occupied" not in codes(check(state, Action("kneel", "b")))


def test_b556_a_fighter_falling_toward_a_foe_falls_toward_the_nearest_free_hex():
    state = duel(text="Ab.\n...", A={"facing": 2})  # the hex ahead of A is b's
    weapon = state.token("A").weapons[0]
    after, more = _apply_row(state, "A", weapon, FALLS)
    fallen = after.token("A")
    assert fallen.posture == "prone" and more["fell_toward"] != 2
    assert not set(fallen.footprint) & set(after.token("b").footprint)
