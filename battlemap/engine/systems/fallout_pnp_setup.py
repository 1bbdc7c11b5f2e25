"""Fallout d100 homebrew: Set up weapon (RULES.md 4.3, 5 AP).

"Only weapons that allow it (`set_up = true` in the weapon's fields). It
cannot be moved afterwards; you may still change position (not while
mounted). One set-up weapon per 5 ft space. A burst-capable weapon takes
half the burst penalty while set up." The weapon set up (option `weapon`,
else the first ready one that allows it; a weapon whose fields do not say
`set_up = true` is refused, `weapon_cannot_be_set_up`) is set up in the
token's own 5 ft space (no target: the menu plays it at once); it and its cell are kept in the
token's tactical extras (`weapon_set_up`, `set_up_at`); the attack model
(`attack_fallout.set_up_here`) halves the burst penalty while the token
stands in that cell with that weapon.
"""

from __future__ import annotations

from battlemap.engine.attack_fallout import SET_UP, SET_UP_AT
from battlemap.engine.events import Event
from battlemap.engine.modifiers import Reason
from battlemap.engine.systems.fallout_pnp_ammo import weapon_of, with_extras

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
