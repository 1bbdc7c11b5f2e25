"""Warming a side's sight before its fog shows: the shadow table, then each token's field.

Turning fog of war on, changing its sides or opening a battle whose fog is on
traces every token of the sides shown, and on a large map first builds the
shadow table the fields read: seconds on 200 x 200. `WarmUp` is that work set
apart from the command, in steps (the table, then one token each), so the
window can run it on a worker thread behind a progress bar with Cancel and
then push the very same command, which finds every field already kept.
It only reads the state (frozen values) and returns entries for
`SightCache.keep`; it stores nothing in the cache itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from battlemap.engine.battle.state import BattleState
from battlemap.engine.vision.fog import SightCache

#: Tables this process built (or found built) through `build_table`, by `table_key`.
_READY: set[tuple] = set()
#: Rough costs on one core, in seconds per map cell: building a square table, a hex table,
#: and one viewer's field read from a table or traced (the corners method, a long thin hex map).
_SQUARE_TABLE, _HEX_TABLE, _FROM_TABLE, _TRACED = 5e-5, 2.5e-4, 4e-7, 3e-5


def table_key(state: BattleState) -> tuple | None:
    """Which shadow table this state's fields read (None: they trace their lines instead)."""
    from battlemap.engine.vision.hex_field import hex_reach
    from battlemap.engine.vision.sight import _hex_table_fits, uses_tables

    grid = state.grid
    if not uses_tables(state):
        return None
    if grid.kind == "hex":
        return ("hex", hex_reach(grid)) if _hex_table_fits(grid) else None
    return ("square", grid.cols, grid.rows)


def build_table(state: BattleState) -> None:
    """Build (or find cached) the shadow table this state's fields read."""
    key = table_key(state)
    if key is None or key in _READY:
        return
    if key[0] == "hex":
        from battlemap.engine.vision.hex_field import cell_lookup
        from battlemap.engine.vision.hex_shadows import hex_shadows

        hex_shadows(cell_lookup(state.grid).reach)
    else:
        from battlemap.engine.vision.shadows import shadows

        shadows(state.grid.cols, state.grid.rows)
    _READY.add(key)


@dataclass(frozen=True)
class WarmUp:
    """What a side's fog still needs on `state`: the table (`table`) and the tokens to trace."""

    state: BattleState
    tokens: tuple[str, ...]
    table: bool

    @property
    def steps(self) -> int:
        """The steps `run` takes: the table (when it is needed), then one per token."""
        return len(self.tokens) + (1 if self.table else 0)

    def estimated_seconds(self) -> float:
        """About how long `run` takes (the window shows progress only when it is long)."""
        if not self.tokens:
            return 0.0
        size, key = self.state.grid.size, table_key(self.state)
        per_token = _TRACED if key is None else _FROM_TABLE
        table = 0.0 if not self.table else size * (_HEX_TABLE if key[0] == "hex" else _SQUARE_TABLE)
        return table + len(self.tokens) * size * per_token

    def run(self, cache: SightCache, progress: Callable[[int], None] = lambda done: None,
            cancelled: Callable[[], bool] = lambda: False) -> dict[str, tuple]:
        """Every step in turn (`progress(steps done)` after each), stopping early once `cancelled()`:
        token id -> its entry for `cache.keep`. Safe on a worker thread (see the module)."""
        done = 0
        if self.table:
            build_table(self.state)
            done += 1
            progress(done)
        traced: dict[str, tuple] = {}
        for token_id in self.tokens:
            if cancelled():
                break
            traced[token_id] = cache.traced(self.state, token_id)
            done += 1
            progress(done)
        return traced


def warm_up(state: BattleState, cache: SightCache, sides: Iterable[str]) -> WarmUp:
    """The work before `sides`' fog shows on `state` with `cache` (nothing when all is kept)."""
    tokens = cache.pending(state, sides)
    key = table_key(state) if tokens else None
    return WarmUp(state, tokens, key is not None and key not in _READY)


def keep_all(cache: SightCache, traced: dict[str, tuple]) -> None:
    """Keep what a warm-up traced."""
    for token_id, entry in traced.items():
        cache.keep(token_id, entry)
