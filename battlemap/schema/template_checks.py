"""Cross-field checks of a scenario's area templates: unique ids, cells on the map, a cone or a
line aimed at a cell other than its own.

`scenario_checks.scenario_problems` calls `template_problems` with its context; each finding is
(field path, message), so a problem reads `templates[1].toward: a cone needs ...`.
"""

from __future__ import annotations

from collections.abc import Iterator

Finding = tuple[tuple[str | int, ...], str]


def template_problems(context) -> Iterator[Finding]:
    """Duplicate template ids, cells off the map, pointed shapes without a direction."""
    seen: dict[str, int] = {}
    for index, template in sorted(context.parts.get("templates", {}).items()):
        if template.id in seen:
            yield ("templates", index, "id"), (
                f"duplicate template id '{template.id}' (also templates[{seen[template.id]}])")
        seen.setdefault(template.id, index)
        if not context.on_map(template.origin):
            yield ("templates", index, "from"), context.off_map(template.origin)
        if template.toward is not None and not context.on_map(template.toward):
            yield ("templates", index, "toward"), context.off_map(template.toward)
        if template.shape in ("cone", "line") and (
                template.toward is None or tuple(template.toward) == tuple(template.origin)):
            yield ("templates", index, "toward"), (
                f"a {template.shape} needs a toward cell other than its from cell (where it points)")
        if template.angle is not None and template.shape != "cone":
            yield ("templates", index, "angle"), f"only a cone has an angle, not a {template.shape}"
        if template.width is not None and template.shape != "line":
            yield ("templates", index, "width"), f"only a line has a width, not a {template.shape}"
