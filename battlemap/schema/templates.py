"""The file's area templates (`templates`): circles, cones, lines and squares kept on the map.

Each entry: `id`, `shape`, `from` (the origin cell: the template starts at its
centre), `toward` (a cone's or a line's aim: another cell's centre), `size`
in the grid's unit (a circle's radius, a cone's or line's length, a square's
side), optional `angle` (a cone's aperture in degrees) and `width` (a line's
width in the grid's unit), and `show_players` (drawn on the Player View too).
The cross checks (ids, cells on the map, a pointed shape's `toward`) are in
`template_checks.py`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from .types import Cell, Frozen, Id, number

#: A template's size (a circle's radius ...), in the grid's unit: 100,000 is a cell's largest size.
MAX_TEMPLATE_SIZE = 10_000_000


class AreaTemplate(Frozen):
    """An area template lying on the map until removed."""

    # `from` is a Python keyword: the field is `origin` in code, `from` in files.
    model_config = ConfigDict(serialize_by_alias=True)

    id: Id
    shape: Literal["circle", "cone", "line", "square"]
    origin: Cell = Field(alias="from")
    toward: Cell | None = None
    size: number(gt=0, le=MAX_TEMPLATE_SIZE)  # type: ignore[valid-type]
    angle: number(gt=0, le=360) | None = None  # type: ignore[valid-type]
    width: number(gt=0, le=MAX_TEMPLATE_SIZE) | None = None  # type: ignore[valid-type]
    show_players: bool = False
