"""View-menu overlays and what the map looks like: cover, crowds, threat, overwatch, hex vs square."""

from __future__ import annotations

import pytest

from battlemap.ui.map.palette import TERRAIN_COLOURS
from tests.ui.ui_helpers import close_to, pixel_at, render, write_scenario

pytestmark = pytest.mark.gui


def _indices(window, *offsets) -> set[int]:
    grid = window.state.grid
    return {grid.index(grid.from_offset(c, r)) for c, r in offsets}


def test_cover_overlay_hatches_the_cells_that_give_cover(open_window):
    window = open_window()
    overlays = window.controller.overlays
    window.actions["cover"].trigger()
    terrain = window.state.terrain
    partial = {i for i in range(window.state.grid.size) if terrain.type_at(i).cover == "partial"}
    assert overlays.cover_partial.cells == partial
    assert _indices(window, (0, 0), (5, 2)) <= partial  # trees, a low wall
    window.actions["cover"].trigger()
    assert overlays.cover_partial.cells == frozenset()


def test_crowd_badges_count_individuals_by_density(open_window):
    window = open_window()
    window.actions["crowd"].trigger()
    badges = window.controller.overlays.crowd.badges
    grid = window.state.grid
    by_cell = {grid.to_offset(grid.cell(i)): text for i, text in badges.items()}
    assert by_cell[(8, 6)] == "12"   # spearmen: loose
    assert by_cell[(14, 6)] == "15"  # red spearmen: dense
    assert by_cell[(4, 6)] == "10"
    assert len(by_cell) == len(window.state.tokens)


def test_threat_overlay_shows_where_the_other_side_reacts(open_window):
    window = open_window()
    window.document.select("b-spear")
    window.actions["threat"].trigger()
    red = {window.state.grid.index(t.cell) for t in window.state.tokens if t.side == "red"}
    # d20 mass combat: a unit with a ready weapon threatens its own square.
    assert window.controller.overlays.threat.cells == red
    window.document.select("r-spear")
    blue = {window.state.grid.index(t.cell) for t in window.state.tokens if t.side == "blue"}
    assert window.controller.overlays.threat.cells == blue


@pytest.fixture
def watched_lane(open_window, tmp_path):
    """Red crossbowmen at 8,1 overwatching west along row 1; blue knights at 1,3."""
    rows = ["..........", "..........", "..........", "..........", ".........."]
    tokens = [
        {"id": "xbow", "name": "Red crossbowmen", "side": "red", "at": [8, 1], "template": "crossbowmen",
         "state": {"overwatch": {"toward": [0, 1], "arc": 0}}},
        {"id": "knights", "name": "Blue knights", "side": "blue", "at": [1, 3], "template": "cavalry"},
    ]
    return open_window(path=write_scenario(tmp_path, "lane", "d20-mass", rows, tokens))


def test_overwatch_overlay_draws_the_line_and_its_cells(watched_lane):
    window = watched_lane
    window.actions["overwatch"].trigger()
    overlays = window.controller.overlays
    assert overlays.lines.tooltips == ("Overwatch by Red crossbowmen",)
    assert _indices(window, (7, 1), (4, 1), (0, 1)) <= overlays.watched.cells
    assert not _indices(window, (8, 1), (1, 3)) & overlays.watched.cells


def test_dragging_across_an_overwatch_line_marks_the_shot(watched_lane, mouse_of):
    window = watched_lane
    mouse = mouse_of(window)
    mouse.press((1, 3))
    assert window.controller.drag.lines.tooltips == ("Overwatch by Red crossbowmen",)
    mouse.move((1, 1))
    tips = window.controller.drag.path.marker_tips
    assert len(tips) == 1 and tips[0].startswith("Overwatch by Red crossbowmen (")


@pytest.mark.parametrize("kind", ["square", "hex"])
def test_hex_and_square_cells_have_their_shapes(open_window, tmp_path, kind):
    rows = [".....", ".....", "..#..", ".....", "....."]
    grid = {"kind": kind, "orientation": "flat"} if kind == "hex" else {"kind": kind}
    window = open_window(path=write_scenario(tmp_path, kind, "gurps4e", rows, [], grid=grid))
    image = render(window)
    wall = window.state.grid.from_offset(2, 2)
    size = window.scene.layout.size
    assert close_to(pixel_at(window, image, wall), TERRAIN_COLOURS["wall"], 3)
    # Near the top-left corner of the cell's bounding box: still the wall on a
    # square, already the open neighbour outside a flat hexagon.
    half = size * (0.42 if kind == "square" else 0.8)
    corner = pixel_at(window, image, wall, (-half, -half * (1 if kind == "square" else 0.75)))
    expected = TERRAIN_COLOURS["wall"] if kind == "square" else TERRAIN_COLOURS["open"]
    assert close_to(corner, expected, 3)
    assert len(window.scene.layout.polygon(wall)) == (4 if kind == "square" else 6)
