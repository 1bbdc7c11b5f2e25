"""What applying an action did: events, and the outcome that carries them.

An `Event` is a stable code (`kind`) with parameters, like a `Reason`, so the
log and the UI phrase it (translated) and the tests assert it; an attack's
event also carries every modifier of the roll. `Outcome` pairs the state
after the action with the events in the order they happened; the state
before is the undo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from battlemap.engine.battle.modifiers import Modifier

if TYPE_CHECKING:
    from battlemap.engine.battle.state import BattleState

#: Event kinds apply() records (system resolvers may add their own).
ACTION = "action"            # params: cost (label), group
POSTURE = "posture"          # params: old, new
CONDITION_ADDED = "condition_added"      # params: condition
CONDITION_REMOVED = "condition_removed"  # params: condition
TACTICAL = "tactical"        # params: key, value
READIED = "readied"          # params: item
UNREADIED = "unreadied"      # params: item
MOVED = "moved"              # params: path, cost, unit, reactions
ATTACK = "attack"            # params: attack, weapon, roll, faces, need, hit, probability, ...
DAMAGE = "damage"            # the system's hit hook: whatever it applied
INTERRUPT = "interrupt"      # a reaction stopped a move: params at (offset), resumed


@dataclass(frozen=True)
class Event:
    """One thing that happened: `kind`, who (`actor`), by which action, to whom."""

    kind: str
    actor: str
    action: str
    target: str | None = None
    params: tuple[tuple[str, object], ...] = ()
    modifiers: tuple[Modifier, ...] = ()

    @classmethod
    def of(
        cls, kind: str, actor: str, action: str, target: str | None = None,
        modifiers: tuple[Modifier, ...] = (), **params: object,
    ) -> Event:
        """``Event.of("posture", "a1", "stand_up", old="prone", new="standing")``."""
        return cls(kind, actor, action, target, tuple(sorted(params.items())), tuple(modifiers))

    def param(self, key: str, default: object = None) -> object:
        """The value of parameter `key`, or `default`."""
        for name, value in self.params:
            if name == key:
                return value
        return default


@dataclass(frozen=True)
class Outcome:
    """The state after an action and what happened, in order."""

    state: BattleState
    events: tuple[Event, ...]

    def of_kind(self, kind: str) -> tuple[Event, ...]:
        """The events of one kind, e.g. every attack."""
        return tuple(e for e in self.events if e.kind == kind)
