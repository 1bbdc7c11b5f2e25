"""The tcod yardstick does the same work as the engine: same distances on the same map."""

from __future__ import annotations

import math

import pytest

from battlemap.bench.cases import load_state
from battlemap.bench.maps import MOVER, TARGET, MapSpec, generate
from battlemap.bench.tcod_ref import TcodMap, chain, load_tcod
from battlemap.engine.movement.movement_map import movement_map

tcod = load_tcod()
needs_tcod = pytest.mark.skipif(tcod is None, reason="python-tcod (the bench extra) is not installed")


def _tcod_and_engine(kind: str, walls: float):
    bench = generate(MapSpec(kind, 60, 60, 120, walls=walls, seed=5))
    state = load_state(bench)
    return state, TcodMap(state, MOVER, tcod), movement_map(state, MOVER, math.inf)


@needs_tcod
@pytest.mark.parametrize(
    ("kind", "walls"),
    [
        # Square with walls differs by design: tcod cuts corners, the rules do not.
        pytest.param("square", 0.0, id="square-open"),
        pytest.param("hex", 0.1, id="hex-walls"),
    ],
)
def test_the_distance_field_matches_the_engine(kind: str, walls: float) -> None:
    state, ref, ours = _tcod_and_engine(kind, walls)
    field = ref.distance_field()()
    unreached = int(field.max())
    found = {}
    for index in range(state.grid.size):
        cell = state.grid.cell(index)
        value = int(field[ref.xy(cell)])
        found[index] = None if value == unreached else value
    expected = {i: ours.best[i][0] if i in ours.best else None for i in range(state.grid.size)}
    assert found == expected
    assert sum(v is not None for v in found.values()) > 0.5 * state.grid.size


@needs_tcod
def test_the_yardsticks_run() -> None:
    state, ref, _ = _tcod_and_engine("square", 0.1)
    window = ref.budget_fill(5)()
    assert window.shape == (11, 11) and window[5, 5] == 0
    fov = ref.fov(state.token(MOVER).cell, 3)()
    assert fov.shape == ref.transparent.shape and fov[ref.origin]
    assert ref.line(state.token(MOVER).cell, state.token(TARGET).cell)() is True
    calls = []
    chain(lambda: calls.append("a"), lambda: calls.append("b"))()
    assert calls == ["a", "b"]


@needs_tcod
def test_hex_has_no_tcod_line() -> None:
    state, ref, _ = _tcod_and_engine("hex", 0.1)
    assert ref.line(state.token(MOVER).cell, state.token(TARGET).cell) is None
