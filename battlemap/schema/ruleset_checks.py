"""Cross references inside a ruleset: legend -> terrain, templates -> sizes and
weapons, default template, the sizes and postures tokens fall back to.

Each check reads only the tables that validated completely (see
`sections.Sections.complete`), so a broken table is reported once by pydantic
and not again as a flood of unknown references.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .limits import too_many_cells
from .problems import Problem, join_path
from .ruleset import DEFAULT_POSTURE, DEFAULT_SIZE, StatDef, Template, stat_value_error
from .sections import Sections


def ruleset_problems(parts: Sections, source: str) -> list[Problem]:
    """Every broken cross reference of a ruleset, with its field path."""
    found = [
        *_grid_problems(parts),
        *_legend_problems(parts),
        *_fallback_problems(parts),
        *_template_problems(parts),
        *_default_template_problems(parts),
    ]
    return [Problem(source, join_path(path), message) for path, message in found]


Finding = tuple[tuple[str | int, ...], str]


def _grid_problems(parts: Sections) -> Iterator[Finding]:
    """The default grid within the limits: a scenario leaving its grid out gets this one."""
    if "grid" in parts.complete:
        grid = parts.get("grid")
        too_big = too_many_cells(grid.cols, grid.rows)
        if too_big is not None:
            yield ("grid",), too_big


def _legend_problems(parts: Sections) -> Iterator[Finding]:
    if "terrain" not in parts.complete:
        return
    terrain = parts.get("terrain", {})
    for char, terrain_id in parts.get("legend", {}).items():
        if terrain_id not in terrain:
            yield ("legend", char), f"terrain '{terrain_id}' is not in the terrain table" + known_names(
                terrain
            )


def _fallback_problems(parts: Sections) -> Iterator[Finding]:
    sizes = parts.get("sizes", {})
    if "sizes" in parts.complete and DEFAULT_SIZE not in sizes:
        yield ("sizes",), f"needs a '{DEFAULT_SIZE}' size (the size of tokens that name none)"
    postures = parts.get("postures", {})
    if "postures" in parts.complete and postures and DEFAULT_POSTURE not in postures:
        yield ("postures",), f"needs a '{DEFAULT_POSTURE}' posture (the posture of tokens that name none)"


def _template_problems(parts: Sections) -> Iterator[Finding]:
    for key, template in parts.get("templates", {}).items():
        yield from template_reference_problems(
            template,
            ("templates", key),
            sizes=parts.get("sizes") if "sizes" in parts.complete else None,
            weapons=parts.get("weapons") if "weapons" in parts.complete else None,
            stats=parts.get("stats") if "stats" in parts.complete else None,
        )


def template_reference_problems(
    template: Template,
    at: tuple[str | int, ...],
    *,
    sizes: Mapping | None,
    weapons: Mapping | None,
    stats: Mapping[str, StatDef] | None,
) -> Iterator[Finding]:
    """A template's size, weapons, readied weapons and stats against the tables."""
    # A missing default size is reported once, by _fallback_problems.
    if sizes is not None and template.size not in sizes and template.size != DEFAULT_SIZE:
        yield (*at, "size"), f"size '{template.size}' is not in the sizes table" + known_names(sizes)
    for i, weapon in enumerate(template.weapons):
        if weapons is not None and weapon not in weapons:
            yield (*at, "weapons", i), f"weapon '{weapon}' is not in the weapons table" + known_names(
                weapons
            )
    for i, weapon in enumerate(template.readied):
        if weapon not in template.weapons:
            yield (*at, "readied", i), f"readied weapon '{weapon}' is not among the template's weapons"
    if stats is not None:
        yield from stat_problems(template.stats, stats, (*at, "stats"))


def stat_problems(
    values: Mapping[str, object], stats: Mapping[str, StatDef], at: tuple[str | int, ...]
) -> Iterator[Finding]:
    """Stat values checked against the ruleset's stat table (name, type, bounds)."""
    for name, value in values.items():
        definition = stats.get(name)
        if definition is None:
            yield (*at, name), f"unknown stat '{name}'" + known_names(stats)
            continue
        error = stat_value_error(definition, value)
        if error:
            yield (*at, name), error


def _default_template_problems(parts: Sections) -> Iterator[Finding]:
    name = parts.get("default_template")
    if name is None or "templates" not in parts.complete:
        return
    templates = parts.get("templates", {})
    if name not in templates:
        yield ("default_template",), f"template '{name}' is not in the templates table" + known_names(
            templates
        )


def known_names(table: Mapping) -> str:
    """`(known: a, b, c)` for messages, shortened for long tables."""
    names = sorted(str(k) for k in table)
    if not names:
        return " (the table is empty)"
    shown = ", ".join(names[:12])
    more = f", ... ({len(names)} in all)" if len(names) > 12 else ""
    return f" (known: {shown}{more})"


