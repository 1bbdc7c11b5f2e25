"""Building a shadow table with numpy: `lines.quadrant_line` for every target at once.

The same integer arithmetic as `lines`, vectorised over the targets of one
quadrant (shallow lines, y <= x, column by column; steep ones as their
mirror image across the diagonal), so a 100 x 100 table takes a fraction of a
second instead of seconds. numpy is imported here only, on first use (it
comes with pyqtgraph). The tests hold this to `quadrant_line` target by target.
"""

from __future__ import annotations

from battlemap.engine.vision.lines import STRIDE

SURE, LEFT, RIGHT = 0, 1, 2


def pairs(cols: int, rows: int):
    """(feature id, target bit, kind) arrays of every line of the quadrant."""
    import numpy as np

    side = max(cols, rows)
    ys, xs = np.mgrid[0:side, 0:side]
    xs, ys = xs.ravel().astype(np.int64), ys.ravel().astype(np.int64)
    inside = (xs < cols) & (ys < rows) & ((xs > 0) | (ys > 0))
    xs, ys = xs[inside], ys[inside]
    bits = ys * cols + xs
    steep = ys > xs
    # Shallow coordinates: (a, b) with b <= a; steep lines are transposed.
    a = np.where(steep, ys, xs)
    b = np.where(steep, xs, ys)
    if a.size == 0:  # a one-cell map: no line leaves the viewer's cell
        return np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0, np.int8)
    out: list[tuple] = []
    _shallow(np, a, b, bits, steep, out)
    feats = np.concatenate([o[0] for o in out])
    tbits = np.concatenate([o[1] for o in out])
    kinds = np.concatenate([o[2] for o in out])
    return feats, tbits, kinds


def _ids(np, x, y, kind, steep):
    """Feature ids of cells (kind 0), vertical (1) or horizontal (2) edges at shallow (x, y),
    transposed back for steep lines (a vertical edge becomes a horizontal one)."""
    tx, ty = np.where(steep, y, x), np.where(steep, x, y)
    if kind == 0:
        k = np.zeros_like(x)
    else:
        k = np.where(steep, 3 - kind, kind)
    return (tx * STRIDE + ty) * 3 + k


def _emit(np, out, keep, feats, bits, kinds):
    # int32 and int8: a 200 x 200 map has 16 M (line, feature) pairs; int64 would need GBs to build.
    kinds = kinds[keep] if not np.isscalar(kinds) else np.full(int(keep.sum()), kinds)
    out.append((feats[keep].astype(np.int32), bits[keep].astype(np.int32), kinds.astype(np.int8)))


def _shallow(np, a, b, bits, steep, out) -> None:
    axis = b == 0
    side_flip = np.where(steep, -1, 1)  # a transposed line has its sides swapped
    for i in range(int(a.max()) + 1):
        live = a >= i
        if not live.any():
            break
        x, y, bt, st, fl = a[live], b[live], bits[live], steep[live], side_flip[live]
        ax = axis[live]
        two_x = 2 * x
        lo = np.where(i > 0, y * (2 * i - 1), 0)
        hi = np.where(i < x, y * (2 * i + 1), two_x * y)
        jmin = (lo - x) // two_x + 1
        jmax = (hi + x - 1) // two_x
        for j in (jmin, jmin + 1):
            ok = (j <= jmax) & ~((i == 0) & (j == 0)) & ~((i == x) & (j == y))
            _emit(np, out, ok, _ids(np, np.full_like(x, i), j, 0, st), bt, SURE)
        edge = i < x
        at = y * (2 * i + 1)
        corner = edge & ~ax & (at % np.maximum(x, 1) == 0) & ((at // np.maximum(x, 1)) % 2 == 1)
        plain = edge & ~corner
        _emit(np, out, plain, _ids(np, np.full_like(x, i), (at + x) // two_x, 1, st), bt, SURE)
        if corner.any():
            _corners(np, out, x[corner], y[corner], i, (at[corner] // x[corner] - 1) // 2,
                     bt[corner], st[corner], fl[corner])
    _rows(np, a, b, bits, steep, out)


def _corners(np, out, x, y, i, j, bt, st, fl) -> None:
    iv = np.full_like(x, i)
    touched = (
        (0, iv + 1, j, 2 * i + 2, 2 * j), (0, iv, j + 1, 2 * i, 2 * j + 2),
        (1, iv, j, 2 * i + 1, 2 * j - 1), (1, iv, j + 1, 2 * i + 1, 2 * j + 3),
        (2, iv, j, 2 * i - 1, 2 * j + 1), (2, iv + 1, j, 2 * i + 3, 2 * j + 1),
    )
    every = np.ones_like(x, dtype=bool)
    for kind, fx, fy, px2, py2 in touched:
        cross = x * py2 - y * px2
        side = np.sign(cross) * fl
        _emit(np, out, every, _ids(np, fx, fy, kind, st), bt, np.where(side < 0, LEFT, RIGHT))


def _rows(np, a, b, bits, steep, out) -> None:
    """Horizontal edges y = j + 1/2 crossed away from a corner."""
    for j in range(int(b.max()) if b.size else 0):
        live = b > j
        x, y, bt, st = a[live], b[live], bits[live], steep[live]
        at = x * (2 * j + 1)
        corner = (at % y == 0) & ((at // y) % 2 == 1)
        plain = ~corner
        _emit(np, out, plain, _ids(np, (at + y) // (2 * y), np.full_like(x, j), 2, st), bt, SURE)


def packed_table(cols: int, rows: int, found=None):
    """Every shadow as one row of packed bits (little-endian, bit = target): the matrix, and
    per row its key `feature id * 3 + kind` (kind 0 sure, 1 left, 2 right), ascending."""
    import numpy as np

    feats, bits, kinds = found if found is not None else pairs(cols, rows)
    key = feats.astype(np.int64) * 3 + kinds
    present = np.zeros(int(key.max()) + 1 if key.size else 1, dtype=bool)
    present[key] = True
    keys = np.flatnonzero(present)  # ascending, without a sort
    slot = np.cumsum(present) - 1
    group = slot[key]
    width = packed_width(cols, rows)
    packed = np.zeros((keys.size, width), dtype=np.uint8)
    np.bitwise_or.at(packed.reshape(-1), group * width + (bits >> 3), (1 << (bits & 7)).astype(np.uint8))
    return packed, keys


def packed_width(cols: int, rows: int) -> int:
    """Bytes per packed shadow: whole 64-bit words, so rows OR as uint64."""
    return (cols * rows + 63) // 64 * 8


def key_count(found) -> int:
    """How many distinct (feature, kind) keys the pairs hold (the packed table's rows)."""
    import numpy as np

    feats, _, kinds = found
    key = feats.astype(np.int64) * 3 + kinds
    present = np.zeros(int(key.max()) + 1 if key.size else 1, dtype=bool)
    present[key] = True
    return int(present.sum())


def sparse_table(cols: int, rows: int, found=None):
    """Every shadow as a run of target indices: (targets int32, starts int64), where the
    targets of key `feature id * 3 + kind` are `targets[starts[key]:starts[key + 1]]`."""
    import numpy as np

    feats, bits, kinds = found if found is not None else pairs(cols, rows)
    key = feats * 3 + kinds.astype(np.int32)
    # One sort of (key, target) packed in an int64 instead of an argsort and a gather (a third
    # of the time on 200 x 200); the order of a shadow's targets does not matter.
    shift = max(1, (cols * rows).bit_length())
    targets = (np.sort((key.astype(np.int64) << shift) | bits) & ((1 << shift) - 1)).astype(np.int32)
    counts = np.bincount(key, minlength=int(key.max()) + 1 if key.size else 1)
    starts = np.zeros(counts.size + 1, dtype=np.int64 if key.size >= 2**31 else np.int32)
    np.cumsum(counts, out=starts[1:])
    return targets, starts
