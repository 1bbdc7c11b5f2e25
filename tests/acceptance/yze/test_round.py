"""Year Zero round (RULES.md 2.3, 2.6): slow + fast or two fast, unused actions kept for a
parry within the round, the parry as an opposed roll charged to the parrier."""

from fractions import Fraction

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.play.apply import apply
from battlemap.engine.play.budgets import spent_at_round_start
from battlemap.engine.play.legality import check
from battlemap.engine.systems.yze.odds import opposed_pool, pool_success
from tests.engine.ascii_maps import battle

FIGHTER, SURVIVOR = {"template": "fighter"}, {"template": "survivor"}


def duel(active="A", spent=None, seed=0, text="Ab..", a=FIGHTER, b=SURVIVOR):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": spent or {}}
    return battle(text, "yze", tokens={"A": a, "b": b}, combat=combat, seed=seed)


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize("spent, action, left", [
    ({"action.slow": 1}, "aim", None),
    ({"action.fast": 1}, "shoot", None),
    ({"action.fast": 1}, "aim", None),
    ({"action.slow": 1}, "shoot", ("slow", 0)),
    ({"action.fast": 2}, "shoot", ("slow", 0)),
    ({"action.slow": 1, "action.fast": 1}, "aim", ("fast", 0)),
], ids=["slow-then-fast", "fast-then-slow", "two-fast", "never-two-slow", "two-fast-leave-no-slow",
        "two-actions-a-round"])
def test_one_slow_and_one_fast_or_two_fast_per_round(spent, action, left):
    state = duel(spent={"A": spent}, a={"template": "gunner"}, text="A...b")
    reasons = check(state, Action(action, "A", target="b"))
    if left is None:
        assert reasons == ()
    else:
        assert Reason.of("budget_exceeded", kind=left[0], need=1, left=left[1]) in reasons


def test_unused_actions_are_kept_for_a_parry_within_the_round_but_not_into_the_next():
    state = duel(spent={"b": {"action.fast": 1}})
    assert check(state, Action("parry", "b", target="A")) == ()
    assert spent_at_round_start(state) == {}


def test_parry_is_refused_once_both_actions_are_spent():
    state = duel(spent={"b": {"action.slow": 1, "action.fast": 1}})
    assert "budget_exceeded" in codes(check(state, Action("parry", "b", target="A")))
    assert explain_attack(state, "A", "b").roll == "9 dice"


def test_parry_is_declared_out_of_turn_only():
    assert codes(check(duel(active="b"), Action("parry", "b", target="A"))) == ["requires_out_of_turn"]


def test_parry_turns_the_attack_into_an_opposed_roll():
    # Fighter: Strength 4 + Melee 3 + sword 2 = 9; survivor parries Strength 3 + Melee 1 + knife 1 = 5.
    e = explain_attack(duel(), "A", "b")
    assert e.roll == "9 dice vs 5 parry dice"
    assert e.probability == opposed_pool(9, 5)


def test_four_dice_against_two_parry_dice_hit_9253_in_23328():
    assert opposed_pool(4, 2) == Fraction(9253, 23328)


def test_each_parry_six_cancels_one_attack_six():
    state = duel(seed=0)
    event = apply(state, Action("close_combat", "A", target="b")).of_kind("attack")[0]
    sixes = event.param("faces").count(6) - event.param("parry_faces").count(6)
    assert event.param("successes") == max(0, sixes)
    assert event.param("hit") == (sixes >= 1)


def test_an_undeclared_parry_uses_one_of_the_targets_actions():
    after = apply(duel(), Action("close_combat", "A", target="b")).state
    assert after.combat.spent_by("b", "action.fast") == 1
    assert after.combat.spent_by("A", "action.slow") == 1


def test_a_declared_parry_is_paid_once_and_used_up_by_the_attack():
    declared = apply(duel(), Action("parry", "b", target="A")).state
    assert declared.token("b").tactical.extra["parry"] is True
    after = apply(declared, Action("close_combat", "A", target="b")).state
    assert after.combat.spent_by("b", "action.fast") == 1
    assert "parry" not in after.token("b").tactical.extra


def test_unarmed_you_parry_only_unarmed_attacks():
    fists = {"template": "survivor", "readied": ["unarmed"]}
    armed = explain_attack(duel(b=fists), "A", "b")
    bare = explain_attack(duel(a={"template": "fighter", "readied": ["unarmed"]}, b=fists), "A", "b")
    assert armed.roll == "9 dice" and armed.probability == pool_success(9)
    # Strength 4 + Melee 3 bare-handed against Strength 3 + Melee 1.
    assert bare.roll == "7 dice vs 4 parry dice"


def test_help_costs_the_helper_an_action_of_the_same_type_and_adds_a_die_at_most_3():
    combat = {"round": 1, "order": ["A", "C", "b"], "active": "A", "spent": {}}
    state = battle("Ab\nC.", "yze", tokens={"A": FIGHTER, "b": SURVIVOR, "C": SURVIVOR}, combat=combat)
    helped = apply(state, Action("help_slow", "C", target="A")).state
    assert helped.combat.spent_by("C", "action.slow") == 1
    assert helped.token("A").tactical.extra["help"] == 1
    assert explain_attack(helped, "A", "b").roll == "10 dice vs 5 parry dice"
    assert "target_not_ally" in codes(check(state, Action("help_fast", "C", target="b")))
    after = apply(helped, Action("close_combat", "A", target="b")).state
    assert "help" not in after.token("A").tactical.extra


@pytest.mark.parametrize(("action", "a", "posture_or_ready"), [
    ("get_up", {"template": "fighter", "posture": "prone"}, "standing"),
    ("draw_weapon", {"template": "fighter"}, "spear"),
    ("drop_prone", {"template": "fighter"}, "prone"),
], ids=["get-up-fast", "draw-weapon-fast", "drop-prone-free"])
def test_getting_up_and_drawing_are_fast_dropping_prone_free(action, a, posture_or_ready):
    state = duel(a=a, text="A...b")
    options = (("item", "spear"),) if action == "draw_weapon" else ()
    out = apply(state, Action(action, "A", options=options))
    token = out.state.token("A")
    assert posture_or_ready in (token.posture, *token.readied)
    assert out.state.combat.spent_by("A", "action.fast") == (0 if action == "drop_prone" else 1)
    assert out.state.combat.spent_by("A", "action.slow") == 0
