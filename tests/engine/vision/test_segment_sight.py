"""Sight past free walls: the fast field of view (shadow tables, then the lines near a wall
traced) sees exactly what the engine's line of fire sees, on squares and hexes."""

from __future__ import annotations

import random

import pytest

from battlemap.engine.vision.sight import cells_of, oracle_sees, seen_mask
from battlemap.schema.segment_checks import map_extent
from tests.engine.segment_maps import float_segments, quarter_segments, segment_battle


@pytest.mark.parametrize("kind", ["square", "hex"])
@pytest.mark.parametrize("seed", range(3))
def test_the_field_of_view_matches_the_traced_lines(kind, seed):
    rng = random.Random(f"segment sight {kind} {seed}")
    cols, rows = rng.randint(6, 10), rng.randint(6, 10)
    if kind == "square":
        walls = quarter_segments(rng, cols, rows, rng.randint(2, 6))
        state = segment_battle([(a, b, rng.choice(("wall", "low_wall", "door"))) for a, b in walls],
                               cols=cols, rows=rows)
    else:
        walls = float_segments(rng, *map_extent("hex", "flat", (cols, rows)), rng.randint(2, 6))
        state = segment_battle([(a, b, "wall") for a, b in walls], ruleset="gurps4e", kind="hex",
                               cols=cols, rows=rows)
    grid = state.grid
    for _ in range(3):
        viewer = grid.cell(rng.randrange(grid.size))
        seen = cells_of(seen_mask(state, [viewer]))
        expected = {i for i in range(grid.size) if oracle_sees(state, viewer, grid.cell(i))}
        assert seen == expected, (walls, viewer)
