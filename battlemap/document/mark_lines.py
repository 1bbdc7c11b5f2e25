"""What an action left on a token, in log lines: conditions, postures, readied items, tactical marks.

Each is a translatable `Part`; the condition, posture, weapon and mark named
in it are `Named` values, so the record reads their ids with spaces and a
window names them in its language (`ui/words/named.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from battlemap.document.log import Named, Part, condition_named, part, phrase, weapon_named
from battlemap.engine.battle import events as ev
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState


def _who(names: dict[str, str], token_id: str | None) -> str:
    return names.get(token_id or "", token_id or "")


def _bearer(names: dict[str, str], event: Event) -> str:
    """Who a condition is on: the target when the event has one (a hit), else the actor."""
    return _who(names, event.target or event.actor)


_CONDITION_ADDED = phrase("{who}: now {condition}")
_CONDITION_REMOVED = phrase("{who}: no longer {condition}")


def _condition_added(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_CONDITION_ADDED, who=_bearer(names, event), condition=condition_named(str(event.param("condition"))))


def _condition_removed(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_CONDITION_REMOVED, who=_bearer(names, event),
                condition=condition_named(str(event.param("condition"))))


_POSTURE = phrase("{who}: {old} to {new}")


def posture_named(posture: object) -> Named:
    """A posture inside a line: its id with spaces in the record, the ruleset's name on screen."""
    return Named("postures", str(posture), str(posture).replace("_", " "))


def _posture(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """"Raider: standing to prone"."""
    return part(_POSTURE, who=_who(names, event.actor), old=posture_named(event.param("old")),
                new=posture_named(event.param("new")))


_READIED = phrase("{who} readies {item}")
_UNREADIED = phrase("{who} puts away {item}")


def _readied(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_READIED, who=_who(names, event.actor), item=weapon_named(str(event.param("item"))))


def _unreadied(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_UNREADIED, who=_who(names, event.actor), item=weapon_named(str(event.param("item"))))


def mark_named(key: object) -> Named:
    """A tactical mark inside a line ("aiming", "aim turns"): the interface's word on screen."""
    return Named("marks", str(key), str(key).replace("_", " "))


_OVERWATCH_OFF = phrase("{who} is no longer on overwatch")
_OVERWATCH_TOWARD = phrase("{who} declares overwatch toward {cell}")
_OVERWATCH = phrase("{who} declares overwatch")
_WAITS = phrase("{who} waits (trigger: {trigger})")
_MARK_SET = phrase("{who}: {what}")
_MARK_CLEARED = phrase("{who}: {what} cleared")
_MARK_VALUE = phrase("{who}: {what} {value}")


def _tactical(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """A tactical mark set or cleared: overwatch in words, any other by its mark's word."""
    key, value = event.param("key"), event.param("value")
    who = _who(names, event.actor)
    if key == "overwatch":
        if value is None:
            return part(_OVERWATCH_OFF, who=who)
        if isinstance(value, tuple) and len(value) == 2:
            return part(_OVERWATCH_TOWARD, who=who, cell=f"{value[0]},{value[1]}")
        return part(_OVERWATCH, who=who)
    if key == "wait" and isinstance(value, str):
        return part(_WAITS, who=who, trigger=value.replace("_", " "))
    what = mark_named(key)
    if value is None:
        return part(_MARK_CLEARED, who=who, what=what)
    if value is True:
        return part(_MARK_SET, who=who, what=what)
    return part(_MARK_VALUE, who=who, what=what, value=_mark_value(state, names, event, value))


def _mark_value(state: BattleState, names: dict[str, str], event: Event, value: object) -> Named | str:
    """A mark's value: a weapon the token holds by its name, a token by its name, else as it reads."""
    if isinstance(value, str):
        held = state.has_token(event.actor) and any(w.id == value for w in state.token(event.actor).weapons)
        if held or value in state.ruleset.weapons:
            return weapon_named(value)
        return _who(names, value)
    return str(value)


PHRASES: dict[str, Callable[[BattleState, dict[str, str], Event], Part]] = {
    ev.TACTICAL: _tactical,
    ev.CONDITION_ADDED: _condition_added,
    ev.CONDITION_REMOVED: _condition_removed,
    ev.POSTURE: _posture,
    ev.READIED: _readied,
    ev.UNREADIED: _unreadied,
}
