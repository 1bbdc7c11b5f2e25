"""The stand-in system's one hook (docs/ADDING-A-SYSTEM.md step 4): a hit dazes the target.

`on_hit(state, action, attack event) -> (state, events)` is called by the
engine's default resolver after a hit (systems/contract.py); the rest of the
attack (rolling the explained chance on one seeded die) is the engine's.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.battle.events import CONDITION_ADDED, Event
from battlemap.engine.play.effects import with_token

DAZED = "dazed"


def on_hit(state, action, event):
    """The target of the hit gains `dazed`, and the log says so."""
    target = state.token(event.target)
    dazed = replace(target, conditions=target.conditions | {DAZED})
    added = Event.of(CONDITION_ADDED, event.actor, event.action, target.id, condition=DAZED)
    return with_token(state, dazed), (added,)
