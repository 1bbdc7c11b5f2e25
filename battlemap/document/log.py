"""The battle log: what happened, in plain sentences, with the modifiers behind each number.

A `LogEntry` is a value: commands carry the entries they add, so undoing a
command takes its entries back out and redoing puts them back. Sentences are
English here because the log is a record to export and share; the UI may show
`kind` as an icon or colour. The phrase tables below turn the engine's stable
reaction codes into words in one place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from battlemap.engine.modifiers import Modifier
from battlemap.engine.reactions import Reaction
from battlemap.engine.state import BattleState, TokenState
from battlemap.grid import Cell

MOVE = "move"
REACTION = "reaction"
TOKEN = "token"
TERRAIN = "terrain"
TURN = "turn"

#: Reaction kind -> noun phrase ("provoke an opportunity attack").
KIND_PHRASES = {
    "opportunity_attack": "an opportunity attack",
    "free_attack": "a free attack",
    "overwatch": "overwatch fire",
    "wait": "a held action",
}

#: Trigger code (Reaction.why.code) -> why, as the log explains it.
WHY_PHRASES = {
    "leaves_square": "leaving their square",
    "enters_square": "entering their square",
    "leaves_threatened_square": "leaving a threatened square",
    "leaves_engaged": "leaving an engagement",
    "enters_reach": "entering their reach",
    "leaves_reach": "leaving their reach",
    "moves_in_reach": "moving within their reach",
    "enters_line": "entering the line of fire",
    "crosses_line": "crossing the line of fire",
    "moves_in_line": "moving inside the line of fire",
}


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: a `kind` (MOVE, REACTION, ...), its sentence, the
    modifiers that explain its numbers, and the round it happened in."""

    kind: str
    text: str
    modifiers: tuple[Modifier, ...] = ()
    round: int = 1


def cell_label(state: BattleState, cell: Cell) -> str:
    """A cell as the file and the map edges label it: "col,row"."""
    col, row = state.grid.to_offset(cell)
    return f"{col},{row}"


def amount(value: float, unit: str) -> str:
    """A cost as users read it: "3 squares", "1 square", "1.5 yd"."""
    rounded = round(float(value), 2)
    number = int(rounded) if rounded == int(rounded) else rounded
    if number == 1:
        unit = _singular(unit)
    return f"{number} {unit}"


def _singular(unit: str) -> str:
    """"squares" -> "square", "hexes" -> "hex"; abbreviations ("ft", "yd", "m") stay."""
    if unit.endswith("xes"):
        return unit[:-2]
    if unit.endswith("s") and len(unit) > 3:
        return unit[:-1]
    return unit


def _verb(token: TokenState, singular: str, plural: str) -> str:
    """Group tokens ("Red spearmen") read as plural, single figures as singular."""
    return plural if token.count > 1 else singular


def move_entry(
    state: BattleState, token: TokenState, path: tuple[Cell, ...], cost: float,
    remaining: float, unit: str,
) -> LogEntry:
    """The move itself: who, where to, what it cost and what is left."""
    verb = _verb(token, "moves", "move")
    text = (
        f"{token.name} {verb} to {cell_label(state, path[-1])} "
        f"({len(path)} {'step' if len(path) == 1 else 'steps'}, cost {amount(cost, unit)}, "
        f"{amount(max(0.0, remaining), unit)} left)"
    )
    return LogEntry(MOVE, text, (), state.combat.round)


def reaction_entry(state: BattleState, mover: TokenState, reaction: Reaction) -> LogEntry:
    """One reaction: "Red spearmen provoke an opportunity attack from Blue archers at 5,6 (...)"."""
    reactor = state.token(reaction.by)
    kind = KIND_PHRASES.get(reaction.kind, reaction.kind.replace("_", " "))
    why = WHY_PHRASES.get(reaction.why.code, reaction.why.code.replace("_", " "))
    text = (
        f"{mover.name} {_verb(mover, 'provokes', 'provoke')} {kind} from {reactor.name} "
        f"at {cell_label(state, reaction.at)} ({why}, step {reaction.step})"
    )
    return LogEntry(REACTION, text, (), state.combat.round)


def export_log_text(entries: Iterable[LogEntry]) -> str:
    """The log as plain text, one line per entry, modifiers indented beneath it."""
    lines = []
    for entry in entries:
        lines.append(f"[round {entry.round}] {entry.text}")
        for modifier in entry.modifiers:
            source = f" ({modifier.source})" if modifier.source else ""
            lines.append(f"    {modifier.signed():>4} {modifier.label}{source}")
    return "\n".join(lines) + ("\n" if lines else "")
