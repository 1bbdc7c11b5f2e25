"""GURPS 3d6 roll-under odds, against RULES.md 1.7."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.systems.gurps4e.odds import (
    dist_3d6, gurps_critical_failure, gurps_critical_success, gurps_hit, gurps_margin_distribution,
    gurps_success,
)

# RULES.md 1.7: cumulative 3d6, P[3d6 <= n] as ways out of 216 and percent.
TABLE_1_7 = [
    (3, 1, 0.46), (4, 4, 1.85), (5, 10, 4.63), (6, 20, 9.26), (7, 35, 16.20), (8, 56, 25.93),
    (9, 81, 37.50), (10, 108, 50.00), (11, 135, 62.50), (12, 160, 74.07), (13, 181, 83.80),
    (14, 196, 90.74), (15, 206, 95.37), (16, 212, 98.15), (17, 215, 99.54), (18, 216, 100.0),
]  # fmt: skip


@pytest.mark.parametrize(("n", "ways", "percent"), TABLE_1_7, ids=[f"n{row[0]}" for row in TABLE_1_7])
def test_cumulative_3d6_table(n, ways, percent):
    assert dist_3d6().at_most(n) == Fraction(ways, 216)
    assert round(float(dist_3d6().at_most(n)) * 100, 2) == percent


def test_3d6_sums_to_one_over_3_to_18():
    assert dist_3d6().outcomes() == tuple(range(3, 19))
    assert sum(p for _, p in dist_3d6().items()) == 1
    assert dist_3d6()[10] == Fraction(27, 216)


@pytest.mark.parametrize(
    ("skill", "ways"),
    [
        pytest.param(2, 0, id="below-3-cannot-attempt"),
        pytest.param(3, 4, id="skill3-auto-3-4"),
        pytest.param(4, 4, id="skill4"),
        pytest.param(10, 108, id="skill10-half"),
        pytest.param(12, 160, id="skill12"),
        pytest.param(16, 212, id="skill16"),
        pytest.param(17, 212, id="skill17-17-always-fails"),
        pytest.param(25, 212, id="never-above-98.15"),
    ],
)
def test_success_with_automatic_rules(skill, ways):
    assert gurps_success(skill) == Fraction(ways, 216)


@pytest.mark.parametrize(
    ("skill", "ways"),
    [
        pytest.param(-4, 4, id="defence-minus4"),
        pytest.param(2, 4, id="defence-2"),
        pytest.param(9, 81, id="defence-9"),
    ],
)
def test_defence_rolls_below_3_still_succeed_on_3_4(skill, ways):
    assert gurps_success(skill, defence=True) == Fraction(ways, 216)


@pytest.mark.parametrize(
    ("skill", "ways"),
    [
        pytest.param(2, 0, id="cannot-attempt"),
        pytest.param(10, 4, id="3-4"),
        pytest.param(14, 4, id="skill14"),
        pytest.param(15, 10, id="skill15-adds-5"),
        pytest.param(16, 20, id="skill16-adds-6"),
        pytest.param(20, 20, id="skill20"),
    ],
)
def test_critical_success(skill, ways):
    assert gurps_critical_success(skill) == Fraction(ways, 216)


@pytest.mark.parametrize(
    ("skill", "ways"),
    [
        pytest.param(2, 0, id="cannot-attempt"),
        pytest.param(3, 56, id="skill3-13-or-more"),
        pytest.param(6, 10, id="skill6-16-or-more"),
        pytest.param(7, 4, id="skill7-17-18"),
        pytest.param(15, 4, id="skill15-17-18"),
        pytest.param(16, 1, id="skill16-only-18"),
    ],
)
def test_critical_failure(skill, ways):
    assert gurps_critical_failure(skill) == Fraction(ways, 216)


def test_critical_failure_of_a_low_defence():
    # A defence at 0 is rolled; 10 or more is then a critical failure.
    assert gurps_critical_failure(0, defence=True) == Fraction(135, 216)


@pytest.mark.parametrize(
    ("attack", "defence", "expected"),
    [
        pytest.param(12, None, Fraction(160, 216), id="no-defence-is-attack"),
        pytest.param(12, 10, Fraction(82, 216), id="12-vs-10"),
        pytest.param(16, 10, Fraction(29, 54), id="16-vs-10-crits-bypass"),
        pytest.param(15, 12, Fraction(821, 2916), id="15-vs-12"),
        pytest.param(10, 0, Fraction(358, 729), id="defence-0-saves-on-3-4"),
        pytest.param(2, 10, Fraction(0), id="attack-below-3"),
        pytest.param(12, 30, Fraction(31, 972), id="huge-defence-still-fails-17-18"),
    ],
)
def test_hit(attack, defence, expected):
    assert gurps_hit(attack, defence) == expected


@pytest.mark.parametrize("skill", range(5, 17), ids=lambda s: f"skill{s}")
def test_margin_distribution_agrees_with_success_between_5_and_16(skill):
    margin = gurps_margin_distribution(skill)
    assert margin.at_least(0) == gurps_success(skill)
    assert margin.outcomes() == tuple(range(skill - 18, skill - 2))
    assert sum(p for _, p in margin.items()) == 1


def test_margin_is_raw_at_the_edges():
    # The chart shows the raw margin; the verdict (automatic 17-18 failure) differs.
    assert gurps_margin_distribution(18).at_least(0) == 1
    assert gurps_success(18) == Fraction(212, 216)


@settings(max_examples=40, deadline=None)
@given(skill=st.integers(-5, 25))
def test_success_and_crits_are_monotonic(skill):
    assert gurps_success(skill) <= gurps_success(skill + 1)
    assert gurps_critical_success(skill) <= gurps_critical_success(skill + 1)
    assert gurps_critical_failure(skill, defence=True) >= gurps_critical_failure(skill + 1, defence=True)
    assert gurps_critical_success(skill) <= gurps_success(skill)


@settings(max_examples=60, deadline=None)
@given(attack=st.integers(-2, 22), defence=st.integers(-4, 22))
def test_hit_is_monotonic_and_bounded(attack, defence):
    hit = gurps_hit(attack, defence)
    assert 0 <= hit <= gurps_hit(attack, None)
    assert hit <= gurps_hit(attack + 1, defence)
    assert hit >= gurps_hit(attack, defence + 1)
    assert hit >= gurps_critical_success(attack)
