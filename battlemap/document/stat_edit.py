"""Editing a token's stats as text, checked against the ruleset's stat table.

The Inspector hands over what the GM typed; `parse_stat` reads it by the
stat's declared type (int, float, bool, str) and checks the declared
bounds, so "-3" for a GURPS ST (min 1) is refused with the bound, and "fast"
for a d20 speed is refused as not a number. A stat the ruleset does not
declare keeps the type of the value it has now.
"""

from __future__ import annotations

import math
from dataclasses import replace
from types import MappingProxyType

from battlemap.document.commands import Command, Rejected
from battlemap.document.edits import with_token_replaced
from battlemap.document.log import TOKEN, LogEntry, Named, part, phrase
from battlemap.engine.battle.state import BattleState, Scalar

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}

#: What the Edit menu calls these steps (translated there).
_TITLE = phrase("Set {stat} of {name}")


def stat_type(state: BattleState, token_id: str, key: str) -> str | None:
    """The declared type of a stat, else the type of the token's value, else None (unknown)."""
    definition = state.ruleset.stats.get(key)
    if definition is not None:
        return definition.type
    value = state.token(token_id).stats.get(key)
    if value is None:
        return None
    return {bool: "bool", int: "int", float: "float"}.get(type(value), "str")


def parse_stat(state: BattleState, token_id: str, key: str, text: str) -> Scalar | Rejected:
    """The value `text` means for stat `key`, or why it cannot be that stat."""
    kind = stat_type(state, token_id, key)
    if kind is None:
        return Rejected.of("unknown_stat", stat=key)
    value = _read(kind, text.strip())
    if value is None:
        return Rejected.of("stat_not_" + kind, stat=key, text=text)
    definition = state.ruleset.stats.get(key)
    if definition is not None and kind in ("int", "float"):
        if definition.min is not None and value < definition.min:
            return Rejected.of("stat_below_min", stat=key, value=value, min=definition.min)
        if definition.max is not None and value > definition.max:
            return Rejected.of("stat_above_max", stat=key, value=value, max=definition.max)
    return value


def _read(kind: str, text: str) -> Scalar | None:
    if kind == "int":
        try:
            return int(text)
        except ValueError:
            return None
    if kind == "float":
        try:
            number = float(text)
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    if kind == "bool":
        lowered = text.lower()
        return True if lowered in _TRUE else False if lowered in _FALSE else None
    return text


#: "Blue archers: speed 1.2 -> 2" (the Inspector's edit).
STAT_SET = phrase("{name}: {stat} {old} -> {new}")


def set_stat_command(state: BattleState, token_id: str, key: str, text: str) -> Command | Rejected:
    """Set one stat of one token from what the GM typed, as one undoable step."""
    if not state.has_token(token_id):
        return Rejected.of("unknown_token", token=token_id)
    value = parse_stat(state, token_id, key, text)
    if isinstance(value, Rejected):
        return value
    token = state.token(token_id)
    old = token.stats.get(key)
    if old == value and type(old) is type(value):
        return Rejected.of("no_change")
    stats = MappingProxyType({**token.stats, key: value})
    changed = replace(token, stats=stats)
    stat = Named("stats", key, key)
    line = part(STAT_SET, name=token.name, stat=stat, old=_shown(old), new=_shown(value))
    return Command(part(_TITLE, stat=stat, name=token.name), state, with_token_replaced(state, changed),
                   (LogEntry.phrased(TOKEN, line, (), state.combat.round),))


def _shown(value: object) -> str:
    if value is None:
        return "(none)"
    return f"{value:g}" if isinstance(value, float) else str(value)
