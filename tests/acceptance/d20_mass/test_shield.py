"""d20 mass combat, RULES.md 3.5: shields give Dodge or DR as the attacker declares; STR offsets the ACP."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.combat import through_dr
from tests.engine.ascii_maps import battle

#: Shoots from outside the square, aimed, so the target's Dodge is what counts.
SHOOTER = {"template": "archers", "count": 1, "stats": {"ranged_attack": 4}, "state": {"aiming": "b"}}
#: Melee, AB 40: every face hits, so the damage event always shows the DR met.
STRIKER = {"template": "swordsmen", "count": 1, "at": [1, 0], "stats": {"attack": 40}}
#: Spearmen: shield +2, armour DR 2; a Parry of 30 makes it parry every blow.
PARRYING = {"template": "spearmen", "count": 1, "stats": {"attack": 30}}


def fight(text, seed=0, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=seed)


@pytest.mark.parametrize("acp, str_mod, dodge", [
    (3, 0, -3), (3, 2, -1), (3, 3, 0), (3, 5, 0), (0, 3, 0), (2, -1, -2),
], ids=["no-str", "str-offsets-2", "str-offsets-all", "never-a-bonus", "no-penalty", "low-str-adds-none"])
def test_each_point_of_str_offsets_one_point_of_armour_check_penalty_on_dodge(acp, str_mod, dodge):
    target = {"template": "militia", "count": 1, "stats": {"acp": acp, "str_mod": str_mod}}
    e = explain_attack(fight("A....b", A=SHOOTER, b=target), "A", "b")
    assert e.defence == f"Dodge {dodge}"
    # d20 + 4 > Dodge + 10.
    assert e.probability == Fraction(min(20, max(0, 14 - dodge)), 20)


def test_the_armour_check_penalty_lowers_dodge_only_not_parry():
    target = {"template": "militia", "count": 1, "stats": {"acp": 4, "attack": 3}}
    e = explain_attack(fight("Ab", A={**STRIKER, "stats": {"attack": 4}}, b=target), "A", "b")
    assert e.defence == "Parry 3"


def test_a_shield_gives_dodge_by_default_the_attacker_going_around_it():
    e = explain_attack(fight("A....b", A=SHOOTER, b={"template": "spearmen", "count": 1}), "A", "b")
    # Spearmen level 2: 1 + DEX 1 - (ACP 2 - STR 1) = 1, shield +2: Dodge 3.
    assert ({m.id: m.value for m in e.modifiers}, e.defence) == ({"shield": -2}, "Dodge 3")
    for seed in range(30):
        outcome = apply(fight("Ab", seed=seed, A=STRIKER, b=PARRYING), Action("attack", "A", target="b"))
        assert outcome.of_kind("damage")[0].param("dr") == 2      # the armour only


def test_a_shield_attacked_through_gives_dr_not_dodge_declared_before_the_roll():
    e = explain_attack(fight("A....b", A=SHOOTER, b={"template": "spearmen", "count": 1}), "A", "b",
                       "through_cover")
    assert ({m.id: m.value for m in e.modifiers}, e.defence) == ({"through_cover": 0}, "Dodge 1")
    assert "shield" not in {m.id for m in e.modifiers}


def test_a_shield_attacked_through_still_turns_into_dr_when_the_defender_parries():
    state = fight("Ab", A=STRIKER, b=PARRYING)
    assert explain_attack(state, "A", "b", "through_cover").defence == "Parry 30"
    assert through_dr(state, "A", "b", "longsword") == 2
    outcome = apply(state, Action("attack_through_cover", "A", target="b"))
    assert outcome.of_kind("damage")[0].param("dr") == 2 + 2    # armour + shield
