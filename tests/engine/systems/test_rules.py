"""System hooks: parameters from module constants, overridden by ruleset options."""

from dataclasses import replace

import pytest

from battlemap.document.library import bundled_ruleset
from battlemap.engine.battle.state import TokenState
from battlemap.engine.movement.movement_map import movement_map
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.systems.base import SystemRules, wait_trigger
from battlemap.engine.systems.d20_mass.rules import D20MassRules
from battlemap.engine.systems.fallout_pnp.rules import FalloutPnpRules
from battlemap.engine.systems.gurps4e.rules import Gurps4eRules
from battlemap.engine.systems.registry import SYSTEMS, rules_for
from battlemap.engine.systems.yze.rules import YzeRules
from battlemap.grid import Cell
from tests.engine.ascii_maps import battle, fixture_map


def _token(**fields):
    return TokenState(id="t", name="t", side="red", cell=Cell(0, 0), footprint=(Cell(0, 0),), **fields)


@pytest.mark.parametrize("ruleset_id", ["d20-mass", "gurps4e", "yze", "fallout-pnp"])
def test_every_bundled_ruleset_has_hooks(ruleset_id):
    ruleset = bundled_ruleset(ruleset_id)
    rules = rules_for(ruleset)
    assert type(rules) is SYSTEMS[ruleset.system].rules
    assert set(SystemRules.DEFAULTS) <= set(rules.params)


def test_ruleset_options_override_module_constants():
    assert YzeRules.from_options({}).param("overwatch_arc") == 90
    assert YzeRules.from_options({"overwatch_arc": 60}).param("overwatch_arc") == 60
    # Options of other meanings are ignored, not turned into parameters.
    assert "hit_chance_cap" not in rules_for(bundled_ruleset("fallout-pnp")).params


def test_yze_ruleset_option_sets_the_cone_width():
    assert rules_for(bundled_ruleset("yze")).param("overwatch_arc") == 90


def test_fallout_option_switches_opportunity_attacks_off():
    tokens = {"b": {"template": "raider", "readied": ["sledgehammer"]}}
    state = battle(fixture_map("corridor"), "fallout-pnp", tokens=tokens)
    path = [Cell(2, 1), Cell(2, 0)]
    assert len(preview_move(state, "A", path).reactions) == 1
    off = FalloutPnpRules.from_options({"opportunity_on_leaving": False})
    assert preview_move(replace(state, rules=off), "A", path).reactions == ()


@pytest.mark.parametrize(
    ("stats", "limit"),
    [({}, 1), ({"combat_reflexes": 2}, 3), ({"combat_reflexes": True}, None)],
    ids=["one-per-round", "combat-reflexes-2", "combat-reflexes-unlimited"],
)
def test_d20_opportunity_attacks_per_round(stats, limit):
    assert D20MassRules.from_options({}).reaction_limit(_token(stats=stats)) == limit


def test_yze_free_attacks_have_no_limit():
    assert YzeRules.from_options({}).reaction_limit(_token()) is None


def test_cannot_react_names_the_condition():
    rules = D20MassRules.from_options({})
    assert rules.cannot_react(_token(conditions=frozenset({"blinded"}))) == "blinded"
    assert rules.cannot_react(_token(conditions=frozenset({"flat_footed"}))) == "flat_footed"
    assert rules.cannot_react(_token(conditions=frozenset({"wounded"}))) is None


@pytest.mark.parametrize(
    ("trigger", "before", "after", "why"),
    [
        ("enters_reach", False, True, "enters_reach"),
        ("enters_reach", True, True, None),
        ("leaves_reach", True, False, "leaves_reach"),
        ("moves_in_reach", True, True, "moves_in_reach"),
        ("moves_in_reach", False, False, None),
    ],
)
def test_wait_triggers(trigger, before, after, why):
    found = wait_trigger(trigger, before=before, after=after)
    assert (found.why if found else None) == why


@pytest.mark.parametrize(
    ("ruleset", "spent", "budget"),
    [
        ("fallout-pnp", {"ap": 4}, 6),
        ("gurps4e", {"move": 2}, 3),
        ("yze", {"move": 30}, 0),
    ],
    ids=["fallout-ap", "gurps-yards", "yze-spent-out"],
)
def test_spent_budget_is_subtracted(ruleset, spent, budget):
    state = battle("A..", ruleset, combat={"spent": {"A": spent}})
    assert state.rules.movement_budget(state, state.token("A")) == budget


@pytest.mark.parametrize(
    ("stats", "budget"),
    [({"basic_move": 7}, 7), ({"basic_move": 3}, 3), ({}, 5)],
    ids=["basic-move-7", "basic-move-3", "template-5"],
)
def test_gurps_move_budget_is_basic_move(stats, budget):
    state = battle("A" + "." * 11, "gurps4e", tokens={"A": {"stats": stats}})
    token = state.token("A")
    assert Gurps4eRules.from_options({}).param("move_budget_stat") == "basic_move"
    assert state.rules.movement_budget(state, token) == budget
    farthest = max(state.grid.to_offset(c)[0] for c in movement_map(state, "A").reachable())
    assert farthest == budget  # one yard per hex along the row
