"""Finding a system's own rules by module name.

What only one game system does lives in modules named after it:
`battlemap.engine.systems.<system>_combat` (attack resolution),
`<system>_turns` (initiative, what starts and ends with a turn or round),
`<system>_actions` (effects and legality data cannot say). Shared code finds
them here by name, so adding a system's rules touches no shared file.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from functools import lru_cache
from types import ModuleType

MODULE = "battlemap.engine.systems.{system}.{part}"


@lru_cache(maxsize=None)
def system_module(system: str, part: str) -> ModuleType | None:
    """The module `<system>_<part>` (part: combat, turns, actions), or None.

    Cached: the drag preview asks on every step, and modules do not come and go.
    """
    name = MODULE.format(system=system, part=part)
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def clear_cache() -> None:
    """Forget found modules (tests that install a stand-in module)."""
    system_module.cache_clear()


def system_function(system: str, part: str, name: str) -> Callable | None:
    """The function `name` of the module `<system>_<part>`, or None."""
    module = system_module(system, part)
    found = getattr(module, name, None) if module is not None else None
    return found if callable(found) else None
