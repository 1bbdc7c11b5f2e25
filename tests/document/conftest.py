"""Fixtures for the document layer: small scenario files on disk and open battles."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tests.document.doc_helpers import LANE, write_scenario

from battlemap.document.battle import BattleDocument


@pytest.fixture
def open_doc(tmp_path: Path) -> Callable[..., BattleDocument]:
    """Open a scenario dict (LANE by default) saved in a temporary folder."""

    def opener(document: dict | None = None, name: str = "battle.json") -> BattleDocument:
        path = write_scenario(tmp_path, document or LANE, name)
        return BattleDocument.open(path, data_folder=tmp_path / "data")

    return opener


@pytest.fixture
def lane(open_doc) -> BattleDocument:
    return open_doc()


@pytest.fixture
def skirmish(tmp_path: Path) -> BattleDocument:
    """The bundled default scenario (assets/scenarios/d20-skirmish.json)."""
    return BattleDocument.open(None, data_folder=tmp_path / "data")
