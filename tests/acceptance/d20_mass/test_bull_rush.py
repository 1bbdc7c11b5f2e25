"""d20 mass combat, RULES.md 3.8: the bull rush is a kind of charge (seed: 冲撞是冲锋的一种;
冲撞视作使用和自己等体型的武器，攻击－２，闪避防御－２，先攻－４).

The rusher's Dodge -2 (Parry unchanged) lasts until its next turn, as a charger's does.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.effects import with_token
from battlemap.engine.play.legality import check
from battlemap.engine.play.turns import begin_turn
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
