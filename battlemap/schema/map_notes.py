"""The GM's notes on the map (the file's `map_notes`): text pins and freehand drawings.

Positions are map points in cell units, as the grid's own unit geometry has
them: `[0, 0]` the top-left corner of the map (on a square grid the top-left
corner of cell 0,0, `[1.5, 2]` half way along the top of cell 1,2); on a hex
grid the unit is the hexagon's centre-to-corner radius, the same world units
the layout uses (docs/SCENARIO-FORMAT.md, `map_notes`). Whether a point lies
on the map is for `note_checks` to say, once the grid is known.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, Field, Strict

from .limits import MAX_DRAWING_POINTS, MAX_DRAWINGS, MAX_PINS
from .types import Frozen, Id, number

#: A map point's coordinate in cell units (beyond any map: `note_checks` says whether it is on this one).
_Coordinate = number(ge=-10_000, le=10_000)
Point = Annotated[tuple[_Coordinate, _Coordinate], Strict(False)]  # type: ignore[valid-type]
#: The longest note text (a paragraph or two; the Notes dock holds the long ones).
MAX_NOTE_TEXT = 4000
COLOUR_PATTERN = r"^#[0-9a-fA-F]{6}$"


def _has_words(value: str) -> str:
    if not value.strip():
        raise ValueError("a note needs some text (it is empty)")
    return value


def _is_colour(value: str) -> str:
    if not re.fullmatch(COLOUR_PATTERN, value):
        raise ValueError(f"{value!r} is not a colour: write it #rrggbb, e.g. #e04040")
    return value


Colour = Annotated[str, Field(max_length=7), AfterValidator(_is_colour)]
NoteText = Annotated[str, Field(max_length=MAX_NOTE_TEXT), AfterValidator(_has_words)]


class NotePin(Frozen):
    """A text pin at a map point; `players`: shown on the Player View too (default: the GM's only)."""

    id: Id
    at: Point
    text: NoteText
    players: bool = False


class NoteDrawing(Frozen):
    """A freehand stroke through `points`, `width` cell units wide, in `colour` (`#rrggbb`)."""

    id: Id
    points: Annotated[tuple[Point, ...], Strict(False), Field(min_length=2, max_length=MAX_DRAWING_POINTS)]
    colour: Colour = "#e04040"
    width: number(ge=0.01, le=2) = 0.1  # type: ignore[valid-type]
    players: bool = False


class MapNotes(Frozen):
    """Every pin and drawing on the map, in the order they were made (later ones drawn on top)."""

    pins: Annotated[tuple[NotePin, ...], Strict(False), Field(max_length=MAX_PINS)] = ()
    drawings: Annotated[tuple[NoteDrawing, ...], Strict(False), Field(max_length=MAX_DRAWINGS)] = ()
