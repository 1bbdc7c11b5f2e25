"""The battles File > New starts: a copy of a bundled sample, or an empty map for a ruleset.

Both open through the same loaders as any file, so a new battle is checked
exactly like one read from disk, and neither has a path: Save asks where to
write it. The caller names them (the window says "Untitled" in the user's
language; this layer has no translations).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from battlemap.document.opened import OpenedScenario, open_new, open_scenario
from battlemap.schema import new_scenario


def sample_battle(path: str | Path, name: str, *, language: str | None = None) -> OpenedScenario:
    """A sample scenario file opened as a new, unsaved battle called `name` until saved;
    a bundled sample in `language`'s words where it has them (`sample_words`)."""
    opened = open_scenario(path, language=language)
    return replace(opened, path=None, display_name=name)


def empty_battle(ruleset_id: str, kind: str, cols: int, rows: int, *, name: str,
                 orientation: str | None = None) -> OpenedScenario:
    """An empty `kind` map ("square" or "hex", flat-topped unless `orientation`) for a ruleset."""
    grid: dict[str, object] = {"kind": kind, "cols": cols, "rows": rows}
    if kind == "hex":
        grid["orientation"] = orientation or "flat"
    # Validated like an opened file, grid and terrain derived in the same one place.
    return open_new(new_scenario(ruleset_id, name=name, grid=grid), name)
