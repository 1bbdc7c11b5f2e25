"""Year Zero surprise before the cards are dealt (RULES.md 2.2, 2.6): sneaking, ambushes,
spotting.

Every Observation roll (Wits + Observation, -1 per mental condition) is at -2
for a roller standing inside a zone tagged `dark` (the zone feature, 昏暗:
"Observation rolls inside the zone -2"); `observation_roll` is the one place
that rolls it, for the three uses below.

`sneak_roll(state, token, card, to_engaged, watchers)`: a Stealth roll
(Agility + Stealth, -2 when sneaking up to Engaged, +1 when the sneak stands
in a `dark` or `dim` zone: the Stealth skill's "the zone is dim or poorly
lit"). When `watchers` are actively searching, it is opposed by each one's
Observation roll (their sixes cancel the sneak's; the sneak needs one left
against every watcher). A success lets the sneak pick its initiative card
(extra `pick_card`), and its first attack may be the catalogue's
`sneak_attack` (+3, no parry); a failure means it was noticed and the cards
are dealt as usual. `ambush_rolls(state, victims, well_prepared)`: each victim
rolls Observation (-2 against a well-prepared ambush); every one who fails is
marked `ambushed` and takes the bottom cards (`systems/yze/turns.deal`).
`spot_roll(state, token, target)`: spotting someone or something from afar,
a plain Observation roll. All use the state's seeded dice and return events.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.battle.state import BattleState
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.yze.damage import condition_penalty, with_extra
from battlemap.engine.systems.yze.dice import roll_pool
from battlemap.engine.systems.yze.odds import apply_pool_modifier
from battlemap.engine.systems.yze.zones import in_zone_tagged

TO_ENGAGED = -2
WELL_PREPARED = -2
#: Observation inside a dark zone (RULES.md 2.2).
IN_THE_DARK = -2
#: Stealth in a dim or dark zone (the Stealth skill's external factors, +1 each).
LOW_LIGHT = 1


def in_the_dark(state: BattleState, token_id: str) -> bool:
    """True when the token stands in a zone tagged `dark`."""
    return any(in_zone_tagged(state, c, "dark") for c in state.token(token_id).footprint)


def _roll(state: BattleState, token_id: str, attribute: str, skill: str, modifier: int):
    token = state.token(token_id)
    a, s, g = apply_pool_modifier(max(0, int_stat(token, attribute, 3)), max(0, int_stat(token, skill, 0)),
                                  0, modifier - condition_penalty(token, attribute))
    return roll_pool(state.dice, a, s, g)


def observation_roll(state: BattleState, token_id: str, modifier: int = 0):
    """Wits + Observation with `modifier`, -2 inside a dark zone: (roll, stream)."""
    return _roll(state, token_id, "wits", "observation",
                 modifier + (IN_THE_DARK if in_the_dark(state, token_id) else 0))


def in_low_light(state: BattleState, token_id: str) -> bool:
    """True when the token stands in a zone tagged `dark` or `dim` (Stealth +1)."""
    return any(in_zone_tagged(state, c, tag) for tag in ("dark", "dim") for c in state.token(token_id).footprint)


def sneak_roll(state: BattleState, token_id: str, card: int = 1, to_engaged: bool = True,
               watchers: tuple[str, ...] = ()) -> tuple[BattleState, tuple[Event, ...]]:
    """Roll Stealth (opposed by each watcher's Observation); a success picks card `card`."""
    modifier = (TO_ENGAGED if to_engaged else 0) + (LOW_LIGHT if in_low_light(state, token_id) else 0)
    roll, dice = _roll(state, token_id, "agility", "stealth", modifier)
    state = replace(state, dice=dice)
    events, best = [], 0
    for watcher in watchers:
        seen, dice = observation_roll(state, watcher)
        state = replace(state, dice=dice)
        best = max(best, seen.successes)
        events.append(Event.of("observation_roll", watcher, "sneak", token_id, roll=seen.text(),
                               faces=seen.faces, success=seen.successes >= roll.successes))
    success = roll.successes - best >= 1
    if success:
        state = with_token(state, with_extra(state.token(token_id), pick_card=card))
    event = Event.of("stealth_roll", token_id, "sneak", None, roll=roll.text(), faces=roll.faces, success=success)
    return state, (event, *events)


def ambush_rolls(state: BattleState, victims: tuple[str, ...],
                 well_prepared: bool = False) -> tuple[BattleState, tuple[Event, ...]]:
    """Each victim rolls Observation; those who fail are marked `ambushed`."""
    events = []
    for victim in victims:
        roll, dice = observation_roll(state, victim, WELL_PREPARED if well_prepared else 0)
        state = replace(state, dice=dice)
        noticed = roll.successes >= 1
        if not noticed:
            state = with_token(state, with_extra(state.token(victim), ambushed=True))
        events.append(Event.of("observation_roll", victim, "ambush", None, roll=roll.text(),
                               faces=roll.faces, success=noticed))
    return state, tuple(events)


def spot_roll(state: BattleState, token_id: str, target: str | None = None,
              modifier: int = 0) -> tuple[BattleState, tuple[Event, ...]]:
    """Spot someone or something from afar: an Observation roll (-2 inside a dark zone)."""
    roll, dice = observation_roll(state, token_id, modifier)
    event = Event.of("observation_roll", token_id, "spot", target, roll=roll.text(),
                     faces=roll.faces, success=roll.successes >= 1)
    return replace(state, dice=dice), (event,)
