"""Terrain names and effects as the legend and status bar word them, in every interface language."""

from __future__ import annotations

import pytest

from battlemap import resources
from battlemap.engine.battle.terrain import TerrainType
from battlemap.schema import DEFAULT_TERRAIN, Names
from battlemap.schema.loading import load_ruleset
from battlemap.ui.words.languages import install_language
from battlemap.ui.words.terrain import (
    TERRAIN_NAMES,
    cover_word,
    movement_text,
    sight_text,
    terrain_name,
)


@pytest.fixture
def language(qapp):
    installed = []
    yield lambda code: installed.append(install_language(qapp, code))
    for done in reversed(installed):
        done.remove(qapp)


@pytest.mark.parametrize("ruleset_id", resources.ruleset_ids())
def test_every_bundled_terrain_name_has_a_translatable_entry(ruleset_id):
    ruleset = load_ruleset(resources.ruleset_file(ruleset_id))
    missing = {t.names["en"] for t in ruleset.terrain.values()} - set(TERRAIN_NAMES)
    assert not missing, f"add to battlemap/ui/words/terrain.py TERRAIN_NAMES: {sorted(missing)}"


def test_the_default_set_is_in_the_table():
    assert {entry["names"]["en"] for entry in DEFAULT_TERRAIN.values()} <= set(TERRAIN_NAMES)


def test_the_rulesets_own_name_in_the_interface_language_comes_first(language):
    kind = TerrainType("rough", names=Names({"en": "Debris", "ru": "Обломки"}), move_cost=2)
    assert terrain_name(kind) == "Debris"
    language("ru")
    assert terrain_name(kind) == "Обломки"


def test_a_name_without_an_entry_reads_as_the_file_writes_it():
    assert terrain_name(TerrainType("lava_pit")) == "lava pit"
    assert terrain_name(TerrainType("x", names=Names({"en": "Quicksand"}))) == "Quicksand"


@pytest.mark.parametrize("kind, move, cover, sight", [
    (TerrainType("open"), "normal", "none", "clear"),
    (TerrainType("trees", move_cost=2, cover="partial"), "cost x2", "partial", "clear"),
    (TerrainType("mud", move_cost=1.5), "cost x1.5", "none", "clear"),
    (TerrainType("wall", blocks_movement=True, blocks_sight=True, cover="full"), "impassable", "full", "blocks"),
], ids=["open", "trees", "mud", "wall"])
def test_what_terrain_does_in_words(kind, move, cover, sight):
    assert (movement_text(kind), cover_word(kind.cover), sight_text(kind)) == (move, cover, sight)
