"""Stand-in hooks for one rule system, for tests that ask what the engine does with a hook."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from battlemap.engine.systems import registry
from battlemap.engine.systems.contract import System


def stand_in(monkeypatch, system_id: str, **hooks) -> System:
    """Every battle built after this call plays `system_id` with these contract fields replaced
    (the registry is restored when the test ends)."""
    changed = replace(registry.SYSTEMS[system_id], **hooks)
    monkeypatch.setattr(registry, "SYSTEMS", MappingProxyType({**registry.SYSTEMS, system_id: changed}))
    return changed
