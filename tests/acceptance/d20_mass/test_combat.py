"""d20 mass combat, RULES.md 3.4-3.5 and 3.8: the roll, damage, conditions, suppression, volleys."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import WeaponState
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.combat import natural_d20, volley_count
from battlemap.engine.systems.d20_mass.damage import (
    Dice, condition_after, parse_dice, step_up, toughness, weapon_dice, will,
)
from battlemap.engine.systems.d20_mass.hit_damage import damage
from battlemap.engine.systems.d20_mass.suppression import penalty
from tests.engine.ascii_maps import battle

SWORD = {"template": "swordsmen", "at": [1, 0]}          # AB 4, STR +2, longsword 1d8
TARGET = {"template": "militia", "count": 1}            # Dodge 0, Toughness 2, no DR


def fight(text="Ab", seed=0, options=None, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle(text, "d20-mass", tokens={"A": SWORD, "b": TARGET, **tokens}, combat=combat, seed=seed)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def _natural_on(seed_range, want):
    """A seed whose first attack die shows the natural `want`."""
    for seed in seed_range:
        outcome = apply(fight(seed=seed), Action("attack", "A", target="b"))
        if outcome.of_kind("attack")[0].param("natural") == want:
            return outcome
    raise AssertionError(f"no natural {want} in {seed_range}")


def test_hit_when_d20_plus_ab_exceeds_defence_plus_10_a_tie_misses():
    e = explain_attack(fight(), "A", "b")
    # Militia Dodge 0 (level 1: 0, DEX 0), Parry 1: d20 + 4 > 11 hits on 8..20.
    assert (e.roll, e.defence, e.probability) == ("d20 + 4 > 11", "Parry 1", Fraction(13, 20))
    outcome = apply(fight(seed=3), Action("attack", "A", target="b"))
    attack = outcome.of_kind("attack")[0]
    assert attack.param("hit") == (attack.param("natural") + 4 > 11)
    assert attack.param("natural") == natural_d20(attack.param("faces")[0])


def test_a_natural_20_maximises_the_damage_dice():
    outcome = _natural_on(range(300), 20)
    hit = outcome.of_kind("damage")[0]
    # Longsword 1d8 maximised 8, + STR 2, no DR: 10 > Toughness 2 + size 2 = disabled.
    assert (hit.param("maximised"), hit.param("faces"), hit.param("damage")) == (True, (8,), 10)
    assert hit.param("condition") == "disabled"
    assert "disabled" in outcome.state.token("b").conditions


def test_other_hits_roll_the_damage_dice_and_add_strength():
    outcome = _natural_on(range(300), 15)
    hit = outcome.of_kind("damage")[0]
    assert hit.param("maximised") is False
    assert hit.param("damage") == sum(hit.param("faces")) + 2
    assert outcome.state.dice.position == 1


@pytest.mark.parametrize("dealt, condition", [(0, 0), (2, 0), (3, 1), (4, 1), (5, 2)],
                         ids=["none", "equal-toughness", "above", "equal-twice", "above-twice"])
def test_conditions_instead_of_hit_points(dealt, condition):
    # Medium CON +0: Toughness 2; disabled above 2 + the size's Toughness 2 again.
    state = fight()
    assert toughness(state, state.token("b")) == 2
    assert condition_after(state, state.token("b"), dealt) == condition


def test_a_large_unit_counts_its_toughness_size_twice():
    state = fight(b={"template": "ogre"})      # CON +3, Large +4: Toughness 7, disabled above 11
    ogre = state.token("b")
    assert [condition_after(state, ogre, d) for d in (7, 8, 11, 12)] == [0, 1, 1, 2]


@pytest.mark.parametrize("reading, after", [("none", 1), ("step", 2)])
def test_light_wounds_accumulate_only_by_option(reading, after):
    state = fight(options={"wounds_accumulate": reading}, b={**TARGET, "conditions": ["wounded"]})
    assert condition_after(state, state.token("b"), 3) == after


def test_wounded_is_minus_2_to_attacks_and_defences():
    state = fight(A={**SWORD, "conditions": ["wounded"]}, b={**TARGET, "conditions": ["wounded"]})
    e = explain_attack(state, "A", "b")
    assert {m.id: m.value for m in e.modifiers} == {"wounded": -2, "target_wounded": 2}


def test_damage_reduction_never_below_zero():
    state = fight(b={**TARGET, "stats": {"armor_dr": 20}})
    after, (event,) = damage(state, "A", "b", "longsword", "attack", maximise=True, extra_suppression=0)
    assert (event.param("dr"), event.param("damage"), event.param("condition")) == (20, 0, "healthy")


@pytest.mark.parametrize("weapon, dice", [("longsword", "1d8"), ("spear", "1d10"), ("club", "2d10")],
                         ids=["one-handed", "two-handed-steps-up", "2d8-two-handed"])
def test_two_handed_raises_the_damage_die_one_step(weapon, dice):
    state = fight()
    assert str(weapon_dice(_weapon(state, weapon))) == dice


def _weapon(state, weapon_id):
    entry = state.ruleset.weapons[weapon_id]
    return WeaponState(weapon_id, entry.kind, tuple(entry.reach), entry.range, dict(entry.fields))


def test_the_seed_example_horse_2d6_steps_up_to_2d8():
    assert step_up(parse_dice("2d6")) == Dice(2, 8)


def test_bows_add_no_strength():
    state = fight("A....b", A={"template": "archers", "stats": {"str_mod": 3}})
    _, (event,) = damage(state, "A", "b", "longbow", "attack", maximise=True, extra_suppression=0)
    assert (event.param("strength"), event.param("damage")) == (0, 8)


def test_will_is_half_level_plus_wis():
    state = fight(b={**TARGET, "stats": {"level": 5, "wis_mod": 2}})
    assert will(state.token("b")) == 4


# --- suppression --------------------------------------------------------------------------
def test_suppression_minus_1_per_hit_capped_at_2_per_unit_per_round():
    state = fight()
    for expected, added in ((1, 1), (2, 1), (2, 0)):
        state, (event,) = damage(state, "A", "b", "longsword", "attack", maximise=False, extra_suppression=0)
        assert penalty(state, state.token("b")) == expected
        # The event says the square hit, what this hit added and the target's whole penalty.
        assert (event.param("square_at"), event.param("suppression"), event.param("suppression_total")) == (
            state.grid.to_offset(state.token("b").cell), added, expected)
    e = explain_attack(state, "b", "A")
    assert {m.id: m.value for m in e.modifiers}["suppressed"] == -2


def test_covering_fire_adds_1_and_raises_the_cap_to_3():
    state = fight(A={**SWORD, "stats": {"covering_fire": True}})
    for expected in (2, 3, 3):
        state, _ = damage(state, "A", "b", "longsword", "attack", maximise=False, extra_suppression=0)
        assert penalty(state, state.token("b")) == expected


def test_suppression_needs_a_weapon_able_to_hurt():
    # Shield bash 1d4 max 4 + STR 0 is not above the ogre's Toughness 7.
    state = fight(A={**SWORD, "stats": {"str_mod": 0}}, b={"template": "ogre"})
    state, (event,) = damage(state, "A", "b", "shield", "attack", maximise=False, extra_suppression=0)
    assert event.param("suppression") == 0 and penalty(state, state.token("b")) == 0


def test_suppression_wears_off_after_the_next_round():
    state, _ = damage(fight(), "A", "b", "longsword", "attack", maximise=False, extra_suppression=0)
    for rounds_later, left in ((1, 1), (2, 0)):
        later = replace(state, combat=replace(state.combat, round=1 + rounds_later))
        assert penalty(later, later.token("b")) == left


# --- volleys ------------------------------------------------------------------------------
ARCHERS = {"template": "archers", "count": 25}


@pytest.mark.parametrize("reading, volleys", [("drop", 2), ("round_up", 3)])
def test_every_10_projectiles_is_a_volley(reading, volleys):
    state = fight("A....b", options={"volley_remainder": reading}, A=ARCHERS)
    archer = state.token("A")
    assert volley_count(state, archer, archer.weapons[0]) == volleys


def test_a_volley_is_dodged_on_d20_plus_dodge_at_least_ab_plus_12():
    state = fight("A....b", A={**ARCHERS, "state": {"aiming": "b"}})
    e = explain_attack(state, "A", "b", "volley")
    # Archers AB 4; militia Dodge 0: dodged on d20 >= 16, 5 of 20; hit 15/20.
    assert (e.roll, e.probability) == ("d20 + 0 >= 16 dodges", Fraction(15, 20))


def test_a_volley_rolls_one_die_per_volley_and_damages_per_hit():
    state = fight("A....b", seed=5, A={**ARCHERS, "state": {"aiming": "b"}})
    outcome = apply(state, Action("volley", "A", target="b"))
    attack = outcome.of_kind("attack")[0]
    assert attack.param("volleys") == 2 and len(attack.param("faces")) == 2
    assert attack.param("hits") == sum(1 for f in attack.param("faces") if f <= 15)
    assert len(outcome.of_kind("damage")) == attack.param("hits")
    assert outcome.state.dice.position == 2
    # Which square the volleys fell on, for the log.
    assert attack.param("square_at") == (5, 0)


# --- grapple and escape ----------------------------------------------------------------------
def test_grapple_is_minus_4_and_a_hit_holds_the_target():
    state = fight()
    e = explain_attack(state, "A", "b", "grapple")
    # Against Dodge, never Parry: 10 swordsmen + 1 militiaman in the square is loose, Dodge -2.
    assert {m.id: m.value for m in e.modifiers} == {"grapple": -4, "crowd_dodge": 2}
    assert e.defence == "Dodge -2"
    for seed in range(50):
        outcome = apply(fight(seed=seed), Action("grapple", "A", target="b"))
        if outcome.of_kind("attack")[0].param("hit"):
            break
    held = outcome.state
    assert "grappled" in held.token("b").conditions and held.token("A").tactical.grappling == "b"
    assert "requires_can_move" in [r.code for r in check(held, Action("move", "b", path=(held.grid.from_offset(0, 0),)))]
    # Grappled: -2 AB except against the grappler.
    assert "grappled" not in {m.id for m in explain_attack(held, "b", "A").modifiers}


def test_grapple_only_a_target_at_most_one_size_larger():
    state = fight(A={**SWORD, "size": "small"}, b={**TARGET, "size": "huge"})
    assert [r.code for r in explain_attack(state, "A", "b", "grapple").reasons] == ["target_too_large"]


def test_escape_uses_the_better_of_acrobatics_vs_dodge_and_athletics_vs_toughness():
    state = fight(A={**SWORD, "conditions": ["grappled"], "stats": {"acrobatics": 1, "athletics": 6}})
    e = explain_attack(state, "A", "b", "escape")
    # Athletics 6 vs militia Toughness 2 + 10: 14/20; Acrobatics 1 vs Dodge 0 + 10: 11/20.
    assert (e.roll, e.probability) == ("Athletics d20 + 6 > 12", Fraction(14, 20))


def test_fewer_than_10_projectiles_make_no_volley():
    state = fight("A....b", A={"template": "crossbowmen", "count": 8})
    assert [r.code for r in explain_attack(state, "A", "b", "volley").reasons] == ["too_few_for_volley"]
    assert "too_few_for_volley" in [r.code for r in check(state, Action("volley", "A", target="b"))]


# --- shooting through shields and cover, striking around armour ------------------------------
SHOOTER = {"template": "archers", "stats": {"ranged_attack": 4}, "state": {"aiming": "b"}}
SHIELDED = {"template": "spearmen", "count": 1}     # shield +2, armour DR 2, level 2 (Dodge 1 - ACP 1)


def test_the_default_goes_around_the_shield_and_cover():
    state = fight("A...+b", A=SHOOTER, b=SHIELDED)
    e = explain_attack(state, "A", "b")
    assert {m.id: m.value for m in e.modifiers} == {"shield": -2, "cover_partial": -4, "defence_cap": 2}


def test_shooting_through_shield_and_cover_turns_them_into_damage_reduction():
    state = fight("A...+b", A=SHOOTER, b=SHIELDED)
    e = explain_attack(state, "A", "b", "through_cover")
    assert {m.id: m.value for m in e.modifiers} == {"through_cover": 0}
    assert e.defence == "Dodge 1"
    for seed in range(40):
        outcome = apply(fight("A...+b", seed=seed, A=SHOOTER, b=SHIELDED),
                        Action("attack_through_cover", "A", target="b"))
        if outcome.of_kind("damage"):
            assert outcome.of_kind("damage")[0].param("dr") == 2 + 2 + 4   # armour + shield + cover
            return
    raise AssertionError("no hit")


def test_around_armour_adds_dodge_twice_the_dr_and_ignores_the_dr():
    state = fight("A....b", A=SHOOTER, b=SHIELDED)
    e = explain_attack(state, "A", "b", "around_armour")
    assert {m.id: m.value for m in e.modifiers}["around_armour"] == -4
    for seed in range(40):
        outcome = apply(fight("A....b", seed=seed, A=SHOOTER, b=SHIELDED),
                        Action("attack_around_armour", "A", target="b"))
        if outcome.of_kind("damage"):
            assert outcome.of_kind("damage")[0].param("dr") == 0
            return
    raise AssertionError("no hit")


# --- objects ---------------------------------------------------------------------------------
@pytest.mark.parametrize("kind, size, dodge", [("immobile", "medium", 5), ("mobile", "medium", 10),
                                               ("immobile", "large", 3)])
def test_an_object_has_dodge_5_or_10_plus_its_size(kind, size, dodge):
    state = fight("A....b", A=SHOOTER, b={"stats": {"object": kind}, "size": size, "weapons": [], "readied": [],
                                         "count": 1})
    assert explain_attack(state, "A", "b").defence == f"Dodge {dodge}"


@pytest.mark.parametrize("dealt, level", [(1, 0), (2, 1), (3, 1), (4, 2)])
def test_an_object_loses_a_step_at_its_toughness_and_is_disabled_at_twice(dealt, level):
    state = fight(b={"stats": {"object": "immobile"}, "weapons": [], "readied": []})   # Toughness 2
    assert condition_after(state, state.token("b"), dealt) == level
