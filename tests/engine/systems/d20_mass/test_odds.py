"""d20 mass-combat odds, against RULES.md 3.4."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.systems.d20_mass.odds import (
    d20_attack, d20_beats, d20_margin_distribution, d20_opposed, d20_volley_dodged,
)


@pytest.mark.parametrize(
    ("bonus", "target", "strict", "expected"),
    [
        pytest.param(0, 10, True, Fraction(10, 20), id="beat-10"),
        pytest.param(0, 10, False, Fraction(11, 20), id="meet-10"),
        pytest.param(5, 30, True, Fraction(0), id="impossible"),
        pytest.param(5, 0, True, Fraction(1), id="certain"),
    ],
)
def test_beats(bonus, target, strict, expected):
    assert d20_beats(bonus, target, strict) == expected


@pytest.mark.parametrize(
    ("ab", "defence", "expected"),
    [
        pytest.param(5, 10, Fraction(1, 4), id="needs-16"),
        pytest.param(0, 10, Fraction(0), id="natural-20-ties-and-misses"),
        pytest.param(10, 0, Fraction(1), id="never-misses"),
        pytest.param(3, 3, Fraction(1, 2), id="needs-11"),
    ],
)
def test_attack_tie_misses_and_no_auto_hit(ab, defence, expected):
    assert d20_attack(ab, defence) == expected


def test_opposed_equal_bonuses_is_47_5_percent():
    assert d20_opposed(0, 0) == Fraction(19, 40)
    assert d20_opposed(4, 4) == Fraction(19, 40)


@pytest.mark.parametrize(
    ("attacker", "defender", "strict", "expected"),
    [
        pytest.param(5, 0, True, Fraction(7, 10), id="plus5"),
        pytest.param(0, 0, False, Fraction(21, 40), id="grapple-tie-to-attacker"),
        pytest.param(0, 20, True, Fraction(0), id="hopeless"),
    ],
)
def test_opposed(attacker, defender, strict, expected):
    assert d20_opposed(attacker, defender, strict) == expected


@pytest.mark.parametrize(
    ("dodge", "ab", "expected"),
    [
        pytest.param(5, 3, Fraction(11, 20), id="needs-10"),
        pytest.param(0, 0, Fraction(9, 20), id="needs-12-tie-dodges"),
        pytest.param(0, 9, Fraction(0), id="cannot-dodge"),
    ],
)
def test_volley_dodged(dodge, ab, expected):
    assert d20_volley_dodged(dodge, ab) == expected


def test_margin_distribution():
    margin = d20_margin_distribution(5, 15)
    assert margin.outcomes() == tuple(range(-9, 11))
    assert margin.at_least(1) == d20_beats(5, 15) == Fraction(1, 2)
    assert margin.at_least(0) == d20_beats(5, 15, strict=False)
    assert sum(p for _, p in margin.items()) == 1


@settings(max_examples=60, deadline=None)
@given(bonus=st.integers(-25, 25), target=st.integers(-25, 40))
def test_beats_is_monotonic(bonus, target):
    p = d20_beats(bonus, target)
    assert 0 <= p <= d20_beats(bonus, target, strict=False) <= 1
    assert p <= d20_beats(bonus + 1, target)
    assert p >= d20_beats(bonus, target + 1)


@settings(max_examples=40, deadline=None)
@given(a=st.integers(-25, 25), b=st.integers(-25, 25))
def test_opposed_complements_and_monotonic(a, b):
    # Either the attacker is strictly higher, or the defender is at least as high.
    assert d20_opposed(a, b) + d20_opposed(b, a, strict=False) == 1
    assert d20_opposed(a, b) <= d20_opposed(a + 1, b)
