"""Fallout d100 homebrew: the checks the action catalogue names, with exact odds and seeded dice.

The seed gives the penalties (STR -2 to climb, CHA -4 to taunt, STR -4 to
clear debris, AGI -2 per extra 5 ft of a long jump, Medicine -50 to
stabilise) but not the dice [A]. Reading (PnP convention, option
`special_die`): a SPECIAL check succeeds on 1d10 <= stat + penalty; a skill
check on 1d100 <= skill + penalty. Each roll comes from `state.dice` and
returns an event `check` with the faces, the number needed and the odds.

| action | check | on failure |
|---|---|---|
| climb (start and each turn after) | STR -2 | Knocked Down, no longer climbing |
| quick_scan | PER +0 | nothing seen |
| taunt | CHA -4 | - |
| clear_debris | STR -4 | - |
| jump_long beyond 10 ft | AGI -2 per extra 5 ft (up to 30 ft) | half the length, Knocked Down |
| jump_high while climbing | AGI -2 | fall, Knocked Down |
| stabilise a Comatose token | Medicine -50 (robots: Engineering -50) | nothing, try again |
| hack_terminal (2 turns) / pick_lock (4 turns) | Computers / Sleight of Hand, at the end of the last turn | - |
| disarm a mine | Sneak, then Engineering or Sleight of Hand, at the crafting penalty | the mine goes off |
| sense | Perception (skill) against the target's last Sneak result | the target stays hidden |
| pickpocket / plant_item | Sleight of Hand against the target's Perception (skill) | caught |

Opposed checks [A]: the initiator wins with a success whose margin beats the
target's (a failed target has none); ties go to the target.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count, int_stat, option
from battlemap.engine.battle.events import Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.requirements import distance

SPECIAL_DIE = 10
CHECK = "check"
#: action -> (stat, penalty, kind) for the checks made when the action is taken.
CHECKS = {
    "climb": ("strength", -2, "special"),
    "quick_scan": ("perception", 0, "special"),
    "taunt": ("charisma", -4, "special"),
    "clear_debris": ("strength", -4, "special"),
    "jump_high": ("agility", -2, "special"),
    "jump_long": ("agility", -2, "special"),
    "stabilise": ("medicine", -50, "skill"),
    "hack_terminal": ("computers", 0, "skill"),
    "pick_lock": ("sleight_of_hand", 0, "skill"),
}
#: Long tasks: the tactical count the action keeps and the turns it takes.
LONG_TASKS = {"hack_terminal": ("hack_turns", 2), "pick_lock": ("lockpick_turns", 4)}
LONG_JUMP_FT, LONG_JUMP_MAX_FT, JUMP_STEP_FT = 10, 30, 5
#: Conditions Stabilise removes without a check, one per action.
STABILISE_REMOVES = ("bleeding", "burning", "dazed", "stunned", "unconscious")


def check_odds(value: int, penalty: int, sides: int) -> Fraction:
    """P(1d`sides` <= value + penalty), exactly."""
    return Fraction(max(0, min(sides, value + penalty)), sides)


#: A victim of a successful reverse pickpocket fails every SPECIAL check (`systems/fallout_pnp/pickpocket`).
PLANTED_BY = "planted_by"


def roll_check(state, token_id: str, stat: str, penalty: int, kind: str = "special", why: str = CHECK):
    """Roll one SPECIAL (1d10) or skill (1d100) check: (state with the die used, event)."""
    sides = int(option(state.options, "special_die", SPECIAL_DIE)) if kind == "special" else 100
    value = int_stat(state.token(token_id), stat, 0)
    faces, dice = state.dice.roll(1, sides)
    need = max(0, min(sides, value + penalty))
    planted = kind == "special" and bool(state.token(token_id).tactical.extra.get(PLANTED_BY))
    event = Event.of(CHECK, token_id, why, None, stat=stat, penalty=penalty, roll=f"1d{sides} <= {need}",
                     faces=faces, need=need, success=faces[0] <= need and not planted,
                     probability=Fraction(0) if planted else check_odds(value, penalty, sides),
                     **({"planted": True} if planted else {}))
    return replace(state, dice=dice), event


def action_check(state, token_id: str, action_id: str):
    """The check the catalogue action `action_id` calls for (KeyError when it has none)."""
    stat, penalty, kind = CHECKS[action_id]
    return roll_check(state, token_id, stat, penalty, kind, action_id)


def _changed(state, token_id: str, add=(), remove=(), posture=None, **stats):
    token = state.token(token_id)
    token = replace(token, conditions=(token.conditions - set(remove)) | set(add),
                    posture=posture or token.posture,
                    stats=MappingProxyType({**token.stats, **stats}) if stats else token.stats)
    return with_token(state, token)


def knock_down(state, token_id: str):
    """Knocked Down: prone, and no longer climbing."""
    return _changed(state, token_id, add={"knocked_down"}, remove={"climbing"}, posture="prone")


def stand_up(state, token_id: str):
    """Helped up: no longer Knocked Down, Standing."""
    return _changed(state, token_id, remove={"knocked_down"}, posture="standing")


#: The extra STR penalty of the surface a token climbs (the Climb action's option `surface`).
CLIMB_SURFACE = "climb_surface"


def climb_check(state, token_id: str, surface_penalty: int | None = None):
    """STR -2 (harder surfaces: more, default the one being climbed): success keeps climbing,
    failure knocks down."""
    if surface_penalty is None:
        surface_penalty = int(state.token(token_id).tactical.extra.get(CLIMB_SURFACE) or 0)
    state, event = roll_check(state, token_id, "strength", -2 + surface_penalty, "special", "climb")
    if event.param("success"):
        return _changed(state, token_id, add={"climbing"}), (event,)
    return knock_down(state, token_id), (event,)


def high_jump_ft(token) -> float:
    """How high a standing jump reaches: STR/2 ft, at least 6 inches."""
    return max(0.5, int_stat(token, "strength", 5) / 2)


def long_jump(state, token_id: str, feet: int):
    """Jump `feet` (10 to 30, in 5 ft): AGI -2 per 5 ft past 10; a failure: half the length, Knocked Down."""
    if feet % JUMP_STEP_FT or not LONG_JUMP_FT <= feet <= LONG_JUMP_MAX_FT:
        raise ValueError(f"a long jump is 10 to 30 ft in 5 ft steps, not {feet}")
    events = []
    for _ in range((feet - LONG_JUMP_FT) // JUMP_STEP_FT):
        state, event = roll_check(state, token_id, "agility", -2, "special", "jump_long")
        events.append(event)
        if not event.param("success"):
            state = knock_down(state, token_id)
            events.append(Event.of("jumped", token_id, "jump_long", None, feet=feet / 2, knocked_down=True))
            return state, tuple(events)
    events.append(Event.of("jumped", token_id, "jump_long", None, feet=feet, knocked_down=False))
    return state, tuple(events)


def stabilise(state, healer_id: str, patient_id: str, remove: str | None = None):
    """Comatose -> Unconscious at 1 HP on Medicine -50 (robots: Engineering -50), Bleeding too;
    or, with `remove`, take one of STABILISE_REMOVES off yourself or someone adjacent without a check."""
    healer, patient = state.token(healer_id), state.token(patient_id)
    if patient_id != healer_id and distance(state, healer, patient) > 1:
        raise ValueError("stabilise: the patient must be you or next to you")
    if remove is not None:
        if remove not in STABILISE_REMOVES or remove not in patient.conditions:
            raise ValueError(f"stabilise: {patient_id} has no {remove} to remove")
        after = _changed(state, patient_id, remove={remove})
        return after, (Event.of("condition_removed", healer_id, "stabilise", patient_id, condition=remove),)
    if "comatose" not in patient.conditions:
        raise ValueError("stabilise with a check: the patient must be Comatose")
    skill = "engineering" if "robot" in patient.conditions else "medicine"
    state, event = roll_check(state, healer_id, skill, -50, "skill", "stabilise")
    if event.param("success"):
        state = _changed(state, patient_id, add={"unconscious"}, remove={"comatose", "bleeding"}, hp=1)
    return state, (event,)


def long_task_turns_left(token, action_id: str) -> int:
    """Turns still to spend on a hack or a lock (0: the check is due at the end of this turn)."""
    key, turns = LONG_TASKS[action_id]
    return max(0, turns - extra_count(token, key))


def finish_long_task(state, token_id: str, action_id: str):
    """At the end of the last turn: the Computers / Sleight of Hand check (ValueError if turns remain)."""
    left = long_task_turns_left(state.token(token_id), action_id)
    if left:
        raise ValueError(f"{action_id}: {left} more turn(s) before the check")
    return action_check(state, token_id, action_id)


def disarm_mine(state, token_id: str, penalty: int, skill: str = "engineering"):
    """Sneak at the crafting penalty, then Engineering or Sleight of Hand at it; a failure sets it off."""
    state, sneak = roll_check(state, token_id, "sneak", penalty, "skill", "disarm")
    if not sneak.param("success"):
        return state, (sneak, Event.of("mine_triggered", token_id, "disarm", None))
    state, work = roll_check(state, token_id, skill, penalty, "skill", "disarm")
    outcome = "mine_disarmed" if work.param("success") else "mine_triggered"
    return state, (sneak, work, Event.of(outcome, token_id, "disarm", None))


# --- opposed checks: Sneak, Sense, pickpocketing ------------------------------------------
#: Reading [A]: in an opposed check the initiator wins with a success whose margin
#: (need - face) beats the target's; a failed target counts as no margin; ties go to the target.
SNEAK_RESULT = "sneak_result"


def _margin(event: Event) -> int | None:
    """need - face of a successful check, None for a failure."""
    return int(event.param("need")) - int(event.param("faces")[0]) if event.param("success") else None


def _beats(mine: int | None, theirs: int | None) -> bool:
    return mine is not None and (theirs is None or mine > theirs)


def sneak_check(state, token_id: str):
    """The Sneak roll a later Sense is made against: kept as `sneak_result` (its margin, or -1 when failed)."""
    state, event = roll_check(state, token_id, "sneak", 0, "skill", "sneak")
    margin = _margin(event)
    token = state.token(token_id)
    extra = {**token.tactical.extra, SNEAK_RESULT: -1 if margin is None else margin}
    token = replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))
    return with_token(state, token), (event,)


def sense(state, token_id: str, target_id: str):
    """Perception against the target's last Sneak result: a win finds it (`sensed` = its id)."""
    state, event = roll_check(state, token_id, "perception_skill", 0, "skill", "sense")
    last = state.token(target_id).tactical.extra.get(SNEAK_RESULT)
    theirs = None if not isinstance(last, int) or last < 0 else last
    won = _beats(_margin(event), theirs)
    if won:
        token = state.token(token_id)
        extra = {**token.tactical.extra, "sensed": target_id}
        state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    return state, (event, Event.of("sensed" if won else "not_sensed", token_id, "sense", target_id))


def pickpocket(state, token_id: str, target_id: str):
    """Sleight of Hand (initiator) against Perception (target): (state, events ending in the result)."""
    state, mine = roll_check(state, token_id, "sleight_of_hand", 0, "skill", "pickpocket")
    state, theirs = roll_check(state, target_id, "perception_skill", 0, "skill", "pickpocket")
    won = _beats(_margin(mine), _margin(theirs))
    return state, (mine, theirs, Event.of("pickpocketed" if won else "caught", token_id, "pickpocket", target_id))
