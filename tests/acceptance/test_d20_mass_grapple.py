"""d20 mass combat, RULES.md 3.8: grapple checks, the options on a held unit, release."""

from fractions import Fraction

import pytest

from battlemap.engine.actions import Action
from battlemap.engine.apply import apply
from battlemap.engine.explain import explain_attack
from battlemap.engine.legality import check
from battlemap.engine.systems.d20_mass_grapple import check_bonus
from tests.engine.ascii_maps import battle

HOLDER = {"template": "swordsmen", "at": [1, 0], "state": {"grappling": "b"},
          "weapons": ["shortsword", "longsword", "javelin"], "readied": ["shortsword"]}
HELD = {"template": "militia", "conditions": ["grappled"]}


def held(seed=0, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    return battle("Ab", "d20-mass", tokens={"A": HOLDER, "b": HELD, **tokens}, combat=combat, seed=seed)


def test_grapple_check_is_bab_plus_better_of_str_dex_plus_size_minus_acp():
    state = held(A={**HOLDER, "size": "large", "stats": {"bab": 3, "str_mod": 2, "dex_mod": 4, "acp": 1,
                                                            "improved_grapple": True}})
    # 3 + 4 (DEX, the better) + 4 (Large) - 1 (ACP) + 4 (Improved Grapple) = 14.
    assert check_bonus(state, state.token("A")) == 14
    # Swordsmen: level 3 as BAB, STR +2, ACP 3: 2; militia: level 1 + 0 = 1.
    plain = held()
    assert [check_bonus(plain, t) for t in plain.tokens] == [2, 1]


@pytest.mark.parametrize("action, chance", [
    ("grapple_attack", Fraction(229, 400)), ("grapple_throw", Fraction(153, 400)),
], ids=["plain", "throw-minus-4"])
def test_the_grappler_succeeds_on_a_result_at_least_the_held_units(action, chance):
    e = explain_attack(held(), "A", "b", action)
    assert e.probability == chance
    assert e.probability == e.distribution.at_least(1)


def test_options_need_the_unit_held():
    state = held(A={**HOLDER, "state": {}})
    assert "requires_grappling" in [r.code for r in check(state, Action("grapple_trip", "A", target="b"))]


def test_between_sizes_within_one_step_only_light_weapons_attack_in_a_grapple():
    state = held(A={**HOLDER, "readied": ["longsword"]})
    assert [r.code for r in explain_attack(state, "A", "b", "grapple_attack").reasons] == ["needs_light_weapon"]


def _succeeding(action, **extra):
    for seed in range(60):
        outcome = apply(held(seed=seed), Action(action, "A", target="b", **extra))
        if outcome.events[1].param("hit"):
            return outcome
    raise AssertionError("no success")


def test_trip_knocks_the_held_unit_prone():
    assert _succeeding("grapple_trip").state.token("b").posture == "prone"


def test_throw_deals_size_damage_and_ends_the_grapple():
    outcome = _succeeding("grapple_throw")
    hit = outcome.of_kind("damage")[0]
    assert hit.param("dice") == "1d6" and hit.param("strength") == 2
    assert "grappled" not in outcome.state.token("b").conditions
    assert outcome.state.token("A").tactical.grappling is None


def test_disarm_makes_the_held_unit_drop_its_weapon():
    # The spear goes; the fists (natural weapon) stay.
    assert _succeeding("grapple_disarm").state.token("b").readied == frozenset({"unarmed"})


def test_draw_readies_an_item_as_a_swift_action():
    outcome = _succeeding("grapple_draw")
    assert outcome.events[0].param("cost") == "swift"
    assert "longsword" in outcome.state.token("A").readied


def test_a_failed_check_changes_nothing_but_the_dice():
    for seed in range(60):
        state = held(seed=seed)
        outcome = apply(state, Action("grapple_trip", "A", target="b"))
        if not outcome.events[1].param("hit"):
            assert outcome.state.tokens == state.tokens
            return
    raise AssertionError("no failure")


def test_release_is_free_and_ends_the_grapple():
    outcome = apply(held(), Action("release", "A", target="b"))
    assert outcome.events[0].param("cost") == "free"
    assert "grappled" not in outcome.state.token("b").conditions


# --- the options as swift actions right after the grapple, moving the victim ------------------
def _grabbed(seed_range=range(60)):
    """A grapple hit with this turn's standard action (the first seed that hits)."""
    for seed in seed_range:
        combat = {"round": 1, "order": ["A", "b"], "active": "A"}
        state = battle("Ab", "d20-mass", combat=combat, seed=seed,
                       tokens={"A": {**HOLDER, "state": {}}, "b": {"template": "militia"}})
        outcome = apply(state, Action("grapple", "A", target="b"))
        if outcome.of_kind("attack")[0].param("hit"):
            return outcome.state
    raise AssertionError("no grapple hit")


@pytest.mark.parametrize("option", ["attack", "throw", "trip", "disarm"])
def test_right_after_a_grapple_begun_this_turn_the_options_are_swift(option):
    state = _grabbed()
    swift = Action(f"grapple_{option}_swift", "A", target="b")
    assert check(state, swift) == ()
    assert state.ruleset.actions[swift.id].cost.swift == 1
    # The standard action is spent on the grapple: the standard option is not open.
    assert "budget_exceeded" in [r.code for r in check(state, Action(f"grapple_{option}", "A", target="b"))]
    outcome = apply(state, swift)
    assert outcome.of_kind("grapple_check")


def test_the_swift_options_are_refused_for_a_grapple_held_from_an_earlier_turn():
    state = held()
    assert [r.code for r in check(state, Action("grapple_trip_swift", "A", target="b"))] == [
        "grapple_not_begun_this_turn"]
    assert check(state, Action("grapple_trip", "A", target="b")) == ()


def test_moving_the_victim_goes_at_half_speed_and_takes_it_along():
    # Speed 2.4 squares: half is 1.2, so one square and not two.
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    tokens = {"A": {**HOLDER, "stats": {"speed": 2.4}}, "b": HELD}
    state = battle("Ab\n..\n..", "d20-mass", tokens=tokens, combat=combat)
    grid = state.grid
    two = Action("grapple_move", "A", path=(grid.from_offset(1, 1), grid.from_offset(1, 2)))
    assert "over_budget" in [r.code for r in check(state, two)]
    one = Action("grapple_move", "A", path=(grid.from_offset(1, 1),))
    assert check(state, one) == ()
    after = apply(state, one).state
    assert after.token("A").cell == after.token("b").cell == grid.from_offset(1, 1)
    assert "grappled" in after.token("b").conditions
    # At the default speed 1.2, half (0.6) buys no 25 ft square.
    slow = battle("Ab\n..", "d20-mass", tokens={"A": HOLDER, "b": HELD}, combat=combat)
    assert "over_budget" in [r.code for r in check(slow, Action("grapple_move", "A", path=(grid.from_offset(1, 1),)))]
