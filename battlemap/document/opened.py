"""Opening a scenario: the file, its ruleset, its grid and terrain, together.

This is what the window shows and what the engine's battle state is built
from. Opening never writes anything; a file that fails to load raises
LoadError listing every problem.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.document.sample_words import sample_words, with_words
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.grid import Grid, make_grid
from battlemap.schema import (
    GridSpec, LoadError, Problem, Ruleset, Scenario, load_scenario, parse_scenario, resolved_grid,
    scenario_from_document,
)
from battlemap.schema.reading import parse_document, read_bytes


@dataclass(frozen=True)
class OpenedScenario:
    """A loaded scenario with everything derived from it that views need."""

    scenario: Scenario
    ruleset: Ruleset
    grid_spec: GridSpec
    grid: Grid
    terrain: TerrainMap
    path: Path | None  # None: the bundled default, which Save must not overwrite
    display_name: str


def open_scenario(path: str | Path | None = None, *, language: str | None = None) -> OpenedScenario:
    """Load a scenario file, or the bundled default when `path` is None.

    With a `language`, a bundled sample (the default, or a sample's own file) opens in that
    language's words where it has them (`sample_words`); any other file opens as written.
    """
    if path is None:
        entry = resources.default_scenario_file()
        return _derive(_sample(entry.read_bytes(), entry.name, language), None, entry.name)
    file = Path(path)
    if language is not None and resources.is_bundled_sample(file):
        # No path: Save must not write the translation over the bundled English file.
        return _derive(_sample(read_bytes(file), file.name, language), None, file.name)
    scenario = load_scenario(file, ruleset_resolver=resolve_ruleset)
    return _derive(scenario, file, file.name)


def _sample(data: bytes, name: str, language: str | None) -> Scenario:
    """A bundled sample's scenario, in `language`'s words when it has them."""
    words = sample_words(name, language)
    if words is None:
        return parse_scenario(data, source=name, ruleset_resolver=resolve_ruleset)
    raw = with_words(parse_document(data, source=name), words)
    return scenario_from_document(raw, source=name, ruleset_resolver=resolve_ruleset)


def open_new(scenario: Scenario, name: str = "Untitled") -> OpenedScenario:
    """A scenario built in memory (File > New), validated exactly like a file being opened.

    It has no path: Save asks where to write it. LoadError lists every problem.
    """
    checked = scenario_from_document(
        scenario.model_dump(mode="json", exclude_defaults=True), source=name,
        ruleset_resolver=resolve_ruleset,
    )
    return _derive(checked, None, name)


def _derive(scenario: Scenario, path: Path | None, name: str) -> OpenedScenario:
    ruleset = resolve_ruleset(scenario.ruleset)
    if ruleset is None:  # parse_scenario reports this; kept for a clear error anyway
        raise LoadError((Problem(name, "ruleset", f"unknown ruleset {scenario.ruleset!r}"),))
    spec = resolved_grid(scenario, ruleset)
    grid = make_grid(
        spec.kind, spec.cols, spec.rows,
        orientation=spec.orientation or "flat", diagonal=spec.diagonal,
    )
    terrain = TerrainMap.from_scenario(scenario, ruleset, grid)
    # The first drag asks the grid for cells by index: their table is made now, while the
    # collector is held off (see collector_paused), not as a second's stall on the first press
    # of a 500 x 500 map.
    grid.cells()
    return OpenedScenario(scenario, ruleset, spec, grid, terrain, path, name)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector held off while a battle is built.

    Opening a big map makes millions of small tuples (the grid's neighbour
    table, the terrain's), none of them garbage, and the collector would walk
    every one of them again each time a few thousand more pile up: on
    500 x 500 cells that was a third of the time to open. Cycles the opening
    leaves behind are collected once the collector is back on.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
