"""d20 mass combat, RULES.md 3.8: grapple and bull rush are unarmed; every template has its fists."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.damage import rush_dice
from tests.engine.ascii_maps import battle

RULESET = bundled_ruleset("d20-mass")
#: A militia unit that has put its spear away: nothing in hand but its fists.
EMPTY_HANDED = {"template": "militia", "count": 1, "readied": ["unarmed"], "stats": {"speed": 3}}
IN_SQUARE = {**EMPTY_HANDED, "at": [1, 0]}


def fight(text="Ab", seed=0, **tokens):
    """A beside b's square, or in it (`A=IN_SQUARE`); one man each, so no crowd."""
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle(text, "d20-mass", tokens={"A": EMPTY_HANDED, "b": {"template": "militia", "count": 1}, **tokens},
                  combat=combat, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("template", sorted(RULESET.templates))
def test_every_template_carries_its_fists_ready(template):
    entry = RULESET.templates[template]
    assert "unarmed" in entry.weapons and "unarmed" in entry.readied
    fists = RULESET.weapons["unarmed"]
    assert (fists.kind, list(fists.reach), fists.fields["damage"], fists.fields["natural"]) == (
        "melee", [0], "1d3", True)


def test_an_unarmed_unit_can_grapple():
    state = fight(A=IN_SQUARE)
    assert codes(check(state, Action("grapple", "A", target="b"))) == []
    e = explain_attack(state, "A", "b", "grapple")
    # Militia AB 1 - 4 against Dodge 0 (a grapple is never parried): d20 - 3 > 10 on 14..20.
    assert (e.weapon, e.roll, e.defence, e.probability) == ("unarmed", "d20 - 3 > 10", "Dodge 0", Fraction(7, 20))
    for seed in range(60):
        outcome = apply(fight(seed=seed, A=IN_SQUARE), Action("grapple", "A", target="b"))
        attack = outcome.of_kind("attack")[0]
        assert attack.param("weapon") == "unarmed"
        if attack.param("hit"):
            assert "grappled" in outcome.state.token("b").conditions
            return
    raise AssertionError("no grapple hit")


def test_an_armed_unit_grapples_with_its_fists_not_its_weapon():
    state = fight(A={"template": "swordsmen", "count": 1, "at": [1, 0]})
    outcome = apply(state, Action("grapple", "A", target="b"))
    assert outcome.of_kind("attack")[0].param("weapon") == "unarmed"


def test_an_archer_grapples_in_melee_not_as_a_shot():
    state = fight(A={"template": "archers", "count": 1, "at": [1, 0], "stats": {"str_mod": 3}})
    e = explain_attack(state, "A", "b", "grapple")
    # Melee AB 1 - 4, no point-blank STR term (that is a shot's), against Dodge 0 (not Parry 1).
    assert {m.id: m.value for m in e.modifiers} == {"grapple": -4}
    assert (e.weapon, e.roll, e.defence) == ("unarmed", "d20 - 3 > 10", "Dodge 0")


@pytest.mark.parametrize("readied", [["longbow", "unarmed"], ["spear", "javelin", "unarmed"],
                                     ["spear", "longbow", "unarmed"]],
                         ids=["bow", "spear-and-javelin", "spear-and-bow"])
def test_a_grapple_is_unarmed_melee_in_natural_reach_against_dodge_whatever_weapon_is_ready(readied):
    """擒抱: the target "must be within your natural melee reach (weapon reach does not count)";
    "unarmed melee attack against Dodge, at -4". Check, odds, explanation and roll all take the fists."""
    armed = {"template": "militia", "count": 1, "weapons": ["spear", "javelin", "longbow", "unarmed"],
             "readied": readied}
    # The foe a square off: the bow or the javelin reaches it, the fists do not.
    beside = fight(A=armed)
    grapple = Action("grapple", "A", target="b")
    assert codes(check(beside, grapple)) == ["out_of_range"]
    e = explain_attack(beside, "A", "b", "grapple")
    assert (e.weapon, e.probability, [r.param("weapon") for r in e.reasons]) == ("unarmed", 0, ["unarmed"])
    # In its square: the fists, against Dodge 0 even though Parry 9 is better.
    state = fight(A={**armed, "at": [1, 0]}, b={"template": "militia", "count": 1, "stats": {"attack": 9}})
    assert codes(check(state, grapple)) == []
    e = explain_attack(state, "A", "b", "grapple")
    assert (e.weapon, e.roll, e.defence, e.probability) == ("unarmed", "d20 - 3 > 10", "Dodge 0", Fraction(7, 20))
    for seed in range(5):
        attack = apply(fight(seed=seed, A={**armed, "at": [1, 0]}), grapple).of_kind("attack")[0]
        assert (attack.param("weapon"), attack.param("roll"), attack.param("system_roll"), attack.param("defence"),
                attack.param("probability")) == ("unarmed", "1d20 <= 7", "d20 - 3 > 10", "Dodge 0", Fraction(7, 20))
    # The bull rush is unarmed too: its explanation names the fists, not the weapon in hand.
    assert explain_attack(state, "A", "b", "bull_rush").weapon == "unarmed"


def test_an_unarmed_unit_can_bull_rush():
    state = fight("A..b", b={"readied": []})
    path = tuple(state.grid.from_offset(c, 0) for c in (1, 2, 3))
    rush = Action("bull_rush", "A", target="b", path=path)
    assert codes(check(state, rush)) == []
    for seed in range(80):
        outcome = apply(_reseeded(state, seed), rush)
        attack = outcome.of_kind("attack")[0]
        assert attack.param("weapon") == "unarmed"
        if attack.param("hit"):
            # A medium rusher: a medium weapon's 1d8, one step up for the full effort.
            assert outcome.of_kind("damage")[0].param("dice") == "1d10"
            return
    raise AssertionError("no bull rush hit")


def _reseeded(state, seed):
    return replace(state, dice=fight(seed=seed).dice)


@pytest.mark.parametrize("size, dice", [("small", "1d8"), ("medium", "1d10"), ("large", "2d8"), ("huge", "3d8")],
                         ids=["small", "medium", "large-the-seed-horse", "huge"])
def test_bull_rush_damage_is_a_weapon_of_own_size_one_step_up(size, dice):
    assert str(rush_dice(size)) == dice


def test_disarm_and_drop_never_take_the_fists():
    state = fight(A=IN_SQUARE)
    assert codes(check(state, Action("drop_item", "A"))) == ["natural_weapon"]
    armed = fight(A={"template": "militia", "count": 1, "at": [1, 0]})
    assert codes(check(armed, Action("drop_item", "A"))) == []
    assert apply(armed, Action("drop_item", "A")).state.token("A").readied == frozenset({"unarmed"})
