"""Crowd density: individuals per square, weighted by size, and the d20 density classes."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.crowd import crowd_at, density_modifiers, density_of
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def _square(*groups, ruleset="d20-mass"):
    """A battle with every (count, size, side) group stacked in square [1, 0]."""
    letters = "abcdefgh"
    text = "." + letters[: len(groups)]
    tokens = {
        letters[i]: {"count": count, "size": size, "side": side, "at": [1, 0]}
        for i, (count, size, side) in enumerate(groups)
    }
    return battle(text, ruleset, tokens=tokens)


@pytest.mark.parametrize(
    "count, density, dodge, parry",
    [(1, "sparse", None, None), (6, "sparse", None, None), (7, "loose", -2, None),
     (12, "loose", -2, None), (13, "dense", -4, 2), (40, "dense", -4, 2)],
    ids=["1", "6", "7", "12", "13", "40"],
)
def test_density_classes(count, density, dodge, parry):
    crowd = crowd_at(_square((count, "medium", "red")), Cell(1, 0))
    assert crowd.individuals == count
    assert crowd.density == density
    assert [m.value for m in crowd.for_defence("dodge")] == ([dodge] if dodge else [])
    assert [m.value for m in crowd.for_defence("parry")] == ([parry] if parry else [])


def test_both_sides_and_the_unit_itself_count():
    crowd = crowd_at(_square((4, "medium", "red"), (3, "medium", "blue")), Cell(1, 0))
    assert crowd.individuals == 7
    assert crowd.density == "loose"
    assert set(crowd.tokens) == {"a", "b"}


def test_large_units_count_double_and_small_ones_half():
    crowd = crowd_at(_square((3, "large", "red"), (1, "medium", "blue")), Cell(1, 0))
    assert crowd.individuals == 7 and crowd.density == "loose"
    crowd = crowd_at(_square((13, "small", "red")), Cell(1, 0))
    assert crowd.individuals == Fraction(13, 2) and crowd.density == "loose"
    crowd = crowd_at(_square((12, "small", "red")), Cell(1, 0))
    assert crowd.individuals == 6 and crowd.density == "sparse"


def test_size_weighting_is_an_option():
    state = with_options(_square((3, "large", "red")), crowd_weight_by_space=False)
    assert crowd_at(state, Cell(1, 0)).individuals == 3


def test_counting_one_side_only_is_an_option():
    state = with_options(_square((4, "medium", "red"), (5, "medium", "blue")), crowd_counts_every_side=False)
    assert crowd_at(state, Cell(1, 0), side="red").individuals == 4
    assert crowd_at(state, Cell(1, 0)).individuals == 9


def test_an_empty_or_off_map_cell_is_sparse():
    state = _square((4, "medium", "red"))
    assert crowd_at(state, Cell(0, 0)).individuals == 0
    assert crowd_at(state, Cell(9, 9)).density == "sparse"


@pytest.mark.parametrize("ruleset", ["gurps4e", "yze", "fallout-pnp"])
def test_other_systems_count_individuals_without_modifiers(ruleset):
    state = battle("a", ruleset, tokens={"a": {"count": 20}})
    crowd = crowd_at(state, state.token("a").cell)
    assert crowd.individuals == 20
    assert crowd.modifiers == ()


def test_thresholds_and_values_are_options():
    options = {"crowd_sparse_max": 3, "crowd_loose_max": 5, "crowd_dense_dodge": -6}
    assert density_of(4, options) == "loose"
    assert density_of(6, options) == "dense"
    assert [m.value for m in density_modifiers("dense", options)] == [-6, 2]
    assert density_modifiers("dense", options)[0].label == "Dense crowd: Dodge -6"
