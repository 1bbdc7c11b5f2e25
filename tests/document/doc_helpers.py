"""Helpers of the document tests: small scenario documents, cells, signal recorders."""

from __future__ import annotations

import json
from pathlib import Path

from battlemap.document.battle import BattleDocument

#: A 10 x 5 open field in d20 mass combat: blue spearmen (speed 4) west of a red
#: spear troop; red archers (no melee) further east. Row 2 is the lane.
#: Blue knights ride down a walled corridor past Red spearmen (an opportunity attack waits).
CORRIDOR = {
    "format": "battlemap-scenario", "version": 1, "name": "corridor", "ruleset": "d20-mass",
    "grid": {"cols": 9, "rows": 3},
    "terrain": {"rows": ["#########", ".........", "#########"]},
    "tokens": [
        {"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 1], "template": "cavalry"},
        {"id": "spears", "name": "Red spearmen", "side": "red", "at": [2, 1], "template": "spearmen"},
    ],
    "seed": 7,
}


LANE = {
    "format": "battlemap-scenario",
    "version": 1,
    "name": "Lane",
    "ruleset": "d20-mass",
    "grid": {"kind": "square", "cols": 10, "rows": 5},
    "terrain": {"rows": [
        "..........",
        "......~...",
        "..........",
        "....D.....",
        "....#.....",
    ]},
    "tokens": [
        {"id": "blue", "name": "Blue spearmen", "side": "blue", "at": [1, 2],
         "template": "spearmen", "stats": {"speed": 4}},
        {"id": "red", "name": "Red spearmen", "side": "red", "at": [3, 2],
         "template": "spearmen"},
        {"id": "xbow", "name": "Red crossbowmen", "side": "red", "at": [8, 0],
         "template": "crossbowmen"},
    ],
    "combat": {"round": 1, "order": ["blue", "red", "xbow"], "active": "blue"},
    "seed": 7,
}


def write_scenario(folder: Path, document: dict, name: str = "battle.json") -> Path:
    """Write a scenario dict as a JSON file and return its path."""
    path = folder / name
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def at(doc: BattleDocument, col: int, row: int):
    """The internal cell of file coordinates [col, row]."""
    return doc.state.grid.from_offset(col, row)


def offsets(doc: BattleDocument, cells) -> list[tuple[int, int]]:
    return [doc.state.grid.to_offset(c) for c in cells]


class Recorder:
    """Collects every emission of one document signal."""

    def __init__(self, signal) -> None:
        self.values: list = []
        signal.connect(self.values.append)
