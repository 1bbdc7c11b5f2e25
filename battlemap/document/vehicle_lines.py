"""Vehicles in log lines (Year Zero): boarding, the engine, the wheel, driving.

"Kasia gets into Car at 4,2"; "Moth takes the wheel of Car from Kasia";
"Moth drives Car to 9,2 (5 squares)".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, cell, who
from battlemap.document.log import Part, amount_part, part, phrase
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_ENTERED = phrase("{who} gets into {vehicle} at {cell}")
_EXITED = phrase("{who} gets out of {vehicle} at {cell}")
_ENGINE = phrase("{who} starts the engine of {vehicle}")
_WHEEL = phrase("{who} takes the wheel of {vehicle}")
_WHEEL_FROM = phrase("{who} takes the wheel of {vehicle} from {driver}")
_DROVE = phrase("{who} drives {vehicle} to {cell} ({cost})")


def _seat(template: str) -> Line:
    return lambda state, names, event: part(template, who=who(names, event.actor), vehicle=who(names, event.target),
                                            cell=cell(event.param("at")))


def _engine(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_ENGINE, who=who(names, event.actor), vehicle=who(names, event.target))


def _wheel(state: BattleState, names: dict[str, str], event: Event) -> Part:
    before = event.param("from")
    common = dict(who=who(names, event.actor), vehicle=who(names, event.target))
    return part(_WHEEL_FROM, driver=who(names, before), **common) if before else part(_WHEEL, **common)


def _drove(state: BattleState, names: dict[str, str], event: Event) -> Part:
    cost = event.param("cost")
    spent = amount_part(float(cost) if isinstance(cost, (int, float)) else 0.0, state.ruleset.movement.unit)
    return part(_DROVE, who=who(names, event.actor), vehicle=who(names, event.target),
                cell=cell(event.param("at")), cost=spent)


PHRASES: dict[str, Line] = {
    "entered_vehicle": _seat(_ENTERED),
    "exited_vehicle": _seat(_EXITED),
    "engine_started": _engine,
    "grabbed_wheel": _wheel,
    "drove": _drove,
}
