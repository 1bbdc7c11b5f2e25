"""A freehand stroke as the pointer draws it, kept to the points that shape it.

The pointer reports many points a second; a stroke keeps only those that
change its shape: points closer than `min_step` to the last kept one are
skipped while drawing, and when the stroke ends Ramer-Douglas-Peucker drops
every point within `tolerance` of the line through its neighbours. Both in
map units (cells), so a stroke looks the same at any zoom. Also here: which
pin or stroke lies under a map point (the window's hit test, Qt-free).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from battlemap.engine.battle.map_notes import Drawing, MapNotes, Pin, Point
from battlemap.schema.limits import MAX_DRAWING_POINTS

#: While drawing: a new point closer than this (cells) to the last kept one is skipped.
MIN_STEP = 0.05
#: When the stroke ends: points within this distance (cells) of the simplified line are dropped.
TOLERANCE = 0.03
#: Decimals a note's coordinates keep (a ten-thousandth of a cell: far below a pixel).
DECIMALS = 4


def rounded(point: Sequence[float]) -> Point:
    return round(float(point[0]), DECIMALS), round(float(point[1]), DECIMALS)


def _distance_to_segment(p: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.hypot(px - ax, py - ay)
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def simplified(points: Sequence[Point], tolerance: float = TOLERANCE) -> tuple[Point, ...]:
    """Ramer-Douglas-Peucker: the fewest of `points` (ends kept) within `tolerance` of them all."""
    if len(points) < 3:
        return tuple(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:  # iterative: a long stroke would go past Python's recursion limit
        first, last = stack.pop()
        worst, index = 0.0, -1
        for i in range(first + 1, last):
            d = _distance_to_segment(points[i], points[first], points[last])
            if d > worst:
                worst, index = d, i
        if index >= 0 and worst > tolerance:
            keep[index] = True
            stack += [(first, index), (index, last)]
    return tuple(p for p, kept in zip(points, keep) if kept)


class Stroke:
    """The points of a stroke being drawn: `add` each pointer point, `finish` for the kept ones."""

    def __init__(self, start: Sequence[float], min_step: float = MIN_STEP) -> None:
        self.points: list[Point] = [rounded(start)]
        self._min_step = min_step

    def add(self, point: Sequence[float]) -> bool:
        """Take a pointer point; False when it was too near the last one (or the stroke is full)."""
        last = self.points[-1]
        if math.hypot(point[0] - last[0], point[1] - last[1]) < self._min_step:
            return False
        if len(self.points) >= MAX_DRAWING_POINTS * 4:
            return False
        self.points.append(rounded(point))
        return True

    def finish(self, tolerance: float = TOLERANCE) -> tuple[Point, ...]:
        """The stroke simplified (at most MAX_DRAWING_POINTS); fewer than 2 points: a click, no stroke."""
        kept = simplified(self.points, tolerance)
        while len(kept) > MAX_DRAWING_POINTS:
            tolerance *= 2
            kept = simplified(self.points, tolerance)
        return kept


def pin_at(notes: MapNotes, point: Point, reach: float) -> Pin | None:
    """The pin nearest `point` within `reach` cells (the last drawn, on top, when two tie)."""
    best, found = reach, None
    for pin in notes.pins:
        d = math.hypot(pin.at[0] - point[0], pin.at[1] - point[1])
        if d <= best:
            best, found = d, pin
    return found


def drawing_at(notes: MapNotes, point: Point, reach: float) -> Drawing | None:
    """The drawing whose line passes within `reach` cells (plus its half width) of `point`, topmost first."""
    for drawing in reversed(notes.drawings):
        near = reach + drawing.width / 2
        if any(_distance_to_segment(point, a, b) <= near for a, b in _pairs(drawing.points)):
            return drawing
    return None


def _pairs(points: Sequence[Point]) -> Iterable[tuple[Point, Point]]:
    return zip(points, points[1:])
