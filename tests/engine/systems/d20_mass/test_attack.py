"""d20 mass combat: d20 + AB > defence + 10, with cover, posture, shield cap, crowd, rough shots."""

import re
from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import toughness as toughness_of
from tests.engine.ascii_maps import battle

ARCHER = {"stats": {"ranged_attack": 5, "attack": 1}, "weapons": ["longbow"], "readied": ["longbow"]}
TARGET = {"stats": {"level": 6, "dex_mod": 0, "attack": 2}, "count": 1,
          "weapons": ["spear"], "readied": ["spear"]}


def _fight(text, archer=None, target=None, **extra):
    tokens = {"A": {**ARCHER, **(archer or {})}, "b": {**TARGET, **(target or {})}}
    return battle(text, "d20-mass", tokens=tokens, **extra)


def _ids(explanation):
    return {m.id: m.value for m in explanation.modifiers}


def test_ab_5_against_dodge_3_with_partial_cover():
    state = _fight("A...+b", archer={"state": {"aiming": "b"}})
    e = explain_attack(state, "A", "b")
    assert e.roll == "d20 + 5 > 17"
    assert e.defence == "Dodge 7"
    assert e.probability == Fraction(8, 20)
    assert _ids(e) == {"cover_partial": -4}
    assert e.line_of_fire.cover == "partial"


@pytest.mark.parametrize(
    "archer, action, roll, chance",
    [({}, None, "d20 + 3 > 13", Fraction(10, 20)),
     ({}, "aimed_attack", "d20 + 5 > 13", Fraction(12, 20)),
     ({"state": {"aiming": "b"}}, None, "d20 + 5 > 13", Fraction(12, 20))],
    ids=["rough-shot", "aimed-action", "aiming-state"],
)
def test_a_shot_outside_the_own_square_is_rough_unless_aimed(archer, action, roll, chance):
    e = explain_attack(_fight("A....b", archer=archer), "A", "b", action)
    assert e.roll == roll
    assert e.probability == chance
    assert ("rough_shot" in _ids(e)) == (roll == "d20 + 3 > 13")


def test_point_blank_in_the_same_square_has_no_rough_shot_and_no_cover():
    state = _fight("Ab+", target={"at": [0, 0]})
    e = explain_attack(state, "A", "b")
    assert e.range.band == "point_blank"
    assert e.roll == "d20 + 5 > 13"
    assert _ids(e) == {}


def test_shield_cover_and_prone_are_capped_at_plus_4():
    state = _fight("A...+b", archer={"state": {"aiming": "b"}},
                   target={"posture": "prone", "stats": {**TARGET["stats"], "shield": 2}})
    e = explain_attack(state, "A", "b")
    assert _ids(e) == {"shield": -2, "cover_partial": -4, "prone": -4, "defence_cap": 6}
    assert e.roll == "d20 + 5 > 17"


def test_a_crowded_square_lowers_dodge():
    e = explain_attack(_fight("A....b", archer={"state": {"aiming": "b"}}, target={"count": 13}), "A", "b")
    assert _ids(e) == {"crowd_dodge": 4}
    assert e.roll == "d20 + 5 > 9"


def test_melee_uses_the_better_of_dodge_and_parry_with_the_crowd_parry_bonus():
    swordsman = {"stats": {"attack": 4}, "weapons": ["longsword"], "readied": ["longsword"]}
    target = {"count": 13, "stats": {"level": 2, "attack": 6}}
    state = _fight("Ab", archer=swordsman, target={**target, "at": [0, 0]})
    e = explain_attack(state, "A", "b")
    # Dodge 1 - 4 (dense) = -3; Parry 6 + 2 (dense) = 8.
    assert e.defence == "Parry 8"
    assert e.roll == "d20 + 4 > 18"
    assert e.probability == Fraction(6, 20)
    assert _ids(e) == {"crowd_parry": -2}


def test_full_cover_cannot_be_targeted():
    e = explain_attack(_fight("#..\nA#b\n#.."), "A", "b")
    assert e.probability == 0
    assert [r.code for r in e.reasons] == ["no_line_of_fire"]


@pytest.mark.parametrize(
    "action, value, roll",
    [("charge", 2, "d20 + 6 > 13"), ("fight_defensively", -4, "d20 + 0 > 13"),
     ("bull_rush", -2, "d20 + 2 > 13")],
    ids=["charge", "fight-defensively", "bull-rush"],
)
def test_melee_actions(action, value, roll):
    swordsman = {"stats": {"attack": 4}, "weapons": ["longsword"], "readied": ["longsword"]}
    state = _fight("Ab", archer=swordsman, target={"at": [0, 0]})
    e = explain_attack(state, "A", "b", action)
    assert _ids(e)[action] == value
    assert e.roll == roll


def test_wounds_lower_attack_and_defences():
    state = _fight("A....b", archer={"conditions": ["wounded"], "state": {"aiming": "b"}},
                   target={"conditions": ["light_wound"]})
    e = explain_attack(state, "A", "b")
    assert _ids(e) == {"wounded": -2, "target_wounded": 2}
    assert e.roll == "d20 + 3 > 11"


@settings(max_examples=40, deadline=None)
@given(
    ab=st.integers(-5, 25), level=st.integers(0, 20), dex=st.integers(-3, 5),
    count=st.integers(1, 20), prone=st.booleans(), low_wall=st.booleans(), aimed=st.booleans(),
)
def test_the_chance_is_exactly_the_roll_it_shows(ab, level, dex, count, prone, low_wall, aimed):
    state = _fight(
        "A...+b" if low_wall else "A....b",
        archer={"stats": {"ranged_attack": ab}, **({"state": {"aiming": "b"}} if aimed else {})},
        target={"stats": {"level": level, "dex_mod": dex}, "count": count,
                "posture": "prone" if prone else "standing"},
    )
    e = explain_attack(state, "A", "b")
    bonus, sign, target = re.fullmatch(r"d20 ([+-]) (\d+) > (-?\d+)", e.roll).group(2, 1, 3)
    bonus = int(bonus) if sign == "+" else -int(bonus)
    assert e.probability == Fraction(sum(1 for d in range(1, 21) if d + bonus > int(target)), 20)
    assert e.probability == e.distribution.at_least(1)
    assert bonus == ab + sum(m.value for m in e.modifiers if m.id == "rough_shot")


# --- size table, Toughness, multiple attacks, point-blank, charge, bull rush -----------------
SIZES = [("colossal", -16, 10), ("gargantuan", -8, 8), ("huge", -4, 6), ("large", -2, 4),
         ("medium", 0, 2), ("small", 2, 1), ("tiny", 4, 0), ("diminutive", 8, 0), ("fine", 16, 0)]


@pytest.mark.parametrize("size, dodge, toughness", SIZES, ids=[s[0] for s in SIZES])
def test_size_table_dodge_and_toughness(size, dodge, toughness):
    state = _fight("A....b", archer={"state": {"aiming": "b"}},
                   target={"size": size, "stats": {"level": 0}, "readied": []})
    state = replace(state, options=MappingProxyType({**state.options, "crowd_modifiers": False}))
    assert explain_attack(state, "A", "b").defence == f"Dodge {dodge}"
    assert toughness_of(state, state.token("b")) == toughness


SWORDSMAN = {"stats": {"attack": 4, "str_mod": 1, "dex_mod": 0}, "weapons": ["longsword", "shortsword"],
             "readied": ["longsword"]}


@pytest.mark.parametrize("action, value", [("double_attack", -2), ("triple_attack", -4)])
def test_each_extra_attack_is_minus_2_to_all_attacks_and_parry_ignores_it(action, value):
    state = _fight("Ab", archer=SWORDSMAN, target={"at": [0, 0], "stats": {"level": 0, "attack": 9}})
    e = explain_attack(state, "A", "b", action)
    assert _ids(e) == {action: value}
    assert e.defence == "Parry 9"


@pytest.mark.parametrize("weapons, mastery, value", [
    (("longsword", "shortsword"), False, -4), (("longsword", "shortsword"), True, -2),
    (("shortsword", "shortsword"), False, -2), (("shortsword", "shortsword"), True, 0),
], ids=["two-weapons", "mastery", "two-light", "two-light-mastery"])
def test_two_weapons(weapons, mastery, value):
    state = _fight("Ab", archer={**SWORDSMAN, "stats": {"attack": 4, "two_weapon_mastery": mastery}},
                   target={"at": [0, 0]})
    token = state.token("A")
    held = tuple(replace(next(w for w in token.weapons if w.id == kind), id=f"{kind}-{i}")
                 for i, kind in enumerate(weapons))
    token = replace(token, weapons=held, readied=frozenset(w.id for w in held))
    state = with_token(state, token)
    e = explain_attack(state, "A", "b", f"two_weapon_attack:{held[0].id}")
    assert _ids(e) == {"two_weapons": value}


def test_point_blank_shots_may_use_str_instead_of_dex():
    state = _fight("Ab", archer={"stats": {"ranged_attack": 5, "str_mod": 3, "dex_mod": 1}},
                   target={"at": [0, 0]})
    e = explain_attack(state, "A", "b")
    assert _ids(e) == {"point_blank_str": 2}
    assert e.roll == "d20 + 7 > 13"


def test_a_charging_target_has_dodge_minus_2_but_parry_unchanged():
    state = _fight("A....b", archer={"state": {"aiming": "b"}},
                   target={"conditions": ["charging"], "stats": {"level": 6}})
    assert _ids(explain_attack(state, "A", "b")) == {"target_charging": 2}
    melee = _fight("Ab", archer=SWORDSMAN, target={"at": [0, 0], "conditions": ["charging"],
                                                   "stats": {"level": 0, "attack": 9}})
    assert explain_attack(melee, "A", "b").defence == "Parry 9"


@pytest.mark.parametrize("size, defence", [("medium", "Dodge 3"), ("large", "Parry 9")])
def test_a_bull_rush_is_parried_only_by_a_larger_target(size, defence):
    state = _fight("Ab", archer=SWORDSMAN, target={"at": [0, 0], "size": size,
                                                   "stats": {"level": 6, "attack": 9}})
    assert explain_attack(state, "A", "b", "bull_rush").defence == defence


@pytest.mark.parametrize("opposed, roll, chance", [
    (False, "d20 + 3 > 13", Fraction(10, 20)), (True, "d20 + 3 > d20 + 3", Fraction(19, 40)),
], ids=["defender-takes-10", "defender-rolls"])
def test_simplified_rule_by_default_opposed_roll_as_an_option(opposed, roll, chance):
    state = _fight("A....b")
    state = replace(state, options=MappingProxyType({**state.options, "opposed_defence_roll": opposed}))
    e = explain_attack(state, "A", "b")
    assert (e.roll, e.probability) == (roll, chance)
    assert e.probability == e.distribution.at_least(1)


# --- shotgun, strafe, burst: an AB bonus that does not apply in the own square ------------------
REPEATER = {"weapons": ["repeating_crossbow"], "readied": ["repeating_crossbow"], "state": {"aiming": "b"}}


@pytest.mark.parametrize("text, target, roll, bonus", [
    ("A....b", None, "d20 + 7 > 13", {"weapon_ab_bonus": 2}),
    ("Ab", {"at": [0, 0]}, "d20 + 5 > 13", {}),
], ids=["outside-the-square", "same-square"])
def test_a_weapons_ab_bonus_counts_only_outside_the_own_square(text, target, roll, bonus):
    e = explain_attack(_fight(text, archer=REPEATER, target=target), "A", "b")
    assert e.roll == roll and _ids(e) == bonus


@pytest.mark.parametrize("same_square, penalty", [(False, 2), (True, 1)], ids=["outside", "same-square"])
def test_each_ab_plus_2_adds_1_to_suppression_except_in_the_own_square(same_square, penalty):
    from battlemap.engine.systems.d20_mass.suppression import hit_penalty

    state = _fight("A....b", archer=REPEATER)
    weapon = state.token("A").weapons[0]
    assert hit_penalty(state.token("A"), weapon, same_square=same_square) == penalty


@pytest.mark.parametrize("stats, conditions, roll", [
    ({"level": 4, "str_mod": 2, "dex_mod": 0}, [], "Athletics d20 + 4 > 12"),
    ({"level": 4, "str_mod": 2, "dex_mod": 0, "acp": 3}, [], "Athletics d20 + 1 > 12"),
    ({"level": 4, "str_mod": 2, "dex_mod": 0}, ["wounded"], "Athletics d20 + 2 > 12"),
], ids=["plain", "armour-check-penalty", "wounded"])
def test_escape_skills_lose_the_armour_check_penalty_and_2_when_wounded(stats, conditions, roll):
    # Athletics = level/2 + STR - ACP (-2 wounded) against the holder's Toughness 2 + 10.
    state = _fight("Ab", archer={"stats": stats, "conditions": ["grappled", *conditions]},
                   target={"at": [0, 0], "stats": {"level": 6, "con_mod": 0}, "state": {"grappling": "A"}})
    assert explain_attack(state, "A", "b", "escape").roll == roll
