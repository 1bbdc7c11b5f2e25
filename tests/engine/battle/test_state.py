"""BattleState: tokens resolved from templates, occupancy, moves as new states."""

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.state import BattleState, OverwatchState
from battlemap.engine.building import build_state
from battlemap.engine.systems.d20_mass.rules import D20MassRules
from battlemap.engine.systems.gurps4e.rules import Gurps4eRules
from battlemap.grid import Cell
from battlemap.schema import scenario_from_document
from tests.engine.ascii_maps import battle, scenario_dict


def test_template_fills_what_the_token_leaves_out():
    state = battle("A.b", "gurps4e", tokens={"A": {"template": "spearman"}, "b": {"stats": {"st": 14}}})
    spearman = state.token("A")
    assert [w.id for w in spearman.weapons] == ["spear", "large_knife"]
    assert [w.id for w in spearman.ready_weapons()] == ["spear"]
    assert spearman.weapons[0].reach == (1, 2)
    assert spearman.stats["skill"] == 13
    assert spearman.stats["st"] == 11
    # Stats but no template: ruleset stat defaults, the token's stats on top.
    b = state.token("b")
    assert b.stats["st"] == 14 and b.stats["dx"] == 10
    assert b.weapons == ()


def test_default_template_when_token_gives_neither():
    state = battle("A", "d20-mass")
    militia = state.token("A")
    assert militia.count == 10
    assert militia.readied == frozenset({"spear", "unarmed"})


def test_tactical_state_in_internal_cells():
    state = battle(
        "A...\n....", "gurps4e",
        tokens={"A": {"state": {"overwatch": {"toward": [3, 1], "arc": 30, "declared": 2},
                                "wait": {"trigger": "enters_reach"}, "retreat": True}}},
    )
    tactical = state.token("A").tactical
    assert tactical.overwatch == OverwatchState(state.grid.from_offset(3, 1), 30.0, 2)
    assert tactical.wait == "enters_reach"
    assert tactical.retreat is True


def test_system_hooks_follow_the_ruleset():
    assert isinstance(battle("A", "gurps4e").rules, Gurps4eRules)
    assert isinstance(battle("A", "d20-mass").rules, D20MassRules)
    assert battle("A", "gurps4e").system.id == "gurps4e"


def test_large_token_covers_its_footprint():
    state = battle("A..\n...\n...", "fallout-pnp", tokens={"A": {"size": "large"}})
    token = state.token("A")
    assert token.extent == 2
    assert set(token.footprint) == {Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)}
    assert state.occupancy == {0: ("A",), 1: ("A",), 3: ("A",), 4: ("A",)}
    assert [t.id for t in state.tokens_at(Cell(1, 1))] == ["A"]


def test_prone_gurps_fighter_fills_two_hexes():
    state = battle("A..\n...", "gurps4e", tokens={"A": {"posture": "prone", "facing": 2}})
    assert len(state.token("A").footprint) == 2


def test_stacked_tokens_share_a_cell():
    state = battle("A.b", "d20-mass", tokens={"b": {"at": [0, 0]}})
    assert state.occupancy[0] == ("A", "b")
    assert {t.id for t in state.tokens_at(Cell(0, 0))} == {"A", "b"}
    assert [t.id for t in state.enemies_of("A")] == ["b"]


def test_with_token_moved_returns_a_new_state():
    state = battle("A.B\n..c", "fallout-pnp")
    moved = state.with_token_moved("A", Cell(1, 1))
    assert moved.token("A").cell == Cell(1, 1)
    assert state.token("A").cell == Cell(0, 0)
    assert 0 not in moved.occupancy and moved.occupancy[4] == ("A",)
    assert state.occupancy[0] == ("A",)
    assert moved.occupancy[2] == ("B",) and moved.occupancy[5] == ("c",)
    assert moved.cells_by_side["blue"] == frozenset({2, 4})


def test_unknown_token_is_a_key_error_naming_it():
    with pytest.raises(KeyError, match="nobody"):
        battle("A", "yze").token("nobody")


def test_combat_spent_and_seed():
    document = scenario_dict(
        "A.b", "fallout-pnp", seed=42,
        combat={"round": 3, "order": ["A", "b"], "active": "A", "spent": {"A": {"ap": 4}}},
    )
    ruleset = bundled_ruleset("fallout-pnp")
    scenario = scenario_from_document(document, source="t", ruleset_resolver=bundled_ruleset)
    state = build_state(scenario, ruleset)
    assert state.combat.round == 3 and state.combat.active == "A"
    assert state.combat.spent_by("A", "ap") == 4
    assert state.combat.spent_by("b", "ap") == 0
    assert state.dice.seed == 42
    assert state.options["hit_chance_cap"] == 95


def test_zones_as_flat_indices():
    state = battle(
        "A..\n...", "yze", zones=[{"id": "yard", "cells": [[1, 0], [2, 1]], "tags": ["cluttered"]}]
    )
    assert state.zones[0].cells == frozenset({1, 5})
    assert state.zones[0].tags == ("cluttered",)
