"""d20 mass combat, RULES.md 3.8: what only the system judges in `check` (systems/d20_mass/actions.action_reasons)."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.actions import action_reasons, escape_odds
from tests.engine.ascii_maps import battle


def fight(text, options=None, seed=4, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle(text, "d20-mass", tokens=tokens, combat=combat, seed=seed)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def _path(state, *columns, row=0):
    return tuple(state.grid.from_offset(c, row) for c in columns)


def codes(reasons):
    return [r.code for r in reasons]


FAST = {"template": "swordsmen", "stats": {"speed": 5}}


@pytest.mark.parametrize("action", ["charge", "bull_rush"])
def test_check_refuses_a_charge_shorter_than_twice_its_squares_or_bent(action):
    state = fight("A.b\n...", A=FAST)
    assert check(state, Action(action, "A", target="b", path=_path(state, 1, 2))) == ()
    short = fight("Ab.", A=FAST)
    assert "charge_too_short" in codes(check(short, Action(action, "A", target="b", path=_path(short, 1))))
    bent = (state.grid.from_offset(1, 1), state.grid.from_offset(2, 0))
    assert "charge_not_straight" in codes(check(state, Action(action, "A", target="b", path=bent)))


def test_a_large_unit_read_by_space_must_charge_four_squares():
    options = {"charge_min_by": "space"}
    cavalry = {"template": "cavalry", "stats": {"speed": 5}}
    state = fight("A...b.", options=options, A=cavalry)
    assert check(state, Action("charge", "A", target="b", path=_path(state, 1, 2, 3, 4))) == ()
    near = fight("A..b..", options=options, A=cavalry)
    reasons = check(near, Action("charge", "A", target="b", path=_path(near, 1, 2, 3)))
    assert [(r.code, r.param("need")) for r in reasons] == [("charge_too_short", 4)]


def test_a_charge_stops_at_the_nearest_square_to_attack_its_target_from():
    state = fight("A.bc.", A=FAST)
    past = Action("charge", "A", target="c", path=_path(state, 1, 2, 3))
    assert check(state, past) == ()
    # Charging b, the run ends on b's square; going on to the next is running past it.
    over = Action("charge", "A", target="b", path=_path(state, 1, 2, 3))
    assert codes(check(state, over)) == ["charge_ends_without_enemy"]
    # Running past the nearest square in range is judged for a ranged charge (the next test).


def test_a_ranged_charge_ends_at_the_first_square_in_range():
    state = fight("A....b", A={"template": "archers", "stats": {"speed": 5}})
    run = Action("charge", "A", target="b", path=_path(state, 1, 2), options=(("weapon", "longbow"),))
    assert action_reasons(state, run) == ()
    longer = Action("charge", "A", target="b", path=_path(state, 1, 2, 3), options=(("weapon", "longbow"),))
    assert codes(action_reasons(state, longer)) == ["charge_passes_nearest"]


@pytest.mark.parametrize("reading, crowd, blocked", [
    ("dense", 12, False), ("dense", 13, True), ("any_other", 2, True), ("never", 40, False),
], ids=["dense-12-loose", "dense-13", "any-other-ally", "never"])
def test_a_charge_into_an_occupied_square_is_refused(reading, crowd, blocked):
    # The ally E stands in b's square; b is one enemy.
    state = fight("A.bE", options={"charge_blocked_by": reading}, A=FAST,
                  b={"count": 1}, E={"at": [2, 0], "count": crowd - 1})
    reasons = codes(check(state, Action("charge", "A", target="b", path=_path(state, 1, 2))))
    assert ("charge_square_occupied" in reasons) == blocked


def test_a_legal_charge_moves_the_unit_into_the_enemys_square():
    state = fight("A.b", A=FAST)
    outcome = apply(state, Action("charge", "A", target="b", path=_path(state, 1, 2)))
    assert outcome.state.token("A").cell == state.grid.from_offset(2, 0)


def test_escape_needs_no_weapon_and_names_the_unit_holding_you():
    bare = {"at": [1, 0], "conditions": ["grappled"], "weapons": [], "readied": [],
            "stats": {"athletics": 6}}
    state = fight("Ab", A=bare, b={"state": {"grappling": "A"}})
    assert check(state, Action("escape", "A", target="b")) == ()
    # Athletics 6 vs militia Toughness 2 + 10: 14/20 (better than Acrobatics 0 vs Dodge 0 + 10).
    odds = escape_odds(state, "A", "b")
    assert (odds.roll, odds.probability) == ("Athletics d20 + 6 > 12", Fraction(14, 20))
    other = fight("Abc", A=bare, b={"state": {"grappling": "A"}})
    assert codes(check(other, Action("escape", "A", target="c"))) == ["not_held_by"]


def test_a_successful_escape_frees_the_unit_and_its_holder():
    results = set()
    for seed in range(30):
        state = fight("Ab", seed=seed, A={"at": [1, 0], "conditions": ["grappled"], "stats": {"athletics": 6}},
                      b={"state": {"grappling": "A"}})
        outcome = apply(state, Action("escape", "A", target="b"))
        roll = outcome.of_kind("attack")[0]
        assert roll.param("need") == 14 and roll.param("faces")[0] <= 14 or not roll.param("hit")
        free = "grappled" not in outcome.state.token("A").conditions
        assert free == roll.param("hit") == (outcome.state.token("b").tactical.grappling is None)
        results.add(free)
    assert results == {True, False}
