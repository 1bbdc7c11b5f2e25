"""`battlemap check FILE`: load any Battlemap file and say what it is or what is wrong.

The kind of file comes from its `format` field, not its name, so a ruleset
saved as `.json` or a scenario written in TOML is checked all the same.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .loading import RulesetResolver, ruleset_from_document, scenario_from_document
from .problems import LoadError, Problem
from .reading import format_of, parse_document, read_bytes
from .resolve import resolved_grid
from .ruleset import RULESET_FORMAT, Ruleset
from .scenario import SCENARIO_FORMAT, Scenario

Kind = Literal["scenario", "ruleset", "unknown"]


@dataclass(frozen=True)
class CheckResult:
    """What `check_file` found: the kind, a one-line summary, every problem."""

    file: str
    #: "unknown" when the file is unreadable or its `format` names neither kind.
    kind: Kind
    ok: bool
    summary: str
    problems: tuple[Problem, ...]


def check_file(
    path: str | os.PathLike[str], *, ruleset_resolver: RulesetResolver | None = None
) -> CheckResult:
    """Load a scenario or ruleset file and summarize it, or list its problems."""
    source, name = str(path), Path(path).name
    kind: Kind = "unknown"
    try:
        raw = parse_document(read_bytes(path), source=source, fmt=format_of(path))
        kind = _kind_of(raw.get("format"))
        if kind == "ruleset":
            summary = ruleset_summary(name, ruleset_from_document(raw, source=source))
        elif kind == "scenario":
            scenario = scenario_from_document(raw, source=source, ruleset_resolver=ruleset_resolver)
            summary = scenario_summary(name, scenario, _lookup(ruleset_resolver, scenario.ruleset))
        else:
            raise LoadError([Problem(source, "format", (
                f'expected "{SCENARIO_FORMAT}" or "{RULESET_FORMAT}", '
                f"got {raw.get('format')!r}"))])
    except LoadError as error:
        count = len(error.problems)
        what = f"{kind}, " if kind != "unknown" else ""
        summary = f"{name}: {what}{count} problem{'s' if count != 1 else ''}"
        return CheckResult(source, kind, False, summary, error.problems)
    return CheckResult(source, kind, True, summary, ())


def _kind_of(value: object) -> Kind:
    if value == SCENARIO_FORMAT:
        return "scenario"
    if value == RULESET_FORMAT:
        return "ruleset"
    return "unknown"


def _lookup(resolver: RulesetResolver | None, ruleset_id: str) -> Ruleset | None:
    return resolver(ruleset_id) if resolver is not None else None


def scenario_summary(name: str, scenario: Scenario, ruleset: Ruleset | None) -> str:
    """`d20-skirmish.json: scenario 'Ford skirmish', d20-mass, square 24x16, 8 tokens (2 sides)`."""
    title = f"'{scenario.name}'" if scenario.name else "(unnamed)"
    if ruleset is not None:
        grid = resolved_grid(scenario, ruleset)
        kind, cols, rows, orientation = grid.kind, grid.cols, grid.rows, grid.orientation
    else:
        given = scenario.grid
        kind, cols, rows = given.kind or "grid", given.cols or "?", given.rows or "?"
        orientation = given.orientation
    shape = f"{kind} {orientation} {cols}x{rows}" if orientation else f"{kind} {cols}x{rows}"
    tokens = len(scenario.tokens)
    sides = len({t.side for t in scenario.tokens})
    return (
        f"{name}: scenario {title}, {scenario.ruleset}, {shape}, "
        f"{tokens} token{'s' if tokens != 1 else ''} ({sides} side{'s' if sides != 1 else ''})"
    )


def ruleset_summary(name: str, ruleset: Ruleset) -> str:
    """`d20-mass.toml: ruleset d20-mass (d20 mass combat), 9 sizes, 8 terrain types`."""
    return (
        f"{name}: ruleset {ruleset.id} ({ruleset.names['en']}), "
        f"{len(ruleset.sizes)} sizes, {len(ruleset.terrain)} terrain types"
    )
