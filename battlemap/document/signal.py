"""A document's change signals: connect a slot, emit a value to every slot, in connection order.

What the document used psygnal for, and all of it: a class attribute
`changed = Signal(object)` gives each instance its own list of slots. A bound
method is held weakly (a closed dock that forgot to disconnect is dropped, not
kept alive or called); other callables are held as given. Disconnecting a slot
that is not connected does nothing. A slot's exception propagates to the
emitter.

Ours because psygnal's import reads the installed packages' metadata
(`importlib.metadata`, some 30 ms of every start) for its version string.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MethodType
from typing import Any
from weakref import WeakMethod

Slot = Callable[..., Any]


class Signal:
    """Declared on a class; each instance reads its own `SignalInstance`."""

    def __init__(self, *types: object) -> None:
        self.types = types  # what it emits, for the reader (not checked)
        self._name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        if instance is None:
            return self
        bound = instance.__dict__.get(self._name)
        if bound is None:
            bound = instance.__dict__[self._name] = SignalInstance()
        return bound


class SignalInstance:
    """One object's slots for one signal."""

    __slots__ = ("_slots",)

    def __init__(self) -> None:
        # Each entry: (the slot as given or its WeakMethod, whether it is weak).
        self._slots: list[tuple[Any, bool]] = []

    def connect(self, slot: Slot) -> Slot:
        """Call `slot(value)` on every emission from now on (once, however often connected)."""
        if self._index(slot) is None:
            if isinstance(slot, MethodType):
                self._slots.append((WeakMethod(slot), True))
            else:
                self._slots.append((slot, False))
        return slot

    def disconnect(self, slot: Slot) -> None:
        """Stop calling `slot` (nothing happens when it is not connected)."""
        found = self._index(slot)
        if found is not None:
            del self._slots[found]

    def emit(self, *args: Any) -> None:
        """Call every connected slot with `args`, in connection order."""
        dead = False
        for held, weak in tuple(self._slots):
            slot = held() if weak else held
            if slot is None:
                dead = True
            else:
                slot(*args)
        if dead:
            self._slots = [(held, weak) for held, weak in self._slots if not weak or held() is not None]

    def __len__(self) -> int:
        return len(self._slots)

    def _index(self, slot: Slot) -> int | None:
        for i, (held, weak) in enumerate(self._slots):
            if (held() if weak else held) == slot:
                return i
        return None
