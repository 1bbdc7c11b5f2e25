"""Fallout d100 homebrew: two hands (RULES.md 4.3 Use item, Swap items).

"Some items need two hands"; Swap items (2 AP) moves "an item from hand to
inventory and back, two one-handed weapons for one two-handed weapon and
back, or for one or two items". A token has two hands: a weapon with
`two_handed = true` in its fields takes both, any other ready weapon or
item one (fists and other `unarmed` weapons none: they are the hands).

Swap items (effect `swap_items`) takes into hand what the option `item`
names: one id, or two ids separated by a comma ("pistol_10mm,pistol_9mm");
blank: the first weapon not in hand. What is already in hand stays while it
fits beside them (in the token's weapon order); what no longer fits goes to
the inventory in the same 2 AP: a two-handed weapon for the two one-handed
in hand, two one-handed for the two-handed one. Refused: an item the token
does not carry (`unknown_item`), nothing new to take (`item_already_ready`),
more than two hands' worth named (`hands_full`).
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.events import READIED, UNREADIED, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.effects import with_token

HANDS = 2


def hands_of(weapon) -> int:
    """Hands a ready weapon takes: 2 two-handed, 0 unarmed, else 1."""
    if weapon.fields.get("type") == "unarmed":
        return 0
    return 2 if weapon.fields.get("two_handed") is True else 1


def hands_used(token) -> int:
    """Hands the token's ready weapons take."""
    return sum(hands_of(w) for w in token.ready_weapons())


def named_items(token, action) -> tuple[str, ...]:
    """The ids the option `item` names (comma separated), else the first weapon not in hand."""
    value = action.option("item")
    if value is None or str(value).strip() == "":
        first = next((w.id for w in token.weapons if w.id not in token.readied), None)
        return (first,) if first is not None else ()
    return tuple(dict.fromkeys(part.strip() for part in str(value).split(",") if part.strip()))


def swap_reasons(state, action) -> list[Reason]:
    """Every named item carried, one of them not in hand yet, and all of them fitting two hands."""
    token = state.token(action.actor)
    names = named_items(token, action)
    carried = {w.id: w for w in token.weapons}
    unknown = [n for n in names if n not in carried]
    if unknown:
        return [Reason.of("unknown_item", item=unknown[0])]
    if not names:
        return [Reason.of("nothing_to_ready")]
    if all(n in token.readied for n in names):
        return [Reason.of("item_already_ready", item=names[0])]
    if sum(hands_of(carried[n]) for n in names) > HANDS:
        return [Reason.of("hands_full", item=",".join(names), holding=tuple(sorted(token.readied)))]
    return []


def swap_items(state, action):
    """The named items into hand; whatever in hand no longer fits beside them to the inventory."""
    token = state.token(action.actor)
    names = named_items(token, action)
    free = HANDS - sum(hands_of(w) for w in token.weapons if w.id in names)
    kept = set(names)
    for weapon in token.ready_weapons():
        if weapon.id in kept:
            continue
        if hands_of(weapon) <= free:
            kept.add(weapon.id)
            free -= hands_of(weapon)
    readied = frozenset(kept)
    order = [w.id for w in token.weapons]
    events = [Event.of(UNREADIED, token.id, action.id, None, item=i) for i in order
              if i in token.readied and i not in readied]
    events += [Event.of(READIED, token.id, action.id, None, item=i) for i in order
               if i in readied and i not in token.readied]
    return with_token(state, replace(token, readied=readied)), tuple(events)
