"""Fallout d100 homebrew (RULES.md 4.5): the seeded d100 roll, misses, cancel, Focus, damage."""

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.dice import die_face
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from tests.engine.ascii_maps import battle
from tests.engine.los_maps import with_options


def duel(seed=1, guns=80, target="raider", **options):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    tokens = {"A": {"template": "sniper", "stats": {"guns": guns}}, "b": {"template": target}}
    return with_options(battle("A....b", "fallout-pnp", tokens=tokens, combat=combat, seed=seed), **options)


def seed_where(test, position=0, sides=100):
    """The first seed whose die at `position` passes `test` (the dice are a pure function of the seed)."""
    return next(s for s in range(1, 5000) if test(die_face(s, position, sides)))


def shoot(state, **options):
    return apply(state, Action("attack", "A", target="b", options=tuple(options.items())))


def test_hit_on_d100_at_most_the_hit_chance():
    state = duel()
    face = die_face(1, 0, 100)
    event = shoot(state).of_kind("attack")[0]
    assert event.param("need") == 74 and event.param("probability") == Fraction(74, 100)
    assert event.param("faces") == (face,)
    assert event.param("hit") == (face <= 74)
    assert {m.id for m in event.modifiers} == {"target_ac"}


def test_the_attack_replays_from_the_seed_and_advances_the_dice():
    state = duel(seed=7)
    first, second = shoot(state), shoot(state)
    assert first.events == second.events
    assert first.state.dice.position > state.dice.position


def test_a_miss_can_be_cancelled_for_the_same_ap():
    state = duel(seed=seed_where(lambda f: f < 96), guns=0)
    missed = shoot(state)
    assert missed.of_kind("attack")[0].param("hit") is False
    assert "missed_attack" in missed.state.token("A").conditions
    cancelled = apply(missed.state, Action("cancel_attack", "A"))
    assert cancelled.state.combat.spent_by("A", "ap") == 10  # rifle 5 AP, cancel 5 AP
    assert "missed_attack" not in cancelled.state.token("A").conditions


def test_a_critical_miss_cannot_be_cancelled():
    state = duel(seed=seed_where(lambda f: f >= 96), guns=0)
    missed = shoot(state)
    assert missed.of_kind("attack")[0].param("critical") == "miss"
    assert "requires_condition_in" in [r.code for r in check(missed.state, Action("cancel_attack", "A"))]


def test_cancel_attack_only_after_a_miss():
    assert "requires_condition_in" in [r.code for r in check(duel(), Action("cancel_attack", "A"))]


def test_a_hit_at_most_luck_is_a_critical_success():
    state = duel(seed=seed_where(lambda f: f <= 5), guns=200, hit_chance_cap=100)
    event = shoot(state).of_kind("attack")[0]
    assert event.param("hit") is True and event.param("critical") == "success"


@pytest.mark.parametrize("target, dt", [("raider", 0), ("brute", 4)])
def test_damage_is_the_weapon_dice_minus_damage_threshold(target, dt):
    state = duel(seed=3, guns=200, target=target, hit_chance_cap=100)
    outcome = shoot(state)
    damage = outcome.of_kind("damage")[0]
    faces = tuple(die_face(3, i, 8) for i in (1, 2, 3))  # the d100 took position 0
    assert damage.param("faces") == faces and damage.param("dt") == dt
    dealt = max(0, sum(faces) - dt)
    assert damage.param("dealt") == dealt
    hp = state.token("b").stats["hp"]
    assert outcome.state.token("b").stats["hp"] == hp - dealt


def test_focus_ignores_3_dt_per_use():
    state = duel(seed=3, guns=200, target="brute", hit_chance_cap=100)
    focused = apply(state, Action("focus_ignore_dt", "A")).state
    assert shoot(focused).of_kind("damage")[0].param("dt") == 1  # DT 4 - 3


def test_zero_hp_leaves_the_target_unconscious():
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    tokens = {"A": {"template": "sniper", "stats": {"guns": 200}}, "b": {"template": "raider", "stats": {"hp": 1}}}
    state = with_options(battle("A....b", "fallout-pnp", tokens=tokens, combat=combat, seed=3), hit_chance_cap=100)
    after = shoot(state).state
    assert "unconscious" in after.token("b").conditions


def test_focus_plus_10_is_shown_and_rolled():
    state = apply(duel(), Action("focus", "A")).state
    event = shoot(state).of_kind("attack")[0]
    assert event.param("need") == 84  # 80 - AC 6 + Focus 10


def _guarded(seed, guns=200):
    combat = {"round": 1, "order": ["A", "b", "c"], "active": "b"}
    tokens = {"A": {"template": "sniper", "stats": {"guns": guns}}, "b": {"template": "raider"},
              "c": {"template": "raider", "stats": {"ac": 50}}}
    state = with_options(battle("A....b\n.....c", "fallout-pnp", tokens=tokens, combat=combat, seed=seed),
                         hit_chance_cap=100)
    state = apply(state, Action("take_the_hit", "c", target="b")).state
    return replace(state, combat=replace(state.combat, active="A"))


def test_take_the_hit_the_ally_takes_the_roll_instead():
    state = _guarded(seed_where(lambda f: f > 5))  # a hit, not a Critical Success
    outcome = shoot(state)
    took = outcome.of_kind("took_the_hit")[0]
    assert took.actor == "c" and took.param("hit") is True
    damage = outcome.of_kind("damage")[0]
    assert damage.target == "c"  # the protector's AC 50 was ignored
    assert outcome.state.token("b").stats["hp"] == state.token("b").stats["hp"]
    assert "take_the_hit" not in outcome.state.token("c").tactical.extra


def test_a_critical_success_cannot_be_taken():
    state = _guarded(seed_where(lambda f: f <= 5))
    outcome = shoot(state)
    assert outcome.of_kind("took_the_hit") == ()
    assert outcome.of_kind("damage")[0].target == "b"
