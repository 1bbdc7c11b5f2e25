"""Fallout d100 homebrew: Set up weapon (RULES.md 4.3, 5 AP).

"Only weapons that allow it (`set_up = true` in the weapon's fields). It
cannot be moved afterwards; you may still change position (not while
mounted). One set-up weapon per 5 ft space. A burst-capable weapon takes
half the burst penalty while set up." The weapon set up (option `weapon`,
else the first ready one that allows it; a weapon whose fields do not say
`set_up = true` is refused, `weapon_cannot_be_set_up`) is set up in the
token's own 5 ft space (no target: the menu plays it at once); it and its cell are kept in the
token's tactical extras (`weapon_set_up`, `set_up_at`); the attack model
(`systems/fallout_pnp/attack.set_up_here`) halves the burst penalty while the token
stands in that cell with that weapon.

"A set-up weapon may be left for others to use as equipped; equipping it is
a free action while their hands are free": `take_set_up_weapon` (free, your
turn) in the space where another token set a weapon up, with no ready
weapon, moves the weapon (its rounds, its set-up cell) to you, ready
(`take_reasons`, `take_over`).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp.ammo import weapon_of, with_extras
from battlemap.engine.systems.fallout_pnp.attack import SET_UP, SET_UP_AT

ALLOWS = "set_up"


def weapon_to_set_up(token, action):
    """The weapon the action sets up, or None when no ready weapon allows it."""
    named = action.option("weapon")
    candidates = [weapon_of(token, named)] if named is not None else list(token.ready_weapons())
    return next((w for w in candidates if w is not None and w.fields.get(ALLOWS) is True
                 and w.id in token.readied), None)


def set_up_reasons(state, action) -> list[Reason]:
    """A ready weapon that allows it, and no set-up weapon already in this 5 ft space."""
    token = state.token(action.actor)
    reasons = []
    if weapon_to_set_up(token, action) is None:
        reasons.append(Reason.of("weapon_cannot_be_set_up", weapon=action.option("weapon")))
    here = list(state.grid.to_offset(token.cell))
    taken = [t.id for t in state.tokens if t.tactical.extra.get(SET_UP) and t.tactical.extra.get(SET_UP_AT) == here]
    if taken:
        reasons.append(Reason.of("space_has_set_up_weapon", at=tuple(here), by=tuple(taken)))
    return reasons


def set_up(state, action):
    """Set the weapon up in the actor's cell: (state, event `weapon_set_up`)."""
    token = state.token(action.actor)
    weapon = weapon_to_set_up(token, action)
    here = list(state.grid.to_offset(token.cell))
    state = with_extras(state, token.id, {SET_UP: weapon.id, SET_UP_AT: here})
    return state, (Event.of("weapon_set_up", token.id, action.id, None, weapon=weapon.id, at=tuple(here)),)


def owner_here(state, token) -> tuple[str, str] | None:
    """(owner, weapon) of a set-up weapon left in `token`'s cell by another token, or None."""
    here = list(state.grid.to_offset(token.cell))
    for other in state.tokens:
        extra = other.tactical.extra
        if other.id != token.id and extra.get(SET_UP) and extra.get(SET_UP_AT) == here:
            return other.id, str(extra[SET_UP])
    return None


def take_reasons(state, action) -> list[Reason]:
    """A set-up weapon left in your space, and free hands (no ready weapon)."""
    token = state.token(action.actor)
    reasons = []
    if owner_here(state, token) is None:
        reasons.append(Reason.of("no_set_up_weapon_here", at=state.grid.to_offset(token.cell)))
    if token.readied:
        reasons.append(Reason.of("hands_not_free", holding=tuple(sorted(token.readied))))
    return reasons


def take_over(state, action):
    """Equip the weapon set up in your space (free with free hands): it, its rounds and its set-up
    cell pass from the token that set it up to you, ready."""
    token = state.token(action.actor)
    owner_id, weapon_id = owner_here(state, token)
    owner = state.token(owner_id)
    weapon = weapon_of(owner, weapon_id)
    rounds_key = f"rounds.{weapon_id}"
    rounds = owner.tactical.extra.get(rounds_key)
    state = with_token(state, replace(owner, weapons=tuple(w for w in owner.weapons if w.id != weapon_id),
                                      readied=owner.readied - {weapon_id}))
    state = with_extras(state, owner_id, {SET_UP: None, SET_UP_AT: None, rounds_key: None})
    token = state.token(action.actor)
    state = with_token(state, replace(token, weapons=(*token.weapons, weapon), readied=token.readied | {weapon_id}))
    state = with_extras(state, token.id, {SET_UP: weapon_id, SET_UP_AT: list(state.grid.to_offset(token.cell)),
                                          rounds_key: rounds})
    return state, (Event.of("set_up_weapon_taken", token.id, action.id, owner_id, weapon=weapon_id),)
