"""Movement maps and path costs: terrain, walls, corners, diagonals, footprints, budgets."""

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.building import build_state
from battlemap.engine.movement.blocking import enemy_cells
from battlemap.engine.movement.fills import fill_buckets, fill_heap
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import movement_map, path_cost
from battlemap.grid import Cell, Edge
from battlemap.schema import scenario_from_document
from tests.engine.ascii_maps import battle, fixture_map, scenario_dict

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
        ("d20-mass", {}, 2.4, 2),  # speed 1.2 squares, two move actions pooled: a double move of 2 squares
        ("d20-mass", {"A": {"template": "cavalry"}}, 4.8, 4),
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


# --- the fills behind a movement map ---------------------------------------------------------


def _with_ruleset(text, ruleset_id, **changes):
    """The battle of an ASCII map under a bundled ruleset with `changes` to its sections."""
    ruleset = bundled_ruleset(ruleset_id)
    ruleset = ruleset.model_copy(
        update={k: getattr(ruleset, k).model_copy(update=v) for k, v in changes.items()}
    )
    document = scenario_dict(text, ruleset_id)
    scenario = scenario_from_document(document, source="<ascii>", ruleset_resolver=lambda _: ruleset)
    return build_state(scenario, ruleset)


def test_euclidean_diagonals_cost_root_two():
    state = _with_ruleset("A...\n....\n....", "fallout-pnp", grid={"diagonal": "euclidean"})
    moves = movement_map(state, "A", budget=10)
    assert moves.cost(C(2, 2)) == pytest.approx(2 * math.sqrt(2))
    assert moves.path_to(C(2, 2)) == (C(1, 1), C(2, 2))
    assert moves.cost(C(3, 1)) == pytest.approx(2 + math.sqrt(2))
    assert movement_map(state, "A", budget=2.5).cost(C(2, 2)) is None  # 2.83 > 2.5


def test_fractional_step_costs_are_filled_exactly():
    state = _with_ruleset("A~..", "fallout-pnp", movement={"cost_per_cell": 1.5})
    moves = movement_map(state, "A", budget=6)
    assert [moves.cost(C(i, 0)) for i in range(1, 4)] == [3.0, 4.5, 6.0]  # rough: 2 x 1.5
    assert movement_map(state, "A", budget=5.9).cost(C(3, 0)) is None


def test_a_full_stack_cannot_be_ended_on():
    state = _with_ruleset(
        "ABC.", "d20-mass", movement={"max_tokens_per_cell": 2}
    )
    state = state.with_token_moved("C", C(1, 0))  # B and C share (1, 0); (2, 0) is empty
    moves = movement_map(state, "A", budget=3)
    assert moves.cost(C(1, 0)) is None and moves.pass_cost(C(1, 0)) == 1
    assert moves.cost(C(2, 0)) == 2
    _, reasons = path_cost(state, "A", [C(1, 0)])
    assert reasons == (Reason.of("stack_full", at=(1, 0), limit=2),)


@pytest.mark.parametrize(
    ("ruleset", "kind"),
    [("fallout-pnp", "square"), ("gurps4e", "hex"), ("d20-mass", "square")],
    ids=["chebyshev", "hex", "stacking"],
)
def test_movement_map_reads_costs_as_floats_and_indices(ruleset, kind):
    state = battle("A~.\n...", ruleset, tokens={"A": {"stats": _fast(ruleset)}})
    moves = movement_map(state, "A", budget=math.inf)
    assert state.grid.kind == kind
    far = state.grid.index(C(2, 0)) if kind == "square" else state.grid.index(state.grid.from_offset(2, 0))
    cost, node = moves.best[far]
    assert type(cost) is float and node == far  # bucket fill: nodes are flat indices
    assert set(moves.best) == set(moves.indices()) and len(moves.best) == 6


@pytest.mark.parametrize("ground", ["......#~+", "......#+"], ids=["mixed", "one_factor"])
@given(data=st.data())
def test_bucket_fill_pops_like_the_heap_fill(ground, data):
    """Same costs and the same previous cell everywhere: paths break ties alike (on one
    terrain factor the bucket fill walks level by level; on mixed ones, by buckets)."""
    ruleset = data.draw(st.sampled_from(["d20-mass", "gurps4e", "fallout-pnp"]))
    cols, rows = data.draw(st.integers(3, 8)), data.draw(st.integers(3, 8))
    size = cols * rows
    chars = data.draw(st.lists(st.sampled_from(ground), min_size=size, max_size=size))
    spots = data.draw(st.lists(st.integers(0, size - 1), min_size=1, max_size=5, unique=True))
    for spot, letter in zip(spots, "AbBcC"):  # the mover, enemies and allies
        chars[spot] = letter
    text = "\n".join("".join(chars[r * cols:(r + 1) * cols]) for r in range(rows))
    state = battle(text, ruleset)
    budget = data.draw(st.sampled_from([0, 2, 3.5, 7, math.inf]))
    rules = MoveRules(state, state.token("A"))
    table = rules.whole_steps()
    assert table is not None
    if "~" not in ground:
        assert rules.one_move_factor is not None
    costs, prev = fill_buckets(rules, table, budget)
    heap_costs, heap_prev = fill_heap(rules, budget)
    assert costs == heap_costs and prev == heap_prev


@settings(max_examples=50)
@given(st.data())
def test_enemy_cells_carried_across_moves_match_the_state(data):
    """Blocking cells kept from the last state (only moved tokens redone) stay exact."""
    cols, rows = data.draw(st.integers(3, 9)), data.draw(st.integers(2, 6))
    spots = data.draw(st.lists(st.integers(0, cols * rows - 1), min_size=2, max_size=6, unique=True))
    chars = ["."] * (cols * rows)
    for spot, letter in zip(spots, "AbBcCd"):
        chars[spot] = letter
    text = "\n".join("".join(chars[r * cols:(r + 1) * cols]) for r in range(rows))
    states = [battle(text, data.draw(st.sampled_from(["d20-mass", "fallout-pnp"])))]
    for _ in range(data.draw(st.integers(1, 4))):
        state = states[-1]
        token = data.draw(st.sampled_from(state.tokens))
        states.append(state.with_token_moved(token.id, data.draw(st.sampled_from(list(state.grid.cells())))))
    for state in (*states, *reversed(states)):
        for side in ("blue", "red"):
            assert enemy_cells(state, side) == state.enemy_cells(side)


@pytest.mark.parametrize("ruleset", ["d20-mass", "fallout-pnp", "gurps4e", "yze"])
@pytest.mark.parametrize("goal", [(9, 3), (4, 3), (9, 0), (2, 3)], ids=["shallow", "steep", "row", "short"])
def test_of_equally_cheap_paths_the_one_along_the_straight_line_is_drawn(ruleset, goal):
    """A GM drags along a line and sees the line, not a detour of the same cost (a charge needs
    its straight line): every cell of the path lies within half a step of the start-goal line
    (square, hex, and the 5-10-5 rule's parity fill)."""
    state = battle("A.........\n" + "..........\n" * 3, ruleset)
    grid, start, end = state.grid, state.token("A").cell, state.grid.from_offset(*goal)
    movement = movement_map(state, "A", 40)
    path = movement.path_to(end)
    assert path[-1] == end and all(b in grid.neighbors(a) for a, b in zip((start, *path), path))
    (sx, sy), (gx, gy) = grid.center(start), grid.center(end)
    length = math.hypot(gx - sx, gy - sy)
    step = math.dist(grid.center(start), grid.center(path[0]))
    for cell in path:
        x, y = grid.center(cell)
        assert abs((x - sx) * (gy - sy) - (y - sy) * (gx - sx)) / length <= 0.5 * step + 1e-9, (cell, path)


def test_of_equally_cheap_paths_the_one_around_an_enemy_is_drawn():
    state = battle("A.b..\n.....\n.....", "d20-mass")
    assert Cell(2, 0) not in movement_map(state, "A", 40).path_to(Cell(4, 0))


def _both_level_walks(state, token_id, limit):
    """The cell walk's (costs, previous cells) and the bitset walk's, on one battle."""
    from functools import partial

    from battlemap.engine.movement import fills
    from battlemap.engine.movement.bit_walk import LevelPrev, walk_bits

    rules = MoveRules(state, state.token(token_id))
    table = rules.whole_steps()
    cost = int(rules.per_cell * rules.one_move_factor)
    neighbours = [None] * rules.size
    by_cells = fills._walk_cells(rules, table, neighbours, cost, limit)
    targets = partial(fills._targets, rules, table, [None] * rules.size)
    costs = walk_bits(rules, targets, cost, limit)
    return by_cells, (costs, LevelPrev(costs, rules.start, cost, rules.adjacency, targets))


@settings(max_examples=60)
@given(data=st.data())
def test_the_bitset_walk_finds_what_the_cell_walk_finds(data):
    """Whole-map bitsets (a full field) and cell by cell (a short reach): the same costs and the
    same previous cell everywhere, on squares and hexes, past walls, doors and enemies."""
    ruleset = data.draw(st.sampled_from(["d20-mass", "gurps4e", "fallout-pnp"]))
    cols, rows = data.draw(st.integers(1, 14)), data.draw(st.integers(1, 14))
    size = cols * rows
    chars = data.draw(st.lists(st.sampled_from("....#+"), min_size=size, max_size=size))
    spots = data.draw(st.lists(st.integers(0, size - 1), min_size=1, max_size=5, unique=True))
    for spot, letter in zip(spots, "AbBcC"):
        chars[spot] = letter
    state = battle("\n".join("".join(chars[r * cols:(r + 1) * cols]) for r in range(rows)), ruleset)
    limit = data.draw(st.sampled_from([0, 1, 3, 8, 1 << 60]))
    (cells_costs, cells_prev), (bits_costs, bits_prev) = _both_level_walks(state, "A", limit)
    assert bits_costs == cells_costs
    assert dict(bits_prev) == cells_prev and len(bits_prev) == len(cells_prev)


def test_a_bitset_walk_past_255_levels_keeps_counting():
    """Levels are read out of bytes 255 at a time: a 300-cell corridor costs 1 to 299."""
    state = battle("A" + "." * 299, "fallout-pnp")
    (cells_costs, _), (bits_costs, bits_prev) = _both_level_walks(state, "A", 1 << 60)
    assert bits_costs == cells_costs and max(bits_costs.values()) == 299
    assert bits_prev[state.grid.index(C(299, 0))] == state.grid.index(C(298, 0))
