"""d20 mass combat: a held, carried or worn item as a target (seed, 攻击一件物品:
手持、携带或者穿着的物品更难被命中。其闪避防御为持有者的闪避防御加值＋物品体型调整).

The item attacked (action option `item`) is one of the holder's weapons, its
natural weapon excepted (held: ready; carried: not ready; a shield is a
weapon with `shield_bonus`), or `armour`, the armour it wears (stat
`armor_dr` above 0). Blank: the first non-natural weapon in hand, else the
first carried, else the armour.

- Dodge [S]: the holder's Dodge as this attack meets it (every term the
  model lists: level, DEX, size, ACP, shield, cover, crowd, stance, wounds)
  + the item's size column: weapon field `size` (blank: small [A]), armour
  the holder's size [A]. No Parry: the seed names Dodge only [A].
- Toughness [A]: weapon field `toughness`, else the size's Toughness column;
  armour: the holder's size column + its DR.
- A hit deals damage as usual (dice, STR, a natural 20 maximises), no DR
  [A]; a weapon item whose field `unsuitable` (`suited`) names the blow's
  damage type takes half (double) of it, as an object token does
  (`systems/d20_mass/surfaces.suited_damage`, option `unsuitable_weapons`) [S:
  合适的武器]; damage >= Toughness moves the item's track one step, >= 2 x Toughness
  disables (breaks) it [S, objects]; the track is the creatures' two steps
  [A], kept in the holder's tactical extra `items` (item id -> 1 or 2).
- Damaged (one step) [A]: like a wounded unit's -2, the item gives 2 less:
  attacks with the weapon -2 (`damaged_weapon`), a shield's Dodge bonus -2
  (`shield_bonus`, read from the track, and stat `shield`), armour's DR -2
  (stat `armor_dr`); never below 0.
- Broken [A]: a weapon (a shield) is gone from hand and gear (a shield's
  stat `shield` becomes 0); armour protects no more (DR 0; its ACP stays).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.modifiers import Modifier, Named, Reason
from battlemap.engine.systems.d20_mass import modifier_words as words
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.d20_mass.damage import size_toughness

ATTACK_ITEM = "attack_item"
ARMOUR = "armour"
ITEMS = "items"
DEFAULT_SIZE = "small"
DAMAGED, BROKEN = 1, 2
STEP = 2
_SRC = "d20_mass"
STATES = {0: "unharmed", DAMAGED: "damaged", BROKEN: "broken"}


def items_of(token) -> tuple[str, ...]:
    """Ids of the items `token` holds, carries or wears: its weapons bar the natural one, then `armour`."""
    held = [w.id for w in token.weapons if w.fields.get("natural") is not True]
    ordered = [w for w in held if w in token.readied] + [w for w in held if w not in token.readied]
    return (*ordered, *((ARMOUR,) if int_stat(token, "armor_dr") > 0 else ()))


def chosen(token, named) -> str | None:
    """The item attacked: the one named (None when it has no such item), else the first of `items_of`."""
    own = items_of(token)
    if named:
        return str(named) if str(named) in own else None
    return own[0] if own else None


def item_reasons(token, named) -> tuple[Reason, ...]:
    """`no_such_item` for an item the holder lacks (or none at all: `no_item_to_attack`)."""
    if chosen(token, named) is not None:
        return ()
    if named:
        return (Reason.of("no_such_item", item=str(named), items=items_of(token)),)
    return (Reason.of("no_item_to_attack", target=token.id),)


def _weapon(token, item):
    return next((w for w in token.weapons if w.id == item), None)


def item_size(token, item: str) -> str:
    """The item's size: armour the holder's, a weapon its field `size` (blank: small)."""
    if item == ARMOUR:
        return token.size
    weapon = _weapon(token, item)
    size = weapon.fields.get("size") if weapon is not None else None
    return str(size) if size else DEFAULT_SIZE


def item_toughness(state, token, item: str) -> int:
    """Field `toughness`, else the size's Toughness column; armour: holder's size column + its DR."""
    column = size_toughness(state, replace(token, size=item_size(token, item)))
    if item == ARMOUR:
        return column + max(0, int_stat(token, "armor_dr"))
    value = _weapon(token, item).fields.get("toughness")
    return value if isinstance(value, int) and not isinstance(value, bool) else column


def item_defence(ctx, item: str | None, dodge: int, mods: list[Modifier]) -> tuple[str, int, list[Modifier]]:
    """The item's Dodge: the holder's (with its terms) + the item's size column [S]."""
    token = ctx.target
    item = item or chosen(token, None)
    if item is None:
        return "Dodge", dodge, mods
    size_name = item_size(token, item)
    size = ctx.state.ruleset.sizes.get(size_name)
    column = size.dodge if size is not None else 0
    shown = Modifier.worded("item_size", words.ITEM_SIZE, -column, _SRC,  # value: the effect on the attacker
                            item=Named("weapons", item, item.replace("_", " ")),
                            size=Named("sizes", size_name, size_name), dodge=column)
    return f"Dodge of the {item.replace('_', ' ')}", dodge + column, [*mods, shown]


def track(token) -> dict[str, int]:
    """The holder's items off the healthy track: id -> 1 damaged, 2 broken. Only whole-number levels
    in an object count: whatever else a file wrote there leaves the item healthy."""
    found = token.tactical.extra.get(ITEMS)
    if not isinstance(found, dict):
        return {}
    return {str(k): v for k, v in found.items() if isinstance(v, int) and not isinstance(v, bool)}


def weapon_terms(token, weapon) -> list[Modifier]:
    """A damaged weapon attacks at -2 (the wounded penalty, read for items)."""
    if weapon is None or track(token).get(weapon.id, 0) != DAMAGED:
        return []
    return [Modifier.worded("damaged_weapon", words.DAMAGED_WEAPON, -STEP, _SRC,
                            weapon=Named("weapons", weapon.id, weapon.id.replace("_", " ")), step=STEP)]


def as_object(token, item: str):
    """The item as an object token's stats see it (immobile; its fields `unsuitable` / `suited`)."""
    weapon = _weapon(token, item)
    fields = weapon.fields if weapon is not None else {}
    stats = {"object": "immobile", **{k: fields[k] for k in ("unsuitable", "suited") if k in fields}}
    return replace(token, stats=MappingProxyType(stats))


def level_after(now: int, damage: int, tough: int) -> int:
    """>= 2 x Toughness breaks the item, >= Toughness moves it one step [S]."""
    if damage >= 2 * tough:
        return BROKEN
    return min(BROKEN, now + 1) if damage >= tough else now


def with_level(state, holder_id: str, item: str, level: int):
    """The state with the holder's item at `level`, and a phrase saying what that did."""
    token = state.token(holder_id)
    was = track(token).get(item, 0)
    name = item.replace("_", " ")
    if level == was:
        return state, f"{name} {STATES[level]}"
    stats, weapons, readied = dict(token.stats), token.weapons, token.readied
    if item == ARMOUR:
        before = max(0, int_stat(token, "armor_dr"))
        stats["armor_dr"] = 0 if level == BROKEN else max(0, before - STEP)
        effect = f"DR {before} -> {stats['armor_dr']}"
    elif level == BROKEN:
        weapons = tuple(w for w in weapons if w.id != item)
        readied = readied - {item}
        if _weapon(token, item).fields.get("shield_bonus"):
            stats["shield"] = 0
        effect = "gone from hand and gear"
    else:
        weapons, stats, effect = _damaged_weapon(token, item, stats)
    levels = {**track(token), item: level}
    tactical = replace(token.tactical, extra=MappingProxyType({**token.tactical.extra, ITEMS: levels}))
    changed = replace(token, stats=MappingProxyType(stats), weapons=weapons, readied=readied, tactical=tactical)
    return with_token(state, changed), f"{name} {STATES[level]} ({effect})"


def _damaged_weapon(token, item: str, stats: dict):
    """A damaged weapon attacks at -2; a damaged shield gives 2 less Dodge too (`shield_bonus`)."""
    bonus = _bonus(_weapon(token, item))
    if not bonus:
        return token.weapons, stats, f"attacks with it -{STEP}"
    stats["shield"] = max(0, int_stat(token, "shield") - STEP)
    return token.weapons, stats, f"attacks with it -{STEP}, shield Dodge {bonus} -> {max(0, bonus - STEP)}"


def _bonus(weapon) -> int:
    value = weapon.fields.get("shield_bonus") if weapon is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def shield_bonus(token, weapon) -> int | None:
    """A readied shield's Dodge bonus (field `shield_bonus`), 2 less once damaged; None: not a shield.

    Read from the track rather than written into the weapon, so a saved
    battle keeps it (the file stores the track, not weapon fields).
    """
    bonus = _bonus(weapon)
    if not bonus:
        return None
    return max(0, bonus - STEP) if track(token).get(weapon.id, 0) == DAMAGED else bonus


__all__ = ["ARMOUR", "ATTACK_ITEM", "as_object", "chosen", "item_defence", "item_reasons", "item_size",
           "item_toughness", "items_of", "level_after", "shield_bonus", "track", "weapon_terms", "with_level"]
