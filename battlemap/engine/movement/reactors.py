"""The tokens that can react to a mover, found by cell: the reactor index of a state.

`ReactorIndex.of(state, mover)` answers "who can react around this cell" for
every drag and preview on one state: enemies that can react, bucketed by
their anchor, with their threat and Wait cells looked up lazily around the
cells asked about, and the cells every armed overwatch watches. The token
bookkeeping behind it is carried from one state to the next (a move redoes
only the moved token), copy-on-write so older states (undo) stay right.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from functools import lru_cache
from typing import NamedTuple

from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.threat import reach_cells, threatened_cells, watched_cells
from battlemap.engine.systems.base import WAIT_TRIGGERS
from battlemap.grid import Grid

#: Side of a spatial bucket, in cells (reactors are found by nearby buckets): 1 << _SHIFT.
_SHIFT = 3
BUCKET = 1 << _SHIFT


class Reactor(NamedTuple):
    """An enemy that can react, with the cells its reactions watch."""

    token: TokenState
    #: Position in the battle's token list (ties in ordering).
    order: int
    #: Cells where it gets its system's reaction (empty when none is left).
    threat: frozenset[int]
    #: Cells its armed Wait watches (empty without an understood trigger).
    wait: frozenset[int]


class _Candidates(NamedTuple):
    """The tokens of one token list that can react to movers of one side.

    Slots are positions in the token list. Kept across states (see
    `_candidates`): a state after one move shares everything but that
    token's entries, rebuilt copy-on-write so older states stay right.
    """

    tokens: tuple[TokenState, ...]
    combat: object
    #: Slot -> token, for every token that may react.
    members: dict[int, TokenState]
    #: Bucket -> slots of the members anchored in it, in slot order.
    buckets: dict[tuple[int, int], tuple[int, ...]]
    #: Slot -> (token, slot) of every armed overwatch.
    watchers: dict[int, tuple[TokenState, int]]
    #: Flat index -> slots of the overwatches watching it.
    watch: dict[int, tuple[int, ...]]
    #: Largest footprint extent among the members (an upper bound after moves).
    extent: int
    #: Slot -> (token, Reactor) looked up so far; reused while the token is the same.
    reactors: dict[int, tuple[TokenState, Reactor]]


#: Beyond this many changed tokens a new token list is indexed from scratch.
_INCREMENTAL = 64


def _candidates(state: BattleState, side: str) -> _Candidates:
    """The reactors of `state` for movers of `side`, reusing the last token list's work."""
    holder = state.memo(("reactor-candidates", side), dict)
    last = holder.get("last")
    if last is not None and last.combat is state.combat:
        if last.tokens is state.tokens:
            return last
        found = _updated(state, side, last)
    else:
        found = None
    if found is None:
        found = _updated(state, side, None)
    holder["last"] = found
    return found


def _updated(state: BattleState, side: str, last: _Candidates | None) -> _Candidates | None:
    """`last` brought up to `state.tokens` (None: too much changed); from scratch without `last`."""
    tokens = state.tokens
    if last is None:
        changed = range(len(tokens))
        members, buckets, watchers, extent = {}, {}, {}, 1
    else:
        if len(last.tokens) != len(tokens):
            return None
        changed = [i for i, (a, b) in enumerate(zip(last.tokens, tokens)) if a is not b]
        if len(changed) > _INCREMENTAL:
            return None
        members, buckets, watchers = dict(last.members), dict(last.buckets), dict(last.watchers)
        extent = last.extent
    system, rewatch = state.rules, last is None
    for slot in changed:
        if last is not None and slot in members:
            key = _anchor_bucket(state.grid, last.tokens[slot])
            buckets[key] = tuple(s for s in buckets[key] if s != slot)
            del members[slot]
            if watchers.pop(slot, None) is not None:
                rewatch = True
        token = tokens[slot]
        if token.side == side or (token.conditions and system.cannot_react(token) is not None):
            continue
        members[slot] = token
        extent = max(extent, token.extent)
        key = _anchor_bucket(state.grid, token)
        # Slots stay in token order within a bucket (the order reactions resolve ties in).
        buckets[key] = tuple(sorted((*buckets.get(key, ()), slot)))
        if token.tactical.overwatch is not None and system.overwatch_armed(state, token):
            watchers[slot] = (token, slot)
            rewatch = True
    watch = _watch(state, watchers) if rewatch else last.watch
    reactors = {} if last is None else last.reactors
    return _Candidates(tokens, state.combat, members, buckets, watchers, watch, extent, reactors)


def _watch(
    state: BattleState, watchers: dict[int, tuple[TokenState, int]]
) -> dict[int, tuple[int, ...]]:
    """Flat index -> slots of the overwatches watching it, in slot order."""
    watch: dict[int, tuple[int, ...]] = {}
    for slot in sorted(watchers):
        for index in watched_cells(state, watchers[slot][0]):
            slots = watch.get(index, ())
            if slot not in slots:
                watch[index] = (*slots, slot)
    return watch


class ReactorIndex:
    """The tokens that can react to a mover of one side, found by cell.

    Built once per state and side (`ReactorIndex.of`) and shared by every
    drag on that state. Threat and Wait cells are added bucket by bucket,
    only around the cells a path or a movement map asks about, so a drag
    over a 1000-token map pays for the few enemies nearby. Which tokens can
    react, their buckets, overwatch cells and reactor cells carry over from
    the state before a move (only the moved token is redone).
    """

    def __init__(self, state: BattleState, side: str) -> None:
        self.state, self.side, self.grid = state, side, state.grid
        found = _candidates(state, side)
        self._found = found
        self._cells: dict[int, tuple[int, ...]] = {}
        self._done_buckets: set[tuple[int, int]] = set()
        self._table = _bucket_table(state.grid.cols, state.grid.rows)
        self._added: set[int] = set()
        self.watch: dict[int, tuple[int, ...]] = found.watch
        self.watchers: dict[int, tuple[TokenState, int]] = found.watchers
        # Every reactor's cells lie within the longest reach in the ruleset
        # (1 for Engaged) plus the largest token's extent of its anchor.
        longest = max((max(w.reach, default=0) for w in state.ruleset.weapons.values()), default=0)
        self.radius = max(longest, 1) + found.extent

    @classmethod
    def of(cls, state: BattleState, mover: TokenState) -> ReactorIndex:
        """The index for movers of `mover`'s side, cached on the state."""
        key = ("reactors", mover.side)
        if key not in state.derived:
            state.derived[key] = cls(state, mover.side)
        return state.derived[key]

    def reactor(self, slot: int) -> Reactor:
        """The reactor in `slot`, its threat and Wait cells looked up on first use."""
        token = self._found.members[slot]
        known = self._found.reactors.get(slot)
        if known is not None and known[0] is token:
            return known[1]
        system, state = self.state.rules, self.state
        left = system.reactions_left(state, token)
        threat = frozenset()
        if system.reaction_kind is not None and (left is None or left > 0):
            threat = threatened_cells(state, token)
        wait = frozenset()
        if token.tactical.wait in WAIT_TRIGGERS:
            wait = reach_cells(state, token, system.wait_reach(token))
        reactor = Reactor(token, slot, threat, wait)
        self._found.reactors[slot] = (token, reactor)
        return reactor

    def near(self, index: int) -> tuple[int, ...]:
        """Slots of the reactors whose threat or Wait cells include `index`."""
        bucket = self._table[index]
        if bucket not in self._done_buckets:
            self._fill_bucket(bucket)
        return self._cells.get(index, ())

    def _fill_bucket(self, bucket: tuple[int, int]) -> None:
        """Add the cells of every reactor that could reach into `bucket`."""
        span = -(-self.radius // BUCKET)
        bc, br = bucket
        buckets, added, cells = self._found.buckets, self._added, self._cells
        for dc in range(-span, span + 1):
            for dr in range(-span, span + 1):
                for slot in buckets.get((bc + dc, br + dr), ()):
                    if slot in added:
                        continue
                    added.add(slot)
                    reactor = self.reactor(slot)
                    for index in reactor.threat | reactor.wait:
                        cells[index] = (*cells.get(index, ()), slot)
        self._done_buckets.add(bucket)

    def reacting_at(self, indices: Collection[int]) -> dict[int, tuple[str, ...]]:
        """Flat index -> ids of the reactors there, in token order, for each of `indices` where
        any reacts (the drag's threat overlay). Cells sharing the same reactors share one tuple."""
        self.warm(indices)
        cells, ids_of, found = self._cells, {}, {}
        for index in indices:
            slots = cells.get(index)
            if not slots:
                continue
            ids = ids_of.get(slots)
            if ids is None:  # token order, whatever the buckets' order
                ids = ids_of[slots] = tuple(self.reactor(s).token.id for s in sorted(slots))
            found[index] = ids
        return found

    def warm(self, indices: Iterable[int]) -> None:
        """Look up the reactors near these cells now (at drag start), not during the drag."""
        done = self._done_buckets
        for bucket in set(map(self._table.__getitem__, indices)):
            if bucket not in done:
                self._fill_bucket(bucket)


@lru_cache(maxsize=8)
def _bucket_table(cols: int, rows: int) -> tuple[tuple[int, int], ...]:
    """Per flat index, its bucket: its offset column and row, divided by BUCKET.

    A step changes the offset column and row by at most one on every grid,
    so cells within a distance lie within that many columns and rows. One
    table per map size (a tuple lookup per reached cell at drag start); the
    buckets are shared tuples, so a 200 x 200 map holds 625 of them.
    """
    keys = [[(c, r) for c in range((cols >> _SHIFT) + 1)] for r in range((rows >> _SHIFT) + 1)]
    return tuple(keys[row >> _SHIFT][col >> _SHIFT] for row in range(rows) for col in range(cols))


def _anchor_bucket(grid: Grid, token: TokenState) -> tuple[int, int]:
    """The bucket of a token's anchor (as `_bucket_table` has it when on the map)."""
    col, row = grid.to_offset(token.cell)
    return col >> _SHIFT, row >> _SHIFT
