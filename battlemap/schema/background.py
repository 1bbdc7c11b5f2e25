"""The picture under the grid, as a scenario (and a journal record) writes it."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, Strict

from .types import Frozen, number

_Shift = number(ge=-100_000, le=100_000)


class Background(Frozen):
    """A picture under the grid: its file (relative to the scenario file) and placement."""

    path: Annotated[str, Field(min_length=1, max_length=4096)]
    #: Image pixels per map cell.
    scale: number(gt=0, le=100_000) = 1.0  # type: ignore[valid-type]
    #: Where the image's top-left corner sits, in cells from the map's top-left corner.
    offset: Annotated[tuple[_Shift, _Shift], Strict(False)] = (0, 0)
    opacity: number(ge=0, le=1) = 1.0  # type: ignore[valid-type]
