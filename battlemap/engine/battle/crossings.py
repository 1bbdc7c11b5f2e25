"""Where a free wall (a segment in map units) meets a line of fire or a step.

Pure geometry over float points in the grid's unit world coordinates (the
ones `Grid.center` and `Grid.corner_point` give). Two readings, one per use:

- `line_meeting`: how a line of fire meets a wall, in the words of
  `attacks.cover` (SURE: it crosses; LEFT/RIGHT: it passes exactly through
  the wall's end, the wall lying on that side; ALONG: the wall lies on the
  line). That is exactly how `cover._edge_meeting` reads an edge wall, so a
  segment drawn on a cell edge gives the same cover as an edge wall there.
- `step_meeting`: whether a step between two cell centres crosses a wall
  ("cross") or passes exactly through one of its ends ("touch": a diagonal
  cutting the wall's end, refused like a corner cut).

Touching is defined once: the wall (closed, its ends included) and the line
or step (open: its two end points excluded) share a point. A wall that only
reaches the shooter's or target's own point (a cell centre or corner), or
runs through a centre, does not count there. Collinearity is judged with a
relative tolerance of 1e-9 so hex points (multiples of sqrt 3) tie as they
should.
"""

from __future__ import annotations

Point = tuple[float, float]

SURE, LEFT, RIGHT, ALONG = 0, -1, 1, 2
CROSS, TOUCH = "cross", "touch"
_EPS = 1e-9


def _side(o: Point, d: Point, p: Point, scale: float) -> int:
    """-1, 0 or 1: the side of p against the line through o with direction d."""
    cross = d[0] * (p[1] - o[1]) - d[1] * (p[0] - o[0])
    if abs(cross) <= _EPS * scale:
        return 0
    return 1 if cross > 0 else -1


def _length(d: Point) -> float:
    return (d[0] * d[0] + d[1] * d[1]) ** 0.5


def _along(o: Point, d: Point, p: Point) -> float:
    """The parameter t of p's projection on o + t d."""
    return ((p[0] - o[0]) * d[0] + (p[1] - o[1]) * d[1]) / (d[0] * d[0] + d[1] * d[1])


def _meeting(p: Point, q: Point, a: Point, b: Point) -> tuple[str, int] | None:
    """How the open segment p-q meets the closed segment a-b, or None.

    ("along", 0): they overlap along a stretch; ("cross", 0): a transversal
    crossing inside both; ("touch", side): an end of a-b lies inside p-q, the
    rest of a-b on `side` of p-q.
    """
    d = (q[0] - p[0], q[1] - p[1])
    e = (b[0] - a[0], b[1] - a[1])
    ld, le = _length(d), _length(e)
    if ld == 0:
        return None
    scale = ld * max(le, ld)
    sa, sb = _side(p, d, a, scale), _side(p, d, b, scale)
    if sa == 0 and sb == 0:
        ta, tb = _along(p, d, a), _along(p, d, b)
        lo, hi = max(min(ta, tb), 0.0), min(max(ta, tb), 1.0)
        if hi - lo > _EPS:
            return ("along", 0)
        return ("touch", 0) if _EPS < lo < 1 - _EPS and hi >= lo else None
    if sa == sb:
        return None
    if sa == 0 or sb == 0:
        end, other = (a, sb) if sa == 0 else (b, sa)
        t = _along(p, d, end)
        return ("touch", other) if _EPS < t < 1 - _EPS else None
    if le == 0:
        return None
    scale_e = le * max(le, ld)
    sp, sq = _side(a, e, p, scale_e), _side(a, e, q, scale_e)
    return ("cross", 0) if sp * sq < 0 else None


def line_meeting(p: Point, q: Point, a: Point, b: Point) -> int | None:
    """How a line of fire p-q meets the wall a-b: SURE, LEFT, RIGHT, ALONG or None."""
    found = _meeting(p, q, a, b)
    if found is None:
        return None
    how, side = found
    if how == "along":
        return ALONG
    if how == "cross":
        return SURE
    return side if side else ALONG  # a wall of no length inside the line: it runs "along" at a point


def step_meeting(p: Point, q: Point, a: Point, b: Point) -> str | None:
    """Whether the step between centres p and q crosses the wall a-b (CROSS), passes through an
    end of it (TOUCH), or neither (None)."""
    found = _meeting(p, q, a, b)
    if found is None:
        return None
    return TOUCH if found[0] == "touch" else CROSS


def crossing_point(p: Point, q: Point, a: Point, b: Point) -> Point:
    """The point of p-q nearest the wall a-b where they meet (for naming the cells around it)."""
    d = (q[0] - p[0], q[1] - p[1])
    e = (b[0] - a[0], b[1] - a[1])
    den = d[0] * e[1] - d[1] * e[0]
    if abs(den) <= _EPS * _length(d) * max(_length(e), _EPS):
        # Parallel (along) or a point wall: the wall's end nearest p that lies on the line.
        ends = sorted((a, b), key=lambda x: _along(p, d, x))
        t = min(max(_along(p, d, ends[0]), 0.0), 1.0)
    else:
        t = ((a[0] - p[0]) * e[1] - (a[1] - p[1]) * e[0]) / den
    return p[0] + t * d[0], p[1] + t * d[1]


def distance_to_segment(c: Point, a: Point, b: Point) -> float:
    """Distance from point c to the closed segment a-b."""
    e = (b[0] - a[0], b[1] - a[1])
    if e == (0.0, 0.0) or e == (0, 0):
        return _length((c[0] - a[0], c[1] - a[1]))
    t = min(max(_along(a, e, c), 0.0), 1.0)
    return _length((c[0] - a[0] - t * e[0], c[1] - a[1] - t * e[1]))
