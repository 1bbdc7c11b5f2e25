"""Generated bench maps: valid scenarios with exactly the requested counts, doing their job."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.bench.cases import load_state
from battlemap.bench.maps import (
    LOW_WALL, MOVER, PATH_STEPS, TARGET, WALL, BenchMap, MapSpec, generate, near_box, offset_cells,
)
from battlemap.document.library import resolve_ruleset
from battlemap.engine.attacks.los import line_of_fire
from battlemap.engine.movement.drag import start_drag
from battlemap.schema import scenario_from_document


def _walls(bench: BenchMap) -> int:
    return sum(row.count(WALL) for row in bench.document["terrain"]["rows"])


def _in_box(spec: MapSpec, at: list[int]) -> bool:
    c0, r0, c1, r1 = near_box(spec)
    return c0 <= at[0] <= c1 and r0 <= at[1] <= r1


def _counts(bench: BenchMap) -> dict[str, int]:
    tokens = bench.document["tokens"]
    mover = next(t for t in tokens if t["id"] == MOVER)
    return {
        "tokens": len(tokens),
        "walls": _walls(bench),
        "near_enemies": sum(
            1 for t in tokens if t["side"] != mover["side"] and _in_box(bench.spec, t["at"])
        ),
        "others_near": sum(
            1 for t in tokens if t["side"] == mover["side"] and _in_box(bench.spec, t["at"])
        ),
        "overwatch": sum(1 for t in tokens if "overwatch" in t.get("state", {})),
    }


SPECS = [
    pytest.param(MapSpec("square", 100, 100, 200), id="square100-200t"),
    pytest.param(MapSpec("hex", 100, 100, 200), id="hex100-200t"),
    pytest.param(MapSpec("square", 200, 200, 1000), id="square200-1000t"),
    pytest.param(MapSpec("hex", 200, 200, 1000), id="hex200-1000t"),
]


@pytest.mark.parametrize("spec", SPECS)
def test_map_parses_with_exact_counts(spec: MapSpec) -> None:
    bench = generate(spec)
    scenario = scenario_from_document(bench.document, source="bench", ruleset_resolver=resolve_ruleset)
    assert (scenario.grid.kind, scenario.grid.cols, scenario.grid.rows) == (spec.kind, spec.cols, spec.rows)
    assert _counts(bench) == {
        "tokens": spec.tokens,
        "walls": round(spec.cols * spec.rows / 10),
        "near_enemies": 20,
        "others_near": 1,  # the mover itself
        "overwatch": 5,
    }
    assert len({tuple(t["at"]) for t in bench.document["tokens"]}) == spec.tokens  # one per cell


@settings(max_examples=12)
@given(
    kind=st.sampled_from(["square", "hex"]),
    seed=st.integers(0, 10_000),
    tokens=st.integers(50, 400),
    near=st.integers(0, 40),
    overwatch=st.integers(0, 8),
    walls=st.sampled_from([0.0, 0.05, 0.1, 0.2]),
)
def test_any_spec_gives_exactly_what_was_asked(kind, seed, tokens, near, overwatch, walls) -> None:
    spec = MapSpec(kind, 60, 60, tokens, near=near, overwatch=overwatch, walls=walls, seed=seed)
    bench = generate(spec)
    scenario_from_document(bench.document, source="bench", ruleset_resolver=resolve_ruleset)
    counts = _counts(bench)
    assert (counts["tokens"], counts["near_enemies"], counts["overwatch"]) == (tokens, near, overwatch)
    assert counts["walls"] == spec.wall_count


def test_same_spec_same_map_other_seed_other_map() -> None:
    assert generate(MapSpec(seed=7)).document == generate(MapSpec(seed=7)).document
    assert generate(MapSpec(seed=7)).document != generate(MapSpec(seed=8)).document


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        pytest.param({"cols": 20}, "at least", id="too-small"),
        pytest.param({"tokens": 10}, "cannot hold", id="too-few-tokens"),
        pytest.param({"near": 500, "tokens": 600}, "near box", id="too-many-near"),
        pytest.param({"tokens": 9000}, "do not fit", id="too-many-tokens"),
        pytest.param({"overwatch": 30, "tokens": 300}, "overwatch lines", id="too-many-lines"),
    ],
)
def test_impossible_specs_are_refused(fields, message) -> None:
    with pytest.raises(ValueError, match=message):
        generate(MapSpec(**fields))


@pytest.mark.parametrize("kind", ["square", "hex"])
def test_the_drag_path_is_legal_and_provokes_reactions(kind: str) -> None:
    """The map gives every timed operation real work: a legal 20-step path
    under opportunity attacks and overwatch fire, a line of fire through cover."""
    bench = generate(MapSpec(kind, 100, 100, 200))
    state = load_state(bench)
    path = offset_cells(state.grid, bench.path)
    assert len(path) == PATH_STEPS
    preview = start_drag(state, MOVER).preview(path)
    assert preview.legal, preview.reasons
    kinds = {r.kind for r in preview.reactions}
    assert kinds == {"opportunity_attack", "overwatch"}
    assert sum(r.kind == "overwatch" for r in preview.reactions) >= 3
    fire = line_of_fire(state, bench.fire_from, TARGET)
    assert (fire.clear, fire.cover) == (True, "partial")
    assert any(b.what == "low_wall" for b in fire.blocked_by)
    assert sum(row.count(LOW_WALL) for row in bench.document["terrain"]["rows"]) == 1
