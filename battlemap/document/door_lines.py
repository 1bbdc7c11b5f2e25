"""Doors and the ground in log lines: opening, closing, breaking, clearing, climbing, jumping.

"Bill opens the door at 3,4"; "Kasia attacks the door at 5,2: 4d6 [6+3+2+1]: 1 six;
2 damage through its armour, 6 of 10"; "Jacobs jumps 10 ft".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, by_count, cell, faces, pool_part, who
from battlemap.document.log import Part, part, phrase
from battlemap.document.mark_lines import posture_named
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_NO_DOOR = (phrase("{who} finds no closed door there"), phrase("{who} find no closed door there"))
_OPENED = (phrase("{who} opens the door at {cell}"), phrase("{who} open the door at {cell}"))
_NO_OPEN_DOOR = (phrase("{who} finds no open door there"), phrase("{who} find no open door there"))
_CLOSED = (phrase("{who} closes the door at {cell}"), phrase("{who} close the door at {cell}"))
_LOCKED = phrase("{who} tries the door at {cell}: it is locked")
_NO_LOCKED_DOOR = phrase("{who} finds no locked door at {cell}")
_DOOR_MISSED = phrase("{who} attacks the door at {cell}: {roll}, no damage")
_DOOR_HIT = phrase("{who} attacks the door at {cell}: {roll}; {damage} damage, armour dice {armour}: "
                   "{dealt} through, {total} of the {withstands} it withstands")
_BROKEN = phrase("{who} breaks the door at {cell} down")
_DEBRIS = phrase("{who} clears the debris at {cell}")
_SQUEEZED = phrase("{who} squeezes through at {cell}")
_HOPPED = phrase("{who} hops over the obstacle at {cell}")
_CLIMBED = phrase("{who} climbs {feet:g} ft further")
_JUMPED = phrase("{who} jumps {feet:g} ft")
_JUMPED_SHORT = phrase("{who} jumps only {feet:g} ft and lands knocked down")
_FELL = phrase("{who} falls and is knocked down")
_HELPED_UP = phrase("{who} helps {target} up: {posture}")


def _at(template: str | tuple[str, str]) -> Line:
    """A line naming who and the event's cell (a pair: singular and group templates)."""
    return lambda state, names, event: part(_pick(state, event, template), who=who(names, event.actor),
                                            cell=cell(event.param("at")))


def _alone(template: str | tuple[str, str]) -> Line:
    return lambda state, names, event: part(_pick(state, event, template), who=who(names, event.actor))


def _pick(state: BattleState, event: Event, template: str | tuple[str, str]) -> str:
    return template if isinstance(template, str) else by_count(state, event.actor, template)


def _door_attacked(state: BattleState, names: dict[str, str], event: Event) -> Part:
    common = dict(who=who(names, event.actor), cell=cell(event.param("at")), roll=pool_part(event.param("roll")))
    if not event.param("hit"):
        return part(_DOOR_MISSED, **common)
    return part(_DOOR_HIT, damage=int(event.param("damage") or 0), armour=faces(event.param("armour_faces")),
                dealt=int(event.param("dealt") or 0), total=int(event.param("total") or 0),
                withstands=int(event.param("withstands") or 0), **common)


def _feet(template: str) -> Line:
    return lambda state, names, event: part(template, who=who(names, event.actor),
                                            feet=float(event.param("feet") or 0))


def _jumped(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return _feet(_JUMPED_SHORT if event.param("knocked_down") else _JUMPED)(state, names, event)


def _helped_up(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_HELPED_UP, who=who(names, event.actor), target=who(names, event.target),
                posture=posture_named(event.param("posture", "standing")))


PHRASES: dict[str, Line] = {
    "no_door": _alone(_NO_DOOR),
    "door_opened": _at(_OPENED),
    "no_open_door": _alone(_NO_OPEN_DOOR),
    "door_closed": _at(_CLOSED),
    "door_locked": _at(_LOCKED),
    "no_locked_door": _at(_NO_LOCKED_DOOR),
    "door_attacked": _door_attacked,
    "door_broken": _at(_BROKEN),
    "debris_cleared": _at(_DEBRIS),
    "squeezed": _at(_SQUEEZED),
    "hopped": _at(_HOPPED),
    "climbed": _feet(_CLIMBED),
    "jumped": _jumped,
    "fell": _alone(_FELL),
    "helped_up": _helped_up,
}
