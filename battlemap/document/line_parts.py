"""Pieces the event lines share: who, where, what is named, the words for yes and no, dice pools.

Every line module (`door_lines`, `roll_lines`, `fight_lines`, ...) builds its
sentence from these, so a token reads by its name, a cell as "col,row", a
weapon, stat, posture or action through its `Named` entry (the window's
language on screen), and a yes/no as words rather than True/False.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from battlemap.document.log import NOTHING, Named, Part, part, phrase, verbatim, weapon_named
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

#: A line builder: (state, token names by id, event) -> the line.
Line = Callable[[BattleState, dict[str, str], Event], Part]


def who(names: dict[str, str], token_id: object) -> str:
    """A token by its name (an id nobody names reads as itself)."""
    key = str(token_id) if token_id is not None else ""
    return names.get(key, key)


def several(state: BattleState, token_id: object) -> bool:
    """The token is a group (d20 mass units: "Blue spearmen open"), read as plural."""
    return isinstance(token_id, str) and state.has_token(token_id) and state.token(token_id).count > 1


def by_count(state: BattleState, token_id: object, pair: tuple[str, str]) -> str:
    """The singular (first) or plural (second) template of `pair` for the token."""
    return pair[several(state, token_id)]


def cell(at: object) -> str:
    """An offset (col, row) as the map's edges label it: "3,4" ("?" when there is none)."""
    if isinstance(at, (tuple, list)) and len(at) == 2:
        return f"{at[0]},{at[1]}"
    return "?"


def action_named(state: BattleState, action_id: str) -> Named:
    """An action by the catalogue's name (its id with spaces when the catalogue lacks it)."""
    definition = state.ruleset.actions.get(action_id)
    english = definition.names.get("en", action_id) if definition is not None else action_id.replace("_", " ")
    return Named("actions", action_id, english)


def stat_named(state: BattleState, stat_id: str) -> Named:
    """A stat or skill by the ruleset's name ("Agility", "Sleight of Hand")."""
    definition = state.ruleset.stats.get(stat_id)
    english = definition.names.get("en", stat_id) if definition is not None else stat_id.replace("_", " ")
    return Named("stats", stat_id, english)


def item_named(state: BattleState, item_id: object) -> Named | Part:
    """A thing held or thrown: a weapon by the ruleset's name, any other item by its id with spaces."""
    text = str(item_id or "")
    if text in state.ruleset.weapons or any(text == w.id for t in state.tokens for w in t.weapons):
        return weapon_named(text)
    return verbatim(text.replace("_", " "))


_AND = phrase("{first}, {second}")


def listed(items: Iterable[object]) -> Part | object:
    """Names or parts joined by commas ("Bill, Doc Mitchell"); NOTHING when there are none."""
    items = list(items)
    if not items:
        return NOTHING
    joined = items[0]
    for item in items[1:]:
        joined = part(_AND, first=joined, second=item)
    return joined


NOBODY = phrase("nobody")


def names_or_nobody(names: dict[str, str], ids: object) -> Part | object:
    """Token ids as their names, comma separated, or "nobody"."""
    found = [who(names, i) for i in ids] if isinstance(ids, (tuple, list)) else []
    return listed(found) if found else Part(NOBODY)


SUCCESS, FAILURE = phrase("success"), phrase("failure")


def result(success: object) -> Part:
    """A roll's outcome in words."""
    return Part(SUCCESS if success else FAILURE)


SIXES = (phrase("{n} six"), phrase("{n} sixes"))
_POOL = phrase("{n}d6 [{faces}]: {sixes}")
_POOL_PUSHED = phrase("{n}d6 pushed [{faces}]: {sixes}")
_POOL_TEXT = re.compile(r"^(\d+)d6( pushed)? \[([^\]]*)\]: (\d+) sixes?$")


def sixes(n: int) -> Part:
    return part(SIXES[n != 1], n=n)


def pool_part(text: object) -> Part:
    """A Year Zero pool as the engine writes it ("3d6 [6+2+1]: 1 six"), in translatable words."""
    found = _POOL_TEXT.match(str(text))
    if found is None:
        return verbatim(str(text))
    count, pushed, faces, successes = found.groups()
    return part(_POOL_PUSHED if pushed else _POOL, n=int(count), faces=faces, sixes=sixes(int(successes)))


def faces(value: object) -> str:
    """Dice faces as 5+2."""
    if isinstance(value, (tuple, list)):
        return "+".join(map(str, value)) if value else "-"
    return str(value)
