"""Engine events as log lines: each event kind's sentence, as a translatable `Part`.

One function per event kind builds the line from the event's parameters;
its templates are registered with `phrase()` so the UI can show them in the
interface language (`ui/words/log_phrases.py`) while the English text stays the
record. Token, action and weapon names, and the systems' own roll
descriptions, are parameters: they read as the scenario and the engine
write them. A kind without its own sentence reads "who: kind (details)".
"""

from __future__ import annotations

from collections.abc import Callable

from battlemap.document import (
    aid_lines, door_lines, fight_lines, gear_lines, mark_lines, order_lines, roll_lines, stealth_lines, vehicle_lines,
    victory_lines, watch_lines,
)
from battlemap.document.hit_lines import generic_hit_line, hit_line
from battlemap.document.log import (
    NOTHING, VERBATIM, Named, Part, cell_label, condition_named, part, phrase, verbatim, weapon_named,
)
from battlemap.engine.battle import events as ev
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState


def action_name(state: BattleState, action_id: str) -> str:
    """The catalogue's English name of an action (the log is an English record)."""
    definition = state.ruleset.actions.get(action_id)
    return definition.names.get("en", action_id) if definition is not None else action_id


def action_named(state: BattleState, action_id: str) -> Named:
    """An action inside a log line: English in the record, the window's language on screen."""
    return Named("actions", action_id, action_name(state, action_id))


def event_line(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """The log line of `event`, with token names from `names` (id -> name)."""
    return _PHRASES.get(event.kind, _generic)(state, names, event)


def _who(names: dict[str, str], token_id: str | None) -> str:
    return names.get(token_id or "", token_id or "")


def _either(test: bool, yes: Part, no: Part = NOTHING) -> Part:
    return yes if test else no


def _by_name(name: str, pair: tuple[str, str]) -> str:
    """The template of `pair` for a name taking "'s" (first) or a bare "'" (ending in s)."""
    return pair[1] if name.endswith("s") else pair[0]


_ACTION_AT = phrase("{who}: {action} at {target} ({cost})")
_ACTION = phrase("{who}: {action} ({cost})")


def _action(state: BattleState, names: dict[str, str], event: Event) -> Part:
    cost = str(event.param("cost"))
    common = dict(who=_who(names, event.actor), action=action_named(state, event.action),
                  cost=Named("costs", event.action, cost))
    if event.target:
        return part(_ACTION_AT, target=_who(names, event.target), **common)
    return part(_ACTION, **common)


_ATTACK = phrase("{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}")
#: GURPS: each active defence rolled against a hit, in turn ("; Dodge 8: rolled 9, made").
_DEFENCE_ROLL = phrase("; {defence} {value}: rolled {rolled}, {outcome}")
_MADE, _FAILED = phrase("made"), phrase("failed")
#: d20 mass combat reads its die as the table does: a natural d20 (the resolver's face 1 is a 20).
_ATTACK_NATURAL = phrase("{who} attacks {target}{weapon}: {roll}{defence}; rolled a natural {natural}: {result}{square}")
_WITH_WEAPON = phrase(" with {weapon}")
_DEFENCE = phrase(", {defence}")
_HIT, _MISS = phrase("hit"), phrase("miss")


def _attack(state: BattleState, names: dict[str, str], event: Event) -> Part:
    faces = event.param("faces") or ()
    weapon = event.param("weapon")
    defence = event.param("defence")
    natural = event.param("natural")
    common = dict(
        who=_who(names, event.actor), target=_who(names, event.target),
        weapon=_either(bool(weapon), part(_WITH_WEAPON, weapon=weapon_named(str(weapon)))),
        roll=_roll_named(event.param("system_roll")),
        defence=_either(bool(defence), part(_DEFENCE, defence=Named("defences", str(defence), str(defence)))),
        result=Part(_HIT if event.param("hit") else _MISS),
        square=_after_roll(names, event))
    if isinstance(natural, int) and natural > 0:
        return part(_ATTACK_NATURAL, natural=natural, **common)
    return part(_ATTACK, faces="+".join(map(str, faces)), dice=_roll_named(event.param("roll")), **common)


def _after_roll(names: dict[str, str], event: Event) -> Part:
    """What the line says after the attack roll: the defences rolled (GURPS), else the square
    judged (d20 mass)."""
    rolled = [d for d in event.param("defences") or () if isinstance(d, (tuple, list)) and len(d) == 4]
    if not rolled:
        return _square_judged(names, event)
    return _joined([part(_DEFENCE_ROLL, defence=Named("defences", str(name), str(name)), value=value,
                         rolled=total, outcome=Part(_MADE if made else _FAILED))
                    for name, value, total, made in rolled])


_CHAINED = phrase("{first}{then}")


def _joined(parts: list[Part]) -> Part:
    """Clauses that each start with their own separator, one after the other."""
    line = parts[0]
    for following in parts[1:]:
        line = part(_CHAINED, first=line, then=following)
    return line


def _roll_named(roll: object) -> Named:
    """A roll as the engine wrote it ("4 dice vs 2 parry dice"); its few words translate on screen."""
    return Named("rolls", str(roll), str(roll))


_SQUARE_MISSED = phrase("; the square {cell} missed too ({roll})")
_SQUARE_HIT = phrase("; the square {cell} hit ({roll}): {target} {suppressed}")


def _square_judged(names: dict[str, str], event: Event) -> Part:
    """d20 mass: a miss against a crowded square may still hit the square and suppress."""
    square = event.param("square_at")
    if event.param("hit") or event.param("square_hit") is None or not isinstance(square, tuple):
        return NOTHING
    where, roll = f"{square[0]},{square[1]}", str(event.param("square_roll"))
    if not event.param("square_hit"):
        return part(_SQUARE_MISSED, cell=where, roll=roll)
    return part(_SQUARE_HIT, cell=where, roll=roll, target=_who(names, event.target),
                suppressed=_suppressed(event.param("square_suppression"), event.param("suppression_total")))


_NOT_SUPPRESSED = phrase("not suppressed further")
_SUPPRESSED = phrase("suppressed {added} (now {total})")


def _suppressed(added, total) -> Part:
    if not added:
        return Part(_NOT_SUPPRESSED)
    return part(_SUPPRESSED, added=-abs(added), total=-abs(total or 0))


_MOVED = phrase("{who} moves to {cell} (cost {cost:g} {unit})")


def _moved(state: BattleState, names: dict[str, str], event: Event) -> Part:
    path = event.param("path") or ()
    where = cell_label(state, path[-1]) if path else "?"
    return part(_MOVED, who=_who(names, event.actor), cell=where, cost=event.param("cost"),
                unit=str(event.param("unit")))


_EVENT = phrase("{who}: {what}")
_EVENT_DETAILS = phrase("{who}: {what} ({details})")


def _generic(state: BattleState, names: dict[str, str], event: Event) -> Part:
    details = ", ".join(f"{k} {_who(names, v) if isinstance(v, str) else v}" for k, v in event.params)
    who, what = _who(names, event.actor), event.kind.replace("_", " ")
    if details:
        return part(_EVENT_DETAILS, who=who, what=what, details=details)
    return part(_EVENT, who=who, what=what)


_PICKED_UP = phrase("{who} picks up {item} at {cell}")
_PICKED_UP_SOME = phrase("{who} picks up {count} {item} at {cell}")
_DROPPED = phrase("{who} drops {item} at {cell}")
_LANDED = phrase("{item} lands at {cell}")


def _item_words(event: Event) -> Part:
    """An item a line names, as its id reads (a weapon or the rounds: `10mm rounds`)."""
    return verbatim(str(event.param("item", "")).replace("_", " "))


def _cell_words(event: Event) -> str:
    at = event.param("at")
    return f"{at[0]},{at[1]}" if isinstance(at, (tuple, list)) and len(at) == 2 else str(at)


def _picked_up(state: BattleState, names: dict[str, str], event: Event) -> Part:
    count = event.param("count", 1)
    common = dict(who=_who(names, event.actor), item=_item_words(event), cell=_cell_words(event))
    if isinstance(count, int) and count > 1:
        return part(_PICKED_UP_SOME, count=count, **common)
    return part(_PICKED_UP, **common)


def _dropped(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_DROPPED, who=_who(names, event.actor), item=_item_words(event), cell=_cell_words(event))


def _landed(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_LANDED, item=_item_words(event), cell=_cell_words(event))


_INITIATIVE = phrase("{who}: initiative ({details})")
_INITIATIVE_RANK = phrase("{who}: initiative ({details}), acts {rank}")
_ORDINALS = (phrase("{n}st"), phrase("{n}nd"), phrase("{n}rd"), phrase("{n}th"))


def _initiative(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """"Red levy: initiative 19 (rolled 19 + 0), acts 1st" (whatever the system reports)."""
    shown = {k: v for k, v in event.params if k != "rank"}
    details = ", ".join(f"{k} {v}" for k, v in shown.items())
    rank = event.param("rank")
    who = _who(names, event.actor)
    if isinstance(rank, int):
        return part(_INITIATIVE_RANK, who=who, details=details, rank=_ordinal(rank))
    return part(_INITIATIVE, who=who, details=details)


def _ordinal(n: int) -> Part:
    last = 3 if 10 <= n % 100 <= 20 else {1: 0, 2: 1, 3: 2}.get(n % 10, 3)
    return part(_ORDINALS[last], n=n)


def _damage(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """What a hit did, as the system's hook reports it (its parameters vary by system)."""
    if event.param("toughness") is not None and event.param("condition") is not None:
        return _d20_damage(names, event)
    who, target = _who(names, event.actor), _who(names, event.target)
    return hit_line(who, target, event) or generic_hit_line(who, target, event)


_D20_DAMAGE = phrase("{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: "
                     "{condition}{suppressed}")
_MAXIMISED = phrase(" (maximised)")
_DR = phrase(" - DR {dr}")
_THEN = phrase("; {what}")


def _d20_damage(names: dict[str, str], event: Event) -> Part:
    """"Blue knights hit by Red spearmen: 1d10 (10) +1 (maximised) - DR 4 = 7 damage vs Toughness 6:
    wounded; suppressed -1 (now -1)"."""
    faces = "+".join(map(str, event.param("faces") or ()))
    strength = event.param("strength") or 0
    roll = f"{event.param('dice')} ({faces})" + (f" {strength:+d}" if strength else "")
    suppression = event.param("suppression")
    return part(
        _D20_DAMAGE, target=_who(names, event.target), who=_who(names, event.actor), roll=roll,
        most=_either(bool(event.param("maximised")), Part(_MAXIMISED)),
        dr=_either(bool(event.param("dr")), part(_DR, dr=str(event.param("dr")))),
        damage=str(event.param("damage")), toughness=str(event.param("toughness")),
        condition=condition_named(str(event.param("condition"))),
        suppressed=_either(bool(suppression), part(
            _THEN, what=_suppressed(suppression, event.param("suppression_total")))))


_MELEE_ENTRY = (phrase("{who} enters {whose} square: {rolled} vs {need}: {first} {strikes} first"),
                phrase("{who} enter {whose} square: {rolled} vs {need}: {first} {strikes} first"))
_STRIKES = (phrase("strikes"), phrase("strike"))


def _melee_entry(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """d20 mass: who strikes first when a unit enters a square to melee."""
    faces = event.param("faces") or ()
    rolled = ", then ".join(f"d20 ({f}) {event.param('bonus') or 0:+d}" for f in faces)
    first = event.param("first")
    return part(_MELEE_ENTRY[_group(state, event.actor)], who=_who(names, event.actor),
                whose=possessive(_who(names, event.target)), rolled=rolled, need=str(event.param("need")),
                first=_who(names, first), strikes=Part(_STRIKES[_group(state, first)]))


_LOADED = phrase("{who} now bears {load} (heavy load {heavy}, was {was})")


def _loaded(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """d20 mass objects: "Cart now bears 250 (heavy load 100, was 0)"."""
    return part(_LOADED, who=_who(names, event.actor), load=str(event.param("load")),
                heavy=str(event.param("heavy")), was=str(event.param("was")))


def _group(state: BattleState, token_id) -> bool:
    return isinstance(token_id, str) and state.has_token(token_id) and state.token(token_id).count > 1


_COUNTS_ALOUD = phrase("{who} counts aloud: \u201c{said}\u201d")


def _count_aloud(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """GURPS long actions: the fighter counts the seconds aloud ("Reloading crossbow: 2 of 4")."""
    return part(_COUNTS_ALOUD, who=_who(names, event.actor), said=str(event.param("said")))


_CRITICAL_MISS = phrase("{who}: critical miss! {text}{rolled}")
_TABLE_ROLL = phrase(" (table roll {rolls})")


def _critical_miss(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """GURPS critical miss table: the row's text, and the 3d6 that picked it."""
    rolls = event.param("rolls")
    rolled = _either(bool(rolls), part(_TABLE_ROLL, rolls="+".join(map(str, rolls or ()))))
    return part(_CRITICAL_MISS, who=_who(names, event.actor), text=str(event.param("text")), rolled=rolled)


def possessive(name: str) -> str:
    """"Gunner's", "Blue archers'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


_TURN_BEGINS = (phrase("{who}'s turn begins{carried}"), phrase("{who}' turn begins{carried}"))
_CARRIED = phrase(" ({owed:g} AP carried over)")
_TURN_ENDS = (phrase("{who}'s turn ends{armed}"), phrase("{who}' turn ends{armed}"))
_MINE_ARMED = phrase("; mine armed at {cell}")


def _turn_started(state: BattleState, names: dict[str, str], event: Event) -> Part:
    owed = event.param("ap_owed")
    carried = _either(isinstance(owed, (int, float)) and bool(owed), part(_CARRIED, owed=owed))
    who = _who(names, event.actor)
    return part(_by_name(who, _TURN_BEGINS), who=who, carried=carried)


def _turn_ended(state: BattleState, names: dict[str, str], event: Event) -> Part:
    mine = event.param("mine_at")
    armed = NOTHING
    if isinstance(mine, tuple) and len(mine) == 2:
        armed = part(_MINE_ARMED, cell=f"{mine[0]},{mine[1]}")
    who = _who(names, event.actor)
    return part(_by_name(who, _TURN_ENDS), who=who, armed=armed)


_ROUND_BEGINS_FIRST = phrase("Round {round} begins; {who} acts first")
_ROUND_BEGINS = phrase("Round {round} begins")


def _round_started(state: BattleState, names: dict[str, str], event: Event) -> Part:
    first = _who(names, event.actor)
    number = str(event.param("round"))
    return part(_ROUND_BEGINS_FIRST, round=number, who=first) if first else part(_ROUND_BEGINS, round=number)


_RESUMES = (phrase("{who} resumes the move"), phrase("{who} resume the move"))
_STOPS = (phrase("{who} stops at {cell}, disabled"), phrase("{who} stop at {cell}, disabled"))


def _interrupt(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """d20 opportunity attack done: the mover resumes its move, or stops where it was struck."""
    at = event.param("at")
    where = f"{at[0]},{at[1]}" if isinstance(at, tuple) and len(at) == 2 else "?"
    mover = _who(names, event.target)
    group = state.has_token(event.target or "") and state.token(event.target).count > 1
    if event.param("resumed"):
        return part(_RESUMES[group], who=mover)
    return part(_STOPS[group], who=mover, cell=where)


_FIRES_OVERWATCH = phrase("{who} fires overwatch{line} at {target}{details}")
_SECOND_LINE = phrase(" (second line)")
_SHOT_DETAILS = phrase(" ({details})")
_SHOTS = (phrase("{n} shot"), phrase("{n} shots"))
_AND = phrase("{first}, {second}")


def _overwatch_fired(state: BattleState, names: dict[str, str], event: Event) -> Part:
    """Fallout: "Jacobs fires overwatch at Raider (1 shot, hunting rifle)"."""
    shots = event.param("shots")
    weapon = str(event.param("weapon") or "")
    pieces = [part(_SHOTS[shots != 1], n=shots)] if isinstance(shots, int) else []
    pieces += [part(VERBATIM, text=weapon_named(weapon))] if weapon else []
    details = NOTHING
    if len(pieces) == 2:
        details = part(_SHOT_DETAILS, details=part(_AND, first=pieces[0], second=pieces[1]))
    elif pieces:
        details = part(_SHOT_DETAILS, details=pieces[0])
    return part(_FIRES_OVERWATCH, who=_who(names, event.actor), target=_who(names, event.target),
                line=_either(event.param("line") == 2, Part(_SECOND_LINE)), details=details)


#: Event kind -> its line (tests/document/test_event_lines.py keeps every kind the engine emits here).
_PHRASES: dict[str, Callable[[BattleState, dict[str, str], Event], Part]] = {
    ev.ACTION: _action,
    ev.ATTACK: _attack,
    "picked_up": _picked_up,
    "dropped": _dropped,
    "thrown_item_landed": _landed,
    ev.MOVED: _moved,
    ev.DAMAGE: _damage,
    **mark_lines.PHRASES,
    **door_lines.PHRASES,
    **roll_lines.PHRASES,
    **stealth_lines.PHRASES,
    **aid_lines.PHRASES,
    **vehicle_lines.PHRASES,
    **gear_lines.PHRASES,
    **fight_lines.PHRASES,
    **victory_lines.PHRASES,
    **watch_lines.PHRASES,
    **order_lines.PHRASES,
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
