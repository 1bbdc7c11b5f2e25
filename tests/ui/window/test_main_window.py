"""The main window as a person sees it: the default skirmish, tokens where the file says."""

import sys

import pytest
from PySide6.QtGui import QColor

from battlemap.ui.map.palette import NAMED_SIDES, TERRAIN_COLOURS
from tests.ui.ui_helpers import close_to, pixel_at, render

pytestmark = pytest.mark.gui


def test_default_scenario_opens_on_d20_squares(open_window):
    window = open_window()
    assert window.document.opened.ruleset.id == "d20-mass"
    assert window.document.opened.grid.kind == "square"
    assert "Battlemap" in window.windowTitle()
    assert len(window.scene.token_items) == len(window.document.opened.scenario.tokens) > 0


def test_token_drawn_in_its_side_colour_at_its_cell(open_window):
    window = open_window()
    image = render(window)
    token = window.document.opened.scenario.tokens[0]
    cell = window.document.opened.grid.from_offset(*token.at)
    # The centre shows the initials; sample inside the disc, left of them.
    radius = window.scene.token_items[token.id].rect().width() / 2
    colour = pixel_at(window, image, cell, offset=(-radius * 0.75, 0.0))
    assert token.side in NAMED_SIDES
    assert close_to(colour, NAMED_SIDES[token.side])


def test_wall_cell_painted_as_wall(open_window):
    window = open_window()
    opened = window.document.opened
    wall = next(
        opened.grid.cell(i) for i in range(opened.grid.size)
        if opened.terrain.terrain_id_at(i) == "wall"
    )
    image = render(window)
    assert pixel_at(window, image, wall).name() == QColor(TERRAIN_COLOURS["wall"]).name()


def test_hex_map_draws_hexagons(open_window):
    window = open_window("gurps-duel.json")
    assert window.document.opened.grid.kind == "hex"
    polygon = window.scene.layout.polygon(window.document.opened.grid.cell(0))
    assert len(polygon) == 6


def test_wheel_zooms_at_cursor(open_window, qtbot):
    window = open_window()
    before = window.view.zoom
    window.view.zoom_by(2.0)
    assert window.view.zoom == pytest.approx(before * 2.0)


def test_repaint_soak_keeps_none_refcount(open_window, qtbot):
    """Guard for the PySide6 6.12 / CPython 3.11 paint() refcount bug (DESIGN.md).

    Each Python paint() call on 6.12.0 + 3.11 drops a reference to None and
    the process aborts near 5,000 repaints; our pin avoids that release.
    """
    window = open_window()
    viewport = window.view.viewport()
    viewport.repaint()
    before = sys.getrefcount(None)
    for _ in range(3000):
        viewport.repaint()
    after = sys.getrefcount(None)
    assert after >= before - 50, f"None lost {before - after} references in 3000 repaints"


def test_every_bundled_terrain_type_has_a_colour():
    """No terrain of a bundled ruleset is painted in the 'unknown' magenta."""
    from battlemap import resources
    from battlemap.document.library import bundled_ruleset
    from battlemap.ui.map.palette import TERRAIN_COLOURS

    for ruleset_id in resources.ruleset_ids():
        missing = set(bundled_ruleset(ruleset_id).terrain) - set(TERRAIN_COLOURS)
        assert not missing, f"{ruleset_id}: no colour for {sorted(missing)}"
