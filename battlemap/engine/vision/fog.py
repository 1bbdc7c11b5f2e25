"""What a side sees: the union of its tokens' fields of view, each kept until it moves.

A token's field of view depends on its cells, the terrain, the zones (a
system's screens) and the line-of-fire options only, so `SightCache` keeps
one mask per token keyed on those; after a move only the moved token is
traced again and the side's view is an OR of the others' kept masks. Hidden
tokens of the side see too (the players' own side is never hidden from
them); a token off the map sees nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from battlemap.engine.battle.state import BattleState
from battlemap.engine.vision.sight import seen_mask


class SightCache:
    """Fields of view per token id, each valid for the key it was traced under."""

    def __init__(self) -> None:
        self._masks: dict[str, tuple[tuple, object, object, int]] = {}
        self._options: tuple[object, tuple] = (None, ())

    def _options_key(self, state: BattleState) -> tuple:
        """The line-of-fire options as a key, worked out once per options table (not per token)."""
        if self._options[0] is not state.options:
            self._options = (state.options, tuple(sorted(state.options.items(), key=str)))
        return self._options[1]

    def _key(self, state: BattleState, token_id: str) -> tuple:
        return (state.token(token_id).footprint, state.zones, self._options_key(state))

    def is_kept(self, state: BattleState, token_id: str) -> bool:
        """True when the token's field for `state` is kept (reading it traces nothing)."""
        kept = self._masks.get(token_id)
        return kept is not None and kept[0] == self._key(state, token_id) \
            and kept[1] is state.terrain and kept[2] is state.system

    def token_mask(self, state: BattleState, token_id: str) -> int:
        """The cells `token_id` sees (a flat-index mask), traced only when its key changed."""
        if self.is_kept(state, token_id):
            return self._masks[token_id][3]
        entry = self.traced(state, token_id)
        self.keep(token_id, entry)
        return entry[3]

    def traced(self, state: BattleState, token_id: str) -> tuple[tuple, object, object, int]:
        """The token's field traced afresh, as an entry for `keep` (stores nothing: a worker
        thread may trace while the window reads the cache)."""
        key = self._key(state, token_id)
        return key, state.terrain, state.system, seen_mask(state, state.token(token_id).footprint)

    def keep(self, token_id: str, entry: tuple[tuple, object, object, int]) -> None:
        """Keep an entry `traced` made."""
        self._masks[token_id] = entry

    def pending(self, state: BattleState, sides: Iterable[str]) -> tuple[str, ...]:
        """The tokens of `sides` whose field `seen_by` would trace now (not kept for `state`)."""
        wanted = set(sides)
        return tuple(t.id for t in state.tokens if t.side in wanted and not self.is_kept(state, t.id))

    def seen_by(self, state: BattleState, sides: Iterable[str]) -> int:
        """Every cell any token of `sides` sees."""
        wanted = set(sides)
        mask = 0
        for token in state.tokens:
            if token.side in wanted:
                mask |= self.token_mask(state, token.id)
        return mask

    def forget(self) -> None:
        self._masks.clear()
