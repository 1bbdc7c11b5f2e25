"""The rule systems the engine knows: one `System` value per package, by id.

A ruleset names its system (`ruleset.system`); `system_of` gives its contract
and `rules_for` its rules with the ruleset's options as parameters. The schema
keeps its own list of ids (it sits below the engine); a test keeps the two
equal.

Each system's package is imported the first time its system is asked for
(`SYSTEMS[id]`): a battle, or a `battlemap check`, loads the one system it
plays, not all four (about 100 ms of start-up otherwise). The imports are
still written out, one loader per system, so nothing finds a system by a
string.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from battlemap.engine.systems.base import SystemRules
from battlemap.engine.systems.contract import System
from battlemap.schema import Ruleset


def _gurps4e() -> System:
    from battlemap.engine.systems.gurps4e.system import SYSTEM
    return SYSTEM


def _yze() -> System:
    from battlemap.engine.systems.yze.system import SYSTEM
    return SYSTEM


def _d20_mass() -> System:
    from battlemap.engine.systems.d20_mass.system import SYSTEM
    return SYSTEM


def _fallout_pnp() -> System:
    from battlemap.engine.systems.fallout_pnp.system import SYSTEM
    return SYSTEM


class LoadedOnUse(Mapping[str, System]):
    """Id -> System, each loaded by its loader on first use and kept."""

    def __init__(self, loaders: Mapping[str, Callable[[], System]]) -> None:
        self._loaders = dict(loaders)
        self._loaded: dict[str, System] = {}

    def __getitem__(self, system_id: str) -> System:
        if system_id not in self._loaded:
            self._loaded[system_id] = self._loaders[system_id]()
        return self._loaded[system_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaders)

    def __len__(self) -> int:
        return len(self._loaders)


SYSTEMS: Mapping[str, System] = LoadedOnUse(
    {"gurps4e": _gurps4e, "yze": _yze, "d20_mass": _d20_mass, "fallout_pnp": _fallout_pnp}
)


def system_of(system_id: str) -> System:
    """The system of this id (KeyError naming it when unknown)."""
    try:
        return SYSTEMS[system_id]
    except KeyError:
        raise KeyError(f"no rule system {system_id!r}") from None


def rules_for(ruleset: Ruleset, values: Mapping[str, object] | None = None) -> SystemRules:
    """The rules of `ruleset.system`, with parameters overridden by the ruleset's options:
    `values` (a battle's, defaults included), else the ruleset's defaults."""
    options = dict(values) if values is not None else option_values(ruleset)
    return system_of(ruleset.system).rules.from_options(options)


def option_values(ruleset: Ruleset, chosen: Mapping[str, object] | None = None) -> dict[str, object]:
    """Every option of `ruleset` with its value: `chosen` (a battle's house rules) over the defaults."""
    values = {key: option.default for key, option in ruleset.options.items()}
    values.update({k: v for k, v in (chosen or {}).items() if k in values})
    return values
