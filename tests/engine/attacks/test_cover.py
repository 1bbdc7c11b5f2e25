"""Cover geometry and tie policies: what a line meets, on which side, and who benefits."""

import pytest

from battlemap.engine.attacks.cover import (
    ALONG, FULL, LEFT, NONE, PARTIAL, RIGHT, SURE, Blocker, LineVerdict, cell_point, corner_lattice,
    judge_line, line_geometry, worst_cover,
)
from battlemap.engine.attacks.los import corners_verdict
from battlemap.grid import Cell, Corner, Edge, make_grid


def _centre_line(grid, a, b):
    a, b = Cell(*a), Cell(*b)
    return line_geometry(grid, grid.trace(a, b), cell_point(grid, a), cell_point(grid, b))


def _sides(geometry):
    return {m.at: m.side for m in geometry.met_cells}


def test_a_clear_straight_line_meets_every_cell_surely():
    grid = make_grid("square", 6, 3)
    line = _centre_line(grid, (0, 1), (5, 1))
    assert not line.ambiguous
    assert set(_sides(line).values()) == {SURE}
    assert len(line.met_edges) == 5


def test_a_square_diagonal_through_corners_touches_the_cells_beside_it_on_both_sides():
    grid = make_grid("square", 3, 3)
    line = _centre_line(grid, (0, 0), (2, 2))
    sides = _sides(line)
    assert line.ambiguous
    assert sides[Cell(1, 1)] == SURE
    assert {sides[Cell(1, 0)], sides[Cell(0, 1)]} == {LEFT, RIGHT}
    assert {sides[Cell(2, 1)], sides[Cell(1, 2)]} == {LEFT, RIGHT}
    # (1, 0) and (2, 1) lie on the same side of the line.
    assert sides[Cell(1, 0)] == sides[Cell(2, 1)]


def test_a_hex_line_along_an_edge_touches_both_hexes_and_runs_along_their_edge():
    grid = make_grid("hex", 3, 3, orientation="flat")
    line = _centre_line(grid, (0, 0), (1, 1))
    sides = _sides(line)
    assert line.ambiguous
    assert {sides[Cell(1, 0)], sides[Cell(0, 1)]} == {LEFT, RIGHT}
    edges = {m.at: m.side for m in line.met_edges}
    assert edges[Edge.of(Cell(1, 0), Cell(0, 1))] == ALONG


def test_a_corner_to_corner_line_along_a_grid_line_runs_along_the_edges_between_rows():
    grid = make_grid("square", 4, 3)
    start, end = Corner.of(Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)), Corner.of(
        Cell(2, 0), Cell(3, 0), Cell(2, 1), Cell(3, 1))
    trace = grid.trace_points(grid.corner_point(start), grid.corner_point(end))
    line = line_geometry(grid, trace, corner_lattice(grid, start), corner_lattice(grid, end))
    sides = _sides(line)
    assert sides[Cell(1, 0)] != sides[Cell(1, 1)]
    assert sides[Cell(1, 0)] in (LEFT, RIGHT) and sides[Cell(2, 0)] == sides[Cell(1, 0)]
    along = {m.at for m in line.met_edges if m.side == ALONG}
    assert along == {Edge.of(Cell(1, 0), Cell(1, 1)), Edge.of(Cell(2, 0), Cell(2, 1))}


WALL = Blocker("cell", Cell(0, 0), "wall", FULL)
LOW = Blocker("cell", Cell(1, 0), "low_wall", PARTIAL)
EDGE_WALL = Blocker("edge", Edge.of(Cell(0, 0), Cell(0, 1)), "wall", FULL)


@pytest.mark.parametrize(
    "candidates, defender, attacker, partial",
    [
        ([], NONE, NONE, NONE),
        ([(WALL, SURE)], FULL, FULL, FULL),
        ([(LOW, SURE)], PARTIAL, PARTIAL, PARTIAL),
        ([(WALL, LEFT)], FULL, NONE, PARTIAL),
        ([(LOW, RIGHT)], PARTIAL, NONE, PARTIAL),
        ([(WALL, LEFT), (WALL, RIGHT)], FULL, FULL, FULL),
        ([(WALL, LEFT), (LOW, RIGHT)], FULL, PARTIAL, PARTIAL),
        ([(EDGE_WALL, ALONG)], FULL, NONE, PARTIAL),
        ([(LOW, SURE), (WALL, LEFT)], FULL, PARTIAL, PARTIAL),
    ],
    ids=["nothing", "sure-wall", "sure-low-wall", "wall-one-side", "low-wall-one-side",
         "squeezed-between-walls", "wall-and-low-wall", "along-a-wall", "low-wall-then-tie"],
)
def test_tie_policies(candidates, defender, attacker, partial):
    assert judge_line(candidates, "defender").cover == defender
    assert judge_line(candidates, "attacker").cover == attacker
    assert judge_line(candidates, "partial").cover == partial


def test_partial_policy_reports_tied_blockers_capped_at_partial():
    verdict = judge_line([(WALL, LEFT)], "partial")
    assert verdict.blockers == (Blocker("cell", Cell(0, 0), "wall", PARTIAL, True),)


def test_attacker_policy_lists_no_tie_it_ignored():
    assert judge_line([(WALL, LEFT)], "attacker").blockers == ()
    squeezed = judge_line([(WALL, LEFT), (WALL, RIGHT)], "attacker")
    assert len(squeezed.blockers) == 2


@pytest.mark.parametrize(
    "covers, expected",
    [((NONE, NONE, NONE, NONE), NONE), ((NONE, FULL, NONE, NONE), PARTIAL),
     ((PARTIAL, NONE, NONE, NONE), PARTIAL), ((FULL, FULL, FULL, FULL), FULL)],
    ids=["all-clear", "one-blocked", "one-partial", "all-blocked"],
)
def test_corners_reading(covers, expected):
    assert corners_verdict([LineVerdict(c, ()) for c in covers]).cover == expected


def test_worst_cover_orders_the_levels():
    assert worst_cover([NONE, PARTIAL]) == PARTIAL
    assert worst_cover([PARTIAL, FULL, NONE]) == FULL
    assert worst_cover([]) == NONE
