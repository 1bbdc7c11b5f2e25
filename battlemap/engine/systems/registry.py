"""The rule systems the engine knows: one `System` value per package, by id.

A ruleset names its system (`ruleset.system`); `system_of` gives its contract
and `rules_for` its rules with the ruleset's options as parameters. The schema
keeps its own list of ids (it sits below the engine); a test keeps the two
equal.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from battlemap.engine.systems.base import SystemRules
from battlemap.engine.systems.contract import System
from battlemap.engine.systems.d20_mass.system import SYSTEM as D20_MASS
from battlemap.engine.systems.fallout_pnp.system import SYSTEM as FALLOUT_PNP
from battlemap.engine.systems.gurps4e.system import SYSTEM as GURPS4E
from battlemap.engine.systems.yze.system import SYSTEM as YZE
from battlemap.schema import Ruleset

SYSTEMS: Mapping[str, System] = MappingProxyType(
    {system.id: system for system in (GURPS4E, YZE, D20_MASS, FALLOUT_PNP)}
)


def system_of(system_id: str) -> System:
    """The system of this id (KeyError naming it when unknown)."""
    try:
        return SYSTEMS[system_id]
    except KeyError:
        raise KeyError(f"no rule system {system_id!r}") from None


def rules_for(ruleset: Ruleset) -> SystemRules:
    """The rules of `ruleset.system`, with parameters overridden by the ruleset's options."""
    options = {key: option.default for key, option in ruleset.options.items()}
    return system_of(ruleset.system).rules.from_options(options)
