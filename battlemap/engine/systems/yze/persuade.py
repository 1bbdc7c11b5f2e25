"""Year Zero persuasion (RULES.md 2.3 "persuade: the opponent can hear you"; the SRD's
Persuasion skill, rolling-and-pushing 說服).

`persuade` is a slow action at a token that can hear you (Engaged, Short or
Medium). The stakes (option `stakes`, what you ask) are logged for the GM,
whose call it is what the opponent agrees to. The roll is Empathy +
Persuasion with the bargaining position (談判位置), +1 or -1 per factor:

| factor | modifier | how |
|---|---|---|
| the opponent has taken damage or stress | +1 | any physical or mental condition |
| you hold the opponent captive | +1 | its tactical extra `captive_of` names you |
| the opponent holds you captive | -1 | yours names it |
| anything else (costs nothing, helped before, argued well; sacrifice, no gain, hard to hear) | the GM's sum | option `position` |

An opponent who actively resists (option `resist`) makes it an opposed roll
against its Empathy + Insight; an interrogation (option `interrogate`) is
opposed by the prisoner's Strength + Stamina instead, at +1 for the captor.
The opponent rolls first; each of its sixes cancels one of yours, you need
one left, and only you may push (after seeing its roll). A success marks
the target `persuaded` (by whom). (A grapple is no captivity: while it lasts
neither side may do anything but grapple, release or break free.)
"""

from __future__ import annotations

from battlemap.engine.attacks.models import extra_count
from battlemap.engine.attacks.ranges import range_between
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Modifier, Reason
from battlemap.engine.systems.yze import modifier_words as words
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import MENTAL, PHYSICAL, with_extra
from battlemap.engine.systems.yze.openers import flag
from battlemap.engine.systems.yze.skills import pushed_option, skill_roll

Result = tuple[BattleState, tuple[Event, ...]]
PERSUADED = "persuaded"
CAPTIVE = "captive_of"
#: Bands at which an opponent can hear you.
HEARING = frozenset({"engaged", "short", "medium"})
_SRC = "yze:persuasion"


def _position(action: Action) -> int | None:
    value = action.option("position", 0)
    try:
        return int(str(value or 0))
    except ValueError:
        return None


def persuade_reasons(state: BattleState, action: Action) -> list[Reason]:
    """The opponent must hear you (within Medium range); the position is a number."""
    reasons = [] if _position(action) is not None else [Reason.of("bad_position", position=action.option("position"))]
    if action.target is None or not state.has_token(action.target):
        return reasons
    if action.target == action.actor:
        return [*reasons, Reason.of("target_is_self")]
    actor, target = state.token(action.actor), state.token(action.target)
    band = range_between(state, actor.footprint, target.footprint).band
    return reasons if band in HEARING else [*reasons, Reason.of("cannot_hear_you", band=band)]


def position_modifiers(state: BattleState, action: Action) -> tuple[Modifier, ...]:
    """The bargaining position's factors the map can see, and the GM's sum."""
    actor, target = state.token(action.actor), state.token(str(action.target))
    mods = []
    if extra_count(target, PHYSICAL) or extra_count(target, MENTAL):
        mods.append(Modifier.worded("opponent_hurt", words.OPPONENT_HURT, 1, _SRC))
    if target.tactical.extra.get(CAPTIVE) == actor.id:
        mods.append(Modifier.worded("you_hold_them", words.YOU_HOLD_THEM, 1, _SRC))
    if actor.tactical.extra.get(CAPTIVE) == target.id:
        mods.append(Modifier.worded("they_hold_you", words.THEY_HOLD_YOU, -1, _SRC))
    if flag(action, "interrogate", False):
        mods.append(Modifier.worded("interrogation", words.INTERROGATION, 1, _SRC))
    if _position(action):
        mods.append(Modifier.worded("position", words.POSITION, _position(action) or 0, _SRC))
    return tuple(mods)


def persuade(state: BattleState, action: Action) -> Result:
    """Persuasion, opposed when the opponent resists: a success marks it persuaded."""
    target_id = str(action.target)
    events: list[Event] = []
    against = 0
    interrogate = flag(action, "interrogate", False)
    if interrogate or flag(action, "resist", False):
        attribute, skill = ("strength", "stamina") if interrogate else ("empathy", "insight")
        opposing, state = skill_roll(state, target_id, attribute, skill)
        against = opposing.successes
        events.append(Event.of(f"{skill}_roll", target_id, action.id, action.actor, roll=opposing.text(),
                               faces=opposing.faces, successes=against))
    mods = position_modifiers(state, action)
    roll, state = skill_roll(state, action.actor, "empathy", "persuasion", sum(int(m.value) for m in mods),
                             pushed=pushed_option(action), needed=against + 1)
    success = roll.successes - against >= 1
    stakes = {"stakes": action.option("stakes")} if action.option("stakes") else {}
    events.insert(0, Event.of("persuasion_roll", action.actor, action.id, target_id, modifiers=mods,
                              roll=roll.text(), faces=roll.faces, success=success, successes=roll.successes))
    if success:
        state = with_token(state, with_extra(state.token(target_id), **{PERSUADED: action.actor}))
        events.append(Event.of("persuaded", action.actor, action.id, target_id, **stakes))
    return state, tuple(events)
