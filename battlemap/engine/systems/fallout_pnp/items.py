"""Fallout d100 homebrew: items lying on the map, picked up, dropped and thrown (RULES.md 4.3).

The seed's Swap / handle items: "with this action you may pick up one item
or 5 rounds from a table, a corpse or anywhere within 5 ft, but you must have
one hand free. For 1 AP you may drop an item from your hand"; Reload: "the
ammunition must be in your inventory or within 5 ft". What lies on the map
is the battle state's `items` (the scenario's `items`, each an id, what it
is, a cell and a count), so a saved battle keeps it:

- **Pick up** (`pick_up`, 2 AP, at a cell within 5 ft, one hand free:
  `hands_full` otherwise): the option `item` chooses among what lies there
  (its id or what it is; blank: the first). A weapon of the ruleset goes
  into the free hand when it fits there (option `picked_up_in_hand`, true;
  false: into the inventory), else into the inventory; ammunition (an item
  some weapon's `ammo` field names) comes up to 5 rounds at a time (option
  `count`, 1 to 5, blank: as many as 5 the pile holds); anything else one
  at a time. Rounds and other things go into the token's `carried` extra
  (item -> count). Refused: nothing there (`nothing_to_interact`), beyond
  5 ft (`out_of_reach`).
- **Drop** (`drop_item`, 1 AP): the item in hand (option `item`; blank: the
  first in hand) leaves the token and lies in its cell; fists cannot be
  dropped (`natural_weapon`).
- **Throw** (an attack with a `thrown` weapon): the weapon leaves the
  thrower's hand; an explosive (`blast_radius` field, or type `explosive`)
  is spent where it lands, anything else lies in the target's cell
  (event `thrown_item_landed`). The thrower's extra `thrown_item` = [weapon,
  map item id or none] lets Cancel attack give it back (for the throw's whole
  AP, though the weapon its cost is read from has left: `cancel_throw_ap`) and a shot in flight
  (`systems/fallout_pnp/thrown_hit`) move it to where it was hit.
- **Reload from the ground** (`systems/fallout_pnp/ammo`): option `ammo` names a
  pile within 5 ft.

Items of one kind put down on one cell make one pile (their counts add up).
A weapon on the map keeps no count of its rounds: picked up, it is as loaded
as its new holder's state says (no entry: a full load).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import option
from battlemap.engine.attacks.ranges import reach_distance
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import ItemState, WeaponState
from battlemap.engine.play.budgets import EXCEEDED, ApBudget, budget_of, with_spent_entries
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.fallout_pnp import ammo
from battlemap.engine.systems.fallout_pnp.hands import HANDS, hands_of, hands_used

CARRIED = "carried"
THROWN_ITEM = "thrown_item"
AMMO_FIELD = "ammo"
COUNT = "count"
#: "pick up one item or 5 rounds"
PICK_UP_ROUNDS = 5
#: "within 5 ft": one square.
REACH = 1
PICKED_UP_IN_HAND = True
EXPLOSIVE = "explosive"


# --- what things are -------------------------------------------------------------------
def ammunition_of(weapon) -> str | None:
    """The ammunition a weapon loads (its field `ammo`), or None when it names none."""
    value = weapon.fields.get(AMMO_FIELD) if weapon is not None else None
    return value if isinstance(value, str) and value else None


def is_ammunition(state, item: str) -> bool:
    """Whether some weapon of the ruleset loads `item` (its field `ammo`)."""
    return any(entry.fields.get(AMMO_FIELD) == item for entry in state.ruleset.weapons.values())


def is_explosive(weapon) -> bool:
    """A thrown explosive goes off (or is the GM's) where it lands: nothing is left lying."""
    radius = weapon.fields.get("blast_radius")
    return weapon.fields.get("type") == EXPLOSIVE or (isinstance(radius, (int, float)) and radius > 0)


def weapon_state(state, weapon_id: str) -> WeaponState | None:
    """The ruleset's weapon `weapon_id` as a token carries it (None: not a weapon of the ruleset)."""
    entry = state.ruleset.weapons.get(weapon_id)
    if entry is None:
        return None
    return WeaponState(weapon_id, entry.kind, tuple(entry.reach), entry.range, MappingProxyType(dict(entry.fields)))


def weapon_entry(state, token_id: str, weapon_id: str):
    """The token's weapon `weapon_id`, else the ruleset's (a thrown weapon has left the token)."""
    found = ammo.weapon_of(state.token(token_id), weapon_id) if state.has_token(token_id) else None
    return found if found is not None else weapon_state(state, weapon_id)


def within_5ft(state, token, cell) -> bool:
    """Whether `cell` is within 5 ft (one square) of one of the token's cells."""
    grid = state.grid
    return any(reach_distance(grid, c, cell) <= REACH for c in token.footprint if grid.in_bounds(c))


# --- the token's things ------------------------------------------------------------------
def carried(token) -> dict[str, int]:
    """What the token carries besides its weapons: item -> count (rounds, a stimpak ...)."""
    value = token.tactical.extra.get(CARRIED)
    if not isinstance(value, dict):
        return {}
    return {str(k): int(v) for k, v in value.items() if isinstance(v, int) and not isinstance(v, bool) and v > 0}


def with_carried(state, token_id: str, item: str, change: int):
    """The state with `change` more (or fewer) of `item` in the token's `carried`."""
    things = carried(state.token(token_id))
    things[item] = things.get(item, 0) + change
    things = {k: v for k, v in things.items() if v > 0}
    return ammo.with_extras(state, token_id, {CARRIED: things or None})


def without_weapon(state, token_id: str, weapon_id: str):
    """The state with one `weapon_id` gone from the token (out of hand when no other is left)."""
    token = state.token(token_id)
    at = next(i for i, w in enumerate(token.weapons) if w.id == weapon_id)
    weapons = token.weapons[:at] + token.weapons[at + 1:]
    readied = token.readied if any(w.id == weapon_id for w in weapons) else token.readied - {weapon_id}
    state = with_token(state, replace(token, weapons=weapons, readied=readied))
    return ammo.with_extras(state, token_id, {ammo.ROUNDS + weapon_id: None}) if weapon_id not in {
        w.id for w in weapons} else state


def with_weapon(state, token_id: str, weapon_id: str, *, in_hand: bool):
    """The state with the ruleset's `weapon_id` given to the token (in hand or in the inventory;
    a second knife is a second entry)."""
    token = state.token(token_id)
    weapons = (*token.weapons, weapon_state(state, weapon_id))
    readied = token.readied | {weapon_id} if in_hand else token.readied
    return with_token(state, replace(token, weapons=weapons, readied=readied))


# --- the map's items ---------------------------------------------------------------------
def map_item(state, item_id: str) -> ItemState | None:
    """The item with this id lying on the map, or None."""
    return next((i for i in state.items if i.id == item_id), None)


def _new_id(state, item: str) -> str:
    taken = {i.id for i in state.items}
    n = 1
    while f"{item}-{n}" in taken:
        n += 1
    return f"{item}-{n}"


def put_down(state, item: str, cell, count: int = 1):
    """`count` of `item` put on `cell` (on a pile of the same kind there): (state, the map item's id)."""
    items = list(state.items)
    for at, lying in enumerate(items):
        if lying.cell == cell and lying.item == item:
            items[at] = replace(lying, count=lying.count + count)
            return replace(state, items=tuple(items)), lying.id
    made = ItemState(_new_id(state, item), item, cell, count)
    return replace(state, items=(*items, made)), made.id


def taken(state, item_id: str, count: int = 1):
    """The state with `count` of the map item `item_id` taken away (gone at none left)."""
    items = []
    for lying in state.items:
        if lying.id == item_id:
            if lying.count > count:
                items.append(replace(lying, count=lying.count - count))
            continue
        items.append(lying)
    return replace(state, items=tuple(items))


def moved(state, item_id: str, cell):
    """The state with one of the map item `item_id` moved to `cell` (a deflected throw): (state, new id)."""
    lying = map_item(state, item_id)
    if lying is None:
        return state, None
    return put_down(taken(state, item_id, 1), lying.item, cell)


# --- pick up ---------------------------------------------------------------------------------
def pick_up_target(state, action) -> ItemState | None:
    """The item the action picks up at its cell: the option `item` (an id or what it is), else the first."""
    if action.cell is None:
        return None
    there = state.items_at(action.cell)
    wanted = action.option("item")
    if wanted is None or str(wanted).strip() == "":
        return there[0] if there else None
    wanted = str(wanted).strip()
    return next((i for i in there if i.id == wanted), None) or next((i for i in there if i.item == wanted), None)


def _rounds_asked(action) -> int | None | str:
    """The option `count` (None: blank), or the text when it is not a whole number."""
    value = action.option(COUNT)
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return str(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return str(value)


def pick_up_reasons(state, action) -> list[Reason]:
    """Something lies at the cell, within 5 ft, a hand is free, and at most 5 rounds are asked."""
    if action.cell is None:
        return []
    token = state.token(action.actor)
    at = state.grid.to_offset(action.cell)
    lying = pick_up_target(state, action)
    if lying is None:
        return [Reason.of("nothing_to_interact", at=at)]
    reasons = []
    if not within_5ft(state, token, action.cell):
        reasons.append(Reason.of("out_of_reach", item=lying.id))
    if hands_used(token) >= HANDS:
        reasons.append(Reason.of("hands_full", item=lying.item, holding=tuple(sorted(token.readied))))
    asked = _rounds_asked(action)
    if is_ammunition(state, lying.item) and asked is not None:
        if isinstance(asked, str):
            reasons.append(Reason.of("stat_not_int", stat=COUNT, text=asked))
        elif asked < 1:
            reasons.append(Reason.of("stat_below_min", stat=COUNT, min=1, value=asked))
        elif asked > PICK_UP_ROUNDS:
            reasons.append(Reason.of("stat_above_max", stat=COUNT, max=PICK_UP_ROUNDS, value=asked))
    return reasons


def pick_up(state, action):
    """Take the item (a weapon, up to 5 rounds, one other thing) off the map: (state, event `picked_up`)."""
    token = state.token(action.actor)
    lying = pick_up_target(state, action)
    weapon = weapon_state(state, lying.item)
    in_hand = False
    if weapon is not None:
        count = 1
        fits = hands_used(token) + hands_of(weapon) <= HANDS
        in_hand = fits and bool(option(state.options, "picked_up_in_hand", PICKED_UP_IN_HAND))
        state = with_weapon(taken(state, lying.id), token.id, weapon.id, in_hand=in_hand)
    else:
        asked = _rounds_asked(action)
        most = (asked if isinstance(asked, int) else PICK_UP_ROUNDS) if is_ammunition(state, lying.item) else 1
        count = min(lying.count, most)
        state = with_carried(taken(state, lying.id, count), token.id, lying.item, count)
    return state, (Event.of("picked_up", token.id, action.id, None, item=lying.item, count=count,
                            from_item=lying.id, at=state.grid.to_offset(lying.cell), in_hand=in_hand),)


# --- drop ------------------------------------------------------------------------------------
def drop_choice(token, action) -> str | None:
    """The item the drop lets go of: the option `item`, else the first in hand that is not a fist."""
    named = action.option("item")
    if named is not None and str(named).strip():
        return str(named).strip()
    return next((w.id for w in token.ready_weapons() if w.fields.get("type") != "unarmed"), None)


def drop_reasons(state, action) -> list[Reason]:
    """The item is carried, in hand, and not the hands themselves."""
    token = state.token(action.actor)
    item = drop_choice(token, action)
    if item is None:
        return [Reason.of("nothing_ready")]
    weapon = ammo.weapon_of(token, item)
    if weapon is None:
        return [Reason.of("unknown_item", item=item)]
    if item not in token.readied:
        return [Reason.of("item_not_ready", item=item)]
    if weapon.fields.get("type") == "unarmed":
        return [Reason.of("natural_weapon", weapon=item)]
    return []


def drop_item(state, action):
    """The item in hand falls in the token's cell: (state, event `dropped`)."""
    token = state.token(action.actor)
    item = drop_choice(token, action)
    state = without_weapon(state, token.id, item)
    state, item_id = put_down(state, item, token.cell)
    return state, (Event.of("dropped", token.id, action.id, None, item=item, map_item=item_id,
                            at=state.grid.to_offset(token.cell)),)


# --- throw -----------------------------------------------------------------------------------
def after_throw(state, action, weapon_id: str | None, to):
    """After an attack: a thrown weapon leaves the thrower and (not an explosive) lies at `to`."""
    thrower = state.token(action.actor)
    weapon = ammo.weapon_of(thrower, weapon_id)
    if weapon is None or weapon.kind != "thrown":
        return ammo.with_extras(state, thrower.id, {THROWN_ITEM: None}), ()
    state = without_weapon(state, thrower.id, weapon.id)
    if is_explosive(weapon):
        return ammo.with_extras(state, thrower.id, {THROWN_ITEM: [weapon.id, None]}), ()
    state, item_id = put_down(state, weapon.id, to)
    state = ammo.with_extras(state, thrower.id, {THROWN_ITEM: [weapon.id, item_id]})
    return state, (Event.of("thrown_item_landed", thrower.id, action.id, action.target, item=weapon.id,
                            map_item=item_id, at=state.grid.to_offset(to)),)


def thrown_record(token) -> tuple[str, str | None] | None:
    """(weapon, map item id or None) of the token's last throw, or None."""
    value = token.tactical.extra.get(THROWN_ITEM)
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    return str(value[0]), (str(value[1]) if value[1] is not None else None)


# --- reload from the ground or a counted reserve -------------------------------------------------
RESERVE_AMMO = "gm"


def _counted(state) -> bool:
    return option(state.options, "reserve_ammo", RESERVE_AMMO) == "counted"


def source_pile(state, action):
    """The map item the Reload's option `ammo` names (its id when none lies there; None: blank,
    from the inventory)."""
    named = action.option("ammo")
    if named is None or str(named).strip() == "":
        return None
    return map_item(state, str(named).strip()) or str(named).strip()


def reload_reasons(state, action) -> list[Reason]:
    """The weapon's own reasons (`ammo.reload_reasons`), then its source's: the pile named lies within
    5 ft and holds the weapon's ammunition; a counted reserve holds some."""
    reasons = ammo.reload_reasons(state, action)
    if reasons:
        return reasons
    token = state.token(action.actor)
    needs = ammunition_of(ammo.reload_weapon(token, action))
    pile = source_pile(state, action)
    if isinstance(pile, str):
        return [Reason.of("out_of_reach", item=pile)]
    if pile is not None:
        if not within_5ft(state, token, pile.cell):
            return [Reason.of("out_of_reach", item=pile.id)]
        if needs is not None and pile.item != needs:
            return [Reason.of("no_such_item", item=needs, items=(pile.item,))]
        return []
    if _counted(state) and needs is not None and not carried(token).get(needs):
        return [Reason.of("no_such_item", item=needs, items=tuple(sorted(carried(token))))]
    return []


def reload(state, action):
    """Reload from the pile the option `ammo` names (its rounds come off it), else from the inventory
    (counted only under option `reserve_ammo` = counted): (state, event `reloaded`)."""
    token = state.token(action.actor)
    weapon = ammo.reload_weapon(token, action)
    needs = ammunition_of(weapon)
    pile = source_pile(state, action)
    if pile is not None:
        before = ammo.loaded(token, weapon)
        state, events = ammo.reload(state, action, held=pile.count, source=pile.id)
        return taken(state, pile.id, ammo.loaded(state.token(token.id), weapon) - before), events
    if _counted(state) and needs is not None:
        before = ammo.loaded(token, weapon)
        state, events = ammo.reload(state, action, held=carried(token).get(needs, 0))
        return with_carried(state, token.id, needs, before - ammo.loaded(state.token(token.id), weapon)), events
    return ammo.reload(state, action)


def _ap_cost(weapon) -> int:
    value = weapon.fields.get("ap_cost") if weapon is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _charged_weapon(token, action):
    """The weapon the entry's `ap_weapon_field` cost is read from: the option `weapon`, else the first ready."""
    named = action.option("weapon")
    found = next((w for w in token.weapons if w.id == named), None)
    if found is None:
        ready = token.ready_weapons()
        found = ready[0] if ready else None
    return found


def cancel_throw_ap(state, action) -> int:
    """AP a Cancel attack of a throw owes beyond what its entry charges: the thrown weapon has left
    the token, so the entry's weapon cost is read from another weapon (or none)."""
    token = state.token(action.actor)
    record = thrown_record(token)
    if record is None or ammo.weapon_of(token, record[0]) is not None:
        return 0
    return max(0, _ap_cost(weapon_state(state, record[0])) - _ap_cost(_charged_weapon(token, action)))


def cancel_throw_reasons(state, action) -> list[Reason]:
    """Cancelling a throw costs the thrown weapon's whole AP again, all of it in this turn's pool."""
    extra = cancel_throw_ap(state, action)
    budget = budget_of(state, action.actor)
    if not extra or not isinstance(budget, ApBudget):
        return []
    charged = state.ruleset.actions[action.id].cost.ap + _ap_cost(_charged_weapon(state.token(action.actor), action))
    if charged <= budget.left() < charged + extra:
        left = budget.left()
        return [Reason.of(EXCEEDED, kind="ap", need=charged + extra, left=int(left) if left.is_integer() else left)]
    return []


def take_back_throw(state, action):
    """Cancel attack on a throw: the weapon back in hand, off the map where it landed, its AP paid
    in full (`cancel_throw_ap`)."""
    thrower_id = action.actor
    record = thrown_record(state.token(thrower_id))
    if record is None:
        return state
    extra = cancel_throw_ap(state, action)
    if extra:
        key = str(state.ruleset.turn.spent_key)
        state = with_spent_entries(state, thrower_id, {key: state.combat.spent_by(thrower_id, key) + extra})
    weapon_id, item_id = record
    if item_id is not None and map_item(state, item_id) is not None:
        state = taken(state, item_id, 1)
    state = with_weapon(state, thrower_id, weapon_id, in_hand=True)
    return ammo.with_extras(state, thrower_id, {THROWN_ITEM: None})


def dropped_in_flight(state, thrower_id: str, at):
    """A throw hit in flight and not gone off: the item lies where it was hit, `at` (col, row)."""
    record = thrown_record(state.token(thrower_id))
    state = ammo.with_extras(state, thrower_id, {THROWN_ITEM: None})
    if record is None:
        return state
    weapon_id, item_id = record
    cell = state.grid.from_offset(*at)
    if item_id is not None and map_item(state, item_id) is not None:
        return moved(state, item_id, cell)[0]
    return put_down(state, weapon_id, cell)[0]
