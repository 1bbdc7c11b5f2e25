"""Weapons and gear in log lines (Fallout): reloading, mines, set-up weapons, thrown items.

"Bill reloads SMG (10mm): 18 rounds, 30 of 30 loaded"; "Raider scout lays a mine at
12,7"; "Bill shoots at the frag grenade Raider bomber threw: rolled 93 against 5, failure".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, cell, item_named, names_or_nobody, result, who
from battlemap.document.log import NOTHING, Part, condition_named, part, phrase, weapon_named
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_RELOADS = phrase("{who} reloads")
_RELOADS_WEAPON = phrase("{who} reloads {weapon}: {added} rounds, {loaded} of {capacity} loaded")
_CANCELLED = phrase("{who} cancels the missed attack")
_CANCELLED_ROUND = phrase("{who} cancels the missed attack: the round goes back into {weapon} ({loaded} loaded)")
_MINE_LAID = phrase("{who} lays a mine at {cell}; it arms at the end of the turn")
_MINE_OFF = phrase("The mine {who} laid at {cell} goes off as it arms: {caught} caught")
_MINE_TRIGGERED = phrase("{who} sets the mine off")
_MINE_DISARMED = phrase("{who} disarms the mine")
_TRAP = phrase("{who} disarms the trap at {cell}")
_SET_UP = phrase("{who} sets up {weapon} at {cell}")
_TAKEN_OVER = phrase("{who} takes over {weapon}, set up by {target}")
_THROWN_AWAY = phrase("{who} throws {item} away")
_TAKEN_BACK = phrase("The throw never lands: {target} gets {restored} HP back ({hp} HP){condition}")
_NO_LONGER = phrase("; no longer {condition}")
_DETONATED = phrase("{item} thrown by {who} goes off at {cell} ({radius} ft): {caught} caught")
_DROPPED = phrase("{item} thrown by {target} falls at {cell}")
_SHOT = phrase("{who} shoots at the {item} {target} threw, with {weapon}: rolled {face} against {need}, {result}")
_SHOT_ITEM = phrase("{who} shoots at the item {target} threw, with {weapon}: rolled {face} against {need}, {result}")


def _reloaded(state: BattleState, names: dict[str, str], event: Event) -> Part:
    weapon = event.param("weapon")
    if weapon is None:
        return part(_RELOADS, who=who(names, event.actor))
    return part(_RELOADS_WEAPON, who=who(names, event.actor), weapon=weapon_named(str(weapon)),
                added=int(event.param("added") or 0), loaded=int(event.param("loaded") or 0),
                capacity=int(event.param("capacity") or 0))


def _cancelled(state: BattleState, names: dict[str, str], event: Event) -> Part:
    if not event.param("refunded") or event.param("weapon") is None:
        return part(_CANCELLED, who=who(names, event.actor))
    return part(_CANCELLED_ROUND, who=who(names, event.actor), weapon=weapon_named(str(event.param("weapon"))),
                loaded=int(event.param("loaded") or 0))


def _at(template: str) -> Line:
    return lambda state, names, event: part(template, who=who(names, event.actor), cell=cell(event.param("at")))


def _alone(template: str) -> Line:
    return lambda state, names, event: part(template, who=who(names, event.actor))


def _mine_off(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_MINE_OFF, who=who(names, event.actor), cell=cell(event.param("at")),
                caught=names_or_nobody(names, event.param("caught")))


def _set_up(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_SET_UP, who=who(names, event.actor), weapon=weapon_named(str(event.param("weapon"))),
                cell=cell(event.param("at")))


def _taken_over(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_TAKEN_OVER, who=who(names, event.actor), weapon=weapon_named(str(event.param("weapon"))),
                target=who(names, event.target))


def _thrown_away(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_THROWN_AWAY, who=who(names, event.actor), item=item_named(state, event.param("item")))


def _taken_back(state: BattleState, names: dict[str, str], event: Event) -> Part:
    condition = event.param("condition")
    return part(_TAKEN_BACK, target=who(names, event.target), restored=int(event.param("restored") or 0),
                hp=int(event.param("hp") or 0),
                condition=part(_NO_LONGER, condition=condition_named(str(condition))) if condition else NOTHING)


def _detonated(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_DETONATED, item=item_named(state, event.param("weapon")), who=who(names, event.actor),
                cell=cell(event.param("at")), radius=int(event.param("radius") or 0),
                caught=names_or_nobody(names, event.param("caught")))


def _dropped(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_DROPPED, item=item_named(state, event.param("weapon")), target=who(names, event.target),
                cell=cell(event.param("at")))


def _shot(state: BattleState, names: dict[str, str], event: Event) -> Part:
    thrown = event.param("item")
    common = dict(who=who(names, event.actor), target=who(names, event.target),
                  weapon=weapon_named(str(event.param("weapon"))), face=(event.param("faces") or ("?",))[0],
                  need=int(event.param("need") or 0), result=result(event.param("hit")))
    if thrown is None:
        return part(_SHOT_ITEM, **common)
    return part(_SHOT, item=item_named(state, thrown), **common)


PHRASES: dict[str, Line] = {
    "reloaded": _reloaded,
    "attack_cancelled": _cancelled,
    "mine_prepared": _at(_MINE_LAID),
    "mine_set_off": _mine_off,
    "mine_triggered": _alone(_MINE_TRIGGERED),
    "mine_disarmed": _alone(_MINE_DISARMED),
    "disarm_trap": _at(_TRAP),
    "weapon_set_up": _set_up,
    "set_up_weapon_taken": _taken_over,
    "thrown_away": _thrown_away,
    "throw_taken_back": _taken_back,
    "thrown_item_detonated": _detonated,
    "thrown_item_dropped": _dropped,
    "thrown_item_shot": _shot,
}
