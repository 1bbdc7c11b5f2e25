"""Read scenarios and rulesets: text -> raw dict -> migrated -> validated -> checked.

Each step adds to one list of problems; a LoadError carries all of them.
Loading never writes anything: a file that fails to load stays as it is.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from .limits import battle_size_problems
from .migrations import (
    CURRENT_VERSION,
    MIGRATIONS,
    RULESET_MIGRATIONS,
    RULESET_VERSION,
    Migration,
    migrate,
)
from .problems import LoadError, Problem, problems_from_validation
from .reading import Format, format_of, parse_document, read_bytes
from .ruleset import RULESET_FORMAT, Ruleset, with_default_tables
from .ruleset_checks import ruleset_problems
from .scenario import SCENARIO_FORMAT, Scenario
from .scenario_checks import scenario_problems
from .sections import Sections, sections_of_model, valid_sections
from .types import ID_PATTERN

#: Finds a ruleset by id (None when there is none); may raise LoadError.
RulesetResolver = Callable[[str], Ruleset | None]

_KINDS = {SCENARIO_FORMAT: "scenario", RULESET_FORMAT: "ruleset"}


def parse_scenario(
    text: str | bytes,
    *,
    source: str,
    fmt: Format | None = None,
    ruleset_resolver: RulesetResolver | None = None,
) -> Scenario:
    """A Scenario from JSON or TOML text; LoadError listing every problem.

    With a `ruleset_resolver`, the scenario is also checked against its
    ruleset (grid defaults, templates, sizes, weapons, stats, terrain ids).
    """
    raw = parse_document(text, source=source, fmt=fmt)
    return scenario_from_document(raw, source=source, ruleset_resolver=ruleset_resolver)


def load_scenario(
    path: str | os.PathLike[str], *, ruleset_resolver: RulesetResolver | None = None
) -> Scenario:
    """Read a scenario file (format by suffix); never writes anything."""
    data = read_bytes(path)
    return parse_scenario(
        data, source=str(path), fmt=format_of(path), ruleset_resolver=ruleset_resolver
    )


def parse_ruleset(text: str | bytes, *, source: str, fmt: Format | None = None) -> Ruleset:
    """A Ruleset from TOML (or JSON) text; LoadError listing every problem."""
    return ruleset_from_document(parse_document(text, source=source, fmt=fmt), source=source)


def load_ruleset(path: str | os.PathLike[str]) -> Ruleset:
    """Read a ruleset file; never writes anything."""
    return parse_ruleset(read_bytes(path), source=str(path), fmt=format_of(path))


def scenario_from_document(
    raw: dict[str, Any], *, source: str, ruleset_resolver: RulesetResolver | None = None
) -> Scenario:
    """Validate a parsed scenario document (see parse_scenario)."""
    raw = _prepare(raw, SCENARIO_FORMAT, source, CURRENT_VERSION, MIGRATIONS)
    problems: list[Problem] = []
    ruleset = _resolve_ruleset(raw.get("ruleset"), source, ruleset_resolver, problems)
    default_grid = (ruleset.grid.cols, ruleset.grid.rows) if ruleset is not None else (None, None)
    too_big = battle_size_problems(raw, source=source, default_grid=default_grid)
    if too_big:  # refused before validation: checking a battle too big to open costs what the limits spare
        raise LoadError([*problems, *too_big])
    scenario, parts = _validate(Scenario, raw, source, problems)
    problems += scenario_problems(parts, ruleset, source=source, token_ids=_raw_token_ids(raw))
    if isinstance(scenario, Scenario) and scenario.journal is not None:
        problems += _journal_start_problems(scenario, raw, ruleset, source)
    if problems:
        raise LoadError(problems)
    assert isinstance(scenario, Scenario)
    return scenario


def _journal_start_problems(scenario: Scenario, raw: dict[str, Any], ruleset: Ruleset | None,
                            source: str) -> list[Problem]:
    """The journal's start checked like a file of its own (same ruleset), its paths under `journal.start`."""
    start = scenario.journal.start  # type: ignore[union-attr]
    if start.ruleset != scenario.ruleset:
        return [Problem(source, "journal.start.ruleset",
                        f"the journal starts from ruleset {start.ruleset!r}, the battle plays {scenario.ruleset!r}")]
    raw_start = raw.get("journal", {}).get("start", {})
    found = scenario_problems(sections_of_model(start), ruleset, source=source,
                              token_ids=_raw_token_ids(raw_start))
    return [Problem(p.file, f"journal.start.{p.path}" if p.path else "journal.start", p.message)
            for p in found]


def ruleset_from_document(raw: dict[str, Any], *, source: str) -> Ruleset:
    """Validate a parsed ruleset document (see parse_ruleset)."""
    raw = _prepare(raw, RULESET_FORMAT, source, RULESET_VERSION, RULESET_MIGRATIONS)
    raw = with_default_tables(raw)
    problems: list[Problem] = []
    ruleset, parts = _validate(Ruleset, raw, source, problems)
    problems += ruleset_problems(parts, source)
    if problems:
        raise LoadError(problems)
    assert isinstance(ruleset, Ruleset)
    return ruleset


def _prepare(
    raw: dict[str, Any], expected: str, source: str, current: int, migrations: dict[int, Migration]
) -> dict[str, Any]:
    """Refuse the other kind of file; migrate when the version is a number.

    A missing or malformed `format` or `version` is left for validation to
    report, together with everything else.
    """
    found = raw.get("format")
    if found != expected and isinstance(found, str) and found in _KINDS:
        raise LoadError([Problem(source, "format", (
            f"this is a {_KINDS[found]} file (format \"{found}\"), not a {_KINDS[expected]}"))])
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool):
        raw = migrate(raw, source=source, current=current, migrations=migrations)
    journal = raw.get("journal")
    if expected == SCENARIO_FORMAT and isinstance(journal, dict) and isinstance(journal.get("start"), dict):
        # The journal's start is a scenario document of its own: it steps up with the file.
        start = _prepare(journal["start"], expected, f"{source}: journal.start", current, migrations)
        if start is not journal["start"]:
            raw = {**raw, "journal": {**journal, "start": start}}
    return raw


def _validate(
    model: type[BaseModel], raw: dict[str, Any], source: str, problems: list[Problem]
) -> tuple[BaseModel | None, Sections]:
    """The model (None if invalid) and its valid sections for cross checks."""
    try:
        instance = model.model_validate(raw)
    except ValidationError as error:
        problems += problems_from_validation(error, source=source, model=model)
        return None, valid_sections(model, raw)
    return instance, sections_of_model(instance)


def _resolve_ruleset(
    ruleset_id: Any, source: str, resolver: RulesetResolver | None, problems: list[Problem]
) -> Ruleset | None:
    if resolver is None or not isinstance(ruleset_id, str):
        return None
    if not re.match(ID_PATTERN, ruleset_id):
        return None  # validation reports the id; never hand a path to the resolver
    try:
        ruleset = resolver(ruleset_id)
    except LoadError as error:
        problems.append(Problem(source, "ruleset", f"ruleset '{ruleset_id}' does not load:"))
        problems.extend(error.problems)
        return None
    if ruleset is None:
        problems.append(Problem(source, "ruleset", f"unknown ruleset '{ruleset_id}'"))
    return ruleset


def _raw_token_ids(raw: dict[str, Any]) -> dict[int, str]:
    """Ids of all tokens as written (index -> id), so a broken token's id still counts."""
    tokens = raw.get("tokens")
    if not isinstance(tokens, list):
        return {}
    return {
        i: t["id"] for i, t in enumerate(tokens) if isinstance(t, dict) and isinstance(t.get("id"), str)
    }
