"""The battle log: what happened, in plain sentences, with the modifiers behind each number.

A `LogEntry` is a value: commands carry the entries they add, so undoing a
command takes its entries back out and redoing puts them back. Sentences are
English here because the log is a record to export and share; the UI may show
`kind` as an icon or colour. The phrase tables below turn the engine's stable
reaction codes into words in one place.

A line may also carry its translatable form: an English template with
{named} placeholders and its parameters (a `Part`), from which `text` is
built so the two never disagree. Every template is registered with
`phrase()` at import time; the UI lists the same templates for Qt's lupdate
(`ui/words/log_phrases.py`) and shows each line through its translation. Names of
tokens, actions and terrain are parameters and stay as the scenario spells
them. A line without a template (`template == ""`) is shown as its text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Union

# `Named` lives with the modifiers (whose labels name entries too); the log's lines use the same value.
from battlemap.engine.battle.modifiers import Modifier, Named
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.movement.reactions import Reaction
from battlemap.grid import Cell

MOVE = "move"
REACTION = "reaction"
TOKEN = "token"
TERRAIN = "terrain"
TURN = "turn"

#: Every template a log line can be built from (filled by `phrase`).
TEMPLATES: set[str] = set()


def phrase(template: str) -> str:
    """Register `template` as a log phrase (lupdate sees it in `ui/words/log_phrases.py`) and return it."""
    TEMPLATES.add(template)
    return template


Value = Union[str, int, float, "Part", "Named"]


def _same(template: str) -> str:
    return template


@dataclass(frozen=True)
class Part:
    """A piece of a log line: a registered English template and its parameters, in order.

    A parameter is a str, int or float (formatted by the template's own
    `{name:spec}`) or a nested `Part` rendered first (an optional clause, a
    reaction's kind). The empty template renders as nothing.
    """

    template: str
    params: tuple[tuple[str, Value], ...] = ()

    def __post_init__(self) -> None:
        if self.template and self.template not in TEMPLATES:
            raise ValueError(f"log template not registered with phrase(): {self.template!r}")

    def render(self, translate: Callable[[str], str] = _same,
               names: Callable[[Named], str] | None = None) -> str:
        """The words: English by default, else through `translate(template)` at every level,
        ruleset names through `names` (None: their English)."""
        if not self.template:
            return ""
        values = {k: _value(v, translate, names) for k, v in self.params}
        return translate(self.template).format(**values)


def _value(value: Value, translate: Callable[[str], str], names: Callable[[Named], str] | None):
    if isinstance(value, Part):
        return value.render(translate, names)
    if isinstance(value, Named):
        return names(value) if names is not None else value.english
    return value


def part(template: str, **params: Value) -> Part:
    """`Part(template, params)` with the parameters as keywords."""
    return Part(template, tuple(params.items()))


#: The empty clause (an optional piece that is absent).
NOTHING = Part("")

#: Reaction kind -> noun phrase ("provoke an opportunity attack").
KIND_PHRASES = {
    "opportunity_attack": phrase("an opportunity attack"),
    "free_attack": phrase("a free attack"),
    "overwatch": phrase("overwatch fire"),
    "wait": phrase("a held action"),
}

#: Trigger code (Reaction.why.code) -> why, as the log explains it.
WHY_PHRASES = {
    "leaves_square": phrase("leaving their square"),
    "enters_square": phrase("entering their square"),
    "leaves_threatened_square": phrase("leaving a threatened square"),
    "leaves_engaged": phrase("leaving an engagement"),
    "enters_reach": phrase("entering their reach"),
    "leaves_reach": phrase("leaving their reach"),
    "moves_in_reach": phrase("moving within their reach"),
    "enters_line": phrase("entering the line of fire"),
    "crosses_line": phrase("crossing the line of fire"),
    "moves_in_line": phrase("moving inside the line of fire"),
}

#: Words from the scenario or the engine, shown as they are (a weapon, an unknown code).
VERBATIM = phrase("{text}")


def verbatim(text: str) -> Part:
    """`text` as a part of its own, untranslated."""
    return part(VERBATIM, text=text)


def _coded(table: dict[str, str], code: str) -> Part:
    """A code's phrase from `table`, else the code itself with spaces (untranslated)."""
    known = table.get(code)
    return Part(known) if known else verbatim(code.replace("_", " "))


def weapon_named(weapon_id: str) -> Named:
    """A weapon inside a line: its id with spaces in the record, the ruleset's name on screen."""
    return Named("weapons", weapon_id, weapon_id.replace("_", " "))


def condition_named(condition: str) -> Named:
    """A condition inside a line: its id with spaces in the record, the interface's word on screen."""
    return Named("conditions", condition, condition.replace("_", " "))


def kind_part(kind: str) -> Part:
    """A reaction kind as a noun phrase ("an opportunity attack")."""
    return _coded(KIND_PHRASES, kind)


def why_part(code: str) -> Part:
    """A trigger code as the log explains it ("leaving their square")."""
    return _coded(WHY_PHRASES, code)


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: a `kind` (MOVE, REACTION, ...), its sentence, the
    modifiers that explain its numbers, and the round it happened in."""

    kind: str
    text: str
    modifiers: tuple[Modifier, ...] = ()
    round: int = 1
    template: str = ""
    params: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def phrased(cls, kind: str, line: Part, modifiers: tuple[Modifier, ...] = (),
                round: int = 1) -> LogEntry:
        """An entry whose English `text` is `line` rendered, keeping its template and parameters."""
        return cls(kind, line.render(), modifiers, round, line.template, line.params)

    def shown(self, translate: Callable[[str], str] = _same,
              names: Callable[[Named], str] | None = None) -> str:
        """The line through `translate` and `names` (the UI's language); the English text when it
        has no template."""
        if not self.template:
            return self.text
        return Part(self.template, self.params).render(translate, names)


def cell_label(state: BattleState, cell: Cell) -> str:
    """A cell as the file and the map edges label it: "col,row"."""
    col, row = state.grid.to_offset(cell)
    return f"{col},{row}"


#: Units with their own words, one and several; others read "{n} {unit}".
UNIT_PHRASES: dict[str, tuple[str, str]] = {
    "squares": (phrase("{n} square"), phrase("{n} squares")),
    "hexes": (phrase("{n} hex"), phrase("{n} hexes")),
    "ft": (phrase("{n} ft"),) * 2,
    "yd": (phrase("{n} yd"),) * 2,
    "m": (phrase("{n} m"),) * 2,
    "AP": (phrase("{n} AP"),) * 2,
}
_SOME_UNIT = phrase("{n} {unit}")


def amount(value: float, unit: str) -> str:
    """A cost as users read it: "3 squares", "1 square", "1.5 yd"."""
    return amount_part(value, unit).render()


def amount_part(value: float, unit: str) -> Part:
    """`amount` as a translatable part (the number in it rounded to hundredths)."""
    rounded = round(float(value), 2)
    number = int(rounded) if rounded == int(rounded) else rounded
    words = UNIT_PHRASES.get(unit)
    if words is not None:
        return part(words[0] if number == 1 else words[1], n=number)
    return part(_SOME_UNIT, n=number, unit=_singular(unit) if number == 1 else unit)


def _singular(unit: str) -> str:
    """"squares" -> "square", "hexes" -> "hex"; abbreviations ("ft", "yd", "m") stay."""
    if unit.endswith("xes"):
        return unit[:-2]
    if unit.endswith("s") and len(unit) > 3:
        return unit[:-1]
    return unit


def plural(token: TokenState, singular: str, several: str) -> str:
    """Group tokens ("Red spearmen") read as plural, single figures as singular: pick the template."""
    return several if token.count > 1 else singular


STEPS = (phrase("{n} step"), phrase("{n} steps"))
MOVES = (phrase("{name} moves to {cell} ({steps}, cost {cost}, {left} left)"),
         phrase("{name} move to {cell} ({steps}, cost {cost}, {left} left)"))
PROVOKES = (phrase("{name} provokes {kind} from {by} at {cell} ({why}, step {step})"),
            phrase("{name} provoke {kind} from {by} at {cell} ({why}, step {step})"))


def move_entry(
    state: BattleState, token: TokenState, path: tuple[Cell, ...], cost: float,
    remaining: float, unit: str,
) -> LogEntry:
    """The move itself: who, where to, what it cost and what is left."""
    steps = part(STEPS[0] if len(path) == 1 else STEPS[1], n=len(path))
    line = part(plural(token, *MOVES), name=token.name, cell=cell_label(state, path[-1]), steps=steps,
                cost=amount_part(cost, unit), left=amount_part(max(0.0, remaining), unit))
    return LogEntry.phrased(MOVE, line, (), state.combat.round)


def reaction_entry(state: BattleState, mover: TokenState, reaction: Reaction) -> LogEntry:
    """One reaction: "Red spearmen provoke an opportunity attack from Blue archers at 5,6 (...)"."""
    line = part(plural(mover, *PROVOKES), name=mover.name, kind=kind_part(reaction.kind),
                by=state.token(reaction.by).name, cell=cell_label(state, reaction.at),
                why=why_part(reaction.why.code), step=reaction.step)
    return LogEntry.phrased(REACTION, line, (), state.combat.round)


def export_log_text(entries: Iterable[LogEntry]) -> str:
    """The log as plain text, one line per entry, modifiers indented beneath it."""
    return export_lines(entries, lambda entry: f"[round {entry.round}] {entry.text}")


def export_lines(entries: Iterable[LogEntry], shown: Callable[[LogEntry], str],
                 words: Callable[[Modifier], str] = lambda modifier: modifier.label) -> str:
    """`export_log_text` with each entry's line as `shown(entry)` gives it and each modifier's
    words as `words(modifier)` (the UI's language)."""
    lines = []
    for entry in entries:
        lines.append(shown(entry))
        for modifier in entry.modifiers:
            source = f" ({modifier.source})" if modifier.source else ""
            lines.append(f"    {modifier.signed():>4} {words(modifier)}{source}")
    return "\n".join(lines) + ("\n" if lines else "")
