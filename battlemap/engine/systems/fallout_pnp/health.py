"""Fallout health: hit points as a bar (combat.py takes damage off the `hp` stat).

The full bar is the `max_hp` stat when the token has one, else its
template's HP, else the ruleset's default, and never less than what it has
now (healing past the template). At 0 HP or less the token is down (option
`zero_hp_condition`, `unconscious` by default).
"""

from __future__ import annotations

from battlemap.engine.attacks.models import int_stat, option
from battlemap.engine.battle.health import BAR, Health, Meter
from battlemap.engine.systems.fallout_pnp.combat import ZERO_HP_CONDITION


def maximum_hp(state, token) -> int:
    """The HP of an unhurt token (see the module doc)."""
    if "max_hp" in token.stats:
        return int_stat(token, "max_hp")
    template = state.ruleset.templates.get(token.template) if token.template else None
    stat = state.ruleset.stats.get("hp")
    full = template.stats.get("hp") if template is not None else None
    if not isinstance(full, int) or isinstance(full, bool):
        full = stat.default if stat is not None and isinstance(stat.default, int) else 0
    return max(full, int_stat(token, "hp"))


def health(state, token) -> Health:
    hp = int_stat(token, "hp")
    down = str(option(state.options, "zero_hp_condition", ZERO_HP_CONDITION))
    words = (down,) if down and down in token.conditions else ()
    return Health((Meter("hp", BAR, hp, maximum_hp(state, token)),), words)
