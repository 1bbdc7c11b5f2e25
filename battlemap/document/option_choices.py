"""What the battle can list for an action's option: the choices a form offers instead of a line to type.

A field says what it lists (`OptionField.lists`): the actor's ready weapons,
what it carries, what lies on the map, the enemies, the grid's facings. This
module reads them from the state when the form opens, so the GM picks from
what the token really has; the value stays the id the action reads (and the
journal records). Labels are `Named` entries the window names in its own
language; an entry the ruleset's table does not hold (Year Zero's Might is no
stat of the bundled catalogue) reads as its English words, which the window's
option words translate.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from battlemap.engine.battle.modifiers import Named
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.systems.contract import OptionField

Choices = tuple[tuple[str, Named | str], ...]

#: The eight compass words by 45-degree step clockwise from up, and their arrows: a facing reads
#: "<arrow> <word>", the window translating the word (the arrows are escapes here: the bundled
#: Chinese font subset need not hold them, the system's default family writes them).
COMPASS: tuple[str, ...] = (
    "north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
ARROWS: tuple[str, ...] = (
    "\u2191", "\u2197", "\u2192", "\u2198", "\u2193", "\u2199", "\u2190", "\u2196")


def filled(state: BattleState, actor: str, field: OptionField) -> OptionField:
    """`field` with what it lists read from the battle (after its own fixed choices), every label
    one the window can name."""
    lister = _LISTS.get(field.lists)
    listed = lister(state, actor) if lister is not None and state.has_token(actor) else ()
    choices = tuple(dict.fromkeys((*field.choices, *listed)))
    return replace(field, choices=tuple((value, _settled(label, state)) for value, label in choices))


def _settled(label: Named | str, state: BattleState) -> Named | str:
    """A `Named` of a ruleset table reads as the table's English name; one the table does not
    hold reads as its English words."""
    if not isinstance(label, Named):
        return label
    table = getattr(state.ruleset, label.table, None)
    if not isinstance(table, dict):
        return label
    entry = table.get(label.id)
    if entry is None:
        return label.english
    english = entry.names.get("en") if getattr(entry, "names", None) is not None else None
    return Named(label.table, label.id, english or label.english)


def weapon_named(state: BattleState, weapon_id: str) -> Named:
    """A weapon (or item) by the ruleset's English name, else its id in words."""
    entry = state.ruleset.weapons.get(weapon_id)
    english = entry.names.get("en") if entry is not None else None
    return Named("weapons", weapon_id, english or weapon_id.replace("_", " "))


def _weapons(state: BattleState, ids) -> Choices:
    return tuple((w, weapon_named(state, w)) for w in dict.fromkeys(ids))


def _ready(state: BattleState, actor: str) -> Choices:
    return _weapons(state, (w.id for w in state.token(actor).ready_weapons()))


def _in_hand(state: BattleState, actor: str) -> Choices:
    """What the hands hold and can let go of (not the fists themselves)."""
    ready = state.token(actor).ready_weapons()
    return _weapons(state, (w.id for w in ready if not _natural(w)))


def _natural(weapon) -> bool:
    """Fists and claws: part of the body, never drawn, dropped or used as an item."""
    return (weapon.fields.get("type") == "unarmed" or weapon.fields.get("natural") is True
            or weapon.id in ("unarmed", "fists"))


def _carried(state: BattleState, actor: str) -> Choices:
    return _weapons(state, (w.id for w in state.token(actor).weapons if not _natural(w)))


def _unready(state: BattleState, actor: str) -> Choices:
    token = state.token(actor)
    return _weapons(state, (w.id for w in token.weapons if w.id not in token.readied and not _natural(w)))


def _lying(state: BattleState, actor: str) -> Choices:
    """Everything lying on the map, by what it is (the value: the pile's id)."""
    return tuple((item.id, weapon_named(state, item.item)) for item in state.items)


def _ammunition(state: BattleState, actor: str) -> Choices:
    """Piles on the map that some weapon of the ruleset loads (field `ammo`)."""
    loads = {entry.fields.get("ammo") for entry in state.ruleset.weapons.values()}
    return tuple((item.id, weapon_named(state, item.item)) for item in state.items if item.item in loads)


def _enemy_weapons(state: BattleState, actor: str) -> Choices:
    """What the enemies carry (the item attacked is the clicked holder's)."""
    enemies = state.enemies_of(actor)
    return _weapons(state, (w.id for t in enemies for w in t.weapons if not _natural(w)))


def _enemies(state: BattleState, actor: str) -> Choices:
    return tuple((t.id, _token_named(t)) for t in state.enemies_of(actor))


def _token_named(token: TokenState) -> Named:
    return Named("tokens", token.id, token.name)


def _facings(state: BattleState, actor: str) -> Choices:
    """The hex grid's six directions (square maps take no facing option: nothing to list)."""
    if state.grid.kind != "hex":
        return ()
    return facing_choices(state.grid, state.token(actor).cell)


def facing_choices(grid, cell) -> Choices:
    """Every direction a token at `cell` may face, each as the compass word and arrow nearest to
    where it points on screen ("\u2191 north"): hex sides, or a square grid's four or eight."""
    x0, y0 = grid.center(cell)
    choices = []
    for direction in range(grid.directions):
        x1, y1 = grid.center(grid.neighbor(cell, direction))
        degrees = math.degrees(math.atan2(x1 - x0, y0 - y1)) % 360
        step = round(degrees / 45) % 8
        choices.append((str(direction), f"{ARROWS[step]} {COMPASS[step]}"))
    return tuple(choices)


_LISTS: dict[str, Callable[[BattleState, str], Choices]] = {
    "ready_weapons": _ready,
    "in_hand": _in_hand,
    "carried": _carried,
    "unready": _unready,
    "lying": _lying,
    "ammunition": _ammunition,
    "enemy_weapons": _enemy_weapons,
    "enemies": _enemies,
    "facings": _facings,
}

#: What a field may list (a test keeps the systems' fields within it).
LISTS: frozenset[str] = frozenset(_LISTS)
