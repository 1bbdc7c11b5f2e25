"""Aligning the picture by hand, as arithmetic: a drag moves it, two pinned points scale it."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.document.background import Background
from battlemap.document.background_fit import RESOLUTION, moved, picture_point, pinned, shown_at, two_point

PICTURE = Background("maps/cave.png", 70.0, 0.5, -1.0, 0.8)


def _near(a, b, tolerance=1e-3) -> bool:
    return math.dist(a, b) <= tolerance


def test_a_drag_moves_the_picture_by_the_dragged_cells_and_keeps_its_scale():
    after = moved(PICTURE, 2.25, -3)
    assert (after.offset_x, after.offset_y, after.scale, after.opacity) == (2.75, -4.0, 70.0, 0.8)


def test_picture_point_and_shown_at_undo_each_other():
    assert _near(shown_at(PICTURE, picture_point(PICTURE, (3.2, 4.7))), (3.2, 4.7))
    assert picture_point(PICTURE, (0.5, -1.0)) == (0.0, 0.0)  # the top-left pixel at the offset


def test_pinning_a_pixel_puts_it_on_the_corner_and_keeps_the_scale():
    after = pinned(PICTURE, (140, 35), (4, 2))
    assert after.scale == 70.0
    assert _near(shown_at(after, (140, 35)), (4, 2))


def test_two_points_scale_about_the_first_and_land_both():
    # A 50-pixel grid drawn on the picture: its corners (25, 25) and (175, 125) are 3 x 2 squares apart.
    first = pinned(PICTURE, (25, 25), (1, 1))
    after = two_point(first, ((25, 25), (1, 1)), ((175, 125), (4, 3)))
    assert after is not None and after.scale == 50.0
    assert _near(shown_at(after, (25, 25)), (1, 1))
    assert _near(shown_at(after, (175, 125)), (4, 3))


@pytest.mark.parametrize("second", [((25.5, 25), (4, 3)), ((175, 125), (1, 1)), ((175, 125), (-2, -1))],
                         ids=["pixels-too-close", "same-corner", "opposite-way"])
def test_two_points_that_give_no_scale(second):
    assert two_point(PICTURE, ((25, 25), (1, 1)), second) is None


def test_points_not_lying_the_same_way_take_the_nearest_scale_the_first_exact():
    after = two_point(PICTURE, ((0, 0), (0, 0)), ((100, 0), (2, 0.5)))
    assert after is not None and after.scale == 50.0  # along the picture's row: 2 cells for 100 pixels
    assert _near(shown_at(after, (0, 0)), (0, 0))


@settings(max_examples=60, deadline=None)
@given(st.floats(5, 500), st.tuples(st.floats(-50, 50), st.floats(-50, 50)),
       st.tuples(st.integers(-20, 20), st.integers(-20, 20)), st.tuples(st.integers(1, 20), st.integers(-20, 20)))
def test_points_lying_the_same_way_both_land(scale, pixel, corner, steps):
    """Whatever the picture's own grid pitch: both picked pixels land on both chosen corners."""
    second_pixel = (pixel[0] + steps[0] * scale, pixel[1] + steps[1] * scale)
    second_corner = (corner[0] + steps[0], corner[1] + steps[1])
    after = two_point(PICTURE, (pixel, corner), (second_pixel, second_corner))
    assert after is not None
    assert after.scale == pytest.approx(scale, abs=10 ** -RESOLUTION)
    assert _near(shown_at(after, pixel), corner)
    assert _near(shown_at(after, second_pixel), second_corner)
