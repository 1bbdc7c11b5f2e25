"""The engine's reason codes as sentences a GM reads (translated through Qt).

The engine says "no" with stable codes and parameters (STYLE: explain every
"no"); only here do they become prose. A code without a sentence yet still
reads: its words and parameters are shown as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from battlemap.engine.battle.modifiers import Reason
from battlemap.ui.words.conditions import CONDITIONS, condition_text
from battlemap.ui.words.reason_sentences import SENTENCES, UNSET_SENTENCES

_CONTEXT = "Reason"

#: Words the engine passes as `kind` (budget_exceeded) and `scope` (limit_reached).
PARAMETER_WORDS: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP("Reason", "standard actions"),
    "move": QT_TRANSLATE_NOOP("Reason", "move actions"),
    "swift": QT_TRANSLATE_NOOP("Reason", "swift actions"),
    "full_round": QT_TRANSLATE_NOOP("Reason", "full-round actions"),
    "slow": QT_TRANSLATE_NOOP("Reason", "slow actions"),
    "fast": QT_TRANSLATE_NOOP("Reason", "fast actions"),
    "actions": QT_TRANSLATE_NOOP("Reason", "actions"),
    "ap": QT_TRANSLATE_NOOP("Reason", "AP"),
    "ap_next_turn": QT_TRANSLATE_NOOP("Reason", "AP of the next turn"),
    "maneuver": QT_TRANSLATE_NOOP("Reason", "maneuvers"),
    "reaction": QT_TRANSLATE_NOOP("Reason", "reactions"),
    "turn": QT_TRANSLATE_NOOP("Reason", "turn"),
    "round": QT_TRANSLATE_NOOP("Reason", "round"),
}
_WORD_KEYS = frozenset({"kind", "scope"})


def _value(value: object, names: dict[str, str]) -> str:
    """A parameter as words: offsets as "col,row", token ids as names, lists joined."""
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]},{value[1]}"
    if isinstance(value, (tuple, list, frozenset)):
        return ", ".join(_value(v, names) for v in value)
    if isinstance(value, str):
        if value in names:
            return names[value]
        return condition_text(value) if value in CONDITIONS else value.replace("_", " ")
    return f"{value:g}" if isinstance(value, float) else str(value)


def _word(value: str) -> str:
    return QCoreApplication.translate(_CONTEXT, PARAMETER_WORDS[value])


def reason_sentence(reason: Reason, names: dict[str, str] | None = None) -> str:
    """One reason as a sentence; `names` maps token ids to the names shown."""
    words = {k: _word(v) if k in _WORD_KEYS and v in PARAMETER_WORDS else _value(v, names or {})
             for k, v in reason.params}
    template = SENTENCES.get(reason.code)
    if reason.code in UNSET_SENTENCES and any(v is None for _, v in reason.params):
        template = UNSET_SENTENCES[reason.code]
    if template is None:
        details = ", ".join(f"{k} {v}" for k, v in words.items())
        text = reason.code.replace("_", " ")
        return f"{text} ({details})" if details else text
    translated = QCoreApplication.translate(_CONTEXT, template)
    try:
        return translated.format(**words)
    except (KeyError, IndexError):  # a translation naming a parameter this reason lacks
        return template.format_map(_Missing(words))


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def reasons_text(reasons: Iterable[Reason], names: dict[str, str] | None = None) -> str:
    """Every reason, one per line."""
    return "\n".join(reason_sentence(r, names) for r in reasons)


#: Reaction kinds, as the path markers name them.
REACTION_KINDS: dict[str, str] = {
    "opportunity_attack": QT_TRANSLATE_NOOP("Reason", "Opportunity attack"),
    "free_attack": QT_TRANSLATE_NOOP("Reason", "Free attack"),
    "overwatch": QT_TRANSLATE_NOOP("Reason", "Overwatch"),
    "wait": QT_TRANSLATE_NOOP("Reason", "Held action"),
}

#: Reaction trigger codes, as the path markers explain them.
TRIGGERS: dict[str, str] = {
    "leaves_square": QT_TRANSLATE_NOOP("Reason", "leaving their square"),
    "enters_square": QT_TRANSLATE_NOOP("Reason", "entering their square"),
    "leaves_threatened_square": QT_TRANSLATE_NOOP("Reason", "leaving a threatened square"),
    "leaves_engaged": QT_TRANSLATE_NOOP("Reason", "leaving an engagement"),
    "enters_reach": QT_TRANSLATE_NOOP("Reason", "entering their reach"),
    "leaves_reach": QT_TRANSLATE_NOOP("Reason", "leaving their reach"),
    "moves_in_reach": QT_TRANSLATE_NOOP("Reason", "moving within their reach"),
    "enters_line": QT_TRANSLATE_NOOP("Reason", "entering the line of fire"),
    "crosses_line": QT_TRANSLATE_NOOP("Reason", "crossing the line of fire"),
    "moves_in_line": QT_TRANSLATE_NOOP("Reason", "moving inside the line of fire"),
    "enters_suppressed_zone": QT_TRANSLATE_NOOP("Reason", "entering a suppressed zone"),
    "item_crosses_line": QT_TRANSLATE_NOOP("Reason", "throwing an item across the line of fire"),
    "acts_on_line": QT_TRANSLATE_NOOP("Reason", "acting inside the line of fire"),
    "overwatch_before_action": QT_TRANSLATE_NOOP("Reason", "acting under their overwatch"),
    "overwatch_duel": QT_TRANSLATE_NOOP("Reason", "acting against their overwatch"),
    "provoked_by_action": QT_TRANSLATE_NOOP("Reason", "an action that provokes"),
}


def reaction_sentence(kind: str, by_name: str, why_code: str, step: int) -> str:
    """"Opportunity attack by Red spearmen (leaving a threatened square, step 3)"."""
    what = REACTION_KINDS.get(kind)
    what = QCoreApplication.translate(_CONTEXT, what) if what else kind.replace("_", " ")
    why = TRIGGERS.get(why_code)
    why = QCoreApplication.translate(_CONTEXT, why) if why else why_code.replace("_", " ")
    # A literal context: lupdate only extracts what it can read.
    return QCoreApplication.translate("Reason", "{what} by {who} ({why}, step {step})").format(
        what=what, who=by_name, why=why, step=step
    )
