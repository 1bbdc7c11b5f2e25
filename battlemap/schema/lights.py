"""Lights a map was drawn with (kept from an imported Universal VTT map for the vision rules).

Nothing plays them yet: the file keeps them so a later vision rule (darkness,
dim light) can read where the map's author put light, and saving keeps them.
Positions are map points, as free walls use (`terrain.segments`): on squares
`[0, 0]` is the top-left corner of cell 0,0.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, Strict

from .types import Frozen, number

#: At most this many lights in a file (a large dungeon has a few hundred).
MAX_LIGHTS = 5_000

MapPoint = Annotated[tuple[number(), number()], Strict(False)]  # type: ignore[valid-type]


class Light(Frozen):
    """One light: where it is, how far it reaches (cells), how bright, its colour."""

    at: MapPoint
    #: How far it reaches, in cells.
    range: float = Field(default=1.0, ge=0, le=10_000)
    intensity: float = Field(default=1.0, ge=0, le=1_000)
    #: "#rrggbb" or "#aarrggbb".
    colour: Annotated[str, Field(pattern=r"^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")] = "#ffffff"
    #: Whether walls cast shadows from it.
    shadows: bool = True


Lights = Annotated[tuple[Light, ...], Strict(False), Field(max_length=MAX_LIGHTS)]
