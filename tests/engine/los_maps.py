"""Helpers for line-of-fire tests: ruleset options and edge walls on an ASCII-map battle.

The maps themselves come from `ascii_maps` (terrain characters of the default
legend; letters are tokens, uppercase side "blue", lowercase side "red").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.state import BattleState
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.grid import Edge
from tests.engine.ascii_maps import battle


def with_options(state: BattleState, **options: Any) -> BattleState:
    """The state with some ruleset options overridden."""
    return replace(state, options={**state.options, **options})


def with_edges(state: BattleState, edges: dict[tuple[tuple[int, int], tuple[int, int]], str]) -> BattleState:
    """The state with walls drawn on edges: {((c, r), (c, r)): terrain id} in offset coordinates."""
    grid = state.grid
    ids = [state.terrain.terrain_id_at(i) for i in range(grid.size)]
    drawn = {
        Edge.of(grid.from_offset(*a), grid.from_offset(*b)): kind for (a, b), kind in edges.items()
    }
    terrain = TerrainMap.build(grid, bundled_ruleset(state.ruleset.id), ids, drawn)
    return replace(state, terrain=terrain)


def los_battle(text: str, ruleset: str = "d20-mass", **options: Any) -> BattleState:
    """An ASCII-map battle with line-of-fire options set (los_method, los_ties ...)."""
    return with_options(battle(text, ruleset), **options)
