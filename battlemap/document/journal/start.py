"""Where a battle's journal begins: the battle then, with the document's own parts.

A journal's records replay from its start; undo reaches back to it and no
further. It is the file as opened when the file had no journal, else the
file's `journal.start`; it stays the start across saves, so a battle reopened
days later still undoes back to where the journal began.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from battlemap.document.background import Background
from battlemap.document.saving import scenario_from_state
from battlemap.document.token_pictures import Pictures, file_reference, pictures_of
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.building import build_state
from battlemap.schema import Ruleset, Scenario


@dataclass(frozen=True)
class Start:
    """The battle as the journal began: its scenario (no journal), state, picture and token pictures."""

    scenario: Scenario
    state: BattleState
    background: Background | None
    pictures: Pictures
    #: `document(folder)` for each folder written to: the start never changes, and big maps
    #: take a while to write, so an autosave after every command writes it once.
    _documents: dict[Path, dict[str, Any]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, scenario: Scenario, ruleset: Ruleset, folder: Path | None, *,
           terrain: TerrainMap | None = None) -> Start:
        """The start a scenario read from `folder` makes (its journal, if any, left out);
        `terrain`: the scenario's terrain, when it is built already (see `build_state`)."""
        scenario = without_journal(scenario)
        return cls(scenario, build_state(scenario, ruleset, terrain=terrain),
                   Background.from_file(scenario.background, folder), pictures_of(scenario.tokens, folder))

    def document(self, folder: Path) -> dict[str, Any]:
        """The start as the `journal.start` of a file saved in `folder` (picture paths relative to it)."""
        if folder in self._documents:
            return self._documents[folder]
        background = self.background.file_entry(folder) if self.background else None
        images = {token_id: file_reference(reference, folder) for token_id, reference in self.pictures.items()}
        scenario = scenario_from_state(self.scenario, self.state, background=background, images=images)
        self._documents[folder] = scenario.model_dump(mode="json", exclude_defaults=True)
        return self._documents[folder]


def without_journal(scenario: Scenario) -> Scenario:
    """`scenario` as the battle it is now, its journal left out."""
    return scenario if scenario.journal is None else scenario.model_copy(update={"journal": None})
