"""d20 mass combat, RULES.md 3.3: once enemies share a square, cover is gone; the shield's stays.

The seed: "在敌我双方进入同一格后，掩蔽的效果消失，但盾牌掩蔽依然可用" (once both sides are in
the same square, cover stops, but a shield's still counts). It makes no exception for a
shooter outside the square, so by default the cover is lost against every attacker;
option `shared_square_cover = "inside_only"` keeps the narrower reading.
"""

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

import pytest

from battlemap.engine.attacks.explain import explain_attack
from battlemap.engine.systems.d20_mass.attack import through_dr
from tests.engine.ascii_maps import battle

#: Shoots from outside the square, aimed: no rough shot, only the target's Dodge counts.
SHOOTER = {"template": "archers", "count": 1, "stats": {"ranged_attack": 4}, "state": {"aiming": "b"}}
#: Behind the low wall: spearmen, shield +2, Dodge 1 without it (level 2, DEX 1, ACP 2 - STR 1).
TARGET = {"template": "spearmen", "count": 1}
#: Blue swordsmen in b's square (cell 5,0): an enemy of b sharing it.
IN_SQUARE = {"template": "swordsmen", "count": 1, "at": [5, 0]}
#: Red militia in b's square: b's own side.
ALLY_IN_SQUARE = {"template": "militia", "count": 1, "at": [5, 0]}


def fight(text="A...+b", options=None, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": "A"}
    state = battle(text, "d20-mass", tokens={"A": SHOOTER, "b": TARGET, **tokens}, combat=combat)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def mods(explanation):
    return {m.id: m.value for m in explanation.modifiers}


def test_behind_a_low_wall_with_no_enemy_in_the_square_the_cover_counts():
    e = explain_attack(fight(), "A", "b")
    # Dodge 1 + shield 2 + cover 4 (capped at +4): d20 + 4 > 15.
    assert mods(e) == {"shield": -2, "cover_partial": -4, "defence_cap": 2}
    assert (e.defence, e.probability) == ("Dodge 5", Fraction(9, 20))


def test_once_enemies_share_the_square_cover_is_lost_against_every_attacker_the_shield_stays():
    state = fight("A...+bC", C=IN_SQUARE)
    outside = explain_attack(state, "A", "b")
    # The shooter stands four squares off, beyond the wall: the cover is gone all the same.
    assert outside.line_of_fire.cover == "partial" and outside.range.band == "outside"
    assert mods(outside) == {"shield": -2}
    assert (outside.defence, outside.probability) == ("Dodge 3", Fraction(11, 20))
    # Shooting through cover and shield: only the shield turns into DR now.
    assert through_dr(state, "A", "b", "longbow") == 2
    assert through_dr(fight(), "A", "b", "longbow") == 2 + 4


def test_an_ally_in_the_square_does_not_end_the_cover():
    e = explain_attack(fight("A...+bc", c=ALLY_IN_SQUARE), "A", "b")
    assert "cover_partial" in mods(e)


@pytest.mark.parametrize("reading, outside_keeps", [("lost", False), ("inside_only", True)],
                         ids=["default-lost-for-every-attacker", "inside-only"])
def test_the_narrower_reading_keeps_cover_against_shooters_outside_the_square(reading, outside_keeps):
    archer_inside = {**SHOOTER, "at": [5, 0], "state": {}}
    state = fight("A...+bC", options={"shared_square_cover": reading}, C=archer_inside)
    assert ("cover_partial" in mods(explain_attack(state, "A", "b"))) is outside_keeps
    # The shooter in the square never meets the cover, under either reading.
    inside = explain_attack(state, "C", "b", "longbow")
    assert inside.range.band == "point_blank"
    assert mods(inside) == {"shield": -2}
