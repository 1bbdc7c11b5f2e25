"""A triggered Wait (RULES.md 1.3, 1.8): the waiting fighter acts out of turn.

GURPS has no attacks of opportunity; a fighter who took Wait names a trigger
(`enters_reach`, `leaves_reach`, `moves_in_reach`), and when a move meets
it (the drag preview reports a `wait` reaction) the waiter takes Attack,
Feint, All-Out Attack or Ready at once, out of turn. The catalogue holds
these as the reaction entries `wait_attack`, `wait_feint`,
`wait_all_out_attack` and `wait_ready` (cost: the Wait's one reaction,
requirement `out_of_turn`, an armed Wait); their `waited` effect disarms the
Wait and records the maneuver taken, which fixes the waiter's defences until
its next turn (an All-Out Attack from a Wait leaves no active defence).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.actions import Action
from battlemap.engine.effects import with_token
from battlemap.engine.events import TACTICAL, Event, Outcome

#: Out-of-turn entry -> the maneuver it is.
WAIT_MANEUVER = MappingProxyType({
    "wait_attack": "attack", "wait_feint": "feint", "wait_all_out_attack": "all_out_attack",
    "wait_ready": "ready",
})
#: Maneuver -> its out-of-turn entry.
WAIT_ENTRY = MappingProxyType({maneuver: entry for entry, maneuver in WAIT_MANEUVER.items()})


def wait_entry(action_id: str) -> str:
    """The out-of-turn entry of a maneuver id ("attack" -> "wait_attack"); entries map to themselves."""
    if action_id in WAIT_MANEUVER:
        return action_id
    if action_id in WAIT_ENTRY:
        return WAIT_ENTRY[action_id]
    raise ValueError(f"a triggered Wait takes Attack, Feint, All-Out Attack or Ready, not {action_id!r}")


def take_wait_action(state, waiter: str, action: Action) -> Outcome:
    """Play `action` (a maneuver id or its `wait_*` entry) for `waiter` out of turn.

    -> Outcome(state, events); IllegalAction with every reason when it cannot
    (no armed Wait, the waiter's own turn, no ready weapon, stunned ...);
    ValueError for a maneuver a Wait cannot take. The state before is the undo.
    """
    from battlemap.engine.apply import apply  # apply -> effects -> this module's catalogue effects

    played = replace(action, id=wait_entry(action.id), actor=waiter)
    return apply(state, played)


def waited(state, action):
    """The Wait is spent; the maneuver it took fixes the waiter's defences until its next turn."""
    token = state.token(action.actor)
    maneuver = WAIT_MANEUVER.get(action.id, action.id)
    extra = {**token.tactical.extra, "maneuver": maneuver}
    tactical = replace(token.tactical, wait=None, extra=MappingProxyType(extra))
    event = Event.of(TACTICAL, token.id, action.id, action.target, key="wait", value=None, maneuver=maneuver)
    return with_token(state, replace(token, tactical=tactical)), (event,)
