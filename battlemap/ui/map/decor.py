"""What the map view draws fixed to the screen: edge coordinates and the scale bar.

The rulers label the columns along the top and the rows along the left with
the file's offset [col, row] numbers, thinned to every 2nd, 5th, 10th ...
label when the cells get narrow. The scale bar shows a round length in the
grid's unit (1, 2 or 5 times a power of ten). Both are drawn in viewport
pixels so they stay readable at every zoom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform

from battlemap.grid import Layout
from battlemap.ui.map.palette import RULER_BAND, RULER_TEXT
from battlemap.ui.words.costs import amount_text

RULER_THICKNESS = 18.0
_LABEL_GAP_PX = 6.0
_SCALE_MAX_PX = 160.0


def nice_length(limit: float) -> float:
    """The largest 1, 2 or 5 times a power of ten not above `limit` (> 0)."""
    if not limit > 0:
        raise ValueError(f"a scale length needs a positive limit, got {limit!r}")
    power = 10.0 ** math.floor(math.log10(limit))
    for step in (5.0, 2.0, 1.0):
        if step * power <= limit * (1 + 1e-9):
            return step * power
    return power


def thinning(pitch_px: float, label_px: float) -> int:
    """Label every n-th line (1, 2, 5, 10, 20 ...) so labels `label_px` wide do not overlap."""
    n = 1
    steps = (2, 5 / 2, 2)  # 1 -> 2 -> 5 -> 10 -> 20 -> 50 ...
    i = 0
    while pitch_px * n < label_px + _LABEL_GAP_PX:
        n = round(n * steps[i % 3])
        i += 1
    return n


@dataclass(frozen=True)
class MapRulers:
    """Column and row label positions (world x of each column, y of each row)."""

    column_x: tuple[float, ...]
    row_y: tuple[float, ...]
    #: World distance between the centres of neighbouring cells.
    pitch: float

    @classmethod
    def of(cls, layout: Layout) -> MapRulers:
        grid = layout.grid
        columns = tuple(layout.center(grid.from_offset(c, 0))[0] for c in range(grid.cols))
        rows = tuple(layout.center(grid.from_offset(0, r))[1] for r in range(grid.rows))
        origin = grid.from_offset(0, 0)
        first = grid.neighbors(origin)[0]
        (ax, ay), (bx, by) = layout.center(origin), layout.center(first)
        return cls(columns, rows, math.hypot(bx - ax, by - ay))


def _font(scale: float = 1.0) -> QFont:
    font = QFont()
    font.setPixelSize(round(11 * scale))
    return font


def draw_rulers(
    painter: QPainter, rulers: MapRulers, transform: QTransform, width: float, height: float
) -> None:
    """Column numbers along the top edge, row numbers along the left, in viewport pixels."""
    painter.setFont(_font())
    metrics = QFontMetricsF(painter.font())
    band = QColor(RULER_BAND)
    # Whole-pixel rectangles: Qt fills them without antialiasing, ~20x faster than fractional ones.
    top, left = round(RULER_THICKNESS), round(RULER_THICKNESS * 1.6)
    painter.fillRect(QRect(0, 0, math.ceil(width), top), band)
    painter.fillRect(QRect(0, top, left, math.ceil(height)), band)
    painter.setPen(QPen(QColor(RULER_TEXT)))
    scale = transform.m11()
    widest = metrics.horizontalAdvance(str(len(rulers.column_x) - 1))
    _labels(painter, rulers.column_x, scale, transform.dx(), widest, width, horizontal=True)
    _labels(painter, rulers.row_y, scale, transform.dy(), metrics.height(), height, horizontal=False)


def _labels(painter, positions, scale, shift, label_px, extent, *, horizontal: bool) -> None:
    if len(positions) < 2:
        return
    pitch_px = abs(positions[1] - positions[0]) * scale
    every = thinning(pitch_px, label_px)
    box = RULER_THICKNESS * (1.0 if horizontal else 1.6)
    for index in range(0, len(positions), every):
        at = positions[index] * scale + shift
        if at < box or at > extent:
            continue
        if horizontal:
            rect = QRectF(at - 30, 0, 60, RULER_THICKNESS)
        else:
            rect = QRectF(0, at - RULER_THICKNESS / 2, box, RULER_THICKNESS)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(index))


def scale_bar(pixels_per_world: float, pitch: float, cell: float, unit: str,
              print_scale: float = 1.0) -> tuple[float, str]:
    """(length in pixels, label) of a round scale bar at most ~160 pixels long (times `print_scale`)."""
    pixels_per_unit = pixels_per_world * pitch / cell
    length = nice_length(_SCALE_MAX_PX * print_scale / pixels_per_unit)
    return length * pixels_per_unit, amount_text(length, unit)


def touches_rulers(exposed: QRectF, height: float) -> bool:
    """Whether a viewport rectangle overlaps the top or left ruler band."""
    return exposed.top() < RULER_THICKNESS or exposed.left() < RULER_THICKNESS * 1.6


def scale_bar_rect(length_px: float, height: float, print_scale: float = 1.0) -> QRectF:
    """Generous viewport rectangle holding the scale bar and its label (for skipping repaints)."""
    left, tall = RULER_THICKNESS * 1.6 + 12, 60 * print_scale
    return QRectF(0, height - tall, left + max(length_px, 200.0 * print_scale) + 40, tall)


def draw_scale_bar(painter: QPainter, length_px: float, label: str, height: float,
                   print_scale: float = 1.0) -> None:
    """A bar with end ticks and its length written above it, at the bottom left; `print_scale`
    draws type, ticks and line larger (large print on a projector)."""
    s = print_scale
    left, base = RULER_THICKNESS * 1.6 + 12, height - 14 * s
    painter.setFont(_font(s))
    metrics = QFontMetricsF(painter.font())
    backdrop = QRectF(left - 6 * s, base - 22 * s, max(length_px, metrics.horizontalAdvance(label)) + 12 * s, 30 * s)
    painter.fillRect(backdrop, QColor(RULER_BAND))
    pen = QPen(QColor(RULER_TEXT))
    pen.setWidthF(2.0 * s)
    painter.setPen(pen)
    painter.drawLine(QPointF(left, base), QPointF(left + length_px, base))
    for x in (left, left + length_px):
        painter.drawLine(QPointF(x, base - 5 * s), QPointF(x, base + 3 * s))
    painter.drawText(QPointF(left, base - 8 * s), label)
