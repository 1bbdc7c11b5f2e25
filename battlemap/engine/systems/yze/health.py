"""Year Zero health: damage and stress as boxes, broken at the last (RULES.md 2.8).

Physical conditions (tactical extra `physical`) and mental ones (`mental`)
each fill boxes up to the option `yze_broken_at` (default 4); the token is
`broken` when a row is full.
"""

from __future__ import annotations

from battlemap.engine.attacks.models import extra_count, option
from battlemap.engine.battle.health import PIPS, Health, Meter
from battlemap.engine.systems.yze.damage import BROKEN, BROKEN_AT, MENTAL, PHYSICAL


def health(state, token) -> Health:
    limit = max(1, option(state.options, "yze_broken_at", BROKEN_AT))
    meters = tuple(Meter(kind, PIPS, min(limit, extra_count(token, kind)), limit) for kind in (PHYSICAL, MENTAL))
    return Health(meters, (BROKEN,) if BROKEN in token.conditions else ())
