"""The largest battle the format allows opens in the window, headless, with all of it on the map."""

from __future__ import annotations

import json

import pytest

from battlemap.bench.largest import largest_battle
from battlemap.bench.maps import MOVER, TARGET
from battlemap.schema import MAX_ITEMS, MAX_TOKENS, MAX_ZONES

pytestmark = pytest.mark.gui


def test_the_largest_battle_opens_with_every_token_in_its_cell(open_window, tmp_path):
    document = largest_battle("square")
    path = tmp_path / "largest.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    window = open_window(path=str(path))
    scene = window.scene
    assert len(scene.token_items) == MAX_TOKENS
    assert "square grid 500x500" in window.statusBar().currentMessage()
    assert f"{MAX_TOKENS} tokens" in window.statusBar().currentMessage()
    layout, grid = scene.layout, window.state.grid
    written = {token["id"]: tuple(token["at"]) for token in document["tokens"]}
    for token_id in (MOVER, TARGET, document["tokens"][-1]["id"]):
        item = scene.token_items[token_id]
        assert grid.to_offset(layout.cell_at(item.pos().x(), item.pos().y())) == written[token_id]
    assert len(scene.features.zone_items) == MAX_ZONES
    assert len(scene.map_items.drawn) == MAX_ITEMS
    assert set(scene.features.edge_items) == {"wall", "low_wall", "door"}
    assert not window.view.viewport().grab().isNull()
