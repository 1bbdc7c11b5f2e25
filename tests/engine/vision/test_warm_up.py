"""A side's sight worked out ahead of the fog command (warm_up) is exactly what the command would
trace itself, and what the engine's own lines of fire see, cell for cell, on random square and hex
maps; once kept, nothing is traced again; Cancel stops it between tokens."""

from __future__ import annotations

import random

import pytest

from battlemap.document import fog_commands
from battlemap.engine.vision import SightCache, cells_of
from battlemap.engine.vision.fog_view import explored_after
from battlemap.engine.vision.sight import oracle_sees
from battlemap.engine.vision.warm_up import keep_all, warm_up
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options
from tests.engine.vision.test_sight import _random_text

BLUE, RED = "ABCDEFG", "abc"


def _with_tokens(rng: random.Random, text: str) -> str:
    cells = [list(row) for row in text.split("\n")]
    spots = [(r, c) for r, row in enumerate(cells) for c, ch in enumerate(row) if ch == "."]
    for letter, (r, c) in zip(BLUE + RED, rng.sample(spots, min(len(spots), len(BLUE + RED)))):
        cells[r][c] = letter
    return "\n".join("".join(row) for row in cells)


def _random_battle(seed: int, kind: str):
    rng = random.Random(seed)
    cols, rows = rng.randint(5, 14), rng.randint(5, 12)
    grid = {"kind": "hex", "orientation": rng.choice(["flat", "pointy"])} if kind == "hex" else None
    state = battle(_with_tokens(rng, _random_text(rng, cols, rows)), rng.choice(["d20-mass", "gurps4e"]),
                   **({"grid": grid} if grid else {}))
    return with_options(state, los_ties=rng.choice(["defender", "attacker", "partial"]),
                        los_method=rng.choice(["center", "supercover"]))


@pytest.mark.parametrize("kind", ["square", "hex"])
@pytest.mark.parametrize("seed", range(12))
def test_the_warmed_fields_are_the_traced_ones_cell_for_cell(seed, kind):
    state = _random_battle(900 + seed, kind)
    grid, cache = state.grid, SightCache()
    work = warm_up(state, cache, ["blue"])
    assert set(work.tokens) == {t.id for t in state.tokens if t.side == "blue"}
    traced = work.run(cache)
    for token_id, entry in traced.items():
        viewer = state.token(token_id).cell
        expected = {i for i in range(grid.size) if oracle_sees(state, viewer, grid.cell(i))}
        assert cells_of(entry[3]) == expected, token_id
    keep_all(cache, traced)
    assert cache.seen_by(state, ["blue"]) == SightCache().seen_by(state, ["blue"])


def test_once_kept_nothing_is_left_to_work_out(monkeypatch):
    state = _random_battle(7, "square")
    cache = SightCache()
    keep_all(cache, warm_up(state, cache, ["blue", "red"]).run(cache))
    again = warm_up(state, cache, ["blue", "red"])
    assert again.tokens == () and again.steps == 0 and again.estimated_seconds() == 0.0
    import battlemap.engine.vision.fog as fog
    monkeypatch.setattr(fog, "seen_mask", lambda *a: pytest.fail("traced after the warm-up"))
    cache.seen_by(state, ["blue", "red"])
    # A token that moves is the only one left to work out.
    moved = state.with_token_moved("A", next(
        state.grid.cell(i) for i in range(state.grid.size)
        if state.grid.cell(i) != state.token("A").cell and not state.terrain.type_at(i).blocks_sight))
    assert warm_up(moved, cache, ["blue"]).tokens == ("A",)


def test_the_fog_command_after_a_warm_up_is_the_one_without():
    state = _random_battle(11, "hex")
    cold = fog_commands.set_fog_command(state, True)
    warm = SightCache()
    keep_all(warm, warm_up(state, warm, fog_commands.fog_on_sides(state)).run(warm))
    assert explored_after(cold.before, cold.after, SightCache()) == \
        explored_after(cold.before, cold.after, warm)


def test_cancel_stops_between_tokens():
    state = _random_battle(3, "square")
    cache, seen = SightCache(), []
    traced = warm_up(state, cache, ["blue"]).run(cache, seen.append, lambda: len(seen) >= 2)
    assert 0 < len(traced) < len([t for t in state.tokens if t.side == "blue"])
