"""Overwatch and suppressing fire in log lines: bursts, second lines, duels, zones of fire.

"Bill declares a burst of 3 shots (+1 AP)"; "Sarah declares a second overwatch
line toward 2,1 with 9mm pistol, 9mm pistol"; "Kasia and Moth duel on overwatch:
... ; Moth fires first".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, cell, listed, names_or_nobody, pool_part, who
from battlemap.document.log import NOTHING, Part, part, phrase, verbatim, weapon_named
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_BURST = phrase("{who} declares a burst of {shots} shots{extra}")
_EXTRA_AP = phrase(" (+{n} AP)")
_SECOND_LINE = phrase("{who} declares a second overwatch line toward {cell} with {weapons}")
_DUAL_MELEE = {
    "two_targets": phrase("{who} watches their reach with {weapons}: one blow each for the first two enemies"),
    "one_target": phrase("{who} watches their reach with {weapons}: both blows at the first enemy"),
}
_DUAL_MELEE_ANY = phrase("{who} watches their reach with {weapons}")
_DUEL = phrase("{who} and {target} duel on overwatch: {mine} against {theirs}; {first} fires first")
_CANNOT_FIRE_BACK = phrase("{who} cannot fire back at {target}: {why}")
_WHY = {
    "not_overwatching": phrase("no longer on overwatch"),
    "outside_overwatch": phrase("outside the overwatch"),
    "out_of_ammo": phrase("out of ammunition"),
    "no_line_of_fire": phrase("no line of fire"),
    "shot_through_dark_zone": phrase("the shot would cross a dark zone"),
}
_SUPPRESSION = phrase("{who} lays suppression fire with {weapon}: {shots} shots (+{bonus} to hit) over {cells} "
                      "hexes; in the zone: {inside}")


def _weapons(event: Event) -> Part | object:
    return listed(weapon_named(str(w)) for w in event.param("weapons") or ())


def _burst(state: BattleState, names: dict[str, str], event: Event) -> Part:
    extra = int(event.param("extra_ap") or 0)
    return part(_BURST, who=who(names, event.actor), shots=int(event.param("shots") or 0),
                extra=part(_EXTRA_AP, n=extra) if extra else NOTHING)


def _second_line(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_SECOND_LINE, who=who(names, event.actor), cell=cell(event.param("toward")),
                weapons=_weapons(event))


def _dual_melee(state: BattleState, names: dict[str, str], event: Event) -> Part:
    template = _DUAL_MELEE.get(str(event.param("mode")), _DUAL_MELEE_ANY)
    return part(template, who=who(names, event.actor), weapons=_weapons(event))


def _duel(state: BattleState, names: dict[str, str], event: Event) -> Part:
    rolls = tuple(event.param("rolls") or ()) + ("?", "?")
    return part(_DUEL, who=who(names, event.actor), target=who(names, event.target), mine=pool_part(rolls[0]),
                theirs=pool_part(rolls[1]), first=who(names, event.param("first")))


def _cannot_fire_back(state: BattleState, names: dict[str, str], event: Event) -> Part:
    code = str(event.param("why") or "")
    why = Part(_WHY[code]) if code in _WHY else verbatim(code.replace("_", " "))
    return part(_CANNOT_FIRE_BACK, who=who(names, event.actor), target=who(names, event.target), why=why)


def _suppression(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_SUPPRESSION, who=who(names, event.actor), weapon=weapon_named(str(event.param("weapon"))),
                shots=int(event.param("shots") or 0), bonus=int(event.param("rapid_fire") or 0),
                cells=len(event.param("zone") or ()), inside=names_or_nobody(names, event.param("inside")))


PHRASES: dict[str, Line] = {
    "burst_declared": _burst,
    "overwatch_second_line": _second_line,
    "overwatch_dual_melee": _dual_melee,
    "overwatch_duel": _duel,
    "cannot_fire_back": _cannot_fire_back,
    "suppression_fire": _suppression,
}
