"""A viewer's field of view on a hex grid: every cell it sees, as one bit mask.

The viewer's blockers (cells and edges giving full cover, `sight.blockers_of`),
taken relative to it, are mapped into the table's wedge by each of the twelve
symmetries of the hex tiling; their shadows there (`hex_shadows`) are the
wedge's hidden targets, mapped back. A mirror swaps the line's left and
right. The tie policy reads them as on squares (`field`): "defender" (and
supercover) hides on any touch or an edge the line runs along; "attacker"
and "partial" on a sure meeting, or touches on both sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from battlemap.engine.vision.hex_shadows import ALONG, EDGE_DIRECTIONS, KINDS, LEFT, RIGHT, SURE, HexShadows

#: The twelve symmetries as 3 x 3 matrices on cube coordinates (q, r, s), with their mirroring.
def _symmetries() -> tuple[tuple[tuple[tuple[int, ...], ...], bool], ...]:
    turn = ((0, -1, 0), (0, 0, -1), (-1, 0, 0))  # (q, r, s) -> (-r, -s, -q): 60 degrees
    mirror = ((1, 0, 0), (0, 0, 1), (0, 1, 0))  # (q, r, s) -> (q, s, r)

    def times(a, b):
        return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))

    found, m = [], ((1, 0, 0), (0, 1, 0), (0, 0, 1))
    for _ in range(6):
        found.append((m, False))
        found.append((times(m, mirror), True))
        m = times(turn, m)
    return tuple(found)


SYMMETRIES = _symmetries()


@dataclass(frozen=True)
class HexBlockers:
    """A hex map's sight blockers in cube coordinates: cells, and edges as (cell, other cell)."""

    cq: Any
    cr: Any
    aq: Any
    ar: Any
    bq: Any
    br: Any


def _apply(np, m, q, r):
    """(q, r) of m . (q, r, s)."""
    s = -q - r
    return m[0][0] * q + m[0][1] * r + m[0][2] * s, m[1][0] * q + m[1][1] * r + m[1][2] * s


def _edge_ids(np, table: HexShadows, aq, ar, bq, br):
    """Feature ids of the edges between cells a and b (in the wedge's frame)."""
    ids = np.full(aq.shape, -1, dtype=np.int64)
    for j, d in enumerate(EDGE_DIRECTIONS):
        fwd = (bq - aq == d[0]) & (br - ar == d[1])  # filed under a
        back = (aq - bq == d[0]) & (ar - br == d[1])  # filed under b
        ids = np.where(fwd, table.feature_ids(np, aq, ar, 1 + j), ids)
        ids = np.where(back, table.feature_ids(np, bq, br, 1 + j), ids)
    return ids


def _frames(np, table: HexShadows):
    """The wedge's targets in all twelve frames at once, (q, r) of length 12 * size (cached on the table)."""
    found = _FRAMES.get(id(table))
    if found is None or found[0] is not table:
        q = np.concatenate([_apply(np, m, table.tq, table.tr)[0] for m, _ in SYMMETRIES])
        r = np.concatenate([_apply(np, m, table.tq, table.tr)[1] for m, _ in SYMMETRIES])
        _FRAMES.clear()
        found = _FRAMES[id(table)] = (table, q, r)
    return found[1], found[2]


_FRAMES: dict[int, tuple] = {}
#: Per frame, its kinds as read there: a mirror swaps LEFT and RIGHT.
_SWAPPED = (SURE, RIGHT, LEFT, ALONG)


def hex_field_of_view(table: HexShadows, blockers: HexBlockers, viewer: tuple[int, int], lookup, *,
                      defender: bool) -> Any:
    """The flat indices the viewer at cube (q, r) sees, as a bool array over the map.

    `lookup(q, r)` gives the flat index of cells (-1 off the map), vectorised. All twelve
    frames are read in one gather: frame f's targets are indices f * size ... (f + 1) * size."""
    import numpy as np

    vq, vr = viewer
    fids, frame = _frame_features(np, table, blockers, vq, vr)
    hidden = _hidden(np, table, fids, frame, defender)
    tq, tr = _frames(np, table)
    index = lookup(tq + vq, tr + vr)
    seen = np.zeros(lookup.size, dtype=bool)
    seen[index[(index >= 0) & ~hidden]] = True
    own = lookup(np.array([vq]), np.array([vr]))
    seen[own[own >= 0]] = True
    return seen


def _frame_features(np, table: HexShadows, blockers: HexBlockers, vq: int, vr: int):
    """The blockers' feature ids in every frame at once (beyond the table left out), and their frames."""
    inverse = _INVERSES(np)  # (12, 2, 3): the first two rows of each inverse
    cq, cr = _in_frames(np, inverse, blockers.cq - vq, blockers.cr - vr)
    aq, ar = _in_frames(np, inverse, blockers.aq - vq, blockers.ar - vr)
    bq, br = _in_frames(np, inverse, blockers.bq - vq, blockers.br - vr)
    ids = np.concatenate([table.feature_ids(np, cq, cr, 0), _edge_ids(np, table, aq, ar, bq, br)], axis=1)
    frames = np.broadcast_to(np.arange(12)[:, None], ids.shape)
    keep = ids >= 0
    return ids[keep], frames[keep]


def _in_frames(np, inverse, q, r):
    """(q, r) of cube points in each of the twelve frames: two (12, n) arrays."""
    cube = np.stack([q, r, -q - r])  # (3, n)
    moved = inverse @ cube  # (12, 2, n)
    return moved[:, 0], moved[:, 1]


def _inverses(np):
    return np.array([[list(col) for col in zip(*m)][:2] for m, _ in SYMMETRIES], dtype=np.int64)


class _Cached:
    """One numpy array made on first use."""

    def __init__(self, make) -> None:
        self._make, self._value = make, None

    def __call__(self, np):
        if self._value is None:
            self._value = self._make(np)
        return self._value


_INVERSES = _Cached(_inverses)


def _hidden(np, table: HexShadows, fids, frame, defender: bool):
    """Per target of every frame, whether these features hide it (see the module)."""
    size = table.size
    kinds = np.arange(4)
    keys = (fids[None, :] * KINDS + kinds[:, None]).ravel()
    frames = np.tile(frame, 4)
    read = np.repeat(kinds, fids.size)
    mirrored = np.array([m for _, m in SYMMETRIES])[frames]
    read = np.where(mirrored, np.array(_SWAPPED)[read], read)
    starts = table.starts
    ok = keys < starts.size - 1
    keys, frames, read = keys[ok], frames[ok], read[ok]
    group = read * 12 + frames  # kind as read, and frame: one row of the answer each
    slot = table.slots[keys]
    out = _packed_or(np, table, slot[slot >= 0], group[slot >= 0])
    sparse = slot < 0
    keys, group = keys[sparse], group[sparse]
    first = starts[keys]
    counts = starts[keys + 1] - first
    live = counts > 0
    if live.any():
        first, counts, group = first[live], counts[live], group[live]
        ends = np.cumsum(counts)
        index = np.repeat(first - (ends - counts), counts) + np.arange(int(ends[-1]))
        out.reshape(-1)[np.repeat(group * size, counts) + table.targets[index]] = True
    out = out.reshape(4, 12 * size)
    sure, left, right, along = out
    if defender:
        return sure | left | right | along
    return sure | (left & right)


def _packed_or(np, table: HexShadows, slots, group):
    """The packed shadows ORed per group (kind and frame): a (48, size) bool array."""
    words = table.rows.shape[1]
    packed = np.zeros((48, words), dtype=np.uint64)
    if slots.size:
        order = np.argsort(group, kind="stable")
        slots, group = slots[order], group[order]
        heads = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
        packed[group[heads]] = np.bitwise_or.reduceat(table.rows[slots], heads, axis=0)
    bits = np.unpackbits(packed.view(np.uint8), axis=1, bitorder="little")
    return np.ascontiguousarray(bits[:, :table.size]).view(bool)


class CellLookup:
    """Cube (q, r) -> flat index of one hex map, vectorised over numpy arrays (-1 off the map).

    The table is padded by the map's reach on every side, so any point a viewer's frames
    reach is read without a bounds check."""

    def __init__(self, grid) -> None:
        import numpy as np

        cells = [grid.cell(i) for i in range(grid.size)]
        q = np.array([c.q for c in cells], dtype=np.int64)
        r = np.array([c.r for c in cells], dtype=np.int64)
        s = -q - r
        #: The largest distance between two cells of the map (the table's reach).
        self.reach = int(max(q.max() - q.min(), r.max() - r.min(), s.max() - s.min()))
        pad = self.reach + 1
        self.q0, self.r0 = int(q.min()) - pad, int(r.min()) - pad
        self.width = int(r.max()) - self.r0 + pad + 1
        table = np.full((int(q.max()) - self.q0 + pad + 1, self.width), -1, dtype=np.int64)
        table[q - self.q0, r - self.r0] = np.arange(grid.size)
        self.flat = table.ravel()
        self.size = grid.size

    def __call__(self, q, r):
        """Flat indices of cells (q, r) within the map's reach of one of its cells."""
        return self.flat[(q - self.q0) * self.width + (r - self.r0)]


@lru_cache(maxsize=8)
def hex_reach(grid) -> int:
    """The largest distance between two cells of a hex map (its corners' cube ranges)."""
    cols = {c for c in (0, 1, grid.cols - 2, grid.cols - 1) if 0 <= c < grid.cols}
    rows = {r for r in (0, 1, grid.rows - 2, grid.rows - 1) if 0 <= r < grid.rows}
    cells = [grid.from_offset(c, r) for c in cols for r in range(grid.rows)] + \
        [grid.from_offset(c, r) for r in rows for c in range(grid.cols)]  # the border: every extreme
    qs, rs = [c.q for c in cells], [c.r for c in cells]
    ss = [-c.q - c.r for c in cells]
    return max(max(v) - min(v) for v in (qs, rs, ss))


@lru_cache(maxsize=4)
def cell_lookup(grid) -> CellLookup:
    return CellLookup(grid)
