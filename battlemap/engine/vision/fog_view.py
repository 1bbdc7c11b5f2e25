"""What the Player View covers: the battle's fog settings over what its sides see now.

A cell is in sight when a token of the shown sides sees it (`SightCache`) or
the GM revealed it, and the GM did not hide it; a cell out of sight that the
sides saw before (`fog.explored`) is drawn dimmed; every other cell is
covered. `explored_after` is how `explored` grows: the document calls it on
every command's after-state, so undo, redo and a replayed journal give the
same set (it is a function of the state alone).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from battlemap.engine.battle.state import BattleState
from battlemap.engine.vision.fog import SightCache


@dataclass(frozen=True)
class FogView:
    """Flat-index masks over the map: `visible` (clear), `explored` (seen before, dimmed, not in sight)."""

    size: int
    visible: int
    explored: int

    @property
    def covered(self) -> int:
        """Cells drawn opaque: neither in sight nor explored."""
        return ((1 << self.size) - 1) & ~(self.visible | self.explored)

    def shows(self, index: int) -> bool:
        """True when the players see the cell now (a token there is drawn)."""
        return bool(self.visible >> index & 1)


def mask_of(indices: Iterable[int]) -> int:
    """The mask with these flat indices set."""
    found = sorted(indices)
    if not found:
        return 0
    buf = bytearray(found[-1] // 8 + 1)
    for i in found:
        buf[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(buf, "little")


#: Byte value -> the bits set in it (reading a mask a byte at a time, not a bit).
_BITS = tuple(tuple(b for b in range(8) if value >> b & 1) for value in range(256))


def indices_of(mask: int) -> frozenset[int]:
    """The flat indices set in a mask."""
    if not mask:
        return frozenset()
    data = mask.to_bytes((mask.bit_length() + 7) // 8, "little")
    return frozenset(i * 8 + b for i, byte in enumerate(data) if byte for b in _BITS[byte])


def fog_view(state: BattleState, sight: SightCache, sides: tuple[str, ...] | None = None) -> FogView:
    """What the Player View shows of `state` for `sides` (None: the battle's own fog sides).

    Explored cells are the battle's only when they were explored by the sides shown.
    """
    fog = state.fog
    shown = fog.sides if sides is None else tuple(sides)
    size = state.grid.size
    hidden = mask_of(fog.hidden)
    visible = (sight.seen_by(state, shown) | mask_of(fog.revealed)) & ~hidden
    explored = mask_of(fog.explored) if set(shown) == set(fog.sides) else 0
    return FogView(size, visible, explored & ~visible & ~hidden)


def explored_after(before: BattleState | None, after: BattleState, sight: SightCache) -> BattleState:
    """`after` with what its fog sides see added to `explored`: from `before` (the command's
    start, which a file's first state never added) and from `after`. Itself when fog is off or
    nothing new is seen; nothing is traced when positions, terrain, rules and sides are as before."""
    fog = after.fog
    if not fog.enabled or not fog.sides:
        return after
    same_sides = before is not None and before.fog.enabled and before.fog.sides == fog.sides
    if same_sides and before.tokens is after.tokens and before.terrain is after.terrain \
            and before.zones == after.zones and before.options is after.options:
        return after
    mask = sight.seen_by(before, fog.sides) if same_sides else 0
    seen = indices_of(mask | sight.seen_by(after, fog.sides))
    if seen <= fog.explored:
        return after
    return replace(after, fog=replace(fog, explored=fog.explored | seen))
