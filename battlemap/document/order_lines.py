"""Changes to the turn order in log lines: Fallout's Delay, Year Zero's card swap.

"Bill delays to 5 (Sequence 8); Doc Mitchell acts now"; "Kasia swaps initiative
cards with Moth (3 for 7); Moth acts now".
"""

from __future__ import annotations

from battlemap.document.line_parts import Line, who
from battlemap.document.log import Part, part, phrase
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState

_DELAY = phrase("{who} delays to {score} (Sequence {rk}); {next} acts now")
_DELAY_LAST = phrase("{who} delays to {score} (Sequence {rk})")
_SWAP = phrase("{who} swaps initiative cards with {target} ({gave} for {took}); {target} acts now")


def _delay(state: BattleState, names: dict[str, str], event: Event) -> Part:
    common = dict(who=who(names, event.actor), score=event.param("score"), rk=event.param("rk"))
    following = event.param("next")
    if following is None or following == event.actor:
        return part(_DELAY_LAST, **common)
    return part(_DELAY, next=who(names, following), **common)


def _swap(state: BattleState, names: dict[str, str], event: Event) -> Part:
    return part(_SWAP, who=who(names, event.actor), target=who(names, event.target), gave=event.param("gave"),
                took=event.param("took"))


PHRASES: dict[str, Line] = {
    "delay": _delay,
    "swap_cards": _swap,
}
