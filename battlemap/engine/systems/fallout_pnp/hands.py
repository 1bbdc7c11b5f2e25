"""Fallout d100 homebrew: two hands (RULES.md 4.3 Use item, Swap items).

"Some items need two hands"; Swap items trades "two one-handed weapons for
one two-handed weapon and back". A token has two hands: a weapon with
`two_handed = true` in its fields takes both, any other ready weapon or
item one (fists and other `unarmed` weapons none: they are the hands).
Swap items (`ready_item`, option `item`, else the first weapon not in hand)
is refused when the item would not fit (`hands_full`, naming what is in
hand): put something away first.
"""

from __future__ import annotations

from battlemap.engine.battle.modifiers import Reason

HANDS = 2


def hands_of(weapon) -> int:
    """Hands a ready weapon takes: 2 two-handed, 0 unarmed, else 1."""
    if weapon.fields.get("type") == "unarmed":
        return 0
    return 2 if weapon.fields.get("two_handed") is True else 1


def hands_used(token) -> int:
    """Hands the token's ready weapons take."""
    return sum(hands_of(w) for w in token.ready_weapons())


def swap_reasons(state, action) -> list[Reason]:
    """The item to ready must fit in the hands left."""
    token = state.token(action.actor)
    named = action.option("item")
    item = next((w for w in token.weapons if w.id == named), None) if named else next(
        (w for w in token.weapons if w.id not in token.readied), None)
    if item is None or item.id in token.readied:
        return []
    if hands_used(token) + hands_of(item) > HANDS:
        return [Reason.of("hands_full", item=item.id, holding=tuple(sorted(token.readied)))]
    return []
