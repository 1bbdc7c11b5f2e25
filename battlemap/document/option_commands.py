"""House rules of one battle: changing its ruleset options (Battle > Rules Options) as one undoable step.

The battle's option values (`state.options`, the ruleset's defaults under the
file's `options`) drive every rule that reads them; changing some builds the
rules again from the new values, so the next drag, odds and roll follow.
Each change is logged with the option's name and its old and new values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import TURN, LogEntry, Named, Part, part, phrase
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.systems.registry import rules_for
from battlemap.schema.option_checks import value_problem

OPTION_SET = phrase("House rule {option}: {old} -> {new}")

#: What the Edit menu calls these steps (translated there).
_TITLE = phrase("Rules Options")


def set_options_command(state: BattleState, changes: Mapping[str, object]) -> Command | Rejected:
    """Set the battle's options in `changes` (option id -> value), or every reason not."""
    options = state.ruleset.options
    reasons = []
    for key, value in changes.items():
        if key not in options:
            reasons.append(Reason.of("unknown_option", option=key))
            continue
        wrong = value_problem(options[key], value)
        if wrong is not None:
            reasons.append(Reason.of("bad_option_value", option=key, why=wrong))
    if reasons:
        return Rejected(tuple(reasons))
    changed = {k: v for k, v in changes.items() if state.options.get(k) != v}
    if not changed:
        return Rejected.of("no_change")
    values = {**state.options, **changed}
    after = replace(state, options=MappingProxyType(values), rules=rules_for(state.ruleset, values))
    log = tuple(LogEntry.phrased(TURN, part(
        OPTION_SET, option=Named("options", key, options[key].names.get("en", key)),
        old=shown(state.options.get(key)), new=shown(value)), (), state.combat.round)
        for key, value in changed.items())
    return Command(Part(_TITLE), state, after, log)


def shown(value: object) -> str:
    """An option value as the file writes it: true/false, a number, the text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
