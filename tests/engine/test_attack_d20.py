"""d20 mass combat: d20 + AB > defence + 10, with cover, posture, shield cap, crowd, rough shots."""

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.engine.explain import explain_attack
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
