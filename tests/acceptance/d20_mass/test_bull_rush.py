"""d20 mass combat, RULES.md 3.8: the bull rush is a kind of charge (seed: 冲撞是冲锋的一种;
冲撞视作使用和自己等体型的武器，攻击－２，闪避防御－２，先攻－４), and following the foe is a choice
(如果你要继续撞着他一起移动，那么你的力量检定结果每比防御者大过４点，就可以再多将他撞退相当于自己占据的方格数).

The rusher's Dodge -2 (Parry unchanged) lasts until its next turn, as a charger's does.
A won push drives the foe back the squares the rusher occupies; only a rusher that
follows it (the rush's option `then`: follow, the default, or stay) pushes it further,
one such step per full 4 points, and moves with it.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from battlemap.document.action_options import option_fields
from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn
from battlemap.engine.systems.d20_mass.moves import push_check
from tests.engine.ascii_maps import battle

#: A lone swordsman (level 3 / 2 + DEX 1 - (ACP 3 - STR 2) + shield 2: Dodge 3; Parry = attack 4).
RUSHER = {"template": "swordsmen", "count": 1, "stats": {"speed": 3}}
#: A lone militiaman with nothing in hand: it strikes nothing back.
FOE = {"template": "militia", "count": 1, "readied": []}
#: Red archers far off, aimed at the rusher: only its Dodge counts against their shot.
ARCHERS = {"template": "archers", "count": 1, "stats": {"ranged_attack": 4}, "state": {"aiming": "A"}}


def field(seed=4):
    combat = {"round": 1, "order": ["A", "b", "c"], "active": "A"}
    return battle("A..b...c", "d20-mass", tokens={"A": RUSHER, "b": FOE, "c": ARCHERS}, combat=combat, seed=seed)


def rush(state, **options):
    path = tuple(state.grid.from_offset(c, 0) for c in (1, 2, 3))
    return Action("bull_rush", "A", target="b", path=path, options=tuple(options.items()))


def test_a_bull_rush_is_a_charge_so_the_rusher_has_dodge_minus_2_until_its_next_turn():
    state = field()
    before = explain_attack(state, "c", "A")
    assert (before.defence, before.probability) == ("Dodge 3", Fraction(11, 20))
    action = rush(state)
    assert check(state, action) == ()
    rushed = apply(state, action).state
    assert "bull_rushing" in rushed.token("A").conditions
    shot = explain_attack(rushed, "c", "A")
    # d20 + 4 > Dodge 3 - 2 + 10: two faces more than before.
    assert {m.id: m.value for m in shot.modifiers} == {"target_charging": 2, "shield": -2}
    assert (shot.defence, shot.probability) == ("Dodge 1", Fraction(13, 20))
    # As for the charge, Parry takes neither bonus nor penalty.
    # (b, hurt or not by the blow, swings back with its fists.)
    armed = with_token(rushed, replace(rushed.token("b"), readied=frozenset({"unarmed"}), conditions=frozenset()))
    swing = explain_attack(armed.with_token_moved("b", rushed.token("A").cell), "b", "A", "attack:unarmed")
    assert (swing.possible, swing.defence) == (True, "Parry 4")
    assert "target_charging" not in {m.id for m in swing.modifiers}
    # Its next turn begins: the rush and its Dodge -2 are over.
    again = begin_turn(rushed, "A")[0]
    assert explain_attack(again, "c", "A").defence == "Dodge 3"


def _pushes(then, seeds=range(120)):
    """(margin, squares pushed, victim's move, rusher followed) of a Large rusher's push per seed."""
    for seed in seeds:
        state = battle("Ab......", "d20-mass", seed=seed, tokens={
            "A": {"template": "cavalry", "at": [1, 0], "stats": {"speed": 6}}, "b": {"template": "militia"}})
        options = (("then", then),) if then is not None else ()
        action = Action("bull_rush", "A", target="b", cell=state.grid.from_offset(7, 0), options=options)
        after, (event, *_) = push_check(state, action)
        moved = state.grid.to_offset(after.token("b").cell)[0] - 1
        yield (event.param("rusher") - event.param("defender"), event.param("squares"), moved,
               after.token("A").cell != state.token("A").cell)


@pytest.mark.parametrize("then", ["stay", "STAY "], ids=["stay", "any-case"])
def test_a_rusher_may_push_its_foe_back_without_following_it(then):
    big_wins = 0
    for margin, squares, moved, followed in _pushes(then):
        # Won: back the two squares a Large rusher occupies, however large the margin; it stays put.
        assert (squares, moved, followed) == ((2, 2, False) if margin > 0 else (0, 0, False))
        big_wins += margin >= 4
    assert big_wins                       # margins that would have pushed it further, had it followed


@pytest.mark.parametrize("then", [None, "follow"], ids=["blank-follows", "follow"])
def test_a_rusher_that_follows_pushes_one_more_step_per_4_points_and_moves_with_it(then):
    followed_some = False
    for margin, squares, moved, followed in _pushes(then):
        expected = 0 if margin <= 0 else min(2 * (1 + margin // 4), 6)
        assert (squares, moved, followed) == (expected, expected, expected > 2)
        followed_some |= followed
    assert followed_some


def test_in_play_the_rush_asks_whether_to_follow_and_a_rush_that_stays_keeps_its_square():
    state = field()
    assert "then" in [f.key for f in option_fields(state, "A", "bull_rush")]
    assert [r.code for r in check(state, rush(state, then="jump"))] == ["unknown_purpose"]
    for seed in range(200):
        state = field(seed=seed)
        outcome = apply(state, rush(state, then="stay"))
        pushes = outcome.of_kind("push")
        if pushes and pushes[0].param("squares"):
            break
    else:
        raise AssertionError("no won push")
    assert pushes[0].param("then") == "stay"
    # The rush ended in b's square (3,0); b went back one square, the rusher stayed.
    assert outcome.state.grid.to_offset(outcome.state.token("b").cell) == (4, 0)
    assert outcome.state.grid.to_offset(outcome.state.token("A").cell) == (3, 0)
