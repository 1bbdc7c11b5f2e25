"""Entries named inside the engine's and the log's words (`Named`), in the interface language.

A `Named` carries a table, an id and the English the record reads. In an
English window it reads as that English, so the record and the screen never
differ; in another language a ruleset table (actions, weapons, postures,
sizes...) gives the entry's own name in that language, and the interface's
word tables give conditions, range bands, defences, tactical marks and costs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.play.budgets import label
from battlemap.schema import Ruleset
from battlemap.ui.words.conditions import condition_text
from battlemap.ui.words.costs import cost_text, worked_out_cost_text
from battlemap.ui.words.languages import SOURCE_LANGUAGE, language_of
from battlemap.ui.words.lines import band_text
from battlemap.ui.words.marks import mark_text
from battlemap.ui.words.defences import defence_text
from battlemap.ui.words.rolls import roll_text
from battlemap.ui.words.names import localized


def is_source_language() -> bool:
    """The interface speaks English (the language of the record)."""
    return language_of(QLocale()) == SOURCE_LANGUAGE


def named_text(named: Named, ruleset: Ruleset | None = None) -> str:
    """`named` in the interface language; its English when nothing names it there."""
    if is_source_language():
        return named.english
    words = _WORDS.get(named.table)
    if words is not None:
        return words(named, ruleset)
    table = getattr(ruleset, named.table, None) if ruleset is not None else None
    entry = table.get(named.id) if isinstance(table, dict) else None
    return localized(entry.names if entry is not None else None, named.english)


def names_of(ruleset: Ruleset | None) -> Callable[[Named], str]:
    """`named_text` bound to one ruleset (what `LogEntry.shown` takes)."""
    return lambda named: named_text(named, ruleset)


def _cost(named: Named, ruleset: Ruleset | None) -> str:
    """An action's cost in the window's words: the catalogue's cost when the log's English is
    it, else a cost the engine worked out ("5 AP", weapon AP included) read by its words."""
    entry = ruleset.actions.get(named.id) if ruleset is not None else None
    if entry is not None and label(entry.cost) == named.english:
        return cost_text(entry.cost)
    return worked_out_cost_text(named.english)


def _condition(named: Named, ruleset: Ruleset | None) -> str:
    return condition_text(named.id)


def _band(named: Named, ruleset: Ruleset | None) -> str:
    return band_text(named.id)


def _defence(named: Named, ruleset: Ruleset | None) -> str:
    return defence_text(named.id)


def _mark(named: Named, ruleset: Ruleset | None) -> str:
    return mark_text(named.id)


_WORDS: dict[str, Callable[[Named, Ruleset | None], str]] = {
    "costs": _cost,
    "conditions": _condition,
    "bands": _band,
    "defences": _defence,
    "marks": _mark,
    "rolls": lambda named, ruleset: roll_text(named.english),
}
