"""GURPS: 3d6 <= effective skill (range, posture, aim, maneuvers), then the best active defence."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.systems.gurps4e.odds import gurps_hit, gurps_success
from tests.engine.ascii_maps import battle


def _ids(explanation):
    return {m.id: m.value for m in explanation.modifiers}


def _shot(gap: int, archer=None, target=None):
    """Archer A shooting at spearman b, `gap` hexes apart in a straight column."""
    text = "\n".join(["A"] + ["."] * (gap - 1) + ["b"])
    tokens = {"A": {"template": "archer", **(archer or {})}, "b": {"template": "spearman", **(target or {})}}
    return battle(text, "gurps4e", tokens=tokens)


@pytest.mark.parametrize("yards, penalty", [(2, 0), (3, -1), (7, -3), (8, -4)], ids=lambda v: str(v))
def test_range_penalty_in_the_explanation(yards, penalty):
    e = explain_attack(_shot(yards), "A", "b")
    assert e.range.distance == yards
    assert _ids(e)["range"] == penalty
    effective = 14 + penalty
    assert (e.roll, e.defence) == (f"3d6 <= {effective}", "Dodge 8")
    assert e.probability == gurps_hit(effective, 8)


def test_aiming_adds_the_weapons_accuracy_and_more_for_longer_aims():
    assert _ids(explain_attack(_shot(7, archer={"state": {"aiming": "b"}}), "A", "b"))["aim"] == 3
    long_aim = _shot(7, archer={"state": {"aiming": "b", "aim_turns": 3}})
    assert _ids(explain_attack(long_aim, "A", "b"))["aim"] == 5


def test_a_kneeling_target_is_harder_to_shoot_and_defends_worse():
    e = explain_attack(_shot(7, target={"posture": "kneeling"}), "A", "b")
    assert _ids(e)["target_posture"] == -2
    assert _ids(e)["defence_posture"] == 2
    assert (e.roll, e.defence) == ("3d6 <= 9", "Dodge 6")


def test_melee_against_the_better_of_parry_and_dodge_with_a_shield():
    tokens = {"A": {"template": "swordsman"}, "b": {"template": "swordsman"}}
    e = explain_attack(battle("Ab", "gurps4e", tokens=tokens), "A", "b")
    # Parry 3 + 14 // 2 = 10 beats Dodge 8; the shield's DB 2 adds to it.
    assert e.weapon == "broadsword"
    assert (e.roll, e.defence) == ("3d6 <= 14", "Parry 12")
    assert _ids(e) == {"defence_shield": -2}
    assert e.probability == gurps_hit(14, 12)


@pytest.mark.parametrize(
    "action, expected", [("all_out_attack", 18), ("move_and_attack", 9)],
    ids=["determined", "move-and-attack-capped"],
)
def test_maneuvers_change_melee_skill(action, expected):
    tokens = {"A": {"template": "swordsman"}, "b": {"template": "spearman"}}
    e = explain_attack(battle("Ab", "gurps4e", tokens=tokens), "A", "b", action)
    assert e.roll == f"3d6 <= {expected}"
    if action == "move_and_attack":
        assert _ids(e) == {"move_and_attack": -4, "move_and_attack_cap": -1}


def test_no_defence_against_an_all_out_attacker():
    e = explain_attack(_shot(3, target={"state": {"all_out_attack": True}}), "A", "b")
    assert e.defence is None
    assert e.roll == "3d6 <= 13"
    assert e.probability == gurps_success(13)


def test_a_large_target_is_easier_to_hit():
    e = explain_attack(_shot(3, target={"size": "large"}), "A", "b")
    assert _ids(e)["size"] == 1


def test_skill_below_3_cannot_attack():
    e = explain_attack(_shot(7, archer={"stats": {"skill": 4}}), "A", "b")
    assert e.roll == "3d6 <= 1"
    assert [r.code for r in e.reasons] == ["skill_below_3"]
    assert e.probability == 0


def test_hit_chance_with_one_defence_is_gurps_hit_and_two_defences_multiply():
    from battlemap.engine.systems.gurps4e.attack import hit_chance
    from battlemap.engine.systems.gurps4e.odds import gurps_critical_success

    assert hit_chance(14, (10,)) == gurps_hit(14, 10)
    assert hit_chance(14, ()) == gurps_success(14)
    ordinary = gurps_success(14) - gurps_critical_success(14)
    assert hit_chance(14, (10, 8)) == ordinary * (1 - gurps_success(10)) * (1 - gurps_success(8)) + Fraction(4, 216)


@pytest.mark.parametrize("skill, resist, won", [
    (10, 10, Fraction(5471, 15552)), (14, 13, Fraction(8407, 15552)), (3, 10, Fraction(1, 108)), (2, 10, 0)])
def test_quick_contest_exact(skill, resist, won):
    from battlemap.engine.systems.gurps4e.attack import quick_contest

    assert quick_contest(skill, resist) == won


def test_a_shot_bow_is_not_loaded_until_two_readies():
    state = _shot(3, archer={"state": {"unloaded": "longbow", "reload_seconds": 1}})
    e = explain_attack(state, "A", "b")
    assert [r.code for r in e.reasons] == ["not_loaded"] and e.probability == 0
    loaded = _shot(3, archer={"state": {"unloaded": "longbow", "reload_seconds": 2}})
    assert explain_attack(loaded, "A", "b").possible


def test_a_spear_held_short_cannot_reach_2():
    tokens = {"A": {"template": "spearman", "state": {"grip": 1}}, "b": {"template": "swordsman"}}
    e = explain_attack(battle("A\n.\nb", "gurps4e", tokens=tokens), "A", "b")
    assert [r.code for r in e.reasons] == ["wrong_grip"]
