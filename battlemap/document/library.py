"""The ruleset library: bundled rulesets by id, parsed once and cached (in the process, and
their parsed TOML in the user's cache folder: `ruleset_cache.py`).

Scenario loading asks it for the ruleset a file names, so `check`, the CLI and
the window all validate against the same data.
"""

from __future__ import annotations

from functools import lru_cache

from battlemap import resources
from battlemap.document.ruleset_cache import ruleset_document
from battlemap.schema import LoadError, Ruleset, ruleset_from_document


@lru_cache(maxsize=None)
def bundled_ruleset(ruleset_id: str) -> Ruleset | None:
    """The bundled ruleset with this id, or None if there is none.

    A bundled ruleset that fails to load is a packaging bug, so its LoadError
    propagates instead of being reported as an unknown ruleset.
    """
    entry = resources.ruleset_file(ruleset_id)
    if entry is None:
        return None
    text = entry.read_text(encoding="utf-8")
    return ruleset_from_document(ruleset_document(text, source=entry.name), source=entry.name)


def resolve_ruleset(ruleset_id: str) -> Ruleset | None:
    """Resolver passed to the schema loaders (keeps schema free of resources)."""
    return bundled_ruleset(ruleset_id)


__all__ = ["LoadError", "bundled_ruleset", "resolve_ruleset"]
