"""Cross-field checks of a scenario's fog of war: its sides against the tokens, its cells on the map.

`scenario_checks.scenario_problems` calls `fog_problems` with its context;
each finding is (field path, message), so a problem reads
`fog.sides[0]: no token has side 'green'` or `fog.explored[4]: [40, 3] is off the map (...)`.
"""

from __future__ import annotations

from collections.abc import Iterator

Finding = tuple[tuple[str | int, ...], str]

CELL_FIELDS = ("explored", "revealed", "hidden")


def fog_problems(context) -> Iterator[Finding]:
    """Sides no token has and cells off the map, each named by its field path."""
    fog = context.parts.get("fog") if "fog" in context.parts.complete else None
    if fog is None:
        return
    tokens = context.parts.get("tokens", {})
    if "tokens" in context.parts.complete:
        sides = {token.side for token in tokens.values()}
        for index, side in enumerate(fog.sides):
            if side not in sides:
                yield ("fog", "sides", index), f"no token has side '{side}'"
    for name in CELL_FIELDS:
        for index, cell in enumerate(getattr(fog, name)):
            if not context.on_map(cell):
                yield ("fog", name, index), context.off_map(cell)
