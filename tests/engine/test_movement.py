"""Movement maps and path costs: terrain, walls, corners, diagonals, footprints, budgets."""

import math
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from battlemap.engine.modifiers import Reason
from battlemap.engine.movement import movement_map, path_cost
from battlemap.engine.terrain import TerrainMap
from battlemap.grid import Cell, Edge
from tests.engine.ascii_maps import battle, fixture_map

C = Cell


def test_diagonal_past_a_wall_corner_is_refused():
    state = battle(fixture_map("corner"), "fallout-pnp")
    cost, reasons = path_cost(state, "A", [C(1, 0)])
    assert reasons == (Reason.of("corner_cut", step=1, at=(1, 0)),)
    moves = movement_map(state, "A")
    assert moves.cost(C(1, 0)) == 2  # around the corner: up, then right
    assert moves.path_to(C(1, 0)) == (C(0, 0), C(1, 0))
    assert moves.cost(C(2, 1)) == 4  # (1,0) -> (2,1) would cut the same corner


@pytest.mark.parametrize(
    ("ruleset", "steps", "cumulative"),
    [
        ("yze", 4, [2, 6, 8, 12]),  # 2 m cells, alternating: 1, 2, 1, 2 cells
        ("fallout-pnp", 4, [1, 2, 3, 4]),  # chebyshev: every diagonal 1 AP
    ],
    ids=["alternating-5-10-5", "chebyshev"],
)
def test_diagonal_rule_costs(ruleset, steps, cumulative):
    state = battle(fixture_map("diagonal"), ruleset)
    path = [C(i, i) for i in range(1, steps + 1)]
    costs = [path_cost(state, "A", path[:n])[0] for n in range(1, steps + 1)]
    assert costs == cumulative
    assert movement_map(state, "A", budget=100).cost(C(4, 4)) == cumulative[-1]


def test_alternating_mixes_straight_and_diagonal_steps():
    state = battle(fixture_map("diagonal"), "yze")
    moves = movement_map(state, "A", budget=100)
    assert moves.cost(C(2, 1)) == 4  # one diagonal (1) + one straight (1) = 2 cells of 2 m
    assert moves.cost(C(4, 2)) == 2 * (4 + 2 // 2)  # 6 cells


def test_rough_terrain_doubles_the_step_cost():
    state = battle("A~.", "fallout-pnp")
    assert path_cost(state, "A", [C(1, 0), C(2, 0)]) == (3.0, ())
    assert movement_map(state, "A").cost(C(2, 0)) == 3
    around = battle("A~.\n...", "fallout-pnp")
    assert movement_map(around, "A").cost(C(2, 0)) == 2  # two diagonals skirt the rough cell


def test_an_edge_wall_blocks_the_step_across_it():
    state = battle("...\nA..\n...", "fallout-pnp")
    walled = TerrainMap.build(
        state.grid, state.ruleset, ["open"] * 9, {Edge.of(C(0, 1), C(1, 1)): "wall"}
    )
    state = replace(state, terrain=walled)
    _, reasons = path_cost(state, "A", [C(1, 1)])
    assert reasons == (Reason.of("blocked_edge", step=1, at=(1, 1)),)
    # Around: the diagonals through the wall's ends are corner cuts too.
    assert movement_map(state, "A").cost(C(1, 1)) == 3


def test_large_token_needs_room_for_its_whole_footprint():
    medium = battle(fixture_map("gap"), "fallout-pnp", tokens={"A": {"stats": {"ap": 20}}})
    large = battle(
        fixture_map("gap"), "fallout-pnp", tokens={"A": {"size": "large", "stats": {"ap": 20}}}
    )
    assert movement_map(medium, "A").cost(C(3, 3)) == 3
    assert movement_map(large, "A").cost(C(3, 3)) is None
    assert movement_map(large, "A").cost(C(4, 0)) == 2
    assert movement_map(large, "A").cost(C(5, 0)) is None  # would hang off the map
    _, reasons = path_cost(large, "A", [C(2, 1)])
    assert reasons == (Reason.of("blocked_terrain", step=1, at=(2, 2), terrain="wall"),)


def test_enemies_block_where_the_ruleset_says_so():
    fallout = battle("A.b.", "fallout-pnp")
    _, reasons = path_cost(fallout, "A", [C(1, 0), C(2, 0), C(3, 0)])
    assert reasons == (Reason.of("blocked_by_enemy", step=2, at=(2, 0), by=("b",)),)
    assert movement_map(fallout, "A").cost(C(3, 0)) is None
    d20 = battle("A.b.", "d20-mass", tokens={"A": {"stats": {"speed": 4}}})
    assert path_cost(d20, "A", [C(1, 0), C(2, 0), C(3, 0)]) == (3.0, ())


def test_allies_can_be_passed_but_not_ended_on_without_stacking():
    state = battle("AB..", "fallout-pnp")
    assert path_cost(state, "A", [C(1, 0), C(2, 0)]) == (2.0, ())
    _, reasons = path_cost(state, "A", [C(1, 0)])
    assert reasons == (Reason.of("occupied", at=(1, 0), by=("B",)),)
    moves = movement_map(state, "A")
    assert moves.cost(C(1, 0)) is None and moves.pass_cost(C(1, 0)) == 1
    assert C(1, 0) not in moves.reachable() and C(2, 0) in moves.reachable()


def test_stacking_lets_d20_units_share_a_square():
    state = battle("AB..", "d20-mass")
    assert path_cost(state, "A", [C(1, 0)]) == (1.0, ())
    assert movement_map(state, "A").cost(C(1, 0)) == 1


def test_explicit_path_reports_every_problem():
    state = battle("A#..\n....", "fallout-pnp")
    cost, reasons = path_cost(state, "A", [C(1, 0), C(3, 0), C(3, 5)])
    assert [r.code for r in reasons] == ["blocked_terrain", "not_adjacent", "off_map"]
    assert cost == 3


@pytest.mark.parametrize(
    ("ruleset", "tokens", "budget", "farthest"),
    [
        ("d20-mass", {}, 1.2, 1),  # speed 1.2 squares: one square
        ("d20-mass", {"A": {"template": "cavalry"}}, 2.4, 2),
        ("gurps4e", {}, 5, 5),  # Basic Move 5 yd, 1 yd per hex
        ("gurps4e", {"A": {"posture": "prone"}}, 1, 1),  # lying down: 1 yd
        ("yze", {}, 24, 12),  # 25 m zone move on 2 m cells
        ("fallout-pnp", {}, 10, 10),
    ],
    ids=["d20", "d20-cavalry", "gurps", "gurps-lying", "yze", "fallout"],
)
def test_budget_limits_the_fill(ruleset, tokens, budget, farthest):
    state = battle("." * 16 + "\nA" + "." * 15 + "\n" + "." * 16, ruleset, tokens=tokens)
    moves = movement_map(state, "A")
    assert moves.budget == pytest.approx(budget)
    reach = max(state.grid.to_offset(c)[0] for c in moves.reachable())
    assert reach == farthest


def test_hex_movement_counts_hexes():
    state = battle("A.......\n........\n........", "gurps4e")
    moves = movement_map(state, "A")
    assert moves.cost(state.grid.from_offset(5, 0)) == 5
    assert moves.cost(state.grid.from_offset(2, 2)) == 3
    assert moves.cost(state.grid.from_offset(6, 0)) is None


@given(st.data())
def test_path_to_cost_equals_map_cost_and_stays_in_budget(data):
    ruleset = data.draw(st.sampled_from(["d20-mass", "gurps4e", "yze", "fallout-pnp"]))
    cols, rows = data.draw(st.integers(3, 7)), data.draw(st.integers(3, 7))
    chars = data.draw(
        st.lists(st.sampled_from(".......#~+"), min_size=cols * rows, max_size=cols * rows)
    )
    chars[0] = "A"
    if cols * rows > 4:
        chars[data.draw(st.integers(1, cols * rows - 1))] = "b"
    text = "\n".join("".join(chars[r * cols:(r + 1) * cols]) for r in range(rows))
    state = battle(text, ruleset, tokens={"A": {"stats": _fast(ruleset)}})
    moves = movement_map(state, "A")
    for cell in moves.reachable():
        cost = moves.cost(cell)
        assert cost <= moves.budget + 1e-9
        path = moves.path_to(cell)
        assert path[-1] == cell
        walked, reasons = path_cost(state, "A", path)
        assert reasons == ()
        assert math.isclose(walked, cost)


def _fast(ruleset):
    return {"d20-mass": {"speed": 6}, "gurps4e": {"basic_move": 6}, "fallout-pnp": {"ap": 8}}.get(
        ruleset, {}
    )
