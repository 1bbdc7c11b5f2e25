"""The 5-10-5 fill against a plain Dijkstra over (cell, diagonal parity) states.

Under the alternating rule a cell is two states: the next diagonal costs
single (even parity) or double (odd parity). With one terrain factor
everywhere the even state at no higher cost is never worse, so a fill may
drop the odd one; with mixed factors it may not (a double-rate diagonal onto
cheap ground, then a single-rate one onto dear ground, beats the other way
round). The reference below prices every step as a drawn path's check does
(`MoveRules.blocked`, `factor`, `diagonal_factor`) and keeps both states
always; on several hundred seeded maps with mixed terrain, blocking tokens
and budgets, the fill must reach the same cells at the same costs, and the
path it draws to each must cost what it says.
"""

from __future__ import annotations

import heapq
import math
import random

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.building import build_state
from battlemap.engine.movement.move_rules import MoveRules
from battlemap.engine.movement.movement_map import check_path, fill, path_cost
from battlemap.grid import Cell as C
from battlemap.schema import scenario_from_document

#: The bundled rulesets on square grids, each played under the alternating rule.
RULESETS = ("d20-mass", "fallout-pnp", "gurps4e", "yze")
#: Terrain characters of the default legend: open, wall, low wall, rough, water, trees.
TERRAIN = ".#+~wT"
WEIGHTS = (40, 8, 4, 30, 9, 9)
#: Maps per ruleset (four rulesets: 300 maps, about two seconds in all).
MAPS = 75
#: Drawn paths checked per map (cells picked at random among those reached).
PATHS = 6


def _alternating(ruleset_id: str):
    ruleset = bundled_ruleset(ruleset_id)
    return ruleset.model_copy(update={"grid": ruleset.grid.model_copy(update={"diagonal": "alternating"})})


_RULESETS = {r: _alternating(r) for r in RULESETS}


def _random_state(rng: random.Random, ruleset_id: str, *, mixed: bool = True):
    """A seeded map, its mover `m` and up to three other tokens; without `mixed`, open ground
    and walls only (one terrain factor: the fill may drop odd states there)."""
    cols, rows = rng.randint(6, 14), rng.randint(6, 14)
    chars, weights = (TERRAIN, WEIGHTS) if mixed else (".#", (80, 20))
    terrain = [[rng.choices(chars, weights)[0] for _ in range(cols)] for _ in range(rows)]
    cells = [(c, r) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    mover, others = cells[0], cells[1:1 + rng.randint(0, 3)]
    terrain[mover[1]][mover[0]] = "."
    tokens = [{"id": "m", "side": "blue", "at": list(mover)}]
    tokens += [{"id": f"t{i}", "side": rng.choice(("blue", "red")), "at": list(at)} for i, at in enumerate(others)]
    document = {"format": "battlemap-scenario", "version": 1, "ruleset": ruleset_id,
                "grid": {"kind": "square", "cols": cols, "rows": rows},
                "terrain": {"rows": ["".join(row) for row in terrain]}, "tokens": tokens}
    ruleset = _RULESETS[ruleset_id]
    scenario = scenario_from_document(document, source="<random>", ruleset_resolver=lambda _: ruleset)
    return build_state(scenario, ruleset), document


def reference(rules: MoveRules, budget: float) -> dict[int, float]:
    """Per flat index, the cheapest cost over both parity states: a plain Dijkstra."""
    start = (rules.start, 0)
    dist = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        d, (a, parity) = heapq.heappop(heap)
        if d > dist[(a, parity)]:
            continue
        for b, _, diagonal in rules.adjacency[a]:
            if rules.blocked(a, b) is not None:
                continue
            mult, next_parity = rules.diagonal_factor(diagonal, parity)
            nd = d + rules.per_cell * rules.factor(b) * mult
            if nd <= budget + 1e-9 and nd < dist.get((b, next_parity), math.inf):
                dist[(b, next_parity)] = nd
                heapq.heappush(heap, (nd, (b, next_parity)))
    best: dict[int, float] = {}
    for (index, _), d in dist.items():
        best[index] = min(d, best.get(index, math.inf))
    return best


def test_the_odd_diagonal_state_is_kept_where_terrain_factors_differ():
    """The map of the report: the fill priced 4,0 at 20 m; this drawn path is legal at 18 m."""
    ruleset = bundled_ruleset("yze")
    document = {"format": "battlemap-scenario", "version": 1, "ruleset": "yze",
                "grid": {"cols": 5, "rows": 4},
                "terrain": {"rows": [".#.~~", ".~#.~", "~.~..", "...~."]},
                "tokens": [{"id": "m", "side": "blue", "at": [0, 0]}]}
    state = build_state(scenario_from_document(document, source="<report>", ruleset_resolver=lambda _: ruleset),
                        ruleset)
    drawn = [C(0, 1), C(1, 2), C(1, 3), C(2, 3), C(3, 2), C(3, 1), C(4, 0)]
    assert path_cost(state, "m", drawn) == (18.0, ())
    moves = fill(MoveRules(state, state.token("m")), 24.0)
    assert moves.cost(C(4, 0)) == 18.0
    assert check_path(MoveRules(state, state.token("m")), moves.path_to(C(4, 0))).cost == 18.0


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_alternating_fill_is_a_dijkstra_over_cell_and_parity(ruleset_id):
    rng = random.Random(f"5-10-5 {ruleset_id}")
    for n in range(MAPS):
        state, document = _random_state(rng, ruleset_id, mixed=n % 5 != 4)
        rules = MoveRules(state, state.token("m"))
        budget = rng.choice((math.inf, rules.per_cell * rng.randint(3, 16)))
        moves = fill(rules, budget)
        expected = reference(rules, budget)
        where = f"map {n}, budget {budget}: {document['terrain']['rows']} {document['tokens']}"
        assert {i: float(c) for i, c in moves.costs.items()} == pytest.approx(expected), where
        for index in rng.sample(sorted(moves.ends), min(PATHS, len(moves.ends))):
            cell = state.grid.cell(index)
            drawn = check_path(rules, moves.path_to(cell))
            assert drawn.reasons == () and drawn.cost == pytest.approx(expected[index]), (where, cell)
