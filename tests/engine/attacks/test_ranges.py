"""Range in cells and units, and the range band of each system."""

import pytest

from battlemap.engine.attacks.ranges import range_between, to_metres, to_yards
from battlemap.engine.systems.gurps4e.ranges import gurps_range_penalty, gurps_range_row
from battlemap.engine.systems.yze.ranges import yze_band_from_distance, yze_band_limits
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


@pytest.mark.parametrize(
    "yards, penalty",
    [(1, 0), (2, 0), (2.5, -1), (3, -1), (5, -2), (7, -3), (8, -4), (10, -4), (15, -5), (20, -6),
     (50, -8), (100, -10), (101, -11), (1000, -16), (1001, -17), (2000, -18)],
    ids=lambda v: str(v),
)
def test_gurps_range_penalty_uses_the_next_higher_row(yards, penalty):
    assert gurps_range_penalty(yards) == penalty


def test_gurps_rows_name_the_band():
    assert gurps_range_row(8) == (10.0, -4)
    state = battle("A......b", "gurps4e")
    info = range_between(state, [state.token("A").cell], [state.token("b").cell])
    assert (info.cells, info.distance, info.unit, info.band) == (7, 7.0, "yd", "<= 7 yd")


def test_units_convert():
    assert to_yards(30, "ft") == pytest.approx(10)
    assert to_metres(10, "yd") == pytest.approx(9.144)
    assert to_yards(4, "squares") == 4


def test_d20_bands_are_own_square_or_outside():
    state = battle("Ab.c", "d20-mass", tokens={"b": {"at": [0, 0]}})
    a, b, c = (state.token(i).cell for i in "Abc")
    assert range_between(state, [a], [b]).band == "point_blank"
    far = range_between(state, [a], [c])
    assert (far.band, far.cells, far.distance, far.unit) == ("outside", 3, 75.0, "ft")


def test_fallout_counts_squares_without_a_band():
    state = battle("A...b", "fallout-pnp")
    info = range_between(state, [Cell(0, 0)], [Cell(4, 0)])
    assert (info.cells, info.distance, info.unit, info.band) == (4, 20.0, "ft", None)


def _zoned(zones, cols=18):
    text = "." * cols
    return battle(text, "yze", zones=[{"id": f"z{i}", "cells": [[c, 0] for c in cells]}
                                      for i, cells in enumerate(zones)])


ROW_OF_ZONES = [range(3 * k, 3 * k + 3) for k in range(6)]


@pytest.mark.parametrize(
    "col, band",
    [(0, "engaged"), (1, "engaged"), (2, "short"), (3, "medium"), (6, "long"), (12, "long"),
     (15, "extreme")],
    ids=["same-cell", "adjacent", "same-zone", "next-zone", "two-zones", "four-zones", "five-zones"],
)
def test_yze_bands_from_zones(col, band):
    state = _zoned(ROW_OF_ZONES)
    assert range_between(state, [Cell(0, 0)], [Cell(col, 0)]).band == band


def test_yze_zones_that_never_touch_are_extreme():
    state = _zoned([range(0, 3), range(5, 7)])
    assert range_between(state, [Cell(0, 0)], [Cell(5, 0)]).band == "extreme"


def test_yze_a_cell_outside_every_zone_falls_back_to_distance():
    state = _zoned([range(0, 3)])
    # 2 m squares: 8 cells = 16 m, Medium by distance.
    assert range_between(state, [Cell(0, 0)], [Cell(8, 0)]).band == "medium"


@pytest.mark.parametrize(
    "cells, band",
    [(1, "engaged"), (2, "short"), (5, "short"), (6, "medium"), (12, "medium"), (13, "long"),
     (50, "long"), (51, "extreme")],
    ids=lambda v: str(v),
)
def test_yze_bands_from_distance_without_zones(cells, band):
    state = battle("." * 52, "yze")
    assert state.spec.cell == 2 and state.spec.unit == "m"
    assert range_between(state, [Cell(0, 0)], [Cell(cells, 0)]).band == band


def test_yze_distance_limits_are_an_option():
    state = with_options(battle("." * 12, "yze"), yze_band_from_distance="4,8,16")
    assert range_between(state, [Cell(0, 0)], [Cell(3, 0)]).band == "medium"
    assert yze_band_limits("nonsense") == (10.0, 25.0, 100.0)
    assert yze_band_limits("30,20,10") == (10.0, 25.0, 100.0)
    assert yze_band_from_distance(1, 2.0, (10, 25, 100)) == "engaged"


def test_multi_cell_tokens_measure_from_their_nearest_cells():
    state = battle("A.....L.\n........", "fallout-pnp", tokens={"L": {"size": "large"}})
    big = state.token("L")
    info = range_between(state, [state.token("A").cell], big.footprint)
    assert info.cells == 6
