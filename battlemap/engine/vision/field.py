"""A viewer's field of view on a square grid: every cell it sees, as one bit mask.

Bit `row * cols + col` of the mask is the cell at offset [col, row]. The
viewer's blockers (cells and edges that give full cover, see
`attacks.los`) are mirrored into each quadrant around it and their shadows
ORed row by row in numpy (`shadows`); the tie policy says how touching
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
from battlemap.engine.vision.shadows import Shadows

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


def _union(np, table: Shadows, keys):
    """The OR of the shadows under `keys` (packed bytes), or None when there are none."""
    slots = table.slots
    keys = keys[keys < slots.size]
    rows = slots[keys]
    rows = rows[rows >= 0]
    if not rows.size:
        return None
    return np.bitwise_or.reduce(table.packed[rows], axis=0)


def quadrant_hidden(np, table: Shadows, ids, defender: bool) -> int:
    """The quadrant's targets these features hide (bits of the positive quadrant)."""
    sure, left, right = (_union(np, table, ids * 3 + kind) for kind in range(3))
    hidden = sure
    if left is not None and right is not None:
        both = (left | right) if defender else (left & right)
        hidden = both if hidden is None else hidden | both
    elif defender:
        for one in (left, right):
            if one is not None:
                hidden = one if hidden is None else hidden | one
    return 0 if hidden is None else int.from_bytes(hidden.tobytes(), "little")


def _reverse_bits(value: int, width: int) -> int:
    return int(format(value, f"0{width}b")[::-1], 2) if value else 0


def field_of_view(table: Shadows, blockers: Blockers, viewer: tuple[int, int], *,
                  defender: bool, screens: tuple[Blockers, ...] = ()) -> int:
    """The cells the viewer at (col, row) sees, as a mask over the map (see the module)."""
    import numpy as np

    cols, rows = table.cols, table.rows
    vx, vy = viewer
    seen = 1 << (vy * cols + vx)
    for sx, sy in QUADRANTS:
        hidden = quadrant_hidden(np, table, _feature_ids(np, blockers, vx, vy, sx, sy), defender)
        for zone in screens:
            ids = _feature_ids(np, zone, vx, vy, sx, sy)
            shade = _union(np, table, ids * 3)
            if shade is not None:
                own = _own_cells(zone, vx, vy, sx, sy, cols)
                hidden |= int.from_bytes(shade.tobytes(), "little") & ~own
        seen |= _placed(~hidden, vx, vy, sx, sy, cols, rows)
    return seen


def _placed(visible: int, vx: int, vy: int, sx: int, sy: int, cols: int, rows: int) -> int:
    """A quadrant's visible targets placed on the map, row by row."""
    width = vx + 1 if sx < 0 else cols - vx
    height = vy + 1 if sy < 0 else rows - vy
    keep, mask = (1 << width) - 1, 0
    for k in range(height):
        run = (visible >> (k * cols)) & keep
        if run:
            row = vy + sy * k
            mask |= (_reverse_bits(run, width) << (row * cols)) if sx < 0 else run << (row * cols + vx)
    return mask


def _own_cells(zone: Blockers, vx: int, vy: int, sx: int, sy: int, cols: int) -> int:
    """A screen's own cells in one quadrant (they stay visible: sight reaches into it)."""
    mask = 0
    for bx, by in zip(zone.cell_x.tolist(), zone.cell_y.tolist()):
        x, y = (bx - vx) * sx, (by - vy) * sy
        if x >= 0 and y >= 0:
            mask |= 1 << (y * cols + x)
    return mask
