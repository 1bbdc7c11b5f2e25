"""Fallout d100 homebrew: rounds loaded, spent and reloaded (RULES.md 4.3 Reload, Cancel attack).

A weapon with a `capacity` field (rounds a full load holds) keeps the rounds
loaded in its holder's tactical extras under `rounds.<weapon id>`; no entry
means a full load, so a scenario starts loaded without saying so. Weapons
without a capacity (fists, knives, grenades) never count rounds.

- every attack roll with such a weapon spends one round (a burst: one per
  shot), and is refused with `out_of_ammo` when none is loaded;
- Reload (2 AP or the weapon's `reload_ap`; 0 AP: free) loads the option
  `rounds` (any number, at least 1; default: up to capacity), never past
  capacity; a full weapon is refused (`magazine_full`);
- a miss that may be cancelled notes the weapon (`missed_weapon`); Cancel
  attack gives its round back: "no ammo is spent".

Where the rounds come from ("the ammunition must be in your inventory or
within 5 ft", `systems/fallout_pnp/items.reload`): the option `ammo` names a pile
lying on the map within 5 ft, holding the weapon's ammunition
(its field `ammo`, when it names one): the rounds loaded come off the pile,
at most what it holds (refused: `out_of_reach`, `no_such_item`). Blank: the
inventory. How the inventory counts is option `reserve_ammo`: `gm` (default)
the GM keeps count, Reload from the inventory always loads; `counted` it
loads only what the token's `carried` lists of the weapon's ammunition (rounds
picked up, or set in the scenario), and spends it (none listed:
`no_such_item`). Rounds asked for past what the source holds are not loaded.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token

CAPACITY = "capacity"
ROUNDS = "rounds."
MISSED_WEAPON = "missed_weapon"


def capacity(weapon) -> int | None:
    """Rounds a full load of `weapon` holds, or None when it counts none."""
    value = weapon.fields.get(CAPACITY) if weapon is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def loaded(token, weapon) -> int | None:
    """Rounds in `weapon` now (None: it counts none)."""
    full = capacity(weapon)
    if full is None:
        return None
    value = token.tactical.extra.get(ROUNDS + weapon.id)
    return value if isinstance(value, int) and not isinstance(value, bool) else full


def weapon_of(token, weapon_id):
    """The token's weapon `weapon_id`, or None."""
    return next((w for w in token.weapons if w.id == weapon_id), None)


def with_extras(state, token_id: str, changes: dict[str, object]):
    """The state with the token's tactical extras changed (None removes a key)."""
    token = state.token(token_id)
    extra = {k: v for k, v in token.tactical.extra.items() if k not in changes}
    extra.update({k: v for k, v in changes.items() if v is not None})
    return with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))


def with_loaded(state, token_id: str, weapon_id: str, rounds: int):
    """The state with `rounds` loaded in the token's weapon (a full load is stored as no entry)."""
    weapon = weapon_of(state.token(token_id), weapon_id)
    full = capacity(weapon)
    if full is None:
        return state
    rounds = max(0, min(full, rounds))
    return with_extras(state, token_id, {ROUNDS + weapon_id: None if rounds == full else rounds})


def spend(state, token_id: str, weapon_id: str | None, rounds: int = 1):
    """One attack roll's rounds out of the weapon (nothing for weapons without a capacity)."""
    token = state.token(token_id)
    weapon = weapon_of(token, weapon_id)
    have = loaded(token, weapon)
    if have is None:
        return state
    return with_loaded(state, token_id, weapon.id, have - rounds)


def ammo_reasons(token, weapon, need: int = 1) -> list[Reason]:
    """`out_of_ammo` when the weapon holds fewer than `need` rounds."""
    have = loaded(token, weapon)
    if have is not None and have < need:
        return [Reason.of("out_of_ammo", weapon=weapon.id, loaded=have, need=need)]
    return []


def reload_weapon(token, action):
    """The weapon a Reload loads: the option `weapon`, else the first ready weapon with a capacity."""
    named = action.option("weapon")
    if named is not None:
        return weapon_of(token, named)
    return next((w for w in token.ready_weapons() if capacity(w) is not None), None)


def requested_rounds(action, token, weapon) -> int:
    """Rounds the Reload asks for: the option `rounds`, else what a full load lacks."""
    value = action.option("rounds")
    if value is None:
        return capacity(weapon) - loaded(token, weapon)
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def reload_reasons(state, action) -> list[Reason]:
    """A weapon with a capacity that is not full, and at least 1 round when a number is asked for."""
    token = state.token(action.actor)
    weapon = reload_weapon(token, action)
    if weapon is None or capacity(weapon) is None:
        return [Reason.of("nothing_to_reload", weapon=action.option("weapon"))]
    if loaded(token, weapon) >= capacity(weapon):
        return [Reason.of("magazine_full", weapon=weapon.id, loaded=loaded(token, weapon),
                          capacity=capacity(weapon))]
    if action.option("rounds") is not None and requested_rounds(action, token, weapon) < 1:
        return [Reason.of("reload_at_least_one", weapon=weapon.id)]
    return []


def reload(state, action, held: int | None = None, source: str | None = None):
    """Load the rounds asked for, up to capacity and to the `held` rounds of the source (None: no
    limit; `source` names a pile on the map): (state, event `reloaded`). `systems/fallout_pnp/items.reload`
    says where the rounds come from and takes them off."""
    token = state.token(action.actor)
    weapon = reload_weapon(token, action)
    before = loaded(token, weapon)
    wanted = min(requested_rounds(action, token, weapon), capacity(weapon) - before)
    state = with_loaded(state, token.id, weapon.id, before + (wanted if held is None else min(wanted, held)))
    after = loaded(state.token(token.id), weapon)
    named = {"source": source} if source is not None else {}
    return state, (Event.of("reloaded", token.id, action.id, None, weapon=weapon.id, loaded=after,
                            added=after - before, capacity=capacity(weapon), **named),)


def refund_missed(state, action):
    """Cancel attack: the missed attack's round goes back into its weapon."""
    token = state.token(action.actor)
    weapon = weapon_of(token, token.tactical.extra.get(MISSED_WEAPON))
    state = with_extras(state, token.id, {MISSED_WEAPON: None})
    have = loaded(token, weapon)
    if have is None:
        return state, (Event.of("attack_cancelled", token.id, action.id, None, refunded=0),)
    state = with_loaded(state, token.id, weapon.id, have + 1)
    return state, (Event.of("attack_cancelled", token.id, action.id, None, weapon=weapon.id, refunded=1,
                            loaded=loaded(state.token(token.id), weapon)),)
