"""Hex fields of view from the hex shadow table, held to the oracle (every cell traced with the
engine's line of fire): random walls, doors on edges, both orientations, every tie policy."""

from __future__ import annotations

import random

import pytest

import battlemap.engine.vision.sight as sight
from battlemap.engine.vision import seen_mask
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_edges, with_options
from tests.engine.vision.test_sight import _disagreements, _random_text


def _hex_edges(rng: random.Random, state, count: int) -> dict:
    grid, edges = state.grid, {}
    for _ in range(count):
        cell = grid.cell(rng.randrange(grid.size))
        other = grid.neighbor(cell, rng.randrange(6))
        if grid.in_bounds(other):
            edges[(grid.to_offset(cell), grid.to_offset(other))] = rng.choice(["wall", "door"])
    return edges


def _random_hex(seed: int, cols: int, rows: int):
    rng = random.Random(seed)
    state = battle(_random_text(rng, cols, rows), rng.choice(["gurps4e", "d20-mass"]),
                   grid={"kind": "hex", "orientation": rng.choice(["flat", "pointy"])})
    state = with_options(state, los_ties=rng.choice(["defender", "attacker", "partial"]),
                         los_method=rng.choice(["center", "supercover"]))
    edges = _hex_edges(rng, state, rng.randint(0, 10))
    return (with_edges(state, edges) if edges else state), rng


@pytest.fixture
def untraced(monkeypatch):
    """The table alone answers: tracing a line is a failure here."""
    def traced(*_args, **_kwargs):
        raise AssertionError("a hex viewer without screens was traced")
    monkeypatch.setattr(sight, "_traced_mask", traced)


@pytest.mark.parametrize("seed", range(60))
def test_hex_tables_see_what_the_traced_lines_see(seed, untraced):
    rng0 = random.Random(seed)
    state, rng = _random_hex(700 + seed, rng0.randint(3, 13), rng0.randint(3, 12))
    assert state.grid.kind == "hex"
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []


@pytest.mark.parametrize("seed", range(3))
def test_a_larger_hex_map_agrees_everywhere(seed, untraced):
    state, rng = _random_hex(800 + seed, 26, 22)
    viewer = state.grid.cell(rng.randrange(state.grid.size))
    assert _disagreements(state, viewer) == []


def test_lines_along_hex_edges_are_ties_the_policy_judges(untraced):
    """A wall beside a line running along a hex edge: the defender's reading hides what lies
    beyond, the attacker's does not (the line passes on its other side)."""
    text = "\n".join(["." * 9] * 7)
    for ties, hidden in (("defender", True), ("attacker", False)):
        state = with_options(battle(text, "gurps4e", grid={"kind": "hex", "orientation": "flat"}), los_ties=ties)
        grid = state.grid
        viewer = grid.from_offset(0, 3)
        # Two steps along the (2, -1, -1) cube diagonal: the line runs along the edges between.
        target = type(viewer)(viewer.q + 4, viewer.r - 2)
        beside = type(viewer)(viewer.q + 1, viewer.r - 1)
        state = with_edges(state, {(grid.to_offset(beside), grid.to_offset(type(viewer)(viewer.q + 1, viewer.r))): "wall"})
        mask = seen_mask(state, [viewer])
        assert bool(mask >> grid.index(target) & 1) is not hidden
        assert _disagreements(state, viewer) == []
