"""File boundary: pydantic models of scenario and ruleset files, their readers,
writer, versions and migrations, and validation that reports every problem.

The contract is SCENARIO-FORMAT.md. Nothing here imports the engine, the
document or Qt, nor finds bundled files: callers pass paths and a ruleset
resolver (battlemap.resources is the door to bundled rulesets).
"""

from .check import CheckResult, check_file, ruleset_summary, scenario_summary
from .limits import (
    MAX_CELLS,
    MAX_EDGES,
    MAX_GRID_SIDE,
    MAX_ITEMS,
    MAX_RECORDS,
    MAX_TOKENS,
    MAX_ZONE_CELLS,
    MAX_ZONES,
)
from .loading import (
    RulesetResolver,
    load_ruleset,
    load_scenario,
    parse_ruleset,
    parse_scenario,
    ruleset_from_document,
    scenario_from_document,
)
from .migrations import CURRENT_VERSION, MIGRATIONS, RULESET_MIGRATIONS, RULESET_VERSION
from .problems import LoadError, Problem
from .resolve import (
    GridSpec,
    ResolvedToken,
    effective_legend,
    resolve_token,
    resolved_grid,
    terrain_ids,
    token_template,
)
from .ruleset import (
    DEFAULT_LEGEND,
    DEFAULT_POSTURE,
    DEFAULT_SIZE,
    DEFAULT_TERRAIN,
    RULESET_FORMAT,
    Movement,
    Option,
    Posture,
    Ruleset,
    RulesetGrid,
    Size,
    StatDef,
    Template,
    TerrainType,
    Weapon,
)
from .scenario import (
    SCENARIO_FORMAT,
    Combat,
    Fog,
    GridSettings,
    Overwatch,
    Scenario,
    Side,
    Terrain,
    Token,
    TokenState,
    Wait,
    Zone,
    new_scenario,
)
from .types import Names
from .writing import atomic_write_bytes, atomic_write_text, dump_scenario, save_scenario

_LAZY = {"ruleset_json_schema", "ruleset_schema_text", "write_ruleset_schema"}


def __getattr__(name: str):
    """The JSON Schema helpers load on first use, so that
    `python -m battlemap.schema.jsonschema` does not import its own module twice."""
    if name in _LAZY:
        from . import jsonschema

        return getattr(jsonschema, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "CURRENT_VERSION", "DEFAULT_LEGEND", "DEFAULT_POSTURE", "DEFAULT_SIZE", "DEFAULT_TERRAIN",
    "MAX_CELLS", "MAX_EDGES", "MAX_GRID_SIDE", "MAX_ITEMS", "MAX_RECORDS", "MAX_TOKENS", "MAX_ZONE_CELLS",
    "MAX_ZONES", "MIGRATIONS", "RULESET_FORMAT", "RULESET_MIGRATIONS", "RULESET_VERSION",
    "SCENARIO_FORMAT", "CheckResult", "Combat", "Fog", "GridSettings", "GridSpec", "LoadError",
    "Movement", "Names", "Option", "Overwatch", "Posture", "Problem", "ResolvedToken",
    "Ruleset", "RulesetGrid", "RulesetResolver", "Scenario", "Side", "Size", "StatDef", "Template",
    "Terrain", "TerrainType", "Token", "TokenState", "Wait", "Weapon", "Zone",
    "atomic_write_bytes", "atomic_write_text", "check_file", "dump_scenario", "effective_legend", "load_ruleset",
    "load_scenario", "new_scenario", "parse_ruleset", "parse_scenario", "resolve_token",
    "resolved_grid", "ruleset_from_document", "ruleset_json_schema", "ruleset_schema_text",
    "ruleset_summary", "save_scenario", "scenario_from_document", "scenario_summary",
    "terrain_ids", "token_template", "write_ruleset_schema",
]
