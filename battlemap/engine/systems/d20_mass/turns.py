"""d20 mass combat: initiative, the melee-entry contest, and what ends at a unit's turn.

Initiative (RULES.md 3.9, [X d20 / A]): each unit rolls d20 + its initiative
bonus (stat `initiative`) once per fight; the order is descending. Ties go
to the higher bonus, then to a roll-off (option `initiative_ties`:
"bonus_then_rolloff", default, or "keep_order": the map's token order).

Entering a square to melee (RULES.md 3.7 [S]): instead of an opportunity
attack, the attacker rolls d20 + initiative bonus against the defender's
initiative bonus + 10; the higher strikes first. A tie goes to the defender
(option `melee_entry_ties`, [A]: "defender" or "reroll"). A bull rush's -4
initiative applies to that contest.

`start_turn(state, token_id)`, `end_turn(state, token_id)` and
`start_round(state)` (called by engine/play/turns.py, each -> (state, events))
end what lasts "until your next turn" (fighting defensively, total
defence, the charge's Dodge -2 and its lock), keep or lose an unused aim
(option `aim_kept`), clear expired suppression and step overloaded objects. They are pure: the
state before is the undo.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.events import CONDITION_REMOVED, TACTICAL, Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass import suppression
from battlemap.engine.systems.d20_mass.grapple import let_go_of
from battlemap.engine.systems.d20_mass.objects import overload_round
from battlemap.engine.systems.d20_mass.odds import d20_beats

INITIATIVE = "initiative"
#: Tactical extra: the unit's initiative total as rolled (d20 + bonus).
INITIATIVE_TOTAL = "initiative_total"
MELEE_ENTRY = "melee_entry"
BULL_RUSH_INITIATIVE = -4
ENTRY_TARGET = 10
#: Conditions that last until the unit's next turn.
UNTIL_NEXT_TURN = frozenset({"total_defence", "total_defense", "charging", "bull_rushing"})
#: Tactical extras that last until the unit's next turn.
EXTRAS_UNTIL_NEXT_TURN = ("fighting_defensively", "entry_contested")
START_TURN, END_TURN, START_ROUND = "start_turn", "end_turn", "start_round"
#: Tactical extra: the round an unused aim was first carried past its turn's end.
AIM_HELD = "aim_held"
AIM_KEPT = "next_turn"


def roll_initiative(state):
    """Every unit rolls d20 + initiative once; `combat.order` descending, the first acts."""
    rolled = []
    dice = state.dice
    for position, token in enumerate(state.tokens):
        faces, dice = dice.roll(1, 20)
        bonus = int_stat(token, INITIATIVE)
        rolled.append((token, faces[0], bonus, position))
    if option(state.options, "initiative_ties", "bonus_then_rolloff") == "bonus_then_rolloff":
        tie_faces, dice = dice.roll(len(rolled), 20)
    else:
        tie_faces = (0,) * len(rolled)
    ranked = sorted(rolled, key=lambda r: (-(r[1] + r[2]), -r[2], -tie_faces[r[3]], r[3]))
    order = tuple(r[0].id for r in ranked)
    combat = replace(state.combat, order=order, active=order[0] if order else None)
    events = tuple(
        Event.of(INITIATIVE, token.id, INITIATIVE, None, face=face, bonus=bonus, total=face + bonus, rank=rank + 1)
        for rank, (token, face, bonus, _) in enumerate(ranked)
    )
    after = replace(state, combat=combat, dice=dice)
    for token, face, bonus, _ in rolled:  # kept on the token, so the Turn Order can show it
        extra = {**token.tactical.extra, INITIATIVE_TOTAL: face + bonus}
        after = with_token(after, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    return after, events


def initiative_score(state, token_id: str) -> int | None:
    """The unit's rolled initiative total (d20 + bonus), or None before the roll."""
    value = state.token(token_id).tactical.extra.get(INITIATIVE_TOTAL)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def entry_bonus(token, bull_rush: bool = False) -> int:
    """Initiative bonus for the melee-entry contest (a bull rush takes -4)."""
    return int_stat(token, INITIATIVE) + (BULL_RUSH_INITIATIVE if bull_rush else 0)


def attacker_strikes_first(state, attacker, defender, bull_rush: bool = False) -> Fraction:
    """Exact chance the unit entering the square strikes first: d20 + init > init + 10."""
    target = int_stat(defender, INITIATIVE) + ENTRY_TARGET
    if option(state.options, "melee_entry_ties", "defender") == "reroll":
        win = d20_beats(entry_bonus(attacker, bull_rush), target)
        lose = 1 - d20_beats(entry_bonus(attacker, bull_rush), target - 1)
        return win / (win + lose) if win + lose else Fraction(1, 2)
    return d20_beats(entry_bonus(attacker, bull_rush), target)


def melee_entry(state, attacker_id: str, defender_id: str, bull_rush: bool = False):
    """Roll the contest: (state with the die used, event naming who strikes first).

    The event's `need` is the defender's initiative + 10 the total must exceed.
    """
    attacker, defender = state.token(attacker_id), state.token(defender_id)
    target = int_stat(defender, INITIATIVE) + ENTRY_TARGET
    bonus = entry_bonus(attacker, bull_rush)
    dice, faces = state.dice, []
    while True:
        rolled, dice = dice.roll(1, 20)
        faces.append(rolled[0])
        total = rolled[0] + bonus
        tie = total == target
        if not tie or option(state.options, "melee_entry_ties", "defender") != "reroll":
            break
    first = attacker_id if total > target else defender_id
    event = Event.of(MELEE_ENTRY, attacker_id, MELEE_ENTRY, defender_id, faces=tuple(faces), bonus=bonus,
                     need=target, first=first)
    return replace(state, dice=dice), (event,)


def start_turn(state, token_id: str):
    """`token_id`'s turn begins -> (state, events).

    What lasts "until your next turn" ends: total defence, fighting
    defensively, the charge's and bull rush's Dodge -2 and their lock (only
    free actions and reactions for the rest of the round). An aim at a target
    no longer in sight (or gone) is lost. A unit held by a grappler fallen
    helpless (or gone) is free (systems/d20_mass/grapple.let_go_of).
    """
    state, freed = let_go_of(state, token_id, START_TURN)
    state, events = _turn_begins(state, token_id)
    return state, freed + events


def _turn_begins(state, token_id: str):
    token = state.token(token_id)
    events = [Event.of(CONDITION_REMOVED, token_id, START_TURN, None, condition=c)
              for c in sorted(token.conditions & UNTIL_NEXT_TURN)]
    extra = dict(token.tactical.extra)
    for key in EXTRAS_UNTIL_NEXT_TURN:
        if extra.pop(key, None) is not None:
            events.append(Event.of(TACTICAL, token_id, START_TURN, None, key=key, value=None))
    tactical = replace(token.tactical, extra=MappingProxyType(extra))
    if token.tactical.aiming is not None and not _target_in_sight(state, token_id, token.tactical.aiming):
        tactical = _aim_lost(tactical)
        events.append(Event.of(TACTICAL, token_id, START_TURN, token.tactical.aiming, key="aiming", value=None))
    if not events:
        return state, ()
    changed = replace(token, conditions=token.conditions - UNTIL_NEXT_TURN, tactical=tactical)
    return with_token(state, changed), tuple(events)


def end_turn(state, token_id: str):
    """`token_id`'s turn ends -> (state, events): an unused aim is kept or lost (option `aim_kept`).

    "next_turn" (default [A]): an aim survives the end of the turn it was
    taken in (aiming last thing in a turn serves the next turn's shot) and is
    lost at the end of the following one; "turn": lost as the turn ends.
    """
    token = state.token(token_id)
    extra = dict(token.tactical.extra)
    held_since = extra.pop(AIM_HELD, None)
    if token.tactical.aiming is None:
        if held_since is None:
            return state, ()
        return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))), ()
    keep = option(state.options, "aim_kept", AIM_KEPT) == "next_turn" and held_since is None
    if keep:
        extra[AIM_HELD] = state.combat.round
        tactical = replace(token.tactical, extra=MappingProxyType(extra))
        return with_token(state, replace(token, tactical=tactical)), ()
    tactical = _aim_lost(replace(token.tactical, extra=MappingProxyType(extra)))
    event = Event.of(TACTICAL, token_id, END_TURN, token.tactical.aiming, key="aiming", value=None)
    return with_token(state, replace(token, tactical=tactical)), (event,)


def start_round(state):
    """A new round -> (state, events): suppression older than `suppression_rounds` is cleared;
    every object still overloaded moves one more step down its track (systems/d20_mass/objects)."""
    state, overloaded = overload_round(state)
    events = list(overloaded)
    for token in state.tokens:
        kept = suppression.without_expired(state, token)
        if kept is not token:
            state = with_token(state, kept)
            events.append(Event.of(TACTICAL, token.id, START_ROUND, None, key="suppression",
                                   value=suppression.penalty(state, kept)))
    return state, tuple(events)


def _aim_lost(tactical):
    extra = {k: v for k, v in tactical.extra.items() if k != AIM_HELD}
    return replace(tactical, aiming=None, extra=MappingProxyType(extra))


def _target_in_sight(state, token_id: str, target_id: str) -> bool:
    return state.has_token(target_id) and line_of_fire(state, token_id, target_id).clear
