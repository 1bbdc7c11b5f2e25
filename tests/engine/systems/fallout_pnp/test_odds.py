"""Fallout d100 roll-under odds, against RULES.md 4.5."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.engine.systems.fallout_pnp.odds import d100_at_most, d100_margin_distribution


@pytest.mark.parametrize(
    ("chance", "cap", "expected"),
    [
        pytest.param(65, None, Fraction(13, 20), id="plain"),
        pytest.param(-20, None, Fraction(0), id="clamped-to-zero"),
        pytest.param(150, None, Fraction(1), id="clamped-to-100"),
        pytest.param(99, 95, Fraction(19, 20), id="pnp-cap-95"),
        pytest.param(40, 95, Fraction(2, 5), id="under-the-cap"),
        pytest.param(50, 0, Fraction(0), id="cap-zero-is-not-100"),
        pytest.param(150, 120, Fraction(1), id="cap-above-100"),
    ],
)
def test_at_most(chance, cap, expected):
    assert d100_at_most(chance, cap) == expected


def test_margin_distribution_matches_hit_chance():
    margin = d100_margin_distribution(65)
    assert margin.outcomes() == tuple(range(-35, 65))
    assert margin.at_least(0) == Fraction(13, 20)
    assert d100_margin_distribution(99, cap=95).at_least(0) == Fraction(19, 20)


@settings(max_examples=40, deadline=None)
@given(chance=st.integers(-150, 250), cap=st.one_of(st.none(), st.integers(0, 100)))
def test_monotonic_and_bounded(chance, cap):
    p = d100_at_most(chance, cap)
    assert 0 <= p <= 1
    assert p <= d100_at_most(chance + 1, cap)
