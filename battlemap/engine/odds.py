"""Exact odds for the four systems, as Fractions: the one import for callers.

Odds are enumerated from the dice distributions, never sampled. Each system
lives in its own module (odds_gurps, odds_yze, odds_d20, odds_d100) over the
shared `Distribution` (odds_distribution); this module gathers them so the
rest of the engine and the UI write ``from battlemap.engine.odds import ...``.
"""

from __future__ import annotations

from battlemap.engine.systems.d20_mass.odds import (
    d20_attack,
    d20_beats,
    d20_margin_distribution,
    d20_opposed,
    d20_volley_dodged,
)
from battlemap.engine.systems.fallout_pnp.odds import d100_at_most, d100_margin_distribution
from battlemap.engine.odds_distribution import Distribution
from battlemap.engine.systems.gurps4e.odds import (
    dist_3d6,
    gurps_critical_failure,
    gurps_critical_success,
    gurps_hit,
    gurps_margin_distribution,
    gurps_success,
)
from battlemap.engine.systems.yze.odds import (
    ammo_dice_allowed,
    apply_pool_modifier,
    opposed_pool,
    pool_push_success,
    pool_success,
    pool_success_distribution,
)

__all__ = [
    "Distribution",
    "ammo_dice_allowed",
    "apply_pool_modifier",
    "d20_attack",
    "d20_beats",
    "d20_margin_distribution",
    "d20_opposed",
    "d20_volley_dodged",
    "d100_at_most",
    "d100_margin_distribution",
    "dist_3d6",
    "gurps_critical_failure",
    "gurps_critical_success",
    "gurps_hit",
    "gurps_margin_distribution",
    "gurps_success",
    "opposed_pool",
    "pool_push_success",
    "pool_success",
    "pool_success_distribution",
]
