"""Area templates against a plain point-in-shape oracle: random shapes on squares and both hex tilings.

The oracle looks at every cell of the map and asks, with polar angles and
squared distances (not the engine's dot products and box windows), whether
its centre lies in the shape or on its boundary.
"""

from __future__ import annotations

import math
import random

import pytest

from battlemap.engine.areas.shapes import cell_pitch
from battlemap.engine.areas.templates import AreaTemplate, covered_cells
from battlemap.grid import Cell, make_grid

_EPS = 1e-7


def _inside(kind: str, o, t, point, length: float, width: float, angle: float) -> bool:
    """The plain test: is `point` in the shape (lengths in world units)?"""
    px, py = point[0] - o[0], point[1] - o[1]
    if kind == "circle":
        return px * px + py * py <= length * length + _EPS
    if kind == "square":
        return abs(px) <= length / 2 + _EPS and abs(py) <= length / 2 + _EPS
    heading = math.atan2(t[1] - o[1], t[0] - o[0])
    # Rotate the point into the shape's own frame: x along the shape, y across it.
    x = px * math.cos(heading) + py * math.sin(heading)
    y = -px * math.sin(heading) + py * math.cos(heading)
    if kind == "line":
        return -_EPS <= x <= length + _EPS and abs(y) <= width / 2 + _EPS
    if px * px + py * py > length * length + _EPS:
        return False
    if abs(px) < _EPS and abs(py) < _EPS:
        return True
    off = abs(math.degrees(math.atan2(y, x)))
    return off <= angle / 2 + 1e-6


def _oracle(grid, cell_size, template: AreaTemplate, angle: float, width: float) -> list[Cell]:
    scale = cell_pitch(grid) / cell_size
    o = grid.center(template.origin)
    t = grid.center(template.toward or template.origin)
    found = [c for c in grid.cells()
             if _inside(template.shape, o, t, grid.center(c), template.size * scale, width * scale, angle)]
    return found


GRIDS = {
    "square": lambda: make_grid("square", 17, 13),
    "hex-flat": lambda: make_grid("hex", 15, 13, orientation="flat"),
    "hex-pointy": lambda: make_grid("hex", 13, 15, orientation="pointy"),
}


@pytest.mark.parametrize("grid_name", sorted(GRIDS))
@pytest.mark.parametrize("shape", ["circle", "cone", "line", "square"])
def test_random_shapes_cover_what_the_oracle_says(grid_name: str, shape: str) -> None:
    grid = GRIDS[grid_name]()
    rng = random.Random(f"{grid_name}-{shape}")
    cell_size = rng.choice((5, 1, 2, 25))
    for _ in range(60):
        origin = grid.from_offset(rng.randrange(grid.cols), rng.randrange(grid.rows))
        toward = grid.from_offset(rng.randrange(grid.cols), rng.randrange(grid.rows))
        if toward == origin:
            continue
        # Sizes on whole cells hit rims exactly (the boundary counts); others fall between.
        size = cell_size * (rng.randrange(0, 9) if rng.random() < 0.5 else rng.uniform(0.1, 8.0))
        if size <= 0:
            size = cell_size
        angle = rng.choice((90.0, 60.0, 53.13, 120.0, 180.0, 360.0, rng.uniform(5, 300)))
        width = cell_size * rng.choice((1.0, 2.0, 0.5, rng.uniform(0.1, 3)))
        template = AreaTemplate("t", shape, origin, size, toward,
                                angle if shape == "cone" else None, width if shape == "line" else None)
        got = covered_cells(grid, cell_size, template)
        expected = _oracle(grid, cell_size, template, angle, width)
        assert sorted(got) == sorted(expected), (grid_name, shape, origin, toward, size, angle, width)


def test_the_boundary_counts_a_circle_of_two_cells_on_squares() -> None:
    grid = make_grid("square", 9, 9)
    cells = covered_cells(grid, 5, AreaTemplate("t", "circle", Cell(4, 4), 10))
    # Radius 2: the four cells exactly 2 away along the axes are in, (2, 1) away (2.24) are not.
    assert Cell(6, 4) in cells and Cell(4, 2) in cells
    assert Cell(6, 5) not in cells
    assert len(cells) == 13


def test_a_90_degree_cone_east_holds_its_rims_diagonals() -> None:
    grid = make_grid("square", 9, 9)
    cells = covered_cells(grid, 5, AreaTemplate("t", "cone", Cell(0, 4), 15, Cell(1, 4)))
    assert {Cell(2, 2), Cell(2, 6), Cell(1, 3), Cell(1, 5)} <= set(cells)  # centres exactly on the rims
    assert Cell(1, 2) not in cells
    assert Cell(3, 4) in cells and Cell(4, 4) not in cells


def test_the_default_angle_and_width_follow_the_ruleset_options() -> None:
    grid = make_grid("square", 9, 9)
    narrow = covered_cells(grid, 5, AreaTemplate("t", "cone", Cell(0, 4), 20, Cell(1, 4)), {"cone_angle": 10})
    assert narrow == tuple(Cell(q, 4) for q in range(5))
    wide = covered_cells(grid, 5, AreaTemplate("t", "line", Cell(0, 4), 20, Cell(1, 4)), {"line_width": 15})
    assert len(wide) == 15  # 3 cells across, 5 along


def test_hex_circle_of_one_hex_is_the_hex_and_its_six_neighbours() -> None:
    grid = make_grid("hex", 9, 9)
    centre = grid.from_offset(4, 4)
    cells = covered_cells(grid, 1, AreaTemplate("t", "circle", centre, 1))
    assert sorted(cells) == sorted([centre, *grid.neighbors(centre)])
