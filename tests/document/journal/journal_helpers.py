"""Helpers of the journal tests: small battles that every builder can work on, and what a file holds."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from tests.document.doc_helpers import CORRIDOR, LANE, write_scenario  # noqa: F401 (CORRIDOR: shared on)

from battlemap import resources
from battlemap.document.battle import BattleDocument

#: LANE with a door on an edge, a wall on another, a zone and a picture in the crossbowmen's disc:
#: something for every builder to change.
WORKSHOP = {
    **LANE,
    "name": "Workshop",
    "terrain": {**LANE["terrain"], "edges": [{"between": [[5, 1], [6, 1]], "type": "door"},
                                             {"between": [[5, 3], [6, 3]], "type": "wall"}]},
    "zones": [{"id": "ford", "name": "The ford", "cells": [[6, 1], [7, 1]]}],
}

#: A d20 corridor: blue knights (cavalry) west of red spearmen; riding past them provokes
#: an opportunity attack (tests/document/test_reactions.py).

#: The bundled sample battles, by name.
SAMPLES = ("d20-skirmish", "fallout-alley", "gurps-duel", "yze-zones")


def open_in(folder: Path, document: dict | str, name: str = "battle.json") -> BattleDocument:
    """Open a scenario dict, or a bundled sample by name, from a copy in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(document, str):
        path = folder / name
        shutil.copy(resources.scenario_file(f"{document}.json"), path)
    else:
        path = write_scenario(folder, document, name)
    return BattleDocument.open(path, data_folder=folder / "data")


def picture(folder: Path, name: str = "map.png") -> Path:
    """A (tiny) picture file in `folder`/pictures, made on first use."""
    path = folder / "pictures" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        path.write_bytes(b"\x89PNG\r\n\x1a\n")
    return path


def file_json(document: BattleDocument, target: Path) -> dict[str, Any]:
    """The file `document.save(target)` would write, as JSON data (journal included)."""
    return document.scenario_for(target).model_dump(mode="json", exclude_defaults=True)


def top_level(document: BattleDocument, target: Path) -> dict[str, Any]:
    """The battle the file at `target` would hold, its journal left out."""
    return {k: v for k, v in file_json(document, target).items() if k != "journal"}


def read_json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))
