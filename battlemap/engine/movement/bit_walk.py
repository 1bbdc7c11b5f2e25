"""A breadth-first level fill over whole-map bitsets: the full-map distance field's walk.

`walk_bits` gives the costs a level fill (every step costing the same) finds,
`LevelPrev` the previous cell of each, as `fills._walk_cells` keeps them: the
lowest index of the cells one level nearer with a step into it. Bit i of a
bitset is flat index i; Python's big ints do the per-cell work in C, so no
Python code runs per step (some 280,000 steps on 200 x 200).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import compress, repeat
from operator import add, itemgetter, lshift, mul
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from battlemap.engine.movement.move_rules import MoveRules


def walk_bits(rules: MoveRules, targets: Callable[[int], tuple[int, ...]], cost: int, limit: int) -> dict[int, int]:
    """A level fill's costs over bitsets of the whole map (bit i: flat index i).

    The open steps are grouped by their index offset (`_step_masks`: bit a of
    the mask of offset k when a -> a + k is an open step), so a level's next
    level is a few whole-map ANDs and shifts, whatever its size: a bigint op
    on 40,000 cells costs about what a set op does on a few dozen. Reading
    each level's cells back out would cost more than the walk, so the levels
    are kept as bit planes of their numbers (`_LevelPlanes`) and read out once.
    """
    start = rules.start
    masks = _step_masks(rules, targets)
    unseen = ((1 << rules.size) - 1) ^ (1 << start) ^ _bitset(rules.enemies - {start}, rules.size)
    planes = _LevelPlanes()
    level, d = 1 << start, 0
    while level and d + cost <= limit:
        d += cost
        reached = 0
        for offset, mask in masks:
            moving = level & mask
            if moving:
                reached |= moving << offset if offset > 0 else moving >> -offset
        level = reached & unseen
        if level:
            unseen ^= level
            planes.add(level)
    costs = {start: 0}
    costs.update(planes.read(rules.size, cost))
    return costs


class _LevelPlanes:
    """The levels of a bitset walk as bit planes of their numbers: plane j holds the cells
    of every level whose number has bit j set (a few ORs a level, whatever its size)."""

    __slots__ = ("_count", "_planes")

    def __init__(self) -> None:
        self._planes: list[int] = []
        self._count = 0

    def add(self, level: int) -> None:
        """The next level (a bitset of its cells), numbered from 1."""
        self._count += 1
        number, planes, j = self._count, self._planes, 0
        while number:
            if j == len(planes):
                planes.append(0)
            if number & 1:
                planes[j] |= level
            number >>= 1
            j += 1

    def read(self, size: int, cost: int) -> Iterator[tuple[int, int]]:
        """(cell, level number x cost) of every cell of a level, in index order.

        Each group of 8 planes is spread into one byte per cell (the plane's
        binary digits translated to its bit's value, summed), so a cell's number
        is read with one lookup per group, all in C.
        """
        groups = []
        for first in range(0, len(self._planes), 8):
            lanes = 0
            for j, plane in enumerate(self._planes[first:first + 8]):
                digits = format(plane, "b").encode()  # the last digit is bit 0: cell 0
                lanes |= int.from_bytes(digits.translate(bytes.maketrans(b"01", bytes((0, 1 << j)))), "big")
            groups.append(lanes.to_bytes(size, "little"))  # byte i: cell i's
        if not groups:
            return iter(())
        reached = bytes(map(any, zip(*groups))) if len(groups) > 1 else groups[0]
        cells = list(compress(range(size), reached))
        numbers: Iterable[int] = _pick(groups[0], cells)
        for g, lanes in enumerate(groups[1:], start=1):
            numbers = map(add, numbers, map(lshift, _pick(lanes, cells), repeat(8 * g)))
        return zip(cells, map(mul, numbers, repeat(cost)) if cost != 1 else numbers)


def _pick(data: bytes, cells: list[int]) -> Sequence[int]:
    """data[c] for each of `cells`, in one C call (itemgetter with many keys)."""
    if len(cells) < 2:
        return [data[c] for c in cells]
    return itemgetter(*cells)(data)


def _bitset(cells: Iterable[int], size: int) -> int:
    """The bitset of `cells` (bit i: flat index i), written as binary digits and parsed once
    (setting bit by bit copies the whole map's int each time)."""
    digits = bytearray(b"0") * size
    for cell in cells:
        digits[size - 1 - cell] = 49  # "1"; the first digit is the highest bit
    return int(digits, 2) if size else 0


def _step_masks(rules: MoveRules, targets: Callable[[int], tuple[int, ...]]) -> tuple[tuple[int, int], ...]:
    """(index offset, bitset of the cells with an open step by that offset) over the whole map,
    built once per terrain and system (`BattleState.memo`)."""
    def build() -> tuple[tuple[int, int], ...]:
        by_offset: dict[int, list[int]] = {}
        for a in range(rules.size):
            for b in targets(a):
                by_offset.setdefault(b - a, []).append(a)
        return tuple((offset, _bitset(cells, rules.size)) for offset, cells in by_offset.items())

    return rules.state.memo(("level_step_masks", rules.per_cell), build)


class LevelPrev(Mapping[int, int]):
    """Reached cell -> its previous cell in a level fill, found on read: of the cells one
    step cheaper with a step into it, the lowest index (the cell the bucket fill keeps)."""

    __slots__ = ("_adjacency", "_cost", "_costs", "_start", "_targets")

    def __init__(self, costs: dict[int, int], start: int, cost: int, adjacency,
                 targets: Callable[[int], tuple[int, ...]]) -> None:
        self._costs, self._start, self._cost = costs, start, cost
        self._adjacency, self._targets = adjacency, targets

    def __getitem__(self, b: int) -> int:
        if b == self._start or b not in self._costs:
            raise KeyError(b)
        before, costs, targets = self._costs[b] - self._cost, self._costs, self._targets
        return min(a for a, *_ in self._adjacency[b]
                   if costs.get(a) == before and b in targets(a))

    def __contains__(self, b: object) -> bool:
        return b != self._start and b in self._costs

    def __iter__(self) -> Iterator[int]:
        return (b for b in self._costs if b != self._start)

    def __len__(self) -> int:
        return len(self._costs) - 1
