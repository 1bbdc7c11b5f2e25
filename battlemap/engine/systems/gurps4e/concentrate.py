"""Concentration broken by defending or a wound (RULES.md 1.3 "any (may break concentration)"; B366 [X]).

A fighter whose last maneuver was Concentrate and who has a task under way
(the `ritual_seconds` count) must roll Will-3 (stat `will`, else IQ) when
it makes an active defence or is wounded before its next turn; on a
failure the concentration is lost and the count starts over.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.attacks.models import int_stat
from battlemap.engine.battle.events import Event
from battlemap.engine.play.effects import with_token
from battlemap.engine.systems.gurps4e.odds import is_success

SECONDS, WILL_PENALTY, CHECK = "ritual_seconds", -3, "concentration_check"


def distracted(state, token_id: str, action_id: str, why: str):
    """The Will-3 roll of a concentrating fighter -> (state, events); nothing for anyone else."""
    token = state.token(token_id)
    seconds = token.tactical.extra.get(SECONDS)
    if token.tactical.extra.get("maneuver") != "concentrate" or not isinstance(seconds, int) or seconds <= 0:
        return state, ()
    will = int_stat(token, "will", int_stat(token, "iq", 10))
    need = will + WILL_PENALTY
    roll, dice = state.dice.roll_3d6()
    state = replace(state, dice=dice)
    kept = is_success(roll.total, need)
    event = Event.of(CHECK, token_id, action_id, None, roll=roll.total, need=need, kept=kept, why=why)
    if kept:
        return state, (event,)
    extra = {k: v for k, v in token.tactical.extra.items() if k != SECONDS}
    state = with_token(state, replace(token, tactical=replace(token.tactical, extra=MappingProxyType(extra))))
    return state, (event,)
