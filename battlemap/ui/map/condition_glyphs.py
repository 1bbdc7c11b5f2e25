"""A small drawn glyph and a colour for each condition: the token's badges read without words.

Each condition gets a shape (drawn as a path in a unit box, -1..1) and a disc
colour, so two conditions never look alike: a red drop bleeding, a blue Z
unconscious, a yellow star stunned. A condition no table names gets a dot in
a colour picked from its id, the same every time. The word itself is the
badge's tooltip (ui/words/conditions.py).
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath


@dataclass(frozen=True)
class Glyph:
    """How one condition's badge looks: its disc colour, the shape's name, whether it is filled."""

    colour: str
    shape: str


def _poly(points: list[tuple[float, float]], *, closed: bool = True) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    if closed:
        path.closeSubpath()
    return path


def _lines(*segments: tuple[tuple[float, float], ...]) -> QPainterPath:
    path = QPainterPath()
    for segment in segments:
        path.addPath(_poly(list(segment), closed=False))
    return path


def _star() -> QPainterPath:

    points = []
    for i in range(10):
        r = 0.9 if i % 2 == 0 else 0.38
        a = math.pi * i / 5 - math.pi / 2
        points.append((r * math.cos(a), r * math.sin(a)))
    return _poly(points)


def _drop() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -0.9)
    path.cubicTo(0.2, -0.4, 0.65, 0.0, 0.6, 0.35)
    path.arcTo(QRectF(-0.6, -0.25, 1.2, 1.15), 0, -180)
    path.cubicTo(-0.65, 0.0, -0.2, -0.4, 0, -0.9)
    return path


def _ring() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 0.6, 0.6)
    return path


def _eye() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(-0.9, 0)
    path.quadTo(0, -0.8, 0.9, 0)
    path.quadTo(0, 0.8, -0.9, 0)
    path.addEllipse(QPointF(0, 0), 0.22, 0.22)
    path.addPath(_lines(((-0.8, 0.8), (0.8, -0.8))))
    return path


def _dot() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 0.35, 0.35)
    return path


#: Shape name -> (its path, filled: True, or stroked: False).
SHAPES: dict[str, tuple[Callable[[], QPainterPath], bool]] = {
    "plus": (lambda: _lines(((0, -0.75), (0, 0.75)), ((-0.75, 0), (0.75, 0))), False),
    "cross": (lambda: _lines(((-0.65, -0.65), (0.65, 0.65)), ((-0.65, 0.65), (0.65, -0.65))), False),
    "skull": (lambda: _lines(((-0.65, -0.65), (0.65, 0.65)), ((-0.65, 0.65), (0.65, -0.65)),
                             ((-0.8, 0), (0.8, 0))), False),
    "drop": (_drop, True),
    "flame": (lambda: _poly([(0, -0.9), (0.6, 0.1), (0.35, 0.8), (-0.35, 0.8), (-0.6, 0.1), (-0.15, -0.2)]), True),
    "star": (_star, True),
    "down": (lambda: _poly([(-0.7, -0.3), (0.7, -0.3), (0, 0.7)]), True),
    "up": (lambda: _poly([(-0.7, 0.35), (0.7, 0.35), (0, -0.65)]), True),
    "zed": (lambda: _lines(((-0.55, -0.6), (0.55, -0.6), (-0.55, 0.6), (0.55, 0.6))), False),
    "eye": (_eye, False),
    "bars": (lambda: _lines(((-0.4, -0.7), (-0.4, 0.7)), ((0.4, -0.7), (0.4, 0.7))), False),
    "chain": (lambda: _lines(((-0.7, -0.35), (0.7, -0.35)), ((-0.7, 0.35), (0.7, 0.35)),
                             ((-0.35, -0.7), (-0.35, 0.7)), ((0.35, -0.7), (0.35, 0.7))), False),
    "arrow": (lambda: _poly([(-0.75, -0.25), (0.1, -0.25), (0.1, -0.65), (0.8, 0), (0.1, 0.65), (0.1, 0.25),
                             (-0.75, 0.25)]), True),
    "shield": (lambda: _poly([(-0.65, -0.7), (0.65, -0.7), (0.65, 0.05), (0, 0.8), (-0.65, 0.05)]), True),
    "zigzag": (lambda: _lines(((-0.8, -0.5), (-0.3, 0.5), (0.1, -0.5), (0.5, 0.5), (0.85, -0.3))), False),
    "bang": (lambda: _lines(((0, -0.75), (0, 0.25)), ((0, 0.5), (0, 0.7))), False),
    "ring": (_ring, False),
    "dot": (_dot, True),
}

#: Condition id -> its glyph (colours kept apart within a shape).
GLYPHS: dict[str, Glyph] = {
    "wounded": Glyph("#e0a100", "plus"),
    "light_wound": Glyph("#e0a100", "plus"),
    "disabled": Glyph("#c62828", "cross"),
    "dying": Glyph("#6d1b1b", "cross"),
    "dead": Glyph("#212121", "skull"),
    "critical_injury": Glyph("#c62828", "plus"),
    "mental_critical_injury": Glyph("#7b1fa2", "plus"),
    "bleeding": Glyph("#b71c1c", "drop"),
    "burning": Glyph("#ef6c00", "flame"),
    "stunned": Glyph("#f9a825", "star"),
    "dazed": Glyph("#8d6e63", "star"),
    "knocked_down": Glyph("#5d4037", "down"),
    "unconscious": Glyph("#1565c0", "zed"),
    "helpless": Glyph("#455a64", "zed"),
    "blind": Glyph("#37474f", "eye"),
    "blinded": Glyph("#37474f", "eye"),
    "unseen": Glyph("#546e7a", "ring"),
    "paralyzed": Glyph("#6a1b9a", "bars"),
    "immobilized": Glyph("#4527a0", "bars"),
    "grappled": Glyph("#00695c", "chain"),
    "escaped": Glyph("#2e7d32", "up"),
    "charging": Glyph("#ad1457", "arrow"),
    "bull_rushing": Glyph("#880e4f", "arrow"),
    "total_defence": Glyph("#1e88e5", "shield"),
    "total_defense": Glyph("#1e88e5", "shield"),
    "broken": Glyph("#d84315", "zigzag"),
    "surprised": Glyph("#fbc02d", "bang"),
    "flat_footed": Glyph("#ff8f00", "bang"),
    "missed_attack": Glyph("#78909c", "cross"),
    "climbing": Glyph("#558b2f", "up"),
    "mounted": Glyph("#6d4c41", "up"),
    "robot": Glyph("#607d8b", "ring"),
}

#: Colours for conditions no table names (picked by the id's checksum).
_SPARE = ("#00838f", "#9e9d24", "#ad1457", "#4e342e", "#283593", "#2e7d32")


def glyph(condition: str) -> Glyph:
    """The condition's glyph (an unknown one: a dot in a colour of its own)."""
    found = GLYPHS.get(condition)
    if found is not None:
        return found
    return Glyph(_SPARE[zlib.crc32(condition.encode()) % len(_SPARE)], "dot")


def glyph_path(shape: str) -> tuple[QPainterPath, bool]:
    """The shape's path in a -1..1 box, and whether it is filled (else stroked)."""
    build, filled = SHAPES.get(shape, SHAPES["dot"])
    return build(), filled



