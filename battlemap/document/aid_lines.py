"""Helping, healing, persuading and using things in log lines (Year Zero's fast and slow actions).

"Kasia helps Moth with the next slow action (2 helping)"; "Moth heals Kasia:
2 damage healed, 1 left"; "Kasia uses rope on Moth: success".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, item_named, result, who
from battlemap.document.log import NOTHING, Part, part, phrase, verbatim
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_HELPS = {
    "slow": phrase("{who} helps {target} with the next slow action ({n} helping)"),
    "fast": phrase("{who} helps {target} with the next fast action ({n} helping)"),
}
_HELPS_ANY = phrase("{who} helps {target} ({n} helping)")
_HEALS = {
    "physical": phrase("{who} heals {target}: {n} damage healed, {left} left"),
    "mental": phrase("{who} heals {target}: {n} stress healed, {left} left"),
}
_PERSUADED = phrase("{who} persuades {target}")
_PERSUADED_OF = phrase("{who} persuades {target}: {stakes}")
_USES = phrase("{who} uses {item}{on}")
_USES_RESULT = phrase("{who} uses {item}{on}: {result}")
_ON = phrase(" on {target}")


def _helped(state: BattleState, names: dict[str, str], event: Event) -> Part:
    template = _HELPS.get(str(event.param("help_type")), _HELPS_ANY)
    return part(template, who=who(names, event.actor), target=who(names, event.target),
                n=int(event.param("help") or 1))


def _healed(state: BattleState, names: dict[str, str], event: Event) -> Part:
    template = _HEALS.get(str(event.param("healing")), _HEALS["physical"])
    return part(template, who=who(names, event.actor), target=who(names, event.target),
                n=int(event.param("healed") or 0), left=int(event.param("left") or 0))


def _persuaded(state: BattleState, names: dict[str, str], event: Event) -> Part:
    stakes = event.param("stakes")
    common = dict(who=who(names, event.actor), target=who(names, event.target))
    if stakes:
        return part(_PERSUADED_OF, stakes=verbatim(str(stakes)), **common)  # the GM's own words
    return part(_PERSUADED, **common)


def _item_used(state: BattleState, names: dict[str, str], event: Event) -> Part:
    on = NOTHING
    if event.target and event.target != event.actor:
        on = part(_ON, target=who(names, event.target))
    common = dict(who=who(names, event.actor), item=item_named(state, event.param("item")), on=on)
    if event.param("success") is None:
        return part(_USES, **common)
    return part(_USES_RESULT, result=result(event.param("success")), **common)


PHRASES: dict[str, Line] = {
    "helped": _helped,
    "healed": _healed,
    "persuaded": _persuaded,
    "item_used": _item_used,
}
