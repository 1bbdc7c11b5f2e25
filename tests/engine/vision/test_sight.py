"""Fields of view against the oracle: every cell traced with the engine's line of fire."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from battlemap.engine.battle.state import ZoneState
from battlemap.engine.vision import oracle_sees, seen_mask
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import los_battle, with_edges


def _random_text(rng: random.Random, cols: int, rows: int) -> str:
    def char() -> str:
        roll = rng.random()
        return "#" if roll < 0.2 else "+" if roll < 0.23 else "D" if roll < 0.25 else "."
    return "\n".join("".join(char() for _ in range(cols)) for _ in range(rows))


def _random_edges(rng: random.Random, cols: int, rows: int) -> dict:
    edges = {}
    for _ in range(rng.randint(0, 6)):
        c, r = rng.randrange(cols), rng.randrange(rows)
        dc, dr = rng.choice([(1, 0), (0, 1)])
        if c + dc < cols and r + dr < rows:
            edges[((c, r), (c + dc, r + dr))] = "wall"
    return edges


def _disagreements(state, viewer) -> list:
    grid = state.grid
    mask = seen_mask(state, [viewer])
    return [grid.to_offset(grid.cell(i)) for i in range(grid.size)
            if bool(mask >> i & 1) != oracle_sees(state, viewer, grid.cell(i))]


@pytest.mark.parametrize("seed", range(40))
def test_square_fields_of_view_match_the_traced_lines(seed):
    rng = random.Random(seed)
    cols, rows = rng.randint(3, 11), rng.randint(3, 11)
    state = los_battle(_random_text(rng, cols, rows), "d20-mass",
                       los_ties=rng.choice(["defender", "attacker", "partial"]),
                       los_method=rng.choice(["center", "supercover"]))
    edges = _random_edges(rng, cols, rows)
    if edges:
        state = with_edges(state, edges)
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []


def test_a_wall_hides_what_lies_behind_it_and_is_seen_itself():
    state = los_battle("""
        .....
        A.#..
        .....
    """)
    grid = state.grid
    mask = seen_mask(state, [grid.from_offset(0, 1)])
    assert mask >> grid.index(grid.from_offset(2, 1)) & 1  # the wall
    assert not mask >> grid.index(grid.from_offset(4, 1)) & 1  # behind it
    assert mask >> grid.index(grid.from_offset(1, 0)) & 1


def test_a_closed_door_on_an_edge_blocks_sight():
    state = with_edges(los_battle("A...\n...."), {((1, 0), (2, 0)): "door"})
    grid = state.grid
    mask = seen_mask(state, [grid.from_offset(0, 0)])
    assert not mask >> grid.index(grid.from_offset(3, 0)) & 1
    assert mask >> grid.index(grid.from_offset(1, 0)) & 1


def test_hex_fields_of_view_follow_the_traced_lines():
    state = battle("""
        ......
        ..#...
        ......
        ......
    """, "gurps4e")
    assert state.grid.kind == "hex"
    viewer = state.grid.from_offset(0, 1)
    assert _disagreements(state, viewer) == []


def test_a_dark_zone_is_seen_into_but_not_through_in_year_zero():
    state = battle("A......", "yze")
    grid = state.grid
    dark = frozenset(grid.index(grid.from_offset(c, 0)) for c in (2, 3))
    state = replace(state, zones=(ZoneState("cellar", "Cellar", dark, ("dark",)),))
    mask = seen_mask(state, [grid.from_offset(0, 0)])
    assert mask >> grid.index(grid.from_offset(3, 0)) & 1  # inside the dark zone
    assert not mask >> grid.index(grid.from_offset(5, 0)) & 1  # beyond it
    assert _disagreements(state, grid.from_offset(0, 0)) == []
    inside = seen_mask(state, [grid.from_offset(2, 0)])
    assert inside >> grid.index(grid.from_offset(6, 0)) & 1  # standing in it, one sees out


@pytest.mark.parametrize("seed", range(12))
def test_the_sparse_table_for_big_maps_sees_the_same(seed, monkeypatch):
    """Maps whose packed table would pass the memory budget read a sparse one: the same cells."""
    import battlemap.engine.vision.sight as sight
    from battlemap.engine.vision.shadows import shadows

    monkeypatch.setattr(sight, "shadows", lambda cols, rows: shadows(cols, rows, 0))
    rng = random.Random(100 + seed)
    cols, rows = rng.randint(3, 11), rng.randint(3, 11)
    state = los_battle(_random_text(rng, cols, rows), "d20-mass",
                       los_ties=rng.choice(["defender", "attacker", "partial"]),
                       los_method=rng.choice(["center", "supercover"]))
    edges = _random_edges(rng, cols, rows)
    if edges:
        state = with_edges(state, edges)
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []


@pytest.mark.parametrize("seed", range(10))
def test_random_hex_fields_of_view_match_the_traced_lines(seed):
    """Hex traces only the lines that pass near a blocker: the cells seen are the oracle's."""
    rng = random.Random(300 + seed)
    cols, rows = rng.randint(3, 9), rng.randint(3, 8)
    state = battle(_random_text(rng, cols, rows), "gurps4e")
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []


@pytest.mark.parametrize("seed", range(6))
def test_the_corners_method_matches_the_traced_lines(seed):
    rng = random.Random(400 + seed)
    cols, rows = rng.randint(3, 8), rng.randint(3, 8)
    state = los_battle(_random_text(rng, cols, rows), "d20-mass", los_method="corners")
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []
