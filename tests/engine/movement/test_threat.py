"""Reach and threat per system, and the cells an overwatch watches."""

from dataclasses import replace

import pytest

from battlemap.engine.building import build_state
from battlemap.engine.movement.threat import threat_map, threatened_cells, watched_cells
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle, fixture_map

OPEN_7 = "\n".join(["......."] * 7)
#: A medium raider with its sledgehammer in hand.
BRUISER = {"template": "raider", "readied": ["sledgehammer"]}


def _threat(state, token_id):
    """Threatened cells as offset (col, row) pairs."""
    grid = state.grid
    return {grid.to_offset(grid.cell(i)) for i in threatened_cells(state, token_id)}


def _with_token(text, letter, col, row):
    rows = text.splitlines()
    rows[row] = rows[row][:col] + letter + rows[row][col + 1:]
    return "\n".join(rows)


@pytest.mark.parametrize(
    ("ruleset", "token", "count"),
    [
        ("gurps4e", {"template": "spearman"}, 6 + 12),  # spear reach 1, 2: two hex rings
        ("gurps4e", {"template": "swordsman"}, 6),  # broadsword reach 1
        ("gurps4e", {"template": "spearman", "readied": []}, 0),  # unready spear
        ("gurps4e", {"template": "archer"}, 0),  # a bow in hand threatens no hex
        ("gurps4e", {"template": "spearman", "posture": "crawling"}, 0),  # reach C only
        ("d20-mass", {"template": "spearmen"}, 1),  # its own square
        ("d20-mass", {"template": "archers"}, 1),  # an AoO may be a ranged attack
        ("d20-mass", {"template": "spearmen", "readied": []}, 0),
        ("d20-mass", {"template": "spearmen", "conditions": ["total_defence"]}, 0),
        ("yze", {"template": "survivor"}, 9),  # Engaged: own and adjacent cells
        ("yze", {"template": "survivor", "readied": []}, 9),  # unarmed still engages
        ("yze", {"template": "survivor", "conditions": ["blinded"]}, 0),
        ("fallout-pnp", BRUISER, 8),  # sledgehammer: adjacent squares
        ("fallout-pnp", {"template": "wastelander"}, 0),  # pistol ready, knife sheathed
        ("fallout-pnp", {**BRUISER, "conditions": ["surprised"]}, 0),
    ],
    ids=[
        "gurps-spear", "gurps-sword", "gurps-unready-spear", "gurps-bow", "gurps-crawling",
        "d20-melee", "d20-ranged", "d20-no-ready-weapon", "d20-total-defence",
        "yze-engaged", "yze-unarmed", "yze-blinded",
        "fallout-melee", "fallout-holstered-melee", "fallout-surprised",
    ],
)
def test_threatened_cell_counts(ruleset, token, count):
    state = battle(_with_token(OPEN_7, "b", 3, 3), ruleset, tokens={"b": token})
    assert len(threatened_cells(state, "b")) == count


def test_gurps_knife_while_crawling_keeps_reach_c():
    state = battle(_with_token(OPEN_7, "b", 3, 3), "gurps4e", tokens={
        "b": {"weapons": ["large_knife"], "readied": ["large_knife"], "posture": "crawling"}
    })
    assert _threat(state, "b") == {(3, 3), (3, 2)}  # the two hexes a crawling body fills


def test_wall_corner_and_wall_stop_threat():
    state = battle("b#.\n...\n...", "fallout-pnp", tokens={"b": BRUISER})
    assert _threat(state, "b") == {(0, 1)}  # (1,1) is past the wall's corner


def test_reach_two_needs_a_clear_line():
    open_line = battle("b..\n...\n...", "gurps4e", tokens={"b": {"template": "spearman"}})
    walled = battle("b..\n#..\n...", "gurps4e", tokens={"b": {"template": "spearman"}})
    assert (0, 2) in _threat(open_line, "b")
    assert (0, 2) not in _threat(walled, "b")


def test_threat_map_lists_enemies_only():
    state = battle("b.c\n.A.\nE..", "fallout-pnp", tokens={"b": BRUISER, "c": BRUISER, "E": BRUISER})
    threats = threat_map(state, "A")
    centre = state.grid.index(Cell(1, 1))
    assert threats[centre] == ("b", "c")
    assert all("A" not in ids and "E" not in ids for ids in threats.values())


def test_overwatch_ray_stops_at_a_wall():
    state = battle(fixture_map("overwatch_lane").replace("......A", "..#...A"), "fallout-pnp",
                   tokens=_snipers(toward=(8, 3)))
    # The line alone (Fallout's option overwatch_near also watches the squares beside it).
    state = replace(state, rules=type(state.rules).from_options({**state.options, "overwatch_near": 0}))
    grid = state.grid
    watched = [grid.to_offset(grid.cell(i)) for i in watched_cells(state, "x")]
    assert watched == [(1, 3), (2, 3), (3, 3)]  # y's own cell counts; the wall at (4,3) stops it
    assert watched_cells(state, "A") == ()


def test_overwatch_needs_a_ready_ranged_weapon():
    state = battle(fixture_map("overwatch_lane"), "fallout-pnp", tokens={
        **_snipers(toward=(8, 3)), "x": {"template": "sniper", "readied": [],
                                         "state": {"overwatch": {"toward": [8, 3]}}},
    })
    assert watched_cells(state, "x") == ()


def test_yze_overwatch_default_is_a_ninety_degree_cone():
    state = battle(_with_token(OPEN_7, "b", 0, 3), "yze", tokens={
        "b": {"template": "hunter", "state": {"overwatch": {"toward": [6, 3]}}},
    })
    grid = state.grid
    watched = {grid.to_offset(grid.cell(i)) for i in watched_cells(state, "b")}
    assert {(1, 3), (6, 3), (3, 1), (3, 5), (6, 0), (6, 6)} <= watched
    assert (1, 1) not in watched and (0, 2) not in watched


def test_fallout_melee_overwatch_watches_reach():
    state = battle(_with_token(OPEN_7, "b", 3, 3), "fallout-pnp", tokens={
        "b": {**BRUISER, "readied": ["sledgehammer"], "state": {"overwatch": {"toward": [6, 3]}}},
    })
    assert len(watched_cells(state, "b")) == 8


def _snipers(toward):
    return {
        "x": {"template": "sniper", "state": {"overwatch": {"toward": list(toward), "declared": 2}}},
        "y": {"template": "sniper", "state": {"overwatch": {"toward": list(toward), "declared": 1}}},
    }


def test_reach_runs_along_the_top_edge_of_a_flat_hex_map():
    """A line along the map's border is open air: a reach-2 spear on the top row
    threatens the hex two along that row (it once counted off-map as a wall)."""
    from battlemap.engine.movement.threat import sees

    state = _two_row_flat_hex_state()
    grid = state.grid
    a, b = grid.index(grid.from_offset(0, 0)), grid.index(grid.from_offset(2, 0))
    assert sees(state, a, b)


def _two_row_flat_hex_state():
    import json

    from battlemap.document.library import resolve_ruleset
    from battlemap.schema import parse_scenario

    doc = {"format": "battlemap-scenario", "version": 1, "ruleset": "gurps4e",
           "grid": {"kind": "hex", "orientation": "flat", "cols": 5, "rows": 2},
           "tokens": []}
    scenario = parse_scenario(json.dumps(doc), source="edge.json", ruleset_resolver=resolve_ruleset)
    return build_state(scenario, resolve_ruleset("gurps4e"))
