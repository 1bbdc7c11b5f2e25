"""A viewer's field of view on a square grid: every cell it sees, as one bit mask.

Bit `row * cols + col` of the mask is the cell at offset [col, row]. The
viewer's blockers (cells and edges that give full cover, see
`attacks.los`) are mirrored into each quadrant around it and their shadows
gathered from the sparse shadow table and placed in numpy (`shadows`); the tie policy says how touching
counts: "defender" (and the supercover method): any touch hides; "attacker"
and "partial": a sure meeting hides, or touches on both sides of the line.
Mirroring swaps left and right, which both readings combine symmetrically.
Screens (a system's `sight_screens`, Year Zero's dark zones) hide what lies
beyond them but never their own cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from battlemap.engine.vision.lines import STRIDE
from battlemap.engine.vision.shadows import Shadows, SparseShadows

#: (x sign, y sign) of the four quadrants around a viewer.
QUADRANTS = ((1, 1), (-1, 1), (1, -1), (-1, -1))


@dataclass(frozen=True)
class Blockers:
    """What blocks sight on one map, as numpy int arrays of offset coordinates: cells;
    vertical edges by the cell west of them; horizontal edges by the cell north of them."""

    cell_x: Any
    cell_y: Any
    v_x: Any
    v_y: Any
    h_x: Any
    h_y: Any

    @classmethod
    def of(cls, cells, v_edges=(), h_edges=()) -> Blockers:
        import numpy as np

        def split(pairs) -> tuple[Any, Any]:
            a = np.array(list(pairs), dtype=np.int64).reshape(-1, 2)
            return a[:, 0].copy(), a[:, 1].copy()

        return cls(*split(cells), *split(v_edges), *split(h_edges))


def _feature_ids(np, b: Blockers, vx: int, vy: int, sx: int, sy: int):
    """The blockers in one quadrant as feature ids of the positive quadrant."""
    x, y = (b.cell_x - vx) * sx, (b.cell_y - vy) * sy
    cells = ((x * STRIDE + y) * 3)[(x >= 0) & (y >= 0) & ((x > 0) | (y > 0))]
    x, y = (b.v_x - vx) * sx - (sx < 0), (b.v_y - vy) * sy  # mirrored: the east cell is west
    v = ((x * STRIDE + y) * 3 + 1)[(x >= 0) & (y >= 0)]
    x, y = (b.h_x - vx) * sx, (b.h_y - vy) * sy - (sy < 0)
    h = ((x * STRIDE + y) * 3 + 2)[(x >= 0) & (y >= 0)]
    return np.concatenate((cells, v, h))


def quadrant_hidden(np, table: Shadows | SparseShadows, ids, defender: bool):
    """The quadrant's targets these features hide (a bool array over the positive quadrant)."""
    sure, left, right = (table.union(np, ids * 3 + kind) for kind in range(3))
    hidden = sure if sure is not None else np.zeros(table.cols * table.rows, dtype=bool)
    if left is not None and right is not None:
        hidden |= (left | right) if defender else (left & right)
    elif defender:
        for one in (left, right):
            if one is not None:
                hidden |= one
    return hidden


def field_of_view(table: Shadows | SparseShadows, blockers: Blockers, viewer: tuple[int, int], *,
                  defender: bool, screens: tuple[Blockers, ...] = ()) -> int:
    """The cells the viewer at (col, row) sees, as a mask over the map (see the module)."""
    import numpy as np

    cols, rows = table.cols, table.rows
    vx, vy = viewer
    seen = np.zeros((rows, cols), dtype=bool)
    for sx, sy in QUADRANTS:
        hidden = quadrant_hidden(np, table, _feature_ids(np, blockers, vx, vy, sx, sy), defender)
        for zone in screens:
            shade = table.union(np, _feature_ids(np, zone, vx, vy, sx, sy) * 3)
            if shade is not None:
                hidden |= shade & ~_own_cells(np, zone, vx, vy, sx, sy, cols, rows)
        _place(seen, ~hidden, vx, vy, sx, sy)
    seen[vy, vx] = True
    return int.from_bytes(np.packbits(seen.ravel(), bitorder="little").tobytes(), "little")


def _place(seen, visible, vx: int, vy: int, sx: int, sy: int) -> None:
    """A quadrant's visible targets (bit `Y * cols + X` at offset (X, Y)) ORed into the map."""
    rows, cols = seen.shape
    width = vx + 1 if sx < 0 else cols - vx
    height = vy + 1 if sy < 0 else rows - vy
    part = visible.reshape(rows, cols)[:height, :width]
    if sx < 0:
        part = part[:, ::-1]
    if sy < 0:
        part = part[::-1, :]
    r0, c0 = (vy if sy > 0 else 0), (vx if sx > 0 else 0)
    seen[r0:r0 + height, c0:c0 + width] |= part


def _own_cells(np, zone: Blockers, vx: int, vy: int, sx: int, sy: int, cols: int, rows: int):
    """A screen's own cells in one quadrant (they stay visible: sight reaches into it)."""
    own = np.zeros(cols * rows, dtype=bool)
    x, y = (zone.cell_x - vx) * sx, (zone.cell_y - vy) * sy
    inside = (x >= 0) & (y >= 0)
    own[y[inside] * cols + x[inside]] = True
    return own
