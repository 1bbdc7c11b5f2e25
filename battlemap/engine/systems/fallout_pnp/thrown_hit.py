"""Fallout d100 homebrew: what a shot that hits a thrown item does to it (a reading, RULES.md 4.3).

The seed lets an overwatcher shoot "an item, e.g. an Explosive" thrown onto
its line at -100 and stops there. The table expects the item not to arrive:

| option `thrown_item_hit` | what a hit on the item does |
|---|---|
| `detonates` (default) | the throw is taken back (its damage given back, the condition it gave removed); an explosive (field `blast_radius`, in ft) goes off where it was hit: one roll of its `damage`, each token with a cell within the radius takes it less its own DT; any other item drops there (on the map, `systems/fallout_pnp/items`) |
| `deflected` | the throw is taken back; the item drops, harmless, where it was hit (on the map, an explosive too) |
| `gm` | only the hit is logged: the throw stands, the GM says what happens |

The throw was resolved when it was played (the Reactions dock offers the shot
after the action), so "taken back" uses what the thrower's state remembers of
it (`systems/fallout_pnp/combat.THROWN_LAST`: target, weapon, damage dealt, condition
added); the record is then forgotten. A miss leaves everything as it is.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.events import Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp import ammo, items
from battlemap.engine.systems.fallout_pnp.combat import THROWN_LAST, damage_dice, take_damage

THROWN_ITEM_HIT = "detonates"
READINGS = ("detonates", "deflected", "gm")
FT_PER_SQUARE = 5


def item_hit(state, watcher_id: str, thrower_id: str, at: tuple[int, int]):
    """The reading's effect of a hit on `thrower_id`'s item at `at` (col, row): (state, events)."""
    reading = str(option(state.options, "thrown_item_hit", THROWN_ITEM_HIT))
    record = state.token(thrower_id).tactical.extra.get(THROWN_LAST)
    if reading == "gm" or not record:
        return state, ()
    target_id, weapon_id, dealt, added = record
    state = ammo.with_extras(state, thrower_id, {THROWN_LAST: None})
    state, events = _take_back(state, thrower_id, target_id, int(dealt), str(added))
    weapon = items.weapon_entry(state, thrower_id, weapon_id)  # a thrown weapon has left the thrower
    radius = weapon.fields.get("blast_radius") if weapon is not None else None
    if reading == "detonates" and isinstance(radius, int) and radius > 0:
        state = ammo.with_extras(state, thrower_id, {items.THROWN_ITEM: None})
        state, more = blast(state, thrower_id, weapon, at, radius)
        return state, events + more
    state = items.dropped_in_flight(state, thrower_id, at)  # it lies where it was hit
    drop = Event.of("thrown_item_dropped", watcher_id, "shoot_thrown_item", thrower_id, weapon=weapon_id, at=at)
    return state, (*events, drop)


def _take_back(state, thrower_id: str, target_id: str, dealt: int, added: str):
    """The throw never arrived: its damage goes back to the target, the condition it gave goes."""
    if not state.has_token(target_id):
        return state, ()
    target = state.token(target_id)
    hp = int_stat(target, "hp", 0) + dealt
    conditions = target.conditions - {added} if added else target.conditions
    state = with_token(state, replace(target, stats=MappingProxyType({**target.stats, "hp": hp}),
                                      conditions=conditions))
    return state, (Event.of("throw_taken_back", thrower_id, "shoot_thrown_item", target_id,
                            restored=dealt, hp=hp, condition=added or None),)


def blast(state, thrower_id: str, weapon, at: tuple[int, int], radius_ft: int):
    """The explosive goes off at `at`: one damage roll, each token within the radius takes it less its DT."""
    dice = damage_dice(weapon.fields.get("damage"))
    grid = state.grid
    centre = grid.from_offset(*at)
    squares = radius_ft // FT_PER_SQUARE
    caught = tuple(t.id for t in state.tokens
                   if any(grid.in_bounds(c) and reach_distance(grid, centre, c) <= squares for c in t.footprint))
    events = [Event.of("thrown_item_detonated", thrower_id, "shoot_thrown_item", None, weapon=weapon.id,
                       at=at, radius=radius_ft, caught=caught)]
    if dice is None or not caught:
        return state, tuple(events)
    count, sides, bonus = dice
    roll, stream = state.dice.roll_dice(count, sides)
    state = replace(state, dice=stream)
    for token_id in caught:
        state, more = take_damage(state, thrower_id, "shoot_thrown_item", token_id, roll, bonus)
        events.extend(more)
    return state, tuple(events)
