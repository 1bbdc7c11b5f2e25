"""The engine's reason codes as sentences a GM reads (translated through Qt).

The engine says "no" with stable codes and parameters (STYLE: explain every
"no"); only here do they become prose. A code without a sentence yet still
reads: its words and parameters are shown as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from battlemap.engine.modifiers import Reason

_CONTEXT = "Reason"

#: Code -> sentence with {parameters}; marked for translation, translated when shown.
SENTENCES: dict[str, str] = {
    "off_map": QT_TRANSLATE_NOOP("Reason", "{at} is off the map"),
    "not_adjacent": QT_TRANSLATE_NOOP("Reason", "step {step} to {at} is not next to the last cell"),
    "blocked_terrain": QT_TRANSLATE_NOOP("Reason", "{terrain} blocks the way at {at}"),
    "blocked_edge": QT_TRANSLATE_NOOP("Reason", "a wall or closed door blocks the way into {at}"),
    "blocked_by_wall": QT_TRANSLATE_NOOP("Reason", "a wall blocks the way at {at}"),
    "corner_cut": QT_TRANSLATE_NOOP("Reason", "cannot cut the corner of a wall into {at}"),
    "blocked_by_enemy": QT_TRANSLATE_NOOP("Reason", "{by} blocks the way at {at}"),
    "occupied": QT_TRANSLATE_NOOP("Reason", "{by} already stands at {at}"),
    "stack_full": QT_TRANSLATE_NOOP("Reason", "{at} holds no more than {limit} tokens"),
    "over_budget": QT_TRANSLATE_NOOP("Reason", "costs {cost}, only {budget} left"),
    "immobile": QT_TRANSLATE_NOOP("Reason", "cannot move while {condition}"),
    "posture_cannot_move": QT_TRANSLATE_NOOP("Reason", "cannot move while {posture}"),
    "no_move": QT_TRANSLATE_NOOP("Reason", "the token did not move"),
    "no_target": QT_TRANSLATE_NOOP("Reason", "click a token to act on"),
    "unknown_token": QT_TRANSLATE_NOOP("Reason", "there is no token {token}"),
    "unknown_template": QT_TRANSLATE_NOOP("Reason", "the ruleset has no template {template}"),
    "unknown_terrain": QT_TRANSLATE_NOOP("Reason", "the ruleset has no terrain {terrain}"),
    "no_change": QT_TRANSLATE_NOOP("Reason", "nothing to change"),
    "not_a_door": QT_TRANSLATE_NOOP("Reason", "there is no door at {at}"),
    "no_door_kind": QT_TRANSLATE_NOOP("Reason", "the ruleset has no door to put at {at}"),
    "unknown_zone": QT_TRANSLATE_NOOP("Reason", "there is no zone {zone}"),
    "empty_name": QT_TRANSLATE_NOOP("Reason", "a token needs a name"),
    "name_too_long": QT_TRANSLATE_NOOP("Reason", "a name has at most {limit} characters"),
    "invalid_side": QT_TRANSLATE_NOOP(
        "Reason", "side '{side}' must be one word of letters, digits, '-', '_' or '.'"),
    "invalid_count": QT_TRANSLATE_NOOP("Reason", "the count must be at least 1, not {count}"),
    "unknown_posture": QT_TRANSLATE_NOOP("Reason", "posture {posture} is not one of {known}"),
    "invalid_facing": QT_TRANSLATE_NOOP("Reason", "facing must be 0 to {limit}, not {facing}"),
    "already_in_front": QT_TRANSLATE_NOOP("Reason", "{token} is already in front"),
    "no_free_cell": QT_TRANSLATE_NOOP("Reason", "no free cell within {within} of {token}"),
    "unknown_stat": QT_TRANSLATE_NOOP("Reason", "the ruleset has no stat {stat}"),
    "stat_not_int": QT_TRANSLATE_NOOP("Reason", "{stat} must be a whole number, not '{text}'"),
    "stat_not_float": QT_TRANSLATE_NOOP("Reason", "{stat} must be a number, not '{text}'"),
    "stat_not_bool": QT_TRANSLATE_NOOP("Reason", "{stat} must be yes or no, not '{text}'"),
    "stat_below_min": QT_TRANSLATE_NOOP("Reason", "{stat} must be at least {min}, not {value}"),
    "stat_above_max": QT_TRANSLATE_NOOP("Reason", "{stat} must be at most {max}, not {value}"),
    "invalid_scale": QT_TRANSLATE_NOOP("Reason", "the scale must be a positive number, not {scale}"),
    "invalid_offset": QT_TRANSLATE_NOOP("Reason", "the offset must be a finite number"),
    "invalid_opacity": QT_TRANSLATE_NOOP("Reason", "the opacity must be between 0 and 1, not {opacity}"),
    "no_image": QT_TRANSLATE_NOOP("Reason", "no image file is chosen"),
    "no_initiative_rule": QT_TRANSLATE_NOOP("Reason", "{system} has no initiative rule yet"),
    "order_mismatch": QT_TRANSLATE_NOOP("Reason", "the turn order must list the same tokens"),
    # Why an action of the token menu is greyed (engine/legality.py, engine/budgets.py).
    "budget_exceeded": QT_TRANSLATE_NOOP("Reason", "needs {need} {kind}, {left} left"),
    "actor_cannot_act": QT_TRANSLATE_NOOP("Reason", "cannot act while {condition}"),
    "attacker_cannot_act": QT_TRANSLATE_NOOP("Reason", "the attacker cannot act while {condition}"),
    "cannot_react": QT_TRANSLATE_NOOP("Reason", "cannot react while {condition}"),
    "limit_reached": QT_TRANSLATE_NOOP("Reason", "already used {used} of {limit} this {scope}"),
    "not_your_turn": QT_TRANSLATE_NOOP("Reason", "not its turn ({active} acts now)"),
    "requires_own_turn": QT_TRANSLATE_NOOP("Reason", "only on its own turn ({active} acts now)"),
    "unknown_action": QT_TRANSLATE_NOOP("Reason", "the ruleset has no action {action}"),
    "no_ready_weapon": QT_TRANSLATE_NOOP("Reason", "no weapon is ready"),
    "weapon_not_ready": QT_TRANSLATE_NOOP("Reason", "{weapon} is not ready"),
    "out_of_ammo": QT_TRANSLATE_NOOP("Reason", "{weapon} is out of ammunition"),
    "magazine_full": QT_TRANSLATE_NOOP("Reason", "{weapon} is already fully loaded"),
    "target_missing": QT_TRANSLATE_NOOP("Reason", "choose a target first"),
    "unknown_target": QT_TRANSLATE_NOOP("Reason", "there is no token {target}"),
    "target_not_enemy": QT_TRANSLATE_NOOP("Reason", "{target} is not an enemy"),
    "target_not_ally": QT_TRANSLATE_NOOP("Reason", "{target} is not an ally"),
    "target_is_self": QT_TRANSLATE_NOOP("Reason", "a token cannot target itself"),
    "self_target": QT_TRANSLATE_NOOP("Reason", "a token cannot target itself"),
    "no_line_of_fire": QT_TRANSLATE_NOOP("Reason", "no line of fire"),
    "already_acted": QT_TRANSLATE_NOOP("Reason", "{token} has already acted"),
}

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
        return names.get(value, value.replace("_", " "))
    return f"{value:g}" if isinstance(value, float) else str(value)


def _word(value: str) -> str:
    return QCoreApplication.translate(_CONTEXT, PARAMETER_WORDS[value])


def reason_sentence(reason: Reason, names: dict[str, str] | None = None) -> str:
    """One reason as a sentence; `names` maps token ids to the names shown."""
    words = {k: _word(v) if k in _WORD_KEYS and v in PARAMETER_WORDS else _value(v, names or {})
             for k, v in reason.params}
    template = SENTENCES.get(reason.code)
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
