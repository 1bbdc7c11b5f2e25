"""Lines of fire on ASCII maps: walls, low walls, ties, tokens, symmetry, the `los` command."""

import json
from argparse import Namespace
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from battlemap.commands.los import run_los
from battlemap.engine.attacks.los import LineOfFire, line_of_fire, los_options
from battlemap.engine.battle.terrain import TerrainMap
from battlemap.engine.systems.registry import system_of
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle, scenario_dict
from tests.engine.los_maps import los_battle, with_edges, with_options

METHODS = ("center", "corners", "supercover")
TIES = ("defender", "attacker", "partial")


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("ruleset", ["d20-mass", "gurps4e", "fallout-pnp", "yze"])
def test_a_wall_between_blocks(ruleset, method):
    state = los_battle(
        """
        ..#..
        A.#.b
        ..#..
        """,
        ruleset, los_method=method,
    )
    line = line_of_fire(state, "A", "b")
    assert not line.clear
    assert line.cover == "full"
    assert any(b.what == "wall" and b.cover == "full" for b in line.blocked_by)


@pytest.mark.parametrize("method", METHODS)
def test_a_low_wall_in_front_of_the_target_gives_partial_cover(method):
    state = los_battle("A...+b", los_method=method)
    line = line_of_fire(state, "A", "b")
    assert line.clear and line.cover == "partial"
    assert [(b.kind, b.what) for b in line.blocked_by] == [("cell", "low_wall")]


def test_a_shooter_fires_over_its_own_low_wall():
    state = los_battle("A+...b")
    assert line_of_fire(state, "A", "b").cover == "none"
    assert line_of_fire(state, "b", "A").cover == "partial"


def test_a_unit_in_trees_has_partial_cover():
    state = battle("A...T", "gurps4e", tokens={})
    target = Cell(4, 0) if state.grid.kind == "square" else state.grid.from_offset(4, 0)
    line = line_of_fire(state, "A", target)
    assert line.cover == "partial"
    assert line.blocked_by[-1].what == "trees"


def test_a_low_wall_drawn_on_the_targets_edge_gives_partial_cover():
    state = with_edges(los_battle("A...b"), {((3, 0), (4, 0)): "low_wall"})
    line = line_of_fire(state, "A", "b")
    assert line.cover == "partial"
    assert line.blocked_by[0].kind == "edge"


@pytest.mark.parametrize(
    "ties, cover", [("defender", "full"), ("attacker", "none"), ("partial", "partial")], ids=TIES
)
def test_a_line_along_a_hex_edge_is_a_tie_resolved_by_the_option(ties, cover):
    # Flat hexes: from (0,0) to (1,1) the centre line runs along the edge
    # between the wall hex (1,0) and the open hex (0,1).
    state = los_battle(
        """
        A#
        .b
        """,
        "gurps4e", los_method="center", los_ties=ties,
    )
    line = line_of_fire(state, "A", "b")
    assert line.ambiguous
    assert line.cover == cover


@pytest.mark.parametrize(
    "ties, cover", [("defender", "full"), ("attacker", "none"), ("partial", "partial")], ids=TIES
)
def test_a_diagonal_through_a_square_corner_with_one_blocker_beside_is_a_tie(ties, cover):
    state = los_battle(
        """
        A#
        .b
        """,
        los_method="center", los_ties=ties,
    )
    line = line_of_fire(state, "A", "b")
    assert line.ambiguous
    assert line.cover == cover
    assert all(b.tie for b in line.blocked_by)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("ties", TIES)
def test_a_diagonal_squeezed_between_two_walls_is_blocked_whatever_the_tie_policy(ties, method):
    state = los_battle(
        """
        A#
        #b
        """,
        los_method=method, los_ties=ties,
    )
    assert line_of_fire(state, "A", "b").cover == "full"


def test_supercover_counts_every_touched_cell_whatever_the_tie_option():
    state = los_battle(
        """
        A#
        .b
        """,
        los_method="supercover", los_ties="attacker",
    )
    assert line_of_fire(state, "A", "b").cover == "full"


@pytest.mark.parametrize("ties", TIES)
def test_corners_a_continuous_edge_wall_between_neighbours_blocks(ties):
    walls = {((0, r), (1, r)): "wall" for r in range(3)}
    state = with_edges(los_battle("...\nA.b\n...", los_method="corners", los_ties=ties), walls)
    assert line_of_fire(state, "A", "b").cover == "full"


def test_corners_a_corridor_is_clear_when_lines_along_its_walls_are_ties_for_the_attacker():
    corridor = """
        #######
        A.....b
        #######
        """
    assert line_of_fire(los_battle(corridor, los_method="corners"), "A", "b").cover == "none"
    defender = los_battle(corridor, los_method="corners", los_ties="defender")
    assert line_of_fire(defender, "A", "b").cover == "partial"


def test_corners_a_low_wall_hiding_half_the_target_gives_partial_cover():
    state = los_battle(
        """
        ......
        A...+b
        ....#.
        """,
        los_method="corners", los_ties="attacker",
    )
    assert line_of_fire(state, "A", "b").cover == "partial"


def test_intervening_tokens_give_cover_only_where_the_ruleset_says_so():
    text = "A.c.b"
    mass = battle(text, "d20-mass")
    line = line_of_fire(mass, "A", "b")
    assert line.intervening == ("c",)
    assert line.cover == "none"  # d20 mass combat: many units share squares
    fallout = battle(text, "fallout-pnp")
    line = line_of_fire(fallout, "A", "b")
    assert line.cover == "partial"
    assert [(b.kind, b.what) for b in line.blocked_by] == [("token", "c")]


def test_tokens_sharing_the_end_squares_do_not_intervene():
    state = battle("A...b", "d20-mass", tokens={"A": {"at": [0, 0]}})
    state = state.with_token_moved("b", Cell(0, 0))
    line = line_of_fire(state, "A", "b")
    assert line.cover == "none" and line.intervening == ()
    assert line.range.band == "point_blank" and line.range.cells == 0


def test_cells_can_be_line_ends():
    state = los_battle("A.#..")
    line = line_of_fire(state, Cell(0, 0), Cell(4, 0))
    assert line.cover == "full"
    assert line.cells == tuple(Cell(c, 0) for c in range(5))
    with pytest.raises(ValueError, match="off the map"):
        line_of_fire(state, Cell(0, 0), Cell(9, 0))


def test_a_large_token_is_shot_at_through_its_least_covered_cell():
    state = battle(
        """
        A...#..
        .......
        """,
        "fallout-pnp",
        tokens={"A": {}},
        **{},
    )
    big = battle(
        """
        A...#L.
        .......
        """,
        "fallout-pnp", tokens={"L": {"size": "large"}},
    )
    assert big.token("L").footprint == (Cell(5, 0), Cell(6, 0), Cell(5, 1), Cell(6, 1))
    line = line_of_fire(big, "A", "L")
    assert line.cover == "none"
    assert line.target == Cell(5, 1)
    assert line_of_fire(state, "A", Cell(5, 0)).cover == "full"


def test_lines_are_cached_and_retraced_when_the_terrain_changes():
    state = los_battle("A...b")
    assert line_of_fire(state, "A", "b").cover == "none"
    walled = with_edges(state, {((1, 0), (2, 0)): "wall"})
    assert line_of_fire(walled, "A", "b").cover == "full"
    assert line_of_fire(state, "A", "b").cover == "none"


def test_options_have_documented_defaults():
    assert los_options({}, system_of("d20_mass")).ties == "defender"
    assert los_options({}, system_of("d20_mass")).tokens_give_cover is False
    assert los_options({}, system_of("gurps4e")).ties == "partial"
    corners = los_options({"los_method": "corners"}, system_of("d20_mass"))
    assert (corners.ties, corners.symmetric) == ("attacker", False)
    assert los_options({"los_method": "bogus"}, system_of("yze")).method == "center"


# --- symmetry ---------------------------------------------------------------------
def _random_state(kind: str, walls: list[bool], cols: int, rows: int, ends=()):
    """Walls where `walls` says, never on the line ends (units do not stand in walls)."""
    kind, _, orientation = kind.partition("-")
    grid = {"kind": kind, "cols": cols, "rows": rows, **({"orientation": orientation} if orientation else {})}
    walls = list(walls)
    for col, row in ends:
        walls[row * cols + col] = False
    text = "\n".join(
        "".join("#" if walls[r * cols + c] else "." for c in range(cols)) for r in range(rows)
    )
    return battle(text, "gurps4e" if kind == "hex" else "fallout-pnp", grid=grid)


@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(["square", "hex-flat", "hex-pointy"]),
    method=st.sampled_from(["center", "supercover"]),
    ties=st.sampled_from(TIES),
    walls=st.lists(st.booleans(), min_size=36, max_size=36),
    ends=st.tuples(*[st.integers(0, 5)] * 4),
)
def test_centre_lines_are_symmetric(kind, method, ties, walls, ends):
    state = with_options(_random_state(kind, walls, 6, 6, (ends[:2], ends[2:])),
                         los_method=method, los_ties=ties)
    a = state.grid.from_offset(ends[0], ends[1])
    b = state.grid.from_offset(ends[2], ends[3])
    forward, back = line_of_fire(state, a, b), line_of_fire(state, b, a)
    assert forward.clear == back.clear
    assert forward.cover == back.cover
    assert forward.cells == tuple(reversed(back.cells))
    assert forward.ambiguous == back.ambiguous


@settings(max_examples=30, deadline=None)
@given(walls=st.lists(st.booleans(), min_size=25, max_size=25), ends=st.tuples(*[st.integers(0, 4)] * 4))
def test_symmetric_corners_never_hide_a_target_that_sees_the_shooter(walls, ends):
    state = with_options(_random_state("square", walls, 5, 5, (ends[:2], ends[2:])), los_method="corners",
                         los_ties="defender", los_symmetric=True)
    a, b = Cell(ends[0], ends[1]), Cell(ends[2], ends[3])
    assert line_of_fire(state, a, b).clear == line_of_fire(state, b, a).clear


# --- JSON and the command -------------------------------------------------------------
def _scenario_file(tmp_path, text="A.#.b\n.....", ruleset="d20-mass"):
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(scenario_dict(text, ruleset)), encoding="utf-8")
    return str(path)


def test_los_json_contract(tmp_path, capsys):
    args = Namespace(scenario=_scenario_file(tmp_path), source="A", target="4,0", json=True)
    assert run_los(args, __import__("sys").stdout) == 0
    report = json.loads(capsys.readouterr().out)
    assert {"clear", "cover", "cells", "blocked_by", "ambiguous", "range"} <= set(report)
    assert report["clear"] is False and report["cover"] == "full"
    assert report["cells"] == [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]
    assert report["blocked_by"] == [{"kind": "cell", "at": [2, 0], "id": "wall", "cover": "full", "tie": False}]
    assert report["range"] == {"cells": 4, "distance": 100.0, "unit": "ft", "band": "outside"}


def test_los_edge_blockers_name_both_cells():
    state = with_edges(los_battle("A...b"), {((3, 0), (4, 0)): "low_wall"})
    report = line_of_fire(state, "A", "b").as_json(state.grid)
    assert report["blocked_by"][0]["at"] == [[3, 0], [4, 0]]


def test_los_readable_output(tmp_path, capsys):
    args = Namespace(scenario=_scenario_file(tmp_path), source="A", target="b", json=False)
    assert run_los(args, __import__("sys").stdout) == 0
    out = capsys.readouterr().out
    assert "BLOCKED, cover full" in out
    assert "range: 4 cell(s) = 100 ft, band outside" in out


@pytest.mark.parametrize(
    "source, target, message",
    [("A", "9,9", "off the"), ("A", "x,y", "neither a token"), ("nobody", "b", "neither a token")],
    ids=["off-map", "garbage", "unknown-token"],
)
def test_los_bad_ends_exit_1_without_traceback(tmp_path, capsys, source, target, message):
    args = Namespace(scenario=_scenario_file(tmp_path), source=source, target=target, json=True)
    assert run_los(args, __import__("sys").stdout) == 1
    out = capsys.readouterr().out
    assert message in out and "Traceback" not in out


def test_los_bad_file_lists_problems(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "battlemap-scenario", "version": 1}', encoding="utf-8")
    args = Namespace(scenario=str(bad), source="A", target="b", json=True)
    assert run_los(args, __import__("sys").stdout) == 1
    assert "problem" in capsys.readouterr().out


def test_line_of_fire_is_a_frozen_value():
    line = line_of_fire(los_battle("A.b"), "A", "b")
    assert isinstance(line, LineOfFire)
    with pytest.raises(AttributeError):
        line.cover = "full"  # type: ignore[misc]
    assert replace(line, cover="full").cover == "full"


def test_terrain_map_identity_is_the_cache_key():
    state = los_battle("A.b")
    grid = state.grid
    rebuilt = TerrainMap.build(grid, state.ruleset, ["open", "wall", "open"])
    assert line_of_fire(replace(state, terrain=rebuilt), "A", "b").cover == "full"
