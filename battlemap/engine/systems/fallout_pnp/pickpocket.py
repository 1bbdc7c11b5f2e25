"""Fallout d100 homebrew: pickpocketing and planting an item (RULES.md 4.3, 3 AP).

"You can pickpocket only those who are not aware of your presence: through
Stealth, bumping into someone, or any other contact tied to Sleight of Hand.
The pickpocket is the Initiator with Sleight of Hand, the victim the Target
with Perception." Contact means the victim is next to you (within 5 ft).
Awareness is option `pickpocket_unaware` [A]:

| value | who counts as aware |
|---|---|
| `sensed` (default) | a target that Sensed you (it knows where you are); bumping into the others is the GM's story |
| `sneaking` | also: you must be in Stealth |
| `gm` | not judged |

Reverse pickpocket (`plant_item`): "a planted Explosive does not go off
before the end of your turn, and the target of a successful reverse
pickpocket automatically fails every SPECIAL check, the Explosives check
included". A won plant marks the victim (`planted_by` = the planter); its
SPECIAL checks fail whatever the die (`systems/fallout_pnp/checks.roll_check`,
event param `planted`), and at the end of the planter's turn the item is
due (`planted_due`: event `planted_item_due`, what it does is the item's,
the GM's) and the mark goes.
"""

from __future__ import annotations

from battlemap.engine.attacks.models import option
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.requirements import distance
from battlemap.engine.systems.fallout_pnp import checks
from battlemap.engine.systems.fallout_pnp.ammo import with_extras
from battlemap.engine.systems.fallout_pnp.stealth import knows_of

PLANTED_BY = checks.PLANTED_BY
UNAWARE = "sensed"


def pickpocket_reasons(state, action) -> list[Reason]:
    """A victim next to you that is not aware of you (option `pickpocket_unaware`)."""
    if action.target is None or not state.has_token(action.target):
        return []
    thief, victim = state.token(action.actor), state.token(action.target)
    reasons = []
    if victim.id == thief.id:
        return [Reason.of("target_is_self")]
    if distance(state, thief, victim) > 1:
        reasons.append(Reason.of("requires_adjacent", target=victim.id))
    reading = str(option(state.options, "pickpocket_unaware", UNAWARE))
    if reading in ("sensed", "sneaking") and knows_of(state, victim.id, thief.id):
        reasons.append(Reason.of("target_aware", target=victim.id, why="sensed"))
    if reading == "sneaking" and not thief.tactical.extra.get("sneaking"):
        reasons.append(Reason.of("requires_stealth"))
    return reasons


def plant(state, action):
    """Sleight of Hand against Perception; a win marks the victim until the end of your turn."""
    state, events = checks.pickpocket(state, action.actor, str(action.target))
    if events[-1].kind != "pickpocketed":
        return state, events
    state = with_extras(state, str(action.target), {PLANTED_BY: action.actor})
    return state, (*events, Event.of("planted", action.actor, action.id, action.target))


def planted_due(state, planter_id: str):
    """End of the planter's turn: each item it planted is due, and its victim's checks are its own again."""
    events = []
    for victim in state.tokens:
        if victim.tactical.extra.get(PLANTED_BY) == planter_id:
            state = with_extras(state, victim.id, {PLANTED_BY: None})
            events.append(Event.of("planted_item_due", planter_id, "end_turn", victim.id))
    return state, tuple(events)
