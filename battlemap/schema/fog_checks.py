"""Cross-field checks of a scenario's fog of war: its cells on the map.

`scenario_checks.scenario_problems` calls `fog_problems` with its context;
each finding is (field path, message), so a problem reads
`fog.explored[4]: [40, 3] is off the map (...)`.
"""

from __future__ import annotations

from collections.abc import Iterator

Finding = tuple[tuple[str | int, ...], str]

CELL_FIELDS = ("explored", "revealed", "hidden")


def fog_problems(context) -> Iterator[Finding]:
    """Cells off the map, each named by its field path."""
    fog = context.parts.get("fog") if "fog" in context.parts.complete else None
    if fog is None:
        return
    # A side whose last token fell (or is still to be placed) keeps its fog: sides are not checked
    # against the tokens, or a battle saved after a rout would never open again.
    for name in CELL_FIELDS:
        for index, cell in enumerate(getattr(fog, name)):
            if not context.on_map(cell):
                yield ("fog", name, index), context.off_map(cell)
