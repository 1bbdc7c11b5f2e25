"""A side's view: its tokens' fields of view, each traced again only when it moves."""

from __future__ import annotations

from battlemap.engine.vision import SightCache, cells_of
from tests.engine.ascii_maps import battle


def test_a_side_sees_past_the_wall_after_its_token_steps_round_it():
    state = battle("""
        A.#..
        ..#.b
        .....
    """, "d20-mass")
    grid = state.grid
    enemy = grid.index(grid.from_offset(4, 1))
    cache = SightCache()
    before = cells_of(cache.seen_by(state, ["blue"]))
    moved = state.with_token_moved("A", grid.from_offset(2, 2))
    after = cells_of(cache.seen_by(moved, ["blue"]))
    assert grid.index(grid.from_offset(4, 0)) not in before
    assert enemy in after


def test_only_the_moved_token_is_traced_again(monkeypatch):
    state = battle("A...\n....\n...B", "d20-mass")
    cache = SightCache()
    cache.seen_by(state, ["blue"])
    traced = []
    import battlemap.engine.vision.fog as fog
    real = fog.seen_mask
    monkeypatch.setattr(fog, "seen_mask", lambda s, cells: traced.append(cells) or real(s, cells))
    cache.seen_by(state.with_token_moved("A", state.grid.from_offset(1, 0)), ["blue"])
    assert len(traced) == 1


def test_on_a_one_cell_wide_map_a_side_sees_its_column():
    """A 1-wide map has no quadrant lines at all (the fuzz property found the crash)."""
    state = battle("""
        A
        .
        b
    """, "d20-mass")
    grid = state.grid
    seen = cells_of(SightCache().seen_by(state, ["blue"]))
    assert {grid.index(grid.from_offset(0, r)) for r in range(3)} <= set(seen)
