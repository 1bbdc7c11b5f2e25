"""Pick the system hooks a ruleset names (`ruleset.system`)."""

from __future__ import annotations

from battlemap.engine.systems.base import SystemRules
from battlemap.engine.systems.d20_mass.rules import D20MassRules
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules
from battlemap.engine.systems.gurps4e.rules import Gurps4eRules
from battlemap.engine.systems.yze.rules import YzeRules
from battlemap.schema import Ruleset

SYSTEMS: dict[str, type[SystemRules]] = {
    cls.id: cls for cls in (Gurps4eRules, YzeRules, D20MassRules, FalloutPnpRules)
}


def rules_for(ruleset: Ruleset) -> SystemRules:
    """The hooks of `ruleset.system`, with parameters overridden by the ruleset's options."""
    options = {key: option.default for key, option in ruleset.options.items()}
    return SYSTEMS[ruleset.system].from_options(options)
