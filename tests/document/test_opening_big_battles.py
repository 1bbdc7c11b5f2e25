"""Opening a big battle: a file beyond the limits is refused and left as it was; a file within
them is read once (its terrain built once, shared by the battle the window shows)."""

from __future__ import annotations

import gc
import json

import pytest

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.opened import collector_paused
from battlemap.schema import MAX_TOKENS, LoadError


def _too_many_tokens(tmp_path):
    document = json.loads(resources.scenario_file("d20-skirmish.json").read_text(encoding="utf-8"))
    document["grid"].update(cols=60, rows=50)
    document.pop("terrain", None)
    document["tokens"] = [{"id": f"t{i}", "side": "red", "at": [i % 60, i // 60], "template": "spearmen"}
                          for i in range(MAX_TOKENS + 1)]
    path = tmp_path / "big.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_a_battle_beyond_a_limit_is_refused_and_its_file_left_as_it_was(tmp_path):
    path = _too_many_tokens(tmp_path)
    text, stamp = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(LoadError, match="tokens: 2,001 tokens; at most 2,000 \\(the window opens battles"):
        BattleDocument.open(path)
    assert path.read_bytes() == text and path.stat().st_mtime_ns == stamp
    assert [p.name for p in tmp_path.iterdir()] == ["big.json"]


def test_the_battle_shown_reuses_the_terrain_the_file_was_opened_with():
    document = BattleDocument.open(None)
    assert document.state.terrain is document.opened.terrain
    assert document.state.grid is document.opened.terrain.grid


def test_opening_holds_the_collector_off_and_gives_it_back():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        BattleDocument.open(None)
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # it was off already: it stays off
    finally:
        gc.enable()


def test_a_battle_grown_past_a_limit_is_not_saved_over_its_file(tmp_path):
    document = json.loads(resources.scenario_file("d20-skirmish.json").read_text(encoding="utf-8"))
    document["grid"].update(cols=60, rows=50)
    document.pop("terrain", None)
    document.pop("combat", None)
    document["tokens"] = [{"id": f"t{i}", "side": "red", "at": [i % 60, i // 60], "template": "spearmen"}
                          for i in range(MAX_TOKENS)]
    path = tmp_path / "full.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    battle = BattleDocument.open(path)
    battle.apply(battle.place_token_command("spearmen", battle.state.grid.from_offset(5, 45), "blue"))
    text = path.read_bytes()
    with pytest.raises(LoadError, match="2,001 tokens; at most 2,000"):
        battle.save(path)
    assert path.read_bytes() == text and [p.name for p in tmp_path.iterdir()] == ["full.json"]


def test_an_opened_battle_knows_its_cells_by_index_before_the_first_drag():
    document = BattleDocument.open(None)
    grid = document.state.grid
    assert grid._cell_table is not None  # made while opening, not on the first press
    assert [grid.index(grid.cell(i)) for i in range(grid.size)] == list(range(grid.size))
