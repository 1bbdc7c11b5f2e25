"""A decided battle's result in the interface language: "Blue wins: held the ford for 3 rounds".

The same sentence the log records (document/victory_lines.py), translated as the
log's lines are (context "Log"), for the turn banner on both views and the
Objectives dock.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from battlemap.document.victory_lines import outcome_line
from battlemap.engine.battle.state import BattleState
from battlemap.ui.words.named import names_of


def _log_words(template: str) -> str:
    return QCoreApplication.translate("Log", template)


def outcome_text(state: BattleState) -> str | None:
    """The declared result of the battle in `state`, in the interface language; None while it goes on."""
    decided = state.combat.outcome
    if decided is None:
        return None
    line = outcome_line(state, decided)
    try:
        return line.render(_log_words, names_of(state.ruleset))
    except (KeyError, IndexError, ValueError):  # a translation naming a placeholder it lacks
        return line.render()
