"""Year Zero d6 pool odds, against RULES.md 2.4 and 2.7."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.systems.yze.odds import (
    ammo_dice_allowed, apply_pool_modifier, opposed_pool, pool_push_success, pool_success,
    pool_success_distribution,
)

# RULES.md 2.4: P(at least one six | N dice), percent.
TABLE_2_4 = [(1, 16.67), (2, 30.56), (3, 42.13), (4, 51.77), (5, 59.81),
             (6, 66.51), (7, 72.09), (8, 76.74), (9, 80.62), (10, 83.85)]  # fmt: skip


@pytest.mark.parametrize(("n", "percent"), TABLE_2_4, ids=[f"{n}dice" for n, _ in TABLE_2_4])
def test_pool_success_table(n, percent):
    assert pool_success(n) == 1 - Fraction(5, 6) ** n
    assert round(float(pool_success(n)) * 100, 2) == percent


@pytest.mark.parametrize("n", [0, -1], ids=["no-dice", "negative"])
def test_empty_pool_has_no_chance(n):
    assert pool_success(n) == 0
    assert pool_success_distribution(n).items() == ((0, Fraction(1)),)


def test_two_dice_distribution():
    assert pool_success_distribution(2).items() == (
        (0, Fraction(25, 36)),
        (1, Fraction(10, 36)),
        (2, Fraction(1, 36)),
    )


@pytest.mark.parametrize("n", range(1, 13), ids=lambda n: f"{n}dice")
def test_pool_distribution_is_binomial(n):
    dist = pool_success_distribution(n)
    assert sum(p for _, p in dist.items()) == 1
    assert dist.mean() == Fraction(n, 6)
    assert dist.at_least(1) == pool_success(n)


@pytest.mark.parametrize(
    ("attack", "parry", "expected"),
    [
        pytest.param(4, 2, Fraction(9253, 23328), id="rules-2.4-example"),
        pytest.param(3, 0, 1 - Fraction(5, 6) ** 3, id="no-parry-is-plain-pool"),
        pytest.param(0, 2, Fraction(0), id="no-attack-dice"),
        pytest.param(1, 1, Fraction(5, 36), id="one-vs-one"),
    ],
)
def test_opposed_pool(attack, parry, expected):
    assert opposed_pool(attack, parry) == expected


def test_rules_example_percent():
    assert round(float(opposed_pool(4, 2)) * 100, 2) == 39.66


@pytest.mark.parametrize(
    ("dice", "locked", "expected"),
    [
        pytest.param(5, True, 1 - Fraction(13, 18) ** 5, id="five-locked"),
        pytest.param(1, True, Fraction(5, 18), id="one-locked"),
        pytest.param(1, False, Fraction(11, 36), id="one-unlocked"),
        pytest.param(5, False, 1 - Fraction(25, 36) ** 5, id="five-unlocked"),
        pytest.param(0, True, Fraction(0), id="no-dice"),
    ],
)
def test_push_success(dice, locked, expected):
    assert pool_push_success(dice, locked_on_ones=locked) == expected


def test_push_five_dice_is_80_35_percent():
    assert round(float(pool_push_success(5)) * 100, 2) == 80.35


def test_push_with_free_skill_dice():
    # 3 attribute/gear dice lock on ones, 2 skill dice do not (RULES.md 2.9 reading).
    expected = 1 - Fraction(13, 18) ** 3 * Fraction(25, 36) ** 2
    assert pool_push_success(3, free_dice=2) == expected
    assert pool_push_success(0, free_dice=5) == pool_push_success(5, locked_on_ones=False)


@pytest.mark.parametrize(
    ("pool", "modifier", "expected"),
    [
        pytest.param((3, 2, 1), 0, (3, 2, 1), id="no-change"),
        pytest.param((3, 2, 1), 2, (3, 4, 1), id="bonus-to-skill"),
        pytest.param((3, 2, 1), -1, (3, 1, 1), id="skill-first"),
        pytest.param((3, 2, 1), -3, (3, 0, 0), id="then-gear"),
        pytest.param((3, 2, 1), -4, (2, 0, 0), id="then-attribute"),
        pytest.param((3, 2, 1), -10, (0, 0, 0), id="never-below-zero"),
        pytest.param((3, 0, 2), -1, (3, 0, 1), id="no-skill-takes-gear"),
    ],
)
def test_apply_pool_modifier(pool, modifier, expected):
    assert apply_pool_modifier(*pool, modifier) == expected


def test_apply_pool_modifier_refuses_negative_dice():
    with pytest.raises(ValueError):
        apply_pool_modifier(2, -1, 0, 1)


@pytest.mark.parametrize(
    ("rof", "rounds", "allowed"),
    [
        pytest.param(2, 5, 2, id="pistol-full-mag"),
        pytest.param(6, 3, 2, id="auto-low-mag"),
        pytest.param(6, 1, 0, id="last-round"),
        pytest.param(6, 0, 0, id="empty"),
        pytest.param(0, 10, 0, id="no-rof"),
    ],
)
def test_ammo_dice_allowed(rof, rounds, allowed):
    assert ammo_dice_allowed(rof, rounds) == allowed


@settings(max_examples=40, deadline=None)
@given(attack=st.integers(0, 8), parry=st.integers(0, 8))
def test_opposed_is_monotonic(attack, parry):
    p = opposed_pool(attack, parry)
    assert 0 <= p <= pool_success(attack)
    assert p <= opposed_pool(attack + 1, parry)
    assert p >= opposed_pool(attack, parry + 1)


@settings(max_examples=40, deadline=None)
@given(n=st.integers(0, 20))
def test_pushing_only_helps(n):
    assert pool_success(n) <= pool_push_success(n) <= pool_push_success(n, locked_on_ones=False)
    assert pool_success(n) <= pool_success(n + 1)


@settings(max_examples=60, deadline=None)
@given(
    attribute=st.integers(0, 6), skill=st.integers(0, 6), gear=st.integers(0, 4), modifier=st.integers(-20, 6)
)
def test_modifier_changes_the_pool_by_its_value_until_empty(attribute, skill, gear, modifier):
    after = apply_pool_modifier(attribute, skill, gear, modifier)
    assert min(after) >= 0
    assert sum(after) == max(0, attribute + skill + gear + modifier)
