"""The engine's actions as undoable commands, their events as log lines.

`action_command(state, action)` asks the engine's `check` (every reason at
once, as a Rejected) and plays the action with `apply`, which pays its cost,
counts its limits, applies its effects and rolls its attacks with the
state's seeded dice. The command keeps the state before, so undo gives back
the budget, the limits, the posture, the readied weapon and the dice
position. Each event becomes one log line; an attack's line carries every
modifier of its roll. Rolling initiative (the system's own order, seeded
dice) is a command the same way.
"""

from __future__ import annotations

from battlemap.document.commands import Command, Rejected
from battlemap.document.event_lines import action_name, action_named, event_line, possessive
from battlemap.document.log import LogEntry, part, phrase
from battlemap.engine.attacks.entry_weapons import entry_kinds
from battlemap.engine.battle import events as ev
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.initiative import has_initiative, roll_initiative
from battlemap.engine.play.legality import check

ACTION = "action"
__all__ = ["ACTION", "action_command", "action_name", "attack_action_id", "event_entries",
           "initiative_command", "possessive"]

#: What the Edit menu calls these steps (translated there, as log lines are).
_ACTION_TITLE = phrase("{action} ({who})")
_INITIATIVE_TITLE = phrase("Roll Initiative")


def attack_action_id(state: BattleState, attack: str = "attack", attacker: str | None = None) -> str | None:
    """The catalogue entry that makes the attack-model action `attack` at an enemy, if any; for
    `attacker`, the first of them its first ready weapon may strike with (entry_weapons.py: a
    Year Zero hunter's bow shoots with Shoot, not Close combat)."""
    found = [k for k, d in state.ruleset.actions.items() if d.attack() == attack and d.target in ("enemy", "token")]
    ready = state.token(attacker).ready_weapons() if attacker is not None and state.has_token(attacker) else ()
    if ready:
        for action_id in found:
            kinds = entry_kinds(state, action_id)
            if not kinds or ready[0].kind in kinds:
                return action_id
    return found[0] if found else None


def action_command(state: BattleState, action: Action) -> Command | Rejected:
    """Play `action` as one undoable step, or refuse it with every reason."""
    reasons = check(state, action)
    if reasons:
        return Rejected(reasons)
    try:
        outcome = apply(state, action)
    except IllegalAction as error:  # check and apply disagree only on a bug; say so anyway
        return Rejected(error.reasons)
    before_names = {t.id: t.name for t in state.tokens}
    entries = tuple(_entry(state, before_names, e) for e in outcome.events)
    actor = before_names.get(action.actor, action.actor)
    return Command(part(_ACTION_TITLE, action=action_named(state, action.id), who=actor), state, outcome.state,
                   entries,
                   events=outcome.events)


def initiative_command(state: BattleState) -> Command | Rejected:
    """Roll the turn order the way the system does (seeded dice), one undoable step."""
    if not has_initiative(state.system):
        return Rejected.of("no_initiative_rule", system=state.system.id)
    if not state.tokens:
        return Rejected.of("no_tokens")
    after, events = roll_initiative(state)
    return Command(part(_INITIATIVE_TITLE), state, after, event_entries(state, events), events=tuple(events))


def event_entries(state: BattleState, events) -> tuple[LogEntry, ...]:
    """Log lines for engine events, with token names as the state knows them."""
    names = {t.id: t.name for t in state.tokens}
    return tuple(_entry(state, names, e) for e in events)


def _entry(state: BattleState, names: dict[str, str], event: Event) -> LogEntry:
    return LogEntry.phrased(ACTION if event.kind != ev.ATTACK else "attack", event_line(state, names, event),
                            event.modifiers, state.combat.round)
