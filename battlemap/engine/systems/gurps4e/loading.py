"""Loaded or not (seed R7): the Shots column says both how many shots and how many Readies.

A weapon table's Shots column reads "1(2)" (longbow: one shot, then 2 Readies
to reload), "30+1(3)" (a magazine of 30 and one in the chamber, 3 Readies),
"8(3i)" (8 shots, 3 Readies per round loaded), "T(1)" (thrown, one Ready to
ready another). The number before the parentheses is the shots the weapon
fires before it is unloaded (`ready.shots_capacity`), the one inside the
Readies of a reload (`ready.reload_readies`; a weapon's own `reload_readies`
field overrides the column, 0 meaning "not counted").

State (tactical extras, so undo and save carry it): `shots_fired.<weapon>`
counts the shots since the weapon was last loaded; the shot that empties it
sets `unloaded` = the weapon and starts `reload_seconds` over. An unloaded
weapon cannot Aim or attack (`not_loaded`) until `reload_seconds` reaches its
Readies; the Ready that finishes a reload (`systems/gurps4e/exchange.reload_second`)
loads it again in full (`loaded_again`).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import extra_count
from battlemap.engine.battle.events import TACTICAL, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.systems.gurps4e.ready import reload_readies, shots_capacity

UNLOADED, RELOAD_SECONDS, FIRED = "unloaded", "reload_seconds", "shots_fired."
#: The event key of a shot that leaves the weapon loaded: the shots left.
SHOTS_LEFT = "shots_left"


def not_loaded_reason(token, weapon) -> Reason | None:
    """`not_loaded` while `weapon` was emptied and its reload's Readies are not all taken."""
    readies = reload_readies(weapon.fields)
    if not readies or token.tactical.extra.get(UNLOADED) != weapon.id:
        return None
    done = extra_count(token, RELOAD_SECONDS)
    return None if done >= readies else Reason.of("not_loaded", weapon=weapon.id, readies=readies, done=done)


def fired(extra: dict, weapon, actor: str, action_id: str) -> tuple[Event, ...]:
    """Count one shot of `weapon` into `extra` (changed in place) -> the events saying so.

    Not counted: a weapon without Readies to reload. The last shot of the
    Shots column unloads it; an earlier one says the shots left.
    """
    readies = reload_readies(weapon.fields)
    if not readies:
        return ()
    if extra.get(UNLOADED) == weapon.id:
        # Fired after a reload a file or an older journal left in place: loaded in full again.
        extra.pop(UNLOADED, None)
        extra.pop(RELOAD_SECONDS, None)
    shots = _int(extra.get(FIRED + weapon.id)) + 1
    capacity = shots_capacity(weapon.fields)
    if shots >= capacity:
        extra.pop(FIRED + weapon.id, None)
        extra[UNLOADED] = weapon.id
        extra.pop(RELOAD_SECONDS, None)
        return (Event.of(TACTICAL, actor, action_id, None, key=UNLOADED, value=weapon.id),)
    extra[FIRED + weapon.id] = shots
    return (Event.of(TACTICAL, actor, action_id, None, key=SHOTS_LEFT, value=capacity - shots,
                     weapon=weapon.id),)


def loaded_again(token, weapon_id: str):
    """The token with `weapon_id` loaded in full (a reload's last Ready)."""
    extra = dict(token.tactical.extra)
    extra.pop(FIRED + weapon_id, None)
    if extra.get(UNLOADED) == weapon_id:
        extra.pop(UNLOADED)
    extra.pop(RELOAD_SECONDS, None)
    return replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra)))


def _int(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
