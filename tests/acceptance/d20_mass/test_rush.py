"""d20 mass combat, RULES.md 3.8: a big unit bull-rushes several targets in one rush (seed:
一轮内只能进行一次冲撞...但如果你的体型够大，可以在一轮内对多个目标各进行一次冲撞攻击，视为一次冲撞中同时攻击多个敌人;
中型生物撞退１格，大型生物撞退２格).

Option `targets` names the further foes; how many a rush may strike is the
size's space in squares (Medium 1, Large 2: option `bull_rush_targets`)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from battlemap.document.action_options import option_fields
from battlemap.engine.battle.actions import Action
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.rush import most_targets
from tests.engine.ascii_maps import battle

#: Two small red bands without weapons ready (no blow struck back) share the square at 2,0.
BAND = {"template": "militia", "count": 3, "readied": []}


def field(rusher="ogre", c_at=(2, 0), options=None, **more):
    combat = {"round": 1, "order": ["A", "b", "c"], "active": "A"}
    tokens = {"A": {"template": rusher, "stats": {"speed": 3}}, "b": BAND, "c": {**BAND, "at": list(c_at)}, **more}
    state = battle("A.bc", "d20-mass", tokens=tokens, combat=combat, seed=4)
    if options:
        state = replace(state, options=MappingProxyType({**state.options, **options}))
    return state


def rush(state, targets="c", first="b"):
    path = (state.grid.from_offset(1, 0), state.grid.from_offset(2, 0))
    return Action("bull_rush", "A", target=first, path=path, options=(("targets", targets),))


def codes(reasons):
    return [r.code for r in reasons]


@pytest.mark.parametrize(("size", "most"), [("medium", 1), ("large", 2), ("huge", 4)])
def test_a_rush_strikes_as_many_units_as_squares_its_size_takes(size, most):
    state = field()
    assert most_targets(state, replace(state.token("A"), size=size)) == most


def test_a_large_ogre_rushes_two_bands_in_one_rush_one_blow_and_one_push_each():
    state = field()
    action = rush(state)
    assert check(state, action) == ()
    out = apply(state, action)
    attacks = out.of_kind("attack")
    assert [(e.target, e.param("attack")) for e in attacks] == [("b", "bull_rush"), ("c", "bull_rush")]
    assert [len(e.param("faces")) for e in attacks] == [1, 1]      # one d20 each, in the order named
    pushes = out.of_kind("push")
    assert [e.target for e in pushes] == ["b", "c"]                  # each hit its own push check
    # One action, once per round: the standard action is spent once.
    assert out.state.combat.spent_by("A", "action.standard") == 1
    assert "limit_reached" in codes(check(out.state, rush(out.state)))


def test_a_medium_unit_rushes_one_target_only():
    state = field("swordsmen")
    assert codes(check(state, rush(state))) == ["too_many_targets"]
    reason = next(r for r in check(state, rush(state)) if r.code == "too_many_targets")
    assert (reason.param("named"), reason.param("most")) == (1, 0)


def test_the_reading_one_keeps_a_single_target_for_every_size():
    state = field(options={"bull_rush_targets": "one"})
    assert codes(check(state, rush(state))) == ["too_many_targets"]


@pytest.mark.parametrize(("targets", "code"), [
    ("b", "target_twice"), ("zz", "unknown_target"), ("E", "target_not_enemy"),
], ids=["twice", "unknown", "friend"])
def test_further_targets_must_be_other_enemies(targets, code):
    # E: blue swordsmen, the ogre's friends, in the square the rush ends in.
    state = battle("A.bcE", "d20-mass", tokens={
        "A": {"template": "ogre", "stats": {"speed": 3}}, "b": BAND, "c": {**BAND, "at": [2, 0]},
        "E": {"template": "swordsmen", "count": 3, "at": [2, 0]}},
        combat={"round": 1, "order": ["A", "b", "c", "E"], "active": "A"}, seed=4)
    assert code in codes(check(state, rush(state, targets)))


def test_a_further_target_outside_the_square_the_rush_ends_in_cannot_be_struck():
    state = field(c_at=(3, 0))
    assert codes(check(state, rush(state))) == ["out_of_range"]


def test_the_window_asks_following_the_further_targets_and_the_surface_in_the_rushs_form():
    assert [f.key for f in option_fields(field(), "A", "bull_rush")] == ["then", "targets", "surface"]
