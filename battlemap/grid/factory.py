"""make_grid: one door from a file's grid description to a Grid."""

from __future__ import annotations

from battlemap.grid.cell import GRID_KINDS
from battlemap.grid.hex import HexGrid
from battlemap.grid.protocol import Grid
from battlemap.grid.square import SquareGrid


def make_grid(
    kind: str, cols: int, rows: int, *, orientation: str = "flat", diagonal: str = "chebyshev"
) -> Grid:
    """A square grid (using ``diagonal``) or a hex grid (using ``orientation``).

    The argument that does not apply to ``kind`` is ignored, so callers can
    pass a file's grid block through unchanged.
    """
    if kind == "square":
        return SquareGrid(cols, rows, diagonal=diagonal)
    if kind == "hex":
        return HexGrid(cols, rows, orientation=orientation)
    raise ValueError(f"unknown grid kind {kind!r}; expected one of {GRID_KINDS}")
