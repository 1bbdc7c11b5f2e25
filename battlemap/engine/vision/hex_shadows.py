"""Hex shadow tables: for every cell and edge near a centre line, the targets whose line meets it.

The hex tiling looks the same from every cell and under its twelve symmetries
(six turns, each mirrored), so one table per reach `D` (the map's largest
distance) answers every viewer of every hex map: the lines from the origin to
the targets of one 30-degree wedge, `W = {r <= s <= 0}` in cube coordinates
(q = -r - s is then the distance), and for each cell and edge they meet, how:
surely (through its interior), touching it on the line's left or right (at a
corner, or beside an edge it runs along), or running along it (an edge).
`hex_field` maps each viewer's blockers into the wedge twelve times.

Everything is integers on the cube lattice tripled (`attacks.cover`: centres
3c, corners the mean of three centres), so the table is what the engine's
`line_geometry` finds line by line, without its millisecond a line; the
tests hold the two to each other. numpy is imported on first use only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from battlemap.grid.hextrace import CUBE_DIRECTIONS

SURE, LEFT, RIGHT, ALONG = 0, 1, 2, 3
#: Kinds per feature in a key: `key = feature id * KINDS + kind`.
KINDS = 4
#: The three edge directions an edge is filed under (the other three are their opposites).
EDGE_DIRECTIONS = CUBE_DIRECTIONS[:3]
#: Lines taken at once while building (bounds the memory of the candidate arrays).
_CHUNK = 1500


@dataclass(frozen=True, slots=True)
class HexShadows:
    """The table for reach `reach`: `tq`, `tr` the wedge's targets (index m), and per key
    `feature id * KINDS + kind` its targets `targets[starts[key]:starts[key + 1]]`.

    The wide shadows (a cell's, surely met: a wedge out to the reach) are also kept packed,
    row `slots[key]` of `rows` (uint64 words, bit m little-endian; slot -1: none), where a
    row takes no more room than the run it copies; a viewer ORs those instead of scattering."""

    reach: int
    tq: Any
    tr: Any
    targets: Any
    starts: Any
    slots: Any = None
    rows: Any = None

    @property
    def size(self) -> int:
        return int(self.tq.size)

    def feature_ids(self, np, q, r, e):
        """Ids of cells (e 0) or edges (e 1 + direction) owned by cell (q, r) in the wedge's
        frame; -1 where the feature lies beyond every line of the table."""
        stride = self.reach + 4
        inside = (q >= 0) & (q <= self.reach) & (r >= -self.reach - 1) & (r <= 1)
        ids = ((q * stride + (r + self.reach + 2)) * 4 + e).astype(np.int64)
        return np.where(inside, ids, -1)

    def union(self, np, fids, kind: int):
        """The wedge's targets the shadows of `fids` (kind `kind`) hold: a bool array (None: none)."""
        keys = fids[fids >= 0] * KINDS + kind
        starts = self.starts
        keys = keys[keys < starts.size - 1]
        first = starts[keys]
        counts = starts[keys + 1] - first
        live = counts > 0
        if not live.any():
            return None
        first, counts = first[live], counts[live]
        ends = np.cumsum(counts)
        index = np.repeat(first - (ends - counts), counts) + np.arange(int(ends[-1]))
        out = np.zeros(self.size, dtype=bool)
        out[self.targets[index]] = True
        return out


def wedge_targets(np, reach: int):
    """(q, r) of the wedge's targets, distance 1 to `reach`."""
    qs, rs = [], []
    for n in range(1, reach + 1):
        s = np.arange(-(n // 2), 1)
        qs.append(np.full(s.size, n))
        rs.append(-n - s)
    if not qs:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.concatenate(qs).astype(np.int64), np.concatenate(rs).astype(np.int64)


def _orient(np, dq, dr, pq, pr):
    """Side of lattice point p against the line from 0 along d: -1 left, 0 on it, 1 right
    (the engine's `_orient`: the first two cube coordinates)."""
    cross = dq * pr - dr * pq
    return np.sign(cross)


def _cells(np, N, rT, sT):
    """Every cell each line meets: (line, cell q, cell r, kind SURE/LEFT/RIGHT), ends included."""
    lines = np.repeat(np.arange(N.size), N + 1)
    k = np.arange(lines.size) - np.repeat(np.cumsum(N + 1) - (N + 1), N + 1)
    n, r_t, s_t = N[lines], rT[lines], sT[lines]
    low = -((-(3 * k * r_t - 4 * n)) // (3 * n))  # ceil((3k rT - 4N) / 3N): |c.r - r0| <= 4/3
    high = (3 * k * r_t + 4 * n) // (3 * n)
    found = []
    for step in range(3):
        cr = low + step
        ok = cr <= high
        found.append(_classify(np, lines[ok], n[ok], r_t[ok], s_t[ok], k[ok], cr[ok]))
    return tuple(np.concatenate([f[i] for f in found]) for i in range(4))


def _classify(np, lines, n, r_t, s_t, cq, cr):
    """The candidates the segment 0 -> 3T meets, and how (see the module)."""
    cs = -cq - cr
    dq, dr, ds = 3 * n, 3 * r_t, 3 * s_t
    a1, a2, a3 = dq - dr, dq - ds, dr - ds  # D . (1,-1,0), (1,0,-1), (0,1,-1); a3 <= 0
    b1, b2, b3 = 3 * (cq - cr), 3 * (cq - cs), 3 * (cr - cs)
    flat = a3 == 0
    big3 = np.where(flat, 1, -a3)
    den = a1 * a2 * big3
    lo = np.maximum.reduce([np.zeros_like(den), (b1 - 3) * a2 * big3, (b2 - 3) * a1 * big3,
                            np.where(flat, 0, (-b3 - 3) * a1 * a2)])
    hi = np.minimum.reduce([den, (b1 + 3) * a2 * big3, (b2 + 3) * a1 * big3,
                            np.where(flat, den, (3 - b3) * a1 * a2)])
    sure = (lo < hi) & (~flat | (np.abs(b3) < 3))
    touch = ~sure & (lo <= hi) & (~flat | (np.abs(b3) <= 3))
    side = _orient(np, dq, dr, 3 * cq, 3 * cr)
    kind = np.where(sure, SURE, np.where(side < 0, LEFT, RIGHT))
    met = sure | touch
    return lines[met], cq[met], cr[met], kind[met]


def _edges(np, N, rT, sT, lines, cq, cr):
    """The edges the lines meet, filed under the met cells owning them: (line, q, r, dir, kind)."""
    out = []
    n, r_t = N[lines], rT[lines]
    dq, dr, ds = 3 * n, 3 * r_t, 3 * sT[lines]
    length = dq * dq + dr * dr + ds * ds
    for j, d in enumerate(EDGE_DIRECTIONS):
        before, after = CUBE_DIRECTIONS[(j - 1) % 6], CUBE_DIRECTIONS[(j + 1) % 6]
        v1 = (3 * cq + d[0] + before[0], 3 * cr + d[1] + before[1])
        v2 = (3 * cq + d[0] + after[0], 3 * cr + d[1] + after[1])
        o1, o2 = _orient(np, dq, dr, *v1), _orient(np, dq, dr, *v2)
        t1 = _dot3(dq, dr, ds, *v1)
        t2 = _dot3(dq, dr, ds, *v2)
        along = (o1 == 0) & (o2 == 0) & (np.minimum(np.maximum(t1, t2), length) > np.maximum(np.minimum(t1, t2), 0))
        touch1 = (o1 == 0) & (o2 != 0) & (t1 > 0) & (t1 < length)
        touch2 = (o2 == 0) & (o1 != 0) & (t2 > 0) & (t2 < length)
        ex, ey = v2[0] - v1[0], v2[1] - v1[1]
        start = np.sign(ex * (0 - v1[1]) - ey * (0 - v1[0]))
        end = np.sign(ex * (dr - v1[1]) - ey * (dq - v1[0]))
        crossed = (o1 * o2 < 0) & (start * end < 0)
        side = np.where(touch1, o2, o1)
        kind = np.where(crossed, SURE, np.where(along, ALONG, np.where(side < 0, LEFT, RIGHT)))
        met = crossed | along | touch1 | touch2
        out.append((lines[met], cq[met], cr[met], np.full(int(met.sum()), j), kind[met]))
    return tuple(np.concatenate([o[i] for o in out]) for i in range(5))


def _dot3(dq, dr, ds, pq, pr):
    """p . D over the three cube coordinates (p's third is -pq - pr)."""
    return dq * pq + dr * pr + ds * (-pq - pr)


def _pairs(np, table: HexShadows, N, rT, sT, first: int):
    """(key, target) pairs of the lines `first`... of the table."""
    lines, cq, cr, kind = _cells(np, N, rT, sT)
    elines, eq, er, edir, ekind = _edges(np, N, rT, sT, lines, cq, cr)
    own = ((cq == 0) & (cr == 0)) | ((cq == N[lines]) & (cr == rT[lines]))  # the ends never block
    lines, cq, cr, kind = lines[~own], cq[~own], cr[~own], kind[~own]
    fids = np.concatenate([table.feature_ids(np, cq, cr, 0), table.feature_ids(np, eq, er, 1 + edir)])
    keys = fids * KINDS + np.concatenate([kind, ekind])
    targets = np.concatenate([lines, elines]) + first
    inside = fids >= 0
    return keys[inside], targets[inside]


@lru_cache(maxsize=2)
def hex_shadows(reach: int) -> HexShadows:
    """The table for hex maps whose cells are at most `reach` apart (cached per reach)."""
    import numpy as np

    tq, tr = wedge_targets(np, reach)
    bare = HexShadows(reach, tq, tr, None, None)
    keys, targets = [], []
    for first in range(0, tq.size, _CHUNK):
        q, r = tq[first:first + _CHUNK], tr[first:first + _CHUNK]
        k, t = _pairs(np, bare, q, r, -q - r, first)
        keys.append(k)
        targets.append(t.astype(np.int32))
    key = np.concatenate(keys) if keys else np.zeros(0, np.int64)
    target = np.concatenate(targets) if targets else np.zeros(0, np.int32)
    size = ((reach * (reach + 4) + 2 * reach + 4) * 4 + 4) * KINDS + 1
    counts = np.bincount(key, minlength=size)
    starts = np.zeros(counts.size + 1, dtype=np.int64)
    np.cumsum(counts, out=starts[1:])
    # One sort of (key, target) packed in an int64, not an argsort and a gather: twice as fast.
    bits = max(1, int(tq.size).bit_length())
    target = (np.sort((key << bits) | target) & ((1 << bits) - 1)).astype(np.int32)
    slots, rows = _packed(np, counts, starts, target, tq.size)
    return HexShadows(reach, tq, tr, target, starts, slots, rows)


def _packed(np, counts, starts, target, size: int):
    """The wide shadows packed (see `HexShadows`): slots per key, and the rows."""
    wide = counts * 32 >= max(size, 1)
    slots = np.full(counts.size, -1, dtype=np.int64)
    keys = wide.nonzero()[0]
    slots[keys] = np.arange(keys.size)
    words = (size + 63) // 64
    rows = np.zeros((keys.size, words * 8), dtype=np.uint8)
    for first in range(0, keys.size, 512):  # a bool block of 512 rows at a time
        part = keys[first:first + 512]
        block = np.zeros((part.size, words * 64), dtype=bool)
        lengths = counts[part]
        ends = np.cumsum(lengths)
        index = np.repeat(starts[part] - (ends - lengths), lengths) + np.arange(int(ends[-1]) if part.size else 0)
        block[np.repeat(np.arange(part.size), lengths), target[index]] = True
        rows[first:first + part.size] = np.packbits(block, axis=1, bitorder="little")
    return slots, rows.view(np.uint64)
