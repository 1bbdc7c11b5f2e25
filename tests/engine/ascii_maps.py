"""Positions as ASCII maps: a tiny parser turning text into a scenario.

    ..#.
    .A.b

Each character is a cell (row by row, offset [col, row] coordinates). A
terrain character of the default legend (`.` open, `#` wall, `+` low wall,
`~` rough, `D` door, `w` water, `T` trees) is terrain; any other letter is a
token on open ground whose id is the letter: uppercase letters are side
"blue", lowercase side "red". `tokens` adds fields per token id.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.schema import DEFAULT_LEGEND, scenario_from_document

FIXTURES = Path(__file__).parent / "fixtures"


def scenario_dict(
    text: str,
    ruleset: str,
    *,
    tokens: dict[str, dict[str, Any]] | None = None,
    grid: dict[str, Any] | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """A scenario document for the map drawn in `text` under bundled `ruleset`."""
    rows = [line.strip() for line in text.strip().splitlines()]
    terrain_rows, placed = [], []
    for r, line in enumerate(rows):
        terrain = []
        for c, char in enumerate(line):
            if char in DEFAULT_LEGEND:
                terrain.append(char)
                continue
            terrain.append(".")
            side = "blue" if char.isupper() else "red"
            token = {"id": char, "side": side, "at": [c, r]}
            token.update((tokens or {}).get(char, {}))
            placed.append(token)
        terrain_rows.append("".join(terrain))
    return {
        "format": "battlemap-scenario",
        "version": 1,
        "ruleset": ruleset,
        "grid": {"cols": len(rows[0]), "rows": len(rows), **(grid or {})},
        "terrain": {"rows": terrain_rows},
        "tokens": placed,
        **fields,
    }


def battle(text: str, ruleset: str, **options: Any) -> BattleState:
    """The battle state of an ASCII map under a bundled ruleset."""
    document = scenario_dict(text, ruleset, **options)
    scenario = scenario_from_document(document, source="<ascii>", ruleset_resolver=bundled_ruleset)
    return build_state(scenario, bundled_ruleset(ruleset))


def fixture_map(name: str) -> str:
    """The text of `fixtures/<name>.txt`."""
    return (FIXTURES / f"{name}.txt").read_text(encoding="utf-8")
