"""How hurt a token is, as its system's own rules keep it: one frozen `Health` value.

Each system keeps damage its own way (a condition track, hit points lost, a
count of conditions); its `health` hook (`systems/contract.py`) reads them
into meters the map and the Inspector draw without knowing the system:

- `bar`: `current` is what is left of `maximum` (GURPS HP and FP, Fallout
  HP); it may fall below 0 (GURPS fights on at negative HP).
- `pips`: `current` boxes of `maximum` are marked (Year Zero damage and
  stress, broken at the last box).
- `track`: `current` steps down a track of `maximum` steps (d20 mass
  combat: unhurt, wounded, disabled).

`key` and `words` are ids the interface translates (ui/words/health.py).
"""

from __future__ import annotations

from dataclasses import dataclass

BAR, PIPS, TRACK = "bar", "pips", "track"


@dataclass(frozen=True, slots=True)
class Meter:
    """One gauge of a token's health: what it counts (`key`), how it is drawn and its numbers."""

    key: str
    kind: str
    current: int
    maximum: int

    @property
    def left(self) -> float:
        """How much is left, 0 (down) to 1 (unhurt), whatever the kind."""
        if self.maximum <= 0:
            return 1.0
        kept = self.current if self.kind == BAR else self.maximum - self.current
        return min(1.0, max(0.0, kept / self.maximum))

    @property
    def is_hurt(self) -> bool:
        """Anything lost (a full bar or an empty track is not)."""
        return self.current < self.maximum if self.kind == BAR else self.current > 0


@dataclass(frozen=True, slots=True)
class Health:
    """A token's meters (the first is its main one) and the words for its state ("wounded")."""

    meters: tuple[Meter, ...]
    words: tuple[str, ...] = ()

    @property
    def main(self) -> Meter:
        return self.meters[0]

    @property
    def kind(self) -> str:
        return self.main.kind

    @property
    def current(self) -> int:
        return self.main.current

    @property
    def maximum(self) -> int:
        return self.main.maximum

    @property
    def is_hurt(self) -> bool:
        """Any meter lost something."""
        return any(m.is_hurt for m in self.meters)

    def meter(self, key: str) -> Meter:
        """The meter counting `key` (KeyError when the system keeps none)."""
        for m in self.meters:
            if m.key == key:
                return m
        raise KeyError(key)


def health_of(state, token) -> Health | None:
    """The token's health by its system's hook (None: the system keeps none)."""
    hook = state.system.health
    return hook(state, token) if hook is not None else None
