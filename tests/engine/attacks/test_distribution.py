"""The exact Distribution shared by every system's odds chart."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.distribution import Distribution

D6 = Distribution.uniform(range(1, 7))


def test_uniform_d6():
    assert D6.items() == tuple((face, Fraction(1, 6)) for face in range(1, 7))
    assert D6.outcomes() == (1, 2, 3, 4, 5, 6)
    assert D6.mean() == Fraction(7, 2)
    assert len(D6) == 6
    assert list(D6) == [1, 2, 3, 4, 5, 6]


def test_queries():
    assert D6.at_most(2) == Fraction(1, 3)
    assert D6.at_least(5) == Fraction(1, 3)
    assert D6.p(lambda face: face % 2 == 0) == Fraction(1, 2)
    assert D6[4] == Fraction(1, 6)
    assert D6[7] == 0
    assert 3 in D6 and 0 not in D6


def test_two_d6_by_convolution():
    two = D6 + D6
    assert two[7] == Fraction(6, 36)
    assert two[2] == two[12] == Fraction(1, 36)
    assert sum(p for _, p in two.items()) == 1


def test_difference_and_map():
    net = D6 - D6
    assert net[0] == Fraction(1, 6)
    assert net.at_least(1) == Fraction(15, 36)
    assert D6.map(lambda face: int(face >= 5)).items() == ((0, Fraction(2, 3)), (1, Fraction(1, 3)))


def test_from_mapping_sorts_and_drops_zeros():
    dist = Distribution.from_mapping({2: Fraction(1, 2), 0: 0, -1: Fraction(1, 2)})
    assert dist.items() == ((-1, Fraction(1, 2)), (2, Fraction(1, 2)))


def test_from_counts_and_certain():
    assert Distribution.from_counts({0: 25, 1: 10, 2: 1})[1] == Fraction(10, 36)
    assert Distribution.certain(0).items() == ((0, Fraction(1)),)


@pytest.mark.parametrize(
    "build",
    [
        pytest.param(lambda: Distribution.from_mapping({1: Fraction(1, 2)}), id="sums-to-half"),
        pytest.param(lambda: Distribution(((2, Fraction(1, 2)), (1, Fraction(1, 2)))), id="unsorted"),
        pytest.param(lambda: Distribution(((1, 0.5), (2, 0.5))), id="floats"),
        pytest.param(
            lambda: Distribution.from_mapping({1: Fraction(3, 2), 2: Fraction(-1, 2)}), id="negative"
        ),
        pytest.param(lambda: Distribution.from_counts({}), id="no-ways"),
    ],
)
def test_invalid_distributions_are_refused(build):
    with pytest.raises(ValueError):
        build()


def test_distribution_is_a_hashable_value():
    assert Distribution.uniform([1, 2]) == Distribution.from_counts({1: 1, 2: 1})
    assert hash(Distribution.uniform([1, 2])) == hash(Distribution.from_counts({2: 5, 1: 5}))
