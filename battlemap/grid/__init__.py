"""Grid geometry, standard library only: cells, metrics, areas, lines, layout.

No rules and no Qt here. Cells are axial (hex) or (col, row) (square) inside;
offset coordinates appear only at ``from_offset``/``to_offset``. Lines report
ties (along an edge, through a corner) as data for the rules to judge.
"""

from battlemap.grid.cell import (
    DIAGONAL_RULES,
    GRID_KINDS,
    HEX_ORIENTATIONS,
    Cell,
    Corner,
    Edge,
    Trace,
)
from battlemap.grid.factory import make_grid
from battlemap.grid.hex import HexGrid
from battlemap.grid.layout import Layout
from battlemap.grid.protocol import Grid
from battlemap.grid.square import SquareGrid

__all__ = [
    "DIAGONAL_RULES",
    "GRID_KINDS",
    "HEX_ORIENTATIONS",
    "Cell",
    "Corner",
    "Edge",
    "Grid",
    "HexGrid",
    "Layout",
    "SquareGrid",
    "Trace",
    "make_grid",
]
