"""What a scenario means once its ruleset fills in the gaps.

A scenario file leaves grid fields and token fields out when the ruleset or a
template supplies them. These functions give the complete values the engine
works with: the grid, the legend, the terrain id of every cell, and each
token's size, count, posture, stats and weapons.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .ruleset import DEFAULT_LEGEND, DEFAULT_POSTURE, DEFAULT_SIZE, Ruleset, Template
from .scenario import Scenario, Token


@dataclass(frozen=True)
class GridSpec:
    """A complete grid: kind, hex orientation (None on squares), size, scale."""

    kind: str
    orientation: str | None
    cols: int
    rows: int
    cell: float
    unit: str
    #: How a diagonal step counts on a square grid (ruleset's choice).
    diagonal: str


def resolved_grid(scenario: Scenario, ruleset: Ruleset) -> GridSpec:
    """The scenario's grid with every missing field taken from the ruleset."""
    given, default = scenario.grid, ruleset.grid
    kind = given.kind or default.kind
    orientation = None
    if kind == "hex":
        orientation = given.orientation or default.orientation or "flat"
    return GridSpec(
        kind=kind,
        orientation=orientation,
        cols=given.cols or default.cols,
        rows=given.rows or default.rows,
        cell=given.cell if given.cell is not None else default.cell,
        unit=given.unit or default.unit,
        diagonal=default.diagonal,
    )


def effective_legend(scenario: Scenario, ruleset: Ruleset | None = None) -> dict[str, str]:
    """Character -> terrain id: the file's legend over the ruleset's over the default."""
    base = ruleset.legend if ruleset is not None else DEFAULT_LEGEND
    legend = dict(base)
    if scenario.terrain is not None:
        legend.update(scenario.terrain.legend)
    return legend


def terrain_ids(scenario: Scenario, ruleset: Ruleset) -> tuple[tuple[str, ...], ...]:
    """Terrain id of every cell, row by row (all "open" where the map is silent).

    Assumes a scenario that loaded cleanly: rows match the grid and every
    character is in the legend.
    """
    grid = resolved_grid(scenario, ruleset)
    legend = effective_legend(scenario, ruleset)
    rows = scenario.terrain.rows if scenario.terrain is not None else ()
    if not rows:
        return tuple(("open",) * grid.cols for _ in range(grid.rows))
    return tuple(tuple(legend[ch] for ch in row) for row in rows)


def token_template(token: Token, ruleset: Ruleset) -> Template | None:
    """The token's template; without template and stats, the ruleset's default."""
    if token.template is not None:
        return ruleset.templates.get(token.template)
    if not token.stats and ruleset.default_template is not None:
        return ruleset.templates.get(ruleset.default_template)
    return None


@dataclass(frozen=True)
class ResolvedToken:
    """A token's effective values: its own fields over its template over defaults."""

    size: str
    count: int
    posture: str
    #: Ruleset stat defaults, then the template's stats, then the token's.
    stats: Mapping[str, int | float | str | bool]
    weapons: tuple[str, ...]
    readied: tuple[str, ...]


def resolve_token(token: Token, ruleset: Ruleset) -> ResolvedToken:
    """Fill the token's missing fields from its template and the ruleset."""
    template = token_template(token, ruleset)
    stats = {k: s.default for k, s in ruleset.stats.items() if s.default is not None}
    if template is not None:
        stats.update(template.stats)
    stats.update(token.stats)
    weapons = token.weapons if token.weapons is not None else (
        template.weapons if template is not None else ()
    )
    if token.readied is not None:
        readied = token.readied
    else:
        inherited = template.readied if template is not None else ()
        readied = tuple(w for w in inherited if w in weapons)
    return ResolvedToken(
        size=token.size or (template.size if template is not None else DEFAULT_SIZE),
        count=token.count or (template.count if template is not None else 1),
        posture=token.posture or DEFAULT_POSTURE,
        stats=MappingProxyType(stats),
        weapons=tuple(weapons),
        readied=tuple(readied),
    )
