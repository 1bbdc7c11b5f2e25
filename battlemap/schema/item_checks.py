"""Cross-field checks of the items lying on a scenario's map: unique ids, on the map.

`scenario_checks.scenario_problems` calls `item_problems` with its context
(the valid parts, `on_map`, `off_map`); each finding is (field path, message),
so a problem reads `items[2].at: [40, 3] is off the map (...)`.
"""

from __future__ import annotations

from collections.abc import Iterator

Finding = tuple[tuple[str | int, ...], str]


def item_problems(context) -> Iterator[Finding]:
    """Duplicate item ids and items off the map, each named by its field path."""
    seen: dict[str, int] = {}
    for index, item in sorted(context.parts.get("items", {}).items()):
        if item.id in seen:
            yield ("items", index, "id"), f"duplicate item id '{item.id}' (also items[{seen[item.id]}])"
        seen.setdefault(item.id, index)
        if not context.on_map(item.at):
            yield ("items", index, "at"), context.off_map(item.at)
