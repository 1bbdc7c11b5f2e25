"""d20 mass combat, RULES.md 3.8: grapple checks, the options on a held unit, release."""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.actions import action_reasons
from battlemap.engine.systems.d20_mass.grapple import check_bonus
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
    # Medium and Medium: only a light item fits between them, so the short sword, not the longsword.
    drawer = {**HOLDER, "readied": ["longsword"]}
    for seed in range(60):
        outcome = apply(held(seed=seed, A=drawer), Action("grapple_draw", "A", target="b"))
        if outcome.events[1].param("hit"):
            break
    assert outcome.events[0].param("cost") == "swift"
    assert "shortsword" in outcome.state.token("A").readied
    named = Action("grapple_draw", "A", target="b", options=(("item", "javelin"),))
    assert [r.code for r in check(held(A=drawer), named)] == ["needs_light_item"]


def test_between_sizes_two_steps_apart_any_weapon_is_drawn_without_a_check():
    huge = {**HOLDER, "size": "huge"}
    state = held(A=huge)
    outcome = apply(state, Action("grapple_draw", "A", target="b", options=(("item", "longsword"),)))
    assert not outcome.of_kind("grapple_check") and "longsword" in outcome.state.token("A").readied
    assert outcome.state.dice == state.dice


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
    two = Action("grapple_move", "A", target="b", path=(grid.from_offset(1, 1), grid.from_offset(1, 2)))
    assert "over_budget" in [r.code for r in check(state, two)]
    one = Action("grapple_move", "A", target="b", path=(grid.from_offset(1, 1),))
    assert check(state, one) == ()
    after = apply(state, one).state
    assert after.token("A").cell == after.token("b").cell == grid.from_offset(1, 1)
    # The unit clicked after the drag must be the one held.
    assert [r.code for r in action_reasons(state, replace(one, target="A"))] == ["not_held"]
    assert "grappled" in after.token("b").conditions


@pytest.mark.parametrize("reading, squares_moved", [("at_least_one", 1), ("half", 0)])
def test_at_the_default_speed_half_speed_moves_the_victim_one_square_by_reading(reading, squares_moved):
    # Speed 1.2: half is 0.6 (15 ft of a 25 ft square); `at_least_one` lets it reach the next square.
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    slow = battle("Ab\n..", "d20-mass", tokens={"A": HOLDER, "b": HELD}, combat=combat)
    slow = replace(slow, options=MappingProxyType({**slow.options, "grapple_move_speed": reading}))
    grid = slow.grid
    reasons = [r.code for r in check(slow, Action("grapple_move", "A", target="b", path=(grid.from_offset(1, 1),)))]
    assert ("over_budget" in reasons) is (squares_moved == 0)


# --- a grapple declared as a trip or disarm, struck with a weapon ---------------------------------
@pytest.mark.parametrize("purpose, check_kind", [("trip", "grapple_trip"), ("disarm", "grapple_disarm")])
def test_a_grapple_declared_as_trip_or_disarm_strikes_with_the_weapon_checks_and_always_lets_go(purpose, check_kind):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    tokens = {"A": {"template": "swordsmen", "at": [1, 0], "stats": {"attack": 30}}, "b": {"template": "militia"}}
    seen = set()
    for seed in range(30):
        state = battle("Ab", "d20-mass", tokens=tokens, combat=combat, seed=seed)
        outcome = apply(state, Action("grapple", "A", target="b", options=(("purpose", purpose),)))
        attack = outcome.of_kind("attack")[0]
        # The grapple's -4, with the longsword, not the fists; attack 30 always hits.
        assert attack.param("weapon") == "longsword" and attack.param("hit")
        assert {m.id: m.value for m in attack.modifiers}["grapple"] == -4
        (checked,) = outcome.of_kind("grapple_check")
        assert checked.param("attack") == check_kind
        assert outcome.state.token("A").tactical.grappling is None
        assert "grappled" not in outcome.state.token("b").conditions
        seen.add(checked.param("hit"))
    assert seen == {True, False}


@pytest.mark.parametrize("template, purpose, reason", [
    ("archers", "trip", "no_melee_weapon"), ("swordsmen", "shove", "unknown_purpose"),
], ids=["no-melee-weapon", "unknown-purpose"])
def test_an_armed_grapple_needs_a_melee_weapon_and_a_purpose_of_the_seed(template, purpose, reason):
    state = battle("Ab", "d20-mass", tokens={"A": {"template": template, "at": [1, 0]}})
    trip = Action("grapple", "A", target="b", options=(("purpose", purpose),))
    assert reason in [r.code for r in check(state, trip)]
