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

from collections.abc import Callable

from battlemap.document.commands import Command, Rejected
from battlemap.document.log import LogEntry, cell_label
from battlemap.engine import events as ev
from battlemap.engine.actions import Action
from battlemap.engine.apply import IllegalAction, apply
from battlemap.engine.events import Event
from battlemap.engine.initiative import has_initiative, roll_initiative
from battlemap.engine.legality import check
from battlemap.engine.state import BattleState

ACTION = "action"


def action_name(state: BattleState, action_id: str) -> str:
    """The catalogue's English name of an action (the log is an English record)."""
    definition = state.ruleset.actions.get(action_id)
    return definition.names.get("en", action_id) if definition is not None else action_id


def attack_action_id(state: BattleState, attack: str = "attack") -> str | None:
    """The catalogue entry that makes the attack-model action `attack` at an enemy, if any."""
    for action_id, definition in state.ruleset.actions.items():
        if definition.attack() == attack and definition.target in ("enemy", "token"):
            return action_id
    return None


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
    return Command(f"{action_name(state, action.id)} ({actor})", state, outcome.state, entries)


def initiative_command(state: BattleState) -> Command | Rejected:
    """Roll the turn order the way the system does (seeded dice), one undoable step."""
    if not has_initiative(state.ruleset.system):
        return Rejected.of("no_initiative_rule", system=state.ruleset.system)
    if not state.tokens:
        return Rejected.of("no_tokens")
    after, events = roll_initiative(state)
    return Command("Roll Initiative", state, after, event_entries(state, events))


def event_entries(state: BattleState, events) -> tuple[LogEntry, ...]:
    """Log lines for engine events, with token names as the state knows them."""
    names = {t.id: t.name for t in state.tokens}
    return tuple(_entry(state, names, e) for e in events)


def _entry(state: BattleState, names: dict[str, str], event: Event) -> LogEntry:
    phrase = _PHRASES.get(event.kind, _generic)
    text = phrase(state, names, event)
    return LogEntry(ACTION if event.kind != ev.ATTACK else "attack", text, event.modifiers,
                    state.combat.round)


def _who(names: dict[str, str], token_id: str | None) -> str:
    return names.get(token_id or "", token_id or "")


def _action(state: BattleState, names: dict[str, str], event: Event) -> str:
    at = f" at {_who(names, event.target)}" if event.target else ""
    return f"{_who(names, event.actor)}: {action_name(state, event.action)}{at} ({event.param('cost')})"


def _attack(state: BattleState, names: dict[str, str], event: Event) -> str:
    faces = event.param("faces") or ()
    weapon = event.param("weapon")
    with_weapon = f" with {str(weapon).replace('_', ' ')}" if weapon else ""
    defence = f", {event.param('defence')}" if event.param("defence") else ""
    text = (f"{_who(names, event.actor)} attacks {_who(names, event.target)}{with_weapon}: "
            f"{event.param('system_roll')}{defence}; rolled {'+'.join(map(str, faces))} on "
            f"{event.param('roll')}: {'hit' if event.param('hit') else 'miss'}")
    return text + _square_judged(names, event)


def _square_judged(names: dict[str, str], event: Event) -> str:
    """d20 mass: a miss against a crowded square may still hit the square and suppress."""
    square = event.param("square_at")
    if event.param("hit") or event.param("square_hit") is None or not isinstance(square, tuple):
        return ""
    where = f"{square[0]},{square[1]}"
    if not event.param("square_hit"):
        return f"; the square {where} missed too ({event.param('square_roll')})"
    return (f"; the square {where} hit ({event.param('square_roll')}): {_who(names, event.target)} "
            f"{_suppressed(event.param('square_suppression'), event.param('suppression_total'))}")


def _suppressed(added, total) -> str:
    if not added:
        return "not suppressed further"
    return f"suppressed {-abs(added)} (now {-abs(total or 0)})"


def _moved(state: BattleState, names: dict[str, str], event: Event) -> str:
    path = event.param("path") or ()
    where = cell_label(state, path[-1]) if path else "?"
    return f"{_who(names, event.actor)} moves to {where} (cost {event.param('cost'):g} {event.param('unit')})"


def _generic(state: BattleState, names: dict[str, str], event: Event) -> str:
    details = ", ".join(f"{k} {_who(names, v) if isinstance(v, str) else v}" for k, v in event.params)
    text = f"{_who(names, event.actor)}: {event.kind.replace('_', ' ')}"
    return f"{text} ({details})" if details else text


def _initiative(state: BattleState, names: dict[str, str], event: Event) -> str:
    """"Red levy: initiative 19 (rolled 19 + 0), acts 1st" (whatever the system reports)."""
    shown = {k: v for k, v in event.params if k != "rank"}
    details = ", ".join(f"{k} {v}" for k, v in shown.items())
    rank = event.param("rank")
    place = f", acts {_ordinal(rank)}" if isinstance(rank, int) else ""
    return f"{_who(names, event.actor)}: initiative ({details}){place}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _damage(state: BattleState, names: dict[str, str], event: Event) -> str:
    """What a hit did, as the system's hook reports it (its parameters vary by system)."""
    if event.param("toughness") is not None and event.param("condition") is not None:
        return _d20_damage(names, event)
    details = ", ".join(f"{k.replace('_', ' ')} {_shown(v)}" for k, v in event.params)
    return f"{_who(names, event.target)} hit by {_who(names, event.actor)}: {details}"


def _shown(value) -> str:
    """Dice faces as 5+2, everything else as it reads."""
    if isinstance(value, tuple):
        return "+".join(map(str, value)) if value else "none"
    return str(value)


def _d20_damage(names: dict[str, str], event: Event) -> str:
    """"Blue knights hit by Red spearmen: 1d10 (10) +1 (maximised) - DR 4 = 7 damage vs Toughness 6:
    wounded; suppressed -1 (now -1)"."""
    faces = "+".join(map(str, event.param("faces") or ()))
    strength = event.param("strength") or 0
    roll = f"{event.param('dice')} ({faces})" + (f" {strength:+d}" if strength else "")
    dr = f" - DR {event.param('dr')}" if event.param("dr") else ""
    most = " (maximised)" if event.param("maximised") else ""
    text = (f"{_who(names, event.target)} hit by {_who(names, event.actor)}: {roll}{most}{dr} = "
            f"{event.param('damage')} damage vs Toughness {event.param('toughness')}: {event.param('condition')}")
    if event.param("suppression"):
        text += "; " + _suppressed(event.param("suppression"), event.param("suppression_total"))
    return text


def _melee_entry(state: BattleState, names: dict[str, str], event: Event) -> str:
    """d20 mass: who strikes first when a unit enters a square to melee."""
    faces = event.param("faces") or ()
    rolled = ", then ".join(f"d20 ({f}) {event.param('bonus') or 0:+d}" for f in faces)
    return (f"{_who(names, event.actor)} enter{'' if _group(state, event.actor) else 's'} "
            f"{possessive(_who(names, event.target))} square: {rolled} vs {event.param('need')}: "
            f"{_who(names, event.param('first'))} strike{'' if _group(state, event.param('first')) else 's'} first")


def _loaded(state: BattleState, names: dict[str, str], event: Event) -> str:
    """d20 mass objects: "Cart now bears 250 (heavy load 100, was 0)"."""
    return (f"{_who(names, event.actor)} now bears {event.param('load')} "
            f"(heavy load {event.param('heavy')}, was {event.param('was')})")


def _group(state: BattleState, token_id) -> bool:
    return isinstance(token_id, str) and state.has_token(token_id) and state.token(token_id).count > 1


def _count_aloud(state: BattleState, names: dict[str, str], event: Event) -> str:
    """GURPS long actions: the fighter counts the seconds aloud ("Reloading crossbow: 2 of 4")."""
    return f"{_who(names, event.actor)} counts aloud: \u201c{event.param('said')}\u201d"


def _critical_miss(state: BattleState, names: dict[str, str], event: Event) -> str:
    """GURPS critical miss table: the row's text, and the 3d6 that picked it."""
    rolls = event.param("rolls")
    rolled = f" (table roll {'+'.join(map(str, rolls))})" if rolls else ""
    return f"{_who(names, event.actor)}: critical miss! {event.param('text')}{rolled}"


def _tactical(state: BattleState, names: dict[str, str], event: Event) -> str:
    """A tactical mark set or cleared: overwatch in words, anything else generically."""
    key, value = event.param("key"), event.param("value")
    who = _who(names, event.actor)
    if key == "overwatch":
        if value is None:
            return f"{who} is no longer on overwatch"
        toward = f" toward {value[0]},{value[1]}" if isinstance(value, tuple) and len(value) == 2 else ""
        return f"{who} declares overwatch{toward}"
    if key == "wait" and isinstance(value, str):
        return f"{who} waits (trigger: {value.replace('_', ' ')})"
    what = str(key).replace("_", " ")
    if value is None:
        return f"{who}: {what} cleared"
    if value is True:
        return f"{who}: {what}"
    shown = _who(names, value) if isinstance(value, str) else value
    return f"{who}: {what} {shown}"


def possessive(name: str) -> str:
    """"Gunner's", "Blue archers'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _turn_started(state: BattleState, names: dict[str, str], event: Event) -> str:
    owed = event.param("ap_owed")
    carried = f" ({owed:g} AP carried over)" if isinstance(owed, (int, float)) and owed else ""
    return f"{possessive(_who(names, event.actor))} turn begins{carried}"


def _turn_ended(state: BattleState, names: dict[str, str], event: Event) -> str:
    mine = event.param("mine_at")
    armed = f"; mine armed at {mine[0]},{mine[1]}" if isinstance(mine, tuple) and len(mine) == 2 else ""
    return f"{possessive(_who(names, event.actor))} turn ends{armed}"


def _round_started(state: BattleState, names: dict[str, str], event: Event) -> str:
    first = _who(names, event.actor)
    return f"Round {event.param('round')} begins; {first} acts first" if first else \
        f"Round {event.param('round')} begins"


def _interrupt(state: BattleState, names: dict[str, str], event: Event) -> str:
    """d20 opportunity attack done: the mover resumes its move, or stops where it was struck."""
    at = event.param("at")
    where = f"{at[0]},{at[1]}" if isinstance(at, tuple) and len(at) == 2 else "?"
    mover = _who(names, event.target)
    group = state.has_token(event.target or "") and state.token(event.target).count > 1
    if event.param("resumed"):
        return f"{mover} {'resume' if group else 'resumes'} the move"
    return f"{mover} {'stop' if group else 'stops'} at {where}, disabled"


def _overwatch_fired(state: BattleState, names: dict[str, str], event: Event) -> str:
    """Fallout: "Jacobs fires overwatch at Raider (1 shot, hunting rifle)"."""
    shots = event.param("shots")
    count = f"{shots} shot{'s' if shots != 1 else ''}" if isinstance(shots, int) else ""
    weapon = str(event.param("weapon") or "").replace("_", " ")
    line = " (second line)" if event.param("line") == 2 else ""
    details = ", ".join(p for p in (count, weapon) if p)
    return (f"{_who(names, event.actor)} fires overwatch{line} at {_who(names, event.target)}"
            + (f" ({details})" if details else ""))


_PHRASES: dict[str, Callable[[BattleState, dict[str, str], Event], str]] = {
    ev.ACTION: _action,
    ev.ATTACK: _attack,
    ev.MOVED: _moved,
    ev.DAMAGE: _damage,
    ev.TACTICAL: _tactical,
    "initiative": _initiative,
    "count_aloud": _count_aloud,
    "critical_miss": _critical_miss,
    "turn_started": _turn_started,
    "turn_ended": _turn_ended,
    "round_started": _round_started,
    "interrupt": _interrupt,
    "overwatch_fired": _overwatch_fired,
    "melee_entry": _melee_entry,
    "loaded": _loaded,
}
