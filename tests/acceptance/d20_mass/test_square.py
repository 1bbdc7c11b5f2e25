"""d20 mass combat, RULES.md 3.8: a miss that still hits the enemy's square suppresses it."""

from dataclasses import replace
from types import MappingProxyType

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.systems.d20_mass.square import square_dodge
from battlemap.engine.systems.d20_mass.suppression import penalty
from tests.engine.ascii_maps import battle

SWORD = {"template": "swordsmen", "count": 1, "at": [1, 0]}     # AB 4, longsword 1d8 + STR 2 (max 10)
#: Dodge 20: every attack of AB 4 misses (d20 + 4 > 30 never); Toughness 2.
ELUSIVE = {"template": "militia", "count": 1, "stats": {"dex_mod": 20}}


def fight(seed=0, options=None, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle("Ab", "d20-mass", tokens={"A": SWORD, "b": ELUSIVE, **tokens}, combat=combat, seed=seed)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def _attacks(seeds=range(40), **kwargs):
    for seed in seeds:
        outcome = apply(fight(seed=seed, **kwargs), Action("attack", "A", target="b"))
        yield outcome.of_kind("attack")[0], outcome


@pytest.mark.parametrize("size, dodge", [("gargantuan", -3), ("colossal", -11), ("medium", 5)],
                         ids=["default-gargantuan", "colossal", "medium"])
def test_the_square_is_an_immobile_object_dodge_5_plus_its_size(size, dodge):
    assert square_dodge(fight(options={"square_size": size})) == dodge


def test_a_miss_that_hits_the_square_suppresses_minus_1():
    seen = set()
    for attack, outcome in _attacks():
        assert attack.param("hit") is False
        natural = attack.param("natural")
        # The same roll against the square: d20 + 4 > -3 + 10, so a natural 4 or better.
        square = attack.param("square_hit")
        assert square == (natural + 4 > 7)
        assert attack.param("square_roll") == f"d20 ({natural}) + 4 > 7"
        assert penalty(outcome.state, outcome.state.token("b")) == attack.param("square_suppression") == int(square)
        # The log can say which square was hit, and the target's whole penalty after it.
        assert attack.param("square_at") == (1, 0) and attack.param("suppression_total") == int(square)
        seen.add(square)
    assert seen == {True, False}


def test_a_miss_on_the_square_needs_a_weapon_able_to_hurt():
    # Ogre Toughness 7: a shield bash (1d4 + STR 0, max 4) cannot hurt it.
    ogre = {"template": "ogre", "stats": {"dex_mod": 20}}
    bash = {**SWORD, "stats": {"str_mod": 0}, "readied": ["shield"]}
    for attack, outcome in _attacks(b=ogre, A=bash):
        assert penalty(outcome.state, outcome.state.token("b")) == 0
        assert attack.param("square_suppression") == 0


def test_only_hits_suppress_when_the_reading_is_never():
    for _, outcome in _attacks(options={"miss_suppresses": "never"}):
        assert outcome.of_kind("attack")[0].param("square_hit") is None
        assert penalty(outcome.state, outcome.state.token("b")) == 0


def test_the_volley_reading_lets_the_target_dodge_on_d20_plus_dodge_at_least_ab_plus_12():
    # Dodge 5 here: a miss is d20 + 4 <= 15; the square is dodged on d20 + 5 >= 16.
    target = {**ELUSIVE, "stats": {"dex_mod": 5}}
    seen = set()
    for attack, outcome in _attacks(range(60), options={"miss_suppresses": "volley"}, b=target):
        if attack.param("hit"):
            continue
        assert outcome.state.dice.position == 2       # the attack's die and the target's
        face = int(attack.param("square_roll").split("(")[1].split(")")[0])
        assert attack.param("square_hit") == (face + 5 < 16)
        assert attack.param("square_suppression") == int(face + 5 < 16)
        seen.add(attack.param("square_hit"))
    assert seen == {True, False}
