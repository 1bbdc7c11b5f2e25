"""Stealth, senses and light fingers in log lines (Fallout's Sneak, Sense and pickpocketing).

"Doc Mitchell senses Raider scout"; "Bill runs 6 squares and leaves Stealth";
"Sarah plants an item on Raider boss".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, names_or_nobody, who
from battlemap.document.log import Part, part, phrase
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_SENSED = phrase("{who} senses {target}")
_NOT_SENSED = phrase("{who} does not sense {target}")
_PICKPOCKETED = phrase("{who} picks the pocket of {target} unnoticed")
_CAUGHT = phrase("{target} catches {who} at it")
_FORGOTTEN = phrase("{who} slips away: {names} no longer sense them")
_RAN = phrase("{who} runs {squares} squares and leaves Stealth")
_ATTACKED = phrase("{who} attacks and leaves Stealth")
_LEFT_STEALTH = phrase("{who} leaves Stealth")
_KEPT = phrase("{who} cancels the attack and stays in Stealth")
_PLANTED = phrase("{who} plants an item on {target}")
_DUE = phrase("The item {who} planted on {target} is due: their checks are their own again")


def _pair(template: str) -> Line:
    """A line naming the actor and the target."""
    return lambda state, names, event: part(template, who=who(names, event.actor), target=who(names, event.target))


def _forgotten(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_FORGOTTEN, who=who(names, event.actor), names=names_or_nobody(names, event.param("by")))


def _broken(state: BattleState, names: dict[str, str], event: Event) -> Part:
    why, name = event.param("why"), who(names, event.actor)
    if why == "running":
        return part(_RAN, who=name, squares=int(event.param("squares") or 0))
    return part(_ATTACKED if why == "attack" else _LEFT_STEALTH, who=name)


PHRASES: dict[str, Line] = {
    "sensed": _pair(_SENSED),
    "not_sensed": _pair(_NOT_SENSED),
    "pickpocketed": _pair(_PICKPOCKETED),
    "caught": _pair(_CAUGHT),
    "sense_forgotten": _forgotten,
    "stealth_broken": _broken,
    "stealth_kept": lambda state, names, event: part(_KEPT, who=who(names, event.actor)),
    "planted": _pair(_PLANTED),
    "planted_item_due": _pair(_DUE),
}
