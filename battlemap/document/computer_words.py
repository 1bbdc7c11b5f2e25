"""What a computer side's step says: one log line, what it does and why, in translatable parts.

The engine's decision (engine/ai/plans.py) names what a step does and why as
codes with parameters; here they become the log's own parts (`phrase`
templates, listed for translators in ui/words/log_phrases.py), so the line
reads in the interface language like every other line of the log:
"Red spearmen advance to 10,6: objective: The ford; 62 % to hit Blue archers next turn".
"""

from __future__ import annotations

from battlemap.document.line_parts import action_named
from battlemap.document.log import (
    LogEntry,
    Part,
    cell_label,
    kind_part,
    part,
    phrase,
    plural,
)
from battlemap.engine.ai.plans import (
    ADVANCES,
    ATTACKS,
    ENDS_TURN,
    FALLS_BACK,
    MOVES,
    PREPARES,
    TAKES_COVER,
    Decision,
    Why,
)
from battlemap.engine.battle.state import BattleState

#: The log kind of a computer side's reason line.
COMPUTER = "computer"

_WHAT = {
    ADVANCES: (phrase("{who} advances to {cell}"), phrase("{who} advance to {cell}")),
    TAKES_COVER: (phrase("{who} takes cover at {cell}"), phrase("{who} take cover at {cell}")),
    FALLS_BACK: (phrase("{who} falls back to {cell}"), phrase("{who} fall back to {cell}")),
    MOVES: (phrase("{who} moves to {cell}"), phrase("{who} move to {cell}")),
    ATTACKS: (phrase("{who} attacks {target} ({action})"), phrase("{who} attack {target} ({action})")),
    PREPARES: (phrase("{who} prepares: {action}"), phrase("{who} prepare: {action}")),
    ENDS_TURN: (phrase("{who} ends the turn"), phrase("{who} end the turn")),
}
_ROLLS = (phrase("{who} reacts at once: {kind}"), phrase("{who} react at once: {kind}"))
_LETS_PASS = (phrase("{who} lets {kind} pass"), phrase("{who} let {kind} pass"))

_PASSES = (phrase("{who} passes: not played here"), phrase("{who} pass: not played here"))
_NOBODY_PASSES = phrase("The turn passes: not played here")

_BECAUSE = phrase("{what}: {why}")
_AND = phrase("{first}; {second}")

_OBJECTIVE = phrase("objective: {name}")
_GUARDS = phrase("guards {name}")
_HIT = phrase("{percent} % to hit {target}")
_HIT_LATER = phrase("{percent} % to hit {target} next turn")
_COVER = (phrase("cover from {n} enemy"), phrase("cover from {n} enemies"))
_WATCHED = (phrase("{n} overwatch line crossed"), phrase("{n} overwatch lines crossed"))
_PROVOKES = (phrase("provokes {n} reaction"), phrase("provokes {n} reactions"))
_READIES = phrase("then {percent} % to hit {target}")
_GETS_UP = phrase("to move again")
_OPENS_WAY = phrase("to open the way")
_HOLDS_FIRE = phrase("holds fire for {target} ({percent} % to hit)")
_GUARDS_SELF = phrase("{percent} % less harm expected until its next turn")
_NO_TARGET = phrase("no enemy in reach")
_NO_ENEMY = phrase("no enemy left")
_NO_STEP = phrase("no legal step left")
_ENOUGH = phrase("enough for one turn")
_NO_CHANCE = phrase("no chance to hit")


def decision_line(state: BattleState, decision: Decision) -> Part:
    """The decision as one line: what the token does, then why."""
    token = state.token(decision.token)
    params: dict[str, object] = {"who": token.name}
    if decision.path:
        params["cell"] = cell_label(state, decision.path[-1])
    if decision.action is not None:
        params["action"] = action_named(state, decision.action.id)
        if decision.action.target is not None:
            params["target"] = _name(state, decision.action.target)
    if decision.what == ATTACKS and decision.path:
        params.pop("cell")
    what = part(plural(token, *_WHAT[decision.what]), **params)
    return because(what, tuple(reason_part(state, r) for r in decision.reasons))


def reaction_line(state: BattleState, who: str, kind: str, roll: bool, reasons: tuple[Why, ...]) -> Part:
    """A computer side's answer to a reaction on offer, and why."""
    token = state.token(who)
    what = part(plural(token, *(_ROLLS if roll else _LETS_PASS)), who=token.name, kind=kind_part(kind))
    return because(what, tuple(reason_part(state, r) for r in reasons))


def passes_line(state: BattleState, who: str | None) -> Part:
    """A side nobody plays in a headless run passes (its turn ended, its reaction let go)."""
    if who is None or not state.has_token(who):
        return Part(_NOBODY_PASSES)
    token = state.token(who)
    return part(plural(token, *_PASSES), who=token.name)


def because(what: Part, why: tuple[Part, ...]) -> Part:
    """`what: why; why` (just `what` without reasons)."""
    if not why:
        return what
    joined = why[0]
    for more in why[1:]:
        joined = part(_AND, first=joined, second=more)
    return part(_BECAUSE, what=what, why=joined)


def reason_part(state: BattleState, reason: Why) -> Part:
    """One reason code in words."""
    code, p = reason.code, reason.as_dict()
    n = int(p.get("count", 0) or 0)
    if code == "objective":
        return part(_OBJECTIVE, name=str(p.get("name") or ""))
    if code == "guards":
        return part(_GUARDS, name=_name(state, str(p.get("token"))))
    if code == "hit_chance":
        template = _HIT_LATER if p.get("next_turn") else _HIT
        return part(template, percent=int(p.get("percent", 0)), target=_name(state, str(p.get("target"))))
    if code == "holds_fire":
        return part(_HOLDS_FIRE, percent=int(p.get("percent", 0)), target=_name(state, str(p.get("target"))))
    if code == "guards_self":
        return part(_GUARDS_SELF, percent=int(p.get("percent", 0)))
    if code == "readies":
        return part(_READIES, percent=int(p.get("percent", 0)), target=_name(state, str(p.get("target"))))
    if code in ("cover", "overwatch_lines", "provokes"):
        pair = {"cover": _COVER, "overwatch_lines": _WATCHED, "provokes": _PROVOKES}[code]
        return part(pair[n != 1], n=n)
    fixed = {"gets_up": _GETS_UP, "opens_way": _OPENS_WAY, "no_target": _NO_TARGET, "no_enemy": _NO_ENEMY, "no_step": _NO_STEP,
             "enough": _ENOUGH, "no_chance": _NO_CHANCE}
    return Part(fixed.get(code, _NO_STEP))


def line_entry(state: BattleState, line: Part) -> LogEntry:
    """The reason line as a log entry of its own kind."""
    return LogEntry.phrased(COMPUTER, line, (), state.combat.round)


def _name(state: BattleState, token_id: str) -> str:
    return state.token(token_id).name if state.has_token(token_id) else token_id
