"""Year Zero surprise before the cards are dealt (RULES.md 2.6): sneak attacks and ambushes.

`sneak_roll(state, token, card, to_engaged)`: a Stealth roll (Agility +
Stealth, -2 when sneaking up to Engaged). A success lets the sneak pick its
initiative card (extra `pick_card`), and its first attack may be the
catalogue's `sneak_attack` (+3, no parry); a failure means it was noticed and
the cards are dealt as usual. `ambush_rolls(state, victims, well_prepared)`:
each victim rolls Observation (Wits + Observation, -2 against a well-prepared
ambush, -2 inside a dark zone, -1 per mental condition); every one who fails is marked `ambushed` and takes the bottom cards
(`yze_turns.deal`). Both use the state's seeded dice and return the events.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attack_models import int_stat
from battlemap.engine.effects import with_token
from battlemap.engine.events import Event
from battlemap.engine.odds import apply_pool_modifier
from battlemap.engine.state import BattleState
from battlemap.engine.systems.yze_damage import with_extra
from battlemap.engine.systems.yze_damage import condition_penalty
from battlemap.engine.systems.yze_dice import roll_pool
from battlemap.engine.systems.yze_zones import in_zone_tagged

TO_ENGAGED = -2
WELL_PREPARED = -2
#: Observation inside a dark zone (RULES.md 2.2).
IN_THE_DARK = -2


def in_the_dark(state: BattleState, token_id: str) -> bool:
    """True when the token stands in a zone tagged `dark`."""
    return any(in_zone_tagged(state, c, "dark") for c in state.token(token_id).footprint)


def _roll(state: BattleState, token_id: str, attribute: str, skill: str, modifier: int):
    token = state.token(token_id)
    a, s, g = apply_pool_modifier(max(0, int_stat(token, attribute, 3)), max(0, int_stat(token, skill, 0)),
                                  0, modifier - condition_penalty(token, attribute))
    return roll_pool(state.dice, a, s, g)


def sneak_roll(state: BattleState, token_id: str, card: int = 1,
               to_engaged: bool = True) -> tuple[BattleState, tuple[Event, ...]]:
    """Roll Stealth; a success picks initiative card `card`."""
    roll, dice = _roll(state, token_id, "agility", "stealth", TO_ENGAGED if to_engaged else 0)
    success = roll.successes >= 1
    after = replace(state, dice=dice)
    if success:
        after = with_token(after, with_extra(after.token(token_id), pick_card=card))
    event = Event.of("stealth_roll", token_id, "sneak", None, roll=roll.text(), faces=roll.faces, success=success)
    return after, (event,)


def ambush_rolls(state: BattleState, victims: tuple[str, ...],
                 well_prepared: bool = False) -> tuple[BattleState, tuple[Event, ...]]:
    """Each victim rolls Observation; those who fail are marked `ambushed`."""
    events = []
    for victim in victims:
        modifier = (WELL_PREPARED if well_prepared else 0) + (IN_THE_DARK if in_the_dark(state, victim) else 0)
        roll, dice = _roll(state, victim, "wits", "observation", modifier)
        state = replace(state, dice=dice)
        noticed = roll.successes >= 1
        if not noticed:
            state = with_token(state, with_extra(state.token(victim), ambushed=True))
        events.append(Event.of("observation_roll", victim, "ambush", None, roll=roll.text(),
                               faces=roll.faces, success=noticed))
    return state, tuple(events)
