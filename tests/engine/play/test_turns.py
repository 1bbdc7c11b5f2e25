"""Turns and rounds: budgets refresh, "until your next turn" effects expire."""

import json

from battlemap import resources
from battlemap.document.library import resolve_ruleset
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import budget_of
from battlemap.engine.play.turns import begin_round, begin_turn, end_turn
from battlemap.schema import parse_scenario


def _default() -> BattleState:
    scenario = parse_scenario(resources.default_scenario_file().read_bytes(), source="d",
                              ruleset_resolver=resolve_ruleset)
    return build_state(scenario, resolve_ruleset(scenario.ruleset))


def test_d20_total_defence_lasts_until_the_units_next_turn():
    unit = _default().tokens[0].id
    state, _ = begin_turn(_default(), unit)      # total defence is taken on the unit's own turn
    state = apply(state, Action("total_defence", unit)).state
    assert "total_defence" in state.token(unit).conditions
    assert budget_of(state, unit) != budget_of(_default(), unit)
    state, _ = end_turn(state, unit)
    assert "total_defence" in state.token(unit).conditions  # still on during others' turns
    state, _ = begin_turn(state, unit)
    assert "total_defence" not in state.token(unit).conditions
    assert budget_of(state, unit) == budget_of(_default(), unit)
    assert state.combat.active == unit


def test_a_new_round_counts_up_and_the_first_in_order_acts():
    state = _default()
    order = tuple(t.id for t in reversed(state.tokens))
    from dataclasses import replace

    state = replace(state, combat=replace(state.combat, order=order, active=order[0]))
    state = apply(state, Action("total_defence", order[0])).state
    after, _ = begin_round(state)
    assert after.combat.round == state.combat.round + 1
    assert after.combat.active == order[0]
    assert not any(after.combat.spent.get(t) for t in order)


def test_year_zero_actions_spent_out_of_turn_last_until_the_round_ends():
    """A parry made before your turn uses one of the round's two actions: your
    turn beginning does not give it back; the next round does."""
    from dataclasses import replace

    doc = json.loads(resources.scenario_file("yze-zones.json").read_text(encoding="utf-8"))
    scenario = parse_scenario(json.dumps(doc), source="y", ruleset_resolver=resolve_ruleset)
    state = build_state(scenario, resolve_ruleset(scenario.ruleset))
    token = state.tokens[0].id
    spent = {token: {"action.fast": 1.0}}
    state = replace(state, combat=replace(state.combat, spent=spent))
    state, _ = begin_turn(state, token)
    assert state.combat.active == token
    assert state.combat.spent_by(token, "action.fast") == 1
    state, _ = begin_round(state)
    assert state.combat.spent_by(token, "action.fast") == 0


def _held_by_fallen_knights(**fields):
    from tests.engine.ascii_maps import battle

    return battle("""
        ......
        ..Ab..
        ......
    """, "d20-mass", combat={"order": ["A", "b"], "active": "A"}, tokens={
        "A": {"template": "cavalry", "count": 6, "at": [2, 1], "state": {"grappling": "b"},
              "conditions": ["disabled"]},
        "b": {"template": "ogre", "at": [2, 1], "conditions": ["grappled"]}}, **fields)


def test_d20_a_unit_held_by_a_disabled_grappler_is_free_as_its_turn_begins():
    state, events = begin_turn(_held_by_fallen_knights(), "b")
    assert "grappled" not in state.token("b").conditions
    assert state.token("A").tactical.grappling is None
    assert [(e.kind, e.param("why")) for e in events] == [("grapple_ended", "helpless")]


def test_d20_option_helpless_grapple_holds_keeps_the_grapple():
    state, events = begin_turn(_held_by_fallen_knights(options={"helpless_grapple": "holds"}), "b")
    assert "grappled" in state.token("b").conditions
    assert events == ()


def test_d20_a_grapple_by_a_unit_still_standing_goes_on():
    state = _held_by_fallen_knights()
    from dataclasses import replace

    from battlemap.engine.play.effects import with_token

    state = with_token(state, replace(state.token("A"), conditions=frozenset()))
    after, _ = begin_turn(state, "b")
    assert "grappled" in after.token("b").conditions



def test_d20_a_unit_whose_grappler_left_the_map_is_free():
    from tests.engine.ascii_maps import battle

    state = battle("""
        ..b...
    """, "d20-mass", combat={"order": ["b"], "active": "b"},
        tokens={"b": {"template": "ogre", "at": [2, 0], "conditions": ["grappled"]}})
    after, events = begin_turn(state, "b")
    assert "grappled" not in after.token("b").conditions
    assert [(e.kind, e.param("why")) for e in events] == [("grapple_ended", "gone")]
