"""d20 mass combat, RULES.md 3.7: a firearm's opportunity attack needs it loaded (seed:
借机攻击是一次基本攻击（包括扫射和点射），可以近战也可以远程，但如果是射击类武器必须保证弹药装填完毕处于可发射状态;
拉枪栓 is a swift action).

A weapon with `reload = true` (the crossbow) spends its load with every
attack; Work a bolt (one swift action) loads it again. Unloaded, it cannot
shoot and threatens nothing: no opportunity attack along a move nor after an
action."""

from __future__ import annotations

import pytest

from battlemap.document.action_options import option_fields
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.movement.preview import preview_move
from battlemap.engine.movement.threat import threatened_cells
from battlemap.engine.play.apply import apply
from battlemap.engine.play.legality import check
from battlemap.engine.systems.d20_mass.loading import unloaded_ids
from battlemap.engine.systems.d20_mass.reactions import provoked_reactions
from tests.engine.ascii_maps import battle

XBOW_ONLY = {"template": "crossbowmen", "weapons": ["crossbow"], "readied": ["crossbow"]}
UNLOADED = {**XBOW_ONLY, "state": {"unloaded": ["crossbow"]}}


def codes(reasons):
    return [r.code for r in reasons]


def fight(text="A...b", active="A", spent=None, **tokens):
    combat = {"round": 1, "order": ["A", "b"], "active": active, "spent": spent or {}}
    tokens = {"A": {"template": "crossbowmen"}, **tokens}
    return battle(text, "d20-mass", tokens=tokens, combat=combat, seed=5)


def test_a_crossbow_shot_spends_its_load_and_a_second_shot_waits_for_a_reload():
    state = fight()
    shot = apply(state, Action("attack", "A", target="b")).state
    assert unloaded_ids(shot.token("A")) == {"crossbow"}
    fresh = fight(A={"template": "crossbowmen", "state": {"unloaded": ["crossbow"]}})
    assert codes(check(fresh, Action("attack", "A", target="b"))) == ["weapon_not_loaded"]


def test_working_the_bolt_is_one_swift_action_that_loads_it_again():
    state = fight(A={"template": "crossbowmen", "state": {"unloaded": ["crossbow"]}})
    out = apply(state, Action("work_bolt", "A"))
    assert unloaded_ids(out.state.token("A")) == frozenset()
    assert out.state.combat.spent_by("A", "action.swift") == 1
    assert out.events[-1].param("key") == "loaded" and out.events[-1].param("value") == "crossbow"
    assert check(out.state, Action("attack", "A", target="b")) == ()


def test_a_bow_needs_no_reloading():
    state = fight(A={"template": "archers"})
    shot = apply(state, Action("attack", "A", target="b")).state
    assert unloaded_ids(shot.token("A")) == frozenset()


@pytest.mark.parametrize(("crossbowmen", "threatens"), [(XBOW_ONLY, True), (UNLOADED, False)],
                         ids=["loaded", "unloaded"])
def test_an_unloaded_crossbow_threatens_no_square_so_a_unit_leaving_provokes_nothing(crossbowmen, threatens):
    # Blue swordsmen A share the red crossbowmen's square at 1,0 and walk out of it.
    state = fight("Ab.", A={"template": "swordsmen", "at": [1, 0]}, b=crossbowmen)
    assert bool(threatened_cells(state, "b")) is threatens
    leaving = preview_move(state, "A", (state.grid.from_offset(2, 0),))
    assert [r.by for r in leaving.reactions] == (["b"] if threatens else [])


@pytest.mark.parametrize(("crossbowmen", "offered"), [(XBOW_ONLY, ["b"]), (UNLOADED, [])],
                         ids=["loaded", "unloaded"])
def test_aiming_beside_an_unloaded_crossbow_offers_no_opportunity_attack(crossbowmen, offered):
    state = fight("Ab", A={"template": "archers", "at": [1, 0]}, b=crossbowmen)
    assert [r.by for r in provoked_reactions(state, Action("aim", "A", target="b"))] == offered


def test_a_unit_whose_crossbow_is_unloaded_strikes_its_opportunity_attack_with_a_loaded_weapon():
    # The crossbowmen template also has its fists ready: they still threaten, and strike with those.
    holder = {"template": "crossbowmen", "state": {"unloaded": ["crossbow"]}}
    state = fight("Ab.", A={"template": "swordsmen", "at": [1, 0]}, b=holder)
    assert threatened_cells(state, "b")
    _, events = resolve_attack(state, Action("opportunity_attack", "b", target="A"), "attack")
    assert events[0].param("weapon") == "unarmed"


@pytest.mark.parametrize(("action", "weapon", "refused"), [
    ("double_attack", None, True), ("triple_attack", None, True), ("double_attack", "unarmed", False),
], ids=["two-shots", "three-shots", "two-blows-with-the-fists"])
def test_one_load_is_one_shot_so_a_crossbow_makes_no_multiple_attacks(action, weapon, refused):
    state = fight("Ab", A={"template": "crossbowmen", "at": [1, 0]})
    options = (("weapon", weapon),) if weapon else ()
    reasons = codes(check(state, Action(action, "A", target="b", options=options)))
    assert ("reload_between_shots" in reasons) is refused


def test_the_window_asks_which_weapon_to_reload():
    assert [f.key for f in option_fields(fight(), "A", "work_bolt")] == ["weapon"]
