"""Shadow tables: for every feature near a viewer, the targets whose line it meets.

A square grid's centre lines are the same from every cell, shifted, and the
four quadrants around a viewer are one quadrant mirrored. So one table per
map size answers every viewer: for each feature (cell or edge) at an offset
(x, y >= 0) from the viewer, three bit masks over the quadrant's targets
(bit `Y * cols + X` for the target at offset (X, Y)): the lines that meet it
surely, and those that touch it on their left or right. A viewer's hidden
targets are then a few big-integer ORs per blocker, in C, instead of a line
traced per cell in Python.

Mirroring a quadrant in x or y (not both) swaps left and right; `Shadows`
gives each mask as seen from the positive quadrant and callers swap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from battlemap.engine.vision.lines import quadrant_line


#: Largest packed (dense) table built, in bytes; a larger map's table is stored sparse.
DENSE_BUDGET = 80 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Shadows:
    """The quadrant table of a `cols` x `rows` map, packed: the fastest to read, and
    the largest (61 MB for 100 x 100; it would be 1 GB for 200 x 200).

    `packed` holds one shadow per row (numpy uint64 words, bit `Y * cols + X` little-endian);
    `slots[feature id * 3 + kind]` is its row (-1: none), kind 0 sure, 1 left, 2 right.
    """

    cols: int
    rows: int
    packed: Any
    slots: Any

    def union(self, np, keys):
        """The targets the shadows under `keys` hold, a bool array over the quadrant (None: none)."""
        slots = self.slots
        rows = slots[keys[keys < slots.size]]
        rows = rows[rows >= 0]
        if not rows.size:
            return None
        words = np.bitwise_or.reduce(self.packed[rows], axis=0)
        return np.unpackbits(words.view(np.uint8), bitorder="little", count=self.cols * self.rows).view(bool)

    @property
    def masks(self) -> dict[int, tuple[int, int, int]]:
        """Feature id -> (sure, left, right) masks as ints (for the tests)."""
        table: dict[int, list[int]] = {}
        for key in (self.slots >= 0).nonzero()[0].tolist():
            row = self.packed[self.slots[key]]
            table.setdefault(key // 3, [0, 0, 0])[key % 3] = int.from_bytes(row.tobytes(), "little")
        return {f: tuple(v) for f, v in table.items()}


@dataclass(frozen=True, slots=True)
class SparseShadows:
    """The quadrant table of a `cols` x `rows` map, stored sparse (CSR).

    For key `feature id * 3 + kind` (kind 0 sure, 1 left, 2 right), the targets its
    shadow holds are `targets[starts[key]:starts[key + 1]]` (flat quadrant indices
    `Y * cols + X`, int32). Sparse because a shadow is a narrow wedge: the table
    holds one entry per (line, feature met), about 1 M for 100 x 100 (8 MB) and
    8 M for 200 x 200, where a dense bit matrix would take 61 MB and 1 GB.
    """

    cols: int
    rows: int
    targets: Any
    starts: Any

    def union(self, np, keys):
        """The targets the shadows under `keys` hold, a bool array over the quadrant (None: none)."""
        starts = self.starts
        keys = keys[keys < starts.size - 1]
        first = starts[keys]
        counts = starts[keys + 1] - first
        live = counts > 0
        if not live.any():
            return None
        first, counts = first[live], counts[live]
        # Every run first[k] .. first[k] + counts[k] at once: repeat each start, add a running index.
        ends = np.cumsum(counts)
        index = np.repeat(first - (ends - counts), counts) + np.arange(int(ends[-1]))
        out = np.zeros(self.cols * self.rows, dtype=bool)
        out[self.targets[index]] = True
        return out

    @property
    def masks(self) -> dict[int, tuple[int, int, int]]:
        """Feature id -> (sure, left, right) masks as ints (for the tests)."""
        table: dict[int, list[int]] = {}
        counts = self.starts[1:] - self.starts[:-1]
        for key in counts.nonzero()[0].tolist():
            bits = self.targets[self.starts[key]:self.starts[key + 1]].tolist()
            table.setdefault(key // 3, [0, 0, 0])[key % 3] = _to_int(bits, self.cols * self.rows)
        return {f: tuple(v) for f, v in table.items()}


@dataclass(frozen=True, slots=True)
class TracedShadows:
    """The same table as ints, built line by line (the tests' reference)."""

    cols: int
    rows: int
    masks: dict[int, tuple[int, int, int]]


def _to_int(bits: list[int], size: int) -> int:
    if not bits:
        return 0
    buf = bytearray((size + 7) // 8)
    for b in bits:
        buf[b >> 3] |= 1 << (b & 7)
    return int.from_bytes(buf, "little")


@lru_cache(maxsize=2)
def shadows(cols: int, rows: int, budget: int = DENSE_BUDGET) -> Shadows | SparseShadows:
    """The shadow table for maps of `cols` x `rows` cells (cached per size): packed when it
    fits `budget` bytes, sparse otherwise (a few times slower to read, never GBs)."""
    import numpy as np

    from battlemap.engine.vision import shadow_build as build

    found = build.pairs(cols, rows)
    if build.key_count(found) * build.packed_width(cols, rows) > budget:
        return SparseShadows(cols, rows, *build.sparse_table(cols, rows, found))
    packed, keys = build.packed_table(cols, rows, found)
    slots = np.full(int(keys.max()) + 1 if keys.size else 1, -1, dtype=np.int32)
    slots[keys] = np.arange(keys.size, dtype=np.int32)
    return Shadows(cols, rows, packed.view(np.uint64), slots)


def shadows_traced(cols: int, rows: int) -> TracedShadows:
    """The same table line by line with `quadrant_line` (slow: the tests' reference)."""
    sure: dict[int, list[int]] = {}
    left: dict[int, list[int]] = {}
    right: dict[int, list[int]] = {}
    for y in range(rows):
        base = y * cols
        for x in range(cols):
            if x == 0 and y == 0:
                continue
            bit = base + x
            line = quadrant_line(x, y)
            for table, features in ((sure, line.sure), (left, line.left), (right, line.right)):
                for f in features:
                    found = table.get(f)
                    if found is None:
                        table[f] = [bit]
                    else:
                        found.append(bit)
    size = cols * rows
    masks = {
        f: (_to_int(sure.get(f, []), size), _to_int(left.get(f, []), size),
            _to_int(right.get(f, []), size))
        for f in sure.keys() | left.keys() | right.keys()
    }
    return TracedShadows(cols, rows, masks)
