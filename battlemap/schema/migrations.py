"""File versions: step old raw documents up to the current version, refuse newer.

Migrations work on plain dicts before validation (Orange3 and napari do the
same with settings), one step per version: `MIGRATIONS[n]` turns a version n
document into a version n + 1 document. Version 1 is the first scenario
format, so the registry is empty; `tests/schema/fixtures/scenario-v1.json`
is the legacy fixture that must load forever.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, NoReturn

from .problems import LoadError, Problem

Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: Scenario format version this Battlemap writes and reads.
CURRENT_VERSION = 1
#: from_version -> function producing a from_version + 1 scenario document.
MIGRATIONS: dict[int, Migration] = {}

#: Ruleset format version, with its own registry.
RULESET_VERSION = 1
RULESET_MIGRATIONS: dict[int, Migration] = {}


def migrate(
    raw: dict[str, Any],
    *,
    source: str,
    current: int,
    migrations: dict[int, Migration],
) -> dict[str, Any]:
    """`raw` stepped up to `current`; LoadError if its version cannot be read.

    The input is never modified. A migration that fails on odd input is
    reported as a problem of the file, not raised.
    """
    version = raw.get("version")
    if "version" not in raw:
        _refuse(source, f"required field is missing (this version reads format {current})")
    if isinstance(version, bool) or not isinstance(version, int):
        _refuse(source, f"expected a whole number, got {version!r}")
    if version > current:
        _refuse(source, (
            f"written by a newer Battlemap (format version {version}); "
            f"this version reads up to {current}"))
    document = copy.deepcopy(raw) if version < current else raw
    for step in range(version, current):
        function = migrations.get(step)
        if function is None and step < 1:
            _refuse(source, f"format version {step} does not exist (versions start at 1)")
        if function is None:
            _refuse(source, f"format version {step} can no longer be read (no migration to {step + 1})")
        try:
            document = function(document)
        except Exception as error:  # bad input must not escape as a traceback
            _refuse(source, f"could not migrate from format version {step}: {error!r}")
        if not isinstance(document, dict):
            _refuse(source, f"migration from format version {step} did not give an object")
        document["version"] = step + 1
    return document


def _refuse(source: str, message: str) -> NoReturn:
    raise LoadError([Problem(source, "version", message)])
