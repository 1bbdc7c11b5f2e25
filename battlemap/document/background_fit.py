"""Aligning the picture under the map by hand: moved by a drag, scaled by two points pinned to corners.

Qt-free arithmetic over `Background` (document/background.py), in the
picture's own units: image pixels for a point of the picture, and cells
from the map's top-left corner (the units of its `offset`) for where that
point lands on the map. A picture point `pixel` shows at
`offset + pixel / scale`.

Two-point scaling is how a GM fits a scanned map without measuring it:
the first point of the picture is dropped on a grid corner (the picture
moves, its scale unchanged), the second on another corner, and the scale
follows while the first point stays where it was dropped. The file has no
rotation, so the second point lands exactly when the two picture points
and the two corners lie the same way (both along a row, a column or a
diagonal of the picture's own grid, as a GM picks them); otherwise the
scale is the one bringing it nearest (its projection on the corners' line).
Values are rounded to RESOLUTION places, the precision the Background
dialog shows, so reopening that dialog and pressing OK changes nothing.
"""

from __future__ import annotations

import math
from dataclasses import replace

from battlemap.document.background import Background

Point = tuple[float, float]

#: Decimal places kept of a scale and an offset aligned by hand (the dialog shows as many).
RESOLUTION = 4
#: Two picture points nearer than this (image pixels) give no scale.
MIN_PIXELS = 2.0
#: The largest scale a file takes (schema/background.py): image pixels per cell.
MAX_SCALE = 100_000.0


def _round(value: float) -> float:
    return round(value, RESOLUTION) + 0.0  # + 0.0: never a negative zero in the file


def picture_point(background: Background, at: Point) -> Point:
    """The picture's pixel shown at `at` (cells from the map's top-left corner)."""
    return ((at[0] - background.offset_x) * background.scale,
            (at[1] - background.offset_y) * background.scale)


def shown_at(background: Background, pixel: Point) -> Point:
    """Where the picture's `pixel` shows on the map (cells from its top-left corner)."""
    return (background.offset_x + pixel[0] / background.scale,
            background.offset_y + pixel[1] / background.scale)


def moved(background: Background, dx: float, dy: float) -> Background:
    """The picture moved by (dx, dy) cells."""
    return replace(background, offset_x=_round(background.offset_x + dx),
                   offset_y=_round(background.offset_y + dy))


def pinned(background: Background, pixel: Point, at: Point) -> Background:
    """The picture moved (scale kept) so that its `pixel` shows at `at`."""
    now = shown_at(background, pixel)
    return moved(background, at[0] - now[0], at[1] - now[1])


def two_point(background: Background, first: tuple[Point, Point],
              second: tuple[Point, Point]) -> Background | None:
    """The picture scaled so that each (pixel, corner) pair of `first` and `second` meet, the first
    exactly; None when the two pixels or the two corners are too close, or lie opposite ways."""
    (pixel_a, at_a), (pixel_b, at_b) = first, second
    dpx, dpy = pixel_b[0] - pixel_a[0], pixel_b[1] - pixel_a[1]
    dcx, dcy = at_b[0] - at_a[0], at_b[1] - at_a[1]
    span = dpx * dpx + dpy * dpy
    if math.sqrt(span) < MIN_PIXELS or math.hypot(dcx, dcy) < 1e-9:
        return None
    cells_per_pixel = (dcx * dpx + dcy * dpy) / span  # the projection: exact when both lie the same way
    if cells_per_pixel <= 0 or 1 / cells_per_pixel > MAX_SCALE:
        return None
    scale = _round(1 / cells_per_pixel)
    if scale <= 0:
        return None
    return replace(background, scale=scale,
                   offset_x=_round(at_a[0] - pixel_a[0] / scale),
                   offset_y=_round(at_a[1] - pixel_a[1] / scale))
