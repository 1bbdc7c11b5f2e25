"""Who plays each side (Battle > Sides): names, person or computer, temperament, as one undoable step.

The command changes `state.sides` only (saving writes the file's `sides` from it);
the computer side reads `played_by` and `temperament` from there as its turn begins.
Each side that changed is logged: "Red: played by the computer (cautious)".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import TURN, LogEntry, Part, part, phrase
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState, SideState

_TITLE = phrase("Sides")
_BY_PERSON = phrase("{side}: played by a person")
_BY_COMPUTER = phrase("{side}: played by the computer ({temperament})")
_RENAMED = phrase("Side {old} is now called {new}")
PLAYERS = ("person", "computer")
TEMPERAMENTS = ("aggressive", "steady", "cautious")
#: Each temperament as the log line says it (a phrase: translated like the line).
_TEMPERAMENT_WORDS = {
    "aggressive": phrase("aggressive"), "steady": phrase("steady"), "cautious": phrase("cautious"),
}


def set_sides_command(state: BattleState, sides: Mapping[str, SideState]) -> Command | Rejected:
    """Make `sides` (side id -> its new entry) the battle's; sides left out stay as they are."""
    reasons = [r for side, entry in sides.items() for r in _problems(side, entry)]
    if reasons:
        return Rejected(tuple(reasons))
    changed = {k: v for k, v in sides.items() if _current(state, k) != v}
    if not changed:
        return Rejected.of("no_change")
    after = replace(state, sides=MappingProxyType({**state.sides, **changed}))
    log = tuple(e for side, entry in changed.items() for e in _lines(state, after, side, entry))
    return Command(Part(_TITLE), state, after, log)


def _current(state: BattleState, side: str) -> SideState:
    return state.sides.get(side) or SideState(side)


def _problems(side: str, entry: SideState) -> list[Reason]:
    found = []
    if entry.id != side:
        found.append(Reason.of("side_mismatch", side=side, entry=entry.id))
    if entry.played_by not in PLAYERS:
        found.append(Reason.of("unknown_player", side=side, played_by=entry.played_by))
    if entry.temperament not in TEMPERAMENTS:
        found.append(Reason.of("unknown_temperament", side=side, temperament=entry.temperament))
    return found


def _lines(before: BattleState, after: BattleState, side: str, entry: SideState) -> tuple[LogEntry, ...]:
    old = _current(before, side)
    lines = []
    if (old.name or None) != (entry.name or None):
        lines.append(part(_RENAMED, old=before.side_name(side), new=after.side_name(side)))
    if (old.played_by, old.temperament) != (entry.played_by, entry.temperament):
        name = after.side_name(side)
        lines.append(part(_BY_COMPUTER, side=name, temperament=part(_TEMPERAMENT_WORDS[entry.temperament]))
                     if entry.computer
                     else part(_BY_PERSON, side=name))
    return tuple(LogEntry.phrased(TURN, line, (), before.combat.round) for line in lines)
